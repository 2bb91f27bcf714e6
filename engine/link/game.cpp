#include "engine/link/game.hpp"

#include <algorithm>
#include <array>

namespace boardlab::link {

namespace {

// Tiles of each face, each list in row-major order. Indexed by the face's character code.
std::array<std::vector<Cell>, 128> byFace(const Board& board) {
  std::array<std::vector<Cell>, 128> groups;
  for (int r = 0; r < board.rows(); ++r)
    for (int c = 0; c < board.cols(); ++c) {
      const Face f = board.at({c, r});
      if (f != kEmpty) groups[static_cast<unsigned char>(f)].push_back({c, r});
    }
  return groups;
}

bool links(const Board& board, Algo algo, Cell a, Cell b) { return query(algo, board, a, b).linked; }

}  // namespace

std::vector<Pair> allPairs(const Board& board) {
  const Algo algo = fastestAlgo(board);
  const auto groups = byFace(board);
  std::vector<Pair> pairs;
  for (const auto& tiles : groups)
    for (std::size_t i = 0; i < tiles.size(); ++i)
      for (std::size_t j = i + 1; j < tiles.size(); ++j)
        if (links(board, algo, tiles[i], tiles[j])) pairs.push_back({tiles[i], tiles[j]});
  std::sort(pairs.begin(), pairs.end(),
            [](const Pair& x, const Pair& y) { return x.a != y.a ? cellBefore(x.a, y.a) : cellBefore(x.b, y.b); });
  return pairs;
}

std::optional<Pair> hint(const Board& board) {
  SearchBudget unlimited;
  return hint(board, unlimited);
}

std::optional<Pair> hint(const Board& board, SearchBudget& budget) {
  const Algo algo = fastestAlgo(board);
  const auto groups = byFace(board);
  if (!budget.check()) return std::nullopt;
  int sinceCheck = 0;
  for (int r = 0; r < board.rows(); ++r)
    for (int c = 0; c < board.cols(); ++c) {
      const Cell a{c, r};
      const Face f = board.at(a);
      if (f == kEmpty) continue;
      const auto& same = groups[static_cast<unsigned char>(f)];
      for (Cell b : same) {
        // A look at the clock and the cancel flag every 64 queries (each well under a microsecond).
        if (++sinceCheck % 64 == 0 && !budget.check()) return std::nullopt;
        if (cellBefore(a, b) && links(board, algo, a, b)) return Pair{a, b};
      }
    }
  return std::nullopt;
}

bool deadlocked(const Board& board) { return board.tileCount() > 0 && !hint(board); }

LinkResult removePair(Board& board, Cell a, Cell b, bool gravity) {
  LinkResult r = query(fastestAlgo(board), board, a, b);
  if (!r.linked) return r;
  board.set(a, kEmpty);
  board.set(b, kEmpty);
  if (gravity) {
    applyGravity(board, a.col);
    if (b.col != a.col) applyGravity(board, b.col);
  }
  return r;
}

void applyGravity(Board& board, int col) {
  int write = board.rows() - 1;
  for (int r = board.rows() - 1; r >= 0; --r) {
    const Face f = board.at({col, r});
    if (f == kEmpty) continue;
    if (write != r) {
      board.set({col, write}, f);
      board.set({col, r}, kEmpty);
    }
    --write;
  }
}

void applyGravity(Board& board) {
  for (int c = 0; c < board.cols(); ++c) applyGravity(board, c);
}

bool shuffleTiles(Board& board, std::uint64_t seed) {
  Rng rng(seed);
  const std::vector<Cell> cells = board.tiles();
  std::vector<Face> faces;
  faces.reserve(cells.size());
  for (Cell c : cells) faces.push_back(board.at(c));
  auto deal = [&](const std::vector<Face>& order) {
    for (std::size_t i = 0; i < cells.size(); ++i) board.set(cells[i], order[i]);
  };
  // Random deals first: on any real board one of the first few has a move.
  constexpr int kRandomDeals = 32;
  for (int attempt = 0; attempt < kRandomDeals; ++attempt) {
    rng.shuffle(faces);
    deal(faces);
    if (hint(board)) return true;
  }
  // Then build one: find two occupied cells that would link if they matched, give them a face that
  // occurs at least twice, and deal the rest at random around them.
  std::array<int, 128> count{};
  for (Face f : faces) ++count[static_cast<unsigned char>(f)];
  Face twice = kEmpty;
  for (Face f : faces)
    if (count[static_cast<unsigned char>(f)] >= 2) {
      twice = f;
      break;
    }
  if (twice == kEmpty) return false;
  Board probe = board;
  for (Cell c : cells) probe.set(c, 'a');  // every tile the same face: linkable positions are what is left
  const Algo algo = fastestAlgo(probe);
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = i + 1; j < cells.size(); ++j) {
      if (!links(probe, algo, cells[i], cells[j])) continue;
      std::vector<Face> rest;
      bool skipped[2] = {false, false};
      for (Face f : faces) {
        if (f == twice && !skipped[0])
          skipped[0] = true;
        else if (f == twice && !skipped[1])
          skipped[1] = true;
        else
          rest.push_back(f);
      }
      rng.shuffle(rest);
      std::vector<Face> order;
      order.reserve(cells.size());
      for (std::size_t k = 0, next = 0; k < cells.size(); ++k) order.push_back(k == i || k == j ? twice : rest[next++]);
      deal(order);
      return true;
    }
  return false;
}

}  // namespace boardlab::link
