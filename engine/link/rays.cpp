#include "engine/link/rays.hpp"

namespace boardlab::link {

namespace {
struct RaysQuery {
  template <class Tracer>
  LinkResult operator()(const Board& board, Cell a, Cell b, Tracer& tr) const {
    return raysLink(board, a, b, tr);
  }
};
}  // namespace

constinit const AlgorithmInfo kRays{
    .name = "rays",
    .title = "extend lines: empty rays from A and B, their overlap band, the nearest clear segment",
    .listing = &raysListing,
    .run = bothWays<RaysQuery>(false),
};

}  // namespace boardlab::link
