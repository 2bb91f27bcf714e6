#pragma once
// Small helpers shared by the gomoku engine tests.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/gomoku/board.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::gomoku::testing {

// "h8" on a cols x rows board (rows counted from the bottom).
inline Cell pt(const std::string& name, int cols = 15, int rows = 15) {
  Cell c;
  std::string why;
  EXPECT_TRUE(parseCellName(name, cols, rows, c, why)) << why;
  return c;
}

inline std::vector<Cell> pts(const std::vector<std::string>& names, int cols = 15, int rows = 15) {
  std::vector<Cell> out;
  for (const std::string& n : names) out.push_back(pt(n, cols, rows));
  return out;
}

// Puts `stone` on every named point.
inline void put(Board& b, const std::vector<std::string>& names, Stone stone) {
  for (const std::string& n : names) b.set(pt(n, b.cols(), b.rows()), stone);
}

}  // namespace boardlab::gomoku::testing
