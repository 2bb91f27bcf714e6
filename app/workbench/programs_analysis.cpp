#include "app/workbench/programs_analysis.hpp"

#include <algorithm>

#include "app/workbench/programs.hpp"
#include "app/workbench/ui_text.hpp"
#include "engine/ext/outside.hpp"

namespace boardlab::ui {

ProgramAnalysis::Key ProgramAnalysis::keyOf(const gomoku::Analysis& a, const gomoku::GameRecord& record) const {
  return Key{record, a.algorithm(), a.requestedPly(), a.requestedStone(), programs_.generation(a.algorithm())};
}

void ProgramAnalysis::update(gomoku::Analysis& analysis, const gomoku::GameRecord& record) {
  live_ = &analysis;
  liveRecord_ = &record;
  const ProgramState* program = programs_.find(analysis.algorithm());
  if (!program || program->entry.game != ProgramGame::Gomoku) {
    applied_.reset();
    problem_.clear();
    analysis.update(record);
    return;
  }
  if (!program->running) {
    // Not started (yet, or its start failed): nothing to ask.
    problem_ = program->problem.empty() ? text("Starting {0}...", program->entry.name) : program->problem;
    return;
  }
  Key key = keyOf(analysis, record);
  if (applied_ == key || asked_ == key) return;
  if (cancelled_ == key) {
    problem_ = tr("Cancelled: change the move or restart the program to ask again.");
    return;
  }
  asked_ = key;
  problem_.clear();
  // The worker records into its own copy: the one on screen stays as it is until the answer comes.
  auto copy = std::make_shared<gomoku::Analysis>(analysis);
  const std::string name = key.algo;
  programs_.runner().post(text("Asking {0}", name), [this, copy, key, name](SearchBudget&) -> BackgroundJob::Finish {
    copy->invalidate();
    copy->update(key.record);
    std::vector<std::string> tail;
    if (auto p = ext::findOutside(name)) tail = p->stderrTail();
    return [this, copy, key, name, tail = std::move(tail)]() mutable {
      if (asked_ == key) asked_.reset();
      programs_.noteAnswer(name, copy->trace(), std::move(tail));
      // Put in place only if the board, the move and the program are still the ones asked about.
      if (!live_ || !liveRecord_ || keyOf(*live_, *liveRecord_) != key) return;
      applied_ = key;
      apply(*copy);
    };
  }, "analysis", true);
}

void ProgramAnalysis::cancel() {
  programs_.runner().cancel();
  if (asked_) cancelled_ = std::move(asked_);
  asked_.reset();
}

void ProgramAnalysis::apply(gomoku::Analysis& fresh) {
  // The user's place in the trace, breakpoints and speed stay; the cursor points at the trace it now owns.
  const TraceCursor keep = live_->cursor();
  *live_ = std::move(fresh);
  live_->cursor() = keep;
  live_->cursor().reset(&live_->trace());
  if (pendingStep_ > 0 && !live_->cursor().empty())
    live_->cursor().jump(std::min(static_cast<std::size_t>(pendingStep_ - 1), live_->cursor().size() - 1));
  pendingStep_ = 0;
  ++recorded_;
}

}  // namespace boardlab::ui
