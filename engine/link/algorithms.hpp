#pragma once
// The link algorithms by name: what the CLI, the workbench and the tests call. Each algorithm is written
// once as a template over the tracer (corners.hpp, corners_objc.hpp, bfs.hpp, rays.hpp); this file runs
// it plain or recorded.

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/link/path.hpp"

namespace boardlab::link {

enum class Algo : unsigned char { Corners, CornersObjc, Bfs, Rays };
constexpr std::array<Algo, 4> kAlgos{Algo::Corners, Algo::CornersObjc, Algo::Bfs, Algo::Rays};

std::string_view algoName(Algo algo);                     // "corners", "corners:objc", "bfs", "rays"
std::optional<Algo> parseAlgo(std::string_view name);     // nullopt for an unknown name
std::string_view algoSummary(Algo algo);                  // one line for menus and --help
const std::vector<std::string>& algoListing(Algo algo);   // the pseudo-code Step::codeLine refers to
// Does the algorithm handle this turn limit? Only bfs handles more than 2 turns (or any).
bool algoApplies(Algo algo, int maxTurns);

// One query, untraced. The board's border and turn settings apply.
LinkResult query(Algo algo, const Board& board, Cell a, Cell b);

struct TracedQuery {
  LinkResult result;
  Trace trace;
};
TracedQuery traceQuery(Algo algo, const Board& board, Cell a, Cell b,
                       std::size_t maxSteps = Recorder::kDefaultMaxSteps,
                       std::size_t maxMarks = Recorder::kDefaultMaxMarks);

// Every best path from a to b (fewest turns, then fewest cells) in tie-rule order, at most `cap` of them;
// the first is the path the algorithms report. Empty when the tiles do not link.
std::vector<std::vector<Cell>> bestPaths(const Board& board, Cell a, Cell b, std::size_t cap = 64);

// The algorithm the game layer uses: corners for up to 2 turns (fastest), bfs otherwise.
Algo fastestAlgo(const Board& board);

}  // namespace boardlab::link
