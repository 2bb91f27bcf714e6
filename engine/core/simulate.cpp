#include "engine/core/simulate.hpp"

#include <algorithm>

namespace boardlab {

namespace {

// The roles of a cell the algorithm looks at; the origin, the target, a verdict's run and what a guard
// skipped are not visits.
bool visits(MarkRole role) {
  switch (role) {
    case MarkRole::Counted:
    case MarkRole::StoppedOpponent:
    case MarkRole::StoppedEmpty:
    case MarkRole::StoppedBound:
    case MarkRole::Window:
    case MarkRole::Candidate:
    case MarkRole::Blocked:
    case MarkRole::Reachable:
    case MarkRole::Frontier:
    case MarkRole::Ray:
      return true;
    default:
      return false;
  }
}

bool holds(const std::vector<Cell>& cells, Cell c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); }

std::vector<Cell> visited(const Step& step) {
  std::vector<Cell> out;
  for (const CellMark& m : step.marks)
    if (visits(m.role) && !holds(out, m.cell)) out.push_back(m.cell);
  return out;
}

}  // namespace

std::vector<SimulationStep> simulationSteps(const Trace& trace) {
  std::vector<SimulationStep> out;
  for (std::size_t i = 1; i < trace.steps.size(); ++i) {
    const std::vector<Cell> before = visited(trace.steps[i - 1]);
    SimulationStep s{.step = static_cast<int>(i)};
    for (Cell c : visited(trace.steps[i]))
      if (!holds(before, c)) s.cells.push_back(c);
    if (!s.cells.empty()) out.push_back(std::move(s));
  }
  return out;
}

SimulationRun::SimulationRun(std::vector<SimulationStep> steps) : steps_(std::move(steps)), results_(steps_.size()) {}

std::optional<std::size_t> SimulationRun::current() const {
  if (finished()) return std::nullopt;
  return done_;
}

std::size_t SimulationRun::shownStep() const {
  if (steps_.empty()) return 0;
  if (finished()) return static_cast<std::size_t>(steps_.back().step);
  return static_cast<std::size_t>(steps_[done_].step - 1);
}

void SimulationRun::start(double now) { startedAt_ = now; }

void SimulationRun::finish(SimulationResult result, double now) {
  result.seconds = std::max(0.0, now - startedAt_);
  results_[done_] = std::move(result);
  lastDone_ = done_;
  ++done_;
  clicked_.clear();
  startedAt_ = now;
}

ClickVerdict SimulationRun::click(Cell cell, double now) {
  if (finished()) return ClickVerdict::Over;
  const std::vector<Cell>& want = steps_[done_].cells;
  if (holds(clicked_, cell)) return ClickVerdict::Again;
  if (!holds(want, cell)) {
    finish({.right = false,
            .wrongClicks = 1,
            .revealed = false,
            .clicks = static_cast<int>(clicked_.size()) + 1,
            .wrong = {cell}},
           now);
    return ClickVerdict::Wrong;
  }
  clicked_.push_back(cell);
  ++rightClicks_;
  if (clicked_.size() == want.size())
    finish({.right = true, .wrongClicks = 0, .revealed = false, .clicks = static_cast<int>(want.size()), .wrong = {}},
           now);
  return ClickVerdict::Right;
}

void SimulationRun::reveal(double now) {
  if (!finished())
    finish(
        {.right = false, .wrongClicks = 0, .revealed = true, .clicks = static_cast<int>(clicked_.size()), .wrong = {}},
        now);
}

int SimulationRun::right() const {
  return static_cast<int>(
      std::count_if(results_.begin(), results_.end(), [](const auto& r) { return r.has_value() && r->right; }));
}

int SimulationRun::wrongClicks() const {
  int n = 0;
  for (const auto& r : results_)
    if (r) n += r->wrongClicks;
  return n;
}

double SimulationRun::seconds() const {
  double total = 0;
  for (const auto& r : results_)
    if (r) total += r->seconds;
  return total;
}

}  // namespace boardlab
