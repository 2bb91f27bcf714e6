#pragma once
// A game record: what a gomoku board file holds. A starting position (size, grid, side to move), the rule,
// and the actions the user took from there: place a stone, take back (undo), replay a taken-back move (redo).

#include <vector>

#include "engine/gomoku/game.hpp"

namespace boardlab::gomoku {

struct Action {
  enum class Kind : unsigned char { Place, Undo, Redo };
  Kind kind = Kind::Place;
  Cell cell{};  // Place only; {0, 0} for Undo and Redo
  friend bool operator==(const Action&, const Action&) = default;
};

struct GameRecord {
  static constexpr int kMaxActions = 10'000;

  Board start{15, 15};
  Rule rule = Rule::Freestyle;
  Stone toMove = Stone::Black;  // who plays the first action's stone
  std::vector<Action> actions;
  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// The record of a game in progress: its start, rule and the moves on the board now (take-backs already
// applied, so only Place actions; the redo list is not part of it).
GameRecord recordOf(const Game& game);

// Applies one action to `game` as a board file does (moves after a win are allowed). Returns false, and
// leaves the game unchanged, when the action is impossible (point off the board or taken, nothing to undo
// or to redo).
bool apply(Game& game, const Action& action);

// The game after all the record's actions. Throws std::invalid_argument naming the first impossible one.
Game replayGame(const GameRecord& record);

}  // namespace boardlab::gomoku
