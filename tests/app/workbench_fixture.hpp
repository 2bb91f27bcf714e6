#pragma once
// The workbench on ImGui's null backend, laid out once, with clicks on named points: the fixture the
// workbench's UI tests share.

#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "app/workbench/headless_imgui.hpp"
#include "app/workbench/gomoku_view.hpp"
#include "app/workbench/link_view.hpp"
#include "app/workbench/workbench.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::ui {

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
    EXPECT_TRUE(gomoku::parseCellName(name, bench.gomoku().game().board().cols(), bench.gomoku().game().board().rows(), c, why)) << why;
    return c;
  }
  void clickPoint(const char* name) { imgui.click(bench.boardGeometry().center(at(name)), body); }
};

}  // namespace boardlab::ui
