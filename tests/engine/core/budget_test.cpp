// Search budgets: every long search stops at whichever limit comes first, says which,
// and honours it promptly (a test that hangs here is the failure). No timings are asserted; where a
// test needs the search to be running when it cancels, it waits for progress first.

#include <gtest/gtest.h>

#include <chrono>
#include <stdexcept>
#include <thread>

#include "../link/test_boards.hpp"
#include "engine/core/budget.hpp"
#include "engine/diff/link/link_diff.hpp"
#include "engine/link/bfs.hpp"
#include "engine/link/corners.hpp"
#include "engine/link/game.hpp"
#include "engine/link/generator.hpp"
#include "engine/link/solver.hpp"

namespace boardlab {
namespace {

using namespace std::chrono_literals;

link::Board hardBoard() { return link::testing::hardBoard64(); }

void waitForStates(const SearchBudget& budget) {
  while (budget.states() == 0) std::this_thread::sleep_for(1ms);
}

TEST(SearchBudget, TheFirstLimitReachedIsTheOneReported) {
  SearchBudget states(2, 0ms);
  EXPECT_TRUE(states.spend());
  EXPECT_TRUE(states.spend());
  EXPECT_FALSE(states.spend());
  EXPECT_EQ(states.limit(), BudgetLimit::States);
  EXPECT_EQ(states.states(), 2u);
  states.cancel();
  EXPECT_FALSE(states.check());
  EXPECT_EQ(states.limit(), BudgetLimit::States);  // still the first one
  EXPECT_EQ(budgetLimitText(states), "the state limit of 2 was reached");

  SearchBudget time(SearchBudget::kNoStateLimit, 1ms);
  while (time.check()) std::this_thread::sleep_for(1ms);
  EXPECT_EQ(time.limit(), BudgetLimit::Time);
  EXPECT_EQ(budgetLimitText(time), "the time limit of 0.001 s was reached");
  EXPECT_EQ(budgetLimitName(time.limit()), "time");

  SearchBudget none;
  EXPECT_TRUE(none.check());
  none.cancel();
  EXPECT_FALSE(none.spend());
  EXPECT_EQ(none.limit(), BudgetLimit::Cancelled);
}

// The share of the budget spent, which a progress bar shows when the search's own total is unknown: states of
// the state limit, time of the time limit, the larger of the two, and none without a limit.
TEST(SearchBudget, TheShareSpentIsTheLargerOfStatesAndTimeAndNoneWithoutALimit) {
  SearchBudget states(8, 0ms);
  EXPECT_FLOAT_EQ(states.budgetSpent(), 0.0f);
  for (int i = 0; i < 2; ++i) states.spend();
  EXPECT_FLOAT_EQ(states.budgetSpent(), 0.25f);
  for (int i = 0; i < 10; ++i) states.spend();
  EXPECT_FLOAT_EQ(states.budgetSpent(), 1.0f) << "never past full";

  SearchBudget time(1000000, 200ms);
  EXPECT_LT(time.budgetSpent(), 0.5f);
  std::this_thread::sleep_for(120ms);
  const float spent = time.budgetSpent();
  EXPECT_GE(spent, 0.5f);
  EXPECT_LE(spent, 1.0f);
  std::this_thread::sleep_for(120ms);
  EXPECT_FLOAT_EQ(time.budgetSpent(), 1.0f);

  SearchBudget none;
  none.spend();
  EXPECT_FLOAT_EQ(none.budgetSpent(), -1.0f);
}

TEST(SearchBudget, TheSolverStopsAtATimeLimitOnAHard64x64Board) {
  SearchBudget budget(SearchBudget::kNoStateLimit, 50ms);
  const link::SolveResult r = link::solve(hardBoard(), {}, budget);
  EXPECT_EQ(r.status, link::SolveStatus::GaveUp);
  EXPECT_EQ(r.limit, BudgetLimit::Time);
  EXPECT_NE(r.message.find("the time limit of 0.05 s was reached"), std::string::npos) << r.message;
}

TEST(SearchBudget, TheSolversStateLimitIsHonouredOnAHard64x64Board) {
  // Before budgets, each state listed every linkable pair first: 1000 states took 173 s.
  link::SolveOptions o;
  o.maxStates = 1000;
  SearchBudget budget(SearchBudget::kNoStateLimit, 0ms);
  const link::SolveResult r = link::solve(hardBoard(), o, budget);
  EXPECT_EQ(r.status, link::SolveStatus::GaveUp);
  EXPECT_EQ(r.limit, BudgetLimit::States);
  EXPECT_EQ(r.states, 1000u);
  EXPECT_EQ(r.message, "gave up after 1000 states");
}

TEST(SearchBudget, CancelStopsASolveRunningOnAnotherThread) {
  SearchBudget budget;
  link::SolveResult r;
  std::thread worker([&] { r = link::solve(hardBoard(), {}, budget); });
  waitForStates(budget);
  budget.cancel();
  worker.join();
  EXPECT_EQ(r.status, link::SolveStatus::GaveUp);
  EXPECT_EQ(r.limit, BudgetLimit::Cancelled);
  EXPECT_EQ(r.message, "cancelled after " + std::to_string(r.states) + " states");
}

TEST(SearchBudget, HintStopsOnACancelledBudget) {
  SearchBudget budget;
  budget.cancel();
  // The board is full and has linkable pairs, but a cancelled budget answers nothing and says so.
  EXPECT_FALSE(link::hint(hardBoard(), budget));
  EXPECT_EQ(budget.limit(), BudgetLimit::Cancelled);
  SearchBudget open;
  EXPECT_TRUE(link::hint(hardBoard(), open));
  EXPECT_FALSE(open.exhausted());
}

TEST(SearchBudget, TheGeneratorRefusesHopelessSettingsWithinItsTimeLimit) {
  link::GenerateOptions o;
  o.cols = o.rows = 64;
  o.maxTurns = 0;  // a 64x64 board with straight links only: every attempt fails (60-70 s before the budgets)
  SearchBudget budget(SearchBudget::kNoStateLimit, 100ms);
  try {
    link::generateBoard(o, budget);
    FAIL() << "a 64x64 board with 0 turns was built";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()),
              "could not build a solvable 64x64 board with these settings: the time limit of 0.1 s was reached");
  }
  EXPECT_EQ(budget.limit(), BudgetLimit::Time);
  EXPECT_GE(budget.fraction(), 0.0f);

  SearchBudget one(1, 0ms);  // one fresh start
  EXPECT_THROW(link::generateBoard(o, one), std::runtime_error);
  EXPECT_EQ(one.limit(), BudgetLimit::States);
}

TEST(SearchBudget, ALinkCounterexampleSearchOn64x64BoardsStopsAtItsTimeLimit) {
  diff::LinkSearchOptions o;
  o.algoA = &link::kCorners;
  o.algoB = &link::kBfs;  // they agree: the search would try all 2000 boards (over 4 minutes)
  o.minSize = o.maxSize = 64;
  diff::LinkSearch search(o);
  search.setTimeLimit(50ms);
  EXPECT_EQ(search.run(), diff::SearchState::OutOfTime);
  EXPECT_EQ(search.progress().limit, BudgetLimit::Time);
  EXPECT_LT(search.progress().tried, 2000);
  EXPECT_FALSE(search.result());
}

TEST(SearchBudget, CancelStopsALinkSearchInsideOneTry) {
  diff::LinkSearchOptions o;
  o.algoA = &link::kCorners;
  o.algoB = &link::kBfs;
  o.minSize = o.maxSize = 64;
  diff::LinkSearch search(o);
  std::thread worker([&] { search.run(); });
  std::this_thread::sleep_for(20ms);  // well inside the first try of 0.1 s or more
  search.cancel();
  worker.join();
  EXPECT_EQ(search.state(), diff::SearchState::Cancelled);
  EXPECT_EQ(search.progress().limit, BudgetLimit::Cancelled);
}

// A pause point set for one test and cleared when it ends, however it ends: under the sanitizers the
// engine's tests share a process per shard, and a point left set would pause the tests after it.
class ScopedPausePoint {
 public:
  explicit ScopedPausePoint(void (*point)()) { setSearchPausePoint(point); }
  ~ScopedPausePoint() { setSearchPausePoint(nullptr); }
  ScopedPausePoint(const ScopedPausePoint&) = delete;
  ScopedPausePoint& operator=(const ScopedPausePoint&) = delete;
};

// The page's searches give its one thread back at their checks (docs/web.md, "Searches in the page"): the pause
// point is called at every check of a search, and a Cancel pressed while the search was paused there stops it at
// that check.
TEST(SearchBudget, APausePointIsCalledAtTheSearchesChecksAndACancelDuringAPauseStopsIt) {
  static int pauses;
  static SearchBudget* paused;
  pauses = 0;
  SearchBudget budget;
  paused = &budget;
  link::SolveResult r;
  {
    const ScopedPausePoint point([] {
      if (++pauses == 200) paused->cancel();  // the user pressed Cancel in a frame drawn during this pause
    });
    r = link::solve(hardBoard(), {}, budget);
  }
  EXPECT_EQ(r.status, link::SolveStatus::GaveUp);
  EXPECT_EQ(r.limit, BudgetLimit::Cancelled);
  EXPECT_LT(pauses, 210) << "the search went on long past the check that saw the Cancel";
  EXPECT_GT(r.states, 0u);
}

// The pause comes first in a check: a Cancel pressed in a frame drawn during the pause ends the search at that
// very check, not at the next.
TEST(SearchBudget, TheCheckThatPausedSeesACancelPressedDuringThePause) {
  static SearchBudget* paused;
  SearchBudget budget;
  paused = &budget;
  bool goOn = true;
  {
    const ScopedPausePoint point([] { paused->cancel(); });
    goOn = budget.check();
  }
  EXPECT_FALSE(goOn);
  EXPECT_EQ(budget.limit(), BudgetLimit::Cancelled);
}

// A search's time limit counts its own time: the page's frames drawn while it was paused (or a hidden tab's
// hours) do not use it up.
TEST(SearchBudget, TimeSpentPausedDoesNotCountAgainstTheTimeLimit) {
  SearchBudget budget(SearchBudget::kNoStateLimit, 200ms);
  bool goOn = false;
  {
    const ScopedPausePoint point([] { std::this_thread::sleep_for(500ms); });
    goOn = budget.check();  // 500 ms paused, against a 200 ms limit
  }
  EXPECT_TRUE(goOn) << budgetLimitText(budget);
  EXPECT_EQ(budget.limit(), BudgetLimit::None);
  std::this_thread::sleep_for(250ms);  // searching (not paused) past the limit
  EXPECT_FALSE(budget.check());
  EXPECT_EQ(budget.limit(), BudgetLimit::Time);
}

}  // namespace
}  // namespace boardlab
