// Where a background job's work runs (views/worker.hpp). The desktop's runs are threads, tested with the views
// that start jobs (games/link/link_view_test.cpp). These stand in for the page's starter: its runs go on only
// between frames, finish after start() has returned, and cannot be waited for. A job must apply its answer
// only once its run has finished, and let an unfinished run go without waiting on it.

#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <memory>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/views/background_job.hpp"
#include "app/workbench/views/worker.hpp"

namespace boardlab::ui {
namespace {

using namespace std::chrono_literals;

// A run that goes on only when the test says, as the page's fibers go on only between frames. What the test
// looks at lives beside the run: the job frees its run once it is done with it.
struct LaterWork {
  std::function<void()> body;
  bool finished = false;
  bool dropped = false;
  void runToTheEnd() {
    body();
    finished = true;
  }
};

class LaterRun final : public WorkerRun {
 public:
  explicit LaterRun(std::shared_ptr<LaterWork> work) : work_(std::move(work)) {}
  bool finished() const override { return work_->finished; }
  void join() override {
    if (!work_->finished) work_->dropped = true;
  }

 private:
  std::shared_ptr<LaterWork> work_;
};

class StarterTest : public ::testing::Test {
 protected:
  void TearDown() override { setWorkerStarter(nullptr); }  // threads again for the tests after
  // Runs started from now on go on when the test says; the last one started is `last`.
  void startLater() {
    setWorkerStarter([this](std::function<void()> body) -> std::unique_ptr<WorkerRun> {
      last = std::make_shared<LaterWork>();
      last->body = std::move(body);
      return std::make_unique<LaterRun>(last);
    });
  }
  std::shared_ptr<LaterWork> last;
};

TEST_F(StarterTest, AJobIsAppliedOnlyOnceItsRunHasFinished) {
  startLater();
  BackgroundJob job;
  bool worked = false, applied = false;
  ASSERT_TRUE(job.start("a search", [&](SearchBudget&) -> BackgroundJob::Finish {
    worked = true;
    return [&] { applied = true; };
  }));
  ASSERT_NE(last, nullptr);
  EXPECT_FALSE(worked) << "start() ran the work itself";
  EXPECT_TRUE(job.busy());
  EXPECT_FALSE(job.poll());  // frames before the run finishes apply nothing
  EXPECT_FALSE(job.poll());
  EXPECT_FALSE(job.start("another", [](SearchBudget&) { return BackgroundJob::Finish(); })) << "one search at a time";
  last->runToTheEnd();
  EXPECT_TRUE(worked);
  EXPECT_FALSE(applied) << "the answer is applied in a frame, not in the run";
  EXPECT_TRUE(job.poll());
  EXPECT_TRUE(applied);
  EXPECT_FALSE(job.busy());
  EXPECT_FALSE(last->dropped);
}

TEST_F(StarterTest, CancelReachesTheRunsBudgetAndItsFinishSaysSo) {
  startLater();
  BackgroundJob job;
  BudgetLimit seen = BudgetLimit::None;
  ASSERT_TRUE(job.start("a search", [&](SearchBudget& budget) -> BackgroundJob::Finish {
    budget.check();
    return [&seen, limit = budget.limit()] { seen = limit; };
  }));
  job.cancel();
  last->runToTheEnd();
  EXPECT_TRUE(job.poll());
  EXPECT_EQ(seen, BudgetLimit::Cancelled);
}

TEST_F(StarterTest, AnUnfinishedRunIsDroppedNotWaitedForAndItsAnswerIsNeverApplied) {
  startLater();
  bool applied = false;
  {
    BackgroundJob job;
    ASSERT_TRUE(job.start("a search", [&](SearchBudget&) -> BackgroundJob::Finish { return [&] { applied = true; }; }));
    const std::shared_ptr<LaterWork> first = last;
    job.wait();  // cannot wait on this run: it is let go
    EXPECT_TRUE(first->dropped);
    EXPECT_FALSE(job.busy());
    EXPECT_FALSE(applied);
    // The job takes a new search after it.
    ASSERT_TRUE(job.start("the next", [&](SearchBudget&) -> BackgroundJob::Finish { return [] {}; }));
    EXPECT_NE(last, first);
  }
  // Destroyed while its run is unfinished: the run is cancelled and dropped, never waited for.
  EXPECT_TRUE(last->dropped);
  EXPECT_FALSE(applied);
}

TEST_F(StarterTest, WhereNoWorkerCanStartTheWorkRunsHereCutToAFewSecondsAndAppliesAtTheNextFrame) {
  setWorkerStarter([](std::function<void()>) -> std::unique_ptr<WorkerRun> { return nullptr; });
  BackgroundJob job;
  std::chrono::milliseconds limit{0};
  bool applied = false;
  ASSERT_TRUE(job.start(
      "a search",
      [&](SearchBudget& budget) -> BackgroundJob::Finish {
        limit = budget.timeLimit();
        return [&] { applied = true; };
      },
      30s));
  EXPECT_EQ(limit, 3s) << "the work ran here with its own 30 s";
  EXPECT_TRUE(job.busy());
  EXPECT_FALSE(applied);
  EXPECT_TRUE(job.poll());
  EXPECT_TRUE(applied);
  EXPECT_FALSE(job.busy());
}

TEST(Worker, TheDesktopsRunIsAThreadThatFinishesAndJoins) {
  bool ran = false;
  std::unique_ptr<WorkerRun> run = startWorker([&] { ran = true; });
  ASSERT_NE(run, nullptr);
  run->join();
  EXPECT_TRUE(run->finished());
  EXPECT_TRUE(ran);
}

// The progress bar measures something true: the share of a known budget (a search stops by the time it is
// full), else there is no bar (one that swept round every two seconds said 97% at 7 s and 45% at 35 s).
TEST_F(StarterTest, TheBarShowsTheBudgetSpentOrIsNotDrawn) {
  startLater();
  HeadlessImGui imgui;
  for (const auto limit : {0ms, 60000ms}) {
    BackgroundJob job;
    ASSERT_TRUE(job.start(
        "search", [](SearchBudget&) { return BackgroundJob::Finish{}; }, limit));
    imgui.frame([&] { job.drawProgress(); });
    const BackgroundJob::Shown& shown = BackgroundJob::lastShown();
    EXPECT_EQ(shown.label, "search");
    if (limit == 0ms) {
      EXPECT_FLOAT_EQ(shown.bar, -1.0f) << "a bar for a search of unknown length";
    } else {
      EXPECT_GE(shown.bar, 0.0f);
      EXPECT_LT(shown.bar, 0.1f) << "just started, a minute to go";
    }
  }
}

}  // namespace
}  // namespace boardlab::ui
