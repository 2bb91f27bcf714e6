#include "engine/gomoku/coordinate_style.hpp"

#include <gtest/gtest.h>

namespace boardlab::gomoku {
namespace {

TEST(CoordinateStyle, NamesRoundTripAndUnknownNamesAreRefused) {
  for (auto s : {CoordinateStyle::Renju, CoordinateStyle::PiskvorkFromZero, CoordinateStyle::PiskvorkFromOne})
    EXPECT_EQ(parseCoordinateStyle(coordinateStyleName(s)), s);
  EXPECT_EQ(parseCoordinateStyle("piskvork"), std::nullopt);
}

TEST(CoordinateStyle, RenjuCountsRowsFromTheBottomAndPiskvorkFromTheTop) {
  const Cell topLeft{0, 0};
  const Cell centre{7, 7};
  const Cell bottomRight{14, 14};
  EXPECT_EQ(pointName(topLeft, 15, CoordinateStyle::Renju), "a15");
  EXPECT_EQ(pointName(topLeft, 15, CoordinateStyle::PiskvorkFromZero), "0,0");
  EXPECT_EQ(pointName(topLeft, 15, CoordinateStyle::PiskvorkFromOne), "1,1");
  EXPECT_EQ(pointName(centre, 15, CoordinateStyle::Renju), "h8");
  EXPECT_EQ(pointName(centre, 15, CoordinateStyle::PiskvorkFromZero), "7,7");
  EXPECT_EQ(pointName(bottomRight, 15, CoordinateStyle::Renju), "o1");
  EXPECT_EQ(pointName(bottomRight, 15, CoordinateStyle::PiskvorkFromOne), "15,15");
  // A rectangular board: the row label depends on the row count only in renju style.
  EXPECT_EQ(rowLabel(0, 11, CoordinateStyle::Renju), "11");
  EXPECT_EQ(rowLabel(0, 11, CoordinateStyle::PiskvorkFromZero), "0");
  EXPECT_EQ(columnLabel(19, CoordinateStyle::Renju), "t");
  EXPECT_EQ(columnLabel(19, CoordinateStyle::PiskvorkFromOne), "20");
}

}  // namespace
}  // namespace boardlab::gomoku
