#pragma once
// What the last rendered frame drew, for tests that check where things landed on screen.

#include <string>
#include <vector>

#include <imgui.h>
#include <imgui_internal.h>

namespace boardlab::ui {

// The vertices of the last frame drawn in `colour` (every draw list).
inline std::vector<ImVec2> verticesOf(ImU32 colour) {
  std::vector<ImVec2> out;
  const ImDrawData* data = ImGui::GetDrawData();
  for (int i = 0; i < data->CmdListsCount; ++i)
    for (const ImDrawVert& v : data->CmdLists[i]->VtxBuffer)
      if (v.col == colour) out.push_back(v.pos);
  return out;
}

// The panel (child window) drawn in the last frame whose name is `name` ("side", "timeline", "canvas"); null
// when none was.
inline const ImGuiWindow* drawnPanel(const std::string& name) {
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
    if (w->Active && (w->Flags & ImGuiWindowFlags_ChildWindow) &&
        std::string(w->Name).find("/" + name + "_") != std::string::npos)
      return w;
  return nullptr;
}

// The panels drawn in the last frame whose content is wider than the room they give it, with both widths: ""
// when none is. A list that scrolls sideways on purpose (the move chips) may be wider. ImGui measures a
// window's content when it begins the next frame: the figures are those of the frame before the last.
inline std::string panelsTooNarrow() {
  std::string out;
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    if (!w->Active || !(w->Flags & ImGuiWindowFlags_ChildWindow) || (w->Flags & ImGuiWindowFlags_HorizontalScrollbar))
      continue;
    const float room = w->ContentRegionRect.GetWidth();
    if (w->ContentSize.x > room + 1.0f)
      out += std::string(" ") + w->Name + " (" + std::to_string(static_cast<int>(w->ContentSize.x)) + " in " +
             std::to_string(static_cast<int>(room)) + ")";
  }
  return out;
}

}  // namespace boardlab::ui
