#pragma once
// The standard gomoku formats besides BoardLab's own board files (docs/board-files.md, "Other gomoku
// formats"): Piskvork PSQ, SGF for gomoku (GM[4]) and move strings like "h8h9i8". Every reader produces a
// GameRecord plus `notes`: one sentence per thing the lenient reader assumed (0-based PSQ coordinates, a
// missing SZ, skipped variations, ...). What cannot be read is refused with a BoardFileError
// "FILE:LINE: reason". Writers cannot keep everything a record holds; what they drop (take-backs and
// redos are flattened to the moves on the board, a rule the format has no place for) is said in `notes`,
// and what would change the game (a starting grid in PSQ) is refused with std::invalid_argument.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/board_text.hpp"
#include "engine/gomoku/record.hpp"

namespace boardlab::gomoku {

enum class Format { Board, Psq, Sgf, Moves };

std::string_view formatName(Format f);                     // "board", "psq", "sgf", "moves"
std::optional<Format> parseFormat(std::string_view name);  // the inverse of formatName
// .board, .psq, .sgf, .txt/.moves (case-insensitive); nullopt when the extension says nothing.
std::optional<Format> formatOfExtension(const std::filesystem::path& path);
// The format the text plainly is: SGF when it starts with '(' then ';', PSQ when the first line starts with
// "Piskvorky", a board file when a line starts with the key `game`, a move string when it is only points
// like h8 (with blanks or commas between them); nullopt otherwise.
std::optional<Format> formatOfContent(std::string_view text);
// The reader `fileName`'s text goes to: the extension's, unless the content plainly is another format
// (then a note says so); by content when the extension says nothing. Refuses (line 0) text that is none.
Format chooseFormat(std::string_view text, const std::string& fileName, std::vector<std::string>& notes);

struct FormatOptions {
  bool topOrigin = false;  // move strings: row numbers counted from the TOP (some engines print them so)
};

// The readers. `fileName` only names the file in errors and notes.
GameRecord loadPsqText(std::string_view text, const std::string& fileName, std::vector<std::string>& notes);
GameRecord loadSgfText(std::string_view text, const std::string& fileName, std::vector<std::string>& notes);
GameRecord loadMoveString(std::string_view text, const std::string& fileName, std::vector<std::string>& notes,
                          bool topOrigin = false);

// The writers. They throw std::invalid_argument for a record the format cannot hold or that cannot be
// replayed (see the header comment).
std::string savePsqText(const GameRecord& record, std::vector<std::string>& notes);
std::string saveSgfText(const GameRecord& record, std::vector<std::string>& notes);
std::string saveMoveString(const GameRecord& record, std::vector<std::string>& notes, bool topOrigin = false);

// Any format, chosen by chooseFormat; `used` (optional) receives the format read.
GameRecord loadGomokuText(std::string_view text, const std::string& fileName, std::vector<std::string>& notes,
                          const FormatOptions& options = {}, Format* used = nullptr);
GameRecord loadGomokuFile(const std::filesystem::path& path, std::vector<std::string>& notes);
GameRecord loadGomokuFile(const std::filesystem::path& path, std::vector<std::string>& notes,
                          const FormatOptions& options, Format* used = nullptr);
std::string saveGomokuFile(const GameRecord& record, Format format);
std::string saveGomokuFile(const GameRecord& record, Format format, const FormatOptions& options,
                           std::vector<std::string>& notes);

}  // namespace boardlab::gomoku
