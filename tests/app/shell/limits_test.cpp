// The workbench's side of the limits in docs/limits.md: what the user reads when a record, an export or
// a trace reaches its limit.

#include <gtest/gtest.h>

#include "app/workbench/platform/keys.hpp"

#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/export_job.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::ui {
namespace {

TEST(ExportLimit, AnExportHoldsAtMost500FramesAndSaysSo) {
  EXPECT_EQ(kMaxExportFrames, 500u);
  std::string error;
  EXPECT_EQ(exportSteps(1, 500, 800, error), (std::pair<std::size_t, std::size_t>{0, 499})) << error;
  EXPECT_EQ(exportSteps(0, 0, 500, error), (std::pair<std::size_t, std::size_t>{0, 499})) << error;
  EXPECT_EQ(exportSteps(2, 9999, 30, error), (std::pair<std::size_t, std::size_t>{1, 29}))
      << "a range past the end stops at it";

  EXPECT_FALSE(exportSteps(0, 0, 800, error));
  EXPECT_EQ(error,
            "steps 1-800 are 800 frames, more than the 500 one export holds: export at most 500 steps at a time "
            "(--steps A-B); this trace has 800 steps");
  EXPECT_FALSE(exportSteps(100, 700, 800, error));
  EXPECT_EQ(error,
            "steps 100-700 are 601 frames, more than the 500 one export holds: export at most 500 steps at a time "
            "(--steps A-B); this trace has 800 steps");
  EXPECT_FALSE(exportSteps(50, 60, 30, error));
  EXPECT_EQ(error, "step 50 is past the end of this 30-step trace");
  EXPECT_FALSE(exportSteps(0, 0, 0, error));
  EXPECT_EQ(error, "there is no trace to step through");

  EXPECT_EQ(tooManyFrames(1, 500), "");
  EXPECT_EQ(tooManyFrames(1, 501),
            "steps 1-501 are 501 frames, more than the 500 one export holds: export at most 500 "
            "steps at a time (--steps A-B)");
  EXPECT_NE(tooManyFrames(1, 2'000'000'000), "") << "no overflow on a huge request";
}

class RecordLimitTest : public ::testing::Test {
 protected:
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  std::function<void()> body = [this] { bench.frame(); };

  void SetUp() override { imgui.frame(body); }
  Cell at(const char* name) {
    Cell c;
    std::string why;
    EXPECT_TRUE(gomoku::parseCellName(name, 15, 15, c, why)) << why;
    return c;
  }
  void clickPoint(const char* name) { imgui.click(bench.boardGeometry().center(at(name)), body); }
};

TEST_F(RecordLimitTest, PlayingPastTheRecordLimitIsRefusedWithAStatusLine) {
  // A record one action short of the limit: h8, then take-backs and redos of it.
  std::string text = "game gomoku\nmoves h8\n";
  for (int i = 0; i < (gomoku::GameRecord::kMaxActions - 2) / 2; ++i)
    text += i % 10 == 9 ? "undo redo\n" : "undo redo ";
  text += "\n";
  ASSERT_TRUE(bench.pasteBoard(text)) << bench.status();
  ASSERT_EQ(bench.viewOf<GomokuView>().record().actions.size(),
            static_cast<std::size_t>(gomoku::GameRecord::kMaxActions - 1));
  clickPoint("a1");
  EXPECT_EQ(bench.viewOf<GomokuView>().record().actions.size(),
            static_cast<std::size_t>(gomoku::GameRecord::kMaxActions))
      << bench.status();
  clickPoint("b1");
  EXPECT_EQ(bench.status(), "The record holds 10000 actions, its limit: save it, then start a new game.");
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("b1")), gomoku::Stone::None);
  imgui.key(key::Z, true, body);
  EXPECT_EQ(bench.status(), "Nothing taken back: the record is full (save, then edit).");
  EXPECT_EQ(bench.viewOf<GomokuView>().record().actions.size(),
            static_cast<std::size_t>(gomoku::GameRecord::kMaxActions));
}

}  // namespace
}  // namespace boardlab::ui
