// BoardLab's check of the paths outside link programs claim: a bad one names its first wrong cell.

#include <gtest/gtest.h>

#include "engine/ext/link/link_path.hpp"

namespace boardlab::ext {
namespace {

link::Board linkBoard(bool ring, int turns = 2) {
  // A . B      (0,0) A, (2,0) B ... a 3x3 board with a wall tile X in the middle
  // . X .
  // A . .
  link::Board b(3, 3, ring, turns);
  b.set({0, 0}, 'A');
  b.set({0, 2}, 'A');
  b.set({2, 0}, 'B');
  b.set({1, 1}, 'X');
  return b;
}

std::string why(const link::Board& b, std::vector<Cell> path) {
  const auto r = checkLinkPath(b, path.front(), path.back(), path);
  return r ? *r : "";
}

TEST(ExtLinkPath, ValidPathsPass) {
  EXPECT_EQ(why(linkBoard(true), {{0, 0}, {-1, 0}, {-1, 2}, {0, 2}}), "");  // around the ring: a U
  EXPECT_EQ(why(linkBoard(false), {{0, 0}, {0, 2}}), "");                   // straight down the empty column
  EXPECT_EQ(why(linkBoard(true), {{0, 0}, {0, 0}, {0, 2}}), "");            // a repeated point is harmless
}

TEST(ExtLinkPath, EachWrongPathNamesItsFirstWrongCell) {
  EXPECT_EQ(why(linkBoard(false), {{0, 0}, {-1, 0}, {-1, 2}, {0, 2}}),
            "the path turns at [-1,0]: it is on the ring, and this board has none");
  link::Board b = linkBoard(true);
  b.set({0, 1}, 'C');
  EXPECT_EQ(why(b, {{0, 0}, {0, 2}}), "the path crosses [0,1]: it holds tile 'C'");
  EXPECT_EQ(why(linkBoard(true), {{0, 0}, {1, 1}, {0, 2}}),
            "the segment from [0,0] to [1,1] is neither a row nor a column");
  EXPECT_EQ(
      why(linkBoard(true), {{0, 0}, {-1, 0}, {-1, 3}, {0, 3}, {0, 2}}).find("the path turns at [0,3] for the 3rd time"),
      0u);
  EXPECT_EQ(why(linkBoard(true), {{0, 0}, {-2, 0}, {-2, 2}, {0, 2}}),
            "the path turns at [-2,0]: it is off the board and its ring");
  EXPECT_EQ(why(linkBoard(true), {{0, 0}, {0, 1}, {0, 0}, {0, 2}}), "the path doubles back at [0,1]");
  const auto start = checkLinkPath(linkBoard(true), {0, 0}, {0, 2}, {{1, 0}, {0, 2}});
  ASSERT_TRUE(start);
  EXPECT_EQ(*start, "the path starts at [1,0], not at A [0,0]");
  const auto faces = checkLinkPath(linkBoard(true), {0, 0}, {2, 0}, {{0, 0}, {2, 0}});
  ASSERT_TRUE(faces);
  EXPECT_NE(faces->find("different tiles ('A' and 'B')"), std::string::npos);
  // A program asked about A to A that claims a link: no path (it used to give a link of -1 turns).
  EXPECT_EQ(why(linkBoard(true), {{0, 0}, {0, 0}}), "A and B are the same cell [0,0]");
  EXPECT_EQ(why(linkBoard(true), {{0, 0}, {-1, 0}, {0, 0}}), "A and B are the same cell [0,0]");
}

}  // namespace
}  // namespace boardlab::ext
