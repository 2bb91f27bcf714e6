// The counterexample finder's results opened in the workbench: the smallest board, the variant's
// analysis, at the first step where its trace departs from the other algorithm's.

#include "app/workbench/workbench.hpp"
#include "app/workbench/ui_text.hpp"

namespace boardlab::ui {

void Workbench::drawFinder() {
  CounterexampleFinder::Open open;
  open.gomoku = [this](const diff::GomokuDiff& d, const std::string& algo) {
    confirmDiscard(tr("Open the counterexample?"), [this, d, algo] {
      finder_.hide();  // the board it found is what the user wants to see now
      setRecord(d.record);
      savedRecord_ = record_;
      kind_ = GameKind::Gomoku;
      documentPath_.clear();
      edits_.clear();
      analysis_.setAlgorithm(algo);
      analysis_.setPly(d.ply);
      analysis_.update(record_);
      if (d.divergence >= 0) analysis_.cursor().jump(static_cast<std::size_t>(d.divergence));
      status_ = text("Counterexample: {0} and {1} differ at move {2}.", d.a.algo, d.b.algo, d.ply);
    });
  };
  open.link = [this](const diff::LinkDiff& d, link::Algo algo) {
    confirmDiscard(tr("Open the counterexample?"), [this, d, algo] {
      finder_.hide();
      setLinkBoard(d.board, "");
      link_.analysis().setAlgorithm(algo);
      link_.analysePair(d.from, d.to);
      if (d.divergence >= 0) link_.analysis().cursor().jump(static_cast<std::size_t>(d.divergence));
      status_ = text("Counterexample: the two algorithms differ on {0} - {1}.", link::cellName(d.from), link::cellName(d.to));
    });
  };
  finder_.draw(open);
}

}  // namespace boardlab::ui
