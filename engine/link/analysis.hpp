#pragma once
// What the workbench analyses on a link board: one algorithm on one pair of tiles A and B. The trace is
// recorded once and re-recorded when the board, the pair or the algorithm changes (keeping the step
// position where it still exists); every algorithm's answer on the same pair is kept for comparison,
// and all tied best paths are listed on request.

#include <optional>
#include <string>
#include <vector>

#include "engine/core/trace_cursor.hpp"
#include "engine/link/algorithms.hpp"

namespace boardlab::link {

class Analysis {
 public:
  void setAlgorithm(Algo algo);
  // Re-records on the next update even if nothing changed (the narration language did).
  void invalidate() { dirty_ = true; }
  Algo algorithm() const { return algo_; }
  // The pair to analyse; the analysis is off until both are set.
  void setEnds(std::optional<Cell> a, std::optional<Cell> b);
  const std::optional<Cell>& a() const { return a_; }
  const std::optional<Cell>& b() const { return b_; }
  bool active() const { return a_ && b_; }

  // Brings the trace up to date with `board`; cheap when nothing changed.
  void update(const Board& board);

  const TracedQuery& result() const { return result_; }
  const Trace& trace() const { return result_.trace; }
  TraceCursor& cursor() { return cursor_; }
  const TraceCursor& cursor() const { return cursor_; }
  // Every algorithm's answer on the pair, in algorithms() order.
  const std::vector<LinkResult>& comparison() const { return comparison_; }
  // All best paths (fewest turns, then fewest cells), in tie-rule order; the first is the one reported.
  const std::vector<std::vector<Cell>>& bestPaths() const { return best_; }
  // The first step where the trace of comparison entry `i` departs from its corrected peer's (different
  // cells marked), the shorter length when one is a prefix of the other; -1 when they agree, when the
  // algorithm has no corrected peer or does not apply.
  int peerDivergence(std::size_t i) const { return i < divergence_.size() ? divergence_[i] : -1; }

 private:
  Algo algo_ = *parseAlgo("corners");
  std::optional<Cell> a_, b_;
  bool dirty_ = true;
  std::optional<Board> board_;
  TracedQuery result_;
  TraceCursor cursor_;
  std::vector<LinkResult> comparison_;
  std::vector<std::vector<Cell>> best_;
  std::vector<int> divergence_;  // per comparison entry, see peerDivergence()
};

}  // namespace boardlab::link
