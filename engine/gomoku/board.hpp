#pragma once
// The gomoku board: a rectangle of points, each empty, black or white. Row 0 is the top row.

#include <string_view>
#include <vector>

#include "engine/core/cell.hpp"

namespace boardlab::gomoku {

enum class Stone : unsigned char { None, Black, White };

constexpr Stone opponent(Stone s) {
  return s == Stone::Black ? Stone::White : s == Stone::White ? Stone::Black : Stone::None;
}
std::string_view stoneName(Stone s);  // "black", "white" or "none"

class Board {
 public:
  static constexpr int kMinSize = 5;
  static constexpr int kMaxSize = 26;  // one letter per column: a..z

  // Throws std::invalid_argument when a side is outside kMinSize..kMaxSize.
  explicit Board(int cols = 15, int rows = 15);

  int cols() const { return cols_; }
  int rows() const { return rows_; }
  bool contains(Cell c) const { return c.col >= 0 && c.row >= 0 && c.col < cols_ && c.row < rows_; }
  // Precondition: contains(c).
  Stone at(Cell c) const { return cells_[index(c)]; }
  // Stone at c, or None when c is off the board.
  Stone get(Cell c) const { return contains(c) ? at(c) : Stone::None; }
  void set(Cell c, Stone s) { cells_[index(c)] = s; }
  int count(Stone s) const;
  void clear();

  friend bool operator==(const Board&, const Board&) = default;

 private:
  int index(Cell c) const { return c.row * cols_ + c.col; }
  int cols_;
  int rows_;
  std::vector<Stone> cells_;
};

}  // namespace boardlab::gomoku
