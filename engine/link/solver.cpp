#include "engine/link/solver.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <unordered_set>

#include "engine/i18n/i18n.hpp"

namespace boardlab::link {

std::string_view solveStatusName(SolveStatus s) {
  switch (s) {
    case SolveStatus::Solved:
      return "solved";
    case SolveStatus::Unsolvable:
      return "unsolvable";
    case SolveStatus::GaveUp:
      return "gave-up";
  }
  return "?";
}

namespace {

// A board state as two independent 64-bit hashes of its cells. Storing whole boards would cost up to
// 4 KB per state on 64x64; two hashes cost 16 bytes, and a false "seen" needs both to collide
// (about 2^-128 per pair of states).
struct StateKey {
  std::uint64_t h1, h2;
  friend bool operator==(const StateKey&, const StateKey&) = default;
};
struct StateKeyHash {
  std::size_t operator()(const StateKey& k) const { return static_cast<std::size_t>(k.h1); }
};

StateKey key(const Board& b) {
  std::uint64_t h1 = 0xcbf29ce484222325ull, h2 = 0x84222325cbf29ce4ull;
  for (int r = 0; r < b.rows(); ++r)
    for (int c = 0; c < b.cols(); ++c) {
      const auto f = static_cast<std::uint64_t>(static_cast<unsigned char>(b.at({c, r})));
      h1 = (h1 ^ f) * 0x100000001b3ull;                               // FNV-1a
      h2 = (h2 + f + 0x9E3779B97F4A7C15ull) * 0xBF58476D1CE4E5B9ull;  // a multiply-add chain
      h2 ^= h2 >> 31;
    }
  return {h1, h2};
}

// How many link queries pass between two looks at the clock and the cancel flag: a query costs well
// under a microsecond, so a limit is seen within a fraction of a millisecond.
constexpr int kQueriesPerCheck = 64;

struct Search {
  const SolveOptions& options;
  SearchBudget& budget;
  std::unordered_set<StateKey, StateKeyHash> dead;
  std::vector<Pair> moves;
  int sinceCheck = 0;

  bool linksWithinBudget(const Board& b, Algo algo, Cell a, Cell c) {
    if (++sinceCheck >= kQueriesPerCheck) {
      sinceCheck = 0;
      budget.check();
    }
    return !budget.exhausted() && query(algo, b, a, c).linked;
  }

  // Without gravity, removing tiles only opens paths, so when a face has exactly two tiles left and they
  // link, removing them now can never spoil a solution: no need to branch on it. Of several such pairs,
  // the first in allPairs() order (by a, then b, row-major).
  std::optional<Pair> forcedMove(const Board& b, const std::vector<std::vector<Cell>>& groups, Algo algo) {
    if (options.gravity) return std::nullopt;
    std::optional<Pair> best;
    for (const std::vector<Cell>& tiles : groups)
      if (tiles.size() == 2 && (!best || cellBefore(tiles[0], best->a)) &&
          linksWithinBudget(b, algo, tiles[0], tiles[1]))
        best = Pair{tiles[0], tiles[1]};
    return best;
  }

  bool tryMove(const Board& b, const Pair& p) {
    Board next = b;
    removePair(next, p.a, p.b, options.gravity);
    moves.push_back(p);
    if (run(next)) return true;
    moves.pop_back();
    return false;
  }

  // The linkable pairs are walked lazily in allPairs() order (a row-major, then b row-major among the
  // tiles of a's face): the search goes deeper at the first one, and a 64x64 board never holds the
  // millions of pairs of a level in memory.
  bool run(const Board& b) {
    if (b.tileCount() == 0) return true;
    if (budget.exhausted()) return false;
    const StateKey k = key(b);
    if (dead.count(k)) return false;
    if (!budget.spend()) return false;
    const Algo algo = fastestAlgo(b);
    std::vector<std::vector<Cell>> groups(128);
    for (int r = 0; r < b.rows(); ++r)
      for (int c = 0; c < b.cols(); ++c)
        if (const Face f = b.at({c, r}); f != kEmpty) groups[static_cast<unsigned char>(f)].push_back({c, r});
    if (auto forced = forcedMove(b, groups, algo)) return tryMove(b, *forced);
    if (budget.exhausted()) return false;
    for (int r = 0; r < b.rows(); ++r)
      for (int c = 0; c < b.cols(); ++c) {
        const Cell a{c, r};
        const Face f = b.at(a);
        if (f == kEmpty) continue;
        for (Cell other : groups[static_cast<unsigned char>(f)]) {
          if (!cellBefore(a, other) || !linksWithinBudget(b, algo, a, other)) {
            if (budget.exhausted()) return false;
            continue;
          }
          if (tryMove(b, {a, other})) return true;
          if (budget.exhausted()) return false;
        }
      }
    dead.insert(k);
    return false;
  }
};

}  // namespace

SolveResult solve(const Board& board, const SolveOptions& options) {
  SearchBudget budget;
  return solve(board, options, budget);
}

SolveResult solve(const Board& board, const SolveOptions& options, SearchBudget& budget) {
  SolveResult result;
  std::array<int, 128> count{};
  for (Cell c : board.tiles()) ++count[static_cast<unsigned char>(board.at(c))];
  for (int f = 0; f < 128; ++f)
    if (f != kEmpty && count[static_cast<std::size_t>(f)] % 2 != 0) {
      result.status = SolveStatus::Unsolvable;
      // Messages are for people (the workbench shows them), so they follow the current language.
      result.message = i18n::text("face '{0}' has an odd number of tiles", std::string(1, static_cast<char>(f)));
      return result;
    }
  budget.setMaxStates(std::min({budget.maxStates(), options.maxStates, SolveOptions::kMostStates}));
  Search search{options, budget, {}, {}, 0};
  const bool solved = search.run(board);
  result.states = budget.states();
  if (solved) {
    result.status = SolveStatus::Solved;
    result.moves = std::move(search.moves);
    result.message = i18n::text("cleared in {0} moves", result.moves.size());
  } else if (budget.exhausted()) {
    result.status = SolveStatus::GaveUp;
    result.limit = budget.limit();
    switch (result.limit) {
      case BudgetLimit::States:
        result.message = i18n::text("gave up after {0} states", budget.maxStates());
        break;
      case BudgetLimit::Time:
        result.message = i18n::text("gave up after {0} states: {1}", result.states, budgetLimitText(budget));
        break;
      default:
        result.message = i18n::text("cancelled after {0} states", result.states);
        break;
    }
  } else {
    result.status = SolveStatus::Unsolvable;
    result.message = i18n::text("no removal order clears the board ({0} states explored)", result.states);
  }
  return result;
}

bool replayClears(const Board& board, const std::vector<Pair>& moves, bool gravity) {
  Board b = board;
  for (const Pair& m : moves)
    if (!removePair(b, m.a, m.b, gravity).linked) return false;
  return b.tileCount() == 0;
}

}  // namespace boardlab::link
