// Share links on the command line: `convert --to share` writes the scene's link, the link is taken wherever
// a board file is (trace, gomoku, link, convert) with its scene filling in the options left out, and a
// broken link is refused with the field and the character (exit 3), never read as something else.

#include <gtest/gtest.h>

#include <string>

#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {
namespace {

std::string example(const std::string& path) { return std::string(testpaths::source) + "/examples/" + path; }
std::string quoted(const std::string& s) { return "'" + s + "'"; }

std::string linkOf(const std::string& args) {
  const CliRun r = cli("convert " + args + " --to share");
  EXPECT_EQ(r.code, 0) << r.err;
  std::string out = r.out;
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

TEST(ShareCli, AGomokuSceneGoesToALinkThatTraceAndGomokuRead) {
  const std::string link = linkOf(example("gomoku/scan-objc-edge.board") + " --algo scan:objc --step 5");
  EXPECT_EQ(link, "v=1&g=gomoku&size=15&rule=freestyle&moves=a8.c5.b8.d5.c8.e5.d8.f5.e8&algo=scan:objc&step=5");
  const CliRun fromLink = cli("trace " + quoted(link));
  const CliRun fromFile = cli("trace " + example("gomoku/scan-objc-edge.board") + " --algo scan:objc");
  ASSERT_EQ(fromLink.code, 0) << fromLink.err;
  EXPECT_EQ(fromLink.out, fromFile.out) << "the link's algo is the one traced";
  const CliRun verdicts = cli("gomoku " + quoted("https://example.org/BoardLab.html#" + link) + " --json");
  ASSERT_EQ(verdicts.code, 0) << verdicts.err;
  EXPECT_NE(verdicts.out.find("\"scan:objc\""), std::string::npos);
  const CliRun board = cli("convert " + quoted(link) + " --to board");
  ASSERT_EQ(board.code, 0) << board.err;
  EXPECT_NE(board.out.find("moves a8 c5 b8 d5 c8 e5 d8 f5 e8"), std::string::npos) << board.out;
  EXPECT_EQ(cli("convert " + quoted(link) + " --to psq").code, 0);
}

TEST(ShareCli, ALinkBoardsPairAndAlgorithmComeFromItsLink) {
  const std::string link =
      linkOf(example("link/corners-objc-no-ring.board") + " --algo corners:objc --pair 0,0-3,0 --step 3");
  const CliRun traced = cli("trace " + quoted(link));
  ASSERT_EQ(traced.code, 0) << traced.err;
  EXPECT_NE(traced.out.find("corners:objc"), std::string::npos) << traced.out;
  const CliRun linked = cli("link " + quoted(link) + " --json");
  ASSERT_EQ(linked.code, 0) << linked.err;
  EXPECT_NE(linked.out.find("\"corners:objc\""), std::string::npos) << linked.out;
  EXPECT_EQ(cli("convert " + quoted(link) + " --to sgf").code, 2) << "a link board has no SGF";
}

// The link the workbench copies for lesson 14 (tests/app/shell/share_link_ui_test.cpp) is the one convert
// writes, and trace reads its scene: the pair and the algorithm, the path found.
TEST(ShareCli, TheWorkbenchsLinkOfALessonIsConvertsAndTraceReadsIt) {
  const std::string desktop =
      "v=1&g=link&size=12x8&border=on&turns=2&tiles=...............................FB.B..G.LCKLGBDIHCG."
      "IBGJFJEGBGKGCEGAHIE....CLIIJAAJLHFFALHAILBEAD&algo=bfs&from=7,2&to=0,7&step=3&lesson=14-bfs";
  EXPECT_EQ(linkOf(example("link/midgame-12x8.board") + " --algo bfs --pair 7,2-0,7 --step 3 --lesson 14-bfs"),
            desktop);
  const CliRun traced = cli("trace " + quoted(desktop));
  ASSERT_EQ(traced.code, 0) << traced.err;
  EXPECT_NE(traced.out.find("trace of bfs"), std::string::npos) << traced.out;
  EXPECT_NE(traced.out.find("7,2"), std::string::npos) << traced.out;
}

TEST(ShareCli, ABrokenLinkIsRefusedNamingTheFieldAndAProgramIsNeverNamed) {
  const CliRun broken = cli("trace 'v=1&g=link&size=4x2&tiles=A.BA.B&algo=corners&from=0,0&to=2,0'");
  EXPECT_EQ(broken.code, 3);
  EXPECT_NE(broken.err.find("field 'tiles' (character 21): 6 cells for a 4x2 board of 8"), std::string::npos)
      << broken.err;
  const CliRun newer = cli("gomoku 'v=2&g=gomoku&size=15'");
  EXPECT_EQ(newer.code, 3);
  EXPECT_NE(newer.err.find("needs share-link version 2"), std::string::npos) << newer.err;
  const CliRun otherGame = cli("link 'v=1&g=gomoku&size=15&moves=h8'");
  EXPECT_EQ(otherGame.code, 3);
  EXPECT_NE(otherGame.err.find("not a link one"), std::string::npos) << otherGame.err;
  const CliRun program =
      cli("convert " + example("gomoku/centre-five.board") + " --to share --algo 'ext:python3 x.py'");
  EXPECT_EQ(program.code, 2);
  EXPECT_NE(program.err.find("never names a program"), std::string::npos) << program.err;
  const CliRun dropped = cli("trace 'v=1&g=gomoku&size=15&moves=h8&algo=my-check'");
  EXPECT_EQ(dropped.code, 2) << "no algorithm left to trace";
  EXPECT_NE(dropped.err.find("never starts a program"), std::string::npos) << dropped.err;
}

}  // namespace
}  // namespace boardlab::test
