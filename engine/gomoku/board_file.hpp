#pragma once
// Gomoku board files (format in docs/board-files.md):
//   game gomoku
//   size 15              # or CxR (columns x rows), 5..26 each
//   rule freestyle       # freestyle | standard | renju | caro
//   to-move black        # optional; default black when the grid has as many black as white stones,
//                        # white when black has one more (any other difference needs to-move)
//   grid                 # optional; then one line per row, top row first: '.', 'x' (black), 'o' (white),
//   . . x . .            #   with or without single spaces between cells
//   moves h8 i9 undo redo  # optional; may continue on the following lines until the next key
// Keys may come in any order except that `size` must come before `grid` and `moves` (which need it), and
// `grid` before `moves`;
// a missing size means 15x15. Every refusal is a BoardFileError "FILE:LINE: what is wrong".

#include <filesystem>
#include <string>
#include <string_view>

#include "engine/core/board_text.hpp"
#include "engine/gomoku/record.hpp"

namespace boardlab::gomoku {

// Parses a board file's text; `fileName` only names the file in errors.
GameRecord loadBoardText(std::string_view text, const std::string& fileName);
// Reads and parses a file (size-limited, see board_text.hpp).
GameRecord loadBoardFile(const std::filesystem::path& path);
// Writes the record in the same format; loadBoardText(saveBoardText(r), ...) == r.
std::string saveBoardText(const GameRecord& record);

// The `game` value of a board file of any game: boardlab::boardFileGame (engine/core/game_module.hpp),
// where it now lives; kept under this name for the callers that have not moved to gameOfText yet.
std::string boardFileGame(std::string_view text, const std::string& fileName);

}  // namespace boardlab::gomoku
