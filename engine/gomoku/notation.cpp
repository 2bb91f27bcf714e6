#include "engine/gomoku/notation.hpp"

#include "engine/core/board_text.hpp"

namespace boardlab::gomoku {

std::string columnLabel(int col) { return std::string(1, static_cast<char>('a' + col)); }

std::string rowLabel(int row, int rows) { return std::to_string(rows - row); }

std::string cellName(Cell c, int rows) { return columnLabel(c.col) + rowLabel(c.row, rows); }

bool parseCellName(std::string_view text, int cols, int rows, Cell& out, std::string& why) {
  const std::string quoted = "'" + std::string(text) + "'";
  if (text.size() < 2 || text[0] < 'a' || text[0] > 'z') {
    why = quoted + " is not a point like h8 (a column letter, then a row number)";
    return false;
  }
  int number = 0;
  if (!parseCount(text.substr(1), 999, number) || number == 0) {
    why = quoted + " is not a point like h8 (a column letter, then a row number from 1)";
    return false;
  }
  const int col = text[0] - 'a';
  if (col >= cols || number > rows) {
    why = quoted + " is off the " + std::to_string(cols) + "x" + std::to_string(rows) + " board";
    return false;
  }
  out = {col, rows - number};
  return true;
}

}  // namespace boardlab::gomoku
