// The side panel and the status line follow what the user just did: a lesson opens at its text, whatever
// the panel was scrolled to before; a long message stays readable and off the move chips.

#include <gtest/gtest.h>

#include <imgui_internal.h>  // the side panel's child window: its scroll

#include <string>

#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/status_line.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

ImGuiWindow* childWindow(const char* name) {
  const std::string needle = std::string("/") + name + "_";
  for (ImGuiWindow* w : GImGui->Windows)
    if (std::string(w->Name).find(needle) != std::string::npos) return w;
  return nullptr;
}

class SidePanelTest : public ::testing::Test {
 protected:
  HeadlessImGui imgui{1280, 720};
  Workbench bench{Settings{}, {}, 1.0f};
  std::function<void()> body = [this] { bench.frame(); };
  std::string lesson(const char* name) { return std::string(testpaths::source) + "/examples/lessons/" + name; }
};

TEST_F(SidePanelTest, OpeningALessonScrollsTheSidePanelBackToItsText) {
  ASSERT_TRUE(bench.openLesson(lesson("04-scan-objc-edge.lesson"))) << bench.status();
  for (int i = 0; i < 3; ++i) imgui.frame(body);
  ImGuiWindow* side = childWindow("side");
  ASSERT_NE(side, nullptr);
  ASSERT_GT(side->ScrollMax.y, 100.0f) << "the panel must be long enough to scroll";
  // The user scrolls down to the trace panels and closes the lesson section.
  ImGui::GetIO().MousePos = ImVec2(side->Pos.x + side->Size.x * 0.5f, side->Pos.y + side->Size.y * 0.5f);
  for (int i = 0; i < 10; ++i) {
    ImGui::GetIO().MouseWheel = -5.0f;
    imgui.frame(body);
  }
  ImGui::GetIO().MouseWheel = 0.0f;
  ASSERT_GT(side->Scroll.y, 100.0f) << "the wheel scrolled the panel";
  side->StateStorage.SetInt(side->GetID("###lesson"), 0);  // the section, closed

  ASSERT_TRUE(bench.openLesson(lesson("07-lines-js-dead-line.lesson"))) << bench.status();
  imgui.frame(body);
  imgui.frame(body);
  EXPECT_EQ(side->Scroll.y, 0.0f) << "the new lesson's text is at the top, on screen";
  EXPECT_NE(side->StateStorage.GetInt(side->GetID("###lesson"), 0), 0) << "and its section is open";
}

TEST_F(SidePanelTest, ALongStatusIsCutBeforeTheMoveChipsAndShownWholeOnHover) {
  imgui.frame(body);
  for (int i = 0; i < 12; ++i) imgui.click(bench.boardGeometry().center({i, 7 + i % 2}), body);  // a row of move chips
  ASSERT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 12u);
  const std::string error =
      "Not opened: /home/teacher/classes/2026/autumn/gomoku/defects/scan-objc-edge-with-a-very-long-name.board:17: "
      "move 23 'q19' is off the 15x15 board (columns a-o, rows 1-15); the file was not changed";
  bench.setStatus(error);
  imgui.frame(body);
  imgui.frame(body);
  ImGuiWindow* timeline = childWindow("timeline");
  ImGuiWindow* moves = childWindow("moves");
  ASSERT_NE(timeline, nullptr);
  ASSERT_NE(moves, nullptr);
  const ImU32 dim = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  float right = 0;
  for (const ImDrawVert& v : timeline->DrawList->VtxBuffer)
    if (v.col == dim && v.pos.y >= moves->Pos.y && v.pos.y <= moves->Pos.y + moves->Size.y)
      right = std::max(right, v.pos.x);
  EXPECT_GT(right, timeline->Pos.x + 100) << "the status is drawn";
  EXPECT_LT(right, moves->Pos.x) << "and stops before the move chips";
  EXPECT_EQ(fitStatusText(error, moves->Pos.x - timeline->Pos.x).substr(0, 20), error.substr(0, 20));

  // Hovering it shows the whole message.
  imgui.frame(body);
  ImGui::GetIO().MousePos = ImVec2(timeline->Pos.x + 60, moves->Pos.y + moves->Size.y * 0.5f);
  imgui.frame(body);
  imgui.frame(body);
  bool tooltip = false;
  for (ImGuiWindow* w : GImGui->Windows) tooltip |= w->Active && (w->Flags & ImGuiWindowFlags_Tooltip);
  EXPECT_TRUE(tooltip) << "the whole message in a tooltip";
}

TEST(StatusLine, FitsWholeCharactersAndKeepsShortTextAsItIs) {
  HeadlessImGui imgui;
  imgui.frame([] {
    EXPECT_EQ(fitStatusText("short", 500), "short");
    const std::string chinese = "未打开：棋盘文件第 17 行的着法超出了棋盘范围，文件没有被修改";
    const std::string cut = fitStatusText(chinese, 120);
    ASSERT_GT(cut.size(), 3u);
    EXPECT_EQ(cut.substr(cut.size() - 3), "...");
    EXPECT_EQ(chinese.compare(0, cut.size() - 3, cut, 0, cut.size() - 3), 0) << "a prefix of the text";
    EXPECT_TRUE((static_cast<unsigned char>(cut[cut.size() - 4]) & 0xC0) != 0xC0) << "never half a character";
    EXPECT_LE(ImGui::CalcTextSize(cut.c_str()).x, 120.0f);
  });
}

}  // namespace
}  // namespace boardlab::ui
