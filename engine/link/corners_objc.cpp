#include "engine/link/corners_objc.hpp"

namespace boardlab::link {

namespace {
struct CornersObjcQuery {
  template <class Tracer>
  LinkResult operator()(const Board& board, Cell a, Cell b, Tracer& tr) const {
    return cornersObjcLink(board, a, b, tr);
  }
};
}  // namespace

constinit const AlgorithmInfo kCornersObjc{
    .name = "corners:objc",
    .title = "article 004 as published: early return on corner C, scan never leaves the tiles",
    .article = "004 (Objective-C)",
    .asPublished = true,
    .correctedPeer = "corners",
    .listing = &cornersObjcListing,
    .run = bothWays<CornersObjcQuery>(false),
};

}  // namespace boardlab::link
