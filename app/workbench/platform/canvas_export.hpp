#pragma once
// Exports drawn by the platform, the same on the desktop and in the page: the canvas alone (no menu, dialog
// or tooltip over it, no pointer hovering it) drawn into the back buffer and read back, one PNG, or a range
// of steps streamed into a GIF or numbered PNGs, each step redrawing only the parts it changes. Every file is
// written through AtomicFile (image_writer.hpp); the page then hands it to the browser as a download.

#include <functional>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/workbench/image/image_writer.hpp"
#include "app/workbench/platform/draw_changes.hpp"
#include "app/workbench/platform/export_job.hpp"

struct GLFWwindow;

namespace boardlab::ui {

class PlatformClient;
class CanvasExports;

class CanvasExporter {
 public:
  // `showWorkbench` draws a whole ordinary frame afterwards, so the window shows the workbench again.
  // `exports` is the client's (PlatformClient::exports).
  CanvasExporter(GLFWwindow* window, PlatformClient& client, CanvasExports& exports,
                 std::function<void()> showWorkbench)
      : window_(window), client_(client), exports_(exports), showWorkbench_(std::move(showWorkbench)) {}

  // Runs the job, tells the client how it went (exportFinished) and prints it. True when written.
  bool run(const ExportJob& job);

  // The window's back buffer as an image (a --screenshot), rows from the top.
  static bool writeScreenshot(GLFWwindow* window, const std::string& path, std::string& error);

 private:
  void buildCanvasFrame();
  const RgbaImage& drawStep();

  GLFWwindow* window_;
  PlatformClient& client_;
  CanvasExports& exports_;
  std::function<void()> showWorkbench_;
  DrawChanges changes_;
  RgbaImage shown_;                       // the canvas as the last step drew it
  std::vector<ImDrawList*> canvasLists_;  // the canvas's draw lists: ImGui's draw data points here
};

// Renders the frame ImGui built into the back buffer: all of it, or with `part` only that part of the
// framebuffer cleared and filled.
void drawBuiltFrame(GLFWwindow* window, const PixelBox* part = nullptr);

}  // namespace boardlab::ui
