#include "engine/gomoku/scan_java.hpp"

#include "engine/gomoku/detector.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

const std::vector<std::string>& scanJavaListing() {
  static const std::vector<std::string> listing{
      "count = 1   // set once, never reset between directions; x = col + 1, y = row + 1",
      "for (posX = x-1; posX > 0; posX--): if board[posX][y] == color { count++; if (count >= 5) return true } else break",
      "for (posX = x+1; posX <= 15; posX++): same",
      "for (posY = y-1; posY > 0; posY--): same on board[x][posY]",
      "for (posY = y+1; posY <= 15; posY++): same",
      "for (posX = x-1, posY = y-1; posX > 0 && posY > 0; ...): same",
      "for (posX = x+1, posY = y+1; posX <= 15 && posY <= 15; ...): same",
      "for (posX = x+1, posY = y-1; posX <= 15 && posY > 0; ...): same",
      "for (posX = x-1, posY = y+1; posX > 0 && posY <= 15; ...): same",
      "    return true   // count >= 5 with the stones of every direction so far",
      "return false",
  };
  return i18n::listing(listing);
}

namespace {
struct ScanJavaCheck {
  template <class Tracer>
  WinResult operator()(const Game& g, Cell p, Tracer& tr) const {
    return scanJavaWin(g.board(), p, tr);
  }
};
}  // namespace

constinit const AlgorithmInfo kScanJava{
    .name = "scan:java",
    .title = "Bidirectional count as published: count never reset",
    .article = "003 (Java)",
    .asPublished = true,
    .correctedPeer = "scan",
    .listing = &scanJavaListing,
    .run = {.stateful = false, .make = &makeStateless<ScanJavaCheck>},
};

}  // namespace boardlab::gomoku
