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
    case SolveStatus::Solved: return "solved";
    case SolveStatus::Unsolvable: return "unsolvable";
    case SolveStatus::GaveUp: return "gave-up";
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
      h1 = (h1 ^ f) * 0x100000001b3ull;                  // FNV-1a
      h2 = (h2 + f + 0x9E3779B97F4A7C15ull) * 0xBF58476D1CE4E5B9ull;  // a multiply-add chain
      h2 ^= h2 >> 31;
    }
  return {h1, h2};
}

struct Search {
  const SolveOptions& options;
  std::unordered_set<StateKey, StateKeyHash> dead;
  std::vector<Pair> moves;
  std::size_t states = 0;
  bool gaveUp = false;

  // Without gravity, removing tiles only opens paths, so when a face has exactly two tiles left and they
  // link, removing them now can never spoil a solution: no need to branch on it.
  std::optional<Pair> forcedMove(const Board& b, const std::vector<Pair>& pairs) const {
    if (options.gravity) return std::nullopt;
    std::array<int, 128> count{};
    for (int r = 0; r < b.rows(); ++r)
      for (int c = 0; c < b.cols(); ++c) ++count[static_cast<unsigned char>(b.at({c, r}))];
    for (const Pair& p : pairs)
      if (count[static_cast<unsigned char>(b.at(p.a))] == 2) return p;
    return std::nullopt;
  }

  bool run(Board& b) {
    if (b.tileCount() == 0) return true;
    if (gaveUp) return false;
    const StateKey k = key(b);
    if (dead.count(k)) return false;
    if (++states > options.maxStates) {
      gaveUp = true;
      return false;
    }
    std::vector<Pair> pairs = allPairs(b);
    if (auto forced = forcedMove(b, pairs)) pairs = {*forced};
    for (const Pair& p : pairs) {
      Board next = b;
      removePair(next, p.a, p.b, options.gravity);
      moves.push_back(p);
      if (run(next)) return true;
      moves.pop_back();
      if (gaveUp) return false;
    }
    dead.insert(k);
    return false;
  }
};

}  // namespace

SolveResult solve(const Board& board, const SolveOptions& options) {
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
  SolveOptions bounded = options;
  bounded.maxStates = std::min(options.maxStates, SolveOptions::kMostStates);
  Search search{bounded, {}, {}, 0, false};
  Board work = board;
  const bool solved = search.run(work);
  result.states = search.states;
  if (solved) {
    result.status = SolveStatus::Solved;
    result.moves = std::move(search.moves);
    result.message = i18n::text("cleared in {0} moves", result.moves.size());
  } else if (search.gaveUp) {
    result.status = SolveStatus::GaveUp;
    result.message = i18n::text("gave up after {0} states", bounded.maxStates);
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
