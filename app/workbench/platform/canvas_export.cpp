#include "app/workbench/platform/canvas_export.hpp"

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <optional>
#include <string_view>
#include <system_error>
#include <vector>

// The platform's OpenGL: glad's loader on the desktop, OpenGL ES 3 (WebGL2) in the page. Conditional
// compilation belongs to this folder alone (docs/architecture.md, "One source tree, two platforms").
#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#include <glad/gl.h>
#endif
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include "app/workbench/platform/platform_client.hpp"

namespace boardlab::ui {

namespace {

// The rectangle of framebuffer pixels under a rectangle in screen coordinates (ImGui's).
PixelBox framebufferBox(GLFWwindow* window, ImVec2 lo, ImVec2 hi) {
  int fbW = 0, fbH = 0, winW = 0, winH = 0;
  glfwGetFramebufferSize(window, &fbW, &fbH);
  glfwGetWindowSize(window, &winW, &winH);
  const float sx = winW > 0 ? static_cast<float>(fbW) / winW : 1.0f,
              sy = winH > 0 ? static_cast<float>(fbH) / winH : 1.0f;
  return {std::clamp(static_cast<int>(lo.x * sx), 0, fbW), std::clamp(static_cast<int>(lo.y * sy), 0, fbH),
          std::clamp(static_cast<int>(hi.x * sx), 0, fbW), std::clamp(static_cast<int>(hi.y * sy), 0, fbH)};
}

// Copies `box` of the back buffer into `image`, whose first pixel is framebuffer pixel (origin.x0, origin.y0).
void readInto(GLFWwindow* window, const PixelBox& box, const PixelBox& origin, RgbaImage& image) {
  int fbW = 0, fbH = 0;
  glfwGetFramebufferSize(window, &fbW, &fbH);
  std::vector<unsigned char> raw(static_cast<std::size_t>(box.width()) * box.height() * 4);
  glFinish();
  glReadBuffer(GL_BACK);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(box.x0, fbH - box.y1, box.width(), box.height(), GL_RGBA, GL_UNSIGNED_BYTE, raw.data());
  const std::size_t row = static_cast<std::size_t>(box.width()) * 4;
  for (int y = 0; y < box.height(); ++y) {  // GL rows start at the bottom
    unsigned char* to = image.pixels.data() +
                        (static_cast<std::size_t>(box.y0 - origin.y0 + y) * image.width + (box.x0 - origin.x0)) * 4;
    std::copy_n(raw.data() + row * static_cast<std::size_t>(box.height() - 1 - y), row, to);
    for (std::size_t i = 3; i < row; i += 4) to[i] = 255;  // the window is opaque
  }
}

// Reads a rectangle of the back buffer given in screen coordinates (ImGui's), rows from the top.
RgbaImage readPixels(GLFWwindow* window, ImVec2 lo, ImVec2 hi) {
  const PixelBox box = framebufferBox(window, lo, hi);
  RgbaImage image{box.width(), box.height(),
                  std::vector<unsigned char>(static_cast<std::size_t>(box.width()) * box.height() * 4)};
  readInto(window, box, box, image);
  return image;
}

}  // namespace

void drawBuiltFrame(GLFWwindow* window, const PixelBox* part) {
  int w = 0, h = 0;
  glfwGetFramebufferSize(window, &w, &h);
  glViewport(0, 0, w, h);
  glClearColor(0.1f, 0.1f, 0.11f, 1.0f);
  ImDrawData& data = *ImGui::GetDrawData();
  if (!part) {
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(&data);
    return;
  }
  glEnable(GL_SCISSOR_TEST);
  glScissor(part->x0, h - part->y1, part->width(), part->height());
  glClear(GL_COLOR_BUFFER_BIT);
  glDisable(GL_SCISSOR_TEST);
  static PartOfFrame cutter;  // keeps its buffers from one part to the next (the UI thread's only)
  ImGui_ImplOpenGL3_RenderDrawData(&cutter.cut(data, *part, data.FramebufferScale));
}

bool CanvasExporter::writeScreenshot(GLFWwindow* window, const std::string& path, std::string& error) {
  int w = 0, h = 0;
  glfwGetWindowSize(window, &w, &h);
  return writePng(path, readPixels(window, ImVec2(0, 0), ImVec2(static_cast<float>(w), static_cast<float>(h))), error);
}

// An export's frame: the scene as it is, with no pointer over it (no hover: the preview stone, highlighted
// cells, tooltips) and only the canvas window's draw lists, never a menu, a dialog or a tooltip lying over
// the canvas. An export is drawn from the scene, never read from the screen as it happens to be.
void CanvasExporter::buildCanvasFrame() {
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplGlfw_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  ImGui::NewFrame();
  client_.frame();
  ImGui::Render();
  ImDrawData& data = *ImGui::GetDrawData();
  const std::string& canvas = exports_.canvasWindowName();
  canvasLists_.clear();
  data.TotalVtxCount = data.TotalIdxCount = 0;
  for (int i = 0; i < data.CmdListsCount; ++i) {
    const std::string_view owner = data.CmdLists[i]->_OwnerName ? data.CmdLists[i]->_OwnerName : "";
    if (canvas.empty() || !owner.starts_with(canvas) || (owner.size() > canvas.size() && owner[canvas.size()] != '/'))
      continue;  // not the canvas or a window inside it
    canvasLists_.push_back(data.CmdLists[i]);
    data.TotalVtxCount += data.CmdLists[i]->VtxBuffer.Size;
    data.TotalIdxCount += data.CmdLists[i]->IdxBuffer.Size;
  }
  data.CmdLists = canvasLists_.data();
  data.CmdListsCount = static_cast<int>(canvasLists_.size());
}

// A step export draws and reads back only the parts of the canvas that the step changes (the rest is what
// the previous step showed); software OpenGL spends nearly all of a frame filling pixels.
const RgbaImage& CanvasExporter::drawStep() {
  buildCanvasFrame();
  const PixelBox box = framebufferBox(window_, exports_.canvasRect().first, exports_.canvasRect().second);
  const std::vector<PixelBox> parts =
      changes_.changedParts(*ImGui::GetDrawData(), box, ImGui::GetDrawData()->FramebufferScale);
  if (shown_.width != box.width() || shown_.height != box.height())
    shown_ = RgbaImage{box.width(), box.height(),
                       std::vector<unsigned char>(static_cast<std::size_t>(box.width()) * box.height() * 4)};
  if (parts.size() == 1 && parts.front() == box) {
    drawBuiltFrame(window_);
    readInto(window_, box, box, shown_);
  } else {
    for (const PixelBox& part : parts) {
      drawBuiltFrame(window_, &part);
      readInto(window_, part, box, shown_);
    }
  }
  return shown_;
}

bool CanvasExporter::run(const ExportJob& job) {
  std::string error;
  bool ok = true;
  if (job.kind == ExportJob::Kind::Png) {
    buildCanvasFrame();
    drawBuiltFrame(window_);
    ok = writePng(job.path, readPixels(window_, exports_.canvasRect().first, exports_.canvasRect().second), error);
    showWorkbench_();
  } else if (job.kind == ExportJob::Kind::Trace) {
    ok = exports_.exportTraceJson(job.path, error);
  } else {
    TraceCursor& cursor = exports_.exportCursor();
    const auto range = exportSteps(job.firstStep, job.lastStep, cursor.size(), error);
    if (!range) {
      ok = false;
    } else {
      const auto [first, last] = *range;
      const std::size_t was = cursor.position();
      std::optional<GifStream> gif;  // frames go to the file as they are rendered, never all in memory
      if (job.kind == ExportJob::Kind::Gif) gif.emplace(job.path, job.delayMs);
      std::error_code ec;
      if (job.kind == ExportJob::Kind::Frames) std::filesystem::create_directories(job.path, ec);
      changes_ = DrawChanges();  // the first step is drawn whole
      for (std::size_t i = first; i <= last && ok; ++i) {
        cursor.jump(i);
        const RgbaImage& image = drawStep();
        if (gif) {
          ok = gif->add(image);
        } else {
          char name[32];
          std::snprintf(name, sizeof name, "step-%03zu.png", i + 1);
          ok = writePng(job.path / name, image, error);
        }
      }
      if (gif) {
        ok = gif->finish() && ok;
        if (!ok) error = gif->error();
      }
      cursor.jump(was);
      showWorkbench_();  // the back buffer holds parts of steps: the window shows the workbench as it is again
    }
  }
  exports_.exportFinished(job, ok, error);
  if (ok)
    std::printf("boardlab: exported %s\n", job.path.string().c_str());
  else
    std::fprintf(stderr, "boardlab: not exported: %s\n", error.c_str());
  return ok;
}

}  // namespace boardlab::ui
