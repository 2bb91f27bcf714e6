#include "engine/link/analysis.hpp"

#include <algorithm>

namespace boardlab::link {

void Analysis::setAlgorithm(Algo algo) {
  if (algo == algo_) return;
  algo_ = algo;
  dirty_ = true;
}

void Analysis::setEnds(std::optional<Cell> a, std::optional<Cell> b) {
  if (a == a_ && b == b_) return;
  a_ = a;
  b_ = b;
  dirty_ = true;
}

void Analysis::update(const Board& board) {
  if (!dirty_ && board_ && *board_ == board) return;
  dirty_ = false;
  board_ = board;
  comparison_.clear();
  best_.clear();
  objcDivergence_ = -1;
  if (!active()) {
    result_ = {};
    cursor_.reset(&result_.trace);
    return;
  }
  result_ = traceQuery(algo_, board, *a_, *b_);
  for (Algo algo : kAlgos) comparison_.push_back(query(algo, board, *a_, *b_));
  best_ = link::bestPaths(board, *a_, *b_);  // qualified: the member bestPaths() hides the free function
  if (algoApplies(Algo::CornersObjc, board.maxTurns())) {
    const Trace fixed = algo_ == Algo::Corners ? result_.trace : traceQuery(Algo::Corners, board, *a_, *b_).trace;
    const Trace objc = algo_ == Algo::CornersObjc ? result_.trace : traceQuery(Algo::CornersObjc, board, *a_, *b_).trace;
    objcDivergence_ = firstDivergence(fixed, objc);
  }
  cursor_.reset(&result_.trace);
}

}  // namespace boardlab::link
