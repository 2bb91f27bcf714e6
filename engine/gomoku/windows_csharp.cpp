#include "engine/gomoku/windows_csharp.hpp"

#include "engine/gomoku/detector.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

const std::vector<std::string>& windowsCsharpListing() {
  static const std::vector<std::string> listing{
      "Win(): foreach (QZ qz in list)   // every stone, in placement order",
      "    a = Convert2Array()   // every Win_* call rebuilds QZ[20, 20] from the list (throws for an index >= 20)",
      "    Win_Row(qz): if (col > 5) return false; a[row, col+1..4] == null? false; same colour? true",
      "    Win_Col(qz): if (row > 5) return false; a[row+1..4, col] == null? false; same colour? true",
      "    Win_AntiDiangle(qz): if (row > 5) return false; a[row+1..4, col-1..4] == null? false (col-k < 0 throws)",
      "    Win_Diangle(qz): if (row > 5) return false; a[row+1..4, col+1..4] == null? false (col+k >= 20 throws)",
      "    if any returned true: return true   // the caller prints the LAST stone's colour",
      "return false",
  };
  return i18n::listing(listing);
}

namespace {
// The article's stone list: the start grid's stones row by row, then the moves on the board in order.
std::vector<Cell> placementOrder(const Game& game) {
  std::vector<Cell> stones;
  const Board& s = game.start();
  for (int r = 0; r < s.rows(); ++r)
    for (int c = 0; c < s.cols(); ++c)
      if (s.at({c, r}) != Stone::None) stones.push_back({c, r});
  for (const Move& m : game.moves()) stones.push_back(m.cell);
  return stones;
}

struct WindowsCsharpCheck {
  template <class Tracer>
  WinResult operator()(const Game& g, Cell, Tracer& tr) const {
    return windowsCsharpWin(g.board(), placementOrder(g), tr);
  }
};
}  // namespace

constinit const AlgorithmInfo kWindowsCsharp{
    .name = "windows:csharp",
    .title = "Every stone as a start as published: col/row > 5 guards, array faults",
    .article = "002 (C#)",
    .asPublished = true,
    .correctedPeer = "windows",
    .listing = &windowsCsharpListing,
    .run = {.stateful = false, .make = &makeStateless<WindowsCsharpCheck>},
};

}  // namespace boardlab::gomoku
