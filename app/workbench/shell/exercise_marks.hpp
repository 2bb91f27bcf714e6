#pragma once
// What predict and simulate mode draw on the board: the cell under the mouse that a click would answer,
// the clicks so far, the right cells, a wrong click. One look for both modes.

#include <imgui.h>

#include "app/workbench/views/board_geometry.hpp"

namespace boardlab::ui::exercise {

void hoverRing(const BoardGeometry& g, Cell c);   // blue ring: a click here answers
void clickDot(const BoardGeometry& g, Cell c);    // blue dot: clicked so far
void rightRing(const BoardGeometry& g, Cell c);   // green ring: the right cell
void wrongCross(const BoardGeometry& g, Cell c);  // red cross: a wrong click

}  // namespace boardlab::ui::exercise
