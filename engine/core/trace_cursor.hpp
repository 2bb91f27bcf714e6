#pragma once
// Moving through a recorded trace: step forward and back, jump anywhere, play at a speed, run to the
// next event of a kind or to the next step that touches a cell (a breakpoint). Pure logic, so the
// workbench only forwards keys and clicks to it and draws where it stands.

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/core/cell.hpp"
#include "engine/core/trace.hpp"

namespace boardlab {

class TraceCursor {
 public:
  TraceCursor() = default;
  explicit TraceCursor(const Trace* trace) { reset(trace); }

  // Points the cursor at a (new) trace, keeping the position when it still exists.
  void reset(const Trace* trace);
  // The trace it steps through; nullptr for none.
  const Trace* trace() const { return trace_; }
  bool empty() const { return !trace_ || trace_->steps.empty(); }
  std::size_t size() const { return trace_ ? trace_->steps.size() : 0; }
  std::size_t position() const { return position_; }
  const Step* current() const { return empty() ? nullptr : &trace_->steps[position_]; }
  // Precondition: index < size().
  const Step& step(std::size_t index) const { return trace_->steps[index]; }

  void first() { jump(0); }
  void last() { jump(size() == 0 ? 0 : size() - 1); }
  bool next();
  bool previous();
  void jump(std::size_t index);

  // Runs forward to the next step whose event is named `event` (eventName; any event when empty); false,
  // and no move, if none. By name: the workbench's event picker holds names.
  bool nextEvent(const std::string& event = {});
  bool previousEvent(const std::string& event = {});

  // Breakpoints on cells: running forward stops at a step that marks one of them.
  void toggleBreakpoint(Cell c);
  bool hasBreakpoint(Cell c) const { return breakpoints_.count(c) > 0; }
  const std::set<Cell>& breakpoints() const { return breakpoints_; }
  void clearBreakpoints() { breakpoints_.clear(); }
  bool touches(std::size_t index, Cell c) const;
  // Moves forward to the next step touching a breakpoint cell; false, and no move, if none.
  bool nextBreakpoint();

  // Playing: `advance(seconds)` moves by speed x seconds steps, stopping at the end or at a breakpoint.
  void play() {
    playing_ = !empty() && position_ + 1 < size();
    carry_ = 0.0;
  }
  void pause() { playing_ = false; }
  bool playing() const { return playing_; }
  void setSpeed(double stepsPerSecond) { speed_ = stepsPerSecond > 0.1 ? stepsPerSecond : 0.1; }
  double speed() const { return speed_; }
  // Returns true when the position changed.
  bool advance(double seconds);

  // Indices of steps that carry an event, for markers on the timeline.
  std::vector<std::size_t> eventSteps() const;

 private:
  bool touchesBreakpoint(std::size_t index) const;

  const Trace* trace_ = nullptr;
  std::size_t position_ = 0;
  bool playing_ = false;
  double speed_ = 4.0;
  double carry_ = 0.0;
  std::set<Cell> breakpoints_;
};

}  // namespace boardlab
