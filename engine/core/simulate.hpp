#pragma once
// Simulate mode (TRAKLA2-style): the student performs the algorithm by clicking, in order, the cells it
// visits; each click is graded against the algorithm's own trace. A wrong click is corrected (the step it
// belonged to is shown whole) so the run goes on, and counted. What a step visits is read from its marks:
// the cells it looks at (counted, stopped on, a window, a candidate, a frontier, a ray, a corner tried) that
// the step before did not show. Within one step the order does not count (a BFS layer is a set); across
// steps it does.

#include <cstddef>
#include <optional>
#include <vector>

#include "engine/core/cell.hpp"
#include "engine/core/trace.hpp"

namespace boardlab {

// One step to perform: the trace's 0-based step and the cells it visits anew, in the marks' order.
struct SimulationStep {
  int step = 0;
  std::vector<Cell> cells{};
};

// The steps a student performs on `trace`, from its second step (the first shows where the check starts).
// Steps that visit nothing new are left out: the run passes through them.
std::vector<SimulationStep> simulationSteps(const Trace& trace);

enum class ClickVerdict : unsigned char {
  Right,  // one of the step's cells not clicked yet
  Wrong,  // not one of them: the step is shown whole and counted wrong
  Again,  // a cell of the step already clicked: nothing changes
  Over,   // the run is over
};

struct SimulationResult {
  bool right = false;       // every cell clicked with no wrong click and no "show me"
  int wrongClicks = 0;      // 0 or 1: a wrong click ends the step
  bool revealed = false;    // "show me" instead of clicks
  int clicks = 0;           // the clicks the step took, right and wrong
  std::vector<Cell> wrong;  // the wrong click, where there was one
  double seconds = 0;       // from the step's start to its end
};

class SimulationRun {
 public:
  SimulationRun() = default;
  explicit SimulationRun(std::vector<SimulationStep> steps);

  const std::vector<SimulationStep>& steps() const { return steps_; }
  // The step waiting for clicks (an index into steps()), nullopt once all are done.
  std::optional<std::size_t> current() const;
  // The cells of the current step clicked so far.
  const std::vector<Cell>& clicked() const { return clicked_; }
  // The trace step to show: the one before the current step's, or the last step's once over (0 with no
  // steps).
  std::size_t shownStep() const;
  // Starts timing the current step (the workbench calls it when the run begins; later steps start when
  // the one before ends).
  void start(double now);
  ClickVerdict click(Cell cell, double now);
  // Shows the current step whole: counted, not right.
  void reveal(double now);
  const std::optional<SimulationResult>& result(std::size_t i) const { return results_[i]; }
  // The step that ended last (to draw what it was), nullopt before any.
  std::optional<std::size_t> lastDone() const { return lastDone_; }
  int done() const { return static_cast<int>(done_); }
  int right() const;  // steps performed with no wrong click
  int rightClicks() const { return rightClicks_; }
  int wrongClicks() const;
  bool finished() const { return done_ == steps_.size(); }
  double seconds() const;

 private:
  void finish(SimulationResult result, double now);
  std::vector<SimulationStep> steps_;
  std::vector<std::optional<SimulationResult>> results_;
  std::size_t done_ = 0;
  std::vector<Cell> clicked_;
  std::optional<std::size_t> lastDone_;
  int rightClicks_ = 0;
  double startedAt_ = 0;
};

}  // namespace boardlab
