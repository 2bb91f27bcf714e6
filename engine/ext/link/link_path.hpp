#pragma once
// BoardLab's own check of a link path an outside program claims: it must run from A to B in
// straight row or column segments, through empty cells only (the ring, x = -1 or cols, y = -1 or rows,
// only when the board has it), within the turn limit, between two equal tiles.

#include <optional>
#include <string>
#include <vector>

#include "engine/core/cell.hpp"
#include "engine/link/board.hpp"

namespace boardlab::ext {

// nullopt for a valid path; otherwise why not, naming the first wrong cell as [x,y].
std::optional<std::string> checkLinkPath(const link::Board& board, Cell a, Cell b, const std::vector<Cell>& path);

}  // namespace boardlab::ext
