#pragma once
// Renju notation, the coordinates gomoku players read: column letters a.. from the left (no letter
// skipped), row numbers from 1 at the BOTTOM. On 15x15, "h8" is the centre.

#include <string>
#include <string_view>

#include "engine/core/cell.hpp"

namespace boardlab::gomoku {

std::string cellName(Cell c, int rows);
std::string columnLabel(int col);         // "a", "b", ...
std::string rowLabel(int row, int rows);  // "1" for the bottom row

// Parses "h8" on a cols x rows board. On failure returns false and says why in `why`.
bool parseCellName(std::string_view text, int cols, int rows, Cell& out, std::string& why);

}  // namespace boardlab::gomoku
