#pragma once
// Helpers shared by the link tests: boards from text and seeded random boards.

#include <random>
#include <string>
#include <vector>

#include "engine/link/board.hpp"
#include "engine/link/game.hpp"

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

// A full 64x64 board of two faces dealt at random (each an even number of times), the ring off, with a
// C/D checkerboard in the bottom-right corner that can never be cleared: the solver learns that only by
// trying removal orders of the other 4092 tiles, its worst case (the budget tests of the engine and of
// the workbench; tests/cli builds the same board as a file).
inline Board hardBoard64() {
  Board b(64, 64, false, 2);
  Rng rng(5);
  for (int r = 0; r < 64; ++r)
    for (int c = 0; c < 64; ++c) b.set({c, r}, rng.below(2) ? 'A' : 'B');
  b.set({62, 62}, 'C'), b.set({63, 63}, 'C'), b.set({63, 62}, 'D'), b.set({62, 63}, 'D');
  int as = 0;
  for (Cell c : b.tiles()) as += b.at(c) == 'A';
  if (as % 2) b.set({0, 0}, b.at({0, 0}) == 'A' ? 'B' : 'A');
  return b;
}

}  // namespace boardlab::link::testing
