// A phone or a narrow window: narrower than 700 points the board and the panels are two
// tabs over the timeline strip, so the board takes the whole width; the strip's controls wrap onto a
// second row instead of running past its edge, and the status line has its own row. The window resized
// across the threshold both ways, the tab chosen kept; at 200% a 1280-pixel window is narrow too; an export
// still draws the board while the panels' tab is shown.

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <optional>
#include <string>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "tests/app/draw_data.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

void frames(HeadlessImGui& imgui, Workbench& bench, int count = 3) {
  for (int k = 0; k < count; ++k) frameAsThePlatformDoes(imgui, bench);
}

void resize(float width, float height) { ImGui::GetIO().DisplaySize = ImVec2(width, height); }

TEST(NarrowLayout, APhoneShowsTheBoardTheWholeWidthAndThePanelsInATab) {
  const std::string lessons = std::string(testpaths::source) + "/examples/lessons/";
  for (const i18n::Language language : {i18n::Language::English, i18n::Language::Chinese})
    for (const char* lesson : {"", "04-scan-objc-edge.lesson", "13-corners-objc-no-ring.lesson"}) {
      if (language == i18n::Language::Chinese && !chineseFontAvailable()) continue;
      const i18n::LanguageScope inLanguage(language);
      const std::string what = std::string(i18n::languageCode(language)) + " " + lesson;
      HeadlessImGui imgui(420, 800);
      Workbench bench{Settings{}, {}, 1.0f};
      frames(imgui, bench);
      if (*lesson) {
        ASSERT_TRUE(bench.openLesson(lessons + lesson)) << bench.status();
        frames(imgui, bench);
      }
      EXPECT_TRUE(bench.narrowLayout()) << what;
      EXPECT_EQ(bench.narrowTab(), Workbench::NarrowTab::Board) << what;
      const auto [lo, hi] = bench.canvasRect();
      EXPECT_GE(hi.x - lo.x, 420 * 0.9f) << what << ": the board is the largest thing on a phone";
      EXPECT_EQ(drawnPanel("side"), nullptr) << what << ": the panels wait in their tab";
      EXPECT_EQ(panelsTooNarrow(), "") << what << ": the strip's buttons wrap";
      const ImGuiWindow* strip = drawnPanel("timeline");
      ASSERT_NE(strip, nullptr);
      EXPECT_LE(strip->ContentSize.y, strip->InnerRect.GetHeight() + 1.0f) << what << ": the strip grew to hold them";

      bench.showNarrowTab(Workbench::NarrowTab::Panels);
      frames(imgui, bench, 4);  // the panel's scrollbar comes on its second frame; its width is measured a frame late
      EXPECT_EQ(bench.narrowTab(), Workbench::NarrowTab::Panels) << what;
      const ImGuiWindow* side = drawnPanel("side");
      ASSERT_NE(side, nullptr) << what;
      EXPECT_GE(side->Size.x, 420 * 0.9f) << what;
      EXPECT_EQ(panelsTooNarrow(), "") << what;
    }
}

TEST(NarrowLayout, AWindowResizedAcrossTheThresholdFoldsAndUnfoldsAndKeepsTheTab) {
  HeadlessImGui imgui(1280, 800);
  Workbench bench{Settings{}, {}, 1.0f};
  frames(imgui, bench);
  EXPECT_FALSE(bench.narrowLayout());
  EXPECT_NE(drawnPanel("side"), nullptr);
  resize(640, 800);
  frames(imgui, bench);
  EXPECT_TRUE(bench.narrowLayout());
  bench.showNarrowTab(Workbench::NarrowTab::Panels);
  frames(imgui, bench);
  ASSERT_NE(drawnPanel("side"), nullptr);
  resize(1280, 800);
  frames(imgui, bench);
  EXPECT_FALSE(bench.narrowLayout()) << "wide again: the board and the panels side by side";
  EXPECT_NE(drawnPanel("side"), nullptr);
  const auto [lo, hi] = bench.canvasRect();
  EXPECT_GT(hi.x - lo.x, 1280 * 0.4f);
  EXPECT_LT(hi.x - lo.x, 1280 * 0.7f);
  resize(640, 800);
  frames(imgui, bench);
  EXPECT_EQ(bench.narrowTab(), Workbench::NarrowTab::Panels) << "narrow again: the tab the user chose";
  EXPECT_NE(drawnPanel("side"), nullptr);
}

// At 200% a 1280x800 window is 640 points wide but landscape: folded, its strip's extra rows left the board a
// quarter of the height; it stays side by side. A 1280x1600 portrait screen at 200% folds.
TEST(NarrowLayout, At200PercentALandscapeWindowStaysSideBySideAndAPortraitOneFolds) {
  HeadlessImGui imgui(1280, 800);
  Workbench bench{Settings{}, {}, 2.0f};
  std::string notice;
  applyStyle(2.0f);
  loadFonts(2.0f, notice);
  bench.setUiScale(2.0f);
  frames(imgui, bench);
  EXPECT_FALSE(bench.narrowLayout());
  resize(1280, 1600);
  frames(imgui, bench);
  EXPECT_TRUE(bench.narrowLayout());
  EXPECT_EQ(panelsTooNarrow(), "");
  applyStyle(1.0f);
  loadFonts(1.0f, notice);
}

TEST(NarrowLayout, AnExportDrawsTheBoardWhileThePanelsTabIsShown) {
  HeadlessImGui imgui(600, 800);
  Workbench bench{Settings{}, {}, 1.0f};
  frames(imgui, bench);
  bench.showNarrowTab(Workbench::NarrowTab::Panels);
  frames(imgui, bench);
  ASSERT_EQ(drawnPanel("canvas"), nullptr);
  bench.requestExport({ExportJob::Kind::Png, "board.png", 0, 0, 600, false});
  const std::optional<ExportJob> job = bench.takeExport();  // as the platform does, then draws its frames
  ASSERT_TRUE(job.has_value());
  frames(imgui, bench, 1);
  EXPECT_NE(drawnPanel("canvas"), nullptr) << "the export captures the canvas: it is drawn";
  bench.exportFinished(*job, false, "not written here");
  frames(imgui, bench, 1);
  EXPECT_EQ(drawnPanel("canvas"), nullptr) << "and the panels come back";
}

}  // namespace
}  // namespace boardlab::ui
