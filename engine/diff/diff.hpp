#pragma once
// The counterexample finder: where do two algorithms of the same game answer differently?
//
// Two uses:
//   - on a given input: compareGomoku(record, "scan", "scan:objc") / compareLinkBoard(board, A, B);
//   - a seeded random search that shrinks what it finds:
//       diff::GomokuSearch search({.algoA = "scan", .algoB = "scan:objc", .seed = 7});
//       while (search.step(50)) { show(search.progress()); }        // frame by frame, or search.run(callback)
//       if (search.state() == diff::SearchState::Found) open(search.result()->record, ...);
//
// A search runs in small units of work (one random input tried, or one shrink candidate tested), so the
// workbench can drive it from a worker thread or a few units per frame. cancel() and progress() may be
// called from any thread; step(), run() and the results belong to the thread that drives the search (read
// the results once done() is true). Everything is deterministic for a seed: the random numbers are
// link::Rng (splitmix64), the same on every platform, and try k draws from its own generator.
//
// What "differ" means:
//   - gomoku: the two algorithms follow the same record action by action (detector.hpp) until the first
//     action where either reports something (a win or a fault). They differ when their verdicts there do:
//     the winner, or a fault against none (by default), and also the cells reported as the winning line
//     when compareLines is set (as sets of cells: gomoku::sameVerdict, what the workbench's Compare uses). By default a variant that reports five cells of a six-stone run (lines:js)
//     is not a counterexample: who won, and whether the published code would crash, is what a class asks.
//   - link: query() of the two on the same pair of equal tiles gives unequal LinkResults (linked, path,
//     turns, shape, reason).
//
// Index of this file:
// [SECTION] Comparing on a given input: GomokuDiff, compareGomoku, LinkDiff, compareLinkPair, compareLinkBoard
// [SECTION] The random search: SearchState, SearchProgress, Search (the driver both games share)
// [SECTION] Gomoku search: GomokuSearchOptions, GomokuSize, GomokuSearch
// [SECTION] Link search: LinkSearchOptions, LinkSize, LinkSearch
// [SECTION] A walk over the input on screen, with a budget: GomokuWalk, walkGomoku, LinkWalk, walkLink

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/budget.hpp"
#include "engine/core/trace.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/gomoku/replay.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board.hpp"

namespace boardlab::diff {

// [SECTION] Comparing on a given input

// Where two gomoku algorithms first differ on one record.
struct GomokuDiff {
  gomoku::GameRecord record;   // the input (a search's result ends at `ply`)
  int ply = 0;                 // 1-based action where the verdicts first differ; 0 when they never do
  gomoku::Detection a, b;      // each algorithm's verdict at `ply` (result empty when it reports nothing)
  Trace traceA, traceB;        // each one's steps at `ply`; empty for a stateless algorithm at a take-back
  int divergence = -1;         // firstDivergence(traceA, traceB): the step to open the workbench at
  bool stepsCompared = false;  // stepsComparable(A, B): else divergence stays -1 (only the verdicts compare)
  bool differs() const { return ply > 0; }
};

// Follows both algorithms through the record. A record with no actions (a painted position) is compared on
// each of its stones in reading order (top row first) as if that stone had just been placed
// (gomoku::stoneToAnalyse); the first stone where they differ is returned, with its one-move record. Throws std::invalid_argument for an unknown algorithm or a
// record that cannot be played. With withTraces false, the traces stay empty and divergence is -1.
GomokuDiff compareGomoku(const gomoku::GameRecord& record, std::string_view algoA, std::string_view algoB,
                         bool withTraces = true, bool compareLines = false);

// What two link algorithms answer on one pair of cells.
struct LinkDiff {
  link::Board board;
  Cell from, to;               // the pair of equal tiles queried
  link::LinkResult a, b;       // query() of each algorithm
  Trace traceA, traceB;        // traceQuery() of each
  int divergence = -1;         // firstDivergence(traceA, traceB), when stepsCompared
  bool stepsCompared = false;  // stepsComparable(A, B): else divergence stays -1
  bool linkedOnly = false;     // an outside program is one of the two: any valid path is a right answer
  // A path that breaks the rules is an answer of its own (link::sameLinkAnswer).
  bool differs() const {
    return linkedOnly ? a.linked != b.linked || a.fault.empty() != b.fault.empty() ||
                            a.brokenRule.empty() != b.brokenRule.empty()
                      : !(a == b);
  }
};

// Compares one query (any two cells; the refusals are compared too).
LinkDiff compareLinkPair(const link::Board& board, link::Algo algoA, link::Algo algoB, Cell from, Cell to,
                         bool withTraces = true);
// Every pair of equal tiles (row-major order, from before to), the ones where the two differ.
std::vector<LinkDiff> compareLinkBoard(const link::Board& board, link::Algo algoA, link::Algo algoB,
                                       bool withTraces = true);
// How many pairs of equal tiles the board has (what compareLinkBoard looks at).
int equalPairCount(const link::Board& board);

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

// The driver shared by both games.
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

// [SECTION] Gomoku search

// What a gomoku search draws and compares; the defaults are the workbench's.
struct GomokuSearchOptions {
  std::string algoA = "scan";
  std::string algoB = "scan:objc";
  std::uint64_t seed = 1;
  int maxTries = 2000;
  int minSize = 5;  // each side of the board is drawn from minSize..maxSize (within 5..26)
  int maxSize = 15;
  // What the users' programs are written for: every published article checks freestyle (five or more).
  // nullopt: freestyle or standard at random.
  std::optional<gomoku::Rule> rule = gomoku::Rule::Freestyle;
  // Percent of actions that are a take-back (and as many a redo) when one is possible. -1: 12 when either
  // algorithm is stateful (only they see take-backs), else 0.
  int undoPercent = -1;
  bool compareLines = false;    // also a difference: the same winner with other cells as the winning line
  int maxShrinkTests = 20'000;  // the shrink stops there and keeps the smallest input so far
};

// The size of a gomoku input: actions first, then board area. No accepted shrink raises either; most lower
// one, and the rest move a stone off the rim of the board (same size, but it makes room to crop).
// How big a gomoku input is: what shrinking makes smaller.
struct GomokuSize {
  int actions = 0;
  int cols = 0;
  int rows = 0;
};
GomokuSize sizeOf(const gomoku::GameRecord& record);  // its actions and board sides

// Random gomoku games until the two algorithms differ, then the smallest game that still shows it.
class GomokuSearch : public Search {
 public:
  // Throws std::invalid_argument for an unknown algorithm or bad options.
  explicit GomokuSearch(GomokuSearchOptions options);
  const GomokuSearchOptions& options() const { return options_; }
  // The input as first found (cut after its differing action) and the smallest one; set once found.
  // Both carry their verdicts, traces and divergence once done(). Faulted: first() is the game the program
  // failed on (cut after that action) and result() is empty; Intermittent: first() only.
  const std::optional<GomokuDiff>& first() const { return first_; }  // the first game found, unshrunk
  const std::optional<GomokuDiff>& result() const { return best_; }  // the smallest game found

 private:
  Outcome tryInput(int index, ProgramFault& fault) override;
  bool shrinkOnce(bool& accepted, bool& faulted) override;
  void finish() override;
  bool reproduces(int times) override;
  void forgetResult() override { best_.reset(); }
  bool involvesOutside() const override;
  void planShrinks();

  struct Shrink {
    enum Kind : unsigned char { RemoveOne, RemoveTwo, Reframe, Move } kind;
    int i = 0, j = 0;        // actions removed (RemoveOne: i; RemoveTwo: i and j); Move: action i ...
    int dc = 0, dr = 0;      // Reframe: stones move by (-dc, -dr) ...
    int cols = 0, rows = 0;  // ... onto a board of this size
    Cell to{};               // Move: ... is played here instead
  };
  GomokuSearchOptions options_;
  int undoPercent_ = 0;
  std::optional<GomokuDiff> first_, best_;
  std::vector<Shrink> plan_;
  std::size_t next_ = 0;
};

// [SECTION] Link search

// What a link search draws and compares; the defaults are the workbench's.
struct LinkSearchOptions {
  link::Algo algoA = *link::parseAlgo("corners");
  link::Algo algoB = *link::parseAlgo("corners:objc");
  std::uint64_t seed = 1;
  int maxTries = 2000;
  int minSize = 2;  // each side drawn from minSize..maxSize (within link::Board::kMinSize..kMaxSize, 1..64)
  int maxSize = 8;
  int maxFaces = 4;            // 1..maxFaces distinct faces, so that equal pairs are common
  std::optional<bool> border;  // nullopt: ring on or off at random
  int maxTurns = 2;            // the turn limit of every board (corners and corners:objc handle 2 or fewer)
  int maxShrinkTests = 20'000;
};

// How big a link input is: what shrinking makes smaller.
struct LinkSize {
  int tiles = 0;
  int cols = 0;
  int rows = 0;
};
LinkSize sizeOf(const link::Board& board);  // its tiles and board sides

// Random link boards until the two algorithms differ on a pair, then the smallest board that still shows it.
class LinkSearch : public Search {
 public:
  explicit LinkSearch(LinkSearchOptions options);  // throws std::invalid_argument for bad options
  const LinkSearchOptions& options() const { return options_; }
  // As GomokuSearch's: Faulted and Intermittent leave result() empty and first() the board as found.
  const std::optional<LinkDiff>& first() const { return first_; }  // the first board found, unshrunk
  const std::optional<LinkDiff>& result() const { return best_; }  // the smallest board found

 private:
  Outcome tryInput(int index, ProgramFault& fault) override;
  bool shrinkOnce(bool& accepted, bool& faulted) override;
  void finish() override;
  bool reproduces(int times) override;
  void forgetResult() override { best_.reset(); }
  bool involvesOutside() const override;
  void planShrinks();

  struct Shrink {
    enum Kind : unsigned char { RemoveTile, Reframe } kind;
    Cell tile{};
    int dc = 0, dr = 0, cols = 0, rows = 0;  // Reframe: tiles move by (-dc, -dr) onto cols x rows
  };
  LinkSearchOptions options_;
  std::optional<LinkDiff> first_, best_;
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

struct GomokuWalk {
  WalkCoverage coverage;
  // The difference (verdicts only, no traces): the first action where the two report different things;
  // for a painted position, the first stone in reading order, with its one-move record. Set only when it
  // reproduced (or no outside program is involved).
  std::optional<GomokuDiff> diff;
  // A difference that did not show again after a fresh start (not a verdict on the program).
  std::optional<GomokuDiff> intermittent;
};
// Follows the record action by action as compareGomoku does, checking `budget` before each one and
// reporting budget.setProgress(compared, total). Throws std::invalid_argument as compareGomoku does.
GomokuWalk walkGomoku(const gomoku::GameRecord& record, std::string_view algoA, std::string_view algoB,
                      SearchBudget& budget, const std::function<void()>& freshStart = {});

struct LinkWalk {
  WalkCoverage coverage;
  std::optional<LinkDiff> diff;          // the first pair (row-major, as compareLinkBoard) where they differ
  std::optional<LinkDiff> intermittent;  // one that did not show again after a fresh start
};
// Every pair of equal tiles until the first difference. Algorithms are named (a restarted outside program
// is registered anew under its name).
LinkWalk walkLink(const link::Board& board, std::string_view algoA, std::string_view algoB, SearchBudget& budget,
                  const std::function<void()>& freshStart = {});

}  // namespace boardlab::diff
