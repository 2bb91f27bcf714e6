#pragma once
// Boards that are solvable by construction: a solution is played backwards. Starting from an empty
// board, each step puts one face on two empty cells that link through the cells still empty, so
// removing the pairs in the reverse order always works. Interior cells are filled first, because the
// last pairs placed are the first removed, when the board is full.

#include <cstdint>
#include <vector>

#include "engine/core/budget.hpp"
#include "engine/link/board.hpp"
#include "engine/link/game.hpp"

namespace boardlab::link {

struct GenerateOptions {
  int cols = 12;
  int rows = 8;
  int faces = 12;  // 1..62 distinct faces: A-Z, a-z, 0-9
  std::uint64_t seed = 1;
  bool border = true;
  int maxTurns = 2;
  // Fresh starts allowed before giving up (only tight settings ever need more than one); neither the
  // command line nor the workbench offers to raise it, so a bad setting fails in bounded time.
  static constexpr int kDefaultAttempts = 200;
  int attempts = kDefaultAttempts;
};

struct Generated {
  Board board;
  std::vector<Pair> solution;  // a removal order that clears the board
};

// Every cell gets a tile (one stays empty when cols x rows is odd); faces are spread as evenly as the
// pairs allow. Throws std::invalid_argument for bad options and std::runtime_error when no board was
// built within the attempts (say, border off with a tiny board).
Generated generateBoard(const GenerateOptions& options);
// The same within `budget`: each fresh start spends a state, and the time limit and cancel flag are
// looked at between partner candidates; running out throws std::runtime_error saying which limit
// (budget.limit() tells it too). budget.fraction() is the share of pairs placed in the current attempt.
Generated generateBoard(const GenerateOptions& options, SearchBudget& budget);

// The face used for the k-th face (0-based): A..Z, a..z, 0..9.
Face faceNumber(int k);

}  // namespace boardlab::link
