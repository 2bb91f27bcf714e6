#include "engine/ext/link/link_path.hpp"

namespace boardlab::ext {

namespace {

std::string at(Cell c) { return "[" + std::to_string(c.col) + "," + std::to_string(c.row) + "]"; }

// Why a path may not pass through c (a corner or a cell inside a segment); nullopt when it may.
std::optional<std::string> blocked(const link::Board& board, Cell c) {
  if (!board.inFrame(c)) return at(c) + ": it is off the board and its ring";
  if (board.contains(c)) {
    if (board.at(c) != link::kEmpty) return at(c) + ": it holds tile '" + std::string(1, board.at(c)) + "'";
    return std::nullopt;
  }
  if (!board.border()) return at(c) + ": it is on the ring, and this board has none";
  return std::nullopt;
}

int sign(int v) { return (v > 0) - (v < 0); }

}  // namespace

std::optional<std::string> checkLinkPath(const link::Board& board, Cell a, Cell b, const std::vector<Cell>& path) {
  if (path.size() < 2) return std::string("the path has fewer than two points (A and B)");
  // A tile never links with itself: a "path" from A to A would have no segment (and -1 turns).
  if (a == b) return "A and B are the same cell " + at(a);
  if (path.front() != a) return "the path starts at " + at(path.front()) + ", not at A " + at(a);
  if (path.back() != b) return "the path ends at " + at(path.back()) + ", not at B " + at(b);
  if (!board.contains(a) || !board.contains(b) || board.at(a) == link::kEmpty || board.at(b) == link::kEmpty)
    return std::string("A and B must both be tiles");
  if (board.at(a) != board.at(b))
    return "A " + at(a) + " and B " + at(b) + " are different tiles ('" + std::string(1, board.at(a)) + "' and '" +
           std::string(1, board.at(b)) + "')";
  int turns = 0;
  Delta previous{0, 0};
  for (std::size_t i = 0; i + 1 < path.size(); ++i) {
    const Cell p = path[i], q = path[i + 1];
    if (p == q) continue;  // a repeated point adds nothing
    if (p.col != q.col && p.row != q.row)
      return "the segment from " + at(p) + " to " + at(q) + " is neither a row nor a column";
    const Delta d{sign(q.col - p.col), sign(q.row - p.row)};
    if (previous.dc != 0 || previous.dr != 0) {
      if (d.dc == -previous.dc && d.dr == -previous.dr) return "the path doubles back at " + at(p);
      if (d != previous && ++turns > board.maxTurns() && !board.anyTurns())
        return "the path turns at " + at(p) + " for the " + std::to_string(turns) +
               (turns == 1   ? "st"
                : turns == 2 ? "nd"
                : turns == 3 ? "rd"
                             : "th") +
               " time; the limit is " + std::to_string(board.maxTurns());
    }
    previous = d;
    for (Cell c = p + d; c != q; c = c + d)
      if (auto why = blocked(board, c)) return "the path crosses " + *why;
    if (i + 2 < path.size())
      if (auto why = blocked(board, q)) return "the path turns at " + *why;
  }
  return std::nullopt;
}

}  // namespace boardlab::ext
