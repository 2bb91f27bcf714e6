// The limits of docs/limits.md as a command-line user meets them: each request or file past a limit is
// refused with a message on stderr that names the limit, and a usage (2) or bad-input (3) exit code.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "cli_runner.hpp"

namespace {

using boardlab::test::cli;
using boardlab::test::examplePath;
using boardlab::test::writeTempFile;

TEST(LimitsCli, SolverStatesPastTheMostAreRefused) {
  const auto refused = cli("link " + examplePath("link/classic-12x8.board") + " --solve --max-states 2000001");
  EXPECT_EQ(refused.code, 2);
  EXPECT_EQ(refused.err,
            "error: --max-states 2000001 is past the limit of 2000000 states (one search's memory grows with them)\n");
  EXPECT_TRUE(refused.out.empty());
  const auto most = cli("link " + examplePath("link/classic-12x8.board") + " --solve --max-states 2000000 --json");
  EXPECT_EQ(most.code, 0) << most.err;
  EXPECT_NE(most.out.find("\"status\":\"solved\""), std::string::npos) << most.out;
}

TEST(LimitsCli, GeneratedBoardsPastTheSizeLimitAreRefusedNamingTheRange) {
  const auto wide = cli("link --generate 65x8");
  EXPECT_EQ(wide.code, 2);
  EXPECT_EQ(wide.err, "error: board size 65x8 is outside 1..64\n");
  const auto tall = cli("link --generate 8x1000");
  EXPECT_EQ(tall.code, 2);
  EXPECT_EQ(tall.err, "error: board size 8x1000 is outside 1..64\n");
}

TEST(LimitsCli, FilesPastOneMebibyteAreRefusedNamingTheFile) {
  const std::string big = writeTempFile("big.board", "game gomoku\n" + std::string((1 << 20) + 1, '#') + "\n");
  for (const char* command : {"gomoku ", "link ", "convert --to sgf ", "trace --algo scan "}) {
    const auto run = cli(command + big);
    EXPECT_EQ(run.code, 3) << command;
    EXPECT_EQ(run.err, "error: " + big + ":0: file is larger than 1048576 bytes\n") << command;
  }
  std::filesystem::remove(big);  // a mebibyte: not left behind in the temporary folder
}

TEST(LimitsCli, RecordsPastTenThousandActionsAreRefusedOnTheirLine) {
  std::string text = "game gomoku\nmoves h8\n";
  for (int i = 0; i < 5000; ++i) text += "undo redo\n";  // 10,001 actions
  const std::string file = writeTempFile("long.board", text);
  const auto run = cli("gomoku " + file);
  EXPECT_EQ(run.code, 3);
  EXPECT_EQ(run.err, "error: " + file + ":5002: more than 10000 moves\n");
}

}  // namespace
