// Simulate mode in the workbench: switched on, the board holds the step before the one to perform and its
// clicks are graded (not moves); every right click steps on, a wrong one shows the step and is counted, the
// end replays the model answer; switching to predict mode, changing the board and switching off leave a
// consistent state.

#include <gtest/gtest.h>

#include <string>

#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/platform/keys.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

class SimulateTest : public WorkbenchTest {
 protected:
  void open(const char* example, const char* algo) {
    ASSERT_TRUE(bench.openFile(std::string(testpaths::source) + "/examples/gomoku/" + example)) << bench.status();
    bench.viewOf<GomokuView>().analysis().setAlgorithm(algo);
    imgui.frame(body);
  }
  TraceCursor& cursor() { return bench.activeCursor(); }
};

TEST_F(SimulateTest, TheStudentClicksEachWalkAndTheBoardFollowsThenReplays) {
  open("centre-five.board", "scan");
  cursor().last();
  imgui.key(key::F7, false, body);
  imgui.frame(body);
  ASSERT_TRUE(bench.simulate().on);
  ASSERT_EQ(bench.simulate().run.steps().size(), 2u) << bench.simulate().note;
  EXPECT_EQ(cursor().position(), 0u) << "the first walk is performed from the first step";
  imgui.key(key::Right, false, body);
  EXPECT_EQ(cursor().position(), 0u) << "the board holds until the walk is clicked";
  const std::string board = bench.boardText();
  for (const char* p : {"d8", "g8", "e8", "f8"}) clickPoint(p);  // the walk back, in any order
  EXPECT_EQ(bench.boardText(), board) << "the clicks were graded, not played";
  EXPECT_EQ(cursor().position(), 0u) << "c8, where the walk stops, is still to click";
  clickPoint("c8");
  imgui.frame(body);
  EXPECT_EQ(cursor().position(), 1u);
  EXPECT_EQ(bench.simulate().run.right(), 1);
  clickPoint("j8");  // wrong: the walk forwards stops on i8
  imgui.frame(body);
  EXPECT_TRUE(bench.simulate().run.finished());
  EXPECT_EQ(bench.simulate().run.right(), 1);
  EXPECT_EQ(bench.simulate().run.wrongClicks(), 1);
  EXPECT_EQ(bench.boardText(), board);
  EXPECT_TRUE(cursor().playing()) << "the model answer replays";
  EXPECT_EQ(cursor().position(), 0u);
}

TEST_F(SimulateTest, PredictAndSimulateTakeTurnsAndANewBoardStartsAnew) {
  open("opening.board", "scan");
  bench.setPredict(true);
  imgui.frame(body);
  imgui.key(key::F7, false, body);
  imgui.frame(body);
  EXPECT_TRUE(bench.simulate().on);
  EXPECT_FALSE(bench.predict().on) << "one exercise at a time";
  ASSERT_FALSE(bench.simulate().run.steps().empty());
  const std::vector<SimulationStep> steps = bench.simulate().run.steps();
  bench.clickSimulate(steps[0].cells[0]);
  EXPECT_EQ(bench.simulate().run.rightClicks(), 1);
  for (const SimulationStep& s : steps)  // the rest of the run, right
    for (Cell c : s.cells)
      if (&s != &steps[0] || c != steps[0].cells[0]) bench.clickSimulate(c);
  imgui.frame(body);
  EXPECT_TRUE(bench.simulate().run.finished());
  EXPECT_EQ(bench.simulate().run.right(), static_cast<int>(steps.size()));
  const std::string before = bench.boardText();
  clickPoint("a1");  // over: a move again
  EXPECT_NE(bench.boardText(), before) << "the board's clicks are the game's again";
  imgui.frame(body);
  EXPECT_EQ(bench.simulate().run.done(), 0) << "performed anew on the new last move";
  EXPECT_TRUE(bench.simulate().on);
  bench.setSimulate(false);
  imgui.frame(body);
  const std::string after = bench.boardText();
  clickPoint("a2");
  EXPECT_NE(bench.boardText(), after) << "off: the board's clicks are the game's";
  bench.setSimulate(true);
  imgui.frame(body);
  EXPECT_TRUE(bench.simulate().run.clicked().empty());
  imgui.key(key::F6, false, body);
  imgui.frame(body);
  EXPECT_TRUE(bench.predict().on);
  EXPECT_FALSE(bench.simulate().on);
}

TEST_F(SimulateTest, ATraceWithNothingToClickSaysSoAndLeavesTheCursorFree) {
  open("opening.board", "lines:js");
  bench.setSimulate(true);
  imgui.frame(body);
  EXPECT_TRUE(bench.simulate().run.steps().empty());
  EXPECT_EQ(bench.simulate().note, "This trace visits no cell to click: try predict mode (F6).");
  imgui.key(key::Right, false, body);
  EXPECT_EQ(cursor().position(), 1u);
}

}  // namespace
}  // namespace boardlab::ui
