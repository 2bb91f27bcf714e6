// Your link check (lianliankan: at most two turns). BoardLab calls it for a pair of tiles:
//   board  the rows, top first: '.' empty, a letter or digit a tile (board[y][x])
//   a, b   the two tiles as boardlab::Point{x, y}, 0-based from the top-left
//   t      the tracer: t.say(text), t.mark(x, y, "corner") show your steps
// Return std::nullopt when the tiles do not link, else the path from a to b, corners included.
// ./grade.sh builds it with the kit (boardlab.hpp) and grades it as your teacher will (README.md).
#include <optional>
#include <string>
#include <vector>

#include "boardlab.hpp"

std::optional<std::vector<boardlab::Point>> check(const boardlab::Board& board, boardlab::Point a, boardlab::Point b,
                                                  boardlab::Tracer& t) {
  t.say("A " + std::to_string(a.x) + "," + std::to_string(a.y) + " and B " + std::to_string(b.x) + "," +
        std::to_string(b.y));
  t.mark(a.x, a.y, "origin");
  t.mark(b.x, b.y, "target");
  // Your check: a straight line, then one corner, then two corners.
  (void)board;
  return std::nullopt;
}

int main() { return boardlab::runLink(check); }
