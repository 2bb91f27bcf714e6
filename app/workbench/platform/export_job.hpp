#pragma once
// An export the platform performs for the application (it owns the pixels), and which steps of a trace one
// export writes: frames are streamed to the file, but each costs time, so an export holds at most
// kMaxExportFrames frames (docs/limits.md).

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>

namespace boardlab::ui {

// One PNG of the step on screen, a range of steps as numbered PNG frames or one animated GIF, or the trace.
struct ExportJob {
  // Trace: the trace on screen as JSON, queued like the images so that it is written once a program's
  // answer has arrived (at start-up the program is still being asked).
  enum class Kind { Png, Frames, Gif, Trace };
  Kind kind = Kind::Png;
  std::filesystem::path path;   // the PNG, GIF or JSON file, or the folder of frames
  int firstStep = 0;            // 1-based, inclusive; 0 = the first (Frames, Gif)
  int lastStep = 0;             // 0 = the last
  int delayMs = 600;            // between GIF frames
  bool chosenInDialog = false;  // the user chose the file in the Save dialog (else the command line asked)
};

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
