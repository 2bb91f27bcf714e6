#include "app/workbench/export_range.hpp"

#include <algorithm>

namespace boardlab::ui {

std::string tooManyFrames(int firstStep, int lastStep) {
  const long long frames = static_cast<long long>(lastStep) - firstStep + 1;
  if (frames <= static_cast<long long>(kMaxExportFrames)) return "";
  return "steps " + std::to_string(firstStep) + "-" + std::to_string(lastStep) + " are " + std::to_string(frames) +
         " frames, more than the " + std::to_string(kMaxExportFrames) + " one export holds: export at most " +
         std::to_string(kMaxExportFrames) + " steps at a time (--steps A-B)";
}

std::optional<std::pair<std::size_t, std::size_t>> exportSteps(int firstStep, int lastStep, std::size_t traceSteps,
                                                               std::string& error) {
  if (traceSteps == 0) {
    error = "there is no trace to step through";
    return std::nullopt;
  }
  const std::size_t first = firstStep > 0 ? static_cast<std::size_t>(firstStep - 1) : 0;
  const std::size_t last = lastStep > 0 ? std::min(static_cast<std::size_t>(lastStep - 1), traceSteps - 1) : traceSteps - 1;
  if (first > last) {
    error = "step " + std::to_string(first + 1) + " is past the end of this " + std::to_string(traceSteps) + "-step trace";
    return std::nullopt;
  }
  error = tooManyFrames(static_cast<int>(first + 1), static_cast<int>(last + 1));
  if (!error.empty()) {
    error += "; this trace has " + std::to_string(traceSteps) + " steps";
    return std::nullopt;
  }
  return std::pair{first, last};
}

}  // namespace boardlab::ui
