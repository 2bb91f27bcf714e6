#include "app/workbench/shell/exercise_marks.hpp"

#include <algorithm>

namespace boardlab::ui::exercise {

namespace {
float markRadius(const BoardGeometry& g) { return g.pitch * 0.42f; }
// As thick at 200% as at 100%, to the eye: a share of the pitch, never under two pixels.
float markLine(const BoardGeometry& g, float share) { return std::max(2.0f, g.pitch * share); }
}  // namespace

void hoverRing(const BoardGeometry& g, Cell c) {
  ImGui::GetWindowDrawList()->AddCircle(g.center(c), markRadius(g), IM_COL32(40, 120, 255, 220), 0, markLine(g, 0.05f));
}

void clickDot(const BoardGeometry& g, Cell c) {
  ImGui::GetWindowDrawList()->AddCircleFilled(g.center(c), markRadius(g) * 0.5f, IM_COL32(40, 120, 255, 200));
}

void rightRing(const BoardGeometry& g, Cell c) {
  ImGui::GetWindowDrawList()->AddCircle(g.center(c), markRadius(g), IM_COL32(40, 200, 90, 255), 0, markLine(g, 0.08f));
}

void wrongCross(const BoardGeometry& g, Cell c) {
  const ImVec2 p = g.center(c);
  const float s = markRadius(g) * 0.6f;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float width = markLine(g, 0.08f);
  draw->AddLine(ImVec2(p.x - s, p.y - s), ImVec2(p.x + s, p.y + s), IM_COL32(230, 50, 50, 255), width);
  draw->AddLine(ImVec2(p.x - s, p.y + s), ImVec2(p.x + s, p.y - s), IM_COL32(230, 50, 50, 255), width);
}

}  // namespace boardlab::ui::exercise
