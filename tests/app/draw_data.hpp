#pragma once
// What the last rendered frame drew, for tests that check where things landed on screen.

#include <vector>

#include <imgui.h>

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

}  // namespace boardlab::ui
