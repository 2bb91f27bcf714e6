#include "app/workbench/platform/touch_scroll.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>

namespace boardlab::ui {

namespace {

bool scrolls(const ImGuiWindow& w, bool vertical) {
  return vertical ? w.ScrollMax.y > 0.0f : (w.ScrollMax.x > 0.0f && (w.Flags & ImGuiWindowFlags_HorizontalScrollbar));
}

// One wheel notch of the window the wheel scrolls that way, in pixels (ImGui::UpdateMouseWheel's step).
float notch(bool vertical) {
  const ImGuiWindow* w = ImGui::GetCurrentContext()->HoveredWindow;
  while (w && (w->Flags & ImGuiWindowFlags_ChildWindow) &&
         ((vertical ? w->ScrollMax.y : w->ScrollMax.x) == 0.0f || (w->Flags & ImGuiWindowFlags_NoScrollWithMouse)))
    w = w->ParentWindow;
  if (!w) return 0.0f;
  const float room = vertical ? w->InnerRect.GetHeight() : w->InnerRect.GetWidth();
  return std::floor(std::min((vertical ? 5.0f : 2.0f) * w->CalcFontSize(), room * 0.67f));
}

}  // namespace

bool touchDragScrolls(float dx, float dy) {
  if (!ImGui::GetCurrentContext() || ImGui::IsAnyItemActive()) return false;
  const bool vertical = std::abs(dy) >= std::abs(dx);
  for (const ImGuiWindow* w = ImGui::GetCurrentContext()->HoveredWindow; w; w = w->ParentWindow) {
    if (w->Flags & ImGuiWindowFlags_NoScrollWithMouse) return false;
    if (scrolls(*w, vertical)) return true;
    if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) break;
  }
  return !ImGui::IsAnyItemHovered();
}

ImVec2 touchScrollWheel(float dx, float dy) {
  if (!ImGui::GetCurrentContext()) return {0.0f, 0.0f};
  const float across = dx != 0.0f ? notch(false) : 0.0f, down = dy != 0.0f ? notch(true) : 0.0f;
  return {across >= 1.0f ? dx / across : 0.0f, down >= 1.0f ? dy / down : 0.0f};
}

}  // namespace boardlab::ui
