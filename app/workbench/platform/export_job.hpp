#pragma once
// Which steps of a trace one export writes, and its limit: frames are streamed to the file, but each costs
// time, so an export holds at most kMaxExportFrames frames (docs/limits.md).

#include <cstddef>
#include <optional>
#include <string>
#include <utility>

namespace boardlab::ui {

constexpr std::size_t kMaxExportFrames = 500;

// The reason a range of 1-based steps first..last (inclusive) cannot be one export because it holds more
// than kMaxExportFrames frames; "" when it can.
std::string tooManyFrames(int firstStep, int lastStep);

// The 0-based steps [first, last] an export of the 1-based steps firstStep..lastStep writes from a trace
// of `traceSteps` steps (firstStep 0: from the first; lastStep 0 or past the end: to the last). nullopt,
// with the reason in `error`, when there is no trace, the range starts past its end, or the range holds
// more than kMaxExportFrames frames.
std::optional<std::pair<std::size_t, std::size_t>> exportSteps(int firstStep, int lastStep, std::size_t traceSteps,
                                                               std::string& error);

}  // namespace boardlab::ui
