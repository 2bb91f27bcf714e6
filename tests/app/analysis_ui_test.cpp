// The gomoku analysis as the user reaches it in the workbench (issue 13): Shift+click on a painted stone,
// the analysis after a take-back, the move list with its take-backs and one numbering.

#include <gtest/gtest.h>

#include <GLFW/glfw3.h>

#include "app/workbench/headless_imgui.hpp"
#include "app/workbench/workbench.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::ui {
namespace {

using gomoku::Stone;

class AnalysisUi : public ::testing::Test {
 protected:
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  std::function<void()> body = [this] { bench.frame(); };

  void SetUp() override { imgui.frame(body); }
  Cell at(const char* name) {
    Cell c;
    std::string why;
    EXPECT_TRUE(gomoku::parseCellName(name, bench.game().board().cols(), bench.game().board().rows(), c, why)) << why;
    return c;
  }
  void clickPoint(const char* name) { imgui.click(bench.boardGeometry().center(at(name)), body); }
  void shiftClick(const char* name) {
    ImGui::GetIO().KeyShift = true;
    clickPoint(name);
    ImGui::GetIO().KeyShift = false;
    imgui.frame(body);
  }
};

TEST_F(AnalysisUi, AShiftClickedPaintedStoneIsAnalysedAsIfJustPlaced) {
  imgui.key(GLFW_KEY_E, false, body);
  for (const char* p : {"a8", "b8", "c8", "d8", "e8"}) clickPoint(p);
  bench.setEditTool(EditTool::White);
  clickPoint("c5");
  imgui.key(GLFW_KEY_E, false, body);
  ASSERT_TRUE(bench.record().actions.empty()) << "an edit leaves a position with no moves";
  for (const char* algo : {"lines", "bitboard", "lines:js", "scan"}) {
    bench.analysis().setAlgorithm(algo);
    shiftClick("e8");
    EXPECT_NE(bench.status().find("painted stone on e8"), std::string::npos) << bench.status();
    ASSERT_TRUE(bench.analysis().problem().empty()) << algo << ": " << bench.analysis().problem();
    EXPECT_TRUE(bench.analysis().paintedStone()) << algo;
    EXPECT_EQ(bench.analysis().result().verdict.at, at("e8")) << algo;
    EXPECT_EQ(bench.analysis().result().verdict.result.winner, Stone::Black) << algo;
    EXPECT_FALSE(bench.analysis().comparison().empty()) << algo << ": the Compare panel has every algorithm";
  }
  EXPECT_TRUE(bench.record().actions.empty()) << "a Shift+click analyses, it does not play";
}

TEST_F(AnalysisUi, AfterATakeBackTheAnalysisLooksAtTheStoneStillOnTheBoard) {
  for (const char* m : {"d8", "d9", "e8", "e9"}) clickPoint(m);
  bench.analysis().setAlgorithm("scan");
  imgui.frame(body);
  EXPECT_EQ(bench.analysis().result().verdict.at, at("e9"));
  imgui.key(GLFW_KEY_Z, true, body);
  ASSERT_EQ(bench.game().board().at(at("e9")), Stone::None);
  EXPECT_EQ(bench.analysis().result().verdict.at, at("e8")) << "not the taken-back e9";
  EXPECT_EQ(bench.game().board().at(bench.analysis().result().verdict.at), Stone::Black);
  shiftClick("d9");
  EXPECT_EQ(bench.analysis().analysedPly(), 2);
  imgui.key(GLFW_KEY_Z, true, body);  // e8 back
  imgui.key(GLFW_KEY_Z, true, body);  // d9 back: the Shift+clicked stone is gone
  EXPECT_EQ(bench.analysis().result().verdict.at, at("d8"));
  EXPECT_NE(bench.game().board().at(bench.analysis().result().verdict.at), Stone::None);
}

}  // namespace
}  // namespace boardlab::ui
