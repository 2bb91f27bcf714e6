#pragma once
// One algorithm following a game action by action, so every algorithm, stateful or not, is driven alike.
// Stateful ones (lines, bitboard, lines:js) update their own state on every action; stateless ones look
// at the real board after each action that places a stone (a move or a redo) and ignore take-backs.

#include <memory>
#include <string_view>

#include "engine/core/trace.hpp"
#include "engine/gomoku/record.hpp"

namespace boardlab::gomoku {

class Detector {
 public:
  virtual ~Detector() = default;
  // `game` has just applied `action` (it is the real game, after the action). Returns this action's
  // verdict (a win, a fault, or nothing). With `rec`, the algorithm's steps for this action are recorded;
  // the choice between the traced and untraced code is made once here, never per step.
  virtual WinResult onAction(const Game& game, const Action& action, Recorder* rec) = 0;
};

// A detector for algorithm `name` (see algorithms.hpp) starting from `start` (its start position, side to
// move and rule; no moves yet). Throws std::invalid_argument for an unknown name.
std::unique_ptr<Detector> makeDetector(std::string_view name, const Game& start);

// ---- helpers for the algorithm files' descriptors (kScan in scan.cpp, ...) ---------------------------------

// Runs `f` with a Recorder when there is one, else with the NullTracer: one branch per check.
template <class F>
auto withTracer(Recorder* rec, F&& f) {
  if (rec) return f(*rec);
  NullTracer untraced;
  return f(untraced);
}

// Does the action put a stone on the board (a move or a redo)?
inline bool places(const Action& a) { return a.kind != Action::Kind::Undo; }

// A stateless algorithm: `Check{}(game, placed cell, tracer)` on the real board after each move or redo;
// take-backs are ignored.
template <class Check>
class StatelessDetector final : public Detector {
 public:
  WinResult onAction(const Game& game, const Action& a, Recorder* rec) override {
    if (!places(a)) return {};
    const Cell p = game.moves().back().cell;
    return withTracer(rec, [&](auto& tr) { return Check{}(game, p, tr); });
  }
};

// DetectorRunner::make for a stateless algorithm.
template <class Check>
std::unique_ptr<Detector> makeStateless(const Game&) {
  return std::make_unique<StatelessDetector<Check>>();
}

// DetectorRunner::make for a stateful one: `D` is built from the start position.
template <class D>
std::unique_ptr<Detector> makeStateful(const Game& start) {
  return std::make_unique<D>(start);
}

}  // namespace boardlab::gomoku
