// The link view of the workbench driven through ImGui's null backend: play a generated board to the end
// by clicks, use hint and shuffle, analyse a pair and step through its trace.

#include <gtest/gtest.h>

#include "app/workbench/platform/keys.hpp"

#include <algorithm>
#include <chrono>
#include <thread>

#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "engine/link/bfs.hpp"
#include "engine/link/generator.hpp"
#include "engine/link/solver.hpp"
#include "tests/engine/link/test_boards.hpp"

namespace boardlab::ui {
namespace {

class LinkWorkbenchTest : public ::testing::Test {
 protected:
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  std::function<void()> body = [this] { bench.frame(); };

  void SetUp() override {
    link::GenerateOptions o;
    o.cols = 4;
    o.rows = 4;
    o.faces = 4;
    o.seed = 7;
    bench.viewOf<LinkView>().show(link::generateBoard(o).board, "test board");
    imgui.frame(body);
    ASSERT_EQ(bench.view().name(), "link");
  }
  const link::Board& board() { return bench.viewOf<LinkView>().board(); }
  void clickTile(Cell c) { imgui.click(bench.boardGeometry().center(c), body); }
  // Waits out the path flash and any animation.
  void settle() {
    for (int i = 0; i < 60; ++i) imgui.frame(body);
  }
  std::vector<link::Face> faces() {
    std::vector<link::Face> f;
    for (Cell c : board().tiles()) f.push_back(board().at(c));
    std::sort(f.begin(), f.end());
    return f;
  }
};

TEST_F(LinkWorkbenchTest, PlaysAGeneratedBoardToTheEndByClicks) {
  const link::SolveResult plan = link::solve(board());
  ASSERT_EQ(plan.status, link::SolveStatus::Solved);
  for (const link::Pair& p : plan.moves) {
    const int before = board().tileCount();
    clickTile(p.a);
    EXPECT_EQ(bench.viewOf<LinkView>().selected(), p.a);
    clickTile(p.b);
    EXPECT_EQ(board().tileCount(), before - 2) << bench.status();
    settle();
  }
  EXPECT_EQ(board().tileCount(), 0);
  EXPECT_NE(bench.status().find("Cleared"), std::string::npos) << bench.status();
}

TEST_F(LinkWorkbenchTest, TwoTilesThatDoNotLinkStayAndTheSecondIsSelected) {
  const std::vector<Cell> tiles = board().tiles();
  Cell a = tiles[0], b = tiles[0];
  for (Cell c : tiles)
    if (board().at(c) != board().at(a)) b = c;
  ASSERT_NE(a, b);
  clickTile(a);
  clickTile(b);
  EXPECT_EQ(board().tileCount(), static_cast<int>(tiles.size()));
  EXPECT_EQ(bench.viewOf<LinkView>().selected(), b);
}

TEST_F(LinkWorkbenchTest, HintNamesALinkablePairAndShuffleKeepsTheTilesAndTheEmptyCells) {
  imgui.key(key::H, false, body);
  EXPECT_NE(bench.status().find("Hint:"), std::string::npos) << bench.status();
  // Open a hole so the shuffle has an empty cell to keep.
  const link::SolveResult plan = link::solve(board());
  clickTile(plan.moves[0].a);
  clickTile(plan.moves[0].b);
  const auto before = faces();
  std::vector<Cell> empty;
  for (int r = 0; r < board().rows(); ++r)
    for (int c = 0; c < board().cols(); ++c)
      if (board().at({c, r}) == link::kEmpty) empty.push_back({c, r});
  imgui.key(key::S, false, body);
  EXPECT_EQ(faces(), before);
  for (Cell c : empty) EXPECT_EQ(board().at(c), link::kEmpty);
  EXPECT_FALSE(link::deadlocked(board())) << "a shuffle leaves a move";
}

TEST_F(LinkWorkbenchTest, ShiftClickingTwoTilesAnalysesThePairAndTheKeysStepThroughIt) {
  const link::SolveResult plan = link::solve(board());
  const link::Pair p = plan.moves[0];
  ImGuiIO& io = ImGui::GetIO();
  io.KeyShift = true;
  clickTile(p.a);
  clickTile(p.b);
  io.KeyShift = false;
  imgui.frame(body);
  link::Analysis& a = bench.viewOf<LinkView>().analysis();
  ASSERT_TRUE(a.active());
  EXPECT_EQ(*a.a(), p.a);
  EXPECT_EQ(*a.b(), p.b);
  EXPECT_TRUE(a.result().result.linked);
  ASSERT_GT(a.cursor().size(), 1u);
  EXPECT_EQ(board().tileCount(), 16) << "Shift+clicks analyse, they do not play";
  imgui.key(key::End, false, body);
  EXPECT_EQ(a.cursor().position(), a.cursor().size() - 1);
  imgui.key(key::Left, false, body);
  EXPECT_EQ(a.cursor().position(), a.cursor().size() - 2);
  a.setAlgorithm(&link::kBfs);
  imgui.frame(body);
  EXPECT_EQ(a.trace().algo, "bfs");
  EXPECT_EQ(a.comparison().size(), link::algorithms().size());
}

// As on gomoku boards, Shift+click analyses in both modes: in edit mode it used to paint the tile.
TEST_F(LinkWorkbenchTest, ShiftClickInEditModeChoosesThePairAndPaintsNothing) {
  const link::SolveResult plan = link::solve(board());
  const link::Pair p = plan.moves[0];
  bench.viewOf<LinkView>().setEditing(true);
  imgui.frame(body);
  const auto before = faces();
  ImGuiIO& io = ImGui::GetIO();
  io.KeyShift = true;
  clickTile(p.a);
  EXPECT_NE(bench.status().find("Shift+click B"), std::string::npos) << bench.status();
  clickTile(p.b);
  io.KeyShift = false;
  imgui.frame(body);
  EXPECT_EQ(faces(), before) << "nothing painted";
  EXPECT_EQ(bench.status().find("Painted"), std::string::npos) << bench.status();
  const link::Analysis& a = bench.viewOf<LinkView>().analysis();
  ASSERT_TRUE(a.active());
  EXPECT_EQ(*a.a(), p.a);
  EXPECT_EQ(*a.b(), p.b);
  EXPECT_TRUE(bench.viewOf<LinkView>().editing());
}

TEST_F(LinkWorkbenchTest, EnteringEditModeOrUndoingForgetsTheSelectionAndTheHint) {
  const Cell c = board().tiles().back();
  clickTile(c);
  ASSERT_EQ(bench.viewOf<LinkView>().selected(), c);
  imgui.key(key::E, false, body);
  EXPECT_FALSE(bench.viewOf<LinkView>().selected()) << "a selection must not outlive the board it was made on";
  bench.viewOf<LinkView>().setPaintFace(link::kEmpty);
  clickTile(c);
  imgui.key(key::E, false, body);
  clickTile(board().tiles().front());  // with the old selection this would pair against an erased tile
  EXPECT_EQ(bench.viewOf<LinkView>().selected(), board().tiles().front());
}

TEST_F(LinkWorkbenchTest, EditModePaintsAndCtrlZUndoesTheEdit) {
  imgui.key(key::E, false, body);
  ASSERT_TRUE(bench.viewOf<LinkView>().editing());
  bench.viewOf<LinkView>().setPaintFace(link::kEmpty);
  const Cell c = board().tiles()[0];
  clickTile(c);
  EXPECT_EQ(board().at(c), link::kEmpty);
  EXPECT_TRUE(bench.unsaved());
  imgui.key(key::Z, true, body);
  EXPECT_NE(board().at(c), link::kEmpty);
  EXPECT_FALSE(bench.unsaved());
}

TEST(LinkWorkbenchGenerator, HopelessSettingsGiveUpAfterTheWorkbenchsFewAttempts) {
  // The generator runs between two frames: settings that cannot work must fail in a few attempts, with a
  // message, and leave the board as it was.
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  LinkView& view = bench.viewOf<LinkView>();
  const link::Board before = view.board();
  link::GenerateOptions& o = view.generatorOptions();
  EXPECT_EQ(o.attempts, LinkView::kInteractiveAttempts);
  o.cols = 20;  // no turns allowed on 20x20: every start strands tiles
  o.rows = 20;
  o.maxTurns = 0;
  view.newBoard();
  view.waitForJob();  // the generator runs in the background
  EXPECT_NE(bench.status().find("in 10 attempts"), std::string::npos) << bench.status();
  EXPECT_TRUE(view.board() == before);
}

// Every search of the link view runs off the UI thread: before, V on a hard 64x64
// board froze the workbench for 45 s.
class LinkBackgroundTest : public ::testing::Test {
 protected:
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  std::function<void()> body = [this] { bench.frame(); };
  LinkView& view() { return bench.viewOf<LinkView>(); }

  static link::Board hardBoard() { return link::testing::hardBoard64(); }
  // Draws frames until the background search is over (a few seconds at most: the budgets see to it).
  void framesUntilIdle() {
    for (int i = 0; i < 20000 && bench.busy(); ++i) {
      imgui.frame(body);
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
};

TEST_F(LinkBackgroundTest, StillSolvableOnAHardBoardReturnsAtOnceShowsProgressAndCancelStopsIt) {
  bench.viewOf<LinkView>().show(hardBoard(), "hard");
  imgui.frame(body);
  imgui.key(key::V, false, body);
  // The frame came back while the search goes on: the workbench keeps drawing (busy() tells the
  // platform layer not to wait for events).
  ASSERT_TRUE(view().busy());
  ASSERT_TRUE(bench.busy());
  EXPECT_EQ(bench.status(), "Checking whether it is still solvable...");
  while (view().job().budget()->states() == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  imgui.frame(body);
  imgui.frame(body);
  const auto [min, max] = view().job().cancelRect();
  ASSERT_GT(max.x, min.x) << "no Cancel button drawn";
  // One search at a time: V again is refused while this one runs.
  EXPECT_FALSE(bench.commands().get("link.solvable").enabled());
  imgui.click(ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2), body);
  framesUntilIdle();
  EXPECT_FALSE(view().busy());
  EXPECT_EQ(bench.status().rfind("Undecided: cancelled after ", 0), 0u) << bench.status();
  EXPECT_TRUE(bench.commands().get("link.solvable").enabled());
}

TEST_F(LinkBackgroundTest, AutoSolveAndAHintOnABigBoardRunInTheBackground) {
  bench.viewOf<LinkView>().show(hardBoard(), "hard");
  imgui.frame(body);
  imgui.key(key::H, false, body);
  // More than kBackgroundHintTiles tiles: the hint went to the worker (it may already have finished, so
  // busy() alone would race; the job's budget is there only if a job was started).
  ASSERT_TRUE(view().job().budget()) << "the hint ran on the UI thread";
  framesUntilIdle();
  EXPECT_EQ(bench.status().rfind("Hint: ", 0), 0u) << bench.status();

  imgui.key(key::A, false, body);
  ASSERT_TRUE(view().busy());
  EXPECT_EQ(bench.status(), "Solving...");
  view().job().cancel();
  framesUntilIdle();
  EXPECT_EQ(bench.status().rfind("Auto-solve: cancelled after ", 0), 0u) << bench.status();
  EXPECT_FALSE(view().autoSolving());
}

TEST_F(LinkBackgroundTest, AnAnswerForABoardThatChangedMeanwhileIsDropped) {
  bench.viewOf<LinkView>().show(hardBoard(), "hard");
  imgui.frame(body);
  imgui.key(key::V, false, body);
  ASSERT_TRUE(view().busy());
  link::Board other = hardBoard();
  other.set({0, 0}, link::kEmpty);
  other.set({1, 0}, link::kEmpty);
  view().setBoard(other);
  view().job().cancel();
  framesUntilIdle();
  EXPECT_EQ(bench.status(), "The board changed during the search: its answer was dropped.");
}

TEST_F(LinkBackgroundTest, TheGeneratorRunsInTheBackgroundAndClosingCancelsIt) {
  link::GenerateOptions& o = view().generatorOptions();
  o.cols = o.rows = 64;
  o.maxTurns = 0;  // hopeless: each attempt takes long
  view().newBoard();
  EXPECT_TRUE(view().busy());
  // The workbench is destroyed with the job running: it cancels and joins (no crash, no hang).
}

}  // namespace
}  // namespace boardlab::ui
