// A correct gomoku win check with the C++ kit: count both ways along each of the four directions.
// Five or more win under freestyle, exactly five under the other rules (an overline of six or more does not).
#include <optional>

#include "boardlab.hpp"

std::optional<boardlab::Win> check(const boardlab::Board& board, int x, int y, boardlab::Tracer& t) {
  const int rows = static_cast<int>(board.size()), cols = static_cast<int>(board[0].size());
  const char me = board[y][x];
  const bool exact = t.rule != "freestyle";  // exactly five needed
  t.say("the stone at " + std::to_string(x) + "," + std::to_string(y));
  t.mark(x, y, "origin");
  const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
  for (const auto& d : dirs) {
    std::vector<boardlab::Point> run{{x, y}};
    for (int sign : {1, -1}) {
      int cx = x + sign * d[0], cy = y + sign * d[1];
      while (cx >= 0 && cy >= 0 && cx < cols && cy < rows && board[cy][cx] == me) {
        run.push_back({cx, cy});
        cx += sign * d[0], cy += sign * d[1];
      }
    }
    t.say("direction " + std::to_string(d[0]) + "," + std::to_string(d[1]));
    for (const auto& p : run) t.mark(p.x, p.y, "counted");
    t.watch("count", static_cast<long long>(run.size()));
    t.watch("rule", t.rule);
    const int n = static_cast<int>(run.size());
    if (n == 5 || (n > 5 && !exact)) return boardlab::Win{me == 'x' ? "black" : "white", run};
  }
  return std::nullopt;
}

int main() { return boardlab::runGomoku(check); }
