#pragma once
// The gomoku analysis when the algorithm is one of the user's programs (issue 16): the same
// gomoku::Analysis a built-in algorithm gets, recorded on the ProgramRunner's worker from a copy, and put
// in place when it arrives, only if the board, the move and the program are still the ones it was asked
// about. A built-in algorithm is analysed at once, as before. The frame never waits on the program.

#include <memory>
#include <optional>
#include <string>

#include "engine/gomoku/analysis.hpp"

namespace boardlab::ui {

class ProgramList;

class ProgramAnalysis {
 public:
  explicit ProgramAnalysis(ProgramList& programs) : programs_(programs) {}

  // Brings `analysis` up to date with `record`: at once for a built-in algorithm, on the worker for a
  // program (the analysis keeps showing what it showed until the answer comes). `analysis` and `record`
  // must outlive this object (they are the workbench's own).
  void update(gomoku::Analysis& analysis, const gomoku::GameRecord& record);
  // The Cancel of the progress bar: the answer on its way is dropped and the same question not asked again
  // until something changes.
  void cancel();
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
    gomoku::GameRecord record;
    std::string algo;
    int ply = 0;
    std::optional<Cell> stone;
    int generation = 0;
    bool operator==(const Key&) const = default;
  };
  Key keyOf(const gomoku::Analysis& analysis, const gomoku::GameRecord& record) const;
  void apply(gomoku::Analysis& fresh);

  ProgramList& programs_;
  gomoku::Analysis* live_ = nullptr;            // the workbench's analysis (set by update)
  const gomoku::GameRecord* liveRecord_ = nullptr;
  std::optional<Key> asked_;                    // sent to the worker, no answer yet
  std::optional<Key> applied_;                  // what the analysis on screen was recorded for
  std::optional<Key> cancelled_;                // the question the user cancelled
  int recorded_ = 0;
  int pendingStep_ = 0;
  std::string problem_;
};

}  // namespace boardlab::ui
