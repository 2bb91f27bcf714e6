#include "engine/gomoku/board.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace boardlab::gomoku {

std::string_view stoneName(Stone s) {
  switch (s) {
    case Stone::Black:
      return "black";
    case Stone::White:
      return "white";
    case Stone::None:
      break;
  }
  return "none";
}

Board::Board(int cols, int rows) : cols_(cols), rows_(rows) {
  if (cols < kMinSize || cols > kMaxSize || rows < kMinSize || rows > kMaxSize)
    throw std::invalid_argument("board size " + std::to_string(cols) + "x" + std::to_string(rows) + " is outside " +
                                std::to_string(kMinSize) + ".." + std::to_string(kMaxSize));
  cells_.assign(static_cast<std::size_t>(cols * rows), Stone::None);
}

int Board::count(Stone s) const { return static_cast<int>(std::count(cells_.begin(), cells_.end(), s)); }

void Board::clear() { std::fill(cells_.begin(), cells_.end(), Stone::None); }

}  // namespace boardlab::gomoku
