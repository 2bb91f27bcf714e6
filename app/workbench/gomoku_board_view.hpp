#pragma once
// The gomoku canvas: grid, star points, renju coordinates, shaded stones, the last-move mark, move
// numbers and the winning run, drawn with ImDrawList (the "Canvas" pattern of the ImGui demo).

#include <optional>

#include <imgui.h>

#include "engine/gomoku/game.hpp"

namespace boardlab::ui {

// Where the board sits on screen in the last frame; tests use it to click a point.
struct BoardGeometry {
  ImVec2 origin{0, 0};  // screen position of the top-left intersection (cell 0,0)
  float pitch = 0.0f;   // distance between neighbouring intersections
  int cols = 0;
  int rows = 0;

  ImVec2 center(Cell c) const { return {origin.x + c.col * pitch, origin.y + c.row * pitch}; }
  // The intersection nearest to `p`, when `p` is within half a pitch of one.
  std::optional<Cell> nearest(ImVec2 p) const;
};

struct BoardViewOptions {
  bool coordinates = true;
  bool moveNumbers = false;
};

struct BoardViewInput {
  std::optional<Cell> clicked;  // left click released on an intersection this frame
  std::optional<Cell> hovered;  // the intersection under the mouse
};

// Draws the game into the remaining content region and reports the mouse. `geometry` is updated.
BoardViewInput drawGomokuBoard(const gomoku::Game& game, const BoardViewOptions& options, BoardGeometry& geometry);

}  // namespace boardlab::ui
