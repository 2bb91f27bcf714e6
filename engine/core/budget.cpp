#include "engine/core/budget.hpp"

#include <algorithm>

#include <iomanip>
#include <sstream>

#include "engine/i18n/i18n.hpp"

namespace boardlab {

std::string_view budgetLimitName(BudgetLimit limit) {
  switch (limit) {
    case BudgetLimit::None:
      return "none";
    case BudgetLimit::States:
      return "states";
    case BudgetLimit::Time:
      return "time";
    case BudgetLimit::Cancelled:
      return "cancelled";
  }
  return "none";
}

SearchBudget::SearchBudget(std::size_t maxStates, std::chrono::milliseconds timeLimit) : maxStates_(maxStates) {
  setTimeLimit(timeLimit);
}

void SearchBudget::setTimeLimit(std::chrono::milliseconds timeLimit) {
  timeLimit_ = timeLimit;
  start_ = Clock::now();
  deadline_ = timeLimit.count() > 0 ? start_ + timeLimit : Clock::time_point::max();
}

bool SearchBudget::stop(BudgetLimit why) {
  // The first limit reached is the one reported.
  BudgetLimit none = BudgetLimit::None;
  limit_.compare_exchange_strong(none, why, std::memory_order_acq_rel);
  return false;
}

namespace {
// Set once, before any search, by the one platform that pauses searches; read by every search thread.
SearchPausePoint searchPausePoint = nullptr;
OutsideWaitPoint outsideWaitPoint = nullptr;
thread_local SearchBudget::Clock::time_point threadSearchDeadline = SearchBudget::Clock::time_point::max();
}  // namespace

SearchDeadlineScope::SearchDeadlineScope(SearchBudget::Clock::time_point deadline) : previous_(threadSearchDeadline) {
  threadSearchDeadline = std::min(previous_, deadline);
}

SearchDeadlineScope::~SearchDeadlineScope() { threadSearchDeadline = previous_; }

SearchBudget::Clock::time_point SearchDeadlineScope::current() { return threadSearchDeadline; }

void setSearchPausePoint(SearchPausePoint pause) { searchPausePoint = pause; }
void setOutsideWaitPoint(OutsideWaitPoint wait) { outsideWaitPoint = wait; }

bool waitForOutside() { return outsideWaitPoint && outsideWaitPoint(); }

bool SearchBudget::check() {
  if (searchPausePoint) {  // first: a Cancel pressed during the pause is seen at once
    const Clock::time_point paused = Clock::now();
    searchPausePoint();
    // The time limit is the search's own time: the frames drawn while it was paused (or a hidden tab's hours)
    // do not count against it. The state count and the clock shown (elapsedSeconds) are not touched.
    if (deadline_ != Clock::time_point::max()) deadline_ += Clock::now() - paused;
  }
  if (exhausted()) return false;
  if (cancelled()) return stop(BudgetLimit::Cancelled);
  if (deadline_ != Clock::time_point::max() && Clock::now() >= deadline_) return stop(BudgetLimit::Time);
  return true;
}

bool SearchBudget::spend() {
  if (!check()) return false;
  // One thread spends, so a plain load and store is enough; other threads only read.
  const std::size_t n = states_.load(std::memory_order_relaxed) + 1;
  if (n > maxStates_) return stop(BudgetLimit::States);
  states_.store(n, std::memory_order_relaxed);
  return true;
}

void SearchBudget::setProgress(std::size_t done, std::size_t total) {
  done_.store(done, std::memory_order_relaxed);
  total_.store(total, std::memory_order_relaxed);
}

float SearchBudget::fraction() const {
  const std::size_t total = total_.load(std::memory_order_relaxed);
  if (total == 0) return -1.0f;
  return static_cast<float>(done_.load(std::memory_order_relaxed)) / static_cast<float>(total);
}

float SearchBudget::budgetSpent() const {
  double spent = -1.0;
  if (maxStates_ != kNoStateLimit && maxStates_ > 0)
    spent = static_cast<double>(states()) / static_cast<double>(maxStates_);
  if (timeLimit_.count() > 0) {
    const double left = std::chrono::duration<double>(deadline_ - Clock::now()).count();
    spent = std::max(spent, 1.0 - left / std::chrono::duration<double>(timeLimit_).count());
  }
  return spent < 0.0 ? -1.0f : static_cast<float>(std::clamp(spent, 0.0, 1.0));
}

double SearchBudget::elapsedSeconds() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

std::string budgetLimitText(const SearchBudget& budget) {
  switch (budget.limit()) {
    case BudgetLimit::States:
      return i18n::text("the state limit of {0} was reached", budget.maxStates());
    case BudgetLimit::Time: {
      std::ostringstream seconds;
      seconds << std::setprecision(3) << static_cast<double>(budget.timeLimit().count()) / 1000.0;
      return i18n::text("the time limit of {0} s was reached", seconds.str());
    }
    case BudgetLimit::Cancelled:
      return i18n::text("cancelled");
    case BudgetLimit::None:
      break;
  }
  return {};
}

}  // namespace boardlab
