#include "app/workbench/shell/canvas_layout.hpp"

#include <algorithm>
#include <cfloat>

namespace boardlab::ui {

CanvasLayout layoutCanvas(ImVec2 min, ImVec2 size, int cols, int rows, const BoardMargin& margin,
                          const LegendSizeAt& legend, float captionHeight, float gap) {
  CanvasLayout out;
  const float captionBand = captionHeight > 0 ? captionHeight + gap : 0.0f;
  const float w = size.x, h = std::max(50.0f, size.y - captionBand);
  out.boardSize = ImVec2(w, h);
  if (captionHeight > 0)
    out.caption = ScreenRect{ImVec2(min.x, min.y + size.y - captionHeight), ImVec2(min.x + size.x, min.y + size.y)};
  const ImVec2 natural = legend ? legend(FLT_MAX) : ImVec2(0, 0);
  if (natural.x <= 0 || natural.y <= 0) return out;
  const auto pitchIn = [&](float bw, float bh) { return boardPitchIn(ImVec2(bw, bh), cols, rows, margin); };

  const float belowH = std::max(50.0f, h - natural.y - gap);
  const float belowPitch = pitchIn(w, belowH);
  ImVec2 beside = natural;
  float besidePitch = pitchIn(std::max(50.0f, w - natural.x - gap), h);
  // A narrower legend, its lines wrapped, may leave the board room to grow to the canvas's full height:
  // tried only when the unwrapped one beside leaves the board smaller than that.
  const float fullPitch = pitchIn(w, h);
  if (besidePitch < fullPitch) {
    const float fullWidth = fullPitch * (cols - 1) + 2 * margin.roomAt(fullPitch).x;
    for (const float width : {w - gap - fullWidth, natural.x * 0.8f, natural.x * 0.65f, natural.x * 0.5f}) {
      if (width < natural.x * 0.4f || width >= natural.x) continue;  // a column of single words reads badly
      const ImVec2 wrapped = legend(width);
      if (wrapped.y > h) continue;
      const float pitch = pitchIn(std::max(50.0f, w - wrapped.x - gap), h);
      if (pitch > besidePitch && pitch > belowPitch) besidePitch = pitch, beside = wrapped;
    }
  }
  if (besidePitch >= belowPitch) {
    out.boardSize = ImVec2(std::max(50.0f, w - beside.x - gap), h);
    // Level with the board's bottom edge, where a reader's eye ends.
    const float top = std::max(min.y, min.y + h - beside.y);
    out.legend = ScreenRect{ImVec2(min.x + w - beside.x, top), ImVec2(min.x + w, top + beside.y)};
  } else {
    out.boardSize = ImVec2(w, belowH);
    const float left = min.x + std::max(0.0f, (w - natural.x) * 0.5f);
    out.legend = ScreenRect{ImVec2(left, min.y + h - natural.y), ImVec2(left + natural.x, min.y + h)};
  }
  return out;
}

}  // namespace boardlab::ui
