#pragma once
// What the workbench analyses: one algorithm on one action of the game's record (moves, take-backs and
// redos as the user made them, so the stateful published variants see the same history). It records the trace
// once, re-records it when the game or the choice changes (keeping the step position where it still
// exists), and compares every algorithm on the same move. The workbench only draws this and forwards
// clicks and keys to it.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/trace_cursor.hpp"
#include "engine/gomoku/line_state.hpp"
#include "engine/gomoku/replay.hpp"

namespace boardlab::gomoku {

class Analysis {
 public:
  // "" switches the analysis off. Besides the algorithms of algorithms(), "forbidden" checks the point set
  // with setPoint() on the board after the record (renju's forbidden check, traced).
  void setAlgorithm(std::string name);
  // The empty point "forbidden" examines.
  void setPoint(std::optional<Cell> point);
  const std::optional<Cell>& point() const { return point_; }
  // The pseudo-code listing of `name` (an algorithm, or "forbidden"); nullptr for any other name.
  static const std::vector<std::string>* listingOf(const std::string& name);
  const std::string& algorithm() const { return algo_; }
  bool active() const { return !algo_.empty(); }
  // The action to analyse as a 1-based index into the record's actions; 0 = always the last move (the last
  // stone still on the board: after a take-back, the move before it).
  void setPly(int ply);
  // Analyses the stone on `c` (Shift+click): the action that placed it, or for a painted stone of an edited
  // position, that stone as if it had just been placed (stoneToAnalyse). When the stone is gone (taken back,
  // erased) the analysis falls back to the last move. Cleared by setPly.
  void setStone(Cell c);
  // The stone asked for with setStone, if any.
  const std::optional<Cell>& requestedStone() const { return stone_; }
  // Re-records on the next update even if nothing changed (the narration language did).
  void invalidate() { dirty_ = true; }
  int requestedPly() const { return ply_; }

  // Brings the trace up to date with `record`; cheap when nothing changed.
  void update(const GameRecord& record);

  const PlyTrace& result() const { return result_; }
  const Trace& trace() const { return result_.trace; }
  TraceCursor& cursor() { return cursor_; }
  const TraceCursor& cursor() const { return cursor_; }
  // Why there is no trace ("place a stone first", ...); empty when there is one.
  const std::string& problem() const { return problem_; }
  // The action analysed (1-based, in analysedRecord()), 0 when none.
  int analysedPly() const { return result_.verdict.ply; }
  // A painted stone is analysed: analysedRecord() is the position without it plus one move placing it.
  bool paintedStone() const { return painted_; }
  // The record the trace, the line counters and the comparison were recorded on.
  const GameRecord& analysedRecord() const { return painted_ ? paintedRecord_ : recorded_; }

  // For `lines` and `lines:js`: the counters just before and just after the analysed action.
  const std::optional<LineState>& linesBefore() const { return linesBefore_; }
  const std::optional<LineState>& linesAfter() const { return linesAfter_; }

  // Every algorithm's verdict on the analysed move (same order as algorithms()).
  const std::vector<PlyTrace>& comparison() const { return comparison_; }
  // The algorithm an as-published variant is compared against ("scan" for "scan:objc"), or "" when
  // `name` is a corrected algorithm.
  static std::string correctedPeer(const std::string& name);
  // Whether `variant`'s verdict differs from its corrected peer's: sameVerdict with the winning cells
  // compared as sets (what the CLI's `diff --lines` judges by); false when either is missing.
  bool disagreesWithPeer(const std::string& variant) const;
  // The first step where `variant`'s trace departs from its corrected peer's (different cells marked),
  // or the shorter length when one trace is a prefix of the other; -1 when they agree or cannot be compared.
  int firstDivergence(const std::string& variant) const;

 private:
  void updateForbidden();
  // `variant`'s and its corrected peer's entries in the comparison (null when missing).
  std::pair<const PlyTrace*, const PlyTrace*> withPeer(const std::string& variant) const;

  std::string algo_;
  std::optional<Cell> point_;
  int ply_ = 0;
  std::optional<Cell> stone_;
  bool dirty_ = true;
  GameRecord recorded_;
  bool painted_ = false;
  GameRecord paintedRecord_;
  PlyTrace result_;
  TraceCursor cursor_;
  std::string problem_;
  std::vector<PlyTrace> comparison_;
  std::optional<LineState> linesBefore_;
  std::optional<LineState> linesAfter_;
};

}  // namespace boardlab::gomoku
