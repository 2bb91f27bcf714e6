// The four link algorithms against an independent brute-force reference on thousands of seeded random
// boards: sizes 2x2..9x7 and one-row/one-column boards 1x1..1x64, densities 0.2..0.9, ring on and off, turn limits 0, 1, 2, 3 and any.

#include <gtest/gtest.h>

#include <random>

#include "engine/link/algorithms.hpp"
#include "engine/link/bfs.hpp"
#include "engine/link/corners.hpp"
#include "engine/link/corners_objc.hpp"
#include "engine/link/rays.hpp"
#include "reference.hpp"
#include "test_boards.hpp"

namespace boardlab::link {
namespace {

using testing::randomBoard;

// Same-face pairs first (the interesting queries), then a few arbitrary cells for the refusals.
std::vector<std::pair<Cell, Cell>> queriesFor(const Board& b, std::mt19937& rng, std::size_t maxPairs) {
  std::vector<std::pair<Cell, Cell>> pairs;
  const std::vector<Cell> tiles = b.tiles();
  for (std::size_t i = 0; i < tiles.size(); ++i)
    for (std::size_t j = i + 1; j < tiles.size(); ++j)
      if (b.at(tiles[i]) == b.at(tiles[j])) pairs.push_back({tiles[i], tiles[j]});
  std::shuffle(pairs.begin(), pairs.end(), rng);
  if (pairs.size() > maxPairs) pairs.resize(maxPairs);
  std::uniform_int_distribution<int> col(0, b.cols() - 1), row(0, b.rows() - 1);
  for (int k = 0; k < 2; ++k) pairs.push_back({{col(rng), row(rng)}, {col(rng), row(rng)}});
  return pairs;
}

std::string describeQuery(const Board& b, Cell a, Cell z) {
  std::string s = cellName(a) + " -> " + cellName(z) + " border " + (b.border() ? "on" : "off") + " turns " +
                  std::to_string(b.maxTurns()) + "\n";
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) s.push_back(b.at({c, r}));
    s.push_back('\n');
  }
  return s;
}

// A linked answer must describe a real path: its points, turn count, length and shape agree.
void expectConsistent(const Board& b, const LinkResult& r, Cell a, Cell z, const std::string& where) {
  const reference::Walk w = reference::walk(b, r.path);
  ASSERT_TRUE(w.ok) << where;
  EXPECT_EQ(r.path.front(), a) << where;
  EXPECT_EQ(r.path.back(), z) << where;
  EXPECT_EQ(r.turns, w.turns) << where;
  EXPECT_EQ(r.cells, w.cells) << where;
  EXPECT_EQ(static_cast<int>(r.path.size()), w.turns + 2) << where << " (every listed point is a corner)";
  EXPECT_EQ(r.reason, Reason::None) << where;
  const Shape expected = w.turns == 0 ? Shape::I : w.turns == 1 ? Shape::L : w.turns >= 3 ? Shape::Bent : r.shape;
  EXPECT_EQ(r.shape, expected) << where;
}

// What a sample of queries exercised.
struct Tally {
  int queries = 0, linked = 0, uShapes = 0, zShapes = 0, beyondTwo = 0;
};

// Corners, rays and bfs against the reference best path (up to `limit` <= 2 turns) on queries of `b`; the
// published variant may miss paths but never invents one.
void checkUpToTwo(const Board& b, int limit, std::mt19937& rng, Tally& t) {
  for (auto [a, z] : queriesFor(b, rng, 6)) {
    ++t.queries;
    const auto refused = refuse(b, a, z);
    const auto best = refused ? std::nullopt : reference::bestUpTo2(b, a, z, limit);
    for (Algo algo : {&kCorners, &kRays, &kBfs}) {
      const std::string where = std::string(algoName(algo)) + " " + describeQuery(b, a, z);
      const LinkResult r = query(algo, b, a, z);
      ASSERT_EQ(r.linked, best.has_value()) << where;
      if (refused) {
        EXPECT_EQ(r.reason, *refused) << where;
        continue;
      }
      if (!r.linked) {
        EXPECT_EQ(r.reason, Reason::NoPath) << where;
        continue;
      }
      expectConsistent(b, r, a, z, where);
      EXPECT_EQ(r.path, *best) << where << " (tie rule)";
    }
    if (best) {
      ++t.linked;
      const Shape s = query(&kBfs, b, a, z).shape;
      t.uShapes += s == Shape::U;
      t.zShapes += s == Shape::Z;
    }
    // The published variant may miss paths but never invents one.
    const LinkResult objc = query(&kCornersObjc, b, a, z);
    if (objc.linked) {
      ASSERT_TRUE(best.has_value()) << describeQuery(b, a, z);
      expectConsistent(b, objc, a, z, "objc " + describeQuery(b, a, z));
      EXPECT_LE(objc.turns, limit);
      for (Cell c : objc.path) EXPECT_TRUE(b.contains(c)) << "objc never leaves the tiles " << describeQuery(b, a, z);
    }
  }
}

TEST(LinkDifferential, UpToTwoTurnsCornersRaysAndBfsAllReturnTheReferenceBestPath) {
  std::mt19937 rng(20261130);
  std::uniform_int_distribution<int> cols(2, 9), rows(2, 7), faces(1, 4), limits(0, 5);
  std::uniform_real_distribution<double> density(0.2, 0.9);
  Tally t;
  for (int n = 0; n < 6000; ++n) {
    const int limit = std::min(limits(rng), 2);  // mostly 2, sometimes 0 or 1
    checkUpToTwo(randomBoard(rng, cols(rng), rows(rng), density(rng), faces(rng), n % 2 == 0, limit), limit, rng, t);
  }
  // The sample must exercise what it claims to.
  EXPECT_GT(t.queries, 35000);
  EXPECT_GT(t.linked, 10000);
  EXPECT_GT(t.uShapes, 400);
  EXPECT_GT(t.zShapes, 400);
}

// With more than two turns allowed only bfs applies: the fewest turns, then the fewest cells.
void checkAnyTurns(const Board& b, std::mt19937& rng, Tally& t) {
  for (auto [a, z] : queriesFor(b, rng, 5)) {
    ++t.queries;
    const std::string where = describeQuery(b, a, z);
    for (Algo algo : {&kCorners, &kCornersObjc, &kRays}) {
      const LinkResult r = query(algo, b, a, z);
      EXPECT_FALSE(r.linked) << where;
      if (!refuse(b, a, z)) {
        EXPECT_EQ(r.reason, Reason::NotApplicable) << algoName(algo) << where;
      }
    }
    if (refuse(b, a, z)) continue;
    auto cost = reference::bestCost(b, a, z);
    if (cost && !b.anyTurns() && cost->turns > b.maxTurns()) cost.reset();
    const LinkResult r = query(&kBfs, b, a, z);
    ASSERT_EQ(r.linked, cost.has_value()) << where;
    if (!r.linked) continue;
    expectConsistent(b, r, a, z, where);
    EXPECT_EQ(r.turns, cost->turns) << where;
    EXPECT_EQ(r.cells, cost->cells) << where;
    t.beyondTwo += r.turns > 2;
  }
}

TEST(LinkDifferential, AnyTurnsBfsFindsTheFewestTurnsThenFewestCells) {
  std::mt19937 rng(4242);
  std::uniform_int_distribution<int> cols(2, 10), rows(2, 8), faces(1, 3);
  std::uniform_real_distribution<double> density(0.3, 0.9);
  Tally t;
  for (int n = 0; n < 4000; ++n) {
    const int limit = n % 3 == 0 ? 3 : Board::kAnyTurns;
    checkAnyTurns(randomBoard(rng, cols(rng), rows(rng), density(rng), faces(rng), n % 2 == 0, limit), rng, t);
  }
  EXPECT_GT(t.queries, 20000);
  EXPECT_GT(t.beyondTwo, 300);
}

// One row or one column (1xN, Nx1, down to 1x1): every algorithm, ring on and off, every turn limit.
TEST(LinkDifferential, OneRowAndOneColumnBoardsAgreeWithTheReference) {
  std::mt19937 rng(20261201);
  std::uniform_int_distribution<int> length(1, 12), faces(1, 3), limits(0, 2);
  std::uniform_real_distribution<double> density(0.2, 0.9);
  Tally t, any;
  for (int n = 0; n < 3000; ++n) {
    const int len = n % 50 == 0 ? Board::kMaxSize : length(rng);
    const bool row = n % 2 == 0, border = n % 4 < 2;
    const int cols = row ? len : 1, rows = row ? 1 : len;
    const int limit = limits(rng);
    checkUpToTwo(randomBoard(rng, cols, rows, density(rng), faces(rng), border, limit), limit, rng, t);
    checkAnyTurns(randomBoard(rng, cols, rows, density(rng), faces(rng), border, n % 3 == 0 ? 3 : Board::kAnyTurns),
                  rng, any);
  }
  EXPECT_GT(t.queries, 8000);
  EXPECT_GT(t.linked, 2000);
  EXPECT_GT(t.uShapes, 100) << "round the ring: the only way past a tile in one row";
  EXPECT_GT(any.queries, 8000);
}

TEST(LinkDifferential, BestPathsListsEveryTieInTieOrderStartingWithTheReportedPath) {
  std::mt19937 rng(77);
  std::uniform_int_distribution<int> cols(2, 8), rows(2, 6);
  std::uniform_real_distribution<double> density(0.1, 0.6);
  int withTies = 0;
  for (int n = 0; n < 2000; ++n) {
    const Board b =
        randomBoard(rng, cols(rng), rows(rng), density(rng), 2, n % 2 == 0, n % 4 < 2 ? 2 : Board::kAnyTurns);
    for (auto [a, z] : queriesFor(b, rng, 4)) {
      const auto paths = bestPaths(b, a, z, 1000);
      const LinkResult r = query(&kBfs, b, a, z);
      ASSERT_EQ(paths.empty(), !r.linked) << describeQuery(b, a, z);
      if (paths.empty()) continue;
      EXPECT_EQ(paths.front(), r.path) << describeQuery(b, a, z);
      withTies += paths.size() > 1;
      for (std::size_t i = 0; i < paths.size(); ++i) {
        const reference::Walk w = reference::walk(b, paths[i]);
        ASSERT_TRUE(w.ok) << describeQuery(b, a, z);
        EXPECT_EQ(w.turns, r.turns);
        EXPECT_EQ(w.cells, r.cells);
        EXPECT_EQ(static_cast<int>(paths[i].size()), w.turns + 2);
        if (i > 0) {
          EXPECT_TRUE(pathBefore(paths[i - 1], paths[i])) << "strictly ordered, no repeats " << describeQuery(b, a, z);
        }
      }
      if (b.maxTurns() == 2) {
        // Up to two turns the reference can enumerate the ties itself: count them.
        std::size_t count = 0;
        for (int pr = -1; pr <= b.rows(); ++pr)
          for (int pc = -1; pc <= b.cols(); ++pc)
            for (int qr = -1; qr <= b.rows(); ++qr)
              for (int qc = -1; qc <= b.cols(); ++qc) {
                if ((pc != a.col && pr != a.row) || (qc != pc && qr != pr) || (qc != z.col && qr != z.row)) continue;
                std::vector<Cell> pts{a, {pc, pr}, {qc, qr}, z};
                const reference::Walk w = reference::walk(b, pts);
                if (!w.ok || w.turns != r.turns || w.cells != r.cells) continue;
                // Count each path once: by its own corners, which must be exactly P then Q.
                std::vector<Cell> own{a};
                own.insert(own.end(), w.corners.begin(), w.corners.end());
                own.push_back(z);
                std::vector<Cell> asListed{a};
                if (r.turns >= 1) asListed.push_back({pc, pr});
                if (r.turns >= 2) asListed.push_back({qc, qr});
                asListed.push_back(z);
                if (own == asListed && (r.turns == 2 || (qc == z.col && qr == z.row)) &&
                    (r.turns >= 1 || (pc == a.col && pr == a.row)))
                  ++count;
              }
        EXPECT_EQ(paths.size(), count) << describeQuery(b, a, z);
      }
    }
  }
  EXPECT_GT(withTies, 200);
}

}  // namespace
}  // namespace boardlab::link
