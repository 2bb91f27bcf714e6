#pragma once
// Can the whole board be cleared? Deciding it is NP-complete in general (field notes §6), so this is an
// exact depth-first search over removal orders with memoisation of the boards already shown to be dead
// ends, bounded by a number of states and, when given a SearchBudget, by time and a cancel flag as well.

#include <cstddef>
#include <string>
#include <vector>

#include "engine/core/budget.hpp"
#include "engine/link/board.hpp"
#include "engine/link/game.hpp"

namespace boardlab::link {

struct SolveOptions {
  static constexpr std::size_t kDefaultMaxStates = 200'000;
  // The most states any search explores, whatever maxStates asks: the memo of dead ends grows with
  // them, so this bounds one search's memory and time (docs/limits.md).
  static constexpr std::size_t kMostStates = 2'000'000;
  std::size_t maxStates = kDefaultMaxStates;  // distinct boards explored before giving up (capped at kMostStates)
  bool gravity = false;                       // tiles fall after each removal (Shisen-Sho)
};

enum class SolveStatus : unsigned char { Solved, Unsolvable, GaveUp };
std::string_view solveStatusName(SolveStatus s);  // "solved", "unsolvable", "gave-up"

struct SolveResult {
  SolveStatus status = SolveStatus::GaveUp;
  std::vector<Pair> moves;                // the removal order when solved (cells as they are at the time of each move)
  std::size_t states = 0;                 // boards explored
  BudgetLimit limit = BudgetLimit::None;  // GaveUp: which limit stopped the search
  std::string message;                    // e.g. "gave up after 200000 states"
};

// Bounded by options.maxStates (at most kMostStates) alone.
SolveResult solve(const Board& board, const SolveOptions& options = {});
// Bounded by `budget` too: its time limit, cancel flag and state limit (the smaller of its own and
// options.maxStates counts). Checked at every board and every few dozen link queries, so a limit is
// honoured within milliseconds even on a 64x64 board. budget.states() is the progress.
SolveResult solve(const Board& board, const SolveOptions& options, SearchBudget& budget);

// Plays `moves` on a copy of the board: true when every move links at its turn and the board ends empty.
bool replayClears(const Board& board, const std::vector<Pair>& moves, bool gravity = false);

}  // namespace boardlab::link
