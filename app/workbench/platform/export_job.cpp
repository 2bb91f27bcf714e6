#include "app/workbench/platform/export_job.hpp"

#include <algorithm>

#include "engine/i18n/i18n.hpp"

namespace boardlab::ui {

std::string tooManyFrames(int firstStep, int lastStep) {
  const long long frames = static_cast<long long>(lastStep) - firstStep + 1;
  if (frames <= static_cast<long long>(kMaxExportFrames)) return "";
  return i18n::text(
      "steps {0}-{1} are {2} frames, more than the {3} one export holds: export at most {3} steps at a time (--steps A-B)",
      firstStep, lastStep, frames, kMaxExportFrames);
}

std::optional<std::pair<std::size_t, std::size_t>> exportSteps(int firstStep, int lastStep, std::size_t traceSteps,
                                                               std::string& error) {
  if (traceSteps == 0) {
    error = i18n::tr("there is no trace to step through");
    return std::nullopt;
  }
  const std::size_t first = firstStep > 0 ? static_cast<std::size_t>(firstStep - 1) : 0;
  const std::size_t last =
      lastStep > 0 ? std::min(static_cast<std::size_t>(lastStep - 1), traceSteps - 1) : traceSteps - 1;
  if (first > last) {
    error = i18n::text("step {0} is past the end of this {1}-step trace", first + 1, traceSteps);
    return std::nullopt;
  }
  error = tooManyFrames(static_cast<int>(first + 1), static_cast<int>(last + 1));
  if (!error.empty()) {
    error += i18n::text("; this trace has {0} steps", traceSteps);
    return std::nullopt;
  }
  return std::pair{first, last};
}

}  // namespace boardlab::ui
