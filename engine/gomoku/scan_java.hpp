#pragma once
// `scan:java`: article 003's isWon2 exactly as published (Java, 1-based board: x = col + 1, y = row + 1).
// `count = 1` is set ONCE before the four directions and never reset, so stones counted in one direction
// still count in the next: two stones left and two stones up of the placed one "win". The bounds are the
// literal `posX > 0` and `<= 15`, whatever the board size, and `if (count >= 5) return true` sits inside
// every loop. A point outside our board (on boards smaller than 15) reads as empty, which breaks the loop;
// nothing is ever read out of bounds. The reported line is every cell counted so far, in counting order,
// the placed stone first; the winner is the mover.

#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/win.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

// This algorithm's registry entry (defined beside its code; listed in algorithms.cpp).
extern const AlgorithmInfo kScanJava;

const std::vector<std::string>& scanJavaListing();

inline constexpr int kJavaBound = 15;  // article 003's literal `<= 15`

template <class Tracer>
WinResult scanJavaWin(const Board& board, Cell p, Tracer& tr) {
  // Walks may stop past the edge of a board smaller than the article's 15x15: say so instead of a name.
  const auto name = [&](Cell c) {
    return board.contains(c) ? cellName(c, board.rows()) : std::string(i18n::tr("a point off the board"));
  };
  const Stone stone = board.get(p);
  const int x = p.col + 1, y = p.row + 1;
  int count = 1;
  std::vector<Cell> counted{p};
  tr.step([&](Step& s) {
    s.codeLine = 1;
    s.narration = i18n::text(
        "count = 1 for the stone at {0} (Java x = {1}, y = {2}); it is set once here and never reset.", name(p), x, y);
    s.marks = {{p, MarkRole::Origin, 1}};
    s.watch = {{"x", std::to_string(x)}, {"y", std::to_string(y)}, {"count", "1"}};
  });
  if (stone == Stone::None) return {};

  // The eight loops of isWon2 in order: (dx, dy) per step and the listing line of each.
  struct Loop {
    int dx, dy, line;
    const char* what;
  };
  static constexpr Loop loops[] = {
      {-1, 0, 2, "horizontal, to the left"}, {1, 0, 3, "horizontal, to the right"},  {0, -1, 4, "vertical, upwards"},
      {0, 1, 5, "vertical, downwards"},      {-1, -1, 6, "diagonal, up-left"},       {1, 1, 7, "diagonal, down-right"},
      {1, -1, 8, "anti-diagonal, up-right"}, {-1, 1, 9, "anti-diagonal, down-left"},
  };
  const auto inBounds = [](int v) { return v > 0 && v <= kJavaBound; };
  for (const Loop& l : loops) {
    int posX = x + l.dx, posY = y + l.dy;
    bool won = false;
    for (; inBounds(posX) && inBounds(posY); posX += l.dx, posY += l.dy) {
      const Cell q{posX - 1, posY - 1};
      if (board.get(q) != stone) break;
      ++count;
      counted.push_back(q);
      if (count >= 5) {
        won = true;
        break;
      }
    }
    const Cell stop{posX - 1, posY - 1};
    tr.step([&](Step& s) {
      s.codeLine = l.line;
      s.event = l.line % 2 == 1 ? Event::DirectionDone : Event::None;
      const bool bound = !inBounds(posX) || !inBounds(posY);
      const std::string_view what = i18n::tr(l.what);
      s.narration =
          won     ? i18n::text("{0}: count reached {1}.", what, count)
          : bound ? i18n::text("{0}: the loop bound (posX/posY > 0 and <= 15) ends the walk; count = {1} (carried on).",
                               what, count)
                  : i18n::text("{0}: stopped at {1}; count = {2} (carried on, never reset).", what, name(stop), count);
      int n = 0;
      for (Cell c : counted) s.marks.push_back({c, c == p ? MarkRole::Origin : MarkRole::Counted, ++n});
      if (!won && board.contains(stop))
        s.marks.push_back({stop, bound                           ? MarkRole::StoppedBound
                                 : board.at(stop) == Stone::None ? MarkRole::StoppedEmpty
                                                                 : MarkRole::StoppedOpponent});
      s.watch = {{"count", std::to_string(count)}, {"posX", std::to_string(posX)}, {"posY", std::to_string(posY)}};
    });
    if (won) {
      WinResult result{stone, counted, {}};
      tr.step([&](Step& s) {
        s.codeLine = 10;
        s.event = Event::Verdict;
        s.narration = i18n::text(
            "count >= 5: isWon2 returns true, {0} \"wins\" with the {1} stones counted so far (across directions).",
            i18n::tr(stoneName(stone)), count);
        for (Cell c : counted) s.marks.push_back({c, MarkRole::Winning});
        s.watch = {{"count", std::to_string(count)}, {"result", std::string(i18n::tr("win"))}};
      });
      return result;
    }
  }
  tr.step([&](Step& s) {
    s.codeLine = 11;
    s.event = Event::Verdict;
    s.narration = i18n::text("All eight loops done with count = {0}: isWon2 returns false.", count);
    s.marks = {{p, MarkRole::Origin}};
    s.watch = {{"count", std::to_string(count)}, {"result", std::string(i18n::tr("no win"))}};
  });
  return {};
}

}  // namespace boardlab::gomoku
