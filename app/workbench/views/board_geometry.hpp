#pragma once
// Where a grid sits on screen: cell centres at a fixed pitch from an origin. Every board view (gomoku
// intersections, link tiles and their ring) and every overlay use it, and tests use it to click a cell.

#include <functional>
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
  // The intersection nearest to `p`, when `p` is within half a pitch of one; `ring` rings of cells around
  // the board count too (link's paths run on the ring).
  std::optional<Cell> nearest(ImVec2 p, int ring = 0) const;
};

// What the mouse did on a board canvas this frame.
struct BoardInput {
  std::optional<Cell> clicked;  // a left click released on a cell
  std::optional<Cell> held;     // the cell under a held left button (drag painting)
  std::optional<Cell> hovered;  // the cell under the mouse
  bool pressed = false;         // the left button went down on the canvas this frame
};

// Painting by drag: each cell under the held button comes once per stroke, and a stroke is one edit for
// undo: the caller records a snapshot when firstChange() says the stroke changes the board for the first time.
class Stroke {
 public:
  // The cell to paint this frame, if any.
  std::optional<Cell> next(const BoardInput& input);
  bool firstChange();

 private:
  std::optional<Cell> last_;
  bool changed_ = false;
};

// A board canvas: the remaining content region, claimed as one invisible button.
struct BoardCanvas {
  ImVec2 min, max;  // the region, for clipping
  BoardInput input;
};

// The room a board needs around its outer cell centres at a pitch, in pixels across (left and right) and
// down (top and bottom): `marginCells` pitches, or more where what it draws there (coordinate labels at their
// smallest readable size) needs more than that.
struct BoardMargin {
  float marginCells = 1.0f;
  std::function<ImVec2(float pitch)> labelRoom;  // none: the pitches are enough

  ImVec2 roomAt(float pitch) const;
};

// The largest whole pitch at which a cols x rows grid and its margin fit in `size`; 1 when none does.
float boardPitchIn(ImVec2 size, int cols, int rows, const BoardMargin& margin);

// While taken, placeBoardCanvas reports no click, press or hold (only the hover): the shell takes the
// board's clicks as answers (predict mode), and the game must not play or edit with them.
void takeBoardClicks(bool taken);

// Lays out a cols x rows grid centred in the remaining content region, with its margin around the outer
// cell centres (labels, a ring), claims the region and reads the mouse.
BoardCanvas placeBoardCanvas(const char* id, int cols, int rows, const BoardMargin& margin, BoardGeometry& geometry);

}  // namespace boardlab::ui
