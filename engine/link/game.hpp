#pragma once
// The game around the link check: removing a linked pair, hints, deadlock, shuffle and gravity.
// Every query here uses the board's own border and turn settings and the fastest applicable algorithm.

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "engine/core/budget.hpp"
#include "engine/core/random.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board.hpp"

namespace boardlab::link {

struct Pair {
  Cell a;  // the tile that comes first in row-major order
  Cell b;
  friend bool operator==(const Pair&, const Pair&) = default;
};

// Every linkable pair, ordered by a then b in row-major order (tiles are grouped by face, so only equal
// faces are ever queried).
std::vector<Pair> allPairs(const Board& board);
// The first pair allPairs() would list, found without listing the others.
std::optional<Pair> hint(const Board& board);
// The same, stopping with nullopt once `budget` runs out of time or is cancelled (budget.exhausted() then
// tells a refusal from "no pair links"). A deadlocked 64x64 board of two faces costs millions of queries.
std::optional<Pair> hint(const Board& board, SearchBudget& budget);
// Tiles remain but no pair links.
bool deadlocked(const Board& board);

// Removes a and b when they link (by fastestAlgo) and returns the answer; the board is untouched when
// they do not. With gravity, the tiles above each removed one then fall down their column.
LinkResult removePair(Board& board, Cell a, Cell b, bool gravity = false);

// Shisen-Sho gravity: in the given column (or every column), tiles fall to the bottom keeping their order.
void applyGravity(Board& board, int col);
void applyGravity(Board& board);

// Deals the same faces onto the same occupied cells in a new order (empty cells stay where they are)
// such that at least one pair links. Deterministic for a seed. Returns false when no order of these
// tiles on these cells has a move (then the board is still shuffled, and deadlocked).
bool shuffleTiles(Board& board, std::uint64_t seed);

// The random numbers behind shuffle and the generator (engine/core/random.hpp).
using Rng = boardlab::Rng;

}  // namespace boardlab::link
