// The counterexample finder's results opened in the workbench: the smallest board, the variant's
// analysis, at the first step where its trace departs from the other algorithm's.

#include "app/workbench/workbench.hpp"

namespace boardlab::ui {

void Workbench::drawFinder() {
  CounterexampleFinder::Open open;
  open.gomoku = [this](const diff::GomokuDiff& d, const std::string& algo) {
    confirmDiscard("Open the counterexample?", [this, d, algo] {
      setRecord(d.record);
      savedRecord_ = record_;
      kind_ = GameKind::Gomoku;
      documentPath_.clear();
      edits_.clear();
      analysis_.setAlgorithm(algo);
      analysis_.setPly(d.ply);
      analysis_.update(record_);
      if (d.divergence >= 0) analysis_.cursor().jump(static_cast<std::size_t>(d.divergence));
      status_ = "Counterexample: " + d.a.algo + " and " + d.b.algo + " differ at action " + std::to_string(d.ply) + ".";
    });
  };
  open.link = [this](const diff::LinkDiff& d, link::Algo algo) {
    confirmDiscard("Open the counterexample?", [this, d, algo] {
      setLinkBoard(d.board, "");
      link_.analysis().setAlgorithm(algo);
      link_.analysePair(d.from, d.to);
      if (d.divergence >= 0) link_.analysis().cursor().jump(static_cast<std::size_t>(d.divergence));
      status_ = "Counterexample: the two algorithms differ on " + link::cellName(d.from) + " - " + link::cellName(d.to) + ".";
    });
  };
  finder_.draw(open);
}

}  // namespace boardlab::ui
