#pragma once
// The analysis when the algorithm is one of the user's programs: the same Analysis a built-in algorithm
// gets (gomoku::Analysis, link::Analysis, ...), recorded on the ProgramRunner's worker from a copy, and put
// in place when it arrives, only if the board, the move or pair, and the program are still the ones it was
// asked about. A built-in algorithm is analysed at once, as before. The frame never waits on the program.
//
// Written once for every game: a game's view names its part in a small struct (its games/ folder) and
// asks the ProgramsPanel for a ProgramAnalysisOf<that struct>; the panel keeps it, reaches it through the
// ProgramAnalysis base below (its progress, Cancel and problem), and names no game.

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/workbench/programs/programs.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/trace_cursor.hpp"
#include "engine/ext/outside.hpp"

namespace boardlab::ui {

// What the panel needs of any game's program analysis.
class ProgramAnalysis {
 public:
  virtual ~ProgramAnalysis() = default;
  // The game it analyses (a GameModule's name).
  virtual std::string_view game() const = 0;
  // The Cancel of the analysis's progress bar, just before the runner drops what it cancels: the same
  // question is not asked again until something changes. (Another bar's Cancel drops the question too; it
  // is then asked again.)
  virtual void markCancelled() = 0;
  // A program is asked about the analysis on screen and has not answered yet.
  virtual bool waiting() const = 0;
  // Shows step `step` (1-based; 0 = leave the position) of the next trace put in place (a scene's --step).
  void jumpWhenRecorded(int step) { pendingStep_ = step; }
  // How many traces a program has recorded and were put on screen (tests watch it grow after a restart).
  int recorded() const { return recorded_; }
  // Why the program on screen gave no trace ("" when it did or none is chosen).
  const std::string& problem() const { return problem_; }

 protected:
  int recorded_ = 0;
  int pendingStep_ = 0;
  std::string problem_;
};

// `Game` names one game's part:
//   using Analysis = ...; using Document = ...;        // the view's analysis and what it analyses
//   static constexpr std::string_view name = "...";    // its GameModule's name
//   static std::string algoOf(const Analysis&);        // the algorithm's name
//   static std::string aboutOf(const Analysis&);       // the move or pair asked about, as text
//   static void followRestart(Analysis&, const std::string& program);  // a restarted program's new handle
template <class Game>
class ProgramAnalysisOf final : public ProgramAnalysis {
 public:
  using Analysis = typename Game::Analysis;
  using Document = typename Game::Document;
  explicit ProgramAnalysisOf(ProgramList& programs) : programs_(programs) {}
  std::string_view game() const override { return Game::name; }
  void markCancelled() override;
  bool waiting() const override { return asked_.has_value(); }

  // Brings `analysis` up to date with `doc`: at once for a built-in algorithm, on the worker for a program
  // (the analysis keeps showing what it showed until the answer comes). `analysis` and `doc` must outlive
  // this object (they are the workbench's own).
  void update(Analysis& analysis, const Document& doc);

 private:
  struct Key {
    Document doc;
    std::string algo;
    std::string about;  // the move or the pair asked about
    int generation = 0;
    bool operator==(const Key&) const = default;
  };
  Key keyOf(const Analysis& analysis, const Document& doc) const;
  void apply(Analysis& fresh);

  ProgramList& programs_;
  Analysis* live_ = nullptr;  // the workbench's analysis (set by update)
  const Document* liveDoc_ = nullptr;
  std::optional<Key> asked_;      // sent to the worker, no answer yet
  std::optional<Key> applied_;    // what the analysis on screen was recorded for
  std::optional<Key> cancelled_;  // the question the user cancelled
  std::string lastProgram_;       // the program the analysis named last (a restart renames a link Algo)
};

template <class Game>
typename ProgramAnalysisOf<Game>::Key ProgramAnalysisOf<Game>::keyOf(const Analysis& a, const Document& doc) const {
  const std::string algo = Game::algoOf(a);
  return Key{doc, algo, Game::aboutOf(a), programs_.generation(algo)};
}

template <class Game>
void ProgramAnalysisOf<Game>::update(Analysis& analysis, const Document& doc) {
  live_ = &analysis;
  liveDoc_ = &doc;
  Game::followRestart(analysis, lastProgram_);
  std::string algo = Game::algoOf(analysis);
  // A link program between its stop and its new start has no name in the engine: still the same one.
  const bool between = algo.empty() && programs_.find(lastProgram_);
  if (between) algo = lastProgram_;
  const ProgramState* program = programs_.find(algo);
  lastProgram_ = program ? algo : std::string();
  if (!program || program->entry.game != Game::name) {
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
      "analysis " + std::string(Game::name),
      ProgramRunner::OnCancel::Drop,  // one queued question per game
      [this, key] {
        // No answer comes (another Cancel than this analysis's, or a newer question): asked again when
        // the screen next wants it, instead of waiting for ever.
        if (asked_ == key) asked_.reset();
      });
}

template <class Game>
void ProgramAnalysisOf<Game>::markCancelled() {
  if (asked_) cancelled_ = std::move(asked_);
  asked_.reset();
}

template <class Game>
void ProgramAnalysisOf<Game>::apply(Analysis& fresh) {
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
