// Renju in the workbench, through ImGui's null backend: black's forbidden points are marked while playing
// (and the View toggle hides them), a click on one asks before playing it, and Shift+click on an empty point
// analyses it with `forbidden`.

#include <gtest/gtest.h>

#include "app/workbench/platform/keys.hpp"

#include "tests/app/workbench_fixture.hpp"

namespace boardlab::ui {
namespace {

using gomoku::Stone;

class RenjuWorkbenchTest : public WorkbenchTest {
 protected:
  void SetUp() override {
    WorkbenchTest::SetUp();
    imgui.key(key::N, true, body);  // a new empty game (the built-in example has moves)
    imgui.key(key::Enter, false, body);
    ASSERT_TRUE(bench.viewOf<GomokuView>().game().moves().empty());
  }
  // The position: black a8 b8 c8 e8 f8, so d8 would be an overline.
  void playSanityPosition() {
    for (const char* m : {"a8", "a1", "b8", "b1", "c8", "c2", "e8", "e1", "f8", "f1"}) clickPoint(m);
    ASSERT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 10u);
    imgui.frame(body);
  }
  bool marked(const char* name) {
    for (const gomoku::ForbiddenPoint& f : bench.viewOf<GomokuView>().forbiddenMarks())
      if (f.at == at(name)) return true;
    return false;
  }
};

TEST_F(RenjuWorkbenchTest, ForbiddenPointsAreMarkedUnderRenjuOnlyAndTheViewToggleHidesThem) {
  playSanityPosition();
  EXPECT_TRUE(bench.viewOf<GomokuView>().forbiddenMarks().empty()) << "freestyle has no forbidden points";
  bench.viewOf<GomokuView>().setRule(gomoku::Rule::Renju);
  imgui.frame(body);
  ASSERT_EQ(bench.viewOf<GomokuView>().forbiddenMarks().size(), 1u);
  EXPECT_TRUE(marked("d8"));
  EXPECT_EQ(bench.viewOf<GomokuView>().forbiddenMarks()[0].kind, gomoku::Forbidden::Overline);
  bench.viewOf<GomokuView>().setShowForbidden(false);
  imgui.frame(body);
  EXPECT_TRUE(bench.viewOf<GomokuView>().forbiddenMarks().empty());
  bench.viewOf<GomokuView>().setShowForbidden(true);
  imgui.frame(body);
  EXPECT_TRUE(marked("d8"));
  // The marks follow the game: white takes d8, and nothing is forbidden any more.
  clickPoint("o15");  // black elsewhere
  clickPoint("d8");   // white
  imgui.frame(body);
  EXPECT_FALSE(marked("d8"));
  imgui.key(key::Z, true, body);  // take-backs bring the mark back
  imgui.key(key::Z, true, body);
  imgui.frame(body);
  EXPECT_TRUE(marked("d8"));
}

TEST_F(RenjuWorkbenchTest, AClickOnAForbiddenPointAsksFirstAndPlayingItLoses) {
  playSanityPosition();
  bench.viewOf<GomokuView>().setRule(gomoku::Rule::Renju);
  imgui.frame(body);
  clickPoint("d8");
  EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 10u) << "nothing is played before the user answers";
  imgui.key(key::Escape, false, body);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 10u) << "Escape keeps the position";
  clickPoint("d8");
  imgui.key(key::Enter, false, body);
  ASSERT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 11u);
  EXPECT_TRUE(bench.viewOf<GomokuView>().game().over());
  EXPECT_EQ(bench.viewOf<GomokuView>().game().result().winner, Stone::White);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().forbidden(), gomoku::Forbidden::Overline);
  EXPECT_NE(bench.status().find("forbidden"), std::string::npos) << bench.status();
  EXPECT_TRUE(bench.viewOf<GomokuView>().forbiddenMarks().empty()) << "no marks once the game is over";
  // An allowed point is played at once.
  imgui.key(key::Z, true, body);
  clickPoint("h8");
  EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 11u);
  EXPECT_FALSE(bench.viewOf<GomokuView>().game().over());
}

TEST_F(RenjuWorkbenchTest, UnderFreestyleTheSameClickPlaysAndWins) {
  playSanityPosition();
  clickPoint("d8");
  EXPECT_EQ(bench.viewOf<GomokuView>().game().result().winner, Stone::Black);
}

TEST_F(RenjuWorkbenchTest, ShiftClickOnAnEmptyPointStepsThroughForbidden) {
  playSanityPosition();
  bench.viewOf<GomokuView>().setRule(gomoku::Rule::Renju);
  ImGui::GetIO().KeyShift = true;
  clickPoint("d8");
  ImGui::GetIO().KeyShift = false;
  imgui.frame(body);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 10u) << "Shift+click analyses, it does not play";
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().algorithm(), "forbidden");
  ASSERT_TRUE(bench.viewOf<GomokuView>().analysis().problem().empty())
      << bench.viewOf<GomokuView>().analysis().problem();
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().result().verdict.forbidden, gomoku::Forbidden::Overline);
  ASSERT_FALSE(bench.viewOf<GomokuView>().analysis().trace().steps.empty());
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().trace().steps.back().event, Event::Verdict);
  // Shift+click on a stone goes back to analysing its move.
  ImGui::GetIO().KeyShift = true;
  clickPoint("a8");
  ImGui::GetIO().KeyShift = false;
  imgui.frame(body);
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().algorithm(), "scan");
}

}  // namespace
}  // namespace boardlab::ui
