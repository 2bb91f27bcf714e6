// The walk behind the workbench's "first difference" of a user's program: the same first difference as
// compareGomoku / compareLinkBoard on the input on screen, how much of it was compared, Cancel, a program's
// failure said as a failure, and a difference checked again after a fresh start.

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include <unistd.h>

#include "engine/diff/gomoku/gomoku_diff.hpp"
#include "engine/diff/link/link_diff.hpp"
#include "engine/ext/outside.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/link/board_file.hpp"
#include "engine/link/corners.hpp"
#include "engine/link/corners_objc.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::diff {
namespace {

std::string walkExample(const std::string& path) { return std::string(testpaths::source) + "/examples/" + path; }
const std::string kMisbehave = std::string(testpaths::source) + "/tests/programs/misbehave.py";

ext::Limits programLimits() {
  ext::Limits l;
  l.perRequest = std::chrono::milliseconds(2000);
  l.startAllowance = std::chrono::milliseconds(8000);
  return l;
}

TEST(WalkGomoku, FindsWhatCompareFindsAndSaysHowManyActionsItCompared) {
  const gomoku::GameRecord edge = gomoku::loadBoardFile(walkExample("gomoku/scan-objc-edge.board"));
  SearchBudget budget;
  const GomokuWalk w = walkGomoku(edge, "scan", "scan:objc", budget);
  ASSERT_TRUE(w.diff);
  EXPECT_EQ(w.diff->ply, compareGomoku(edge, "scan", "scan:objc", false).ply);
  EXPECT_EQ(w.diff->ply, 9);
  EXPECT_TRUE(w.diff->a.result.won());
  EXPECT_FALSE(w.diff->b.result.won());
  EXPECT_EQ(w.diff->a.at, (Cell{4, 7}));  // e8
  EXPECT_EQ(w.coverage.compared, 9);
  EXPECT_EQ(w.coverage.total, 9);
  EXPECT_EQ(w.coverage.limit, BudgetLimit::None);
  EXPECT_FALSE(w.coverage.rechecked);  // built-ins answer the same every time
  EXPECT_FLOAT_EQ(budget.fraction(), 1.0f);

  // Two corrected algorithms agree: the walk ends at the win both report, with no difference.
  SearchBudget again;
  const GomokuWalk same = walkGomoku(edge, "scan", "bitboard", again);
  EXPECT_FALSE(same.diff);
  EXPECT_FALSE(same.intermittent);
  EXPECT_EQ(same.coverage.compared, 9);
  EXPECT_THROW(walkGomoku(edge, "scan", "nope", again), std::invalid_argument);
}

TEST(WalkGomoku, CancelStopsItBeforeTheNextActionAndSaysSo) {
  const gomoku::GameRecord edge = gomoku::loadBoardFile(walkExample("gomoku/scan-objc-edge.board"));
  SearchBudget budget;
  budget.cancel();
  const GomokuWalk w = walkGomoku(edge, "scan", "scan:objc", budget);
  EXPECT_FALSE(w.diff);
  EXPECT_EQ(w.coverage.limit, BudgetLimit::Cancelled);
  EXPECT_EQ(w.coverage.compared, 0);
  EXPECT_EQ(w.coverage.total, 9);
}

TEST(WalkGomoku, APaintedPositionIsWalkedStoneByStoneInReadingOrder) {
  // The edge game's stones as a painted position: no actions, so each stone is looked at as if it had
  // just been placed, top row first; the first where scan and scan:objc differ is the one compareGomoku gives.
  gomoku::GameRecord painted;
  painted.start = gomoku::replayGame(gomoku::loadBoardFile(walkExample("gomoku/scan-objc-edge.board"))).board();
  const GomokuDiff d = compareGomoku(painted, "scan", "scan:objc", false);
  ASSERT_TRUE(d.differs());
  SearchBudget budget;
  const GomokuWalk w = walkGomoku(painted, "scan", "scan:objc", budget);
  ASSERT_TRUE(w.diff);
  EXPECT_EQ(w.diff->a.at, d.a.at);
  EXPECT_EQ(w.coverage.total, 9);
  EXPECT_GE(w.coverage.compared, 1);
  EXPECT_LE(w.coverage.compared, 9);
}

TEST(WalkGomoku, AProgramsDifferenceIsCheckedAgainAfterAFreshStart) {
  // A program that never sees a win, against scan on a game black wins at move 9.
  const std::string name = "ext:python3 " + kMisbehave + " never";
  std::string error;
  ASSERT_TRUE(ext::addOutside("gomoku", name, "", "", programLimits(), error)) << error;
  const gomoku::GameRecord edge = gomoku::loadBoardFile(walkExample("gomoku/scan-objc-edge.board"));
  int freshStarts = 0;
  SearchBudget budget;
  const GomokuWalk w = walkGomoku(edge, "scan", name, budget, [&] {
    ++freshStarts;
    ext::restartOutside({name});
  });
  ASSERT_TRUE(w.diff);
  EXPECT_EQ(w.diff->ply, 9);
  EXPECT_EQ(freshStarts, 1);
  EXPECT_TRUE(w.coverage.rechecked);
  EXPECT_TRUE(w.coverage.reproduced);
  EXPECT_TRUE(w.coverage.fault.empty());
  ext::removeOutside(name);
}

TEST(WalkGomoku, ADifferenceThatDoesNotShowAgainIsNoVerdict) {
  // Wrong in its first start only: after the fresh start it sees the win, so the difference is kept apart.
  const std::string mark = ::testing::TempDir() + "walk-wrong-once-" + std::to_string(::getpid());
  std::remove(mark.c_str());
  const std::string name = "ext:python3 " + kMisbehave + " wrong-once " + mark;
  std::string error;
  ASSERT_TRUE(ext::addOutside("gomoku", name, "", "", programLimits(), error)) << error;
  const gomoku::GameRecord edge = gomoku::loadBoardFile(walkExample("gomoku/scan-objc-edge.board"));
  SearchBudget budget;
  const GomokuWalk w = walkGomoku(edge, "scan", name, budget, [&] { ext::restartOutside({name}); });
  EXPECT_FALSE(w.diff);
  ASSERT_TRUE(w.intermittent);
  EXPECT_EQ(w.intermittent->ply, 9);
  EXPECT_TRUE(w.coverage.rechecked);
  EXPECT_FALSE(w.coverage.reproduced);
  ext::removeOutside(name);
  std::remove(mark.c_str());
}

TEST(WalkGomoku, TheRecheckComparesWinnersAsTheWalkDoesNotWhichFive) {
  // The same wrong verdict after the fresh start, with another five named: the walk compares winners only,
  // so the difference showed again (it was called intermittent when the recheck compared the lines).
  const std::string mark = ::testing::TempDir() + "walk-phantom-" + std::to_string(::getpid());
  std::remove(mark.c_str());
  const std::string name = "ext:python3 " + kMisbehave + " phantom " + mark;
  std::string error;
  ASSERT_TRUE(ext::addOutside("gomoku", name, "", "", programLimits(), error)) << error;
  const gomoku::GameRecord edge = gomoku::loadBoardFile(walkExample("gomoku/scan-objc-edge.board"));
  SearchBudget budget;
  const GomokuWalk w = walkGomoku(edge, "scan", name, budget, [&] { ext::restartOutside({name}); });
  ASSERT_TRUE(w.diff);
  EXPECT_FALSE(w.intermittent);
  EXPECT_EQ(w.diff->ply, 1);
  EXPECT_TRUE(w.coverage.rechecked);
  EXPECT_TRUE(w.coverage.reproduced);
  ext::removeOutside(name);
  std::remove(mark.c_str());
}

TEST(WalkGomoku, CancelReachesTheRecheckAfterTheFreshStart) {
  // Cancel pressed while the program starts again: no verdict either way, and the walk says it was cut.
  const std::string name = "ext:python3 " + kMisbehave + " never";
  std::string error;
  ASSERT_TRUE(ext::addOutside("gomoku", name, "", "", programLimits(), error)) << error;
  const gomoku::GameRecord edge = gomoku::loadBoardFile(walkExample("gomoku/scan-objc-edge.board"));
  SearchBudget budget;
  const GomokuWalk w = walkGomoku(edge, "scan", name, budget, [&] {
    ext::restartOutside({name});
    budget.cancel();
  });
  EXPECT_FALSE(w.diff);
  EXPECT_FALSE(w.intermittent);
  EXPECT_TRUE(w.coverage.rechecked);
  EXPECT_EQ(w.coverage.limit, BudgetLimit::Cancelled);

  // A painted position's stones are rechecked under the same budget.
  gomoku::GameRecord painted;
  painted.start = gomoku::replayGame(edge).board();
  SearchBudget paintedBudget;
  const GomokuWalk p = walkGomoku(painted, "scan", name, paintedBudget, [&] {
    ext::restartOutside({name});
    paintedBudget.cancel();
  });
  EXPECT_FALSE(p.diff);
  EXPECT_FALSE(p.intermittent);
  EXPECT_EQ(p.coverage.limit, BudgetLimit::Cancelled);
  ext::removeOutside(name);
}

TEST(WalkGomoku, AProgramsFailureIsAFaultNeverADifference) {
  // The program exits at the third request of each start: a failure at move 3, said as one.
  const std::string name = "ext:python3 " + kMisbehave + " crash-every 3 correct";
  std::string error;
  ASSERT_TRUE(ext::addOutside("gomoku", name, "", "", programLimits(), error)) << error;
  const gomoku::GameRecord edge = gomoku::loadBoardFile(walkExample("gomoku/scan-objc-edge.board"));
  SearchBudget budget;
  const GomokuWalk w = walkGomoku(edge, "scan", name, budget, [&] { ext::restartOutside({name}); });
  EXPECT_FALSE(w.diff);
  EXPECT_FALSE(w.intermittent);
  EXPECT_EQ(w.coverage.faultAlgo, name);
  EXPECT_NE(w.coverage.fault.find("status 3"), std::string::npos) << w.coverage.fault;
  EXPECT_EQ(w.coverage.compared, 3);
  ext::removeOutside(name);
}

TEST(WalkLink, FindsTheFirstPairCompareFindsAndCountsThePairs) {
  const link::Board b = link::loadBoardFile(walkExample("link/corners-objc-no-ring.board"));
  SearchBudget budget;
  const LinkWalk w = walkLink(b, "corners", "corners:objc", budget);
  ASSERT_TRUE(w.diff);
  const auto all = compareLinkBoard(b, &link::kCorners, &link::kCornersObjc, false);
  ASSERT_FALSE(all.empty());
  EXPECT_EQ(w.diff->from, all.front().from);
  EXPECT_EQ(w.diff->to, all.front().to);
  EXPECT_EQ(w.coverage.compared, 1);  // the top pair is the first
  EXPECT_EQ(w.coverage.total, 2);

  SearchBudget same;
  const LinkWalk none = walkLink(b, "corners", "bfs", same);
  EXPECT_FALSE(none.diff);
  EXPECT_EQ(none.coverage.compared, 2);
  SearchBudget cancelled;
  cancelled.cancel();
  EXPECT_EQ(walkLink(b, "corners", "corners:objc", cancelled).coverage.limit, BudgetLimit::Cancelled);
  EXPECT_THROW(walkLink(b, "corners", "nope", same), std::invalid_argument);
}

}  // namespace
}  // namespace boardlab::diff
