#include "engine/ext/outside.hpp"

#include <algorithm>
#include <map>
#include <mutex>
#include <stdexcept>

#include "engine/ext/command_line.hpp"
#include "engine/ext/link_path.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/detector.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/link/algorithms.hpp"

namespace boardlab::ext {

namespace {

std::map<std::string, std::shared_ptr<Program>, std::less<>>& programs() {
  static std::map<std::string, std::shared_ptr<Program>, std::less<>> map;
  return map;
}
std::mutex& guard() {
  static std::mutex m;
  return m;
}

void record(Recorder* rec, std::vector<Step>& steps) {
  if (!rec) return;
  for (Step& s : steps) rec->step([&](Step& out) { out = std::move(s); });
}

// ---- gomoku ----------------------------------------------------------------------------------------------

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
    record(rec, answer.steps);
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

// ---- link ------------------------------------------------------------------------------------------------

std::vector<std::string> linkRows(const link::Board& b) {
  std::vector<std::string> rows(static_cast<std::size_t>(b.rows()),
                                std::string(static_cast<std::size_t>(b.cols()), '.'));
  for (int y = 0; y < b.rows(); ++y)
    for (int x = 0; x < b.cols(); ++x) rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = b.at({x, y});
  return rows;
}

link::LinkResult askLink(Program& program, const link::Board& board, Cell a, Cell b, Recorder* rec) {
  const int id = program.nextId();
  const std::string request =
      linkRequest(id, board.cols(), board.rows(), board.border(), board.anyTurns() ? -1 : board.maxTurns(),
                  linkRows(board), a, b, rec != nullptr);
  Answer answer = program.ask(request, id, board.cols(), board.rows(), rec != nullptr);
  record(rec, answer.steps);
  link::LinkResult out = link::notLinked(link::Reason::NoPath);
  if (!answer.ok) {
    out.fault = answer.failure;
    return out;
  }
  if (!answer.result.linked) {
    program.noteFailure();
    out.fault = program.name() + ": protocol error: the result has no \"linked\": true or false";
    return out;
  }
  if (!*answer.result.linked) {
    if (auto refused = link::refuse(board, a, b)) out.reason = *refused;
    return out;
  }
  if (auto bad = checkLinkPath(board, a, b, answer.result.cells)) {
    // The program answered, well formed, and its answer is wrong: a verdict (the search finds it as a
    // difference and shrinks it), not a failure of the program.
    out.linked = true;
    out.path = answer.result.cells;
    out.brokenRule = *bad;
    if (rec) {
      // The claimed path on the board, so the user sees where it goes wrong.
      rec->step([&](Step& s) {
        s.event = Event::BadPath;
        s.narration = program.name() + ": its path breaks the rules: " + *bad;
        for (std::size_t i = 0; i + 1 < answer.result.cells.size(); ++i)
          s.arrows.push_back({answer.result.cells[i], answer.result.cells[i + 1], MarkRole::Fault, ""});
      });
    }
    return out;
  }
  std::vector<Cell> path = answer.result.cells;
  link::normalizePath(path);
  return link::linkedResult(std::move(path));
}

}  // namespace

std::shared_ptr<Program> addOutside(Game game, const std::string& name, const std::string& command,
                                    const std::string& workDir, const Limits& limits, std::string& error) {
  const std::string text = !command.empty() ? command : isOutsideName(name) ? name.substr(kPrefix.size()) : name;
  const auto argv = splitCommand(text, error);
  if (!argv) {
    error = name + ": " + error;
    return nullptr;
  }
  auto program = std::make_shared<Program>(name, *argv, workDir, limits);
  if (!program->start(error)) return nullptr;
  // The registry keeps an entry for the life of BoardLab (handles never dangle), so its runner holds the
  // program weakly: removeOutside() drops the last owner and stops the process.
  const std::weak_ptr<Program> weak = program;
  if (game == Game::Gomoku) {
    gomoku::addOutsideAlgorithm(
        name, "outside program: " + text, [weak, name](const gomoku::Game&) -> std::unique_ptr<gomoku::Detector> {
          if (auto p = weak.lock()) return std::make_unique<OutsideDetector>(std::move(p));
          throw std::invalid_argument("unknown gomoku algorithm '" + name + "'");  // removed meanwhile
        });
  } else {
    link::addOutsideAlgorithm(name, "outside program: " + text,
                              [weak](const link::Board& b, Cell p, Cell q, Recorder* rec) {
                                const auto program = weak.lock();
                                return program ? askLink(*program, b, p, q, rec)
                                               : link::notLinked(link::Reason::NotApplicable);  // removed meanwhile
                              });
  }
  const std::lock_guard lock(guard());
  programs()[name] = program;
  return program;
}

std::shared_ptr<Program> findOutside(std::string_view name) {
  const std::lock_guard lock(guard());
  const auto it = programs().find(name);
  return it == programs().end() ? nullptr : it->second;
}

void removeOutside(std::string_view name) {
  gomoku::removeOutsideAlgorithm(name);
  link::removeOutsideAlgorithm(name);
  const std::lock_guard lock(guard());
  if (const auto it = programs().find(name); it != programs().end()) programs().erase(it);
}

void restartOutside(const std::vector<std::string>& names) {
  for (const std::string& name : names)
    if (const auto program = findOutside(name)) program->restart();
}

}  // namespace boardlab::ext
