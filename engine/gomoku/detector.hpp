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

}  // namespace boardlab::gomoku
