// The legend's colours: in every lesson's trace, the roles the legend lists are told apart at a glance
// on a projector ("same colour, counted" and "the winning run" were two nearly identical greens).

#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "engine/core/lesson.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace legend_colours_test {

// Distance in RGB, each channel 0..255: below about 80 two swatches read as one colour from the back row.
double distance(ImU32 a, ImU32 b) {
  double sum = 0;
  for (int shift : {IM_COL32_R_SHIFT, IM_COL32_G_SHIFT, IM_COL32_B_SHIFT}) {
    const double d = static_cast<double>((a >> shift) & 0xFF) - static_cast<double>((b >> shift) & 0xFF);
    sum += d * d;
  }
  return std::sqrt(sum);
}

// Below 90 two swatches of one hue read as one colour (the path's green and a reachable cell's green were 87
// apart); RGB distances overstate how far apart lights and darks of one hue look, so this bar is per board.
constexpr double kApartOnOneBoard = 90.0;

TEST(LegendColours, EveryLessonsLegendTellsItsColoursApartAndNamesEveryColourTheBoardDraws) {
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  const std::function<void()> body = [&] { bench.frame(); };
  const auto lessons = findLessons(std::filesystem::path(testpaths::source) / "examples" / "lessons");
  EXPECT_GE(lessons.size(), 16u);
  for (const auto& file : lessons) {
    ASSERT_TRUE(bench.openLesson(file)) << bench.status();
    imgui.frame(body);
    const std::string name = file.filename().string();
    const std::vector<LegendEntry> legend = bench.view().legend();
    ASSERT_FALSE(legend.empty()) << name;
    for (std::size_t i = 0; i < legend.size(); ++i)
      for (std::size_t j = i + 1; j < legend.size(); ++j)
        EXPECT_GE(distance(legend[i].colour, legend[j].colour), kApartOnOneBoard)
            << name << ": '" << legend[i].text << "' and '" << legend[j].text << "' look alike";
    // What the board draws, mark by mark and arrow by arrow, is a colour the legend names.
    std::set<ImU32> named;
    for (const LegendEntry& e : legend) named.insert(e.colour);
    const TraceCursor& cursor = bench.exportCursor();
    for (std::size_t i = 0; i < cursor.size(); ++i) {
      for (const CellMark& m : cursor.step(i).marks)
        EXPECT_TRUE(named.contains(markColour(m)))
            << name << " step " << i + 1 << ": a " << markRoleName(m.role) << " mark (value " << m.value
            << ") is drawn in a colour the legend does not name";
      for (const Arrow& a : cursor.step(i).arrows)
        EXPECT_TRUE(named.contains(roleColour(a.role)))
            << name << " step " << i + 1 << ": a " << markRoleName(a.role) << " arrow's colour is not in the legend";
    }
  }
}

TEST(LegendColours, ASearchsTurnLayersEachHaveALegendLineApartFromAAndBAndThePath) {
  Trace trace;
  trace.steps.resize(1);
  for (int t = 0; t <= 5; ++t) trace.steps[0].marks.push_back({{t, 0}, MarkRole::Frontier, t});
  trace.steps[0].marks.push_back({{0, 1}, MarkRole::Origin});
  trace.steps[0].marks.push_back({{1, 1}, MarkRole::Target});
  trace.steps[0].marks.push_back({{2, 1}, MarkRole::Winning});
  const std::vector<LegendEntry> legend = legendEntries(trace, LegendBoard::Tiles);
  ASSERT_EQ(legend.size(), 7u);  // A, B, the path, and 0, 1, 2, "3 or more" turns: 4 and 5 share the last
  EXPECT_EQ(legend[0].text, "A, the tile the search starts from");
  EXPECT_EQ(legend[3].text, "reached with no turn");
  EXPECT_EQ(legend[4].text, "reached with 1 turn");
  EXPECT_EQ(legend[5].text, "reached with 2 turns");
  EXPECT_EQ(legend[6].text, "reached with 3 turns or more");
  for (std::size_t i = 0; i < legend.size(); ++i)
    for (std::size_t j = i + 1; j < legend.size(); ++j)
      EXPECT_GE(distance(legend[i].colour, legend[j].colour), kApartOnOneBoard)
          << legend[i].text << " / " << legend[j].text;
  // On a gomoku board the same roles speak of stones.
  EXPECT_EQ(legendEntries(trace, LegendBoard::Stones)[0].text, "the stone analysed");
}

TEST(LegendColours, ADarkSwatchIsFramedAndNoTagOrLabelIsTallerThanAStone) {
  HeadlessImGui imgui;
  imgui.frame([] {
    // At 200% the type is 26 px: a walk's count was drawn that tall on a 30 px cell, over a 27 px stone.
    ImGui::SetWindowFontScale(2.0f);
    for (float pitch : {24.0f, 30.0f, 40.0f, 80.0f}) {
      EXPECT_LE(arrowLabelSize(pitch), pitch * 0.6f) << pitch;
      EXPECT_LE(boardTagSize(pitch), pitch * 0.55f) << pitch;
    }
  });
  // Text on a light tag is dark, on a dark one white.
  EXPECT_EQ(textColourOn(layerColour(0)), IM_COL32(20, 20, 24, 255));
  EXPECT_EQ(textColourOn(roleColour(MarkRole::Origin)), IM_COL32(255, 255, 255, 255));
}

TEST(LegendColours, RolesOneAlgorithmOrProgramShowsTogetherAreApart) {
  // Pairs the lessons' scenes do not show but an algorithm does (lines:js marks blocked and dead lines)
  // or a user's program may (its steps name any role).
  EXPECT_GE(distance(roleColour(MarkRole::Blocked), roleColour(MarkRole::Dead)), 80.0);
  EXPECT_GE(distance(roleColour(MarkRole::Counted), roleColour(MarkRole::Ray)), 80.0);
  EXPECT_GE(distance(roleColour(MarkRole::Counted), roleColour(MarkRole::Winning)), 80.0);
}

}  // namespace legend_colours_test
}  // namespace boardlab::ui
