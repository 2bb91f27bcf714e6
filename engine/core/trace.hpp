#pragma once
// Traces: what an algorithm did, as a list of self-contained steps that the workbench replays.
//
// Every algorithm is written once as a template over a Tracer policy:
//   - NullTracer: `enabled` is false and `step()` ignores its builder, so the untraced run compiles to
//     the plain algorithm (the builder lambda is never called, and `if constexpr (Tracer::enabled)`
//     removes any bookkeeping done only for the trace);
//   - Recorder: calls the builder and stores the step, within a cap on steps and on overlay marks, so a
//     huge run ends with a clear note instead of unbounded memory.
// A Step carries the whole overlay of its moment (not a delta), so jumping to any step is instant.
//
// Index of this file:
// [SECTION] Marks: MarkRole, CellMark, Arrow, Watch
// [SECTION] Steps and traces: Step, Trace, firstDivergence
// [SECTION] Tracer policies: NullTracer, Recorder

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/cell.hpp"

namespace boardlab {

// [SECTION] Marks

// What a marked cell means at this step. The workbench gives each role a colour and a legend entry.
enum class MarkRole : unsigned char {
  Origin,           // the placed stone / the tile a search starts from
  Target,           // the tile a search must reach
  Counted,          // a same-coloured stone that was counted
  StoppedOpponent,  // the walk stopped on an opponent stone (or a tile in the way)
  StoppedEmpty,     // the walk stopped on an empty point
  StoppedBound,     // the walk stopped at the edge of the board or at a loop bound
  Window,           // a cell of the window / line being examined
  Skipped,          // not examined because of a guard
  Fault,            // where the published code would index out of its array
  Winning,          // a cell of the winning run / the found path
  Candidate,        // a corner or scan point being tried
  Blocked,          // tried and found occupied / unreachable
  Reachable,        // tried and found reachable
  Frontier,         // reached by a search (value = turns so far, drawn in that layer's colour)
  Ray,              // on an empty ray from A or B
  Band,             // inside the overlap band of two rays
  Dead,             // a win line marked dead (the published JavaScript's 6)
};
std::string_view markRoleName(MarkRole role);  // "origin", "stopped-opponent", ...: the JSON and legend name

// A notable kind of step, for "next event" and the timeline marks; written by its name in traces.
enum class Event : unsigned char {
  None,           // an ordinary step
  DirectionDone,  // "direction-done": a direction (or a walk) has been counted
  Five,           // "five": a five was found
  Verdict,        // "verdict": the check's answer
  WindowFive,     // "window-five": a window of five of one colour
  CounterFive,    // "counter-five": a win-line counter reached five
  CountersUp,     // "counters-up": the counters of a move were raised
  CountersDown,   // "counters-down": the counters of a take-back were lowered
  Overline,       // "overline": a run longer than five
  Four,           // "four": a four (renju)
  Three,          // "three": a three (renju)
  Recurse,        // "recurse": a nested forbidden-point check
  Fault,          // "fault": the published code would fault here
  Guard,          // "guard": a guard of the published code skipped a check
  Ignored,        // "ignored": a click the published code ignores
  OccupiedClick,  // "occupied-click": a click on an occupied point
  Refused,        // "refused": a take-back or redo refused
  TakeBack,       // "take-back": a take-back
  Redo,           // "redo": a redo
  BitsSet,        // "bits-set": a move's bits were set
  BitsCleared,    // "bits-cleared": a take-back's bits were cleared
  LayerDone,      // "layer-done": a search layer (one more turn) is done
  ScanStopped,    // "scan-stopped": a scan from A stopped
  BadPath,        // "bad-path": an outside program's claimed path does not hold
  Other,          // "other": an outside program's event of a name BoardLab does not know
};
// The name traces and the CLI write ("verdict"; "" for None).
std::string_view eventName(Event event);
// The event of that name: None for "", Other for a name BoardLab does not know.
Event parseEvent(std::string_view name);

// A cell drawn with a role at one step.
struct CellMark {
  Cell cell;
  MarkRole role = MarkRole::Counted;
  int value = -1;  // a number drawn on the cell (a count, a turn number); -1 for none
};

// An arrow or segment between two cells: a scan direction, a path segment, a parent link.
struct Arrow {
  Cell from;
  Cell to;
  MarkRole role = MarkRole::Window;
  std::string label;  // e.g. the running count next to a direction arrow
};

// [SECTION] Steps and traces

// A named variable of the algorithm at this step (shown in the Watch panel).
struct Watch {
  std::string name;
  std::string value;
};

// One moment of a run: the listing line, what happens, and the whole overlay drawn then.
struct Step {
  int codeLine = 0;           // 1-based line of the algorithm's pseudo-code listing being executed
  Event event = Event::None;  // kind of notable event (Event::Verdict, ...) or None
  std::string narration;      // one sentence saying what happens
  std::vector<CellMark> marks;
  std::vector<Arrow> arrows;
  std::vector<Watch> watch;
  std::string file;  // outside programs: the user's source file that codeLine is in ("": the listing)
};

// A recorded run: its steps, cut short (with a note) when a cap was reached.
struct Trace {
  std::string algo;
  std::vector<Step> steps;
  bool truncated = false;
  std::string note;  // why the trace was cut short, when it was
};

// The first step where two traces of the same run mark a different set of cells (each with its role; the
// numbers drawn on them and the order they were listed in do not count): where an as-published variant
// really departs from its corrected peer. The shorter length when one trace is a prefix of the other; -1
// when they mark the same cells at every step. The workbench's Compare and the CLI's diff both use it.
int firstDivergence(const Trace& a, const Trace& b);

// [SECTION] Tracer policies

// The untraced policy: costs nothing.
struct NullTracer {
  static constexpr bool enabled = false;
  template <class Build>
  void step(Build&&) {}
};

// The recording policy. Limits keep any trace a user can provoke bounded in memory.
class Recorder {
 public:
  static constexpr bool enabled = true;
  static constexpr std::size_t kDefaultMaxSteps =
      50'000;  // with the marks cap: about 60 MiB at worst (docs/performance.md)
  static constexpr std::size_t kDefaultMaxMarks = 2'200'000;

  explicit Recorder(std::string algo, std::size_t maxSteps = kDefaultMaxSteps, std::size_t maxMarks = kDefaultMaxMarks);

  // Calls `build` on a fresh step and keeps it, unless a cap was reached (then the trace says so).
  template <class Build>
  void step(Build&& build) {
    if (trace_.truncated) return;
    Step s;
    build(s);
    push(std::move(s));
  }

  const Trace& trace() const { return trace_; }  // the steps so far
  Trace take() { return std::move(trace_); }     // hands the trace over (the recorder is spent)

 private:
  void push(Step&& s);
  Trace trace_;
  std::size_t maxSteps_;
  std::size_t maxMarks_;
  std::size_t marks_ = 0;
};

}  // namespace boardlab
