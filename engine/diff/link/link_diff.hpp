#pragma once
// Link's counterexample finder (search.hpp has the driver every game shares):
//   - on a given board: compareLinkPair, compareLinkBoard (every pair of equal tiles);
//   - a seeded random search that shrinks what it finds: LinkSearch (the finder makes it through
//     linkSearchMaker, registered by engine/builtin_games.cpp);
//   - the walk over the board on screen, with a budget: walkLink.
//
// What "differ" means: query() of the two on the same pair of equal tiles gives unequal LinkResults
// (linked, path, turns, shape, reason).

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
#include "engine/link/algorithms.hpp"
#include "engine/link/board.hpp"

namespace boardlab::diff {

// [SECTION] Comparing on a given input

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

// The candidates a link input is shrunk by.
struct LinkShrink {
  enum Kind : unsigned char { RemoveTile, Reframe } kind;
  Cell tile{};
  int dc = 0, dr = 0, cols = 0, rows = 0;  // Reframe: tiles move by (-dc, -dr) onto cols x rows
};

// Random link boards until the two algorithms differ on a pair, then the smallest board that still shows it.
class LinkSearch : public ShrinkingSearch<LinkDiff, LinkShrink> {
 public:
  explicit LinkSearch(LinkSearchOptions options);  // throws std::invalid_argument for bad options
  const LinkSearchOptions& options() const { return options_; }

 private:
  Outcome tryInput(int index, ProgramFault& fault) override;
  std::vector<LinkShrink> planShrinks(const LinkDiff& best) const override;
  Outcome tryShrink(const LinkShrink& candidate) override;
  void fillTraces(LinkDiff& d) const override;
  bool reproduces(int times) override;
  bool involvesOutside() const override;

  LinkSearchOptions options_;
};

// [SECTION] A walk over the board on screen (search.hpp: WalkCoverage)

struct LinkWalk {
  WalkCoverage coverage;
  std::optional<LinkDiff> diff;          // the first pair (row-major, as compareLinkBoard) where they differ
  std::optional<LinkDiff> intermittent;  // one that did not show again after a fresh start
};
// Every pair of equal tiles until the first difference. Algorithms are named (a restarted outside program
// is registered anew under its name).
LinkWalk walkLink(const link::Board& board, std::string_view algoA, std::string_view algoB, SearchBudget& budget,
                  const std::function<void()>& freshStart = {});

// The finder's link search (game_search.hpp), typed for the link view that reads its results.
std::unique_ptr<LinkSearch> makeLinkSearch(const RandomSearchRequest& request);
// Its entry in the finder's list of searches (engine/builtin_games.cpp registers it).
GameSearchMaker linkSearchMaker();

}  // namespace boardlab::diff
