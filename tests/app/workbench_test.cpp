// The workbench driven through ImGui's null backend: real panels, real input, checked on the model.

#include <gtest/gtest.h>

#include <GLFW/glfw3.h>

#include "app/workbench/builtin_example.hpp"
#include "app/workbench/workbench.hpp"
#include "engine/gomoku/notation.hpp"
#include "imgui_harness.hpp"

namespace boardlab::ui {
namespace {

using gomoku::Stone;

class WorkbenchTest : public ::testing::Test {
 protected:
  test::ImGuiHarness imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  std::function<void()> body = [this] { bench.frame(); };

  void SetUp() override { imgui.frame(body); }  // lay out once so the board geometry is known
  Cell at(const char* name) {
    Cell c;
    std::string why;
    EXPECT_TRUE(gomoku::parseCellName(name, bench.game().board().cols(), bench.game().board().rows(), c, why)) << why;
    return c;
  }
  void clickPoint(const char* name) { imgui.click(bench.boardGeometry().center(at(name)), body); }
};

TEST_F(WorkbenchTest, ClickingTheCanvasPlacesAStoneForTheSideToMove) {
  ASSERT_GT(bench.boardGeometry().pitch, 10.0f);
  clickPoint("h8");
  EXPECT_EQ(bench.game().board().at(at("h8")), Stone::Black);
  EXPECT_EQ(bench.game().toMove(), Stone::White);
  clickPoint("a1");  // a corner: the snap must reach the edge points too
  EXPECT_EQ(bench.game().board().at(at("a1")), Stone::White);
  EXPECT_EQ(bench.game().moves().size(), 2u);
}

TEST_F(WorkbenchTest, AClickSnapsToTheNearestIntersection) {
  const ImVec2 c = bench.boardGeometry().center(at("c3"));
  const float off = bench.boardGeometry().pitch * 0.3f;
  imgui.click(ImVec2(c.x + off, c.y - off), body);
  EXPECT_EQ(bench.game().board().at(at("c3")), Stone::Black);
}

TEST_F(WorkbenchTest, AClickOnAStoneDoesNothingAndKeepsTheTurn) {
  clickPoint("h8");
  clickPoint("h8");
  EXPECT_EQ(bench.game().moves().size(), 1u);
  EXPECT_EQ(bench.game().toMove(), Stone::White);
  EXPECT_NE(bench.status().find("already taken"), std::string::npos) << bench.status();
}

TEST_F(WorkbenchTest, CtrlZTakesBackAndCtrlYRedoes) {
  clickPoint("h8");
  clickPoint("h9");
  imgui.key(GLFW_KEY_Z, true, body);
  EXPECT_EQ(bench.game().moves().size(), 1u);
  EXPECT_EQ(bench.game().board().at(at("h9")), Stone::None);
  imgui.key(GLFW_KEY_Y, true, body);
  EXPECT_EQ(bench.game().board().at(at("h9")), Stone::White);
  imgui.key(GLFW_KEY_Z, false, body);  // plain Z is not the shortcut
  EXPECT_EQ(bench.game().moves().size(), 2u);
}

TEST_F(WorkbenchTest, FiveInARowEndsTheGameAndFurtherClicksDoNothing) {
  for (const char* m : {"d8", "d9", "e8", "e9", "f8", "f9", "g8", "g9", "h8"}) clickPoint(m);
  ASSERT_TRUE(bench.game().over());
  EXPECT_EQ(bench.game().result().winner, Stone::Black);
  EXPECT_NE(bench.status().find("black wins"), std::string::npos) << bench.status();
  clickPoint("a1");
  EXPECT_EQ(bench.game().board().at(at("a1")), Stone::None);
}

TEST_F(WorkbenchTest, NewGameAsksBeforeDiscardingMovesAndEscapeKeepsThem) {
  clickPoint("h8");
  imgui.key(GLFW_KEY_N, true, body);
  EXPECT_EQ(bench.game().moves().size(), 1u) << "nothing is discarded before the user confirms";
  imgui.key(GLFW_KEY_ESCAPE, false, body);
  EXPECT_EQ(bench.game().moves().size(), 1u);
  imgui.key(GLFW_KEY_N, true, body);
  imgui.key(GLFW_KEY_ENTER, false, body);
  EXPECT_TRUE(bench.game().moves().empty());
  EXPECT_EQ(bench.game().toMove(), Stone::Black);
}

TEST_F(WorkbenchTest, ShortcutsAreShownOnTheirButtonsAndMenus) {
  for (const char* id : {"game.new", "game.takeback", "game.redo"})
    EXPECT_FALSE(bench.commands().get(id).shortcut.empty()) << id;
}

TEST(BuiltInExample, IsAGameInProgress) {
  const gomoku::Game g = builtInExample();
  EXPECT_GT(g.moves().size(), 10u);
  EXPECT_FALSE(g.over());
}

}  // namespace
}  // namespace boardlab::ui
