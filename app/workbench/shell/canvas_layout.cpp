#include "app/workbench/shell/canvas_layout.hpp"

#include <algorithm>
#include <cmath>

namespace boardlab::ui {

namespace {

// The pitch placeBoardCanvas would choose in a region of `w` x `h`.
float pitchIn(float w, float h, int cols, int rows, float marginCells) {
  const float across = 2.0f * marginCells - 1.0f;
  return std::floor(std::min(w / (cols + across), h / (rows + across)));
}

}  // namespace

CanvasLayout layoutCanvas(ImVec2 min, ImVec2 size, int cols, int rows, float marginCells, ImVec2 legendSize,
                          float captionHeight, float gap) {
  CanvasLayout out;
  const float captionBand = captionHeight > 0 ? captionHeight + gap : 0.0f;
  const float w = size.x, h = std::max(50.0f, size.y - captionBand);
  out.boardSize = ImVec2(w, h);
  if (captionHeight > 0)
    out.caption = ScreenRect{ImVec2(min.x, min.y + size.y - captionHeight), ImVec2(min.x + size.x, min.y + size.y)};
  if (legendSize.x <= 0 || legendSize.y <= 0) return out;
  const float besideW = std::max(50.0f, w - legendSize.x - gap), belowH = std::max(50.0f, h - legendSize.y - gap);
  const bool beside = pitchIn(besideW, h, cols, rows, marginCells) >= pitchIn(w, belowH, cols, rows, marginCells);
  if (beside) {
    out.boardSize = ImVec2(besideW, h);
    // Level with the board's bottom edge, where a reader's eye ends.
    const float top = std::max(min.y, min.y + h - legendSize.y);
    out.legend = ScreenRect{ImVec2(min.x + w - legendSize.x, top), ImVec2(min.x + w, top + legendSize.y)};
  } else {
    out.boardSize = ImVec2(w, belowH);
    const float left = min.x + std::max(0.0f, (w - legendSize.x) * 0.5f);
    out.legend = ScreenRect{ImVec2(left, min.y + h - legendSize.y), ImVec2(left + legendSize.x, min.y + h)};
  }
  return out;
}

}  // namespace boardlab::ui
