#pragma once
// The five-cell win lines of a board, each numbered once (article 001's "wins" array, generalised from
// 15x15 to any cols x rows). Numbering follows the article's loops, so line k means the same thing in
// `lines` and in `lines:js`:
//   horizontal    for each row r, for each start column c = 0..cols-5
//   vertical      for each column c, for each start row r = 0..rows-5
//   diagonal      for each start row r = 0..rows-5, for each column c = 0..cols-5        (down-right)
//   anti-diagonal for each start row r = 0..rows-5, for each column c = cols-1 down to 4 (down-left)
// The groups come in kDirections order, so the lines through a cell, in increasing number, also come
// in kDirections order. On N x N there are 4(N-4)(N-2) lines (572 on 15x15).

#include <cstdint>
#include <functional>
#include <vector>

#include "engine/core/cell.hpp"
#include "engine/gomoku/board.hpp"

namespace boardlab::gomoku {

struct WinLine {
  Cell first;   // the end nearest -kDirections[dir]; the cells are first + k * kDirections[dir], k = 0..4
  int dir = 0;  // index into kDirections
  Cell cell(int k) const;
};

class LineIndex {
 public:
  LineIndex(int cols, int rows);

  int cols() const { return cols_; }
  int rows() const { return rows_; }
  int size() const { return static_cast<int>(lines_.size()); }
  const WinLine& line(int k) const { return lines_[static_cast<std::size_t>(k)]; }
  // Numbers of the lines through c, increasing (so grouped in kDirections order). At most 20.
  const std::vector<std::int16_t>& through(Cell c) const {
    return through_[static_cast<std::size_t>(c.row * cols_ + c.col)];
  }

  // Shared, immutable index for a size (built once per size, then reused).
  static const LineIndex& of(int cols, int rows);

 private:
  int cols_;
  int rows_;
  std::vector<WinLine> lines_;
  std::vector<std::vector<std::int16_t>> through_;
};

// The lines through c in the order an overlay draws them: the decisive one first. That is a line whose five
// cells all hold `stone` on `board` (a real five, whatever the counters say: lines:js's dead c8-g8 at 7),
// else the line with the highest live counter (below 6) of `stone`; the rest keep their order.
// `fiveFirst` tells whether the first is a real five.
std::vector<std::int16_t> linesDecisiveFirst(const LineIndex& index, const Board& board, Cell c, Stone stone,
                                             const std::function<int(int)>& counter, bool& fiveFirst);

}  // namespace boardlab::gomoku
