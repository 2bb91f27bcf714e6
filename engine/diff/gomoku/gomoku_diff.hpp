#pragma once
// Gomoku's counterexample finder (search.hpp has the driver every game shares):
//   - on a given record: compareGomoku(record, "scan", "scan:objc");
//   - a seeded random search that shrinks what it finds: GomokuSearch (the finder makes it through
//     gomokuSearchMaker, registered by engine/builtin_games.cpp);
//   - the walk over the record on screen, with a budget: walkGomoku.
//
// What "differ" means: the two algorithms follow the same record action by action (detector.hpp) until the
// first action where either reports something (a win or a fault). They differ when their verdicts there
// do: the winner, or a fault against none (by default), and also the cells reported as the winning line
// when compareLines is set (as sets of cells: gomoku::sameVerdict, what the workbench's Compare uses). By
// default a variant that reports five cells of a six-stone run (lines:js) is not a counterexample: who
// won, and whether the published code would crash, is what a class asks.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/diff/game_search.hpp"
#include "engine/diff/search.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/gomoku/replay.hpp"

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

// The candidates a gomoku input is shrunk by.
struct GomokuShrink {
  enum Kind : unsigned char { RemoveOne, RemoveTwo, Reframe, Move } kind;
  int i = 0, j = 0;        // actions removed (RemoveOne: i; RemoveTwo: i and j); Move: action i ...
  int dc = 0, dr = 0;      // Reframe: stones move by (-dc, -dr) ...
  int cols = 0, rows = 0;  // ... onto a board of this size
  Cell to{};               // Move: ... is played here instead
};

// Random gomoku games until the two algorithms differ, then the smallest game that still shows it. first()
// is the game as first found, cut after its differing action.
class GomokuSearch : public ShrinkingSearch<GomokuDiff, GomokuShrink> {
 public:
  // Throws std::invalid_argument for an unknown algorithm or bad options.
  explicit GomokuSearch(GomokuSearchOptions options);
  const GomokuSearchOptions& options() const { return options_; }

 private:
  Outcome tryInput(int index, ProgramFault& fault) override;
  std::vector<GomokuShrink> planShrinks(const GomokuDiff& best) const override;
  Outcome tryShrink(const GomokuShrink& candidate) override;
  void fillTraces(GomokuDiff& d) const override;
  bool reproduces(int times) override;
  bool involvesOutside() const override;

  GomokuSearchOptions options_;
  int undoPercent_ = 0;
};

// [SECTION] A walk over the record on screen (search.hpp: WalkCoverage)

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

// The finder's gomoku search (game_search.hpp), typed for the gomoku view that reads its results.
std::unique_ptr<GomokuSearch> makeGomokuSearch(const RandomSearchRequest& request);
// Its entry in the finder's list of searches (engine/builtin_games.cpp registers it).
GameSearchMaker gomokuSearchMaker();

}  // namespace boardlab::diff
