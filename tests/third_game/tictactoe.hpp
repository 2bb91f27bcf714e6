#pragma once
// Tic-tac-toe, the third game: built only for the tests, to show that a game plugs into BoardLab without
// the shell knowing it. Its engine side is this file alone (a board, its board file, one win check written
// once over the Tracer policy of engine/core/trace.hpp); it depends on engine/core only, so it can be
// registered as a game module like gomoku and link.
//
// Board file:
//   game tictactoe
//   X O .        three rows of three: X, O or . (empty), top row first
//   . X O
//   . . X

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/algorithm.hpp"
#include "engine/core/cell.hpp"
#include "engine/core/game_module.hpp"
#include "engine/core/trace.hpp"

namespace boardlab::tictactoe {

enum class Mark : char { None = '.', X = 'X', O = 'O' };

constexpr int kSize = 3;

// A 3x3 board; cells are {col, row}, row 0 at the top.
class Board {
 public:
  Mark at(Cell c) const { return cells_[static_cast<std::size_t>(c.row * kSize + c.col)]; }
  void set(Cell c, Mark m) { cells_[static_cast<std::size_t>(c.row * kSize + c.col)] = m; }
  static bool contains(Cell c) { return c.col >= 0 && c.row >= 0 && c.col < kSize && c.row < kSize; }
  int count(Mark m) const;
  // X moves first: X to move while both have as many marks.
  Mark toMove() const { return count(Mark::X) == count(Mark::O) ? Mark::X : Mark::O; }
  bool operator==(const Board&) const = default;

 private:
  std::array<Mark, kSize * kSize> cells_{Mark::None, Mark::None, Mark::None, Mark::None, Mark::None,
                                         Mark::None, Mark::None, Mark::None, Mark::None};
};

// Whether `text` is a tic-tac-toe board file (its first meaningful line is "game tictactoe"); never throws.
bool isBoardText(std::string_view text);
// Reads a board file; throws BoardFileError naming `fileName`, the line and the problem.
Board parseBoard(std::string_view text, const std::string& fileName);
std::string saveBoard(const Board& board);
// A cell's name: columns a-c left to right, rows 1-3 from the bottom ("b2" is the centre).
std::string cellName(Cell c);

// The eight lines of three (rows, columns, diagonals), each as its first and last cell and its step.
struct Line {
  Cell from;
  int dc = 0, dr = 0;
  Cell cell(int i) const { return {from.col + i * dc, from.row + i * dr}; }
};
const std::array<Line, 8>& lines();

// The pseudo-code the win check's steps point into (Step::codeLine is 1-based).
const std::vector<std::string>& winCheckListing();

// The win check: which mark holds a whole line (Mark::None if none). Written once: NullTracer runs it
// fast, Recorder records one step per line examined and one for the verdict.
template <class Tracer>
Mark winner(const Board& board, Tracer& tracer) {
  const auto& all = lines();
  for (std::size_t k = 0; k < all.size(); ++k) {
    const Line& l = all[k];
    const Mark first = board.at(l.cell(0));
    const bool full = first != Mark::None && board.at(l.cell(1)) == first && board.at(l.cell(2)) == first;
    tracer.step([&](Step& s) {
      s.codeLine = 2;
      s.event = full ? Event::Three : Event::None;
      s.narration = "Line " + std::to_string(k + 1) + " (" + cellName(l.cell(0)) + "-" + cellName(l.cell(2)) + "): " +
                    (full ? std::string("three ") + static_cast<char>(first) + " in a row."
                          : std::string("not three of a kind."));
      for (int i = 0; i < kSize; ++i) s.marks.push_back({l.cell(i), full ? MarkRole::Winning : MarkRole::Window});
      s.watch = {{"line", std::to_string(k + 1)}, {"first", std::string(1, static_cast<char>(first))}};
    });
    if (full) {
      tracer.step([&](Step& s) {
        s.codeLine = 3;
        s.event = Event::Verdict;
        s.narration = std::string(1, static_cast<char>(first)) + " wins.";
        for (int i = 0; i < kSize; ++i) s.marks.push_back({l.cell(i), MarkRole::Winning});
      });
      return first;
    }
  }
  tracer.step([&](Step& s) {
    s.codeLine = 4;
    s.event = Event::Verdict;
    s.narration = "No line of three: nobody wins.";
  });
  return Mark::None;
}

// The win check without a trace.
Mark winner(const Board& board);

// The game's one algorithm shape, as gomoku's and link's: how a check runs fast and traced.
struct CheckRunner {
  Mark (*untraced)(const Board&) = nullptr;
  Mark (*traced)(const Board&, Recorder&) = nullptr;
};
using AlgorithmInfo = Algorithm<CheckRunner>;
// "win": the descriptor of the win check above, in the same registry shape as every game's algorithms.
extern const AlgorithmInfo kWin;
// The game's algorithms (one).
const AlgorithmRegistry<CheckRunner>& algorithms();
// The game as code that serves every game sees it: registered by the tests that use it
// (registerGame(tictactoe::gameModule()), unregisterGame("tictactoe")).
const GameModule& gameModule();

}  // namespace boardlab::tictactoe
