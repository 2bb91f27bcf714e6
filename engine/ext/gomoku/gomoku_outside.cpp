// Gomoku's part of outside programs: a program asked as a gomoku algorithm, one request per move or
// redo (docs/protocol.md, "gomoku").

#include "engine/ext/gomoku/gomoku_outside.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/detector.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::ext {

namespace {

std::vector<std::string> gomokuRows(const gomoku::Board& b) {
  std::vector<std::string> rows(static_cast<std::size_t>(b.rows()),
                                std::string(static_cast<std::size_t>(b.cols()), '.'));
  for (int y = 0; y < b.rows(); ++y)
    for (int x = 0; x < b.cols(); ++x) {
      const gomoku::Stone s = b.at({x, y});
      if (s != gomoku::Stone::None)
        rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = s == gomoku::Stone::Black ? 'x' : 'o';
    }
  return rows;
}

// One request per move or redo: the protocol is stateless (the whole board every time).
class OutsideDetector final : public gomoku::Detector {
 public:
  explicit OutsideDetector(std::shared_ptr<Program> p) : program_(std::move(p)) {}
  gomoku::WinResult onAction(const gomoku::Game& game, const gomoku::Action& a, Recorder* rec) override {
    if (a.kind == gomoku::Action::Kind::Undo) return {};
    const gomoku::Board& board = game.board();
    const Cell move = game.moves().back().cell;
    const int id = program_->nextId();
    const std::string request =
        gomokuRequest(id, board.cols(), board.rows(), gomoku::ruleName(game.rule()), gomokuRows(board), move,
                      gomoku::cellName(move, board.rows()), rec != nullptr);
    Answer answer = program_->ask(request, id, board.cols(), board.rows(), rec != nullptr);
    recordSteps(rec, answer);
    gomoku::WinResult out;
    if (!answer.ok) {
      out.fault = answer.failure;
      return out;
    }
    if (!answer.result.hasWinner) {
      // Not "no win": a program that forgot the key would be taken to see no five, on every board.
      program_->noteFailure();
      out.fault = program_->name() + ": protocol error: the result has no \"winner\" (\"black\", \"white\" or null)";
      return out;
    }
    const std::string& w = answer.result.winner;
    if (w == "black")
      out.winner = gomoku::Stone::Black;
    else if (w == "white")
      out.winner = gomoku::Stone::White;
    else if (!w.empty()) {
      program_->noteFailure();
      out.fault =
          program_->name() + ": protocol error: winner '" + cutShort(w, 40) + "' is not \"black\", \"white\" or null";
      return out;
    }
    if (out.won()) {
      out.line = answer.result.cells;
      // Any order on the wire; the engine's order along the run, which is (column, row) order for all four
      // directions, so that --lines compares like with like.
      std::sort(out.line.begin(), out.line.end(),
                [](Cell p, Cell q) { return p.col != q.col ? p.col < q.col : p.row < q.row; });
    }
    return out;
  }

 private:
  std::shared_ptr<Program> program_;
};

void addGomokuProgram(const std::string& name, const std::string& title, std::weak_ptr<Program> weak) {
  gomoku::addOutsideAlgorithm(name, title, [weak, name](const gomoku::Game&) -> std::unique_ptr<gomoku::Detector> {
    if (auto p = weak.lock()) return std::make_unique<OutsideDetector>(std::move(p));
    throw std::invalid_argument("unknown gomoku algorithm '" + name + "'");  // removed meanwhile
  });
}

}  // namespace

OutsideGame gomokuOutside() { return {"gomoku", addGomokuProgram, gomoku::removeOutsideAlgorithm}; }

}  // namespace boardlab::ext
