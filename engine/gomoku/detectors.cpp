// The Detector of each algorithm: how it is fed a game's actions.

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>

#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/bitboard.hpp"
#include "engine/gomoku/detector.hpp"
#include "engine/gomoku/lines.hpp"
#include "engine/gomoku/lines_js.hpp"
#include "engine/gomoku/outside_algorithms.hpp"
#include "engine/gomoku/scan.hpp"
#include "engine/gomoku/scan_java.hpp"
#include "engine/gomoku/scan_objc.hpp"
#include "engine/gomoku/windows.hpp"
#include "engine/gomoku/windows_csharp.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

namespace {

// Runs `f` with a Recorder when there is one, else with the NullTracer: one branch per check.
template <class F>
auto withTracer(Recorder* rec, F&& f) {
  if (rec) return f(*rec);
  NullTracer untraced;
  return f(untraced);
}

bool places(const Action& a) { return a.kind != Action::Kind::Undo; }

// Stateless algorithms: a pure function of the real board after a move or a redo.
class Stateless final : public Detector {
 public:
  using Check = std::function<WinResult(const Game&, Cell, Recorder*)>;
  explicit Stateless(Check check) : check_(std::move(check)) {}
  WinResult onAction(const Game& game, const Action& a, Recorder* rec) override {
    if (!places(a)) return {};
    return check_(game, game.moves().back().cell, rec);
  }

 private:
  Check check_;
};

class Lines final : public Detector {
 public:
  explicit Lines(const Game& start) : counters_(start.board()) {}
  WinResult onAction(const Game& game, const Action& a, Recorder* rec) override {
    return withTracer(rec, [&](auto& tr) -> WinResult {
      if (places(a)) {
        const Move m = game.moves().back();
        return counters_.play(m.cell, m.stone, game.rule(), tr);
      }
      counters_.takeBack(game.redoList().back().cell, tr);
      return {};
    });
  }

 private:
  LineCounters counters_;
};

class Bits final : public Detector {
 public:
  explicit Bits(const Game& start) : bits_(start.board()) {}
  WinResult onAction(const Game& game, const Action& a, Recorder* rec) override {
    const Cell c = places(a) ? game.moves().back().cell : game.redoList().back().cell;
    if (places(a)) bits_.place(c, game.board().at(c));
    else bits_.remove(c);
    if (rec) {
      rec->step([&](Step& s) {
        s.codeLine = 6;
        s.event = places(a) ? "bits-set" : "bits-cleared";
        s.narration = i18n::text(places(a) ? "Move at {0}: its bit is toggled in one row, one column, one diagonal and one anti-diagonal word."
                                           : "Take-back at {0}: its bit is toggled in one row, one column, one diagonal and one anti-diagonal word.",
                                 cellName(c, game.board().rows()));
        s.marks = {{c, MarkRole::Origin}};
      });
    }
    if (!places(a)) return {};
    return withTracer(rec, [&](auto& tr) { return bits_.check(c, game.rule(), tr); });
  }

 private:
  Bitboard bits_;
};

class Js final : public Detector {
 public:
  explicit Js(const Game& start) : js_(start.board(), start.toMove()) {}
  WinResult onAction(const Game&, const Action& a, Recorder* rec) override {
    return withTracer(rec, [&](auto& tr) -> WinResult {
      switch (a.kind) {
        case Action::Kind::Place: return js_.click(a.cell, tr);
        case Action::Kind::Undo: js_.revert(tr); return {};
        case Action::Kind::Redo: js_.removeRevert(tr); return {};
      }
      return {};
    });
  }

 private:
  LinesJs js_;
};

// The article's stone list: the start grid's stones row by row, then the moves on the board in order.
std::vector<Cell> placementOrder(const Game& game) {
  std::vector<Cell> stones;
  const Board& s = game.start();
  for (int r = 0; r < s.rows(); ++r)
    for (int c = 0; c < s.cols(); ++c)
      if (s.at({c, r}) != Stone::None) stones.push_back({c, r});
  for (const Move& m : game.moves()) stones.push_back(m.cell);
  return stones;
}

}  // namespace

std::unique_ptr<Detector> makeDetector(std::string_view name, const Game& start) {
  const auto stateless = [](auto check) { return std::make_unique<Stateless>(check); };
  if (name == "scan")
    return stateless([](const Game& g, Cell p, Recorder* rec) {
      return withTracer(rec, [&](auto& tr) { return scanWin(g.board(), p, g.rule(), tr); });
    });
  if (name == "windows")
    return stateless([](const Game& g, Cell p, Recorder* rec) {
      return withTracer(rec, [&](auto& tr) { return windowsWin(g.board(), p, g.rule(), tr); });
    });
  if (name == "scan:objc")
    return stateless([](const Game& g, Cell p, Recorder* rec) {
      return withTracer(rec, [&](auto& tr) { return scanObjcWin(g.board(), p, tr); });
    });
  if (name == "scan:java")
    return stateless([](const Game& g, Cell p, Recorder* rec) {
      return withTracer(rec, [&](auto& tr) { return scanJavaWin(g.board(), p, tr); });
    });
  if (name == "windows:csharp")
    return stateless([](const Game& g, Cell, Recorder* rec) {
      const std::vector<Cell> stones = placementOrder(g);
      return withTracer(rec, [&](auto& tr) { return windowsCsharpWin(g.board(), stones, tr); });
    });
  if (name == "lines") return std::make_unique<Lines>(start);
  if (name == "bitboard") return std::make_unique<Bits>(start);
  if (name == "lines:js") return std::make_unique<Js>(start);
  if (auto outside = makeOutsideDetector(name, start)) return outside;
  throw std::invalid_argument("unknown gomoku algorithm '" + std::string(name) + "'");
}

}  // namespace boardlab::gomoku
