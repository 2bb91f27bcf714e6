// The workbench driven through ImGui's null backend: real panels, real input, checked on the model.

#include <gtest/gtest.h>

#include "app/workbench/platform/keys.hpp"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <thread>

#include <unistd.h>

#include "app/workbench/games/gomoku/builtin_example.hpp"
#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "engine/gomoku/notation.hpp"
#include "tests/app/workbench_fixture.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

using gomoku::Stone;

TEST_F(WorkbenchTest, ClickingTheCanvasPlacesAStoneForTheSideToMove) {
  ASSERT_GT(bench.boardGeometry().pitch, 10.0f);
  clickPoint("h8");
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("h8")), Stone::Black);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().toMove(), Stone::White);
  clickPoint("a1");  // a corner: the snap must reach the edge points too
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("a1")), Stone::White);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 2u);
}

TEST_F(WorkbenchTest, AClickSnapsToTheNearestIntersection) {
  const ImVec2 c = bench.boardGeometry().center(at("c3"));
  const float off = bench.boardGeometry().pitch * 0.3f;
  imgui.click(ImVec2(c.x + off, c.y - off), body);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("c3")), Stone::Black);
}

TEST_F(WorkbenchTest, AClickOnAStoneDoesNothingAndKeepsTheTurn) {
  clickPoint("h8");
  clickPoint("h8");
  EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 1u);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().toMove(), Stone::White);
  EXPECT_NE(bench.status().find("already taken"), std::string::npos) << bench.status();
}

TEST_F(WorkbenchTest, CtrlZTakesBackAndCtrlYRedoes) {
  clickPoint("h8");
  clickPoint("h9");
  imgui.key(key::Z, true, body);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 1u);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("h9")), Stone::None);
  imgui.key(key::Y, true, body);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("h9")), Stone::White);
  imgui.key(key::Z, false, body);  // plain Z is not the shortcut
  EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 2u);
}

TEST_F(WorkbenchTest, FiveInARowEndsTheGameAndFurtherClicksDoNothing) {
  for (const char* m : {"d8", "d9", "e8", "e9", "f8", "f9", "g8", "g9", "h8"}) clickPoint(m);
  ASSERT_TRUE(bench.viewOf<GomokuView>().game().over());
  EXPECT_EQ(bench.viewOf<GomokuView>().game().result().winner, Stone::Black);
  EXPECT_NE(bench.status().find("black wins"), std::string::npos) << bench.status();
  clickPoint("a1");
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("a1")), Stone::None);
}

TEST_F(WorkbenchTest, NewGameAsksBeforeDiscardingMovesAndEscapeKeepsThem) {
  clickPoint("h8");
  imgui.key(key::N, true, body);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 1u) << "nothing is discarded before the user confirms";
  imgui.key(key::Escape, false, body);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 1u);
  imgui.key(key::N, true, body);
  imgui.key(key::Enter, false, body);
  EXPECT_TRUE(bench.viewOf<GomokuView>().game().moves().empty());
  EXPECT_EQ(bench.viewOf<GomokuView>().game().toMove(), Stone::Black);
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

namespace boardlab::ui {
namespace {

using gomoku::Stone;

class WorkbenchEditing : public WorkbenchTest {};

TEST_F(WorkbenchEditing, PaintsByClickAndDragAndOneUndoTakesTheWholeStrokeBack) {
  imgui.key(key::E, false, body);
  ASSERT_EQ(bench.viewOf<GomokuView>().mode(), BoardMode::Edit);
  // Press on a1, drag over b1 to c1, release.
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = bench.boardGeometry().center(at("a1"));
  imgui.frame(body);
  io.MouseDown[0] = true;
  for (const char* p : {"a1", "b1", "c1"}) {
    io.MousePos = bench.boardGeometry().center(at(p));
    imgui.frame(body);
  }
  io.MouseDown[0] = false;
  imgui.frame(body);
  for (const char* p : {"a1", "b1", "c1"})
    EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at(p)), Stone::Black) << p;

  bench.viewOf<GomokuView>().setEditTool(EditTool::White);
  clickPoint("h8");
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("h8")), Stone::White);
  imgui.key(key::Z, true, body);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("h8")), Stone::None) << "Ctrl+Z undoes the last edit";
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("c1")), Stone::Black);
  imgui.key(key::Z, true, body);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().count(Stone::Black), 0) << "one stroke is one edit";
  imgui.key(key::Y, true, body);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().count(Stone::Black), 3);
}

TEST_F(WorkbenchEditing, EditsAreSeparateFromTakeBacks) {
  clickPoint("h8");
  clickPoint("h9");
  imgui.key(key::E, false, body);
  bench.viewOf<GomokuView>().setEditTool(EditTool::Erase);
  clickPoint("h9");
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("h9")), Stone::None);
  imgui.key(key::E, false, body);  // back to play: Ctrl+Z is a take-back, and there is none after an edit
  imgui.key(key::Z, true, body);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("h8")), Stone::Black);
  imgui.key(key::E, false, body);
  imgui.key(key::Z, true, body);  // in edit mode Ctrl+Z undoes the erase
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("h9")), Stone::White);
}

class WorkbenchStepping : public WorkbenchTest {
 protected:
  void SetUp() override {
    WorkbenchTest::SetUp();
    for (const char* m : {"d8", "d9", "e8", "e9", "f8", "f9", "g8"}) clickPoint(m);
    bench.viewOf<GomokuView>().analysis().setAlgorithm("scan");
    imgui.frame(body);
    ASSERT_TRUE(bench.viewOf<GomokuView>().analysis().problem().empty())
        << bench.viewOf<GomokuView>().analysis().problem();
    ASSERT_GT(bench.viewOf<GomokuView>().analysis().cursor().size(), 4u);
  }
  std::size_t position() { return bench.viewOf<GomokuView>().analysis().cursor().position(); }
};

TEST_F(WorkbenchStepping, KeysStepForwardAndBackAndJumpToTheEnds) {
  EXPECT_EQ(position(), 0u);
  imgui.key(key::Right, false, body);
  imgui.key(key::Right, false, body);
  EXPECT_EQ(position(), 2u);
  imgui.key(key::Left, false, body);
  EXPECT_EQ(position(), 1u);
  imgui.key(key::End, false, body);
  EXPECT_EQ(position(), bench.viewOf<GomokuView>().analysis().cursor().size() - 1);
  imgui.key(key::PageUp, false, body);
  EXPECT_EQ(position(), bench.viewOf<GomokuView>().analysis().cursor().size() - 2);
  imgui.key(key::Home, false, body);
  EXPECT_EQ(position(), 0u);
  imgui.key(key::PageDown, false, body);
  EXPECT_EQ(position(), 1u);
}

TEST_F(WorkbenchStepping, TheScrubberJumpsAnywhere) {
  const auto [lo, hi] = bench.scrubberRect();
  ASSERT_GT(hi.x - lo.x, 100.0f);
  imgui.click(ImVec2(hi.x - 3, (lo.y + hi.y) * 0.5f), body);
  EXPECT_EQ(position(), bench.viewOf<GomokuView>().analysis().cursor().size() - 1);
  imgui.click(ImVec2(lo.x + 3, (lo.y + hi.y) * 0.5f), body);
  EXPECT_EQ(position(), 0u);
}

TEST_F(WorkbenchStepping, ABreakpointOnAPointStopsTheRunWhereThatPointIsTouched) {
  ImGuiIO& io = ImGui::GetIO();
  io.KeyCtrl = true;
  clickPoint("d8");
  io.KeyCtrl = false;
  ASSERT_TRUE(bench.viewOf<GomokuView>().analysis().cursor().hasBreakpoint(at("d8")));
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("h8")), Stone::None)
      << "a Ctrl+click sets a breakpoint, it does not play";
  imgui.key(key::F5, false, body);
  ASSERT_GT(position(), 0u);
  EXPECT_TRUE(bench.viewOf<GomokuView>().analysis().cursor().touches(position(), at("d8")));
  for (std::size_t i = 1; i < position(); ++i)
    EXPECT_FALSE(bench.viewOf<GomokuView>().analysis().cursor().touches(i, at("d8"))) << i;
}

TEST_F(WorkbenchStepping, PlayingAMoveReRecordsTheTraceAndKeepsTheStepPosition) {
  imgui.key(key::Right, false, body);
  imgui.key(key::Right, false, body);
  clickPoint("a1");  // white's move: the trace now analyses a1, still at step 3
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().analysedPly(), 8);
  EXPECT_EQ(position(), 2u);
}

TEST_F(WorkbenchStepping, ShiftClickAnalysesTheMoveOfThatStone) {
  ImGuiIO& io = ImGui::GetIO();
  io.KeyShift = true;
  clickPoint("e8");
  io.KeyShift = false;
  imgui.frame(body);
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().analysedPly(), 3);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 7u);
}

class WorkbenchFiles : public WorkbenchTest {
 protected:
  std::filesystem::path dir = testpaths::scratchPath("boardlab-workbench-files");
  void SetUp() override {
    WorkbenchTest::SetUp();
    std::filesystem::create_directories(dir);
  }
};

TEST_F(WorkbenchFiles, SaveThenOpenGivesTheSameRecordIncludingTakeBacks) {
  clickPoint("h8");
  clickPoint("h9");
  imgui.key(key::Z, true, body);
  clickPoint("j9");
  ASSERT_TRUE(bench.unsaved());
  ASSERT_TRUE(bench.saveFile(dir / "round.board")) << bench.status();
  EXPECT_FALSE(bench.unsaved());
  const gomoku::GameRecord saved = bench.viewOf<GomokuView>().record();
  imgui.key(key::N, true, body);
  ASSERT_TRUE(bench.openFile(dir / "round.board")) << bench.status();
  EXPECT_EQ(bench.viewOf<GomokuView>().record(), saved);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("j9")), Stone::White);
}

TEST_F(WorkbenchFiles, AMalformedFileIsRefusedWithFileAndLineAndTheBoardIsKept) {
  clickPoint("h8");
  const auto file = dir / "bad.board";
  std::ofstream(file) << "game gomoku\nsize 15\nmoves h8 z99\n";
  EXPECT_FALSE(bench.openFile(file));
  EXPECT_NE(bench.status().find("bad.board:3:"), std::string::npos) << bench.status();
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().at(at("h8")), Stone::Black);
}

TEST_F(WorkbenchFiles, QuittingWithUnsavedChangesAsksFirst) {
  bench.requestQuit();
  EXPECT_TRUE(bench.quitRequested()) << "nothing to lose: quit at once";
}

TEST_F(WorkbenchFiles, QuittingAfterAMoveAsksAndEscapeCancels) {
  clickPoint("h8");
  bench.requestQuit();
  imgui.frame(body);
  EXPECT_FALSE(bench.quitRequested());
  imgui.key(key::Escape, false, body);
  EXPECT_FALSE(bench.quitRequested());
  bench.requestQuit();
  imgui.frame(body);
  imgui.key(key::Enter, false, body);
  EXPECT_TRUE(bench.quitRequested());
}

TEST_F(WorkbenchFiles, OpensPsqSgfAndMoveStringsAndSavesInTheFormatOfTheExtension) {
  const std::string dir = std::string(testpaths::source) + "/examples/gomoku/formats/";
  for (const char* name : {"short-game.psq", "short-game.sgf", "short-game.txt"}) {
    ASSERT_TRUE(bench.openFile(dir + name)) << bench.status();
    EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 9u) << name;
    EXPECT_TRUE(bench.viewOf<GomokuView>().game().over()) << name;
  }
  ASSERT_TRUE(bench.saveFile(this->dir / "copy.sgf")) << bench.status();
  std::ifstream in(this->dir / "copy.sgf");
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("GM[4]"), std::string::npos) << text;
}

TEST_F(WorkbenchFiles, ADroppedFileOpensOnTheNextFrame) {
  std::ofstream(dir / "dropped.board") << "game gomoku\nsize 19\nmoves k10\n";
  bench.postOpen(dir / "dropped.board");
  imgui.frame(body);
  EXPECT_EQ(bench.viewOf<GomokuView>().game().board().cols(), 19);
  EXPECT_EQ(bench.documentPath(), dir / "dropped.board");
}

}  // namespace
}  // namespace boardlab::ui

namespace boardlab::ui {
namespace {

// After --scale 1, View > Scale ticked both 100% and "Follow the monitor".
TEST(WorkbenchScale, TheScaleMenuTicksOneChoice) {
  HeadlessImGui imgui;
  Workbench bench(Settings{}, {}, 1.0f);
  EXPECT_TRUE(bench.followsMonitor()) << "no scale saved or given: the monitor's";
  bench.scaleGivenForThisRun();
  EXPECT_FALSE(bench.followsMonitor()) << "--scale: this run's scale";
  bench.chooseScale(0.0f);
  EXPECT_TRUE(bench.followsMonitor());
  bench.chooseScale(1.25f);
  EXPECT_FALSE(bench.followsMonitor());
}

class WorkbenchPresenter : public WorkbenchTest {};

TEST_F(WorkbenchPresenter, F11EntersFullScreenWithLargerTypeAndEscapeLeaves) {
  imgui.key(key::F11, false, body);
  EXPECT_TRUE(bench.presenter());
  EXPECT_EQ(bench.takeFullscreenRequest(), std::optional<bool>(true));
  EXPECT_EQ(bench.takeScaleRequest(), std::optional<float>(1.5f));
  EXPECT_TRUE(highContrast());
  imgui.key(key::Escape, false, body);
  EXPECT_FALSE(bench.presenter());
  EXPECT_EQ(bench.takeFullscreenRequest(), std::optional<bool>(false));
  EXPECT_EQ(bench.takeScaleRequest(), std::optional<float>(1.0f));
  EXPECT_FALSE(highContrast());
}

TEST_F(WorkbenchPresenter, PageDownStepsTheTraceInPresenterMode) {
  clickPoint("h8");
  bench.viewOf<GomokuView>().analysis().setAlgorithm("scan");
  bench.setPresenter(true);
  imgui.frame(body);
  imgui.key(key::PageDown, false, body);
  imgui.key(key::PageDown, false, body);
  EXPECT_EQ(bench.viewOf<GomokuView>().analysis().cursor().position(), 2u);
  bench.setPresenter(false);
}

}  // namespace
}  // namespace boardlab::ui

namespace boardlab::ui {
namespace {

class WorkbenchClipboard : public WorkbenchTest {};

TEST_F(WorkbenchClipboard, CtrlCCopiesTheBoardTextAndCtrlVPastesItBack) {
  clickPoint("h8");
  clickPoint("j9");
  imgui.key(key::C, true, body);
  const std::string copied = ImGui::GetClipboardText();
  EXPECT_NE(copied.find("game gomoku"), std::string::npos) << copied;
  const gomoku::GameRecord before = bench.viewOf<GomokuView>().record();
  ImGui::SetClipboardText("game link\nsize 2x2\ngrid\nAA\nBB\n");
  imgui.key(key::V, true, body);
  imgui.key(key::Enter, false, body);  // the two moves are unsaved: the paste asks first
  EXPECT_EQ(bench.view().name(), "link");
  ImGui::SetClipboardText(copied.c_str());
  imgui.key(key::V, true, body);
  EXPECT_EQ(bench.view().name(), "gomoku");
  EXPECT_EQ(bench.viewOf<GomokuView>().record(), before);
}

TEST_F(WorkbenchClipboard, AMalformedPasteIsRefusedWithItsLineAndChangesNothing) {
  clickPoint("h8");
  EXPECT_FALSE(bench.pasteBoard("game gomoku\nsize 99\n"));
  EXPECT_NE(bench.status().find("clipboard:2:"), std::string::npos) << bench.status();
  EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 1u);
}

}  // namespace
}  // namespace boardlab::ui

namespace boardlab::ui {
namespace {

// The recovery copies in `folder`: each instance writes recovery-<id>.board.
std::vector<std::filesystem::path> recoveryCopies(const std::filesystem::path& folder) {
  std::vector<std::filesystem::path> copies;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
    if (entry.path().extension() == ".board" && entry.path().filename().string().rfind("recovery", 0) == 0)
      copies.push_back(entry.path());
  return copies;
}

TEST(WorkbenchRecovery, UnsavedWorkIsKeptAndOfferedAtTheNextStart) {
  const auto folder = testpaths::scratchPath("boardlab-recovery-test");
  std::filesystem::remove_all(folder);
  HeadlessImGui imgui;
  Cell h8;
  std::string why;
  ASSERT_TRUE(gomoku::parseCellName("h8", 15, 15, h8, why));
  {
    Workbench first(Settings{}, {}, 1.0f);
    const auto body = [&] { first.frame(); };
    first.enableRecovery(folder);
    imgui.frame(body);
    imgui.click(first.boardGeometry().center(h8), body);
    ImGui::GetIO().DeltaTime = 3.0f;  // past the two seconds between copies
    imgui.frame(body);
    ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
    ASSERT_EQ(recoveryCopies(folder).size(), 1u);
    // The process "dies" here: no quit, no save.
  }
  Workbench second(Settings{}, {}, 1.0f);
  const auto body = [&] { second.frame(); };
  second.enableRecovery(folder);
  imgui.frame(body);
  imgui.frame(body);
  EXPECT_EQ(second.viewOf<GomokuView>().game().board().at(h8), gomoku::Stone::None)
      << "nothing is restored without asking";
  imgui.key(key::Enter, false, body);
  EXPECT_EQ(second.viewOf<GomokuView>().game().board().at(h8), gomoku::Stone::Black);
  EXPECT_TRUE(second.unsaved()) << "a restored board still has to be saved";
  ASSERT_TRUE(second.saveFile(folder / "saved.board")) << second.status();
  EXPECT_TRUE(recoveryCopies(folder).empty()) << "once saved, the copy goes";
}

// A recovery copy kept its board's path relative; restored after a start in another folder
// holding a file of that name, Ctrl+S wrote over that unrelated file. The copy names the file absolutely, and
// a restored board whose file changed since asks before saving over it.
TEST(WorkbenchRecovery, ARestoredBoardSavesToItsOwnFileAndAsksBeforeSavingOverAChangedOne) {
  const auto root = testpaths::freshScratchDir("boardlab-recovery-paths", "root");
  const auto folder = root / "state";
  std::filesystem::create_directories(root / "a");
  std::filesystem::create_directories(root / "b");
  const auto slurp = [](const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  std::ofstream(root / "a" / "game.board") << "game gomoku\nsize 15\nmoves h8\n";
  std::ofstream(root / "b" / "game.board") << "an unrelated file\n";
  const std::filesystem::path was = std::filesystem::current_path();
  HeadlessImGui imgui;
  Cell a1;
  std::string why;
  ASSERT_TRUE(gomoku::parseCellName("a1", 15, 15, a1, why));
  // A workbench started in a/ opens game.board by its relative name, plays a move and "dies".
  const auto crashAfterAMove = [&] {
    std::filesystem::current_path(root / "a");
    Workbench first(Settings{}, {}, 1.0f);
    const auto body = [&] { first.frame(); };
    first.enableRecovery(folder);
    ASSERT_TRUE(first.openFile("game.board")) << first.status();
    imgui.frame(body);
    imgui.click(first.boardGeometry().center(a1), body);
    ImGui::GetIO().DeltaTime = 3.0f;
    imgui.frame(body);
    ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
    ASSERT_EQ(recoveryCopies(folder).size(), 1u);
  };
  // The next start, in b/: the copy is restored (Enter) and saved (Ctrl+S's code).
  const auto restoreIn = [&](const char* where,
                             const std::function<void(Workbench&, const std::function<void()>&)>& then) {
    std::filesystem::current_path(root / where);
    Workbench next(Settings{}, {}, 1.0f);
    const auto body = [&] { next.frame(); };
    next.enableRecovery(folder);
    imgui.frame(body);
    imgui.frame(body);
    imgui.key(key::Enter, false, body);
    ASSERT_EQ(next.viewOf<GomokuView>().game().moves().size(), 2u) << next.status();
    EXPECT_EQ(next.documentPath(), root / "a" / "game.board");
    then(next, body);
  };

  crashAfterAMove();
  restoreIn("b", [&](Workbench& bench, const std::function<void()>&) {
    EXPECT_TRUE(bench.saveFile(bench.documentPath())) << "its own file, unchanged since: no question";
  });
  EXPECT_EQ(slurp(root / "b" / "game.board"), "an unrelated file\n");
  EXPECT_NE(slurp(root / "a" / "game.board").find("a1"), std::string::npos) << slurp(root / "a" / "game.board");

  std::ofstream(root / "a" / "game.board") << "game gomoku\nsize 15\nmoves h8\n";
  crashAfterAMove();
  std::ofstream(root / "a" / "game.board") << "game gomoku\nsize 15\nmoves h8 j10\n";  // changed meanwhile
  restoreIn("b", [&](Workbench& bench, const std::function<void()>& body) {
    EXPECT_FALSE(bench.saveFile(bench.documentPath())) << "saved over a changed file without asking";
    EXPECT_EQ(slurp(root / "a" / "game.board"), "game gomoku\nsize 15\nmoves h8 j10\n");
    imgui.frame(body);
    imgui.frame(body);
    imgui.key(key::Enter, false, body);  // "Save over game.board?": yes
    EXPECT_NE(slurp(root / "a" / "game.board").find("a1"), std::string::npos) << bench.status();
  });

  // A copy an older BoardLab kept names the file relatively: whichever file that is now, Save asks.
  std::filesystem::create_directories(folder);
  std::ofstream(folder / "recovery-1-dead.board") << "game gomoku\nsize 15\nmoves h8 a1\n";
  std::ofstream(folder / "recovery-1-dead.origin") << "game.board";
  std::filesystem::current_path(root / "b");
  {
    Workbench old(Settings{}, {}, 1.0f);
    const auto body = [&] { old.frame(); };
    old.enableRecovery(folder);
    imgui.frame(body);
    imgui.frame(body);
    imgui.key(key::Enter, false, body);
    EXPECT_FALSE(old.saveFile(old.documentPath()));
    EXPECT_EQ(slurp(root / "b" / "game.board"), "an unrelated file\n");
  }
  std::filesystem::current_path(was);
}

// The copy was deleted about 2 s after the start while "Restore the board?" was still on
// screen, so Cancel ("it is offered again at the next start") kept nothing.
TEST(WorkbenchRecovery, CancelKeepsTheCopyForTheNextStartEvenAfterSecondsOnScreen) {
  const auto folder = std::filesystem::temp_directory_path() / ("boardlab-recovery-cancel-" + std::to_string(getpid()));
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  std::ofstream(folder / "recovery-1-dead.board") << "game gomoku\nsize 15\nmoves h8\n";
  HeadlessImGui imgui;
  {
    Workbench bench(Settings{}, {}, 1.0f);
    const auto body = [&] { bench.frame(); };
    bench.enableRecovery(folder);
    ImGui::GetIO().DeltaTime = 1.0f;
    for (int i = 0; i < 6; ++i) imgui.frame(body);  // six seconds with the question on screen
    EXPECT_TRUE(std::filesystem::exists(folder / "recovery-1-dead.board"))
        << "deleted while the question was on screen";
    imgui.key(key::Escape, false, body);
    for (int i = 0; i < 6; ++i) imgui.frame(body);  // and six more after Cancel
    ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
    EXPECT_TRUE(std::filesystem::exists(folder / "recovery-1-dead.board")) << "Cancel must keep the copy";
    EXPECT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 0u);
  }
  Workbench restarted(Settings{}, {}, 1.0f);
  const auto body = [&] { restarted.frame(); };
  restarted.enableRecovery(folder);
  imgui.frame(body);
  imgui.frame(body);
  imgui.key(key::Enter, false, body);
  EXPECT_EQ(restarted.viewOf<GomokuView>().game().moves().size(), 1u)
      << "the restart offers it again: " << restarted.status();
  EXPECT_FALSE(std::filesystem::exists(folder / "recovery-1-dead.board")) << "restored: it is now this instance's copy";
  EXPECT_EQ(recoveryCopies(folder).size(), 1u);
  std::filesystem::remove_all(folder);
}

// Item 2: an idle second instance cleared the one shared copy; each instance now has its own, and a
// start offers every copy whose instance is gone, one after another.
TEST(WorkbenchRecovery, AnIdleSecondInstanceLeavesTheFirstOnesCopyAndEveryLeftCopyIsOffered) {
  const auto folder = std::filesystem::temp_directory_path() / ("boardlab-recovery-two-" + std::to_string(getpid()));
  std::filesystem::remove_all(folder);
  HeadlessImGui imgui;
  Cell h8, a1;
  std::string why;
  ASSERT_TRUE(gomoku::parseCellName("h8", 15, 15, h8, why));
  ASSERT_TRUE(gomoku::parseCellName("a1", 15, 15, a1, why));
  {
    auto first = std::make_unique<Workbench>(Settings{}, std::filesystem::path(), 1.0f);
    auto second = std::make_unique<Workbench>(Settings{}, std::filesystem::path(), 1.0f);
    const auto one = [&] { first->frame(); };
    const auto two = [&] { second->frame(); };
    first->enableRecovery(folder);
    second->enableRecovery(folder);
    imgui.frame(one);
    imgui.click(first->boardGeometry().center(h8), one);
    imgui.frame(two);
    imgui.click(second->boardGeometry().center(a1), two);
    ImGui::GetIO().DeltaTime = 3.0f;
    imgui.frame(one);
    imgui.frame(two);
    ASSERT_EQ(recoveryCopies(folder).size(), 2u);
    ASSERT_TRUE(second->saveFile(folder / "second.board")) << second->status();  // nothing unsaved now
    for (int i = 0; i < 3; ++i) imgui.frame(two);
    ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
    EXPECT_EQ(recoveryCopies(folder).size(), 1u) << "the idle instance must remove only its own copy";
    // Both "die".
    first.reset();
    second.reset();
  }
  // Two left-behind copies: write a second by hand, then a start offers both in turn.
  std::ofstream(folder / "recovery-2-dead.board") << "game gomoku\nsize 15\nmoves a1 b2\n";
  Workbench third(Settings{}, {}, 1.0f);
  const auto body = [&] { third.frame(); };
  third.enableRecovery(folder);
  imgui.frame(body);
  imgui.frame(body);
  imgui.key(key::Escape, false, body);  // not the first one offered...
  imgui.frame(body);
  imgui.key(key::Enter, false, body);  // ...but the second
  const std::size_t restored = third.viewOf<GomokuView>().game().moves().size();
  EXPECT_TRUE(restored == 1u || restored == 2u) << third.status();
  EXPECT_EQ(recoveryCopies(folder).size(), 2u) << "the one not restored stays, the restored one is this instance's now";
  std::filesystem::remove_all(folder);
}

// Found while writing the soak test: a refused file used to clear the "restored, still unsaved" mark before the
// reader refused it, so the restored work could be lost without a question.
TEST(WorkbenchRecovery, ARefusedFileLeavesTheRestoredBoardUnsaved) {
  const auto folder = std::filesystem::temp_directory_path() / "boardlab-recovery-refused-test";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  std::ofstream(folder / "recovery.board") << "game gomoku\nsize 15\nmoves h8\n";
  HeadlessImGui imgui;
  Workbench bench(Settings{}, {}, 1.0f);
  const auto body = [&] { bench.frame(); };
  bench.enableRecovery(folder);
  imgui.frame(body);
  imgui.frame(body);
  imgui.key(key::Enter, false, body);
  ASSERT_EQ(bench.viewOf<GomokuView>().game().moves().size(), 1u) << bench.status();
  ASSERT_TRUE(bench.unsaved());
  std::ofstream(folder / "bad.board") << "game gomoku\nsize 99\n";
  EXPECT_FALSE(bench.openFile(folder / "bad.board"));
  EXPECT_TRUE(bench.unsaved()) << "the restored board is still not saved anywhere";
  bench.requestQuit();
  EXPECT_FALSE(bench.quitRequested()) << "quitting must still ask first";
  std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace boardlab::ui

namespace boardlab::ui {
namespace {

TEST(WorkbenchFinder, FramesDriveTheSearchToACounterexampleForThePublishedScan) {
  HeadlessImGui imgui;
  Workbench bench(Settings{}, {}, 1.0f);
  const auto body = [&] { bench.frame(); };
  bench.finder().show("gomoku", "scan:objc");
  bench.finder().start();
  ASSERT_NE(bench.finder().search(), nullptr);
  // The search runs on a worker thread; frames only show where it stands.
  for (int i = 0; i < 20000 && bench.finder().running(); ++i) {
    imgui.frame(body);
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  EXPECT_EQ(bench.finder().search()->state(), diff::SearchState::Found);
}

// A search ends between frames, and an idle window draws no frame of its own: the workbench stays busy (and the
// platform drawing) until a frame has let the finished worker go and drawn the end. Before, the page kept
// showing "searching: 1982 tried" over a search that had ended.
TEST(WorkbenchFinder, TheWorkbenchStaysBusyUntilAFrameHasDrawnTheSearchsEnd) {
  HeadlessImGui imgui;
  Workbench bench(Settings{}, {}, 1.0f);
  const auto body = [&] { bench.frame(); };
  bench.finder().show("gomoku", "scan:objc");
  bench.finder().start();
  while (bench.finder().running()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  // Done, and no frame has run since.
  EXPECT_TRUE(bench.busy());
  EXPECT_TRUE(bench.animating());
  for (int i = 0; i < 200 && bench.busy(); ++i) {
    imgui.frame(body);
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  EXPECT_FALSE(bench.busy()) << "a frame let the worker go";
  EXPECT_FALSE(bench.animating());
}

// Shown for the other game, the finder does not offer the finished search of the first one: its result
// line and its Open button belonged to a board of another game.
TEST(WorkbenchFinder, ShownForTheOtherGameItForgetsAFinishedSearchOfTheFirst) {
  Workbench bench(Settings{}, {}, 1.0f);
  bench.finder().show("gomoku", "scan:objc");
  bench.finder().start();
  bench.finder().wait();
  ASSERT_NE(bench.finder().search(), nullptr);
  bench.finder().show("gomoku", "scan:objc");
  EXPECT_NE(bench.finder().search(), nullptr) << "the same game keeps its result";
  bench.finder().show("link", "corners:objc");
  EXPECT_EQ(bench.finder().search(), nullptr);
}

// The finder's window closed over the board it loaded, and its confirm dialog offers to save
// the unsaved work first.
TEST(WorkbenchFinder, OpeningAResultClosesTheFinderAndSaveFirstSavesBeforeOpening) {
  HeadlessImGui imgui;
  Workbench bench(Settings{}, {}, 1.0f);
  const auto body = [&] { bench.frame(); };
  const auto dir = testpaths::scratchPath("boardlab-finder-save-first");
  std::filesystem::create_directories(dir);
  const auto file = dir / "mine.board";
  std::ofstream(file) << "game gomoku\nsize 15\nmoves h8\n";
  ASSERT_TRUE(bench.openFile(file)) << bench.status();
  imgui.frame(body);
  Cell h9;
  std::string why;
  ASSERT_TRUE(gomoku::parseCellName("h9", 15, 15, h9, why));
  imgui.click(bench.boardGeometry().center(h9), body);
  ASSERT_TRUE(bench.unsaved());
  const auto centre = [](const std::pair<ImVec2, ImVec2>& r) {
    return ImVec2((r.first.x + r.second.x) / 2, (r.first.y + r.second.y) / 2);
  };

  bench.finder().show("gomoku", "scan:objc");
  bench.finder().start();
  bench.finder().wait();
  imgui.frame(body);
  imgui.frame(body);
  imgui.click(centre(bench.finder().openRect()), body);  // unsaved work: the dialog asks
  imgui.frame(body);
  imgui.frame(body);
  ASSERT_GT(bench.saveFirstRect().second.x, bench.saveFirstRect().first.x) << "no Save first button";
  imgui.click(centre(bench.saveFirstRect()), body);
  imgui.frame(body);
  std::ifstream in(file);
  const std::string saved((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(saved.find("h9"), std::string::npos) << saved;  // the user's move reached the file first
  EXPECT_NE(bench.status().find("Counterexample:"), std::string::npos) << bench.status();
  EXPECT_FALSE(bench.finder().visible());
}

}  // namespace
}  // namespace boardlab::ui
