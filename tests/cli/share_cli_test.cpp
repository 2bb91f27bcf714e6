// Share links on the command line: `convert --to share` writes the scene's link, the link is taken wherever
// a board file is (trace, gomoku, link, convert) with its scene filling in the options left out, and a
// broken link is refused with the field and the character (exit 3), never read as something else.

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <thread>

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

// ---- links refused as links, with the field --------------------------------------------------

// Point 8: the forbidden check is renju's; on a board of another rule the verdict says what that rule makes
// of the point (nothing is forbidden) and what renju would.
TEST(ShareCli, AForbiddenTraceOnAFreestyleBoardSaysNothingIsForbiddenThere) {
  const std::string moves = "f8.a1.g8.a3.h7.a5.h6.a7";  // h8 is a double-three for black under renju
  const CliRun freestyle =
      cli("trace " + quoted("v=1&g=gomoku&size=15&rule=freestyle&moves=" + moves + "&algo=forbidden&point=h8"));
  ASSERT_EQ(freestyle.code, 0) << freestyle.err;
  EXPECT_EQ(freestyle.out.find("black may not play it"), std::string::npos) << freestyle.out;
  EXPECT_NE(freestyle.out.find("under freestyle no move is forbidden; renju would forbid it (double-three)"),
            std::string::npos)
      << freestyle.out;
  const CliRun renju =
      cli("trace " + quoted("v=1&g=gomoku&size=15&rule=renju&moves=" + moves + "&algo=forbidden&point=h8"));
  ASSERT_EQ(renju.code, 0) << renju.err;
  EXPECT_NE(renju.out.find("black may not play it (double-three)"), std::string::npos) << renju.out;
}

// Point 9: a lesson of the other game, or none at all, is refused naming the field or the option.
TEST(ShareCli, ALessonOfAnotherGameOrOfNoneIsRefused) {
  const CliRun other = cli("gomoku " + quoted("v=1&g=gomoku&size=15&moves=h8&lesson=14-bfs"));
  EXPECT_EQ(other.code, 3);
  EXPECT_NE(other.err.find("field 'lesson' (character 31): '14-bfs' is a lesson about link boards"), std::string::npos)
      << other.err;
  const CliRun none = cli("convert " + example("gomoku/centre-five.board") + " --to share --lesson does-not-exist");
  EXPECT_EQ(none.code, 2);
  EXPECT_TRUE(none.out.empty()) << "no link written: " << none.out;
  EXPECT_NE(none.err.find("--lesson 'does-not-exist' is no shipped lesson"), std::string::npos) << none.err;
}

// Point 10: convert reads a link as every command does; each scene field is refused there, named, with its
// character, never later as an option the user did not type.
TEST(ShareCli, EverySceneFieldIsRefusedWhereTheLinkIsRead) {
  const std::string tiles = "v=1&g=link&size=4x2&tiles=A.BA.B..";
  const std::string nine = "v=1&g=gomoku&size=15&moves=a1.a2.a3.a4.a5.a6.a7.a8.a9";
  const std::vector<std::pair<std::string, std::string>> cases{
      {tiles + "&from=5,5&to=0,0", "field 'from' (character 41): '5,5' is outside the 4x2 tile area"},
      {tiles + "&from=0,0", "field 'from' (character 36): 'from' needs 'to'"},
      {tiles + "&move=1", "field 'move' (character 36): no field of a link board's link"},
      {"v=1&g=gomoku&size=15&point=z99", "field 'point' (character 28): 'z99' is no point"},
      {nine + "&move=10", "field 'move' (character 55): move 10 of a game of 9 moves"},
      {nine + "&step=1000001", "field 'step' (character 55): '1000001' is not a number from 1 to 1000000"},
      {nine + "&step=0", "field 'step' (character 55): '0' is not a number from 1"},
      {"v=1&g=gomoku&size=15&from=0,0&to=1,1", "field 'from' (character 22): no field of a gomoku link"},
      {"v=01&g=gomoku&size=15", "field 'v' (character 1): '01' is not a number"},
  };
  for (const auto& [link, says] : cases) {
    const CliRun r = cli("convert " + quoted(link) + " --to share");
    EXPECT_EQ(r.code, 3) << link;
    EXPECT_NE(r.err.find("share link, " + says), std::string::npos) << link << "\n" << r.err;
    EXPECT_EQ(r.err.find("--"), std::string::npos) << "no option named: " << r.err;
  }
}

// Point 11: a step past the trace's end is refused naming the field and the trace's length.
TEST(ShareCli, AStepPastTheTracesEndIsRefusedWithTheTracesLength) {
  const std::string link = "v=1&g=link&size=4x2&border=on&turns=2&tiles=A.BA.B..&algo=corners&from=0,0&to=3,0";
  const CliRun within = cli("trace " + quoted(link + "&step=1"));
  ASSERT_EQ(within.code, 0) << within.err;
  const CliRun past = cli("trace " + quoted(link + "&step=99999"));
  EXPECT_EQ(past.code, 3);
  EXPECT_NE(past.err.find("field 'step' (character 83): step 99999 is past the trace's end: it has "),
            std::string::npos)
      << past.err;
}

// Point 14: forbidden and diff take a link, as every command does.
TEST(ShareCli, ForbiddenAndDiffTakeALink) {
  const CliRun forbidden = cli("forbidden " + quoted("v=1&g=gomoku&size=15&rule=renju&moves=f8.a1.g8.a3.h7.a5.h6.a7"));
  ASSERT_EQ(forbidden.code, 0) << forbidden.err;
  EXPECT_NE(forbidden.out.find("h8  double-three"), std::string::npos) << forbidden.out;
  const CliRun diff = cli("diff " + quoted("v=1&g=link&size=4x2&border=on&turns=2&tiles=A.BA.B..&from=0,0&to=3,0") +
                          " --algo corners --algo bfs");
  ASSERT_EQ(diff.code, 0) << diff.err;
  EXPECT_NE(diff.out.find("0,0 - 3,0"), std::string::npos) << "the link's pair is compared: " << diff.out;
}

// Points 15 and 16: a near miss of a link is said to be no share link, and why; a message quotes a whole
// character and escapes a control byte.
TEST(ShareCli, ANearMissIsNoShareLinkAndMessagesQuoteWholeCharacters) {
  const std::vector<std::pair<std::string, std::string>> nearMisses{
      {"V=1&g=gomoku&size=15", "field names are lower-case"},
      {"https://a.example/?v=1&g=gomoku&size=15", "after a '#'"},
      {"", "it is empty"},
  };
  for (const auto& [text, why] : nearMisses) {
    const CliRun r = cli("gomoku " + quoted(text));
    EXPECT_EQ(r.code, 3) << text;
    EXPECT_NE(r.err.find("is no file, and no share link: "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(why), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("cannot open"), std::string::npos) << r.err;
  }
  const CliRun accent = cli("gomoku \"$(printf 'v=1&g=gomoku&size=15&moves=h8\\303\\251')\"");
  EXPECT_NE(accent.err.find("'\xc3\xa9' is no character"), std::string::npos) << accent.err;
  const CliRun control = cli("gomoku \"$(printf 'v=1&g=gomoku&size=15&moves=h8\\001')\"");
  EXPECT_NE(control.err.find("'\\x01' is no character"), std::string::npos) << control.err;
  EXPECT_EQ(control.err.find('\x01'), std::string::npos) << "no raw control byte";
}

// Point 17: another game's algorithm is named as that game's.
TEST(ShareCli, AnotherGamesAlgorithmIsSaidToBeThatGames) {
  const CliRun r = cli("gomoku " + quoted("v=1&g=gomoku&size=15&moves=h8&algo=corners"));
  EXPECT_EQ(r.code, 3);
  EXPECT_NE(r.err.find("'corners' is an algorithm of link boards (g=link), not of gomoku ones"), std::string::npos)
      << r.err;
  EXPECT_EQ(r.err.find("not built into"), std::string::npos) << r.err;
}

// Is a process descended from `ancestor`, whose command line holds `needle`, running? Read from /proc.
bool descendantRunning(pid_t ancestor, const std::string& needle) {
  namespace fs = std::filesystem;
  const auto parentOf = [](const std::string& pid) {
    std::ifstream stat("/proc/" + pid + "/stat");
    std::string line;
    std::getline(stat, line);
    const auto close = line.rfind(')');  // the name in parentheses may hold blanks
    if (close == std::string::npos) return std::string();
    std::istringstream rest(line.substr(close + 1));
    std::string state, parent;
    rest >> state >> parent;
    return parent;
  };
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator("/proc", ec)) {
    const std::string pid = entry.path().filename().string();
    if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream in(entry.path() / "cmdline", std::ios::binary);
    const std::string cmdline{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (cmdline.find(needle) == std::string::npos) continue;
    for (std::string up = parentOf(pid); !up.empty() && up != "0" && up != "1"; up = parentOf(up))
      if (up == std::to_string(ancestor)) return true;
  }
  return false;
}

// Point 20: killed by SIGINT, SIGTERM or SIGHUP while it runs (here waiting on an outside program that never
// answers), a command leaves no folder of the link's board behind, and still dies of the signal.
TEST(ShareCli, ASignalEndingACommandRemovesTheLinksFolder) {
  namespace fs = std::filesystem;
  const std::string sleeper = "python3 " + std::string(testpaths::source) + "/tests/programs/misbehave.py always-sleep";
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) {
    const fs::path tmp = testpaths::scratchDir("boardlab-share-signal") / std::to_string(sig);
    fs::create_directories(tmp);
    const pid_t pid = startCli(
        "gomoku " + quoted("v=1&g=gomoku&size=15&moves=h8.a1.i8") + " --algo 'ext:" + sleeper + "' --timeout 20000",
        "export TMPDIR=" + tmp.string() + ";");
    ASSERT_GT(pid, 0);
    const auto linkFolders = [&] {
      int n = 0;
      for (const auto& entry : fs::directory_iterator(tmp))
        n += entry.path().filename().string().starts_with("boardlab-share-link-");
      return n;
    };
    for (int i = 0; i < 100 && linkFolders() == 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EXPECT_EQ(linkFolders(), 1) << "the command made its folder";
    // The signal is sent once the outside program runs: before that, on a loaded machine, it could arrive
    // before the command had set up what it is checked for.
    for (int i = 0; i < 400 && !descendantRunning(pid, "always-sleep"); ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EXPECT_TRUE(descendantRunning(pid, "always-sleep")) << "the outside program started";
    ::kill(pid, sig);
    int status = 0;
    ::waitpid(pid, &status, 0);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == sig) << "signal " << sig << ", status " << status;
    EXPECT_EQ(linkFolders(), 0) << "signal " << sig << " left the link's folder";
  }
}

}  // namespace
}  // namespace boardlab::test
