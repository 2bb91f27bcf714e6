#include "app/workbench/views/edge_labels.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "app/workbench/views/style.hpp"

namespace boardlab::ui {

namespace {
constexpr float kCanvasGap = 2.0f;  // between a label and the canvas's edge, as the boards' `inside` boxes keep
}  // namespace

EdgeLabels edgeLabels(float pitch, const EdgeLabelRule& rule, const std::vector<std::string>& columns,
                      const std::vector<std::string>& rows) {
  EdgeLabels l;
  l.size = std::clamp(pitch * rule.sizeOfPitch, ImGui::GetFontSize() * 0.7f, ImGui::GetFontSize() * 1.6f);
  float width = 0.0f, height = 0.0f, inkTop = FLT_MAX, inkBottom = 0.0f;
  for (const std::string& r : rows) width = std::max(width, centredTextExtent(r, l.size).box.x);
  for (const std::string& c : columns) {
    const CentredTextExtent e = centredTextExtent(c, l.size);
    height = std::max(height, e.box.y);
    inkTop = std::min(inkTop, e.inkTop);
    inkBottom = std::max(inkBottom, e.inkBottom);
  }
  if (columns.empty()) inkTop = 0.0f;
  const float frame = pitch * rule.frameCells + std::max(2.0f, l.size * 0.08f);  // the frame's edge and a clear gap
  // At the usual place, and never so near the frame that the ink (a 'g' hangs low) reaches it.
  const float usual = rule.usualOffset ? rule.usualOffset(pitch, l.size) : frame;
  l.columnOffset = std::max(usual, frame + std::max(inkBottom - height * 0.5f, height * 0.5f - inkTop));
  l.rowOffset = std::max(usual, frame + width * 0.5f);
  // Above the board a label moved down ends at its ink's bottom; below it, one moved up starts at its ink's top.
  // Neighbours keep a gap of a third of the label size between them; the widest column label sets the step.
  float widest = 0.0f;
  for (const std::string& c : columns) widest = std::max(widest, centredTextExtent(c, l.size).box.x);
  const float gap = l.size * 0.35f;
  if (pitch > 0.0f) {
    l.columnEvery = std::max(1, static_cast<int>(std::ceil((widest + gap) / pitch)));
    l.rowEvery = std::max(1, static_cast<int>(std::ceil((height + gap) / pitch)));
  }
  l.room = ImVec2(std::min(l.rowOffset + width * 0.5f, frame + width) + kCanvasGap,
                  std::min(l.columnOffset + height * 0.5f, frame + std::max(inkBottom, height - inkTop)) + kCanvasGap);
  return l;
}

}  // namespace boardlab::ui
