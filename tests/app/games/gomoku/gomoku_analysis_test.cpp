// The gomoku analysis as the user reaches it in the workbench: Shift+click on a painted stone,
// the analysis after a take-back, the move list with its take-backs and one numbering.

#include <gtest/gtest.h>

#include <imgui_internal.h>  // the move list's child window: its scroll and scrollbar

#include "app/workbench/games/gomoku/gomoku_settings.hpp"
#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/platform/keys.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "engine/gomoku/notation.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

using gomoku::Stone;

class AnalysisUi : public WorkbenchTest {
 protected:
  void shiftClick(const char* name) {
    ImGui::GetIO().KeyShift = true;
    clickPoint(name);
    ImGui::GetIO().KeyShift = false;
    imgui.frame(body);
  }
};

// A new game forgets the old game's move number (the Move field said 9 over an empty board) and its size
// fields show the new board (they said 15x15 on a 19x19 one).
TEST_F(AnalysisUi, ANewGameAnalysesItsLastMoveAndItsSizeFieldsShowItsBoard) {
  ASSERT_TRUE(bench.pasteBoard("game gomoku\nsize 15\nmoves h8 a1 j8 a2 k8 a3 l8 a4 m8\n")) << bench.status();
  GomokuView& view = bench.viewOf<GomokuView>();
  view.analysis().setAlgorithm("scan");
  view.analysis().setPly(9);
  imgui.frame(body);
  ASSERT_EQ(view.analysis().requestedPly(), 9);
  bench.changeSettings([](Settings& s) { setNewBoardSize(s, 19, 19); });
  bench.commands().get("game.newgomoku").run();
  imgui.frame(body);
  EXPECT_EQ(view.record().actions.size(), 0u);
  EXPECT_EQ(view.analysis().requestedPly(), 0) << "the Move field kept the old game's move";
  EXPECT_EQ(view.customSize(), std::make_pair(19, 19));
}

TEST_F(AnalysisUi, AShiftClickedPaintedStoneIsAnalysedAsIfJustPlaced) {
  imgui.key(key::E, false, body);
  for (const char* p : {"a8", "b8", "c8", "d8", "e8"}) clickPoint(p);
  bench.viewOf<GomokuView>().setEditTool(EditTool::White);
  clickPoint("c5");
  imgui.key(key::E, false, body);
  ASSERT_TRUE(bench.viewOf<GomokuView>().record().actions.empty()) << "an edit leaves a position with no moves";
  for (const char* algo : {"lines", "bitboard", "lines:js", "scan"}) {
    bench.viewOf<GomokuView>().analysis().setAlgorithm(algo);
    shiftClick("e8");
    EXPECT_NE(bench.status().find("painted stone on e8"), std::string::npos) << bench.status();
    ASSERT_TRUE(bench.viewOf<GomokuView>().analysis().problem().empty())
        << algo << ": " << bench.viewOf<GomokuView>().analysis().problem();
    EXPECT_TRUE(bench.viewOf<GomokuView>().analysis().paintedStone()) << algo;
    EXPECT_EQ(bench.viewOf<GomokuView>().analysis().result().verdict.at, at("e8")) << algo;
    EXPECT_EQ(bench.viewOf<GomokuView>().analysis().result().verdict.result.winner, Stone::Black) << algo;
    EXPECT_FALSE(bench.viewOf<GomokuView>().analysis().comparison().empty())
        << algo << ": the Compare panel has every algorithm";
  }
  EXPECT_TRUE(bench.viewOf<GomokuView>().record().actions.empty()) << "a Shift+click analyses, it does not play";
}

// In edit mode too, Shift+click analyses (the hint beside the tools says so): with the Erase or the White
// tool it neither erases nor repaints the stone.
TEST_F(AnalysisUi, ShiftClickInEditModeAnalysesWithAnyTool) {
  imgui.key(key::E, false, body);
  ASSERT_EQ(bench.viewOf<GomokuView>().mode(), BoardMode::Edit);
  for (const char* p : {"a8", "b8", "c8", "d8", "e8"}) clickPoint(p);
  for (const EditTool tool : {EditTool::Erase, EditTool::White}) {
    bench.viewOf<GomokuView>().setEditTool(tool);
    bench.viewOf<GomokuView>().analysis().setAlgorithm("scan");
    shiftClick("e8");
    ASSERT_EQ(bench.viewOf<GomokuView>().game().board().at(at("e8")), Stone::Black) << "the stone was painted over";
    EXPECT_NE(bench.status().find("painted stone on e8"), std::string::npos) << bench.status();
    EXPECT_EQ(bench.viewOf<GomokuView>().analysis().result().verdict.at, at("e8"));
    EXPECT_EQ(bench.viewOf<GomokuView>().analysis().result().verdict.result.winner, Stone::Black);
  }
}

TEST_F(AnalysisUi, AfterATakeBackTheAnalysisLooksAtTheStoneStillOnTheBoard) {
  for (const char* m : {"d8", "d9", "e8", "e9"}) clickPoint(m);
  bench.viewOf<GomokuView>().analysis().setAlgorithm("scan");
  imgui.frame(body);
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().result().verdict.at, at("e9"));
  imgui.key(key::Z, true, body);
  ASSERT_EQ(bench.viewOf<GomokuView>().game().board().at(at("e9")), Stone::None);
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().result().verdict.at, at("e8")) << "not the taken-back e9";
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(bench.viewOf<GomokuView>().analysis().result().verdict.at),
            Stone::Black);
  shiftClick("d9");
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().analysedPly(), 2);
  imgui.key(key::Z, true, body);  // e8 back
  imgui.key(key::Z, true, body);  // d9 back: the Shift+clicked stone is gone
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().result().verdict.at, at("d8"));
  EXPECT_NE(bench.viewOf<GomokuView>().game().board().at(bench.viewOf<GomokuView>().analysis().result().verdict.at),
            Stone::None);
}

TEST_F(AnalysisUi, TheMoveListShowsTakeBacksAndRedosWithTheRecordsNumbers) {
  ASSERT_TRUE(bench.openFile(std::string(testpaths::source) + "/examples/gomoku/lines-js-takeback-dead-line.board"))
      << bench.status();
  const std::vector<gomoku::ActionEntry> actions = gomoku::listActions(bench.viewOf<GomokuView>().record());
  std::vector<std::string> labels;
  for (const gomoku::ActionEntry& a : actions) labels.push_back(moveChipLabel(a, 15, gomoku::CoordinateStyle::Renju));
  // The lesson's "move 8 ... take-back (move 9) ... move 11": white's g8 and its take-back are listed.
  EXPECT_EQ(labels, (std::vector<std::string>{"1.c8", "2.c1", "3.d8", "4.d1", "5.e8", "6.e1", "7.f8", "8.g8",
                                              "9.undo g8", "10.o15", "11.g8"}));
  EXPECT_FALSE(actions[7].standing) << "white's g8 was taken back";
  EXPECT_EQ(actions[8].stone, Stone::White);
  EXPECT_TRUE(actions[10].standing);
  EXPECT_EQ(actions[10].moveIndex, 9);
  EXPECT_EQ(moveChipLabel(actions[8], 15, gomoku::CoordinateStyle::PiskvorkFromZero), "9: undo 6,7");
  bench.viewOf<GomokuView>().analysis().setAlgorithm("lines:js");
  imgui.frame(body);
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().analysedPly(), 11) << "the analysis numbers the same action 11";
  imgui.key(key::Z, true, body);
  imgui.key(key::Y, true, body);
  const std::vector<gomoku::ActionEntry> later = gomoku::listActions(bench.viewOf<GomokuView>().record());
  ASSERT_EQ(later.size(), 13u);
  EXPECT_EQ(moveChipLabel(later[11], 15, gomoku::CoordinateStyle::Renju), "12.undo g8");
  EXPECT_EQ(moveChipLabel(later[12], 15, gomoku::CoordinateStyle::Renju), "13.redo g8");
}

TEST_F(AnalysisUi, TheMoveListScrollsToTheNewestMoveAndKeepsTheFirstReachable) {
  // Forty moves do not fit in half the strip: the list scrolls (with a scrollbar) instead of dropping them.
  for (int i = 0; i < 40; ++i) {
    const Cell c{i % 15, 2 * (i / 15) + (i % 2)};
    imgui.click(bench.boardGeometry().center(c), body);
  }
  ASSERT_EQ(bench.viewOf<GomokuView>().record().actions.size(), 40u);
  imgui.frame(body);
  ImGuiWindow* list = nullptr;
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
    if (std::string(w->Name).find("/moves_") != std::string::npos) list = w;
  ASSERT_NE(list, nullptr);
  EXPECT_GT(list->ScrollMax.x, 0.0f);
  EXPECT_TRUE(list->ScrollbarX) << "the earliest moves are one drag of the scrollbar away";
  EXPECT_FLOAT_EQ(list->Scroll.x, list->ScrollMax.x) << "the newest move is in view";
  imgui.key(key::Z, true, body);
  imgui.frame(body);
  EXPECT_FLOAT_EQ(list->Scroll.x, list->ScrollMax.x) << "the take-back's chip is in view too";
}

}  // namespace
}  // namespace boardlab::ui
