#pragma once
// A budget for a search that can run long (the link solver, the generator, the counterexample search):
// a deadline, a number of states, and a cancel flag another thread may raise. The search calls spend()
// once per state and check() every few hundred small units of work, so whichever limit comes first is
// honoured within a few milliseconds; afterwards limit() says which one stopped it.
//
// One thread drives the search; cancel(), states() and limit() may be called from any thread (the
// workbench's UI thread shows the progress and has the Cancel button).

#include <atomic>
#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

namespace boardlab {

// The command line's time budget for one search unless --time-limit says otherwise, and the most it
// accepts: with them every command ends within 10 s (docs/limits.md).
constexpr double kDefaultSearchSeconds = 5.0;
constexpr double kMostSearchSeconds = 3600.0;

// Where a search may be paused: every check() (and so every spend()) calls this hook first when one is set.
// The web page, which has no threads, sets it to hand its one thread back to the browser between frames
// (app/workbench/platform/page_workers.cpp); elsewhere none is set and a check costs one test more. The time
// spent in the pause does not count against the search's time limit (its deadline moves by as much). So a
// pause lands only at a check: nothing a search keeps in a thread-local workspace (engine/link/bfs.cpp,
// engine/gomoku/windows.hpp) may be held across one, since the page's frame uses the same workspaces.
using SearchPausePoint = void (*)();
void setSearchPausePoint(SearchPausePoint pause);  // before any search runs; nullptr: none

// Where work waits for something outside it that answers only once the page's thread is free (a user's
// program in a worker of the page, engine/ext/child_process_web.cpp): the page sets it to give the thread
// back at once, until the answer wakes the work again. waitForOutside() returns false where no wait point is
// set or the caller cannot be paused (not on one of the page's fibers): the caller must not spin then, since
// nothing can arrive while it does.
using OutsideWaitPoint = bool (*)();
void setOutsideWaitPoint(OutsideWaitPoint wait);
bool waitForOutside();

// What stopped a search early, if anything.
enum class BudgetLimit : unsigned char { None, States, Time, Cancelled };
std::string_view budgetLimitName(BudgetLimit limit);  // "none", "states", "time", "cancelled" (JSON and tests)

class SearchBudget {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr std::size_t kNoStateLimit = static_cast<std::size_t>(-1);

  // No limit but cancel() until set.
  SearchBudget() = default;
  // At most `maxStates` states, and `timeLimit` from now (zero or less: no time limit).
  SearchBudget(std::size_t maxStates, std::chrono::milliseconds timeLimit);
  SearchBudget(const SearchBudget&) = delete;
  SearchBudget& operator=(const SearchBudget&) = delete;

  // Starts the clock again: the deadline becomes `timeLimit` from now (zero or less: none).
  void setTimeLimit(std::chrono::milliseconds timeLimit);
  void setMaxStates(std::size_t maxStates) { maxStates_ = maxStates; }
  std::size_t maxStates() const { return maxStates_; }
  std::chrono::milliseconds timeLimit() const { return timeLimit_; }

  // Counts one state; false (and limit() set) once a limit is reached, the state limit included.
  bool spend();
  // False (and limit() set) once the time is up or cancel() was called; does not count a state.
  bool check();
  // Progress of a search that knows its total (the generator: pairs placed of all), for a progress bar.
  void setProgress(std::size_t done, std::size_t total);
  // done / total in 0..1, or -1 when the search set no total. Any thread.
  float fraction() const;
  // What setProgress last said (0 of 0 before). Any thread; the two may be a call apart.
  std::size_t done() const { return done_.load(std::memory_order_relaxed); }
  std::size_t total() const { return total_.load(std::memory_order_relaxed); }
  // The share of its budget the search has spent, 0..1: the larger of its states over the state limit and
  // its time over the time limit (the page's pauses not counted, as the deadline moves past them); -1
  // without either limit. The search ends by the time it reaches 1, or earlier with an answer: a progress
  // bar that shows it says something true, where a search's own total is unknown.
  float budgetSpent() const;

  void cancel() { cancelled_.store(true, std::memory_order_relaxed); }  // any thread
  bool cancelled() const { return cancelled_.load(std::memory_order_relaxed); }
  std::size_t states() const { return states_.load(std::memory_order_relaxed); }  // any thread
  BudgetLimit limit() const { return limit_.load(std::memory_order_acquire); }    // any thread
  bool exhausted() const { return limit() != BudgetLimit::None; }
  // Seconds since the clock started.
  double elapsedSeconds() const;
  // When the time is up (Clock::time_point::max() for no time limit).
  Clock::time_point deadline() const { return deadline_; }

 private:
  bool stop(BudgetLimit why);
  std::size_t maxStates_ = kNoStateLimit;
  std::chrono::milliseconds timeLimit_{0};
  Clock::time_point start_ = Clock::now();
  Clock::time_point deadline_ = Clock::time_point::max();
  std::atomic<std::size_t> states_{0};
  std::atomic<std::size_t> done_{0}, total_{0};
  std::atomic<bool> cancelled_{false};
  std::atomic<BudgetLimit> limit_{BudgetLimit::None};
};

// While it lives, this thread is running a search whose time is up at `deadline`: what the search waits
// for on the way (a user's program answering, engine/ext/program.cpp) ends by then plus its own time per
// request, so the search's time limit holds over a program's start-up allowance. Scopes nest.
class SearchDeadlineScope {
 public:
  explicit SearchDeadlineScope(SearchBudget::Clock::time_point deadline);
  ~SearchDeadlineScope();
  SearchDeadlineScope(const SearchDeadlineScope&) = delete;
  SearchDeadlineScope& operator=(const SearchDeadlineScope&) = delete;
  // The innermost scope's deadline on this thread; Clock::time_point::max() outside every scope.
  static SearchBudget::Clock::time_point current();

 private:
  SearchBudget::Clock::time_point previous_;
};

// The limit a stopped search reached, for people, in the current language: "the state limit of 1000 was
// reached", "the time limit of 5 s was reached", "cancelled".
std::string budgetLimitText(const SearchBudget& budget);

}  // namespace boardlab
