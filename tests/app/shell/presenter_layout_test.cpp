// Presenter mode on a projector: at 100%, 150% and 200%, in English and in Chinese, on a gomoku and a link
// lesson, the board is the largest thing on the screen and no panel holds a widget wider than itself (at
// 200% presenter mode used to enlarge the type to 300%: the board took a quarter of the screen, "to
// breakpoint", the speed slider and "Close the lesson text" were cut off). The layout is checked, not pixels:
// the canvas's share of the window and each panel's content against its width. The scale chosen is the one
// View > Scale shows, and the one leaving presenter mode returns to.

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <string>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

// A frame, then what the platform does between frames: a scale asked for rebuilds the style and the fonts.
void frame(HeadlessImGui& imgui, Workbench& bench) {
  imgui.frame([&] { bench.frame(); });
  if (const auto scale = bench.takeScaleRequest()) {
    std::string notice;
    applyStyle(*scale);
    loadFonts(*scale, notice);
    bench.setUiScale(*scale);
  }
}

// The panels (child windows) drawn in the last frame whose content is wider than the room they give it.
std::string panelsTooNarrow() {
  std::string out;
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    // A list that scrolls sideways on purpose (the move chips) may be wider than its room.
    if (!w->Active || !(w->Flags & ImGuiWindowFlags_ChildWindow) || (w->Flags & ImGuiWindowFlags_HorizontalScrollbar))
      continue;
    const float room = w->ContentRegionRect.GetWidth();
    if (w->ContentSize.x > room + 1.0f)
      out += std::string(" ") + w->Name + " (" + std::to_string(static_cast<int>(w->ContentSize.x)) + " in " +
             std::to_string(static_cast<int>(room)) + ")";
  }
  return out;
}

TEST(PresenterLayout, TheBoardIsTheLargestThingAndNothingSticksOutOfItsPanel) {
  const std::string lessons = std::string(testpaths::source) + "/examples/lessons/";
  for (const float scale : {1.0f, 1.5f, 2.0f})
    for (const i18n::Language language : {i18n::Language::English, i18n::Language::Chinese})
      for (const char* lesson : {"04-scan-objc-edge.lesson", "13-corners-objc-no-ring.lesson"}) {
        if (language == i18n::Language::Chinese && !chineseFontAvailable()) continue;
        const std::string what = std::to_string(scale) + " " + std::string(i18n::languageCode(language)) + " " + lesson;
        const i18n::LanguageScope inLanguage(language);
        HeadlessImGui imgui(1920, 1200);  // a projector's screen, full
        Workbench bench{Settings{}, {}, scale};
        bench.setUiScale(scale);
        frame(imgui, bench);
        ASSERT_TRUE(bench.openLesson(lessons + lesson)) << bench.status();
        bench.setPresenter(true);
        for (int k = 0; k < 4; ++k) frame(imgui, bench);
        EXPECT_FLOAT_EQ(bench.chosenScale(), scale) << what;
        const auto [lo, hi] = bench.canvasRect();
        EXPECT_GE(hi.x - lo.x, 1920 * 0.55f) << what << ": the canvas is not the largest thing on the screen";
        EXPECT_EQ(panelsTooNarrow(), "") << what;
        bench.setPresenter(false);
        frame(imgui, bench);
        EXPECT_FLOAT_EQ(bench.chosenScale(), scale) << what << ": leaving presenter mode returns to the scale chosen";
      }
}

// View > Scale in presenter mode: the choice is the scale presenter mode enlarges, ticked as such, and the one
// F11 returns to (choosing 100% there dropped the large type, and F11 twice brought 200% back).
TEST(PresenterLayout, TheScaleChosenInPresenterModeIsShownAndKept) {
  HeadlessImGui imgui(1920, 1200);
  Workbench bench{Settings{}, {}, 2.0f};
  bench.setUiScale(2.0f);
  frame(imgui, bench);
  bench.setPresenter(true);
  frame(imgui, bench);
  EXPECT_FLOAT_EQ(bench.chosenScale(), 2.0f);
  EXPECT_FLOAT_EQ(bench.uiScale(), 2.0f) << "at 200% the type is large already";
  bench.chooseScale(1.0f);
  frame(imgui, bench);
  EXPECT_FLOAT_EQ(bench.chosenScale(), 1.0f);
  EXPECT_FLOAT_EQ(bench.uiScale(), 1.5f) << "still presenter mode's large type";
  EXPECT_FLOAT_EQ(bench.settings().uiScale, 1.0f);
  bench.setPresenter(false);
  frame(imgui, bench);
  EXPECT_FLOAT_EQ(bench.uiScale(), 1.0f) << "the scale chosen last, not the one before presenter mode";
  bench.setPresenter(true);
  frame(imgui, bench);
  EXPECT_FLOAT_EQ(bench.uiScale(), 1.5f);
}

}  // namespace
}  // namespace boardlab::ui
