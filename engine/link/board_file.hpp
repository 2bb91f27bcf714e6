#pragma once
// Link board files (docs/board-files.md, "Link boards"):
//   game link / size CxR / border on|off / turns N|any / grid, then one line per row, top first:
//   '.' empty, a letter or digit a tile; cells may be separated by single spaces.
// Loading refuses anything else with a BoardFileError "FILE:LINE: what is wrong"; load(save(b)) == b.

#include <filesystem>
#include <string>
#include <string_view>

#include "engine/link/board.hpp"

namespace boardlab::link {

Board parseBoardFile(std::string_view text, const std::string& fileName);
Board loadBoardFile(const std::filesystem::path& path);
std::string saveBoardFile(const Board& board);

}  // namespace boardlab::link
