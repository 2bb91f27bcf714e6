#include "engine/link/board_file.hpp"

#include <optional>

#include "engine/core/board_text.hpp"

namespace boardlab::link {

namespace {

// "12x8" -> 12, 8 (columns x rows).
bool parseSize(std::string_view word, int& cols, int& rows) {
  const std::size_t x = word.find('x');
  if (x == std::string_view::npos) return false;
  return parseCount(word.substr(0, x), kLargestCount, cols) && parseCount(word.substr(x + 1), kLargestCount, rows);
}

// One grid row: either C characters, or C characters separated by single spaces.
bool parseRow(std::string_view text, int cols, std::string& out, std::string& why) {
  out.clear();
  // Spaced when the second character is a blank, whatever the length: a row cut short then still gets
  // its cells counted ("row has 2 cells") instead of a blank taken for a cell.
  const bool spaced = cols > 1 && text.size() > 1 && text[1] == ' ';
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (spaced && (i % 2 == 1) != (text[i] == ' ')) {
      why = "cells must be separated by single spaces or not at all";
      return false;
    }
    if (spaced && i % 2 == 1) continue;
    const char c = text[i];
    if (c != kEmpty && !isFace(c)) {
      // The line is valid UTF-8 (splitBoardLines checked it): quote the whole character, not its first byte.
      const auto lead = static_cast<unsigned char>(c);
      const std::size_t length = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : 4;
      why = std::string("bad cell '") +
            (lead >= 0x80 ? std::string(text.substr(i, length))
             : c >= ' '   ? std::string(1, c)
                          : "?") +
            "' at position " + std::to_string(i + 1) + " (use '.' for empty, letters and digits for tiles)";
      return false;
    }
    out.push_back(c);
  }
  if (out.size() != static_cast<std::size_t>(cols)) {
    why = "row has " + std::to_string(out.size()) + " cells, the size says " + std::to_string(cols);
    return false;
  }
  return true;
}

}  // namespace

Board parseBoardFile(std::string_view text, const std::string& fileName) {
  const std::vector<TextLine> lines = splitBoardLines(text, fileName);
  auto fail = [&](int line, const std::string& why) -> BoardFileError { return BoardFileError(fileName, line, why); };
  bool sawGame = false, sawBorder = false, sawTurns = false;
  std::optional<std::pair<int, int>> size;
  bool border = true;
  int turns = 2;
  std::size_t i = 0;
  int gridLine = 0;
  for (; i < lines.size(); ++i) {
    const TextLine& l = lines[i];
    const auto words = splitWords(l.text);
    const std::string key(words[0]);
    if (key == "grid") {
      if (words.size() != 1) throw fail(l.number, "'grid' takes no value; the rows follow on the next lines");
      gridLine = l.number;
      ++i;
      break;
    }
    if (key != "game" && key != "size" && key != "border" && key != "turns")
      throw fail(l.number, "unknown key '" + key + "' (expected game, size, border, turns or grid)");
    if (words.size() != 2) throw fail(l.number, "'" + key + "' takes exactly one value");
    const std::string_view value = words[1];
    if (key == "game") {
      if (sawGame) throw fail(l.number, "'game' given twice");
      if (value != "link") throw fail(l.number, "game is '" + std::string(value) + "', expected link");
      sawGame = true;
    } else if (!sawGame) {
      throw fail(l.number, "the file must start with 'game link'");
    } else if (key == "size") {
      if (size) throw fail(l.number, "'size' given twice");
      int c = 0, r = 0;
      if (!parseSize(value, c, r))
        throw fail(l.number, "bad size '" + std::string(value) + "' (expected COLSxROWS, e.g. 12x8)");
      if (c < Board::kMinSize || c > Board::kMaxSize || r < Board::kMinSize || r > Board::kMaxSize)
        throw fail(l.number, "size " + std::string(value) + " is outside " + std::to_string(Board::kMinSize) + ".." +
                                 std::to_string(Board::kMaxSize) + " x " + std::to_string(Board::kMinSize) + ".." +
                                 std::to_string(Board::kMaxSize));
      size = {c, r};
    } else if (key == "border") {
      if (sawBorder) throw fail(l.number, "'border' given twice");
      if (value != "on" && value != "off")
        throw fail(l.number, "border must be on or off, not '" + std::string(value) + "'");
      border = value == "on";
      sawBorder = true;
    } else {
      if (sawTurns) throw fail(l.number, "'turns' given twice");
      if (value == "any") {
        turns = Board::kAnyTurns;
      } else if (!parseCount(value, 10000, turns)) {
        throw fail(l.number, "turns must be a number (0..10000) or any, not '" + std::string(value) + "'");
      }
      sawTurns = true;
    }
  }
  if (!sawGame) throw fail(lines.empty() ? 0 : lines.front().number, "the file must start with 'game link'");
  if (!size) throw fail(gridLine, "no 'size' line before the grid");
  if (gridLine == 0) throw fail(lines.back().number, "no 'grid' line: the rows of tiles are missing");
  Board board(size->first, size->second, border, turns);
  std::string row;
  int r = 0;
  for (; i < lines.size(); ++i, ++r) {
    const TextLine& l = lines[i];
    if (r >= board.rows())
      throw fail(l.number, "more than " + std::to_string(board.rows()) + " rows (the size says " +
                               std::to_string(board.cols()) + "x" + std::to_string(board.rows()) + ")");
    std::string why;
    if (!parseRow(l.text, board.cols(), row, why)) throw fail(l.number, why);
    for (int c = 0; c < board.cols(); ++c) board.set({c, r}, row[static_cast<std::size_t>(c)]);
  }
  if (r < board.rows())
    throw fail(lines.back().number,
               "the grid has " + std::to_string(r) + " rows, the size says " + std::to_string(board.rows()));
  return board;
}

Board loadBoardFile(const std::filesystem::path& path) { return parseBoardFile(readTextFile(path), path.string()); }

std::string saveBoardFile(const Board& board) {
  std::string out = "game link\nsize " + std::to_string(board.cols()) + "x" + std::to_string(board.rows()) +
                    "\nborder " + (board.border() ? "on" : "off") + "\nturns " +
                    (board.anyTurns() ? std::string("any") : std::to_string(board.maxTurns())) + "\ngrid\n";
  for (int r = 0; r < board.rows(); ++r) {
    for (int c = 0; c < board.cols(); ++c) out.push_back(board.at({c, r}));
    out.push_back('\n');
  }
  return out;
}

}  // namespace boardlab::link
