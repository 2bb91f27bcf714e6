// Predict mode in the workbench: switched on, the cursor goes back to the first step and stops before each
// step that answers a question; a click on the board answers a cell question (and is not a move), a number
// or a choice answers the others, and the step then shows with the verdict on the answer. Switching the
// mode off and on, changing the board, and stepping back all leave a consistent state.

#include <gtest/gtest.h>

#include <string>

#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/platform/keys.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

class PredictTest : public WorkbenchTest {
 protected:
  void open(const char* example, const char* algo) {
    ASSERT_TRUE(bench.openFile(std::string(testpaths::source) + "/examples/gomoku/" + example)) << bench.status();
    bench.viewOf<GomokuView>().analysis().setAlgorithm(algo);
    imgui.frame(body);
  }
  TraceCursor& cursor() { return bench.activeCursor(); }
  void stepOn() { imgui.key(key::Right, false, body); }
};

TEST_F(PredictTest, TheBoardAsksBeforeEachStepAndItsOwnClicksAnswer) {
  open("centre-five.board", "scan");
  cursor().last();
  bench.setPredict(true);
  imgui.frame(body);
  EXPECT_EQ(cursor().position(), 0u) << "predict mode starts from the first step";
  const std::size_t questions = bench.predict().run.questions().size();
  ASSERT_EQ(questions, 6u) << bench.predict().note;
  stepOn();
  EXPECT_EQ(cursor().position(), 0u) << "the walk's stop is asked before step 2 shows it";
  ASSERT_NE(bench.predict().run.pending(), nullptr);
  EXPECT_EQ(bench.predict().run.pending()->kind, "stop");
  const std::string board = bench.boardText();
  clickPoint("c8");  // the walk backwards stops on the empty c8
  EXPECT_EQ(bench.boardText(), board) << "the click answered; it placed no stone";
  ASSERT_NE(bench.predict().run.pending(), nullptr) << "the same step's count is asked before it shows";
  EXPECT_EQ(bench.predict().run.pending()->kind, "count");
  EXPECT_EQ(bench.predict().run.right(), 1);
  imgui.frame(body);
  // A wrong count: the step shows with the right one.
  bench.answerPredictNumber(4);
  imgui.frame(body);
  EXPECT_EQ(cursor().position(), 1u) << "both answered: the step that answers them shows";
  EXPECT_EQ(bench.predict().run.right(), 1);
  EXPECT_EQ(bench.predict().run.answered(), 2);
  stepOn();
  ASSERT_NE(bench.predict().run.pending(), nullptr);
  clickPoint("i8");  // the walk forwards stops on i8
  bench.answerPredictNumber(5);
  imgui.frame(body);
  EXPECT_EQ(cursor().position(), 2u);
  stepOn();  // the verdict is asked before step 4
  EXPECT_EQ(cursor().position(), 2u);
  ASSERT_NE(bench.predict().run.pending(), nullptr);
  EXPECT_EQ(bench.predict().run.pending()->kind, "verdict");
  bench.answerPredictChoice(0);  // a win
  imgui.frame(body);
  ASSERT_NE(bench.predict().run.pending(), nullptr) << "along which line: asked before the verdict shows";
  EXPECT_EQ(bench.predict().run.pending()->kind, "direction");
  EXPECT_EQ(cursor().position(), 2u);
  bench.answerPredictChoice(0);  // horizontal
  imgui.frame(body);
  EXPECT_TRUE(bench.predict().run.finished());
  EXPECT_EQ(bench.predict().run.right(), 5);
  EXPECT_EQ(cursor().position(), 3u);
  // Back and forth over answered questions is free.
  cursor().first();
  imgui.frame(body);
  cursor().last();
  imgui.frame(body);
  EXPECT_EQ(cursor().position(), 3u);
}

TEST_F(PredictTest, ChangingTheBoardAsksAnewAndSwitchingOffGivesTheClicksBack) {
  open("opening.board", "scan");
  bench.setPredict(true);
  imgui.frame(body);
  stepOn();
  ASSERT_NE(bench.predict().run.pending(), nullptr);
  bench.setPredict(false);
  imgui.frame(body);
  EXPECT_EQ(bench.predict().run.pending(), nullptr);
  const std::string before = bench.boardText();
  clickPoint("a1");  // play mode: a move again
  EXPECT_NE(bench.boardText(), before) << "the board's clicks are the game's again";
  bench.setPredict(true);
  imgui.frame(body);
  EXPECT_EQ(cursor().position(), 0u);
  EXPECT_FALSE(bench.predict().run.questions().empty()) << "asked about the new last move";
  EXPECT_EQ(bench.predict().run.answered(), 0);
}

TEST_F(PredictTest, AnAsPublishedVariantIsAskedAboutItsOwnSteps) {
  open("windows-csharp-fault.board", "windows:csharp");
  bench.setPredict(true);
  imgui.frame(body);
  const auto& qs = bench.predict().run.questions();
  ASSERT_FALSE(qs.empty()) << bench.predict().note;
  EXPECT_EQ(qs.back().kind, "verdict");
  EXPECT_EQ(qs.back().choices[static_cast<std::size_t>(qs.back().choice)], "the published code faults");
}

}  // namespace
}  // namespace boardlab::ui

namespace boardlab::ui {
namespace {

// A stone chosen with Shift+click is analysed, but the scene names only the move: the run recorded again
// for the questions would be another one. No questions then, rather than questions about another run.
TEST_F(PredictTest, AQuestionIsNeverAboutAnotherRunThanTheOneOnScreen) {
  open("opening.board", "scan");
  bench.viewOf<GomokuView>().analysis().setStone(at("h8"));  // the first move, not the last (h6)
  imgui.frame(body);
  bench.setPredict(true);
  imgui.frame(body);
  EXPECT_TRUE(bench.predict().run.questions().empty());
  EXPECT_EQ(bench.predict().note, "This trace asks no questions.");
  stepOn();
  EXPECT_EQ(bench.activeCursor().position(), 1u) << "nothing asked: the cursor steps freely";
}

}  // namespace
}  // namespace boardlab::ui
