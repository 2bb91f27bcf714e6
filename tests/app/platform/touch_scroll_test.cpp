// One finger on a touch screen (the page's index.html asks these): a drag on the board drags, a drag up a panel
// scrolls it (over its headers and buttons too) by as much as the finger moved, a drag sideways over a control
// drags it, and a drag along the move list scrolls the list.

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <string>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/platform/touch_scroll.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "tests/app/draw_data.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

// The pointer put at `at` and a frame drawn, as index.html's mousemove at the finger does before it decides.
void fingerAt(HeadlessImGui& imgui, Workbench& bench, ImVec2 at) {
  ImGui::GetIO().MousePos = at;
  frameAsThePlatformDoes(imgui, bench);
  frameAsThePlatformDoes(imgui, bench);
}

TEST(TouchScroll, TheBoardDragsAPanelScrollsByTheFingersMoveAndAControlDragsSideways) {
  HeadlessImGui imgui(1280, 420);
  Workbench bench{Settings{}, {}, 1.0f};
  for (int k = 0; k < 3; ++k) frameAsThePlatformDoes(imgui, bench);
  const auto [lo, hi] = bench.canvasRect();
  fingerAt(imgui, bench, ImVec2((lo.x + hi.x) / 2, (lo.y + hi.y) / 2));
  EXPECT_FALSE(touchDragScrolls(0, -40)) << "the board drags (Edit mode paints)";
  EXPECT_FALSE(touchDragScrolls(-40, 0));

  const ImGuiWindow* side = drawnPanel("side");
  ASSERT_NE(side, nullptr);
  ASSERT_GT(side->ScrollMax.y, 100.0f) << "the side panel scrolls at 420 px";
  // Over the Game section's header, the second row of the panel: a header is an item, the panel scrolls.
  const ImVec2 header(side->Pos.x + side->Size.x / 2, side->Pos.y + 70);
  fingerAt(imgui, bench, header);
  EXPECT_TRUE(ImGui::IsAnyItemHovered()) << "the finger is on a control";
  EXPECT_TRUE(touchDragScrolls(0, -40)) << "up the panel, over its header: a scroll";
  EXPECT_FALSE(touchDragScrolls(-40, 2)) << "sideways over a control: a drag";
  // The finger moved up by 100 pixels: the panel scrolled down by 100.
  const ImVec2 wheel = touchScrollWheel(0, -100);
  EXPECT_EQ(wheel.x, 0.0f);
  ImGui::GetIO().MouseWheel += wheel.y;
  frameAsThePlatformDoes(imgui, bench);
  frameAsThePlatformDoes(imgui, bench);
  EXPECT_NEAR(drawnPanel("side")->Scroll.y, 100.0f, 1.5f);
}

TEST(TouchScroll, ADragAlongTheMoveListScrollsIt) {
  HeadlessImGui imgui(420, 800);
  Workbench bench{Settings{}, {}, 1.0f};
  ASSERT_TRUE(bench.openFile(std::string(testpaths::source) + "/examples/gomoku/renju-pseudo-double-three.board"))
      << bench.status();
  for (int k = 0; k < 4; ++k) frameAsThePlatformDoes(imgui, bench);
  const ImGuiWindow* moves = drawnPanel("moves");
  ASSERT_NE(moves, nullptr);
  ASSERT_GT(moves->ScrollMax.x, 0.0f) << "20 moves do not fit in a phone's width";
  fingerAt(imgui, bench, ImVec2(moves->Pos.x + moves->Size.x / 2, moves->Pos.y + 8));
  EXPECT_TRUE(touchDragScrolls(60, 3)) << "along the list, over its chips";
  const float before = drawnPanel("moves")->Scroll.x;
  ImGui::GetIO().MouseWheelH += touchScrollWheel(60, 0).x;  // the finger moved right: the list back
  frameAsThePlatformDoes(imgui, bench);
  frameAsThePlatformDoes(imgui, bench);
  EXPECT_NEAR(drawnPanel("moves")->Scroll.x, before - 60.0f, 1.5f);
}

}  // namespace
}  // namespace boardlab::ui
