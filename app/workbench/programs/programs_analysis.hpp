#pragma once
// The analysis when the algorithm is one of the user's programs: the same gomoku::Analysis or
// link::Analysis a built-in algorithm gets, recorded on the ProgramRunner's worker from a copy, and put in
// place when it arrives, only if the board, the move or pair, and the program are still the ones it was
// asked about. A built-in algorithm is analysed at once, as before. The frame never waits on the program.

#include <memory>
#include <optional>
#include <string>

#include "engine/gomoku/analysis.hpp"
#include "engine/link/analysis.hpp"

namespace boardlab::ui {

class ProgramList;

// `Analysis` is gomoku::Analysis (on a GameRecord) or link::Analysis (on a Board).
template <class Analysis, class Document>
class ProgramAnalysisOf {
 public:
  explicit ProgramAnalysisOf(ProgramList& programs) : programs_(programs) {}

  // Brings `analysis` up to date with `doc`: at once for a built-in algorithm, on the worker for a program
  // (the analysis keeps showing what it showed until the answer comes). `analysis` and `doc` must outlive
  // this object (they are the workbench's own).
  void update(Analysis& analysis, const Document& doc);
  // The Cancel of the analysis's progress bar, just before the runner drops what it cancels: the same
  // question is not asked again until something changes. (Another bar's Cancel drops the question too; it
  // is then asked again.)
  void markCancelled();
  // Shows step `step` (1-based; 0 = leave the position) of the next trace put in place (a scene's --step).
  void jumpWhenRecorded(int step) { pendingStep_ = step; }
  // A program is asked about the analysis on screen and has not answered yet.
  bool waiting() const { return asked_.has_value(); }
  // How many traces a program has recorded and were put on screen (tests watch it grow after a restart).
  int recorded() const { return recorded_; }
  // Why the program on screen gave no trace ("" when it did or none is chosen).
  const std::string& problem() const { return problem_; }

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
  int recorded_ = 0;
  int pendingStep_ = 0;
  std::string lastProgram_;  // the program the analysis named last (a restart renames a link Algo)
  std::string problem_;
};

using ProgramAnalysis = ProgramAnalysisOf<gomoku::Analysis, gomoku::GameRecord>;
using LinkProgramAnalysis = ProgramAnalysisOf<link::Analysis, link::Board>;

}  // namespace boardlab::ui
