// The link board: sizes, faces, the ring, and the prefix counts behind the O(1) segment checks.

#include <gtest/gtest.h>

#include <random>
#include <stdexcept>

#include "engine/link/board.hpp"
#include "engine/link/path.hpp"
#include "test_boards.hpp"

namespace boardlab::link {
namespace {

TEST(LinkBoard, RefusesSizesOutside1To64AndBadFaces) {
  EXPECT_THROW(Board(0, 5), std::invalid_argument);
  EXPECT_THROW(Board(5, 65), std::invalid_argument);
  EXPECT_NO_THROW(Board(1, 5));  // one column: a legitimate puzzle
  EXPECT_NO_THROW(Board(4, 1));
  EXPECT_NO_THROW(Board(1, 1));
  EXPECT_NO_THROW(Board(2, 2));
  EXPECT_NO_THROW(Board(64, 64));
  EXPECT_THROW(Board(4, 4, true, -2), std::invalid_argument);
  Board b(4, 4);
  EXPECT_THROW(b.set({0, 0}, '#'), std::invalid_argument);
  EXPECT_THROW(b.set({0, 0}, ' '), std::invalid_argument);
  b.set({0, 0}, 'z');
  b.set({1, 0}, '7');
  EXPECT_EQ(b.at({0, 0}), 'z');
  EXPECT_EQ(b.tileCount(), 2);
}

TEST(LinkBoard, RingCellsArePassableOnlyWithTheBorderOnAndNothingBeyond) {
  Board b(3, 2, true);
  EXPECT_TRUE(b.passable({-1, 0}));
  EXPECT_TRUE(b.passable({3, 1}));
  EXPECT_TRUE(b.passable({-1, -1}));
  EXPECT_FALSE(b.passable({-2, 0}));
  EXPECT_FALSE(b.passable({0, 3}));
  EXPECT_EQ(b.get({-1, 0}), kEmpty);
  b.setBorder(false);
  EXPECT_FALSE(b.passable({-1, 0}));
  EXPECT_FALSE(b.passable({1, 2}));
  EXPECT_TRUE(b.passable({1, 1}));
}

TEST(LinkBoard, SegmentChecksAgreeWithACellByCellWalkAfterRandomEdits) {
  std::mt19937 rng(5);
  for (int n = 0; n < 200; ++n) {
    Board b = testing::randomBoard(rng, 2 + n % 9, 2 + n % 7, 0.5, 3, n % 2 == 0, 2);
    std::uniform_int_distribution<int> col(0, b.cols() - 1), row(0, b.rows() - 1);
    for (int k = 0; k < 10; ++k) b.set({col(rng), row(rng)}, k % 2 ? kEmpty : 'Q');
    for (int r = -1; r <= b.rows(); ++r)
      for (int c0 = -1; c0 <= b.cols(); ++c0)
        for (int c1 = c0; c1 <= b.cols(); ++c1) {
          bool clear = true;
          for (int c = c0; c <= c1; ++c) clear = clear && b.passable({c, r});
          ASSERT_EQ(b.rowClear(r, c0, c1), clear) << r << " " << c0 << ".." << c1;
        }
    for (int c = -1; c <= b.cols(); ++c)
      for (int r0 = -1; r0 <= b.rows(); ++r0)
        for (int r1 = r0; r1 <= b.rows(); ++r1) {
          bool clear = true;
          for (int r = r0; r <= r1; ++r) clear = clear && b.passable({c, r});
          ASSERT_EQ(b.colClear(c, r0, r1), clear) << c << " " << r0 << ".." << r1;
        }
    int tiles = 0;
    for (int r = 0; r < b.rows(); ++r) {
      int inRow = 0;
      for (int c = 0; c < b.cols(); ++c) inRow += b.at({c, r}) != kEmpty;
      EXPECT_EQ(b.rowCount(r), inRow);
      tiles += inRow;
    }
    EXPECT_EQ(b.tileCount(), tiles);
    EXPECT_EQ(static_cast<int>(b.tiles().size()), tiles);
  }
}

TEST(LinkPath, NormalizeDropsRepeatsAndStraightPointsAndRefusesDoublingBack) {
  std::vector<Cell> p{{0, 0}, {0, 0}, {2, 0}, {4, 0}, {4, 3}, {4, 3}};
  ASSERT_TRUE(normalizePath(p));
  EXPECT_EQ(p, (std::vector<Cell>{{0, 0}, {4, 0}, {4, 3}}));
  std::vector<Cell> back{{0, 0}, {3, 0}, {1, 0}};
  EXPECT_FALSE(normalizePath(back));
  std::vector<Cell> diagonal{{0, 0}, {1, 1}};
  EXPECT_FALSE(normalizePath(diagonal));
}

TEST(LinkPath, ShapesFollowTheMiddleSegment) {
  EXPECT_EQ(shapeOf({{0, 0}, {3, 0}}), Shape::I);
  EXPECT_EQ(shapeOf({{0, 0}, {3, 0}, {3, 2}}), Shape::L);
  EXPECT_EQ(shapeOf({{0, 0}, {1, 0}, {1, 2}, {3, 2}}), Shape::Z);    // middle column 1 between columns 0 and 3
  EXPECT_EQ(shapeOf({{0, 0}, {0, -1}, {3, -1}, {3, 0}}), Shape::U);  // middle row -1 above both
  EXPECT_EQ(shapeOf({{2, 2}, {3, 2}, {3, 0}, {2, 0}}), Shape::U);    // middle column 3 beside both
  EXPECT_EQ(shapeOf({{0, 0}, {0, 1}, {2, 1}, {2, 3}, {4, 3}}), Shape::Bent);
}

TEST(LinkPath, TieRuleIsFewerTurnsThenFewerCellsThenTopmostLeftmostCorners) {
  const std::vector<Cell> straight{{0, 0}, {0, 5}};
  const std::vector<Cell> threeSteps{{0, 0}, {2, 0}, {2, 1}};
  const std::vector<Cell> fourSteps{{0, 0}, {0, 3}, {1, 3}};
  EXPECT_TRUE(pathBefore(straight, threeSteps));   // fewer turns wins even when longer
  EXPECT_TRUE(pathBefore(threeSteps, fourSteps));  // then fewer cells
  EXPECT_FALSE(pathBefore(fourSteps, threeSteps));
  const std::vector<Cell> upper{{5, 5}, {5, 2}, {7, 2}};  // corner on row 2
  const std::vector<Cell> lower{{5, 5}, {7, 5}, {7, 2}};  // corner on row 5
  EXPECT_TRUE(pathBefore(upper, lower));
  const std::vector<Cell> left{{5, 5}, {2, 5}, {2, 7}};   // corner 2,5
  const std::vector<Cell> right{{5, 5}, {5, 7}, {2, 7}};  // corner 5,7: lower row
  EXPECT_TRUE(pathBefore(left, right));
  const std::vector<Cell> leftOnRow{{4, 4}, {1, 4}, {1, 0}, {3, 0}};
  const std::vector<Cell> rightOnRow{{4, 4}, {6, 4}, {6, 0}, {3, 0}};
  EXPECT_TRUE(pathBefore(leftOnRow, rightOnRow));  // same length, first corners on one row: leftmost
  EXPECT_FALSE(pathBefore(upper, upper));
}

}  // namespace
}  // namespace boardlab::link
