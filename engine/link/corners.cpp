#include "engine/link/corners.hpp"

namespace boardlab::link {

namespace {
struct CornersQuery {
  template <class Tracer>
  LinkResult operator()(const Board& board, Cell a, Cell b, Tracer& tr) const {
    return cornersLink(board, a, b, tr);
  }
};
}  // namespace

constinit const AlgorithmInfo kCorners{
    .name = "corners",
    .title = "case analysis, corrected: straight, both corners, then a scan from A (ring included)",
    .listing = &cornersListing,
    .run = bothWays<CornersQuery>(false),
};

}  // namespace boardlab::link
