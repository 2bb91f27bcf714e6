#include "app/workbench/programs/programs_analysis.hpp"

#include <algorithm>

#include "app/workbench/programs/programs.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/ext/outside.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/board.hpp"

namespace boardlab::ui {

namespace {

// What each game's analysis is asked about, and under which name.
std::string algoOf(const gomoku::Analysis& a) { return a.algorithm(); }
std::string algoOf(const link::Analysis& a) { return std::string(link::algoName(a.algorithm())); }
std::string aboutOf(const gomoku::Analysis& a) {
  return std::to_string(a.requestedPly()) + (a.requestedStone() ? " " + std::to_string(a.requestedStone()->col) + "," +
                                                                      std::to_string(a.requestedStone()->row)
                                                                : "");
}
std::string aboutOf(const link::Analysis& a) {
  return a.active() ? link::cellName(*a.a()) + " " + link::cellName(*a.b()) : std::string();
}
ProgramGame gameOf(const gomoku::Analysis&) { return ProgramGame::Gomoku; }
ProgramGame gameOf(const link::Analysis&) { return ProgramGame::Link; }

// A restarted link program is registered under a new Algo handle (the registry retires the old one, which
// keeps its name but is no longer found): the analysis follows it by its name. Gomoku algorithms are named
// by their names already.
void followRestart(gomoku::Analysis&, const std::string&) {}
void followRestart(link::Analysis& a, const std::string& program) {
  if (program.empty() || !a.algorithm()->outside || a.algorithm()->name != program) return;
  if (const auto now = link::parseAlgo(program); now && *now != a.algorithm()) a.setAlgorithm(*now);
}

}  // namespace

template <class Analysis, class Document>
typename ProgramAnalysisOf<Analysis, Document>::Key ProgramAnalysisOf<Analysis, Document>::keyOf(
    const Analysis& a, const Document& doc) const {
  const std::string algo = algoOf(a);
  return Key{doc, algo, aboutOf(a), programs_.generation(algo)};
}

template <class Analysis, class Document>
void ProgramAnalysisOf<Analysis, Document>::update(Analysis& analysis, const Document& doc) {
  live_ = &analysis;
  liveDoc_ = &doc;
  followRestart(analysis, lastProgram_);
  std::string algo = algoOf(analysis);
  // A link program between its stop and its new start has no name in the engine: still the same one.
  const bool between = algo.empty() && programs_.find(lastProgram_);
  if (between) algo = lastProgram_;
  const ProgramState* program = programs_.find(algo);
  lastProgram_ = program ? algo : std::string();
  if (!program || program->entry.game != gameOf(analysis)) {
    applied_.reset();
    problem_.clear();
    analysis.update(doc);
    return;
  }
  if (!program->running || between) {
    // Not started (yet, its start failed, or it waits for the user's say): nothing to ask.
    problem_ = program->waitsForApproval
                   ? text(
                         "{0} has not been run on this computer: it starts only when you press Run it under "
                         "Your programs.",
                         program->entry.name)
               : program->problem.empty() ? text("Starting {0}...", program->entry.name)
                                          : program->problem;
    return;
  }
  Key key = keyOf(analysis, doc);
  if (applied_ == key || asked_ == key) return;
  if (cancelled_ == key) {
    problem_ = tr("Cancelled: change the move or restart the program to ask again.");
    return;
  }
  asked_ = key;
  problem_.clear();
  // The worker records into its own copy: the one on screen stays as it is until the answer comes.
  auto copy = std::make_shared<Analysis>(analysis);
  const std::string name = key.algo;
  programs_.runner().post(
      text("Asking {0}", name),
      [this, copy, key, name](SearchBudget&) -> BackgroundJob::Finish {
        copy->invalidate();
        copy->update(key.doc);
        std::vector<std::string> tail;
        if (auto p = ext::findOutside(name)) tail = p->stderrTail();
        return [this, copy, key, name, tail = std::move(tail)]() mutable {
          if (asked_ == key) asked_.reset();
          programs_.noteAnswer(name, copy->trace(), std::move(tail));
          // Put in place only if the board, the move and the program are still the ones asked about.
          if (!live_ || !liveDoc_ || keyOf(*live_, *liveDoc_) != key) return;
          applied_ = key;
          apply(*copy);
        };
      },
      "analysis " + std::string(programGameName(gameOf(analysis))),
      ProgramRunner::OnCancel::Drop,  // one queued question per game
      [this, key] {
        // No answer comes (another Cancel than this analysis's, or a newer question): asked again when
        // the screen next wants it, instead of waiting for ever.
        if (asked_ == key) asked_.reset();
      });
}

template <class Analysis, class Document>
void ProgramAnalysisOf<Analysis, Document>::markCancelled() {
  if (asked_) cancelled_ = std::move(asked_);
  asked_.reset();
}

template <class Analysis, class Document>
void ProgramAnalysisOf<Analysis, Document>::apply(Analysis& fresh) {
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

template class ProgramAnalysisOf<gomoku::Analysis, gomoku::GameRecord>;
template class ProgramAnalysisOf<link::Analysis, link::Board>;

}  // namespace boardlab::ui
