#include <algorithm>

#include "engine/diff/search.hpp"

namespace boardlab::diff {

std::string intermittentFaultsText(const Search& s) {
  const SearchProgress p = s.progress();
  if (p.intermittentFaults == 0 || p.state == SearchState::Faulted) return "";
  return std::to_string(p.intermittentFaults) +
         " program failure(s) did not happen again on a fresh start; the first, on input " +
         std::to_string(s.fault().tryIndex + 1) + ": " + s.fault().message;
}

std::string_view searchStateName(SearchState s) {
  switch (s) {
    case SearchState::Searching:
      return "searching";
    case SearchState::Shrinking:
      return "shrinking";
    case SearchState::Found:
      return "found";
    case SearchState::NotFound:
      return "not-found";
    case SearchState::Cancelled:
      return "cancelled";
    case SearchState::OutOfTime:
      return "out-of-time";
    case SearchState::Faulted:
      return "faulted";
    case SearchState::Intermittent:
      return "intermittent";
  }
  return "searching";
}

Search::Search(int maxTries, int maxShrinkTests) : maxTries_(maxTries), maxShrinkTests_(maxShrinkTests) {}

bool Search::done() const {
  const SearchState s = state();
  return s != SearchState::Searching && s != SearchState::Shrinking;
}

SearchProgress Search::progress() const {
  return {state(),
          tried_.load(std::memory_order_relaxed),
          maxTries_,
          shrinkTested_.load(std::memory_order_relaxed),
          shrinkSteps_.load(std::memory_order_relaxed),
          budget_.limit(),
          intermittentFaults_.load(std::memory_order_relaxed),
          shrinkFaults_.load(std::memory_order_relaxed)};
}

void Search::end(SearchState s) {
  if (haveInput_) {
    finish();
    // A verdict is a promise: a difference that does not show in the two verdicts, or does not come back
    // after fresh starts, is not reported as one; nor is one whose checks Cancel cut short.
    if (involvesOutside()) {
      if (s == SearchState::Found && !reproduces(kDifferenceRechecks))
        s = budget_.cancelled() ? SearchState::Cancelled : SearchState::Intermittent;
      else if (s == SearchState::Found)
        rechecked_.store(kDifferenceRechecks, std::memory_order_release);
      if (s == SearchState::Cancelled) forgetResult();
    }
  }
  // Release: a thread that sees a final state also sees the finished result.
  state_.store(s, std::memory_order_release);
}

bool Search::step(int budget) {
  // What a program is asked while searching and shrinking ends by the time limit plus its own time per
  // request. The checks of a finding (finish(), reproduces()) are not cut: a recheck that timed out for
  // want of time would turn a real difference into "intermittent".
  const auto withinTime = [this](auto&& work) {
    const SearchDeadlineScope deadline(budget_.deadline());
    return work();
  };
  for (int n = 0; n < std::max(1, budget) && !done(); ++n) {
    if (!budget_.check()) {
      const bool cancelled = budget_.limit() == BudgetLimit::Cancelled;
      end(cancelled ? SearchState::Cancelled : haveInput_ ? SearchState::Found : SearchState::OutOfTime);
      break;
    }
    if (state() == SearchState::Searching) {
      const int index = tried_.load(std::memory_order_relaxed);
      ProgramFault fault;
      Outcome outcome = withinTime([&] { return tryInput(index, fault); });
      if (budget_.exhausted()) continue;  // the try was cut short: it does not count
      if (outcome == Outcome::Fault) {
        // A program failed: the same input once more on a fresh start (a slow first start, a flaky
        // machine). Failing again, the failure is the finding; else the search goes on and says so.
        fault.tryIndex = index;
        // Cancelled or out of time: no retry (the loop ends the search; a retry would get no time, and its
        // failure would prove nothing). The failure is kept, unconfirmed, so the report says how the time
        // went.
        if (!budget_.check()) {
          unconfirmed_ = std::move(fault);
          continue;
        }
        freshStart();
        ProgramFault again;
        outcome = withinTime([&] { return tryInput(index, again); });
        // The retry may have been cut by the time limit: its failure would prove nothing.
        if (!budget_.check()) {
          if (outcome == Outcome::Fault) unconfirmed_ = std::move(fault);
          continue;
        }
        if (outcome == Outcome::Fault) {
          fault_ = std::move(again);
          fault_.tryIndex = index;
          fault_.reproduced = true;
          tried_.store(index + 1, std::memory_order_relaxed);
          // The input's traces (the steps the program sent before it failed are the clue), on a fresh start
          // with the whole start allowance: after its failure the program's next start has none. Not after
          // a Cancel: it would wait out the program's time limit once more.
          if (!budget_.cancelled()) {
            freshStart();
            withinTime([&] {
              finish();
              return 0;
            });
          }
          state_.store(SearchState::Faulted, std::memory_order_release);
          break;
        }
        if (intermittentFaults_.fetch_add(1, std::memory_order_relaxed) == 0) fault_ = std::move(fault);
      }
      tried_.store(index + 1, std::memory_order_relaxed);
      if (outcome == Outcome::Differs) {
        haveInput_ = true;
        state_.store(SearchState::Shrinking, std::memory_order_release);
      } else if (index + 1 >= maxTries_) {
        end(SearchState::NotFound);
      }
    } else {
      bool accepted = false, faulted = false;
      // The shrink ends when no candidate is left (the input is as small as these moves make it) or when
      // its budget is spent; either way the smallest input so far is the result.
      if (shrinkTested_.load(std::memory_order_relaxed) >= maxShrinkTests_ ||
          !withinTime([&] { return shrinkOnce(accepted, faulted); })) {
        end(SearchState::Found);
        break;
      }
      if (budget_.exhausted()) continue;  // cut short: the smallest input so far stays
      shrinkTested_.fetch_add(1, std::memory_order_relaxed);
      if (accepted) shrinkSteps_.fetch_add(1, std::memory_order_relaxed);
      if (faulted) shrinkFaults_.fetch_add(1, std::memory_order_relaxed);
    }
  }
  return !done();
}

bool Search::stepFor(std::chrono::microseconds slice) {
  const auto until = std::chrono::steady_clock::now() + slice;
  while (step(1))
    if (std::chrono::steady_clock::now() >= until) return true;
  return false;
}

SearchState Search::run(const std::function<bool(const SearchProgress&)>& onProgress) {
  while (step(1))
    if (onProgress && !onProgress(progress())) cancel();
  if (onProgress) onProgress(progress());
  return state();
}

}  // namespace boardlab::diff
