// Piskvork's game record (PSQ):
//   Piskvorky 15x15, 11:11, 0      <- the board size (columns x rows); the rest of the line is not used
//   8,8,0                          <- one move a line: x (column), y (row from the TOP), milliseconds; 1-based
//   9,8,1200
//   pbrain-one.exe                 <- optional player lines
//   -1                             <- optional end mark
// Lenient: a 0 coordinate means the writer was 0-based (said in a note); lines after "-1" and fields after
// the time are ignored (said in a note); player lines are skipped silently, they are part of the format.
// A signed move ("-9,9,0", "+10,10,0") is refused with its line. Lines may end in LF, CR LF or CR.

#include <cctype>
#include <stdexcept>

#include "engine/gomoku/format_util.hpp"
#include "engine/gomoku/formats.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::gomoku {

namespace {

using format_detail::noteAt;

constexpr const char* kHeaderExample = "a first line like 'Piskvorky 15x15, 11:11, 0'";

struct RawMove {
  int x = 0, y = 0, line = 0;
  std::string text;
};

std::string trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return std::string(s);
}

std::vector<std::string> splitCommas(std::string_view s) {
  std::vector<std::string> fields;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = s.find(',', start);
    fields.push_back(
        trimmed(s.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start)));
    if (comma == std::string_view::npos) return fields;
    start = comma + 1;
  }
}

bool startsWithPiskvorky(std::string_view line) {
  constexpr std::string_view kWord = "piskvorky";
  if (line.size() < kWord.size()) return false;
  for (std::size_t i = 0; i < kWord.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(line[i])) != kWord[i]) return false;
  return true;
}

// "Piskvorky 20x15, ..." -> 20, 15. Refuses a missing or out-of-range size.
Board readHeader(const TextLine& line, const std::string& file) {
  if (!startsWithPiskvorky(line.text))
    throw BoardFileError(file, line.number, "not a PSQ game: expected " + std::string(kHeaderExample));
  std::string_view rest = std::string_view(line.text).substr(9);
  while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
  std::size_t end = 0;
  while (end < rest.size() && rest[end] != ',' && rest[end] != ' ' && rest[end] != '\t') ++end;
  const std::string_view size = rest.substr(0, end);
  const std::size_t x = size.find_first_of("xX");
  int cols = 0, rows = 0;
  if (x == std::string_view::npos || !parseCount(size.substr(0, x), kLargestCount, cols) ||
      !parseCount(size.substr(x + 1), kLargestCount, rows))
    throw BoardFileError(file, line.number,
                         "no board size like 15x15 after 'Piskvorky' (expected " + std::string(kHeaderExample) + ")");
  if (cols < Board::kMinSize || cols > Board::kMaxSize || rows < Board::kMinSize || rows > Board::kMaxSize)
    throw BoardFileError(file, line.number,
                         "size " + std::to_string(cols) + "x" + std::to_string(rows) + " is outside " +
                             std::to_string(Board::kMinSize) + ".." + std::to_string(Board::kMaxSize));
  return Board(cols, rows);
}

std::string lineRange(int first, int last) {
  return first == last ? "line " + std::to_string(first)
                       : "lines " + std::to_string(first) + ".." + std::to_string(last);
}

}  // namespace

GameRecord loadPsqText(std::string_view text, const std::string& file, std::vector<std::string>& notes) {
  const std::vector<TextLine> lines = splitBoardLines(text, file);
  if (lines.empty()) throw BoardFileError(file, 0, "empty file: a PSQ game starts with " + std::string(kHeaderExample));
  GameRecord record;
  record.start = readHeader(lines[0], file);

  // The move lines come first; the first line that is not a move starts the player lines.
  enum class Part { Moves, Players, End } part = Part::Moves;
  std::vector<RawMove> raw;
  int junkFirst = 0, junkLast = 0, junkCount = 0;
  int extraFieldsLine = 0, lateMoveLine = 0;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const TextLine& line = lines[i];
    if (part == Part::End) {
      junkFirst = junkFirst ? junkFirst : line.number;
      junkLast = line.number;
      ++junkCount;
      continue;
    }
    if (line.text == "-1") {
      part = Part::End;
      continue;
    }
    // "-9,9,0" or "+10,10,0" would silently become a player line and the game would lose a move.
    const bool signedMove = (line.text[0] == '-' || line.text[0] == '+') && line.text.size() > 1 &&
                            std::isdigit(static_cast<unsigned char>(line.text[1])) &&
                            line.text.find(',') != std::string::npos;
    if (signedMove)
      throw BoardFileError(
          file, line.number,
          "'" + line.text + "' is not a move: PSQ coordinates are whole numbers without a sign, like 8,8,0");
    const bool moveLike = std::isdigit(static_cast<unsigned char>(line.text[0])) != 0;
    if (part == Part::Players || !moveLike) {
      if (part == Part::Players && moveLike && line.text.find(',') != std::string::npos && !lateMoveLine)
        lateMoveLine = line.number;
      part = Part::Players;
      continue;
    }
    const std::vector<std::string> fields = splitCommas(line.text);
    RawMove m;
    if (fields.size() < 2 || !parseCount(fields[0], kLargestCount, m.x) || !parseCount(fields[1], kLargestCount, m.y))
      throw BoardFileError(file, line.number,
                           "'" + line.text + "' is not a move like 8,8,0 (column, row from the top, milliseconds)");
    int ms = 0;
    if ((fields.size() > 3 || (fields.size() == 3 && !parseCount(fields[2], 1'000'000'000, ms))) && !extraFieldsLine)
      extraFieldsLine = line.number;
    m.line = line.number;
    m.text = fields[0] + "," + fields[1];
    raw.push_back(m);
  }

  // 0-based writers exist (Gomocup's protocol counts from 0); a single 0 coordinate gives them away.
  int zeroLine = 0;
  for (const RawMove& m : raw)
    if (m.x == 0 || m.y == 0) {
      zeroLine = m.line;
      break;
    }
  const int base = zeroLine ? 0 : 1;
  if (zeroLine)
    notes.push_back(noteAt(file, zeroLine, "a 0 coordinate: read every move as 0-based (Piskvork writes 1-based)"));
  if (extraFieldsLine)
    notes.push_back(
        noteAt(file, extraFieldsLine, "ignored what follows x,y on move lines when it is not a time in milliseconds"));
  if (lateMoveLine)
    notes.push_back(noteAt(file, lateMoveLine,
                           "ignored a move-like line after the player lines (moves end at the first other line)"));
  if (junkCount)
    notes.push_back(noteAt(file, junkFirst, "ignored " + lineRange(junkFirst, junkLast) + " after the end mark '-1'"));

  format_detail::MoveSink sink(record, file);
  sink.begin();
  const int cols = record.start.cols(), rows = record.start.rows();
  for (const RawMove& m : raw) {
    const Cell c{m.x - base, m.y - base};
    if (c.col >= cols || c.row >= rows)
      throw BoardFileError(file, m.line,
                           "move " + std::to_string(sink.count() + 1) + ": " + m.text + " is off the " +
                               std::to_string(cols) + "x" + std::to_string(rows) + " board (" +
                               (zeroLine ? "read as 0-based because of the 0 on line " + std::to_string(zeroLine)
                                         : std::string("PSQ moves are 1-based column,row from the top")) +
                               ")");
    sink.place(c, m.line, m.text + " (" + cellName(c, rows) + ")");
  }
  return record;
}

std::string savePsqText(const GameRecord& record, std::vector<std::string>& notes) {
  format_detail::requireEmptyStart(record, "PSQ");
  const std::vector<Cell> moves = format_detail::boardMoves(record, "PSQ", notes);
  if (record.rule != Rule::Freestyle)
    notes.push_back("PSQ has no place for the rule: the " + std::string(ruleName(record.rule)) +
                    " rule is not saved (the file reads back as freestyle)");
  const Board& b = record.start;
  // "11:11, 0" are fields Piskvork writes after the size; BoardLab does not use them.
  std::string out = "Piskvorky " + std::to_string(b.cols()) + "x" + std::to_string(b.rows()) + ", 11:11, 0\n";
  for (Cell c : moves) out += std::to_string(c.col + 1) + "," + std::to_string(c.row + 1) + ",0\n";
  out += "-1\n";
  return out;
}

}  // namespace boardlab::gomoku
