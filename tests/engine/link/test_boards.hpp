#pragma once
// Helpers shared by the link tests: boards from text and seeded random boards.

#include <random>
#include <string>
#include <vector>

#include "engine/link/board.hpp"

namespace boardlab::link::testing {

// rows: one string per row, top first, '.' empty.
inline Board boardOf(const std::vector<std::string>& rows, bool border = true, int turns = 2) {
  Board b(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()), border, turns);
  for (int r = 0; r < b.rows(); ++r)
    for (int c = 0; c < b.cols(); ++c) b.set({c, r}, rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]);
  return b;
}

// Each cell holds a tile with probability `density`, its face drawn from the first `faces` letters.
inline Board randomBoard(std::mt19937& rng, int cols, int rows, double density, int faces, bool border, int turns) {
  Board b(cols, rows, border, turns);
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  std::uniform_int_distribution<int> face(0, faces - 1);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (coin(rng) < density) b.set({c, r}, static_cast<Face>('A' + face(rng)));
  return b;
}

}  // namespace boardlab::link::testing
