// boardlab-cli diff, run as a real process: on board files, and the random search whose printed board
// must reproduce the difference when fed back in.

#include <gtest/gtest.h>

#include "cli_runner.hpp"

#include <sys/wait.h>
#include <unistd.h>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

namespace {

using boardlab::test::cli;
using boardlab::test::examplePath;
using CliResult = boardlab::test::CliRun;

nlohmann::json json(const CliResult& r) { return nlohmann::json::parse(r.out); }

TEST(DiffCli, GomokuFileFirstMoveWhereTheyDiffer) {
  const CliResult run =
      cli("diff " + examplePath("gomoku/scan-objc-edge.board") + " --algo scan --algo scan:objc --json");
  ASSERT_EQ(run.code, 0) << run.out;
  const nlohmann::json j = json(run);
  EXPECT_TRUE(j.at("differs").get<bool>());
  EXPECT_EQ(j.at("ply"), 9);
  EXPECT_EQ(j.at("at"), "e8");
  EXPECT_EQ(j.at("results").at(0).at("winner"), "black");
  EXPECT_TRUE(j.at("results").at(1).at("winner").is_null());
  EXPECT_TRUE(j.at("divergence").is_number_integer());

  const nlohmann::json same =
      json(cli("diff " + examplePath("gomoku/scan-objc-edge.board") + " --algo scan,bitboard --json"));
  EXPECT_FALSE(same.at("differs").get<bool>());
  EXPECT_TRUE(same.at("ply").is_null());

  const CliResult text = cli("diff " + examplePath("gomoku/scan-objc-edge.board") + " --algo scan --algo scan:objc");
  EXPECT_EQ(text.code, 0);
  EXPECT_NE(text.out.find("differ at move 9 (e8)"), std::string::npos) << text.out;
}

TEST(DiffCli, WinningLinesDifferOnlyWithLines) {
  const std::string six =
      boardlab::test::writeTempFile("six.board", "game gomoku\nsize 15\nmoves b2 a5 b6 c5 b3 d5 b5 e5 b1 a4 b4\n");
  EXPECT_FALSE(json(cli("diff " + six + " --algo lines --algo lines:js --json")).at("differs").get<bool>());
  const nlohmann::json j = json(cli("diff " + six + " --algo lines --algo lines:js --lines --json"));
  EXPECT_TRUE(j.at("differs").get<bool>());
  EXPECT_EQ(j.at("results").at(0).at("line").size(), 6u);
  EXPECT_EQ(j.at("results").at(1).at("line").size(), 5u);
}

TEST(DiffCli, LinkFileEveryPairOrOne) {
  const std::string file = examplePath("link/corners-objc-no-ring.board");
  const nlohmann::json all = json(cli("diff " + file + " --algo corners --algo corners:objc --json"));
  EXPECT_EQ(all.at("compared"), 2);
  ASSERT_EQ(all.at("differing"), 1);
  EXPECT_EQ(all.at("pairs").at(0).at("from"), nlohmann::json::array({0, 0}));
  EXPECT_EQ(all.at("pairs").at(0).at("to"), nlohmann::json::array({3, 0}));
  EXPECT_EQ(all.at("pairs").at(0).at("results").at(0).at("linkable"), true);
  EXPECT_EQ(all.at("pairs").at(0).at("results").at(1).at("linkable"), false);

  const nlohmann::json one = json(cli("diff " + file + " --algo corners --algo bfs --from 0,0 --to 3,0 --json"));
  ASSERT_EQ(one.at("pairs").size(), 1u);
  EXPECT_FALSE(one.at("pairs").at(0).at("differs").get<bool>());
  EXPECT_EQ(one.at("differing"), 0);
}

struct Variant {
  const char* game;
  const char* a;
  const char* b;
};

class DiffCliRandom : public ::testing::TestWithParam<Variant> {};

// The search finds a difference, and the board it prints (text output, findings as comments) is a board
// file on which `diff FILE` shows the same difference.
TEST_P(DiffCliRandom, FindsAndPrintsABoardThatStillDiffers) {
  const Variant v = GetParam();
  const std::string args =
      std::string("diff --random ") + v.game + " --algo " + v.a + " --algo " + v.b + " --seed 1 --tries 300";
  const CliResult run = cli(args + " --json");
  ASSERT_EQ(run.code, 0) << run.out;
  const nlohmann::json j = json(run);
  ASSERT_TRUE(j.at("found").get<bool>()) << run.out;
  EXPECT_EQ(j.at("state"), "found");
  EXPECT_TRUE(j.at("differs").get<bool>());
  EXPECT_LE(j.at("tried").get<int>(), 300);
  const std::string unit = std::string(v.game) == "gomoku" ? "actions" : "tiles";
  EXPECT_LE(j.at("shrunk").at(unit).get<int>(), j.at("first").at(unit).get<int>());

  const CliResult text = cli(args);
  ASSERT_EQ(text.code, 0);
  const std::string file =
      boardlab::test::writeTempFile(std::string(v.b).replace(std::string(v.b).find(':'), 1, "-") + ".board", text.out);
  std::string again = "diff " + file + " --algo " + v.a + " --algo " + v.b + " --json";
  if (std::string(v.game) == "link") {
    const auto cell = [](const nlohmann::json& c) {
      return std::to_string(c.at(0).get<int>()) + "," + std::to_string(c.at(1).get<int>());
    };
    again += " --from " + cell(j.at("from")) + " --to " + cell(j.at("to"));
  }
  const CliResult back = cli(again);
  ASSERT_EQ(back.code, 0) << text.out;
  const nlohmann::json b = json(back);
  if (std::string(v.game) == "gomoku") {
    EXPECT_TRUE(b.at("differs").get<bool>()) << text.out;
    EXPECT_EQ(b.at("ply"), j.at("ply"));
    EXPECT_EQ(b.at("results"), j.at("results"));
  } else {
    EXPECT_EQ(b.at("differing"), 1) << text.out;
  }
}

INSTANTIATE_TEST_SUITE_P(AsPublished, DiffCliRandom,
                         ::testing::Values(Variant{"gomoku", "scan", "scan:objc"},
                                           Variant{"gomoku", "scan", "scan:java"},
                                           Variant{"gomoku", "lines", "lines:js"},
                                           Variant{"gomoku", "windows", "windows:csharp"},
                                           Variant{"link", "corners", "corners:objc"}));

TEST(DiffCli, CorrectedAlgorithmsAgreeAndExitZero) {
  const CliResult g = cli("diff --random gomoku --algo scan --algo bitboard --tries 40 --json");
  ASSERT_EQ(g.code, 0);
  EXPECT_EQ(json(g).at("state"), "not-found");
  EXPECT_EQ(json(g).at("tried"), 40);
  const CliResult l = cli("diff --random link --algo corners --algo bfs --tries 40");
  ASSERT_EQ(l.code, 0);
  EXPECT_NE(l.out.find("no difference between corners and bfs in 40 of 40 random boards"), std::string::npos) << l.out;
}

TEST(DiffCli, UsageAndBadFiles) {
  const std::string g = examplePath("gomoku/scan-objc-edge.board");
  EXPECT_EQ(cli("diff " + g + " --algo scan").code, 2);                               // one algorithm
  EXPECT_EQ(cli("diff " + g + " --algo scan --algo nope").code, 2);                   // unknown
  EXPECT_EQ(cli("diff " + g + " --algo corners --algo bfs").code, 2);                 // link names, gomoku file
  EXPECT_EQ(cli("diff " + g + " --random gomoku --algo scan --algo lines").code, 2);  // both a file and --random
  EXPECT_EQ(cli("diff --algo scan --algo lines").code, 2);                            // neither
  EXPECT_EQ(cli("diff --random chess --algo scan --algo lines").code, 2);
  EXPECT_EQ(cli("diff --random gomoku --algo scan --algo lines --size 3").code, 2);  // below 5
  EXPECT_EQ(cli("diff --random link --algo corners --algo bfs --rule standard").code, 2);
  EXPECT_EQ(cli("diff --random link --algo corners --algo bfs --lines").code, 2);
  EXPECT_EQ(cli("diff /nonexistent/x.board --algo scan --algo lines").code, 3);
  // As the first releases' docs wrote it, without the game: the message says --random wants one, and which.
  const boardlab::test::CliRun noGame = cli("diff --random --algo scan --algo scan:java");
  EXPECT_EQ(noGame.code, 2);
  EXPECT_NE(
      noGame.err.find("names the game first (gomoku or link): diff --random gomoku --algo A --algo B, not '--algo'"),
      std::string::npos)
      << noGame.err;
  EXPECT_EQ(
      cli("diff " + boardlab::test::writeTempFile("bad.board", "game gomoku\nsize 3\n") + " --algo scan --algo lines")
          .code,
      3);
}

// Counts read as English: "1 move", "1 step", "1 tile", never "1 moves".
TEST(DiffCli, OneOfAThingIsSingular) {
  const std::string one = boardlab::test::writeTempFile("one-move.board", "game gomoku\nsize 15\nmoves h8\n");
  const boardlab::test::CliRun game = cli("gomoku " + one + " --algo scan");
  EXPECT_NE(game.out.find(", 1 move\n"), std::string::npos) << game.out;
  const boardlab::test::CliRun trace = cli("trace " + one + " --algo bitboard");
  EXPECT_EQ(trace.out.find("1 steps"), std::string::npos) << trace.out;
  const boardlab::test::CliRun found = cli("diff --random gomoku --algo scan --algo scan:objc --tries 300");
  EXPECT_EQ(found.out.find(" 1 moves"), std::string::npos) << found.out;
  EXPECT_EQ(found.out.find(" 1 steps"), std::string::npos) << found.out;
}

}  // namespace
