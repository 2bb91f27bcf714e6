#include "engine/gomoku/scan.hpp"

#include "engine/gomoku/detector.hpp"

namespace boardlab::gomoku {

namespace {
struct ScanCheck {
  template <class Tracer>
  WinResult operator()(const Game& g, Cell p, Tracer& tr) const {
    return scanWin(g.board(), p, g.rule(), tr);
  }
};
}  // namespace

constinit const AlgorithmInfo kScan{
    .name = "scan",
    .title = "Direction scan from the placed stone (corrected)",
    .listing = &scanListing,
    .run = {.stateful = false, .make = &makeStateless<ScanCheck>},
};

}  // namespace boardlab::gomoku
