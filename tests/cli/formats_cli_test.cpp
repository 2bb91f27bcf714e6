// boardlab-cli with the standard gomoku formats: `convert`, and `gomoku` / `trace` reading PSQ, SGF and
// move strings, run as real processes. Notes go to stderr, never into --json stdout.

#include <gtest/gtest.h>

#include "cli_runner.hpp"

#include <sys/wait.h>
#include <unistd.h>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include "tests/test_paths.hpp"

namespace {

using boardlab::test::cli;
using CliRun = boardlab::test::CliRun;

std::string formats(const std::string& name) {
  return std::string(testpaths::source) + "/examples/gomoku/formats/" + name;
}

// A scratch file for one test, removed at the end.
class TempFile {
 public:
  TempFile(const std::string& name, const std::string& text)
      : path_(std::filesystem::temp_directory_path() / (std::to_string(getpid()) + "-" + name)) {
    std::ofstream(path_, std::ios::binary) << text;
  }
  ~TempFile() { std::filesystem::remove(path_); }
  std::string path() const { return path_.string(); }

 private:
  std::filesystem::path path_;
};

TEST(FormatsCli, ConvertPsqToSgfMovesAndBoard) {
  CliRun run = cli("convert " + formats("short-game.psq") + " --to sgf");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_EQ(run.out,
            "(;GM[4]FF[4]CA[UTF-8]AP[BoardLab]SZ[15]\n;B[hh];W[hg];B[ih];W[ig];B[jh];W[jg];B[gh];W[gg];B[kh])\n");
  EXPECT_EQ(run.err, "");

  run = cli("convert " + formats("short-game.sgf") + " --to moves");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_EQ(run.out, "h8h9i8i9j8j9g8g9k8\n");

  run = cli("convert " + formats("short-game.txt") + " --to moves --top-origin");
  ASSERT_EQ(run.code, 0) << run.err;
  // Read with rows from the top as well, so the same text comes back; the reader's assumption is a note.
  EXPECT_EQ(run.out, "h8h9i8i9j8j9g8g9k8\n");
  EXPECT_NE(run.err.find("note: "), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("rows counted from the top"), std::string::npos) << run.err;

  run = cli("convert " + formats("short-game.txt") + " --to psq");
  ASSERT_EQ(run.code, 0) << run.err;
  // The example's moves; BoardLab writes time 0 and no player lines.
  EXPECT_EQ(run.out,
            "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,7,0\n9,8,0\n9,7,0\n10,8,0\n10,7,0\n7,8,0\n7,7,0\n11,8,0\n-1\n");
}

TEST(FormatsCli, ConvertPsqToBoardGivesAFileTheGomokuCommandReads) {
  const CliRun run = cli("convert " + formats("short-game.psq") + " --to board");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_EQ(run.out, "game gomoku\nsize 15\nrule freestyle\nmoves h8 h9 i8 i9 j8 j9 g8 g9 k8\n");
}

TEST(FormatsCli, ConvertRefusals) {
  const TempFile bad("bad.psq", "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n");
  CliRun run = cli("convert " + bad.path() + " --to sgf");
  EXPECT_EQ(run.code, 3);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find(bad.path() + ":3: move 2: 8,8 (h8) already holds a black stone"), std::string::npos)
      << run.err;

  const TempFile grid("grid.board", "game gomoku\nsize 5\ngrid\n.....\n.....\n..x..\n.....\n.....\n");
  run = cli("convert " + grid.path() + " --to psq");
  EXPECT_EQ(run.code, 2);  // the file is fine; PSQ cannot hold its starting grid
  EXPECT_NE(run.err.find("PSQ cannot hold a starting grid"), std::string::npos) << run.err;

  run = cli("convert " + grid.path() + " --to png");
  EXPECT_EQ(run.code, 2);
}

TEST(FormatsCli, GomokuReadsEveryFormatAndKeepsNotesOutOfJson) {
  nlohmann::json first;
  for (const char* name : {"short-game.psq", "short-game.sgf", "short-game.txt"}) {
    const CliRun run = cli("gomoku " + formats(name) + " --algo scan --algo lines --json");
    ASSERT_EQ(run.code, 0) << name << ": " << run.err;
    const nlohmann::json j = nlohmann::json::parse(run.out);  // throws (fails the test) if a note leaked into stdout
    EXPECT_EQ(j.at("moves"), 9) << name;
    for (const nlohmann::json& r : j.at("results")) {
      EXPECT_EQ(r.at("winner"), "black") << name;
      EXPECT_EQ(r.at("ply"), 9) << name;
      EXPECT_EQ(r.at("line"), nlohmann::json({"g8", "h8", "i8", "j8", "k8"})) << name;
    }
    if (first.is_null()) first = j;
    EXPECT_EQ(j, first) << name;
  }
  // The move string's assumptions are printed on stderr.
  const CliRun run = cli("gomoku " + formats("short-game.txt") + " --algo scan --json");
  EXPECT_NE(run.err.find("note: " + formats("short-game.txt") + ": a move string holds only the moves"),
            std::string::npos)
      << run.err;
}

TEST(FormatsCli, GomokuOnALenientPsqPrintsWhatWasAssumed) {
  const TempFile zero("zero.psq", "Piskvorky 15x15, 11:11, 0\n7,7,0\n7,6,0\n0,0,0\n");
  const CliRun run = cli("gomoku " + zero.path() + " --algo scan");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_EQ(run.out.substr(0, run.out.find('\n')), "gomoku 15x15, freestyle rule, 3 moves");
  EXPECT_NE(run.err.find(zero.path() + ":4: a 0 coordinate: read every move as 0-based"), std::string::npos) << run.err;
}

TEST(FormatsCli, GomokuByContentWhenTheExtensionSaysNothing) {
  const TempFile sgf("game.dat", "(;GM[4]SZ[15];B[hh];W[hg])");
  const CliRun run = cli("gomoku " + sgf.path() + " --algo scan --json");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_EQ(nlohmann::json::parse(run.out).at("moves"), 2);

  const TempFile none("game.dat2", "hello\n");
  const CliRun refused = cli("gomoku " + none.path());
  EXPECT_EQ(refused.code, 3);
  EXPECT_NE(refused.err.find(none.path() + ":0: cannot tell the format"), std::string::npos) << refused.err;
}

TEST(FormatsCli, TopOriginMoveStringsOnTheGomokuCommand) {
  // Black's five on the third row: from the top that row is 13 in renju notation, from the bottom it is 3.
  const TempFile moves("third-row.txt", "h3h4i3i4j3j4g3g4k3\n");
  const CliRun top = cli("gomoku " + moves.path() + " --algo scan --json --top-origin");
  ASSERT_EQ(top.code, 0) << top.err;
  EXPECT_EQ(nlohmann::json::parse(top.out).at("results").at(0).at("line"),
            nlohmann::json({"g13", "h13", "i13", "j13", "k13"}));
  const CliRun bottom = cli("gomoku " + moves.path() + " --algo scan --json");
  ASSERT_EQ(bottom.code, 0) << bottom.err;
  EXPECT_EQ(nlohmann::json::parse(bottom.out).at("results").at(0).at("line"),
            nlohmann::json({"g3", "h3", "i3", "j3", "k3"}));
}

TEST(FormatsCli, TraceTakesTheGomokuPathForOtherFormats) {
  for (const char* name : {"short-game.psq", "short-game.sgf", "short-game.txt"}) {
    const CliRun run = cli("trace " + formats(name) + " --algo lines --json");
    ASSERT_EQ(run.code, 0) << name << ": " << run.err;
    const nlohmann::json j = nlohmann::json::parse(run.out);
    EXPECT_EQ(j.at("game"), "gomoku") << name;
    EXPECT_EQ(j.at("ply"), 9) << name;
    EXPECT_EQ(j.at("at"), "k8") << name;
  }
  // Board files still dispatch on their `game` line.
  const CliRun link = cli("trace " + std::string(testpaths::source) +
                          "/examples/link/corners-objc-no-ring.board --algo bfs --from 0,0 --to 3,0 --json");
  EXPECT_EQ(link.code, 0) << link.err;
}

}  // namespace
