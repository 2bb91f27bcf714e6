// The Code panel: a pseudo-code line too long for the panel wraps under its own indentation (a hanging
// indent), not back under the line numbers, and the current line's band covers every row it wraps to.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include <imgui.h>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "engine/core/trace.hpp"
#include "engine/core/trace_cursor.hpp"

namespace boardlab::ui {
namespace code_panel_test {

TEST(CodePanel, AWrappedLineKeepsItsIndentation) {
  HeadlessImGui imgui;
  const std::vector<std::string> listing = {
      "for each direction d:",
      "    count the stones of the mover's colour from the placed stone onwards until an empty point or the edge",
  };
  Trace trace;
  Step counting;
  counting.codeLine = 2;
  counting.narration = "Counting.";
  trace.steps.push_back(counting);
  TraceCursor cursor(&trace);
  float left = 0, indent = 0, lineHeight = 0;
  int first = 0, last = 0;
  imgui.frame([&] {
    ImGui::SetNextWindowPos(ImVec2(10, 10));
    ImGui::SetNextWindowSize(ImVec2(260, 400));
    ImGui::Begin("code", nullptr, ImGuiWindowFlags_NoDecoration);
    ImGui::PushFont(fonts().mono);
    indent = ImGui::CalcTextSize(" 2     ").x;           // the number, then the line's own four spaces
    lineHeight = ImGui::GetTextLineHeightWithSpacing();  // each wrapped row is an item of its own
    ImGui::PopFont();
    left = ImGui::GetCursorScreenPos().x;
    first = ImGui::GetWindowDrawList()->VtxBuffer.Size;
    drawCodePanel(listing, cursor);
    last = ImGui::GetWindowDrawList()->VtxBuffer.Size;
    ImGui::End();
  });
  // The leftmost glyph of every visual row the panel drew (the band is drawn behind the text, in
  // another colour; the narration's rows come after the listing's).
  const ImDrawList* list = nullptr;
  for (int i = 0; i < ImGui::GetDrawData()->CmdListsCount; ++i)
    if (ImGui::GetDrawData()->CmdLists[i]->VtxBuffer.Size >= last) list = ImGui::GetDrawData()->CmdLists[i];
  ASSERT_NE(list, nullptr);
  std::map<int, float> rowLeft;
  float top = list->VtxBuffer[first].pos.y;
  for (int i = first; i < last; ++i) top = std::min(top, list->VtxBuffer[i].pos.y);
  for (int i = first; i < last; ++i) {
    const ImDrawVert& v = list->VtxBuffer[i];
    if (v.col == IM_COL32(200, 140, 30, 110)) continue;  // the current line's band
    const int row = static_cast<int>((v.pos.y - top) / lineHeight);
    rowLeft[row] = rowLeft.count(row) ? std::min(rowLeft[row], v.pos.x) : v.pos.x;
  }
  ASSERT_GE(rowLeft.size(), 4u) << "line 2 wraps to at least two rows";
  // Rows 0 and 1 start their lines at the panel's left; line 2's continuation rows start under its code.
  EXPECT_LT(rowLeft[0] - left, indent * 0.5f);
  EXPECT_LT(rowLeft[1] - left, indent * 0.5f);
  EXPECT_GE(rowLeft[2] - left, indent - 1.0f) << "a wrapped row went back under the line numbers";
}

}  // namespace code_panel_test
}  // namespace boardlab::ui
