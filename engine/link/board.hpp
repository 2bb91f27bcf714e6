#pragma once
// The link (lianliankan) board: a rectangle of tiles, each a face or empty, inside a one-cell ring that
// paths may use (`border on`) or not (`border off`), plus the turn limit the game is played with.
// Row 0 is the top row; the ring is column -1 and cols(), row -1 and rows().

#include <string>
#include <vector>

#include "engine/core/cell.hpp"

namespace boardlab::link {

// A tile face: a letter or a digit (case matters: 'a' and 'A' are different faces). kEmpty marks no tile.
using Face = char;
constexpr Face kEmpty = '.';
constexpr bool isFace(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }

class Board {
 public:
  static constexpr int kMinSize = 1;  // one row or one column is a legitimate puzzle
  static constexpr int kMaxSize = 64;
  static constexpr int kAnyTurns = -1;  // maxTurns() value for "unlimited"

  // Throws std::invalid_argument when a side is outside kMinSize..kMaxSize or maxTurns < -1.
  explicit Board(int cols = 12, int rows = 8, bool border = true, int maxTurns = 2);

  int cols() const { return cols_; }
  int rows() const { return rows_; }
  bool border() const { return border_; }
  void setBorder(bool on);
  int maxTurns() const { return maxTurns_; }
  bool anyTurns() const { return maxTurns_ == kAnyTurns; }
  void setMaxTurns(int turns);  // a count >= 0 or kAnyTurns

  bool contains(Cell c) const { return c.col >= 0 && c.row >= 0 && c.col < cols_ && c.row < rows_; }
  // The tile area plus its ring (whether or not the ring is usable).
  bool inFrame(Cell c) const { return c.col >= -1 && c.row >= -1 && c.col <= cols_ && c.row <= rows_; }
  // Precondition: contains(c).
  Face at(Cell c) const { return cells_[index(c)]; }
  // The face at c, or kEmpty anywhere off the tile area (the published code's dictionary lookup).
  Face get(Cell c) const { return contains(c) ? at(c) : kEmpty; }
  // Precondition: contains(c). Throws std::invalid_argument for a face that is neither kEmpty nor isFace.
  void set(Cell c, Face f);
  void clear();

  // Can a path run through c: an empty tile cell, or a ring cell when the ring is on.
  bool passable(Cell c) const { return inFrame(c) && cells_[index(c)] == kEmpty; }
  // Is every cell (c0..c1, row) passable? An empty range (c0 > c1) is clear. O(1) from the prefix counts.
  bool rowClear(int row, int c0, int c1) const;
  bool colClear(int col, int r0, int r1) const;  // every cell (col, r0..r1)

  int tileCount() const { return tiles_; }
  int rowCount(int row) const { return rowPrefix_[static_cast<std::size_t>(row * (cols_ + 1) + cols_)]; }
  int colCount(int col) const { return colPrefix_[static_cast<std::size_t>(col * (rows_ + 1) + rows_)]; }
  std::vector<Cell> tiles() const;  // every tile cell, row by row from the top

  // Storage for searches: a grid two cells wider than the tile area on every side. The inner padding
  // ring holds kEmpty (border on) or kWall (off); the outer one is always kWall, so a search can step
  // from any ring cell without a bounds check.
  static constexpr Face kWall = '#';
  int stride() const { return cols_ + 4; }
  int index(Cell c) const { return (c.row + 2) * stride() + (c.col + 2); }
  Cell cellAt(int index) const { return {index % stride() - 2, index / stride() - 2}; }
  const std::vector<Face>& padded() const { return cells_; }

  friend bool operator==(const Board& a, const Board& b) {
    return a.cols_ == b.cols_ && a.rows_ == b.rows_ && a.border_ == b.border_ && a.maxTurns_ == b.maxTurns_ &&
           a.cells_ == b.cells_;
  }

 private:
  void paintRing();
  int cols_;
  int rows_;
  bool border_;
  int maxTurns_;
  int tiles_ = 0;
  std::vector<Face> cells_;
  // rowPrefix_[r*(cols+1)+c] = tiles in row r at columns < c; colPrefix_ likewise per column. They make
  // "is this segment empty" O(1), which keeps the case analysis O(rows + cols) per query.
  std::vector<int> rowPrefix_;
  std::vector<int> colPrefix_;
};

// `board` on a cols x rows area with the same settings, keeping the tiles that still fit (anchored at the
// top-left). Throws std::invalid_argument for a size outside Board::kMinSize..kMaxSize.
Board resized(const Board& board, int cols, int rows);

// "3,1" for column 3, row 1: how link cells are named in traces, the CLI and messages.
std::string cellName(Cell c);

}  // namespace boardlab::link
