// Your gomoku win check. BoardLab calls it after each stone is placed:
//   board  the rows, top first: 'x' black, 'o' white, '.' empty (board[y][x])
//   x, y   the stone just placed (0-based from the top-left)
//   t      the tracer: t.say(text), t.mark(x, y, "counted"), t.watch("count", n) show your steps on the board;
//          t.rule is the rule of the game ("freestyle": five or more win; otherwise exactly five)
// Return std::nullopt when the stone does not win, else boardlab::Win{"black" or "white", the line's points}.
// ./grade.sh builds it with the kit (boardlab.hpp) and grades it as your teacher will (README.md).
#include <optional>
#include <string>

#include "boardlab.hpp"

std::optional<boardlab::Win> check(const boardlab::Board& board, int x, int y, boardlab::Tracer& t) {
  const char me = board[y][x];
  t.say("the stone at " + std::to_string(x) + "," + std::to_string(y));
  t.mark(x, y, "origin");
  // Your check: count the stones of `me` in a row through (x, y), in each of the four directions.
  (void)me;
  return std::nullopt;
}

int main() { return boardlab::runGomoku(check); }
