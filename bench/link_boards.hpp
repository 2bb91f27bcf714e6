#pragma once
// The link boards every link benchmark measures on: a generated solvable board with the first half of its
// own solution played (a game in the middle), and every pair of equal tiles on it as the queries. The same
// seed everywhere, so ratios between benchmark files compare like with like.

#include <cstddef>
#include <vector>

#include "engine/link/game.hpp"
#include "engine/link/generator.hpp"

namespace boardlab::bench {

struct MidGame {
  link::Board board;
  std::vector<link::Pair> queries;
};

inline MidGame midGame(int cols, int rows, int faces) {
  link::GenerateOptions g;
  g.cols = cols;
  g.rows = rows;
  g.faces = faces;
  g.seed = 42;
  link::Generated made = link::generateBoard(g);
  for (std::size_t i = 0; i < made.solution.size() / 2; ++i)
    link::removePair(made.board, made.solution[i].a, made.solution[i].b);
  MidGame m{made.board, {}};
  const std::vector<Cell> tiles = m.board.tiles();
  for (std::size_t i = 0; i < tiles.size(); ++i)
    for (std::size_t j = i + 1; j < tiles.size(); ++j)
      if (m.board.at(tiles[i]) == m.board.at(tiles[j])) m.queries.push_back({tiles[i], tiles[j]});
  return m;
}

}  // namespace boardlab::bench
