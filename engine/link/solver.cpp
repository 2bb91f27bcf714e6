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

  // One board on the search's path: the board, its tiles by face, and where the walk over its pairs stands.
  struct Frame {
    Board board;
    StateKey key;
    Algo algo;
    std::vector<std::vector<Cell>> groups;
    bool forced = false;    // its one move was forced: when that fails, so does the board
    int cell = 0;           // the pair walk: the first tile's cell (row-major index) ...
    std::size_t other = 0;  // ... and the next of its face's tiles to pair it with
  };

  // The board after `p` on `from`, with the move recorded.
  Board after(const Board& from, const Pair& p) {
    Board next = from;
    removePair(next, p.a, p.b, options.gravity);
    moves.push_back(p);
    return next;
  }

  // The next linkable pair of the frame's board in allPairs() order, from where its walk stands; none at the
  // end of the walk or once the budget is spent.
  std::optional<Pair> nextPair(Frame& f) {
    const Board& b = f.board;
    for (; f.cell < b.rows() * b.cols(); ++f.cell, f.other = 0) {
      const Cell a{f.cell % b.cols(), f.cell / b.cols()};
      const Face face = b.at(a);
      if (face == kEmpty) continue;
      const std::vector<Cell>& same = f.groups[static_cast<unsigned char>(face)];
      while (f.other < same.size()) {
        const Cell other = same[f.other++];
        if (cellBefore(a, other) && linksWithinBudget(b, f.algo, a, other)) return Pair{a, other};
        if (budget.exhausted()) return std::nullopt;
      }
    }
    return std::nullopt;
  }

  // A depth-first search for a removal order that clears the board, with the boards on its path on a stack of
  // its own rather than the call stack: the path is as long as the board has pairs (2,048 on 64x64), deeper
  // than a web page's stack allows. The linkable pairs are walked lazily in allPairs() order (a row-major,
  // then b row-major among the tiles of a's face): the search goes deeper at the first one, and a 64x64 board
  // never holds the millions of pairs of a level in memory. A board found to have no clearing order is
  // remembered (dead) and never searched again; one left because the budget ran out is not.
  bool run(const Board& start) {
    std::vector<Frame> path;
    Board entering = start;
    for (;;) {
      // Enter a board: cleared ends the search; one that fails at once hands "no" back to its parent.
      bool failed = true;
      if (entering.tileCount() == 0) return true;
      if (!budget.exhausted()) {
        const StateKey k = key(entering);
        if (!dead.count(k) && budget.spend()) {
          const Algo algo = fastestAlgo(entering);
          Frame& f = path.emplace_back(Frame{std::move(entering), k, algo, std::vector<std::vector<Cell>>(128)});
          for (int r = 0; r < f.board.rows(); ++r)
            for (int c = 0; c < f.board.cols(); ++c)
              if (const Face face = f.board.at({c, r}); face != kEmpty)
                f.groups[static_cast<unsigned char>(face)].push_back({c, r});
          if (auto forced = forcedMove(f.board, f.groups, f.algo)) {
            f.forced = true;
            entering = after(f.board, *forced);
            continue;
          }
          if (budget.exhausted())
            path.pop_back();
          else
            failed = false;
        }
      }
      for (;;) {
        if (failed) {
          // The board above the top of the path failed: its parent takes its move back, and fails too when
          // that move was forced or the budget is spent; else its walk goes on.
          if (path.empty()) return false;
          moves.pop_back();
          if (path.back().forced || budget.exhausted()) {
            path.pop_back();
            continue;
          }
        }
        Frame& f = path.back();
        if (auto pair = nextPair(f)) {
          entering = after(f.board, *pair);
          break;
        }
        if (!budget.exhausted()) dead.insert(f.key);  // every pair tried: no order clears this board
        path.pop_back();
        failed = true;
      }
    }
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
