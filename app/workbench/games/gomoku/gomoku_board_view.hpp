#pragma once
// The gomoku canvas: grid, star points, coordinates (renju or Piskvork style), shaded stones, the last-move mark, move
// numbers and the winning run, drawn with ImDrawList (the "Canvas" pattern of the ImGui demo).

#include <optional>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <imgui.h>

#include "app/workbench/views/board_geometry.hpp"
#include "engine/core/trace.hpp"
#include "engine/gomoku/coordinate_style.hpp"
#include "engine/gomoku/forbidden.hpp"
#include "engine/gomoku/game.hpp"

namespace boardlab::ui {

// Pitches of room around the outer intersections: the wood's edge and the coordinate labels.
constexpr float kGomokuMarginCells = 1.0f;

struct BoardViewOptions {
  bool coordinates = true;
  gomoku::CoordinateStyle coordinateStyle = gomoku::CoordinateStyle::Renju;  // labels along the edges
  bool moveNumbers = false;
  bool ghost = true;                             // preview the stone the side to move would place
  const Step* overlay = nullptr;                 // a trace step drawn over the stones
  std::span<const Arrow> overlayBars;            // more bars drawn with the step's arrows (the dead lines)
  const std::set<Cell>* breakpoints = nullptr;   // marked with a red dot
  const std::vector<Cell>* highlight = nullptr;  // the winning run to ring (default: the game's own)
  const std::vector<int>* heat = nullptr;        // per point, row-major: a counter 0..5 tinting the point
  ImU32 heatColour = IM_COL32(255, 120, 0, 255);
  const std::vector<gomoku::ForbiddenPoint>* forbidden =
      nullptr;  // renju: black's forbidden points, a small cross each
};

// The room around the outer intersections: a pitch, or more where the coordinate labels at their smallest
// readable size (large type on a small window) would otherwise be pushed onto the wood.
BoardMargin gomokuMargin(int cols, int rows, bool coordinates, gomoku::CoordinateStyle style);

// Draws the game into the remaining content region and reports the mouse. `geometry` is updated.
BoardInput drawGomokuBoard(const gomoku::Game& game, const BoardViewOptions& options, BoardGeometry& geometry);

}  // namespace boardlab::ui
