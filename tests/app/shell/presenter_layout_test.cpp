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
#include "app/workbench/views/trace_panels.hpp"
#include "tests/app/draw_data.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

void frame(HeadlessImGui& imgui, Workbench& bench) { frameAsThePlatformDoes(imgui, bench); }

// Where the current code line's band is not inside the side panel's visible rows: "" when it is.
std::string codeLineOffScreen() {
  const ImGuiWindow* side = drawnPanel("side");
  if (!side) return "no side panel";
  const std::vector<ImVec2> band = verticesOf(kCurrentCodeLine);
  if (band.empty()) return "no current code line drawn";
  for (const ImVec2& v : band)
    if (v.y < side->InnerRect.Min.y - 0.5f || v.y > side->InnerRect.Max.y + 0.5f)
      return "the band reaches y " + std::to_string(static_cast<int>(v.y)) + ", the panel shows " +
             std::to_string(static_cast<int>(side->InnerRect.Min.y)) + " to " +
             std::to_string(static_cast<int>(side->InnerRect.Max.y));
  return "";
}

// A projector of 1280x800 (and a screen of 1920x1200): F11 at 100%, 150% and 200%, then View > Scale in
// presenter mode. At 200% the type was 200% on 1280x800 too: "Close the lesson text" ran past the panel's
// edge, the code was below it and the speed slider off the strip. At 150% it was the 150% of 100%.
TEST(PresenterLayout, OnAProjectorTheLessonButtonsTheCodeLineAndTheStripStayOnScreen) {
  const std::string lessons = std::string(testpaths::source) + "/examples/lessons/";
  for (const ImVec2 screen : {ImVec2(1280, 800), ImVec2(1920, 1200)})
    for (const i18n::Language language : {i18n::Language::English, i18n::Language::Chinese})
      for (const char* lesson : {"04-scan-objc-edge.lesson", "13-corners-objc-no-ring.lesson"}) {
        if (language == i18n::Language::Chinese && !chineseFontAvailable()) continue;
        const i18n::LanguageScope inLanguage(language);
        float previous = 0.0f;
        for (const float scale : {1.0f, 1.5f, 2.0f}) {
          const std::string what = std::to_string(static_cast<int>(screen.x)) + "x" +
                                   std::to_string(static_cast<int>(screen.y)) + " " + std::to_string(scale) + " " +
                                   std::string(i18n::languageCode(language)) + " " + lesson;
          HeadlessImGui imgui(static_cast<int>(screen.x), static_cast<int>(screen.y));
          Workbench bench{Settings{}, {}, scale};
          bench.setUiScale(scale);
          frame(imgui, bench);
          ASSERT_TRUE(bench.openLesson(lessons + lesson)) << bench.status();
          frame(imgui, bench);
          bench.setPresenter(true);  // F11 while it runs
          for (int k = 0; k < 4; ++k) frame(imgui, bench);
          EXPECT_EQ(panelsTooNarrow(), "") << what;
          EXPECT_EQ(codeLineOffScreen(), "") << what;
          EXPECT_GE(bench.uiScale(), 1.5f) << what << ": presenter mode's type is large";
          EXPECT_GT(bench.uiScale(), previous - 0.01f) << what;
          if (screen.x >= 1920) {
            EXPECT_GT(bench.uiScale(), previous) << what << ": a larger scale, larger type";
          }
          previous = bench.uiScale();
          bench.activeCursor().jump(bench.activeCursor().size() - 1);  // a step further down the code
          for (int k = 0; k < 3; ++k) frame(imgui, bench);
          EXPECT_EQ(codeLineOffScreen(), "") << what << ", last step";
        }
        // View > Scale while presenting: from 100% to 200% and back, the layout follows.
        HeadlessImGui imgui(static_cast<int>(screen.x), static_cast<int>(screen.y));
        Workbench bench{Settings{}, {}, 1.0f};
        bench.setUiScale(1.0f);
        frame(imgui, bench);
        ASSERT_TRUE(bench.openLesson(lessons + lesson)) << bench.status();
        bench.setPresenter(true);
        for (int k = 0; k < 3; ++k) frame(imgui, bench);
        const float atHundred = bench.uiScale();
        for (const float chosen : {2.0f, 1.0f}) {
          bench.chooseScale(chosen);
          for (int k = 0; k < 4; ++k) frame(imgui, bench);
          const std::string what = std::string(lesson) + " chose " + std::to_string(chosen) + " in presenter mode";
          EXPECT_EQ(panelsTooNarrow(), "") << what;
          EXPECT_EQ(codeLineOffScreen(), "") << what;
          if (chosen == 2.0f && screen.x >= 1920) {
            EXPECT_GT(bench.uiScale(), atHundred) << what;
          }
          if (chosen == 1.0f) {
            EXPECT_FLOAT_EQ(bench.uiScale(), atHundred) << what;
          }
        }
      }
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
  EXPECT_FLOAT_EQ(bench.uiScale(), 2.25f) << "a quarter larger, as much as a 1920x1200 screen holds";
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

// The document's name on the menu bar keeps to the room the menus leave: presenter mode's large type on an
// 800-pixel window drew it over the Help menu. Cut, or left out, but never over a menu, in both languages.
TEST(PresenterLayout, TheDocumentsNameNeverCoversAMenu) {
  for (const float width : {800.0f, 1280.0f, 1920.0f})
    for (const i18n::Language language : {i18n::Language::English, i18n::Language::Chinese}) {
      if (language == i18n::Language::Chinese && !chineseFontAvailable()) continue;
      const i18n::LanguageScope inLanguage(language);
      HeadlessImGui imgui(width, 600);
      Workbench bench{Settings{}, {}, 1.0f};
      frame(imgui, bench);
      bench.setPresenter(true);
      for (int k = 0; k < 4; ++k) frame(imgui, bench);
      const std::string what =
          std::to_string(static_cast<int>(width)) + " " + std::string(i18n::languageCode(language));
      const auto [from, to] = bench.titleRect();
      if (to.x > from.x) {
        EXPECT_GE(from.x, bench.menusEnd()) << what;
        EXPECT_LE(to.x, width) << what;
      }
      if (width >= 1920.0f) {
        EXPECT_GT(to.x, from.x) << what << ": the name has room on a wide screen";
      }
    }
}

}  // namespace
}  // namespace boardlab::ui
