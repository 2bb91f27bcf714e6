// Each published defect of article 004's link check, pinned on the smallest board that shows it, with
// the corrected algorithms answering the same query beside it. The boards are examples/link/*.board.

#include <gtest/gtest.h>

#include "engine/link/algorithms.hpp"
#include "engine/link/bfs.hpp"
#include "engine/link/board_file.hpp"
#include "engine/link/corners.hpp"
#include "engine/link/corners_objc.hpp"
#include "engine/link/rays.hpp"
#include "test_boards.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::link {
namespace {

Board linkExample(const std::string& name) {
  return loadBoardFile(std::string(testpaths::source) + "/examples/link/" + name);
}

TEST(CornersObjcDefects, EarlyReturnOnCornerCMissesTheOnlyPath) {
  const Board b = linkExample("corners-objc-early-return.board");
  const Cell a{0, 0}, z{3, 2};
  const LinkResult objc = query(&kCornersObjc, b, a, z);
  EXPECT_FALSE(objc.linked);
  EXPECT_EQ(objc.reason, Reason::NoPath);
  for (Algo algo : {&kCorners, &kRays, &kBfs}) {
    const LinkResult r = query(algo, b, a, z);
    ASSERT_TRUE(r.linked) << algoName(algo);
    EXPECT_EQ(r.path, (std::vector<Cell>{{0, 0}, {1, 0}, {1, 2}, {3, 2}})) << algoName(algo);
    EXPECT_EQ(r.shape, Shape::Z);
  }
  // The defect and nothing else: once corner C holds a tile, the published code tries D's routes and finds it.
  Board blocked = b;
  blocked.set({3, 0}, 'C');
  EXPECT_TRUE(query(&kCornersObjc, blocked, a, z).linked);
}

// Also pins the article's coordinates (point.x is the row): read the other way round, "C" would be the
// clear corner (0,3) and the published code would answer the L.
TEST(CornersObjcDefects, EarlyReturnOnCornerCAnswersAUWhereAnLExists) {
  const Board b = linkExample("corners-objc-early-return-detour.board");
  const Cell a{0, 1}, z{3, 3};
  const LinkResult objc = query(&kCornersObjc, b, a, z);
  ASSERT_TRUE(objc.linked);
  EXPECT_EQ(objc.turns, 2);
  EXPECT_EQ(objc.shape, Shape::U);
  EXPECT_EQ(objc.path, (std::vector<Cell>{{0, 1}, {0, 0}, {3, 0}, {3, 3}}));
  for (Algo algo : {&kCorners, &kRays, &kBfs}) {
    const LinkResult r = query(algo, b, a, z);
    ASSERT_TRUE(r.linked) << algoName(algo);
    EXPECT_EQ(r.path, (std::vector<Cell>{{0, 1}, {0, 3}, {3, 3}})) << algoName(algo);
    EXPECT_EQ(r.shape, Shape::L);
  }
}

TEST(CornersObjcDefects, ScanNeverUsesTheRingEvenWhenItIsOn) {
  const Board b = linkExample("corners-objc-no-ring.board");
  ASSERT_TRUE(b.border());
  const Cell a{0, 0}, z{3, 0};
  EXPECT_FALSE(query(&kCornersObjc, b, a, z).linked);
  for (Algo algo : {&kCorners, &kRays, &kBfs}) {
    const LinkResult r = query(algo, b, a, z);
    ASSERT_TRUE(r.linked) << algoName(algo);
    EXPECT_EQ(r.path, (std::vector<Cell>{{0, 0}, {0, -1}, {3, -1}, {3, 0}})) << algoName(algo);
    EXPECT_EQ(r.shape, Shape::U);
  }
  // With the ring off nobody links them: the defect is only about the ring.
  Board off = b;
  off.setBorder(false);
  for (Algo algo : algorithms()) EXPECT_FALSE(query(algo, off, a, z).linked) << algoName(algo);
}

TEST(CornersObjcDefects, AnswerIsTheFirstHitOfTheScanOrderLeftRightUpDown) {
  // Around the wall between two A tiles: the left route is 6 steps, the right one 4. The published scan
  // goes left first and stops at its first hit; the corrected algorithms return the shorter route.
  const Board lr = testing::boardOf({"..A.", ".BB.", "..A."}, false);
  EXPECT_EQ(query(&kCornersObjc, lr, {2, 2}, {2, 0}).path, (std::vector<Cell>{{2, 2}, {0, 2}, {0, 0}, {2, 0}}));
  EXPECT_EQ(query(&kCorners, lr, {2, 2}, {2, 0}).path, (std::vector<Cell>{{2, 2}, {3, 2}, {3, 0}, {2, 0}}));
  // The same board transposed: up is scanned before down.
  const Board ud = testing::boardOf({"...", ".B.", "ABA", "..."}, false);
  EXPECT_EQ(query(&kCornersObjc, ud, {0, 2}, {2, 2}).path, (std::vector<Cell>{{0, 2}, {0, 0}, {2, 0}, {2, 2}}));
  EXPECT_EQ(query(&kCorners, ud, {0, 2}, {2, 2}).path, (std::vector<Cell>{{0, 2}, {0, 3}, {2, 3}, {2, 2}}));
}

}  // namespace
}  // namespace boardlab::link
