#pragma once
// The counterexample finder's driver, shared by every game: where do two algorithms of the same game answer
// differently? A game's own comparisons and searches are in its folder (engine/diff/gomoku/gomoku_diff.hpp,
// engine/diff/link/link_diff.hpp), built on the Search below and the ShrinkingSearch skeleton.
//
//   diff::GomokuSearch search({.algoA = "scan", .algoB = "scan:objc", .seed = 7});
//   while (search.step(50)) { show(search.progress()); }        // frame by frame, or search.run(callback)
//   if (search.state() == diff::SearchState::Found) open(search.result()->record, ...);
//
// A search runs in small units of work (one random input tried, or one shrink candidate tested), so the
// workbench can drive it from a worker thread or a few units per frame. cancel() and progress() may be
// called from any thread; step(), run() and the results belong to the thread that drives the search (read
// the results once done() is true). Everything is deterministic for a seed: the random numbers are
// core/random.hpp's Rng (splitmix64), the same on every platform, and try k draws from its own generator.
//
// Index of this file:
// [SECTION] The random search: SearchState, SearchProgress, Search (the driver every game shares)
// [SECTION] The skeleton of a game's search: ShrinkingSearch
// [SECTION] A walk over the input on screen: WalkCoverage

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/budget.hpp"

namespace boardlab::diff {

// [SECTION] The random search

enum class SearchState : unsigned char {
  Searching,     // trying random inputs
  Shrinking,     // found one; making it smaller while the difference remains
  Found,         // done: result() is the smallest input found
  NotFound,      // done: no difference within maxTries inputs
  Cancelled,     // done: cancel() was called; result() is the smallest so far when one had been found
  OutOfTime,     // done: the time limit passed before any difference was found (setTimeLimit)
  Faulted,       // done: an outside program failed on an input, again after a fresh start (fault() says how)
  Intermittent,  // done: a difference was found but did not show again on a fresh start: first() is the
                 // input as found; never a verdict on the program
};
// "searching", "shrinking", "found", "not-found", "cancelled", "out-of-time", "faulted", "intermittent"
std::string_view searchStateName(SearchState s);

// A failure of an outside program (a timeout, a crash, an exit, garbage, its own error line) on a search's
// input: never a verdict about what it answers, a finding of its own kind.
struct ProgramFault {
  std::string algo;         // the program's algorithm name
  std::string message;      // the failure as the program runner words it ("... no result for request 5 ...")
  int tryIndex = -1;        // the random input (0-based) it failed on
  bool reproduced = false;  // it failed again on the same input after a fresh start
};

// Where a search stands; progress() hands out a copy to any thread.
struct SearchProgress {
  SearchState state = SearchState::Searching;
  int tried = 0;  // random inputs tried
  int maxTries = 0;
  int shrinkTested = 0;                   // shrink candidates tested
  int shrinkSteps = 0;                    // shrink candidates accepted (each made the input strictly smaller)
  BudgetLimit limit = BudgetLimit::None;  // the time limit or Cancel when either ended it (a Found search too)
  int intermittentFaults = 0;  // program failures that did not happen again on a fresh start (the search went on)
  int shrinkFaults = 0;        // shrink candidates not used because a program failed on them
};

// The driver every game shares.
// How many more times a difference found with a user's program must come back the same, each after a fresh
// start, before it is reported: a program answering at random (a coin per verdict) passes all of them with a
// chance of 1 in 1,024.
inline constexpr int kDifferenceRechecks = 10;

class Search {
 public:
  virtual ~Search() = default;
  Search(const Search&) = delete;
  Search& operator=(const Search&) = delete;

  // Does at most `budget` units of work; returns true while the search has more to do.
  bool step(int budget = 1);
  // Does units of work (at least one) until `slice` has passed, for a frame's share of time; returns
  // true while the search has more to do.
  bool stepFor(std::chrono::microseconds slice);
  // Steps to the end. `onProgress` is called after every unit; returning false cancels the search.
  SearchState run(const std::function<bool(const SearchProgress&)>& onProgress = {});
  // Asks the search to stop; it ends (state Cancelled) within milliseconds, even inside a unit. Any thread.
  void cancel() { budget_.cancel(); }
  // Ends the search once `limit` has passed from now (zero: no limit), within milliseconds even inside a
  // unit of work: state OutOfTime while searching, Found (the smallest so far) while shrinking.
  void setTimeLimit(std::chrono::milliseconds limit) { budget_.setTimeLimit(limit); }
  SearchState state() const { return state_.load(std::memory_order_acquire); }
  bool done() const;
  SearchProgress progress() const;  // any thread
  // Called before an input is tried again to see whether what it showed reproduces: restarts the outside
  // programs among the two algorithms, so the check starts from where the first try started (the CLI and
  // the workbench set it; built-in algorithms need none). Set before the search runs.
  void setFreshStart(std::function<void()> freshStart) { freshStart_ = std::move(freshStart); }
  // Faulted: the program failure that ended the search; otherwise the first failure that did not
  // reproduce (tryIndex -1 when there was none). Read once done().
  const ProgramFault& fault() const { return fault_; }
  // A program's failure on the input being tried when the time ran out (or Cancel came): not checked again
  // on a fresh start, so not a finding; tryIndex -1 when none.
  const ProgramFault& unconfirmedFault() const { return unconfirmed_; }
  // Found with a user's program: how many fresh starts the difference came back the same on (what the report
  // says it was checked against); 0 otherwise.
  int rechecked() const { return rechecked_.load(std::memory_order_acquire); }

 protected:
  Search(int maxTries, int maxShrinkTests);
  enum class Outcome : unsigned char { Same, Differs, Fault };
  // Tries random input number `index` (0-based). Differs: the derived class keeps it as both its first
  // and its current smallest input. Fault: an outside program failed on it; the derived class keeps the
  // input and sets `fault` (algo, message). Trying the same index again tries the same input.
  virtual Outcome tryInput(int index, ProgramFault& fault) = 0;
  // Tests the next shrink candidate of the current smallest input. Returns false when none is left
  // (nothing tested); sets `accepted` when the candidate still differs and became the smallest, `faulted`
  // when a program failed on it (the candidate is not used: a failure is not a difference).
  virtual bool shrinkOnce(bool& accepted, bool& faulted) = 0;
  // Fills in the verdicts and traces of the result and of the input as found; called once, when the search
  // ends with an input or faults on one.
  virtual void finish() = 0;
  // After finish(), with an outside program among the two: whether the result's difference shows in its
  // two verdicts, free of program failures, and comes back, the same, on `times` more runs after fresh
  // starts (Cancel stops the checks: false). When false, the result is forgotten (first() stays).
  virtual bool reproduces(int times) = 0;
  // Forgets the result (first() stays): a difference never checked is not reported.
  virtual void forgetResult() = 0;
  bool cancelled() const { return budget_.cancelled(); }
  // Whether an outside program is one of the two algorithms (only they can fail or answer at random).
  virtual bool involvesOutside() const = 0;
  void freshStart() {
    if (freshStart_) freshStart_();
  }
  // For long units of work (a 64x64 link board holds thousands of pairs): true once the time limit has
  // passed or cancel() was called, after which the unit gives up (its answer is not used).
  bool outOfBudget() { return !budget_.check(); }

 private:
  void end(SearchState s);
  const int maxTries_;
  const int maxShrinkTests_;
  bool haveInput_ = false;
  SearchBudget budget_;
  std::atomic<SearchState> state_{SearchState::Searching};
  std::atomic<int> tried_{0};
  std::atomic<int> shrinkTested_{0};
  std::atomic<int> shrinkSteps_{0};
  std::atomic<int> intermittentFaults_{0};
  std::atomic<int> shrinkFaults_{0};
  std::atomic<int> rechecked_{0};
  std::function<void()> freshStart_;
  ProgramFault fault_;
  ProgramFault unconfirmed_;
};

// "2 program failure(s) did not happen again on a fresh start; the first, on input 7: ..." (the search went
// on past them), or "" when there were none or the search ended on a failure: what `diff` and `grade` write.
std::string intermittentFaultsText(const Search& s);

// [SECTION] The skeleton of a game's search
//
// What every game's search keeps and does alike: the input as first found and the smallest one, the plan of
// shrink candidates for the smallest, tried in order until none is left (a candidate accepted plans
// anew), and the traces filled in at the end with the verdicts as found kept. A game supplies its random
// input (tryInput), its candidates (planShrinks), one candidate tested (tryShrink), its traces (fillTraces)
// and its recheck (reproduces). `Diff` carries the two verdicts as `a` and `b`.
template <class Diff, class Shrink>
class ShrinkingSearch : public Search {
 public:
  // The input as first found and the smallest one; set once found, with verdicts, traces and divergence
  // once done(). Faulted: first() is the input the program failed on and result() is empty; Intermittent:
  // first() only.
  const std::optional<Diff>& first() const { return first_; }
  const std::optional<Diff>& result() const { return best_; }

 protected:
  using Search::Search;
  // What tryInput found: Differs keeps `d` as the first and the smallest input and plans its shrinks;
  // Fault keeps it as the input the program failed on.
  Outcome found(Diff d, Outcome outcome) {
    if (outcome == Outcome::Fault) {
      first_ = std::move(d);
      return outcome;
    }
    first_ = d;
    best_ = std::move(d);
    replan();
    return outcome;
  }
  // tryInput starts here: nothing found yet.
  void forgetAll() {
    first_.reset();
    best_.reset();
  }
  // The candidates for the smallest input `best`, the biggest cuts first.
  virtual std::vector<Shrink> planShrinks(const Diff& best) const = 0;
  // Tests one candidate on the smallest input: Differs when it still shows the difference, and it then
  // has become the smallest (in best_); Fault when a program failed on it (not used: a failure is not a
  // difference); Same when the difference is gone.
  virtual Outcome tryShrink(const Shrink& candidate) = 0;
  // Fills in the verdicts, traces and divergence of `d` with a traced run of both algorithms.
  virtual void fillTraces(Diff& d) const = 0;
  void forgetResult() final { best_.reset(); }

  std::optional<Diff> first_, best_;

 private:
  void replan() {
    plan_ = planShrinks(*best_);
    next_ = 0;
  }
  bool shrinkOnce(bool& accepted, bool& faulted) final {
    if (next_ >= plan_.size()) return false;
    const Shrink candidate = plan_[next_++];
    const Outcome outcome = tryShrink(candidate);
    if (outcome == Outcome::Fault) faulted = true;
    if (outcome == Outcome::Differs) {
      accepted = true;
      replan();
    }
    return true;
  }
  void finish() final {
    if (best_) fillTraces(*best_);
    if (first_) {
      // The verdicts as found stay (a program's failure, a difference that may not come back); the traced
      // run adds the steps.
      auto a = first_->a;
      auto b = first_->b;
      fillTraces(*first_);
      first_->a = std::move(a);
      first_->b = std::move(b);
    }
  }
  std::vector<Shrink> plan_;
  std::size_t next_ = 0;
};

// [SECTION] A walk over the input on screen, with a budget
//
// The workbench's "first difference" of a user's program: the program against the reference on the game or
// board the user has open (not random inputs), off the UI thread, with progress and Cancel. Only verdicts
// are compared (a program's steps are its own: stepsComparable). With an outside program among the two, a
// difference is looked at once more after a fresh start (`freshStart`) and reported only if it shows again;
// a program's failure is said as a failure, never as a difference.

// How far a walk went and how it ended.
struct WalkCoverage {
  int compared = 0;  // actions of the record (a painted position: its stones; link: pairs of equal tiles)
  int total = 0;     // how many the input holds
  BudgetLimit limit = BudgetLimit::None;  // Cancel or the time limit, when either cut the walk short
  std::string faultAlgo, fault;           // an outside program failed at the last one compared: no verdict there
  bool rechecked = false;                 // the difference was looked at again after a fresh start
  bool reproduced = false;                // ... and showed again, the same
};

}  // namespace boardlab::diff
