// The tests' tic-tac-toe in the command line: added by one line (tests/third_game/third_game_cli.cpp) to the
// CLI's own objects, it gets `trace` (text and JSON), `convert --to board|share` and share links, with no
// other change to the CLI. The built-in boardlab-cli, without that line, knows no such game.

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "tests/cli/cli_runner.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {
namespace {

// Runs the third-game CLI with `args` (shell-quoted); standard error goes to `err`.
CliRun thirdGame(const std::string& args) {
  const std::string errFile = (testpaths::scratchDir("third-game-cli") / "err").string();
  CliRun run;
  FILE* pipe = popen((std::string(testpaths::thirdGameCli) + " " + args + " 2>" + errFile).c_str(), "r");
  if (!pipe) return run;
  char buffer[4096];
  std::size_t n = 0;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) run.out.append(buffer, n);
  const int status = pclose(pipe);
  run.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream in(errFile);
  std::ostringstream text;
  text << in.rdbuf();
  run.err = text.str();
  return run;
}

constexpr const char* kWonBoard =
    "game tictactoe\n"
    "X O .\n"
    ". X O\n"
    ". . X\n";

class ThirdGameCli : public ::testing::Test {
 protected:
  std::string file = (testpaths::scratchDir("third-game-board") / "won.board").string();
  void SetUp() override { std::ofstream(file) << kWonBoard; }
};

TEST_F(ThirdGameCli, TraceWalksTheLinesUntilTheWinningOneInTextAndJson) {
  const CliRun text = thirdGame("trace " + file + " --algo win");
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("tictactoe, O to move; win: X wins"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("Line 7 (a3-c1): three X in a row."), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("cells: a3(winning) b2(winning) c1(winning)"), std::string::npos) << text.out;
  const CliRun json = thirdGame("trace " + file + " --algo win --json");
  ASSERT_EQ(json.code, 0) << json.err;
  const nlohmann::json doc = nlohmann::json::parse(json.out);
  EXPECT_EQ(doc["game"], "tictactoe");
  EXPECT_EQ(doc["steps"].size(), 8u) << "seven lines looked at, then the verdict";
  EXPECT_EQ(doc["listing"].size(), 4u);
}

TEST_F(ThirdGameCli, AShareLinkOfTheSceneTracesAndConvertsBackToTheSameBoard) {
  const CliRun share = thirdGame("convert " + file + " --to share --algo win --step 3");
  ASSERT_EQ(share.code, 0) << share.err;
  const std::string link = share.out.substr(0, share.out.find('\n'));
  EXPECT_NE(link.find("g=tictactoe"), std::string::npos) << link;
  EXPECT_NE(link.find("cells=XO..XO..X"), std::string::npos) << link;
  const CliRun traced = thirdGame("trace '" + link + "'");
  ASSERT_EQ(traced.code, 0) << traced.err;
  EXPECT_EQ(traced.out, thirdGame("trace " + file + " --algo win").out) << "the link's algorithm, on the same board";
  const CliRun board = thirdGame("convert '" + link + "' --to board");
  ASSERT_EQ(board.code, 0) << board.err;
  EXPECT_EQ(board.out, kWonBoard);
}

TEST_F(ThirdGameCli, WhatTheGameDoesNotHaveIsRefusedByName) {
  const CliRun sgf = thirdGame("convert " + file + " --to sgf");
  EXPECT_EQ(sgf.code, 2);
  EXPECT_NE(sgf.err.find("converts no tictactoe board to sgf (only to board and share)"), std::string::npos) << sgf.err;
  const CliRun pair = thirdGame("trace " + file + " --algo win --from 1,1");
  EXPECT_EQ(pair.code, 2);
  EXPECT_NE(pair.err.find("--from is no option of a tictactoe board"), std::string::npos) << pair.err;
  const CliRun algo = thirdGame("trace " + file + " --algo scan");
  EXPECT_EQ(algo.code, 2);
  EXPECT_NE(algo.err.find("unknown tictactoe algorithm 'scan'"), std::string::npos) << algo.err;
  const CliRun cells = thirdGame("trace 'v=1&g=tictactoe&algo=win&cells=XOX'");
  EXPECT_NE(cells.code, 0);
  EXPECT_NE(cells.err.find("cells"), std::string::npos) << cells.err;
  EXPECT_NE(cells.err.find("9 cells, not 3"), std::string::npos) << cells.err;
  const CliRun past = thirdGame("trace 'v=1&g=tictactoe&algo=win&step=9&cells=XO..XO..X'");
  EXPECT_NE(past.code, 0);
  EXPECT_NE(past.err.find("step"), std::string::npos) << past.err;
}

TEST_F(ThirdGameCli, TheBuiltInCliWithoutTheOneLineKnowsNoSuchGame) {
  const CliRun run = cli("trace " + file + " --algo win");
  EXPECT_EQ(run.code, 3);
  EXPECT_NE(run.err.find("unknown game 'tictactoe'"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace boardlab::test
