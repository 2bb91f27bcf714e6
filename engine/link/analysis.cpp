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
  divergence_.clear();
  if (!active()) {
    result_ = {};
    cursor_.reset(&result_.trace);
    return;
  }
  result_ = traceQuery(algo_, board, *a_, *b_);
  for (Algo algo : algorithms()) {
    comparison_.push_back(query(algo, board, *a_, *b_));
    int divergence = -1;
    if (const Algo peer = correctedPeer(algo); peer && algoApplies(algo, board.maxTurns())) {
      const Trace fixed = algo_ == peer ? result_.trace : traceQuery(peer, board, *a_, *b_).trace;
      const Trace variant = algo_ == algo ? result_.trace : traceQuery(algo, board, *a_, *b_).trace;
      divergence = firstDivergence(fixed, variant);
    }
    divergence_.push_back(divergence);
  }
  best_ = link::bestPaths(board, *a_, *b_);  // qualified: the member bestPaths() hides the free function
  cursor_.reset(&result_.trace);
}

}  // namespace boardlab::link
