#include "engine/core/trace.hpp"

#include <algorithm>
#include <utility>

#include "engine/i18n/i18n.hpp"

namespace boardlab {

std::string_view markRoleName(MarkRole role) {
  switch (role) {
    case MarkRole::Origin: return "origin";
    case MarkRole::Target: return "target";
    case MarkRole::Counted: return "counted";
    case MarkRole::StoppedOpponent: return "stopped-opponent";
    case MarkRole::StoppedEmpty: return "stopped-empty";
    case MarkRole::StoppedBound: return "stopped-bound";
    case MarkRole::Window: return "window";
    case MarkRole::Skipped: return "skipped";
    case MarkRole::Fault: return "fault";
    case MarkRole::Winning: return "winning";
    case MarkRole::Candidate: return "candidate";
    case MarkRole::Blocked: return "blocked";
    case MarkRole::Reachable: return "reachable";
    case MarkRole::Frontier: return "frontier";
    case MarkRole::Ray: return "ray";
    case MarkRole::Band: return "band";
    case MarkRole::Dead: return "dead";
  }
  return "?";
}

int firstDivergence(const Trace& a, const Trace& b) {
  const auto sameMark = [](const CellMark& x, const CellMark& y) {
    return x.cell == y.cell && x.role == y.role && x.value == y.value;
  };
  const std::size_t n = std::min(a.steps.size(), b.steps.size());
  for (std::size_t i = 0; i < n; ++i) {
    const auto& ma = a.steps[i].marks;
    const auto& mb = b.steps[i].marks;
    if (ma.size() != mb.size() || !std::equal(ma.begin(), ma.end(), mb.begin(), sameMark)) return static_cast<int>(i);
  }
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
    trace_.note = i18n::text("trace cut after {0} steps: the limit is {1} steps and {2} overlay marks; analyse a smaller board "
                             "to see the whole run", trace_.steps.size(), maxSteps_, maxMarks_);
    return;
  }
  marks_ += cost;
  trace_.steps.push_back(std::move(s));
}

}  // namespace boardlab
