// The side panel and the status line follow what the user just did: a lesson opens at its text, whatever
// the panel was scrolled to before.

#include <gtest/gtest.h>

#include <imgui_internal.h>  // the side panel's child window: its scroll

#include <string>

#include "app/workbench/headless_imgui.hpp"
#include "app/workbench/workbench.hpp"

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
  std::string lesson(const char* name) { return std::string(BOARDLAB_SOURCE_DIR) + "/examples/lessons/" + name; }
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

}  // namespace
}  // namespace boardlab::ui
