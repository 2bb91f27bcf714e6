#include "engine/gomoku/coordinate_style.hpp"

#include "engine/gomoku/notation.hpp"

namespace boardlab::gomoku {

std::string_view coordinateStyleName(CoordinateStyle style) {
  switch (style) {
    case CoordinateStyle::PiskvorkFromZero:
      return "piskvork0";
    case CoordinateStyle::PiskvorkFromOne:
      return "piskvork1";
    case CoordinateStyle::Renju:
      break;
  }
  return "renju";
}

std::optional<CoordinateStyle> parseCoordinateStyle(std::string_view name) {
  for (CoordinateStyle s :
       {CoordinateStyle::Renju, CoordinateStyle::PiskvorkFromZero, CoordinateStyle::PiskvorkFromOne})
    if (coordinateStyleName(s) == name) return s;
  return std::nullopt;
}

namespace {
int firstNumber(CoordinateStyle style) { return style == CoordinateStyle::PiskvorkFromOne ? 1 : 0; }
}  // namespace

std::string columnLabel(int col, CoordinateStyle style) {
  return style == CoordinateStyle::Renju ? columnLabel(col) : std::to_string(col + firstNumber(style));
}

std::string rowLabel(int row, int rows, CoordinateStyle style) {
  return style == CoordinateStyle::Renju ? rowLabel(row, rows) : std::to_string(row + firstNumber(style));
}

std::string pointName(Cell c, int rows, CoordinateStyle style) {
  if (style == CoordinateStyle::Renju) return cellName(c, rows);
  return columnLabel(c.col, style) + "," + rowLabel(c.row, rows, style);
}

}  // namespace boardlab::gomoku
