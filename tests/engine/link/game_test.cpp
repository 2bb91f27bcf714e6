// The game layer: removal, hints against a brute-force pair search, deadlock, gravity and shuffle.

#include <gtest/gtest.h>

#include <random>

#include "engine/link/game.hpp"
#include "reference.hpp"
#include "test_boards.hpp"

namespace boardlab::link {
namespace {

using testing::boardOf;

// 60 faces, all different: A..Z, a..z, 0..7.
Face faceOf(int k) {
  return k < 26   ? static_cast<Face>('A' + k)
         : k < 52 ? static_cast<Face>('a' + k - 26)
                  : static_cast<Face>('0' + k - 52);
}

TEST(LinkGame, RemovePairOnlyRemovesLinkedTiles) {
  Board b = boardOf({"AB.A", "B..."});
  EXPECT_FALSE(removePair(b, {1, 0}, {3, 0}).linked);  // different faces
  EXPECT_EQ(b.tileCount(), 4);
  const LinkResult r = removePair(b, {0, 0}, {3, 0});
  ASSERT_TRUE(r.linked);
  EXPECT_EQ(b.tileCount(), 2);
  EXPECT_EQ(b.at({0, 0}), kEmpty);
  Board off = boardOf({"AB.A", "B..."}, false);
  EXPECT_FALSE(removePair(off, {0, 0}, {3, 0}).linked);
  EXPECT_EQ(off.tileCount(), 4);
}

TEST(LinkGame, AllPairsMatchesABruteForceSearchAndHintIsTheFirstOfThem) {
  std::mt19937 rng(31);
  for (int n = 0; n < 300; ++n) {
    const Board b = testing::randomBoard(rng, 2 + n % 8, 2 + n % 6, 0.55, 1 + n % 5, n % 2 == 0, n % 3 == 0 ? 1 : 2);
    std::vector<Pair> expected;
    const std::vector<Cell> tiles = b.tiles();  // row-major order
    for (std::size_t i = 0; i < tiles.size(); ++i)
      for (std::size_t j = i + 1; j < tiles.size(); ++j)
        if (b.at(tiles[i]) == b.at(tiles[j]) && reference::bestUpTo2(b, tiles[i], tiles[j], b.maxTurns()))
          expected.push_back({tiles[i], tiles[j]});
    ASSERT_EQ(allPairs(b), expected);
    const auto h = hint(b);
    ASSERT_EQ(h.has_value(), !expected.empty());
    if (h) {
      EXPECT_EQ(*h, expected.front());
    }
    EXPECT_EQ(deadlocked(b), b.tileCount() > 0 && expected.empty());
  }
}

TEST(LinkGame, DeadlockNeedsTilesLeftAndNoPair) {
  EXPECT_FALSE(deadlocked(boardOf({"..", ".."})));
  EXPECT_TRUE(deadlocked(boardOf({"AB", "BA"}, true)));  // diagonal pairs need 3 turns even round the ring
  EXPECT_TRUE(deadlocked(boardOf({"ABA", "BCB"}, false)));
  EXPECT_FALSE(deadlocked(boardOf({"ABA", "BCB"}, true)));  // the A tiles link over the top ring
}

TEST(LinkGame, GravityDropsTilesDownTheirColumnKeepingTheirOrder) {
  Board b = boardOf({"AB.", ".C.", "D.E", "..."});
  applyGravity(b);
  EXPECT_EQ(b, boardOf({"...", "...", "AB.", "DCE"}));
  // The two A tiles link around the ring; with gravity B then falls to the bottom.
  Board g = boardOf({"A.", "B.", "A."}, true);
  ASSERT_TRUE(removePair(g, {0, 0}, {0, 2}, true).linked);
  EXPECT_EQ(g, boardOf({"..", "..", "B."}));
}

TEST(LinkGame, ShuffleKeepsEmptyCellsAndFacesIsDeterministicAndLeavesAMove) {
  std::mt19937 rng(8);
  int rescued = 0;
  for (int n = 0; n < 200; ++n) {
    Board b = testing::randomBoard(rng, 3 + n % 3, 3 + n % 3, n % 2 ? 1.0 : 0.8, 26, n % 3 == 0, 2);
    Board before = b;
    Board again = b;
    const bool ok = shuffleTiles(b, 1234 + static_cast<std::uint64_t>(n));
    shuffleTiles(again, 1234 + static_cast<std::uint64_t>(n));
    EXPECT_EQ(b, again) << "same seed, same deal";
    std::string facesBefore, facesAfter;
    for (int r = 0; r < b.rows(); ++r)
      for (int c = 0; c < b.cols(); ++c) {
        EXPECT_EQ(b.at({c, r}) == kEmpty, before.at({c, r}) == kEmpty);
        if (b.at({c, r}) != kEmpty) facesAfter.push_back(b.at({c, r}));
        if (before.at({c, r}) != kEmpty) facesBefore.push_back(before.at({c, r}));
      }
    std::sort(facesBefore.begin(), facesBefore.end());
    std::sort(facesAfter.begin(), facesAfter.end());
    EXPECT_EQ(facesBefore, facesAfter);
    if (ok) {
      EXPECT_TRUE(hint(b).has_value());
    }
    rescued += deadlocked(before) && ok;
  }
  EXPECT_GT(rescued, 5);
}

TEST(LinkGame, ShuffleAlwaysLeavesAMoveWhenOneIsPossible) {
  // A full 10x6 board with the ring off and one repeated face: only neighbouring cells link, so a random
  // deal has a move about one time in seventeen; past 32 failed deals the shuffle must build one.
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    Board b(10, 6, false, 2);
    for (int k = 0; k < 60; ++k) b.set({k % 10, k / 10}, k == 59 ? 'A' : faceOf(k));
    ASSERT_TRUE(deadlocked(b));
    ASSERT_TRUE(shuffleTiles(b, seed)) << seed;
    const auto h = hint(b);
    ASSERT_TRUE(h.has_value()) << seed;
    EXPECT_EQ(b.at(h->a), 'A');
  }
}

TEST(LinkGame, ShuffleReportsWhenNoDealCanHaveAMove) {
  Board b = boardOf({"AB", "CD"}, false);
  EXPECT_FALSE(shuffleTiles(b, 1));
  EXPECT_EQ(b.tileCount(), 4);
}

}  // namespace
}  // namespace boardlab::link
