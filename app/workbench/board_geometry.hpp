#pragma once
// Where a grid sits on screen: cell centres at a fixed pitch from an origin. Every board view (gomoku
// intersections, link tiles and their ring) and every overlay use it, and tests use it to click a cell.

#include <optional>

#include <imgui.h>

#include "engine/core/cell.hpp"

namespace boardlab::ui {

struct BoardGeometry {
  ImVec2 origin{0, 0};  // screen position of the top-left intersection (cell 0,0)
  float pitch = 0.0f;   // distance between neighbouring intersections
  int cols = 0;
  int rows = 0;

  ImVec2 center(Cell c) const { return {origin.x + c.col * pitch, origin.y + c.row * pitch}; }
  // The intersection nearest to `p`, when `p` is within half a pitch of one.
  std::optional<Cell> nearest(ImVec2 p) const;
};

}  // namespace boardlab::ui
