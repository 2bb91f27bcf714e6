#include "app/workbench/platform/platform_web.hpp"

#include <emscripten/emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#define GLFW_INCLUDE_ES3
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include "app/workbench/platform/frame_pacer.hpp"
#include "app/workbench/platform/platform_client.hpp"
#include "app/workbench/views/style.hpp"

namespace boardlab::ui {

namespace {

// The loop's state: the browser calls tick() long after runWebPlatform (and main) returned.
struct Page {
  GLFWwindow* window = nullptr;
  PlatformClient* client = nullptr;
  FramePacer pacer;
  float scale = 1.0f;         // the UI scale drawn now
  bool followsDevice = true;  // the scale is the device pixel ratio (no scale chosen in View > Scale)
  int canvasWidth = 0;        // the canvas's backing store, in device pixels
  int canvasHeight = 0;
  double nextWake = 0.0;  // when the client's timer falls due (emscripten_get_now, ms); 0: none
};
Page page;

// The canvas's size on the page (CSS pixels, as the page's style sizes it) in device pixels: the backing
// store the window gets, so the board is drawn sharp on a high-density screen.
void canvasSize(int& width, int& height) {
  double cssWidth = 0, cssHeight = 0;
  emscripten_get_element_css_size("#canvas", &cssWidth, &cssHeight);
  const double ratio = emscripten_get_device_pixel_ratio();
  width = std::max(1, static_cast<int>(std::lround(cssWidth * ratio)));
  height = std::max(1, static_cast<int>(std::lround(cssHeight * ratio)));
}

float deviceScale() { return std::max(1.0f, static_cast<float>(emscripten_get_device_pixel_ratio())); }

// A font rebuild replaces the font texture only (see rebuildFonts in platform_glfw.cpp for why never the
// backend's other objects).
void rebuildFonts(float scale, bool textureMade) {
  applyStyle(scale);
  std::string notice;
  loadFonts(scale, notice);
  if (!notice.empty() && page.client) page.client->say(notice);
  if (!textureMade) return;
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
}

void tick() {
  PlatformClient& client = *page.client;
  // The window follows the page: a resize, or the window moved to a screen of another pixel ratio.
  int width = 0, height = 0;
  canvasSize(width, height);
  if (width != page.canvasWidth || height != page.canvasHeight) {
    page.canvasWidth = width;
    page.canvasHeight = height;
    glfwSetWindowSize(page.window, width, height);
    page.pacer.eventArrived();
  }
  if (page.followsDevice && deviceScale() != page.scale) {
    page.scale = deviceScale();
    rebuildFonts(page.scale, true);
    client.scaleApplied(page.scale);
  }
  if (auto requested = client.takeScaleRequest()) {
    page.followsDevice = *requested <= 0.0f;
    page.scale = page.followsDevice ? deviceScale() : *requested;
    rebuildFonts(page.scale, true);
    client.scaleApplied(page.scale);
  }
  client.takeFullscreenRequest();  // the page is the whole window already: presenter mode fills it as it is
  // Draw while anything moves, a few frames after an event, and when a timer falls due; else the canvas
  // keeps the last frame and the tick costs nothing.
  const double now = emscripten_get_now();
  const bool due = page.nextWake > 0.0 && now >= page.nextWake;
  if (!due && !ImGui::IsAnyMouseDown() && !page.pacer.drawWithoutWaiting(client.animating())) return;
  const auto wake = client.wakeAfterSeconds();
  page.nextWake = wake ? now + *wake * 1000.0 : 0.0;

  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplGlfw_NewFrame();
  ImGui::NewFrame();
  client.frame();
  ImGui::Render();
  int fbWidth = 0, fbHeight = 0;
  glfwGetFramebufferSize(page.window, &fbWidth, &fbHeight);
  glViewport(0, 0, fbWidth, fbHeight);
  glClearColor(0.1f, 0.1f, 0.11f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  page.pacer.frameDrawn();
  // Exports are the page's next step (downloads): until then say so rather than write where no one can
  // reach the file.
  while (auto job = client.takeExport())
    client.exportFinished(*job, false, "the page cannot save files yet: exports need the desktop build for now");
}

// Every event that can change what the canvas shows draws a few frames (after ImGui's own callbacks,
// which the backend chains to these).
void watchEvents(GLFWwindow* window) {
  glfwSetKeyCallback(window, [](GLFWwindow*, int, int, int, int) { page.pacer.eventArrived(); });
  glfwSetCharCallback(window, [](GLFWwindow*, unsigned) { page.pacer.eventArrived(); });
  glfwSetMouseButtonCallback(window, [](GLFWwindow*, int, int, int) { page.pacer.eventArrived(); });
  glfwSetScrollCallback(window, [](GLFWwindow*, double, double) { page.pacer.eventArrived(); });
  glfwSetCursorPosCallback(window, [](GLFWwindow*, double, double) { page.pacer.eventArrived(); });
  glfwSetCursorEnterCallback(window, [](GLFWwindow*, int) { page.pacer.eventArrived(); });
  glfwSetWindowFocusCallback(window, [](GLFWwindow*, int) { page.pacer.eventArrived(); });
}

}  // namespace

int runWebPlatform(float uiScale, const std::function<PlatformClient&(float)>& make) {
  glfwSetErrorCallback(
      [](int code, const char* text) { std::fprintf(stderr, "boardlab: GLFW error %d: %s\n", code, text); });
  if (!glfwInit()) {
    std::fprintf(stderr, "boardlab: the page cannot start GLFW.\n");
    return 1;
  }
  glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);  // WebGL2 is OpenGL ES 3.0
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
  canvasSize(page.canvasWidth, page.canvasHeight);
  page.window = glfwCreateWindow(page.canvasWidth, page.canvasHeight, "BoardLab", nullptr, nullptr);
  if (!page.window) {
    std::fprintf(stderr, "boardlab: the page cannot draw: this browser gives it no WebGL2.\n");
    return 1;
  }
  glfwMakeContextCurrent(page.window);
  GLint maxTexture = 0;
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &maxTexture);
  if (maxTexture > 0) setFontTextureLimit(std::min(maxTexture, 8192));
  watchEvents(page.window);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // the page keeps no imgui.ini: every window is laid out afresh
  ImGui_ImplGlfw_InitForOpenGL(page.window, true);
  ImGui_ImplOpenGL3_Init("#version 300 es");

  page.followsDevice = uiScale <= 0.0f;
  page.scale = page.followsDevice ? deviceScale() : uiScale;
  rebuildFonts(page.scale, false);
  page.client = &make(page.scale);
  emscripten_set_main_loop(tick, 0, true);  // does not return: the browser calls tick() every frame
  return 0;
}

}  // namespace boardlab::ui

// The page's test hook (tests/web/): read through Module.ccall, as the tests wait for states, not for time.
extern "C" {
EMSCRIPTEN_KEEPALIVE long boardlab_frames_drawn() { return boardlab::ui::page.pacer.framesDrawn(); }
// Drawn and settled: nothing moves and no event is still being answered (the canvas shows the last frame).
EMSCRIPTEN_KEEPALIVE int boardlab_settled() {
  using boardlab::ui::page;
  return page.client && page.pacer.framesDrawn() > 0 && !page.pacer.drawWithoutWaiting(page.client->animating());
}
}
