// Move strings: the moves of a game written one after the other, "h8h9i8" (renju notation: column letter,
// row number from 1 at the BOTTOM). Some engines print rows from the TOP; `topOrigin` reads and writes
// those. Blanks, commas, semicolons and line breaks between moves are allowed, '#' starts a comment.
// A move string holds nothing but the moves, so the reader assumes (and says) black first, the freestyle
// rule, and the smallest of 15x15, 19x19, 20x20 that holds the moves (a larger square when none does).

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "engine/gomoku/format_util.hpp"
#include "engine/gomoku/formats.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::gomoku {

namespace {

struct Token {
  int col = 0, number = 0, line = 0;
  std::string text;
};

// Bytes in the UTF-8 character that starts with `lead` (the text is already checked to be UTF-8).
std::size_t utf8Length(char lead) {
  const auto b = static_cast<unsigned char>(lead);
  return b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : 4;
}

bool separator(char c) { return c == ' ' || c == '\t' || c == ',' || c == ';'; }

int boardSideFor(int maxCol, int maxNumber) {
  const int need = std::max(maxCol + 1, maxNumber);
  for (int side : {15, 19, 20})
    if (need <= side) return side;
  return std::max(need, Board::kMinSize);
}

}  // namespace

GameRecord loadMoveString(std::string_view text, const std::string& file, std::vector<std::string>& notes,
                          bool topOrigin) {
  std::vector<Token> tokens;
  int upperLine = 0;
  for (const TextLine& line : splitBoardLines(text, file)) {
    const std::string& s = line.text;
    for (std::size_t i = 0; i < s.size();) {
      if (separator(s[i])) {
        ++i;
        continue;
      }
      const std::size_t start = i;
      if (!std::isalpha(static_cast<unsigned char>(s[i])) || static_cast<unsigned char>(s[i]) >= 0x80)
        throw BoardFileError(file, line.number,
                             "'" + s.substr(i, utf8Length(s[i])) + "' at character " + std::to_string(i + 1) +
                                 " is not part of a move like h8 (a column letter, then a row number)");
      if (std::isupper(static_cast<unsigned char>(s[i])) && !upperLine) upperLine = line.number;
      const int col = std::tolower(static_cast<unsigned char>(s[i])) - 'a';
      ++i;
      while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
      Token t{col, 0, line.number, s.substr(start, i - start)};
      if (i == start + 1 ||
          !parseCount(std::string_view(s).substr(start + 1, i - start - 1), kLargestCount, t.number) || t.number == 0)
        // Quote what stands there, the character after the letter included ("h٨", not "h").
        throw BoardFileError(file, line.number,
                             "move " + std::to_string(tokens.size() + 1) + ": '" + t.text +
                                 (i < s.size() && !separator(s[i]) ? s.substr(i, utf8Length(s[i])) : std::string()) +
                                 "' is not a move like h8 (a column letter, then a row number from 1)");
      if (t.number > Board::kMaxSize)
        throw BoardFileError(file, line.number,
                             "move " + std::to_string(tokens.size() + 1) + ": '" + t.text +
                                 "' is off the largest board (" + std::to_string(Board::kMaxSize) + "x" +
                                 std::to_string(Board::kMaxSize) + ")");
      if (static_cast<int>(tokens.size()) >= GameRecord::kMaxActions)
        throw BoardFileError(file, line.number, "more than " + std::to_string(GameRecord::kMaxActions) + " moves");
      tokens.push_back(t);
    }
  }
  int maxCol = 0, maxNumber = 1;
  for (const Token& t : tokens) {
    maxCol = std::max(maxCol, t.col);
    maxNumber = std::max(maxNumber, t.number);
  }
  const int side = boardSideFor(maxCol, maxNumber);
  GameRecord record;
  record.start = Board(side, side);
  notes.push_back(format_detail::noteAt(
      file, 0,
      "a move string holds only the moves: assumed a " + std::to_string(side) + "x" + std::to_string(side) +
          " board, black first, the freestyle rule, rows counted from the " + (topOrigin ? "top" : "bottom")));
  if (upperLine)
    notes.push_back(format_detail::noteAt(file, upperLine, "read upper-case column letters as lower-case"));
  format_detail::MoveSink sink(record, file);
  sink.begin();
  for (const Token& t : tokens) {
    const Cell c{t.col, topOrigin ? t.number - 1 : side - t.number};
    sink.place(c, t.line, topOrigin ? t.text + " (" + cellName(c, side) + " from the bottom)" : cellName(c, side));
  }
  return record;
}

std::string saveMoveString(const GameRecord& record, std::vector<std::string>& notes, bool topOrigin) {
  format_detail::requireEmptyStart(record, "a move string");
  const std::vector<Cell> moves = format_detail::boardMoves(record, "a move string", notes);
  const Board& b = record.start;
  int maxCol = 0, maxRow = 0;
  for (Cell c : moves) {
    maxCol = std::max(maxCol, c.col);
    maxRow = std::max(maxRow, topOrigin ? c.row + 1 : b.rows() - c.row);
  }
  const int side = boardSideFor(maxCol, maxRow);
  if (b.cols() != side || b.rows() != side)
    notes.push_back("a move string has no board size: this " + std::to_string(b.cols()) + "x" +
                    std::to_string(b.rows()) + " game reads back on " + std::to_string(side) + "x" +
                    std::to_string(side));
  if (record.rule != Rule::Freestyle)
    notes.push_back("a move string has no rule: the " + std::string(ruleName(record.rule)) + " rule is not saved");
  std::string out;
  for (std::size_t k = 0; k < moves.size(); ++k) {
    if (k > 0 && k % 30 == 0) out += '\n';  // short lines: readers limit line length
    const Cell c = moves[k];
    out += columnLabel(c.col) + (topOrigin ? std::to_string(c.row + 1) : rowLabel(c.row, b.rows()));
  }
  out += '\n';
  return out;
}

}  // namespace boardlab::gomoku
