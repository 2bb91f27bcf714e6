#pragma once
// Hand-editing a gomoku position. An edit turns the game into a new starting position: the stones on the
// board now, the side to move now, no move history (a take-back cannot cross an edit). The workbench
// keeps its own undo stack of games for edits, separate from the game's take-backs.

#include <algorithm>

#include "engine/gomoku/game.hpp"

namespace boardlab::gomoku {

// The current position as a fresh game with no history.
inline Game flattened(const Game& g) { return Game(g.board(), g.toMove(), g.rule()); }

// `g` with the point `c` set to `stone` (None erases). Precondition: the board contains c.
inline Game withStone(const Game& g, Cell c, Stone stone) {
  Board b = g.board();
  b.set(c, stone);
  return Game(b, g.toMove(), g.rule());
}

inline Game withSideToMove(const Game& g, Stone toMove) { return Game(g.board(), toMove, g.rule()); }

inline Game cleared(const Game& g) { return Game(Board(g.board().cols(), g.board().rows()), Stone::Black, g.rule()); }

// `g` on a board of another size, keeping the stones that still fit (anchored at the top-left).
// Throws std::invalid_argument for a size outside 5..26.
inline Game resized(const Game& g, int cols, int rows) {
  Board b(cols, rows);
  for (int r = 0; r < std::min(rows, g.board().rows()); ++r)
    for (int c = 0; c < std::min(cols, g.board().cols()); ++c) b.set({c, r}, g.board().at({c, r}));
  return Game(b, g.toMove(), g.rule());
}

}  // namespace boardlab::gomoku
