#include "engine/link/algorithms.hpp"

#include "engine/link/bfs.hpp"
#include "engine/link/corners.hpp"
#include "engine/link/corners_objc.hpp"
#include "engine/link/outside_algorithms.hpp"
#include "engine/link/rays.hpp"

namespace boardlab::link {

std::string_view algoName(Algo algo) {
  if (isOutside(algo)) return outsideName(algo);
  switch (algo) {
    case Algo::Corners: return "corners";
    case Algo::CornersObjc: return "corners:objc";
    case Algo::Bfs: return "bfs";
    case Algo::Rays: return "rays";
  }
  return "?";
}

std::optional<Algo> parseAlgo(std::string_view name) {
  for (Algo a : kAlgos)
    if (algoName(a) == name) return a;
  return findOutsideAlgorithm(name);
}

std::string_view algoSummary(Algo algo) {
  if (isOutside(algo)) return outsideSummary(algo);
  switch (algo) {
    case Algo::Corners: return "case analysis, corrected: straight, both corners, then a scan from A (ring included)";
    case Algo::CornersObjc: return "article 004 as published: early return on corner C, scan never leaves the tiles";
    case Algo::Bfs: return "0-1 BFS over (cell, direction): fewest turns, then fewest cells; any turn limit";
    case Algo::Rays: return "extend lines: empty rays from A and B, their overlap band, the nearest clear segment";
  }
  return "";
}

const std::vector<std::string>& algoListing(Algo algo) {
  static const std::vector<std::string> none;  // an outside program's steps name their own source file
  if (isOutside(algo)) return none;
  switch (algo) {
    case Algo::Corners: return cornersListing();
    case Algo::CornersObjc: return cornersObjcListing();
    case Algo::Bfs: return bfsListing();
    case Algo::Rays: return raysListing();
  }
  return cornersListing();
}

bool algoApplies(Algo algo, int maxTurns) {
  return isOutside(algo) || algo == Algo::Bfs || (maxTurns != Board::kAnyTurns && maxTurns <= 2);
}

namespace {
template <class Tracer>
LinkResult run(Algo algo, const Board& board, Cell a, Cell b, Tracer& tr) {
  switch (algo) {
    case Algo::Corners: return cornersLink(board, a, b, tr);
    case Algo::CornersObjc: return cornersObjcLink(board, a, b, tr);
    case Algo::Bfs: return bfsLink(board, a, b, tr);
    case Algo::Rays: return raysLink(board, a, b, tr);
  }
  return notLinked(Reason::NoPath);
}
}  // namespace

LinkResult query(Algo algo, const Board& board, Cell a, Cell b) {
  if (isOutside(algo)) return runOutside(algo, board, a, b, nullptr);
  NullTracer untraced;
  return run(algo, board, a, b, untraced);
}

TracedQuery traceQuery(Algo algo, const Board& board, Cell a, Cell b, std::size_t maxSteps, std::size_t maxMarks) {
  Recorder recorder(std::string(algoName(algo)), maxSteps, maxMarks);
  LinkResult result = isOutside(algo) ? runOutside(algo, board, a, b, &recorder) : run(algo, board, a, b, recorder);
  return {std::move(result), recorder.take()};
}

std::vector<std::vector<Cell>> bestPaths(const Board& board, Cell a, Cell b, std::size_t cap) {
  if (refuse(board, a, b) || cap == 0) return {};
  NullTracer untraced;
  int turns = 0, cells = 0;
  if (!bfsSearch(board, a, b, board.maxTurns(), turns, cells, untraced)) return {};
  return bfs_detail::bestPaths(board, a, b, turns, cells, cap);
}

Algo fastestAlgo(const Board& board) { return algoApplies(Algo::Corners, board.maxTurns()) ? Algo::Corners : Algo::Bfs; }

}  // namespace boardlab::link
