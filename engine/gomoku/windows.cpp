#include "engine/gomoku/windows.hpp"

#include "engine/gomoku/detector.hpp"

namespace boardlab::gomoku {

const std::vector<std::string>& windowsListing() {
  static const std::vector<std::string> listing{
      "stone <- colour at p; stones <- every stone on the board (built once per check)",
      "for each stone q of colour stone:",
      "    for each direction d in horizontal, vertical, diagonal, anti-diagonal:",
      "        if q + 4d is off the board, or q..q+4d are not all stone: next",
      "        if (exactly five needed) q - d or q + 5d holds stone: next (overline); if (caro) both hold the opponent: next",
      "        if p is not in q..q+4d: next (a five elsewhere says nothing about this move)",
      "if some direction had a five through p: return stone wins with the run through p along the first",
      "return no win",
  };
  return i18n::listing(listing);
}

namespace {
struct WindowsCheck {
  template <class Tracer>
  WinResult operator()(const Game& g, Cell p, Tracer& tr) const {
    return windowsWin(g.board(), p, g.rule(), tr);
  }
};
}  // namespace

constinit const AlgorithmInfo kWindows{
    .name = "windows",
    .title = "Every stone as the start of a five (corrected)",
    .listing = &windowsListing,
    .run = {.stateful = false, .make = &makeStateless<WindowsCheck>},
};

}  // namespace boardlab::gomoku
