// The legend's colours: in every lesson's trace, the roles the legend lists are told apart at a glance
// on a projector ("same colour, counted" and "the winning run" were two nearly identical greens).

#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
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

TEST(LegendColours, EveryLessonsLegendTellsItsRolesApart) {
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  const std::function<void()> body = [&] { bench.frame(); };
  for (const auto& file : findLessons(std::filesystem::path(testpaths::source) / "examples" / "lessons")) {
    ASSERT_TRUE(bench.openLesson(file)) << bench.status();
    imgui.frame(body);
    std::set<MarkRole> roles;
    const TraceCursor& cursor = bench.exportCursor();
    for (std::size_t i = 0; i < cursor.size(); ++i) {
      for (const CellMark& m : cursor.step(i).marks) roles.insert(m.role);
      for (const Arrow& a : cursor.step(i).arrows) roles.insert(a.role);
    }
    for (MarkRole a : roles) {
      for (MarkRole b : roles) {
        if (a < b) {
          EXPECT_GE(distance(roleColour(a), roleColour(b)), 80.0)
              << file.filename().string() << ": '" << roleDescription(a) << "' and '" << roleDescription(b)
              << "' look alike";
        }
      }
    }
  }
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
