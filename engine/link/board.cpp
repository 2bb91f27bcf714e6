#include "engine/link/board.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace boardlab::link {

Board::Board(int cols, int rows, bool border, int maxTurns)
    : cols_(cols), rows_(rows), border_(border), maxTurns_(maxTurns) {
  if (cols < kMinSize || cols > kMaxSize || rows < kMinSize || rows > kMaxSize)
    throw std::invalid_argument("board size " + std::to_string(cols) + "x" + std::to_string(rows) + " is outside " +
                                std::to_string(kMinSize) + ".." + std::to_string(kMaxSize));
  if (maxTurns < kAnyTurns) throw std::invalid_argument("turn limit must be a count >= 0 or any");
  cells_.assign(static_cast<std::size_t>((cols + 4) * (rows + 4)), kWall);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) cells_[static_cast<std::size_t>(index({c, r}))] = kEmpty;
  paintRing();
  rowPrefix_.assign(static_cast<std::size_t>(rows * (cols + 1)), 0);
  colPrefix_.assign(static_cast<std::size_t>(cols * (rows + 1)), 0);
}

void Board::paintRing() {
  const Face ring = border_ ? kEmpty : kWall;
  for (int c = -1; c <= cols_; ++c) {
    cells_[static_cast<std::size_t>(index({c, -1}))] = ring;
    cells_[static_cast<std::size_t>(index({c, rows_}))] = ring;
  }
  for (int r = 0; r < rows_; ++r) {
    cells_[static_cast<std::size_t>(index({-1, r}))] = ring;
    cells_[static_cast<std::size_t>(index({cols_, r}))] = ring;
  }
}

void Board::setBorder(bool on) {
  border_ = on;
  paintRing();
}

void Board::setMaxTurns(int turns) {
  if (turns < kAnyTurns) throw std::invalid_argument("turn limit must be a count >= 0 or any");
  maxTurns_ = turns;
}

void Board::set(Cell c, Face f) {
  if (f != kEmpty && !isFace(f)) throw std::invalid_argument(std::string("'") + f + "' is not a tile face");
  Face& slot = cells_[static_cast<std::size_t>(index(c))];
  const int delta = (f != kEmpty) - (slot != kEmpty);
  slot = f;
  if (delta == 0) return;
  tiles_ += delta;
  // Every prefix after the changed cell moves by one: O(rows + cols) per change, O(1) per segment query.
  int* row = &rowPrefix_[static_cast<std::size_t>(c.row * (cols_ + 1))];
  for (int k = c.col + 1; k <= cols_; ++k) row[k] += delta;
  int* col = &colPrefix_[static_cast<std::size_t>(c.col * (rows_ + 1))];
  for (int k = c.row + 1; k <= rows_; ++k) col[k] += delta;
}

void Board::clear() {
  for (int r = 0; r < rows_; ++r)
    for (int c = 0; c < cols_; ++c) cells_[static_cast<std::size_t>(index({c, r}))] = kEmpty;
  std::fill(rowPrefix_.begin(), rowPrefix_.end(), 0);
  std::fill(colPrefix_.begin(), colPrefix_.end(), 0);
  tiles_ = 0;
}

bool Board::rowClear(int row, int c0, int c1) const {
  if (c0 > c1) return true;
  if (row < -1 || row > rows_ || c0 < -1 || c1 > cols_) return false;
  if (row == -1 || row == rows_) return border_;
  if ((c0 == -1 || c1 == cols_) && !border_) return false;
  const int lo = c0 < 0 ? 0 : c0;
  const int hi = c1 >= cols_ ? cols_ - 1 : c1;
  if (lo > hi) return true;
  const int* pre = &rowPrefix_[static_cast<std::size_t>(row * (cols_ + 1))];
  return pre[hi + 1] == pre[lo];
}

bool Board::colClear(int col, int r0, int r1) const {
  if (r0 > r1) return true;
  if (col < -1 || col > cols_ || r0 < -1 || r1 > rows_) return false;
  if (col == -1 || col == cols_) return border_;
  if ((r0 == -1 || r1 == rows_) && !border_) return false;
  const int lo = r0 < 0 ? 0 : r0;
  const int hi = r1 >= rows_ ? rows_ - 1 : r1;
  if (lo > hi) return true;
  const int* pre = &colPrefix_[static_cast<std::size_t>(col * (rows_ + 1))];
  return pre[hi + 1] == pre[lo];
}

std::vector<Cell> Board::tiles() const {
  std::vector<Cell> out;
  out.reserve(static_cast<std::size_t>(tiles_));
  for (int r = 0; r < rows_; ++r)
    for (int c = 0; c < cols_; ++c)
      if (at({c, r}) != kEmpty) out.push_back({c, r});
  return out;
}

std::string cellName(Cell c) { return std::to_string(c.col) + "," + std::to_string(c.row); }

Board resized(const Board& board, int cols, int rows) {
  Board next(cols, rows, board.border(), board.maxTurns());
  for (int r = 0; r < std::min(rows, board.rows()); ++r)
    for (int c = 0; c < std::min(cols, board.cols()); ++c) next.set({c, r}, board.at({c, r}));
  return next;
}

}  // namespace boardlab::link
