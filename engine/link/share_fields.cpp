// A link board in a share link: its size, ring, turn limit and every cell, top row first, as one field
// (a face, or '.' for an empty cell), with the board file's words:
//
//   size=4x2&border=on&turns=2&tiles=A.BA.B..
//
// 12x8 is 96 characters of tiles; 64x64 (the largest board) still fits in kMaxShareLinkLength.

#include "engine/link/share_fields.hpp"

#include <charconv>

#include "engine/core/board_text.hpp"
#include "engine/link/board_file.hpp"

namespace boardlab::link {

namespace {

int whole(const ShareField& f, std::string_view text, int smallest, int largest, const std::string& what) {
  int n = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || n < smallest || n > largest)
    throw ShareLinkError(f.key, f.position, "'" + f.value + "' is no " + what);
  return n;
}

}  // namespace

std::vector<ShareField> shareFields(std::string_view boardText) {
  const Board b = parseBoardFile(boardText, "(board)");
  std::string tiles;
  for (int r = 0; r < b.rows(); ++r)
    for (int c = 0; c < b.cols(); ++c) tiles += b.at({c, r});
  return {{"size", std::to_string(b.cols()) + "x" + std::to_string(b.rows())},
          {"border", b.border() ? "on" : "off"},
          {"turns", b.anyTurns() ? "any" : std::to_string(b.maxTurns())},
          {"tiles", tiles}};
}

std::string boardOfShare(const std::vector<ShareField>& fields) {
  requireShareFields(fields, {"size", "border", "turns", "tiles"}, "a link board's link",
                     "algo, from, to, step, lesson, present");
  const ShareField* size = findShareField(fields, "size");
  if (!size) throw ShareLinkError("", 0, "a link board's link needs its size ('size=12x8')");
  const std::size_t x = size->value.find('x');
  if (x == std::string::npos) throw ShareLinkError("size", size->position, "'" + size->value + "' is not CxR");
  const std::string sizes = "board size (CxR, each 1 to " + std::to_string(Board::kMaxSize) + ")";
  const int cols = whole(*size, std::string_view(size->value).substr(0, x), Board::kMinSize, Board::kMaxSize, sizes);
  const int rows = whole(*size, std::string_view(size->value).substr(x + 1), Board::kMinSize, Board::kMaxSize, sizes);
  bool border = true;
  if (const ShareField* f = findShareField(fields, "border")) {
    if (f->value != "on" && f->value != "off")
      throw ShareLinkError(f->key, f->position, "'" + f->value + "' is not on or off");
    border = f->value == "on";
  }
  int turns = 2;
  if (const ShareField* f = findShareField(fields, "turns"))
    turns = f->value == "any" ? Board::kAnyTurns : whole(*f, f->value, 0, 10000, "turn limit (0 to 10000, or any)");
  Board board(cols, rows, border, turns);
  if (const ShareField* f = findShareField(fields, "tiles")) {
    const std::size_t cells = static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows);
    if (f->value.size() != cells)
      throw ShareLinkError(
          f->key, f->position,
          std::to_string(f->value.size()) + " cells for a " + size->value + " board of " + std::to_string(cells));
    for (std::size_t i = 0; i < cells; ++i) {
      const char face = f->value[i];
      if (face != kEmpty && !isFace(face))
        throw ShareLinkError(f->key, f->position + f->key.size() + 1 + i,
                             "'" + std::string(1, face) + "' is neither a tile (a letter or digit) nor '.'");
      board.set(
          {static_cast<int>(i % static_cast<std::size_t>(cols)), static_cast<int>(i / static_cast<std::size_t>(cols))},
          face);
    }
  }
  return saveBoardFile(board);
}

namespace {

// A tile of the pair, "C,R" as the link command's --from takes it, on the board's tile area.
void checkTile(const ShareField& f, const Board& board) {
  const std::size_t comma = f.value.find(',');
  const std::size_t valueAt = f.position + f.key.size() + 1;
  int col = 0, row = 0;
  if (comma == std::string::npos || !parseCount(std::string_view(f.value).substr(0, comma), 1000, col) ||
      !parseCount(std::string_view(f.value).substr(comma + 1), 1000, row))
    throw ShareLinkError(f.key, valueAt, "'" + f.value + "' is no tile: C,R (column, row, from 0)");
  if (!board.contains({col, row}))
    throw ShareLinkError(f.key, valueAt,
                         "'" + f.value + "' is outside the " + std::to_string(board.cols()) + "x" +
                             std::to_string(board.rows()) + " tile area (columns 0.." +
                             std::to_string(board.cols() - 1) + ", rows 0.." + std::to_string(board.rows() - 1) + ")");
}

}  // namespace

void checkShareScene(std::string_view boardText, const std::vector<ShareField>& sceneFields) {
  const Board board = parseBoardFile(boardText, "(share link)");
  for (const ShareField& f : sceneFields) {
    if (f.key == "move" || f.key == "point")
      throw ShareLinkError(f.key, f.position,
                           "no field of a link board's link: it analyses a pair of tiles ('from=C,R&to=C,R'); "
                           "moves and points are gomoku's");
    if (f.key == "from" || f.key == "to") {
      checkTile(f, board);
      const std::string other = f.key == "from" ? "to" : "from";
      if (!findShareField(sceneFields, other))
        throw ShareLinkError(f.key, f.position, "'" + f.key + "' needs '" + other + "': a pair has two tiles");
    }
  }
}

}  // namespace boardlab::link
