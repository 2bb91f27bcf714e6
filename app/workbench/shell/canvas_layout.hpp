#pragma once
// How the canvas is shared between the board and what explains it on slides: the legend of the overlay
// colours and the caption (step number and narration). Neither ever covers the board, its stones or its
// coordinate labels: the board shrinks to leave them room.

#include <functional>
#include <optional>
#include <utility>

#include <imgui.h>

#include "app/workbench/views/board_geometry.hpp"

namespace boardlab::ui {

using ScreenRect = std::pair<ImVec2, ImVec2>;  // min, max

// The legend's and the caption's boxes (tests find the legend's pixels by this colour).
constexpr ImU32 kCanvasLegendBackground = IM_COL32(20, 22, 26, 225);
constexpr ImU32 kCanvasCaptionBackground = IM_COL32(24, 26, 32, 255);

struct CanvasLayout {
  ImVec2 boardSize;                   // the region the board lays itself out in, from the canvas's top-left
  std::optional<ScreenRect> legend;   // where the legend box goes (beside or under the board)
  std::optional<ScreenRect> caption;  // the caption band along the bottom
};

// The legend's size with its lines wrapped to fit `width`; its natural size when they fit unwrapped.
using LegendSizeAt = std::function<ImVec2(float width)>;

// Splits the canvas region at `min` of `size` for a cols x rows board with `margin` around its outer cell
// centres (as placeBoardCanvas lays it out). No `legend` (or a 0x0 one): no legend; `captionHeight` 0: no
// caption. The legend goes to the right (its lines wrapped when that lets the board grow) or below,
// whichever leaves the bigger board.
CanvasLayout layoutCanvas(ImVec2 min, ImVec2 size, int cols, int rows, const BoardMargin& margin,
                          const LegendSizeAt& legend, float captionHeight, float gap);

}  // namespace boardlab::ui
