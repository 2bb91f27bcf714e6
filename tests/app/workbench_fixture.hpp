#pragma once
// The workbench on ImGui's null backend, laid out once, with clicks on named points: the fixture the
// workbench's UI tests share.

#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <string>
#include <thread>

#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::ui {

// Frames until `done` or `seconds` pass; the frames run as the user's would (never waiting).
inline bool framesUntil(HeadlessImGui& imgui, const std::function<void()>& body, const std::function<bool()>& done,
                        double seconds = 30) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (std::chrono::steady_clock::now() < end) {
    imgui.frame(body);
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return false;
}

// A frame, then what the platform does between frames: a scale asked for rebuilds the style and the fonts.
inline void frameAsThePlatformDoes(HeadlessImGui& imgui, Workbench& bench) {
  imgui.frame([&] { bench.frame(); });
  if (const auto scale = bench.takeScaleRequest()) {
    std::string notice;
    applyStyle(*scale);
    loadFonts(*scale, notice);
    bench.setUiScale(*scale);
  }
}

class WorkbenchTest : public ::testing::Test {
 protected:
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  std::function<void()> body = [this] { bench.frame(); };

  void SetUp() override { imgui.frame(body); }  // lay out once so the board geometry is known
  // The point named `name` ("h8") on the board shown.
  Cell at(const char* name) {
    Cell c;
    std::string why;
    EXPECT_TRUE(gomoku::parseCellName(name, bench.viewOf<GomokuView>().game().board().cols(),
                                      bench.viewOf<GomokuView>().game().board().rows(), c, why))
        << why;
    return c;
  }
  void clickPoint(const char* name) { imgui.click(bench.boardGeometry().center(at(name)), body); }
};

}  // namespace boardlab::ui
