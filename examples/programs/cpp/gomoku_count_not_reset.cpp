// A classic bug with the C++ kit: the count is set once and never reset between directions, so stones of
// different directions add up (the published Java of article 003 has the same defect).
#include <optional>

#include "boardlab.hpp"

std::optional<boardlab::Win> check(const boardlab::Board& board, int x, int y, boardlab::Tracer& t) {
  const int rows = static_cast<int>(board.size()), cols = static_cast<int>(board[0].size());
  const char me = board[y][x];
  t.mark(x, y, "origin");
  const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
  std::vector<boardlab::Point> run{{x, y}};  // BUG: should start again for every direction
  for (const auto& d : dirs) {
    for (int sign : {1, -1}) {
      int cx = x + sign * d[0], cy = y + sign * d[1];
      while (cx >= 0 && cy >= 0 && cx < cols && cy < rows && board[cy][cx] == me) {
        run.push_back({cx, cy});
        cx += sign * d[0], cy += sign * d[1];
      }
    }
    t.say("after direction " + std::to_string(d[0]) + "," + std::to_string(d[1]));
    t.watch("count", static_cast<long long>(run.size()));
    if (run.size() >= 5) return boardlab::Win{me == 'x' ? "black" : "white", run};
  }
  return std::nullopt;
}

int main() { return boardlab::runGomoku(check); }
