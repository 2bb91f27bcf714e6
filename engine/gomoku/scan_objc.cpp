#include "engine/gomoku/scan_objc.hpp"

#include "engine/gomoku/detector.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

const std::vector<std::string>& scanObjcListing() {
  static const std::vector<std::string> listing{
      "color <- colour of the stone at (col, row); for each direction: count <- 1 (the placed stone)",
      "directions: horizontal, vertical, oblique-down (down-right), oblique-up (up-right then down-left)",
      "    backward: for (i = col-1 (row-1); i > 0; i--): if key missing or other colour: break; count++   // index 0 never examined",
      "    forward:  for (i = col+1 (row+1); i < kGridCount; i++): same                                    // kGridCount = 15, fixed",
      "    diagonal backward: for (i = row-1, j = col-/+1; i >= 0; ...): break if missing, other colour, j < 0 (j > kGridCount)",
      "    diagonal forward:  for (i = row+1, j = col+/-1; i < kGridCount; ...): break if missing, other colour, j > kGridCount (j < 0)",
      "    if count >= 5: return YES",
      "return NO",
  };
  return i18n::listing(listing);
}

namespace {
struct ScanObjcCheck {
  template <class Tracer>
  WinResult operator()(const Game& g, Cell p, Tracer& tr) const {
    return scanObjcWin(g.board(), p, tr);
  }
};
}  // namespace

constinit const AlgorithmInfo kScanObjc{
    .name = "scan:objc",
    .title = "Direction scan as published: loop bounds i > 0 and i < 15",
    .article = "000 (Objective-C)",
    .asPublished = true,
    .correctedPeer = "scan",
    .listing = &scanObjcListing,
    .run = {.stateful = false, .make = &makeStateless<ScanObjcCheck>},
};

}  // namespace boardlab::gomoku
