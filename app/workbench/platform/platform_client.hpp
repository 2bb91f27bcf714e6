#pragma once
// The seam between a platform and the application it runs. A platform (the GLFW desktop window,
// platform_glfw.cpp; the web page, platform_web.cpp) owns the window, the OpenGL context, the event loop, the clock and
// the pixels; its client draws ImGui frames and says what it wants between them: to be woken, a scale,
// full screen, an export, to quit. The platform knows nothing else of the application (the layering test
// keeps app/workbench/platform from including the shell); shell/workbench_client.hpp adapts the Workbench.

#include <filesystem>
#include <optional>
#include <string>
#include <utility>

#include <imgui.h>

#include "app/workbench/platform/export_job.hpp"
#include "engine/core/trace_cursor.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::ui {

// What exports ask of the client, apart from the loop: the canvas alone, its place, the trace stepped
// through. A client without exports has none (PlatformClient::exports).
class CanvasExports {
 public:
  virtual ~CanvasExports() = default;
  virtual std::optional<ExportJob> takeExport() = 0;         // the next export asked for, taken once
  virtual std::pair<ImVec2, ImVec2> canvasRect() const = 0;  // in screen coordinates
  virtual const std::string& canvasWindowName() const = 0;   // its ImGui window (and those inside it)
  virtual TraceCursor& exportCursor() = 0;                   // stepped through for a range of steps
  virtual bool exportTraceJson(const std::filesystem::path& path, std::string& error) = 0;
  virtual void exportFinished(const ExportJob& job, bool written, const std::string& error) = 0;
};

// The seam itself, narrow as Tracy's Backend is: three functions a client must have (a frame, and quitting);
// the rest have the answers of a client that wants nothing of the window.
class PlatformClient {
 public:
  virtual ~PlatformClient() = default;

  // [The loop] One frame's content, between ImGui::NewFrame() and ImGui::Render().
  virtual void frame() = 0;
  virtual bool quitRequested() const = 0;
  virtual void requestQuit() = 0;  // the window's close button (the client may ask about unsaved work)
  // Something moves (a trace playing, a search's progress): draw again at once rather than wait.
  virtual bool animating() { return false; }
  // The longest wait for an event before something falls due (a timer); none: wait for input alone.
  virtual std::optional<double> wakeAfterSeconds() { return std::nullopt; }
  // A scripted run (screenshot, export) waits until this is false: an answer is still on its way.
  virtual bool settling() { return false; }
  virtual void endForSignal() { requestQuit(); }                      // SIGTERM and company: keep the work, end
  virtual void openDropped(const std::filesystem::path& /*path*/) {}  // a file dropped on the window
  virtual bool hasUnsavedWork() const { return false; }               // the page asks before its tab closes
  virtual void keepWorkNow() {}  // the page is leaving or hidden: what waits for a pause is written now

  // [Between frames] What the client asks of the window, each taken once.
  virtual std::optional<float> takeScaleRequest() { return std::nullopt; }  // 0: the monitor's own scale
  virtual void scaleApplied(float /*scale*/) {}  // the fonts and the style were rebuilt for it
  virtual std::optional<bool> takeFullscreenRequest() { return std::nullopt; }
  virtual void screenSize(float /*width*/, float /*height*/) {}  // the screen full screen fills
  virtual void say(const std::string& /*notice*/) {}             // a platform's notice for the status line
  virtual void windowLeft(int /*x*/, int /*y*/, int /*width*/, int /*height*/) {}  // where the user left it

  // [Exports] What the platform draws and reads for an export; nullptr: the client exports nothing.
  virtual CanvasExports* exports() { return nullptr; }

  // [Scripts] --at N:scale:S and N:lang:L, applied before frame N as the View menu applies them.
  virtual void chooseScale(float /*scale*/) {}
  virtual void setLanguage(i18n::Language /*language*/) {}

  // [The page] What the page mirrors around its canvas after each frame drawn (app/web/index.html).
  struct PageMirror {
    std::string language;    // the UI's language code: the page's lang attribute
    std::string spokenStep;  // the step on screen in words: an aria-live region a screen reader reads
    std::string sceneLink;   // the scene as a share link without an address: the address's fragment
    bool operator==(const PageMirror&) const = default;
  };
  virtual PageMirror pageMirror() { return {}; }

  // [Tests] The state the page's test hook reports (tests/web/), as JSON: the board as board-file text, the
  // document and whether it is unsaved, the trace's step, the status line, the language.
  virtual std::string stateForTests() { return "{}"; }
};

// The client's next export, if it has exports and asked for one.
inline std::optional<ExportJob> takeExport(PlatformClient& client) {
  CanvasExports* exports = client.exports();
  return exports ? exports->takeExport() : std::nullopt;
}

}  // namespace boardlab::ui
