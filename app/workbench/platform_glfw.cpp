#include "app/workbench/platform_glfw.hpp"

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <vector>

#include <glad/gl.h>  // before GLFW, which is built with GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include <stb_image_write.h>

#include "app/workbench/style.hpp"
#include "app/workbench/workbench.hpp"

namespace boardlab::ui {

namespace {

void glfwError(int code, const char* text) { std::fprintf(stderr, "boardlab: GLFW error %d: %s\n", code, text); }

bool writeScreenshot(GLFWwindow* window, const std::string& path) {
  int w = 0, h = 0;
  glfwGetFramebufferSize(window, &w, &h);
  std::vector<unsigned char> pixels(static_cast<std::size_t>(w) * h * 4);
  glFinish();
  glReadBuffer(GL_BACK);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  for (std::size_t i = 3; i < pixels.size(); i += 4) pixels[i] = 255;  // the window is opaque
  stbi_flip_vertically_on_write(1);  // GL rows start at the bottom
  return stbi_write_png(path.c_str(), w, h, 4, pixels.data(), w * 4) != 0;
}

// Dropped files only post an event; the workbench opens them on its next frame (asking first if needed).
void onDrop(GLFWwindow* window, int count, const char** paths) {
  auto* bench = static_cast<Workbench*>(glfwGetWindowUserPointer(window));
  for (int i = 0; bench && i < count; ++i) bench->postOpen(paths[i]);
}

void applyScale(float scale, std::string& notice) {
  applyStyle(scale);
  loadFonts(scale, notice);
}

}  // namespace

int runPlatform(const PlatformOptions& options, const std::function<Workbench&(float)>& make) {
  glfwSetErrorCallback(glfwError);
  if (!glfwInit()) {
    std::fprintf(stderr,
                 "boardlab: cannot open a window (no display?). Run it under `xvfb-run -a` with\n"
                 "  --screenshot out.png to render to a PNG instead.\n");
    return 1;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);

  // The monitor's content scale decides the UI scale unless the user chose one.
  float monitorScale = 1.0f;
  if (GLFWmonitor* monitor = glfwGetPrimaryMonitor()) glfwGetMonitorContentScale(monitor, &monitorScale, nullptr);
  const float scale = options.scale > 0.0f ? options.scale : std::max(1.0f, monitorScale);
  // A chosen scale sizes the window too, so a 200% screenshot shows the same layout twice as large.
  const float windowScale = options.scale > 0.0f ? options.scale / std::max(1.0f, monitorScale) : 1.0f;
  GLFWwindow* window = glfwCreateWindow(static_cast<int>(options.width * windowScale),
                                        static_cast<int>(options.height * windowScale), "BoardLab", nullptr, nullptr);
  if (!window) {
    std::fprintf(stderr, "boardlab: cannot create an OpenGL 3.3 core window.\n");
    glfwTerminate();
    return 1;
  }
  glfwMakeContextCurrent(window);
  if (gladLoadGL(glfwGetProcAddress) == 0) {
    std::fprintf(stderr, "boardlab: cannot load the OpenGL functions.\n");
    glfwDestroyWindow(window);
    glfwTerminate();
    return 1;
  }
  glfwSwapInterval(options.screenshot.empty() ? 1 : 0);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = options.iniFile.empty() ? nullptr : options.iniFile.c_str();
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  ImGui_ImplOpenGL3_Init("#version 330 core");

  std::string fontNotice;
  applyScale(scale, fontNotice);
  Workbench& bench = make(scale);
  if (!fontNotice.empty()) bench.setStatus(fontNotice);
  glfwSetWindowUserPointer(window, &bench);
  glfwSetDropCallback(window, onDrop);

  int frame = 0;
  int exitCode = 0;
  const int frames = std::max(2, options.frames);
  while (!bench.quitRequested()) {
    glfwPollEvents();
    // The close button asks the workbench, which may first ask about unsaved changes.
    if (glfwWindowShouldClose(window)) {
      glfwSetWindowShouldClose(window, GLFW_FALSE);
      bench.requestQuit();
    }
    if (auto requested = bench.takeScaleRequest()) {
      const float s = *requested > 0.0f ? *requested : std::max(1.0f, monitorScale);
      std::string notice;
      applyScale(s, notice);
      bench.setUiScale(s);
      ImGui_ImplOpenGL3_DestroyDeviceObjects();  // the font texture is rebuilt on the next NewFrame
    }
    if (auto full = bench.takeFullscreenRequest()) {
      // Presenter mode: the primary monitor's whole screen, then back to the window as it was.
      static int savedX = 0, savedY = 0, savedW = 0, savedH = 0;
      GLFWmonitor* monitor = glfwGetPrimaryMonitor();
      if (*full && monitor && !glfwGetWindowMonitor(window)) {
        glfwGetWindowPos(window, &savedX, &savedY);
        glfwGetWindowSize(window, &savedW, &savedH);
        const GLFWvidmode* mode = glfwGetVideoMode(monitor);
        glfwSetWindowMonitor(window, monitor, 0, 0, mode->width, mode->height, mode->refreshRate);
      } else if (!*full && glfwGetWindowMonitor(window)) {
        glfwSetWindowMonitor(window, nullptr, savedX, savedY, savedW, savedH, 0);
      }
    }
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    // A scripted screenshot shows no mouse: wherever Xvfb left the pointer must not hover anything.
    if (!options.screenshot.empty()) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    ImGui::NewFrame();
    bench.frame();
    ImGui::Render();
    int w = 0, h = 0;
    glfwGetFramebufferSize(window, &w, &h);
    glViewport(0, 0, w, h);
    glClearColor(0.1f, 0.1f, 0.11f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    if (!options.screenshot.empty() && ++frame >= frames) {
      if (writeScreenshot(window, options.screenshot)) {
        std::printf("boardlab: screenshot written to %s\n", options.screenshot.c_str());
      } else {
        std::fprintf(stderr, "boardlab: cannot write the screenshot %s\n", options.screenshot.c_str());
        exitCode = 1;
      }
      break;
    }
    glfwSwapBuffers(window);
  }

  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  glfwTerminate();
  return exitCode;
}

}  // namespace boardlab::ui
