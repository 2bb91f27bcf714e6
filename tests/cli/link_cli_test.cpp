// boardlab-cli link / trace on link boards, run as a real process.

#include <gtest/gtest.h>

#include "cli_runner.hpp"

#include <sys/wait.h>
#include <unistd.h>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

namespace {

using boardlab::test::cli;
using boardlab::test::examplePath;
using CliResult = boardlab::test::CliRun;

const char* const kIssueBoard = "game link\nsize 4x2\nborder on\nturns 2\ngrid\nAB.A\nB...\n";

std::map<std::string, nlohmann::json> byAlgo(const nlohmann::json& j) {
  std::map<std::string, nlohmann::json> m;
  for (const auto& r : j.at("results")) m[r.at("algo").get<std::string>()] = r;
  return m;
}

TEST(LinkCli, IssueExampleLinksOverTheTopRingExceptAsPublished) {
  const std::string file = boardlab::test::writeTempFile("issue.board", kIssueBoard);
  const CliResult run = cli("link " + file + " --from 0,0 --to 3,0 --algo all --json");
  ASSERT_EQ(run.code, 0) << run.out;
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j.at("game"), "link");
  EXPECT_EQ(j.at("size"), nlohmann::json::array({4, 2}));
  EXPECT_EQ(j.at("border"), true);
  EXPECT_EQ(j.at("turns"), 2);
  const auto r = byAlgo(j);
  ASSERT_EQ(r.size(), 4u);
  for (const char* algo : {"corners", "bfs", "rays"}) {
    const nlohmann::json& x = r.at(algo);
    EXPECT_EQ(x.at("linkable"), true) << algo;
    EXPECT_EQ(x.at("turns"), 2) << algo;
    EXPECT_EQ(x.at("shape"), "U") << algo;
    EXPECT_EQ(x.at("path"), nlohmann::json::parse("[[0,0],[0,-1],[3,-1],[3,0]]")) << algo;
    EXPECT_TRUE(x.at("reason").is_null()) << algo;
  }
  EXPECT_EQ(r.at("corners:objc").at("linkable"), false);
  EXPECT_EQ(r.at("corners:objc").at("reason"), "no-path");
  EXPECT_TRUE(r.at("corners:objc").at("path").is_null());
}

TEST(LinkCli, ResultsFollowTheOrderOfAlgoOptions) {
  const CliResult run = cli("link " + examplePath("link/corners-objc-early-return-detour.board") +
                            " --from 0,1 --to 3,3 --algo corners:objc --algo bfs --json");
  ASSERT_EQ(run.code, 0);
  const nlohmann::json j = nlohmann::json::parse(run.out);
  ASSERT_EQ(j.at("results").size(), 2u);
  EXPECT_EQ(j.at("results")[0].at("algo"), "corners:objc");
  EXPECT_EQ(j.at("results")[0].at("shape"), "U");
  EXPECT_EQ(j.at("results")[1].at("shape"), "L");
  EXPECT_EQ(j.at("results")[1].at("path"), nlohmann::json::parse("[[0,1],[0,3],[3,3]]"));
}

TEST(LinkCli, AnyTurnsOnlyBfsGivesAVerdict) {
  const std::string file =
      boardlab::test::writeTempFile("any.board", "game link\nsize 3x3\nborder off\nturns any\ngrid\nA.B\nBB.\n..A\n");
  const CliResult run = cli("link " + file + " --from 0,0 --to 2,2 --json");
  ASSERT_EQ(run.code, 0);
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j.at("turns"), "any");
  const auto r = byAlgo(j);
  for (const char* algo : {"corners", "corners:objc", "rays"}) {
    EXPECT_EQ(r.at(algo).at("applies"), false) << algo;
    EXPECT_TRUE(r.at(algo).at("linkable").is_null()) << algo;
    EXPECT_EQ(r.at(algo).at("reason"), "not-applicable") << algo;
  }
  EXPECT_EQ(r.at("bfs").at("linkable"), false);  // walled in: 1,0 and 0,1 are tiles
  EXPECT_EQ(r.at("bfs").at("reason"), "no-path");
}

TEST(LinkCli, RefusalsAreVerdictsNotErrors) {
  const std::string file = boardlab::test::writeTempFile("issue2.board", kIssueBoard);
  const nlohmann::json diff = nlohmann::json::parse(cli("link " + file + " --from 0,0 --to 1,0 --algo bfs --json").out);
  EXPECT_EQ(diff.at("results")[0].at("reason"), "different-faces");
  const nlohmann::json empty =
      nlohmann::json::parse(cli("link " + file + " --from 0,0 --to 2,0 --algo bfs --json").out);
  EXPECT_EQ(empty.at("results")[0].at("reason"), "empty-cell");
  const nlohmann::json same =
      nlohmann::json::parse(cli("link " + file + " --from 0,0 --to 0,0 --algo rays --json").out);
  EXPECT_EQ(same.at("results")[0].at("reason"), "same-cell");
}

TEST(LinkCli, PairsListsEveryLinkablePair) {
  const std::string file = boardlab::test::writeTempFile("pairs.board", kIssueBoard);
  const CliResult run = cli("link " + file + " --pairs --json");
  ASSERT_EQ(run.code, 0);
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j.at("pairs"), 2);
  EXPECT_EQ(j.at("list"), nlohmann::json::parse("[[[0,0],[3,0]],[[1,0],[0,1]]]"));
  const CliResult text = cli("link " + file + " --pairs");
  EXPECT_NE(text.out.find("2 linkable pairs"), std::string::npos) << text.out;
}

TEST(LinkCli, SolvePrintsARemovalOrderOfMatchingPairsCoveringEveryTile) {
  // (Replaying the order link by link is the engine tests' job; here: the whole order, well formed.)
  const CliResult run = cli("link " + examplePath("link/classic-12x8.board") + " --solve --json");
  ASSERT_EQ(run.code, 0);
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j.at("solvable"), true);
  std::ifstream in(examplePath("link/classic-12x8.board"));
  std::vector<std::string> grid;
  for (std::string line; std::getline(in, line);)
    if (line.size() == 12 && line.find(' ') == std::string::npos) grid.push_back(line);
  ASSERT_EQ(grid.size(), 8u);
  std::set<std::pair<int, int>> used;
  for (const auto& m : j.at("moves")) {
    const int c0 = m[0][0], r0 = m[0][1], c1 = m[1][0], r1 = m[1][1];
    EXPECT_EQ(grid[static_cast<std::size_t>(r0)][static_cast<std::size_t>(c0)],
              grid[static_cast<std::size_t>(r1)][static_cast<std::size_t>(c1)]);
    EXPECT_TRUE(used.insert({c0, r0}).second);
    EXPECT_TRUE(used.insert({c1, r1}).second);
  }
  EXPECT_EQ(used.size(), 96u);
  const std::string dead =
      boardlab::test::writeTempFile("dead.board", "game link\nsize 4x2\nborder off\nturns 2\ngrid\nABAB\nBABA\n");
  const nlohmann::json no = nlohmann::json::parse(cli("link " + dead + " --solve --json").out);
  EXPECT_EQ(no.at("solvable"), false);
  EXPECT_TRUE(no.at("moves").empty());
  const nlohmann::json gaveUp = nlohmann::json::parse(
      cli("link " + examplePath("link/classic-12x8.board") + " --solve --gravity --max-states 2 --json").out);
  EXPECT_TRUE(gaveUp.at("solvable").is_null());
  EXPECT_EQ(gaveUp.at("message"), "gave up after 2 states");
}

TEST(LinkCli, GeneratePrintsASolvableBoardFileDeterministically) {
  const CliResult a = cli("link --generate 8x6 --faces 5 --seed 11");
  const CliResult b = cli("link --generate 8x6 --faces 5 --seed 11");
  ASSERT_EQ(a.code, 0);
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out.find("game link\nsize 8x6\nborder on\nturns 2\ngrid\n"), std::string::npos) << a.out;
  const std::string file = boardlab::test::writeTempFile("generated.board", a.out);
  const nlohmann::json j = nlohmann::json::parse(cli("link " + file + " --solve --json").out);
  EXPECT_EQ(j.at("solvable"), true);
  EXPECT_EQ(cli("link --generate 8x6 --faces 99 --seed 1").code, 2);
  EXPECT_EQ(cli("link --generate eight --faces 5").code, 2);
}

TEST(LinkCli, TraceCommandPrintsStepsAsTextAndJson) {
  const std::string board = examplePath("link/corners-objc-no-ring.board");
  const CliResult json = cli("trace " + board + " --algo rays --from 0,0 --to 3,0 --json");
  ASSERT_EQ(json.code, 0) << json.out;
  const nlohmann::json j = nlohmann::json::parse(json.out);
  EXPECT_EQ(j.at("algo"), "rays");
  EXPECT_EQ(j.at("game"), "link");
  ASSERT_FALSE(j.at("steps").empty());
  EXPECT_EQ(j.at("steps").back().at("event"), "verdict");
  EXPECT_EQ(j.at("verdict").at("shape"), "U");
  bool namedRingCell = false;
  for (const auto& s : j.at("steps"))
    for (const auto& m : s.at("marks")) namedRingCell = namedRingCell || m.at("cell") == "0,-1";
  EXPECT_TRUE(namedRingCell) << "link cells are named C,R, ring included";
  const CliResult text = cli("trace " + board + " --algo corners:objc --from 0,0 --to 3,0");
  ASSERT_EQ(text.code, 0);
  EXPECT_NE(text.out.find("trace of corners:objc"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("never scanned"), std::string::npos) << text.out;
  EXPECT_EQ(cli("trace " + board + " --algo nope --from 0,0 --to 3,0").code, 2);
  EXPECT_EQ(cli("trace " + board + " --algo bfs").code, 2);
}

TEST(LinkCli, ExitCodesUsageTwoBadFileThree) {
  const std::string good = boardlab::test::writeTempFile("good.board", kIssueBoard);
  EXPECT_EQ(cli("link " + good + " --from 0,0 --to 3,0 --algo nope").code, 2);
  EXPECT_EQ(cli("link " + good + " --from 9,9 --to 3,0").code, 2);
  EXPECT_EQ(cli("link " + good + " --from a,b --to 3,0").code, 2);
  EXPECT_EQ(cli("link " + good).code, 2);
  EXPECT_EQ(cli("link --from 0,0 --to 1,1").code, 2);
  const std::string bad = boardlab::test::writeTempFile("bad.board", "game link\nsize 4x2\ngrid\nAB.A\nB..\n");
  const CliResult run = cli("link " + bad + " --from 0,0 --to 3,0", true);
  EXPECT_EQ(run.code, 3);
  EXPECT_NE(run.out.find("bad.board:5: row has 3 cells"), std::string::npos) << run.out;
  EXPECT_EQ(cli("link /nonexistent.board --pairs").code, 3);
  EXPECT_EQ(cli("trace " + bad + " --algo bfs --from 0,0 --to 3,0").code, 3);
}

TEST(LinkCli, HelpShowsAnExample) {
  const CliResult run = cli("link --help");
  EXPECT_EQ(run.code, 0);
  EXPECT_NE(run.out.find("boardlab-cli link examples/link/"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("corners:objc: Article 004: \"连连看核心算法\", author not named, year not given."),
            std::string::npos)
      << run.out;
}

}  // namespace
