// Labels on a board never cover a line: an arrow's label is not on an arrow's tip, a path's name ("U, 2 turns")
// is not on the leg it names, a corner's number and the A/B tags keep off the legs that meet there. Walked over
// every step of the lessons where they did (7, 13, 14), at 100%, at 200% and in presenter mode.

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/edge_labels.hpp"
#include "app/workbench/views/label_placement.hpp"
#include "app/workbench/views/style.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

TEST(LabelPlacement, ABoxTouchesALineOnlyWhereTheLineIsDrawn) {
  const LabelLine across{ImVec2(0, 50), ImVec2(100, 50), 3};
  EXPECT_TRUE(boxTouchesLine(ImVec2(40, 40), ImVec2(60, 48), across)) << "within the line's half width";
  EXPECT_FALSE(boxTouchesLine(ImVec2(40, 20), ImVec2(60, 46), across));
  EXPECT_FALSE(boxTouchesLine(ImVec2(110, 40), ImVec2(130, 60), across)) << "past the line's end";
  const LabelLine diagonal{ImVec2(0, 0), ImVec2(100, 100), 1};
  EXPECT_TRUE(boxTouchesLine(ImVec2(45, 45), ImVec2(55, 55), diagonal));
  EXPECT_FALSE(boxTouchesLine(ImVec2(60, 0), ImVec2(100, 30), diagonal)) << "beside a diagonal, in its bounding box";
}

TEST(LabelPlacement, WithNoRoomOnTheBoardALabelGoesOffItWithALeader) {
  HeadlessImGui imgui;
  imgui.frame([] {
    LabelPlacer labels(ImVec2(100, 100), ImVec2(300, 300), ImVec2(0, 0), ImVec2(400, 400));
    labels.avoidBox(ImVec2(100, 100), ImVec2(300, 300));  // the whole board is taken
    const ImVec2 beside[] = {ImVec2(150, 150)};
    const auto at = labels.place(ImVec2(40, 16), beside, ImVec2(150, 120));
    ASSERT_TRUE(at);
    ASSERT_TRUE(at->leaderFrom);
    EXPECT_LE(at->hi.y, 100.0f) << "off the nearest side, the top";
    EXPECT_FALSE(labels.free(at->lo, at->hi)) << "and taken";
    const auto second = labels.place(ImVec2(40, 16), beside, ImVec2(150, 120));
    ASSERT_TRUE(second);
    EXPECT_TRUE(second->hi.x <= at->lo.x || second->lo.x >= at->hi.x) << "beside the first, not on it";
  });
}

enum class Look { At100, At200, Presenter };

class LabelsOffTheLines : public ::testing::TestWithParam<std::tuple<const char*, Look>> {};

TEST_P(LabelsOffTheLines, OnEveryStepOfTheLesson) {
  const auto [lesson, look] = GetParam();
  const bool large = look != Look::At100;
  HeadlessImGui imgui(large ? 1920.0f : 1280.0f, large ? 1200.0f : 800.0f);
  const float scale = look == Look::At200 ? 2.0f : 1.0f;
  Workbench bench{Settings{}, {}, scale};
  std::string notice;
  applyStyle(scale);
  loadFonts(scale, notice);
  ASSERT_TRUE(bench.openLesson(std::string(testpaths::source) + "/examples/lessons/" + lesson));
  if (look == Look::Presenter) bench.setPresenter(true);
  for (int i = 0; i < 4; ++i) frameAsThePlatformDoes(imgui, bench);
  TraceCursor& cursor = bench.activeCursor();
  ASSERT_GT(cursor.size(), 1u);
  std::size_t labelsSeen = 0;
  for (std::size_t step = 0; step < cursor.size(); ++step) {
    cursor.jump(step);
    frameAsThePlatformDoes(imgui, bench);
    frameAsThePlatformDoes(imgui, bench);
    const std::string where = std::string(lesson) + " step " + std::to_string(step + 1);
    const BoardGeometry& g = bench.boardGeometry();
    // The step's own arrows, as the trace gives them: a label touches none of their shafts.
    std::vector<LabelLine> lines = LabelPlacer::linesLastFrame();
    for (const Arrow& a : cursor.current()->arrows) lines.push_back({g.center(a.from), g.center(a.to), 1.0f});
    const std::vector<PlacedLabel>& placed = LabelPlacer::placedLastFrame();
    for (std::size_t i = 0; i < placed.size(); ++i)
      for (std::size_t j = i + 1; j < placed.size(); ++j)
        ASSERT_FALSE(placed[i].lo.x < placed[j].hi.x && placed[j].lo.x < placed[i].hi.x &&
                     placed[i].lo.y < placed[j].hi.y && placed[j].lo.y < placed[i].hi.y)
            << where << ": two labels on each other at " << placed[i].lo.x << "," << placed[i].lo.y;
    for (const PlacedLabel& label : placed) {
      ++labelsSeen;
      for (const LabelLine& l : lines)
        ASSERT_FALSE(boxTouchesLine(label.lo, label.hi, l))
            << where << ": the label at " << label.lo.x << "," << label.lo.y << " - " << label.hi.x << "," << label.hi.y
            << " covers the line " << l.from.x << "," << l.from.y << " - " << l.to.x << "," << l.to.y;
    }
  }
  EXPECT_GT(labelsSeen, cursor.size()) << "the lesson's labels were placed";
}

INSTANTIATE_TEST_SUITE_P(Lessons, LabelsOffTheLines,
                         ::testing::Combine(::testing::Values("07-lines-js-dead-line.lesson",
                                                              "13-corners-objc-no-ring.lesson", "14-bfs.lesson"),
                                            ::testing::Values(Look::At100, Look::At200, Look::Presenter)),
                         [](const auto& info) {
                           const std::string lesson = std::get<0>(info.param);
                           const Look look = std::get<1>(info.param);
                           return "Lesson" + lesson.substr(0, 2) +
                                  (look == Look::At100   ? "At100"
                                   : look == Look::At200 ? "At200"
                                                         : "Presenter");
                         });

// A board's edge numbers never run together: where a cell is narrower than a label (a 64x64 link board's
// two-digit numbers at a few pixels a cell), every second (third...) one is drawn, spaced by more than its width.
TEST(LabelPlacement, EdgeNumbersSkipColumnsAndRowsWhereTheyWouldTouch) {
  HeadlessImGui imgui;
  imgui.frame([] {
    std::vector<std::string> numbers;
    for (int i = -1; i <= 64; ++i) numbers.push_back(std::to_string(i));
    const EdgeLabelRule rule{0.36f, 1.5f, nullptr};
    for (const float pitch : {6.0f, 9.0f, 14.0f, 40.0f}) {
      const EdgeLabels labels = edgeLabels(pitch, rule, numbers, numbers);
      const float widest = centredTextExtent("64", labels.size).box.x,
                  tall = centredTextExtent("64", labels.size).box.y;
      EXPECT_GT(labels.columnEvery * pitch, widest) << pitch;
      EXPECT_GT(labels.rowEvery * pitch, tall) << pitch;
      if (pitch >= 40.0f) {
        EXPECT_EQ(labels.columnEvery + labels.rowEvery, 2) << "every label where there is room";
      }
      if (pitch <= 9.0f) {
        EXPECT_GE(labels.columnEvery, 2) << pitch;
      }
      EXPECT_TRUE(labels.drawsColumn(0));
      EXPECT_EQ(labels.drawsColumn(1), labels.columnEvery == 1);
    }
  });
}

}  // namespace
}  // namespace boardlab::ui
