#pragma once
// The two ways gomoku programs label the board. Renju style (notation.hpp) is what players read: column
// letters from the left, row numbers from 1 at the bottom ("h8"). Piskvork style is what engines and PSQ
// files use: x and y numbers from the TOP-LEFT corner, 0-based in the Piskvork protocol and 1-based in
// PSQ files ("7,7" is the centre of 15x15 from 0).

#include <optional>
#include <string>
#include <string_view>

#include "engine/core/cell.hpp"

namespace boardlab::gomoku {

enum class CoordinateStyle : unsigned char { Renju, PiskvorkFromZero, PiskvorkFromOne };

std::string_view coordinateStyleName(CoordinateStyle style);  // "renju", "piskvork0", "piskvork1"
std::optional<CoordinateStyle> parseCoordinateStyle(std::string_view name);

std::string columnLabel(int col, CoordinateStyle style);
std::string rowLabel(int row, int rows, CoordinateStyle style);  // rows are stored from the top
// "h8" in renju style, "x,y" in Piskvork style.
std::string pointName(Cell c, int rows, CoordinateStyle style);

}  // namespace boardlab::gomoku
