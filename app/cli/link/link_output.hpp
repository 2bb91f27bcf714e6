#pragma once
// How the link commands write a board and its cells, the same in `link` (link_command.cpp) and in link's
// part of `diff` (link_diff_command.cpp).

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/core/cell.hpp"
#include "engine/link/board.hpp"

namespace boardlab::cli {

// A cell as [column, row].
nlohmann::json linkCellJson(Cell c);
// A path as a list of cells.
nlohmann::json linkPathJson(const std::vector<Cell>& path);
// {"game":"link","size":[cols,rows],"border":true,"turns":2} ("turns":"any" without a limit).
nlohmann::json linkBoardJson(const link::Board& b);
// "link 12x8, border on, turns 2": the first line of a text report.
std::string linkBoardHeader(const link::Board& b);

}  // namespace boardlab::cli
