// The third game: tic-tac-toe (tests/third_game/) registers its view through the same interface as
// gomoku and link, and the workbench opens it from board text, analyses it and steps through the trace,
// although no line of the shell (app/workbench/) knows it.

#include <gtest/gtest.h>

#include "app/workbench/games/game_views.hpp"
#include "app/workbench/platform/keys.hpp"

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "engine/core/game_module.hpp"
#include "engine/gomoku/board_file.hpp"
#include "tests/test_paths.hpp"
#include "tests/third_game/tictactoe_view.hpp"

namespace boardlab::ui {
namespace {

using tictactoe::Mark;

// X's diagonal a3-b2-c1: the seventh line the check examines.
const char* const kXWins = "game tictactoe\nX O .\nO X .\n. . X\n";
const char* const kEmpty = "game tictactoe\n. . .\n. . .\n. . .\n";

TEST(TicTacToeEngine, TheWinCheckGivesTheSameAnswerFastAndTraced) {
  int wins = 0;
  for (int code = 0; code < 19683; ++code) {  // every filling of the nine cells with ., X, O
    tictactoe::Board b;
    for (int i = 0, rest = code; i < 9; ++i, rest /= 3)
      b.set({i % 3, i / 3}, rest % 3 == 0 ? Mark::None : rest % 3 == 1 ? Mark::X : Mark::O);
    Recorder recorder("win");
    const Mark traced = tictactoe::winner(b, recorder);
    ASSERT_EQ(tictactoe::winner(b), traced) << tictactoe::saveBoard(b);
    ASSERT_EQ(recorder.trace().steps.back().event, Event::Verdict);
    wins += traced != Mark::None;
  }
  EXPECT_GT(wins, 0);
}

TEST(TicTacToeEngine, ABadBoardFileNamesTheLineAndTheProblem) {
  try {
    tictactoe::parseBoard("game tictactoe\nX O .\nO Q .\n. . X\n", "t.board");
    FAIL() << "accepted Q";
  } catch (const BoardFileError& e) {
    EXPECT_EQ(e.line(), 3);
    EXPECT_NE(std::string(e.what()).find("'Q' is not X, O or ."), std::string::npos) << e.what();
  }
  EXPECT_EQ(tictactoe::saveBoard(tictactoe::parseBoard(kXWins, "t.board")), kXWins);
}

class ThirdGameTest : public ::testing::Test {
 protected:
  // Registered before the workbench is made (it makes one view of every registered game), for this
  // test's workbench only.
  struct Registration {
    Registration() {
      registerGame(tictactoe::gameModule());  // the engine's side: code that serves every game finds it
      TicTacToeView::registerView();          // the workbench's side
    }
    ~Registration() {
      unregisterGameView("tictactoe");
      unregisterGame("tictactoe");
    }
  } registration;
  HeadlessImGui imgui;
  std::unique_ptr<Workbench> made = std::make_unique<Workbench>(Settings{}, std::filesystem::path(), 1.0f);
  Workbench& bench = *made;
  std::function<void()> body = [this] { bench.frame(); };

  TicTacToeView& view() { return bench.viewOf<TicTacToeView>(); }
  void clickCell(Cell c) { imgui.click(bench.boardGeometry().center(c), body); }
  void paste(const char* text) {
    ASSERT_TRUE(bench.pasteBoard(text)) << bench.status();
    imgui.frame(body);
    imgui.frame(body);
  }
};

// The engine's side of the third game goes through the same interfaces as gomoku and link: a game module
// that the code serving every game loops over, and one algorithm descriptor in the registry shape.
TEST_F(ThirdGameTest, ItsModuleAndItsAlgorithmAreFoundByTheCodeThatServesEveryGame) {
  const GameOfText found = gameOfText(kXWins, "t.board");
  ASSERT_NE(found.game, nullptr);
  EXPECT_EQ(found.name, "tictactoe");
  EXPECT_NE(gameNames(", ").find("tictactoe"), std::string::npos) << gameNames(", ");
  const std::vector<AlgorithmName> names = found.game->algorithms();
  ASSERT_EQ(names.size(), 1u);
  EXPECT_EQ(names.front().name, "win");
  const tictactoe::AlgorithmInfo* win = tictactoe::algorithms().find("win");
  ASSERT_NE(win, nullptr);
  const tictactoe::Board board = tictactoe::parseBoard(kXWins, "t.board");
  Recorder recorder("win");
  EXPECT_EQ(win->run.traced(board, recorder), win->run.untraced(board));
  EXPECT_EQ(win->run.untraced(board), tictactoe::Mark::X);
  EXPECT_EQ(recorder.trace().steps.back().event, Event::Verdict);
}

TEST(ThirdGameUnregisteredModule, OnlyTheBuiltInGamesAreKnownOutsideTheTestThatRegistersIt) {
  EXPECT_EQ(findGame("tictactoe"), nullptr);
  EXPECT_EQ(gameNames(" or "), "gomoku or link");
}

TEST_F(ThirdGameTest, OpensFromBoardTextAnalysesAndStepsThroughTheTrace) {
  imgui.frame(body);
  ASSERT_EQ(bench.view().name(), "gomoku");  // the first registered game is shown first
  paste(kXWins);
  EXPECT_EQ(bench.view().name(), "tictactoe");
  EXPECT_EQ(bench.boardText(), kXWins);
  EXPECT_FALSE(bench.unsaved());
  EXPECT_TRUE(bench.activeCursor().empty());

  // Its own command, from the command table: the traced win check.
  bench.commands().get("tictactoe.analyse").run();
  imgui.frame(body);
  TraceCursor& cursor = bench.activeCursor();
  ASSERT_EQ(cursor.size(), 8u);  // lines 1 to 7, then the verdict
  EXPECT_EQ(cursor.position(), 0u);
  imgui.key(key::Right, false, body);  // the shell's stepping keys step the third game's trace
  EXPECT_EQ(cursor.position(), 1u);
  imgui.key(key::End, false, body);
  ASSERT_EQ(cursor.position(), 7u);
  EXPECT_EQ(cursor.current()->event, Event::Verdict);
  EXPECT_EQ(cursor.current()->narration, "X wins.");
  imgui.key(key::Left, true, body);  // Ctrl+Left: the previous event, the line of three
  EXPECT_EQ(cursor.position(), 6u);
  EXPECT_EQ(cursor.current()->event, Event::Three);
  EXPECT_EQ(bench.captionStepLine(), "Step 7 of 8");

  // Trace as JSON goes through the view's listing and cell names.
  const std::filesystem::path json = std::filesystem::temp_directory_path() / "boardlab-third-game-trace.json";
  std::string error;
  ASSERT_TRUE(bench.exportTraceJson(json, error)) << error;
  std::ifstream in(json);
  std::stringstream content;
  content << in.rdbuf();
  EXPECT_NE(content.str().find("a3-c1"), std::string::npos);
  std::filesystem::remove(json);
}

TEST_F(ThirdGameTest, ClicksPlayEditsUndoAndTheTraceFollowsTheBoard) {
  paste(kEmpty);
  view().setAnalysing(true);
  imgui.frame(body);
  EXPECT_EQ(bench.activeCursor().size(), 9u);  // eight lines, no winner
  clickCell({1, 1});
  EXPECT_EQ(view().board().at({1, 1}), Mark::X);
  EXPECT_TRUE(bench.unsaved());
  clickCell({1, 1});
  EXPECT_EQ(view().board().at({1, 1}), Mark::X) << "a taken cell stays";
  EXPECT_EQ(bench.status(), "b2 is taken.");
  clickCell({0, 0});
  EXPECT_EQ(view().board().at({0, 0}), Mark::O);

  imgui.key(key::E, false, body);  // the shell's play / edit toggle
  ASSERT_TRUE(view().editing());
  clickCell({2, 2});
  EXPECT_EQ(view().board().at({2, 2}), Mark::X);
  imgui.key(key::Z, true, body);  // the shell's Ctrl+Z undoes the view's edit
  EXPECT_EQ(view().board().at({2, 2}), Mark::None);
  imgui.key(key::Y, true, body);
  EXPECT_EQ(view().board().at({2, 2}), Mark::X);
}

TEST_F(ThirdGameTest, ARefusedBoardLeavesTheGameAndTheOtherGamesStillOpen) {
  paste(kXWins);
  EXPECT_FALSE(bench.pasteBoard("game tictactoe\nX X X\n"));
  EXPECT_NE(bench.status().find("clipboard:"), std::string::npos) << bench.status();
  EXPECT_EQ(bench.boardText(), kXWins);
  EXPECT_EQ(bench.view().name(), "tictactoe");
  // A gomoku board text goes back to the gomoku view: the shell asks each game whose the text is.
  paste(gomoku::saveBoardText(gomoku::GameRecord{}).c_str());
  EXPECT_EQ(bench.view().name(), "gomoku");
}

// What the third game does not implement comes from the defaults: a scene (its algorithm through
// chooseAlgorithm, its step), File > New and Save's text through its board files' codec.
TEST_F(ThirdGameTest, AScenesNewGameAndBoardTextComeFromTheDefaults) {
  paste(kXWins);
  Scene scene;
  scene.algo = "win";
  scene.step = 3;
  std::string error;
  ASSERT_TRUE(bench.view().applyScene(scene, error)) << error;
  EXPECT_EQ(bench.activeCursor().position(), 2u);
  Scene described;
  bench.view().describeScene(described);
  EXPECT_EQ(described.algo, "win");
  EXPECT_EQ(described.step, 3);
  scene.step = 99;
  EXPECT_FALSE(bench.view().applyScene(scene, error));
  EXPECT_NE(error.find("beyond the trace's 8 steps"), std::string::npos) << error;
  scene.algo = "minimax";
  EXPECT_FALSE(bench.view().applyScene(scene, error));
  EXPECT_EQ(error, "unknown tictactoe algorithm 'minimax'");

  bench.commands().get("game.new").run();
  imgui.frame(body);
  EXPECT_EQ(bench.boardText(), tictactoe::saveBoard(tictactoe::Board{}));
  EXPECT_FALSE(bench.unsaved()) << "a new board counts as saved";
  EXPECT_EQ(bench.view().name(), "tictactoe");
}

TEST(ThirdGameUnregistered, WithoutItsViewATicTacToeBoardIsRefusedAsBefore) {
  HeadlessImGui imgui;
  Workbench bench(Settings{}, {}, 1.0f);
  EXPECT_FALSE(bench.pasteBoard(kXWins));
  EXPECT_NE(bench.view().name(), "tictactoe");
}

TEST(ThirdGameShell, NoWorkbenchCommandLineOrEngineSourceNamesTheThirdGame) {
  int read = 0;
  for (const char* part : {"app/workbench", "app/cli", "app/common", "engine"}) {
    const std::filesystem::path folder = std::filesystem::path(testpaths::source) / part;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
      if (!entry.is_regular_file()) continue;
      std::ifstream in(entry.path());
      std::stringstream text;
      text << in.rdbuf();
      ++read;
      for (const char* name : {"tictactoe", "TicTacToe", "tic-tac-toe"})
        EXPECT_EQ(text.str().find(name), std::string::npos) << entry.path() << " names " << name;
    }
  }
  EXPECT_GT(read, 150);
}

}  // namespace
}  // namespace boardlab::ui
