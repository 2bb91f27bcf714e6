#pragma once
// The platform layer: a GLFW window with an OpenGL 3.3 core context (through glad), ImGui's GLFW and
// OpenGL3 backends, the frame loop, and screenshots. Nothing outside app/workbench/platform/ sees GLFW or GL.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/workbench/platform/input_script.hpp"
#include "app/workbench/platform/window_placement.hpp"

namespace boardlab::ui {

class PlatformClient;

struct PlatformOptions {
  int width = 1440;  // window size in screen coordinates at 100%
  int height = 900;
  float scale = 0.0f;                     // UI scale; 0 = the monitor's content scale
  std::string screenshot;                 // when set: render `frames` frames, save this PNG, exit
  int frames = 3;                         // at least 2 (a new auto-sized window is hidden on its first frame)
  std::string iniFile;                    // imgui.ini location (XDG config folder)
  bool exportsQueued = false;             // exports were asked for on the command line: run them, then exit
  std::vector<ScriptedAction> script;     // --at: input replayed at given frames
  std::optional<WindowRect> savedWindow;  // where the user left the window (fitted into the screen)
  double quitAfter = 0.0;                 // --quit-after: leave after this many seconds and print the frames drawn

  // Screenshots and command-line exports run without a user and exit when done.
  bool scripted() const { return !screenshot.empty() || exportsQueued; }
};

// The workbench's exit codes (docs/workbench.md): 0 done; 1 no window or OpenGL; 2 a usage error;
// 3 the scene, board or lesson was refused; 4 a screenshot or an export was not written (the old file,
// if any, is unchanged).
constexpr int kExitNoWindow = 1;
constexpr int kExitUsage = 2;
constexpr int kExitBadScene = 3;
constexpr int kExitNotWritten = 4;

// From main(), before any thread starts: SIGTERM, SIGINT and SIGHUP (unless ignored) then kill every
// started program's process group at once and end runPlatform()'s loop as a quit without a question
// (the client's endForSignal keeps unsaved work as a recovery copy); it returns 128 + the signal. A second
// signal ends the process at once.
void quitOnEndingSignals();

// Opens the window and runs the client until it quits (or the screenshot is written). `make` builds the
// client once the UI scale is known. Returns the process exit code; errors go to stderr.
int runPlatform(const PlatformOptions& options, const std::function<PlatformClient&(float scale)>& make);

}  // namespace boardlab::ui
