#pragma once
// The link algorithms by name: what the CLI, the workbench and the tests call. Each algorithm is written
// once as a template over the tracer (corners.hpp, corners_objc.hpp, bfs.hpp, rays.hpp) and describes
// itself beside its code (kCorners in corners.cpp, ...); algorithms.cpp holds the one list of them and
// runs any of them plain or recorded. Outside programs (engine/ext) are added and removed at run time.

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/algorithm.hpp"
#include "engine/core/trace.hpp"
#include "engine/link/path.hpp"

namespace boardlab::link {

// Runs one query of an outside algorithm; `rec` is null for an untraced run.
using OutsideQuery = std::function<LinkResult(const Board& board, Cell a, Cell b, Recorder* rec)>;

// How a link algorithm runs: one query, untraced (fast) or recorded.
struct QueryRunner {
  LinkResult (*untraced)(const Board&, Cell, Cell) = nullptr;           // a built-in's fast run
  LinkResult (*traced)(const Board&, Cell, Cell, Recorder&) = nullptr;  // the same code, recorded
  bool anyTurns = false;                  // handles every turn limit (else only limits up to 2)
  const OutsideQuery* outside = nullptr;  // an outside program's query (owned by the registry)
};

// The QueryRunner of an algorithm written once as `F{}(board, a, b, tracer)`.
template <class F>
constexpr QueryRunner bothWays(bool anyTurns) {
  return {[](const Board& board, Cell a, Cell b) {
            NullTracer untraced;
            return F{}(board, a, b, untraced);
          },
          [](const Board& board, Cell a, Cell b, Recorder& rec) { return F{}(board, a, b, rec); }, anyTurns, nullptr};
}

// One link algorithm's descriptor (engine/core/algorithm.hpp).
using AlgorithmInfo = Algorithm<QueryRunner>;
// A link algorithm as the callers hold it: its descriptor, which lives as long as the program.
using Algo = const AlgorithmInfo*;

// The built-in four in a stable order; with `withOutside`, then the outside ones.
std::vector<Algo> algorithms(bool withOutside = false);
std::optional<Algo> parseAlgo(std::string_view name);  // built-in or outside; nullopt for an unknown name

inline std::string_view algoName(Algo algo) { return algo->name; }      // "corners", ...
inline std::string_view algoSummary(Algo algo) { return algo->title; }  // for menus and --help
inline const std::vector<std::string>& algoListing(Algo algo) {
  return algo->listing();
}  // what Step::codeLine points into
// Does the algorithm handle this turn limit? Only bfs (and outside programs) handle more than 2 (or any).
inline bool algoApplies(Algo algo, int maxTurns) {
  return algo->run.anyTurns || (maxTurns != Board::kAnyTurns && maxTurns <= 2);
}
// The corrected algorithm `algo` is compared with, or nullptr.
Algo correctedPeer(Algo algo);

// One query, untraced. The board's border and turn settings apply.
LinkResult query(Algo algo, const Board& board, Cell a, Cell b);

// A recorded query: its answer and its steps.
struct TracedQuery {
  LinkResult result;
  Trace trace;
};
// One query, recorded within the step and mark caps.
TracedQuery traceQuery(Algo algo, const Board& board, Cell a, Cell b, std::size_t maxSteps = Recorder::kDefaultMaxSteps,
                       std::size_t maxMarks = Recorder::kDefaultMaxMarks);

// Every best path from a to b (fewest turns, then fewest cells) in tie-rule order, at most `cap` of them;
// the first is the path the algorithms report. Empty when the tiles do not link.
std::vector<std::vector<Cell>> bestPaths(const Board& board, Cell a, Cell b, std::size_t cap = 64);

// The algorithm the game layer uses: corners for up to 2 turns (fastest), bfs otherwise.
Algo fastestAlgo(const Board& board);

// Adds (or replaces) the outside algorithm `name`; parseAlgo(), query() and traceQuery() then take it like
// a built-in one (algorithms() lists it when asked). Returns its handle.
Algo addOutsideAlgorithm(std::string name, std::string summary, OutsideQuery run);
// Removes the outside algorithm `name`; a handle still held answers "not applicable".
void removeOutsideAlgorithm(std::string_view name);

// Do two answers to the same query agree? Built-ins must give the same result to the last cell of the
// path; an outside program only the same yes or no (any valid path is a correct answer: BoardLab has
// checked it cell by cell already).
bool sameLinkAnswer(Algo algoA, Algo algoB, const LinkResult& a, const LinkResult& b);

}  // namespace boardlab::link
