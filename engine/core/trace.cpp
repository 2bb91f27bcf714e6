#include "engine/core/trace.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "engine/i18n/i18n.hpp"

namespace boardlab {

std::string_view markRoleName(MarkRole role) {
  switch (role) {
    case MarkRole::Origin:
      return "origin";
    case MarkRole::Target:
      return "target";
    case MarkRole::Counted:
      return "counted";
    case MarkRole::StoppedOpponent:
      return "stopped-opponent";
    case MarkRole::StoppedEmpty:
      return "stopped-empty";
    case MarkRole::StoppedBound:
      return "stopped-bound";
    case MarkRole::Window:
      return "window";
    case MarkRole::Skipped:
      return "skipped";
    case MarkRole::Fault:
      return "fault";
    case MarkRole::Winning:
      return "winning";
    case MarkRole::Candidate:
      return "candidate";
    case MarkRole::Blocked:
      return "blocked";
    case MarkRole::Reachable:
      return "reachable";
    case MarkRole::Frontier:
      return "frontier";
    case MarkRole::Ray:
      return "ray";
    case MarkRole::Band:
      return "band";
    case MarkRole::Dead:
      return "dead";
  }
  return "?";
}

std::string_view eventName(Event event) {
  switch (event) {
    case Event::None:
      return "";
    case Event::DirectionDone:
      return "direction-done";
    case Event::Five:
      return "five";
    case Event::Verdict:
      return "verdict";
    case Event::WindowFive:
      return "window-five";
    case Event::CounterFive:
      return "counter-five";
    case Event::CountersUp:
      return "counters-up";
    case Event::CountersDown:
      return "counters-down";
    case Event::Overline:
      return "overline";
    case Event::Four:
      return "four";
    case Event::Three:
      return "three";
    case Event::Recurse:
      return "recurse";
    case Event::Fault:
      return "fault";
    case Event::Guard:
      return "guard";
    case Event::Ignored:
      return "ignored";
    case Event::OccupiedClick:
      return "occupied-click";
    case Event::Refused:
      return "refused";
    case Event::TakeBack:
      return "take-back";
    case Event::Redo:
      return "redo";
    case Event::BitsSet:
      return "bits-set";
    case Event::BitsCleared:
      return "bits-cleared";
    case Event::LayerDone:
      return "layer-done";
    case Event::ScanStopped:
      return "scan-stopped";
    case Event::BadPath:
      return "bad-path";
    case Event::Other:
      return "other";
  }
  return "";
}

Event parseEvent(std::string_view name) {
  if (name.empty()) return Event::None;
  for (int e = 1; e <= static_cast<int>(Event::Other); ++e)
    if (eventName(static_cast<Event>(e)) == name) return static_cast<Event>(e);
  return Event::Other;
}

namespace {

// What a step shows on the board as a set: each cell with its role. The numbers drawn on cells (a count,
// a step number) and the order the algorithm listed them in are how it reports, not where it looked.
std::vector<std::pair<Cell, MarkRole>> markedCells(const Step& s) {
  std::vector<std::pair<Cell, MarkRole>> cells;
  cells.reserve(s.marks.size());
  for (const CellMark& m : s.marks) cells.emplace_back(m.cell, m.role);
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  return cells;
}

}  // namespace

int firstDivergence(const Trace& a, const Trace& b) {
  const std::size_t n = std::min(a.steps.size(), b.steps.size());
  for (std::size_t i = 0; i < n; ++i)
    if (markedCells(a.steps[i]) != markedCells(b.steps[i])) return static_cast<int>(i);
  return a.steps.size() == b.steps.size() ? -1 : static_cast<int>(n);
}

Recorder::Recorder(std::string algo, std::size_t maxSteps, std::size_t maxMarks)
    : maxSteps_(maxSteps), maxMarks_(maxMarks) {
  trace_.algo = std::move(algo);
}

void Recorder::push(Step&& s) {
  const std::size_t cost = s.marks.size() + s.arrows.size();
  if (trace_.steps.size() >= maxSteps_ || marks_ + cost > maxMarks_) {
    trace_.truncated = true;
    trace_.note = i18n::text(
        "trace cut after {0} steps: the limit is {1} steps and {2} overlay marks; analyse a smaller board "
        "to see the whole run",
        trace_.steps.size(), maxSteps_, maxMarks_);
    return;
  }
  marks_ += cost;
  trace_.steps.push_back(std::move(s));
}

}  // namespace boardlab
