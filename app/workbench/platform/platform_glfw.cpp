#include "app/workbench/platform/platform_glfw.hpp"

#include <signal.h>

#include <algorithm>
#include <atomic>
#include <cfloat>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <GLFW/glfw3.h>
#include <glad/gl.h>  // before GLFW, which is built with GLFW_INCLUDE_NONE
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include "app/workbench/platform/canvas_export.hpp"
#include "app/workbench/platform/font_texture.hpp"
#include "app/workbench/platform/frame_pacer.hpp"
#include "app/workbench/platform/keys_match_glfw.hpp"
#include "app/workbench/platform/platform_client.hpp"
#include "app/workbench/platform/test_events.hpp"
#include "app/workbench/platform/window_placement.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/ext/child_process.hpp"

namespace boardlab::ui {

namespace {

void glfwError(int code, const char* text) { std::fprintf(stderr, "boardlab: GLFW error %d: %s\n", code, text); }

// What the window's callbacks reach (GLFW's user pointer).
struct WindowState {
  PlatformClient* client = nullptr;
  FramePacer pacer;
};

FramePacer& pacerOf(GLFWwindow* window) { return static_cast<WindowState*>(glfwGetWindowUserPointer(window))->pacer; }

// Dropped files only post an event; the workbench opens them on its next frame (asking first if needed).
void onDrop(GLFWwindow* window, int count, const char** paths) {
  auto* state = static_cast<WindowState*>(glfwGetWindowUserPointer(window));
  state->pacer.eventArrived();
  for (int i = 0; state->client && i < count; ++i) state->client->openDropped(paths[i]);
}

// Every event that can change what the window shows wakes the loop for a few frames. Set before ImGui's
// backend installs its own callbacks, which then call these too (it chains the ones it finds).
void watchEvents(GLFWwindow* window) {
  glfwSetKeyCallback(window, [](GLFWwindow* w, int, int, int, int) { pacerOf(w).eventArrived(); });
  glfwSetCharCallback(window, [](GLFWwindow* w, unsigned) { pacerOf(w).eventArrived(); });
  glfwSetMouseButtonCallback(window, [](GLFWwindow* w, int, int, int) { pacerOf(w).eventArrived(); });
  glfwSetScrollCallback(window, [](GLFWwindow* w, double, double) { pacerOf(w).eventArrived(); });
  glfwSetCursorPosCallback(window, [](GLFWwindow* w, double, double) { pacerOf(w).eventArrived(); });
  glfwSetCursorEnterCallback(window, [](GLFWwindow* w, int) { pacerOf(w).eventArrived(); });
  glfwSetWindowFocusCallback(window, [](GLFWwindow* w, int) { pacerOf(w).eventArrived(); });
  glfwSetWindowSizeCallback(window, [](GLFWwindow* w, int, int) { pacerOf(w).eventArrived(); });
  glfwSetFramebufferSizeCallback(window, [](GLFWwindow* w, int, int) { pacerOf(w).eventArrived(); });
  glfwSetWindowRefreshCallback(window, [](GLFWwindow* w) { pacerOf(w).eventArrived(); });
  glfwSetWindowIconifyCallback(window, [](GLFWwindow* w, int) { pacerOf(w).eventArrived(); });
  glfwSetDropCallback(window, onDrop);
}

WindowRect windowRect(GLFWwindow* window) {
  WindowRect r;
  glfwGetWindowPos(window, &r.x, &r.y);
  glfwGetWindowSize(window, &r.width, &r.height);
  return r;
}

// Idle and nothing due: sleep this long at most (a safety net for a state animating() does not know yet).
constexpr double kIdleWakeSeconds = 5.0;

// --test-events: the keys and clicks a frame saw, named as xdotool names the keys the tests press.
void reportInputSeen(const ImGuiIO& io) {
  if (!testEventsEnabled()) return;
  for (int key = 0; key < IM_ARRAYSIZE(io.KeysDown); ++key) {
    if (io.KeysDownDuration[key] != 0.0f) continue;  // 0 on the frame the key went down
    const char* name = key == GLFW_KEY_ESCAPE  ? "Escape"
                       : key == GLFW_KEY_ENTER ? "Return"
                       : key == GLFW_KEY_SPACE ? "space"
                                               : nullptr;
    testEvent(name ? std::string("key down ") + name : "key down " + std::to_string(key));
  }
  if (io.MouseClicked[0])
    testEvent("click at " + std::to_string(static_cast<int>(io.MousePos.x)) + "," +
              std::to_string(static_cast<int>(io.MousePos.y)));
}

// [SECTION] Ending signals: SIGTERM, SIGINT and SIGHUP end the loop like a quit, without a question.
std::atomic<int> endingSignal{0};  // the first one received, 0 for none
// glfwPostEmptyEvent is thread-safe, but only between glfwInit and glfwTerminate: the watcher posts under
// this lock, and only while `glfwLive`.
std::mutex glfwLiveMutex;
bool glfwLive = false;

void setGlfwLive(bool live) {
  const std::lock_guard lock(glfwLiveMutex);
  glfwLive = live;
}

}  // namespace

void quitOnEndingSignals() {
  static std::once_flag once;
  std::call_once(once, [] {
    sigset_t set;
    sigemptyset(&set);
    for (int sig : {SIGTERM, SIGINT, SIGHUP}) {
      struct sigaction now {};
      if (sigaction(sig, nullptr, &now) == 0 && !(now.sa_flags & SA_SIGINFO) && now.sa_handler == SIG_IGN)
        continue;  // nohup
      sigaddset(&set, sig);
    }
    // Blocked here, before any other thread exists, so every thread inherits it and only the watcher
    // takes them (sigwait), outside any signal handler: it may lock, post an event, kill.
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
    std::thread([set] {
      for (;;) {
        int sig = 0;
        if (sigwait(&set, &sig) != 0) continue;
        // The programs first: nothing else would end them (their own process groups), and a worker asking
        // one is answered at once, so the loop's teardown does not wait on it.
        ext::killEveryChild();
        if (endingSignal.exchange(sig) != 0) {
          // A second one (Ctrl+C again): leave now, as the signal would have. The recovery copy written
          // every two seconds stays for the next start.
          signal(sig, SIG_DFL);
          sigset_t one;
          sigemptyset(&one);
          sigaddset(&one, sig);
          pthread_sigmask(SIG_UNBLOCK, &one, nullptr);
          raise(sig);
        }
        const std::lock_guard lock(glfwLiveMutex);
        if (glfwLive) glfwPostEmptyEvent();  // wakes the loop from its wait for events
      }
    }).detach();
  });
}

int runPlatform(const PlatformOptions& options, const std::function<PlatformClient&(float)>& make) {
  glfwSetErrorCallback(glfwError);
  if (!glfwInit()) {
    std::fprintf(stderr,
                 "boardlab: cannot open a window (no display?). Run it under `xvfb-run -a` with\n"
                 "  --screenshot out.png to render to a PNG instead.\n");
    return 1;
  }
  setGlfwLive(true);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
  // Presenter mode stays on its screen when another window takes the focus (a second monitor, a pointer
  // left on the laptop): GLFW would iconify it, which needs a window manager (without one GLFW only
  // reports an error; seen under Xvfb while other windows came and went).
  glfwWindowHint(GLFW_AUTO_ICONIFY, GLFW_FALSE);

  // The monitor's content scale decides the UI scale unless the user chose one.
  float monitorScale = 1.0f;
  if (GLFWmonitor* monitor = glfwGetPrimaryMonitor()) glfwGetMonitorContentScale(monitor, &monitorScale, nullptr);
  const float scale = options.scale > 0.0f ? options.scale : std::max(1.0f, monitorScale);
  // A chosen scale sizes the window too, so a 200% screenshot shows the same layout twice as large.
  const float windowScale = options.scale > 0.0f ? options.scale / std::max(1.0f, monitorScale) : 1.0f;
  // A user's window opens where it was left (else centred), always inside the work area; screenshots and
  // exports keep the size asked for, even beyond the screen (the README images, the goldens).
  WindowRect work;
  if (GLFWmonitor* monitor = glfwGetPrimaryMonitor())
    glfwGetMonitorWorkarea(monitor, &work.x, &work.y, &work.width, &work.height);
  WindowRect wanted{0, 0, static_cast<int>(options.width * windowScale),
                    static_cast<int>(options.height * windowScale)};
  wanted.x = work.x + (work.width - wanted.width) / 2;
  wanted.y = work.y + (work.height - wanted.height) / 2;
  if (options.savedWindow) wanted = *options.savedWindow;
  const WindowRect placed = options.scripted() ? wanted : fitWindow(wanted, work, minimumWindow(windowScale, work));
  GLFWwindow* window = glfwCreateWindow(placed.width, placed.height, "BoardLab", nullptr, nullptr);
  if (!window) {
    std::fprintf(stderr, "boardlab: cannot create an OpenGL 3.3 core window.\n");
    setGlfwLive(false);
    glfwTerminate();
    return 1;
  }
  glfwMakeContextCurrent(window);
  if (gladLoadGL(glfwGetProcAddress) == 0) {
    std::fprintf(stderr, "boardlab: cannot load the OpenGL functions.\n");
    glfwDestroyWindow(window);
    setGlfwLive(false);
    glfwTerminate();
    return 1;
  }
  GLint maxTexture = 0;
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &maxTexture);
  if (maxTexture > 0) setFontTextureLimit(std::min(maxTexture, 8192));  // 8192: 128 MB of atlas at most
  glfwSwapInterval(options.screenshot.empty() ? 1 : 0);
  // Not below the size the layout reads well in (a 70 px board spills its labels): follows the scale.
  const auto limitSize = [&](float uiScale) {
    if (options.scripted()) return;
    const WindowRect minimum = minimumWindow(uiScale / std::max(1.0f, monitorScale), work);
    glfwSetWindowSizeLimits(window, minimum.width, minimum.height, GLFW_DONT_CARE, GLFW_DONT_CARE);
  };
  if (!options.scripted()) glfwSetWindowPos(window, placed.x, placed.y);
  limitSize(scale);

  WindowState state;
  glfwSetWindowUserPointer(window, &state);
  watchEvents(window);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  // imgui.ini goes through the same reader and atomic writer as every other file: ImGui's own fopen would
  // hang on a named pipe and could leave a torn file.
  io.IniFilename = nullptr;
  if (!options.iniFile.empty()) {
    try {
      const std::string ini = readTextFile(options.iniFile, 1 << 20);
      ImGui::LoadIniSettingsFromMemory(ini.data(), ini.size());
    } catch (const BoardFileError&) {
      // missing (the first start) or unreadable: ImGui's defaults, and the next save replaces it
    }
  }
  const auto saveIni = [&] {
    if (options.iniFile.empty()) return;
    std::string error;
    if (!writeFileAtomically(options.iniFile, ImGui::SaveIniSettingsToMemory(), error))
      std::fprintf(stderr, "boardlab: %s\n", error.c_str());
    io.WantSaveIniSettings = false;
  };
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  ImGui_ImplOpenGL3_Init("#version 330 core");

  std::string fontNotice;
  rebuildFonts(scale, false, fontNotice);
  PlatformClient& bench = make(scale);
  if (!fontNotice.empty()) bench.say(fontNotice);
  // Presenter mode fits its type to the screen it fills (the primary monitor's, below).
  if (GLFWmonitor* monitor = glfwGetPrimaryMonitor())
    if (const GLFWvidmode* mode = glfwGetVideoMode(monitor))
      bench.screenSize(static_cast<float>(mode->width), static_cast<float>(mode->height));
  state.client = &bench;

  // One whole frame into the back buffer: new frame, the workbench, render. No swap.
  ScriptPlayer script(options.script);
  int frame = 0;  // frames drawn so far
  const auto buildFrame = [&] {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    // A scripted run shows no mouse: wherever Xvfb left the pointer must not hover anything.
    if (options.scripted()) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    // And its clock runs a sixtieth of a second a frame, whatever the machine's speed: the picture (a
    // predict run's "in 0 s", an animation's progress) is the same on every run, under the sanitizers too.
    if (options.scripted()) io.DeltaTime = 1.0f / 60.0f;
    script.holdInput(frame, io);
    ImGui::NewFrame();
    reportInputSeen(io);
    bench.frame();
    ImGui::Render();
  };
  const auto renderFrame = [&] {
    buildFrame();
    drawBuiltFrame(window);
  };
  std::optional<CanvasExporter> exporter;  // a client with exports (PlatformClient::exports)
  if (CanvasExports* exports = bench.exports()) exporter.emplace(window, bench, *exports, renderFrame);

  int exitCode = 0;
  const int frames = std::max(2, options.frames);
  int programSettled = 0;  // scripted: the frame by which a program's answer has settled on screen
  const double started = glfwGetTime();
  WindowRect windowed = placed;  // the window's place outside presenter mode
  bool waiting = false;          // the loop is between frames, waiting for an event
  long waits = 0;                // times the loop waited for an event (--quit-after prints them)
  int lastWaitFrame = -1;        // the frames drawn before the last of them
  while (!bench.quitRequested()) {
    if (const int sig = endingSignal.load()) {
      // The unsaved work is kept as a recovery copy (the next start offers it), then a normal teardown:
      // the settings saved, the recovery lock released, the programs stopped.
      bench.endForSignal();
      exitCode = 128 + sig;
      break;
    }
    // Draw at once while anything moves or settles; else sleep until an event (or something falls due).
    const bool moving = bench.animating();
    if (options.scripted() || script.pendingAfter(frame) || ImGui::IsAnyMouseDown() ||
        state.pacer.drawWithoutWaiting(moving)) {
      glfwPollEvents();
      waiting = false;
    } else {
      if (!waiting) testEvent("idle after frame " + std::to_string(frame));  // drawn, settled, listening
      waiting = true;
      ++waits;
      lastWaitFrame = frame;
      double timeout = bench.wakeAfterSeconds().value_or(kIdleWakeSeconds);
      if (options.quitAfter > 0.0) timeout = std::min(timeout, started + options.quitAfter - glfwGetTime());
      glfwWaitEventsTimeout(std::max(timeout, 0.001));  // GLFW wants a positive timeout
    }
    // Not before the --at script has played: a test's key at frame 3 must reach the workbench however
    // slowly a loaded machine draws.
    if (options.quitAfter > 0.0 && glfwGetTime() - started >= options.quitAfter && !script.pendingAfter(frame)) break;
    script.beforeFrame(frame, bench);
    // The close button asks the workbench, which may first ask about unsaved changes.
    if (glfwWindowShouldClose(window)) {
      glfwSetWindowShouldClose(window, GLFW_FALSE);
      bench.requestQuit();
    }
    if (auto requested = bench.takeScaleRequest()) {
      const float s = *requested > 0.0f ? *requested : std::max(1.0f, monitorScale);
      std::string notice;
      rebuildFonts(s, frame > 0, notice);
      if (!notice.empty()) bench.say(notice);
      bench.scaleApplied(s);
      limitSize(s);
    }
    if (auto full = bench.takeFullscreenRequest()) {
      // Presenter mode: the primary monitor's whole screen, then back to the window as it was.
      GLFWmonitor* monitor = glfwGetPrimaryMonitor();
      if (*full && monitor && !glfwGetWindowMonitor(window)) {
        windowed = windowRect(window);
        const GLFWvidmode* mode = glfwGetVideoMode(monitor);
        glfwSetWindowMonitor(window, monitor, 0, 0, mode->width, mode->height, mode->refreshRate);
      } else if (!*full && glfwGetWindowMonitor(window)) {
        glfwSetWindowMonitor(window, nullptr, windowed.x, windowed.y, windowed.width, windowed.height, 0);
      }
    }
    renderFrame();
    ++frame;
    state.pacer.frameDrawn(moving);
    if (options.scripted()) {
      // Scripted: let the layout settle for a few frames, then screenshot and export, and leave.
      // A user's program still answering: wait for it, up to a minute of frames, then let the
      // panels its answer fills settle for a few frames.
      if (bench.settling() && frame < frames + 6000) programSettled = frame + 4;
      if (frame < std::max(frames, programSettled)) {
        if (frame >= frames) std::this_thread::sleep_for(std::chrono::milliseconds(10));
        glfwSwapBuffers(window);
        continue;
      }
      if (!options.screenshot.empty()) {
        std::string error;
        if (CanvasExporter::writeScreenshot(window, options.screenshot, error)) {
          std::printf("boardlab: screenshot written to %s\n", options.screenshot.c_str());
        } else {
          std::fprintf(stderr, "boardlab: the screenshot was not written: %s\n", error.c_str());
          exitCode = kExitNotWritten;
        }
      }
      while (auto job = takeExport(bench)) {
        renderFrame();
        if (!exporter->run(*job)) exitCode = kExitNotWritten;
      }
      break;
    }
    if (auto job = takeExport(bench)) exporter->run(*job);
    if (io.WantSaveIniSettings) saveIni();
    glfwSwapBuffers(window);
    if (frame == 1) testEvent("frame 1 drawn");
  }
  saveIni();

  // The window is remembered as the user left it (outside presenter mode).
  const WindowRect last = glfwGetWindowMonitor(window) ? windowed : windowRect(window);
  if (!options.scripted()) bench.windowLeft(last.x, last.y, last.width, last.height);
  if (options.quitAfter > 0.0)
    std::printf(
        "boardlab: drew %ld frames in %.1f s, waited for events %ld times (the last after frame %d), window %dx%d at %d,%d\n",
        state.pacer.framesDrawn(), glfwGetTime() - started, waits, lastWaitFrame, last.width, last.height, last.x,
        last.y);

  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  setGlfwLive(false);
  glfwTerminate();
  return exitCode;
}

}  // namespace boardlab::ui
