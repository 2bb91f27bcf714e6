#pragma once
// A position on a rectangular grid. Internally every game counts columns from the left and rows from
// the TOP (row 0 is the top row), as the published code and the board files do; notations that count
// rows from the bottom convert at the edges (see gomoku/notation.hpp).

#include <compare>

namespace boardlab {

struct Cell {
  int col = 0;
  int row = 0;
  friend constexpr auto operator<=>(const Cell&, const Cell&) = default;
};

// A step between neighbouring cells: one of the eight compass moves.
struct Delta {
  int dc = 0;
  int dr = 0;
  friend constexpr bool operator==(const Delta&, const Delta&) = default;
};

constexpr Cell operator+(Cell c, Delta d) { return {c.col + d.dc, c.row + d.dr}; }
constexpr Cell operator-(Cell c, Delta d) { return {c.col - d.dc, c.row - d.dr}; }
constexpr Delta operator*(int k, Delta d) { return {k * d.dc, k * d.dr}; }

}  // namespace boardlab
