// The command line's search budgets and streamed traces: every search stops at a time
// or state limit and says which one it reached; `trace --json` is written step by step, byte for byte the
// document it used to build whole. The budgets here are tiny so the tests stay fast; no timing is asserted.

#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

namespace {

using boardlab::test::cli;
using boardlab::test::examplePath;

// splitmix64, so the boards are the same on every machine.
struct Mix {
  unsigned long long s;
  unsigned long long next() {
    unsigned long long z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
};

// A full 64x64 board of two faces at random, the ring off, and a C/D checkerboard in a corner that can
// never be cleared: the solver's worst case (the same board as the engine's budget tests).
std::string hardBoardFile() {
  Mix rng{5};
  std::vector<std::string> grid(64, std::string(64, 'A'));
  for (auto& row : grid)
    for (char& c : row) c = rng.next() % 2 ? 'A' : 'B';
  grid[62][62] = grid[63][63] = 'C';
  grid[62][63] = grid[63][62] = 'D';
  int as = 0;
  for (const auto& row : grid)
    for (char c : row) as += c == 'A';
  if (as % 2) grid[0][0] = grid[0][0] == 'A' ? 'B' : 'A';
  std::string text = "game link\nsize 64x64\nborder off\nturns 2\ngrid\n";
  for (const auto& row : grid) text += row + "\n";
  return boardlab::test::writeTempFile("hard64.board", text);
}

// A 64x64 maze (a depth-first spanning tree of the even cells, walls of X) with A at two far corners:
// bfs records hundreds of steps of thousands of marks each.
std::string mazeFile() {
  Mix rng{2};
  std::vector<std::string> g(64, std::string(64, 'X'));
  std::vector<std::pair<int, int>> stack{{0, 0}};
  g[0][0] = '.';
  while (!stack.empty()) {
    const auto [r, c] = stack.back();
    std::vector<std::pair<int, int>> next;
    for (auto [dr, dc] : {std::pair{0, 2}, {2, 0}, {0, -2}, {-2, 0}})
      if (r + dr >= 0 && r + dr < 63 && c + dc >= 0 && c + dc < 63 &&
          g[static_cast<std::size_t>(r + dr)][static_cast<std::size_t>(c + dc)] == 'X')
        next.push_back({dr, dc});
    if (next.empty()) {
      stack.pop_back();
      continue;
    }
    const auto [dr, dc] = next[rng.next() % next.size()];
    g[static_cast<std::size_t>(r + dr / 2)][static_cast<std::size_t>(c + dc / 2)] = '.';
    g[static_cast<std::size_t>(r + dr)][static_cast<std::size_t>(c + dc)] = '.';
    stack.push_back({r + dr, c + dc});
  }
  g[0][0] = g[62][62] = 'A';
  std::string text = "game link\nsize 64x64\nborder off\nturns any\ngrid\n";
  for (const auto& row : g) text += row + "\n";
  return boardlab::test::writeTempFile("maze64.board", text);
}

// The peak resident memory of boardlab-cli run with `args` (output thrown away), in KiB. Only the Release
// suite measures it (see the maze test), so the sanitizer build must not see an unused function.
[[maybe_unused]] long peakKib(const std::string& args) {
  const pid_t pid = fork();
  if (pid == 0) {
    const std::string command = "exec " + std::string(testpaths::cli) + " " + args + " >/dev/null 2>&1";
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  return usage.ru_maxrss;
}

TEST(BudgetCli, SolveSaysWhichLimitItReached) {
  const std::string hard = hardBoardFile();
  const auto timed = cli("link " + hard + " --solve --time-limit 0.05 --json");
  ASSERT_EQ(timed.code, 0) << timed.err;
  const nlohmann::json t = nlohmann::json::parse(timed.out);
  EXPECT_EQ(t.at("status"), "gave-up");
  EXPECT_EQ(t.at("limit"), "time");
  EXPECT_NE(t.at("message").get<std::string>().find("the time limit of 0.05 s was reached"), std::string::npos);
  // The state budget is honoured at once (before, 1000 states on such a board took 173 s).
  const nlohmann::json s =
      nlohmann::json::parse(cli("link " + hard + " --solve --max-states 1000 --time-limit 600 --json").out);
  EXPECT_EQ(s.at("limit"), "states");
  EXPECT_EQ(s.at("states"), 1000);
  EXPECT_EQ(s.at("message"), "gave up after 1000 states");
  const auto text = cli("link " + hard + " --solve --time-limit 0.05");
  EXPECT_NE(text.out.find(": gave-up (gave up after "), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("the time limit of 0.05 s was reached)"), std::string::npos) << text.out;
  const nlohmann::json solved =
      nlohmann::json::parse(cli("link " + examplePath("link/classic-12x8.board") + " --solve --json").out);
  EXPECT_TRUE(solved.at("limit").is_null());
}

TEST(BudgetCli, TheGeneratorRefusesHopelessSettingsAtItsTimeLimit) {
  for (const char* turns : {"0", "1"}) {
    const auto r = cli(std::string("link --generate 64x64 --turns ") + turns + " --time-limit 0.1");
    EXPECT_EQ(r.code, 3);
    EXPECT_EQ(
        r.err,
        "error: could not build a solvable 64x64 board with these settings: the time limit of 0.1 s was reached\n");
    EXPECT_TRUE(r.out.empty());
  }
  EXPECT_EQ(cli("link --generate 8x6 --turns 0 --seed 3").code, 0);  // small boards with straight links are fine
}

TEST(BudgetCli, ARandomSearchStopsAtItsTimeLimitAndSaysSo) {
  const std::string args = "diff --random link --algo corners --algo bfs --size 64 --time-limit 0.1";
  const nlohmann::json j = nlohmann::json::parse(cli(args + " --json").out);
  EXPECT_EQ(j.at("state"), "out-of-time");
  EXPECT_EQ(j.at("limit"), "time");
  EXPECT_EQ(j.at("found"), false);
  EXPECT_LT(j.at("tried").get<int>(), 2000);
  const auto text = cli(args);
  EXPECT_NE(text.out.find("random boards, stopped by the time limit of 0.1 s (--time-limit)\n"), std::string::npos)
      << text.out;
  const nlohmann::json done =
      nlohmann::json::parse(cli("diff --random link --algo corners --algo corners:objc --json").out);
  EXPECT_TRUE(done.at("limit").is_null());
}

TEST(BudgetCli, TimeLimitsOutsideTheirRangeAreRefused) {
  for (const char* bad : {"0", "-1", "3601", "soon", "nan"}) {
    const auto r = cli(std::string("link ") + examplePath("link/classic-12x8.board") + " --solve --time-limit " + bad);
    EXPECT_EQ(r.code, 2) << bad;
    EXPECT_NE(r.err.find("wants seconds from 0.001 to 3600, not '" + std::string(bad) + "'"), std::string::npos)
        << r.err;
  }
}

TEST(BudgetCli, TheDiffTextNumbersStepsFromOneLikeTraceAndTheWorkbench) {
  const std::string file = examplePath("gomoku/scan-objc-edge.board");
  const nlohmann::json j = nlohmann::json::parse(cli("diff " + file + " --algo scan --algo scan:objc --json").out);
  const int index = j.at("divergence");
  const auto text = cli("diff " + file + " --algo scan --algo scan:objc");
  EXPECT_NE(text.out.find("the traces part at step " + std::to_string(index + 1) + " ("), std::string::npos)
      << text.out;
}

// The streamed document is exactly what dumping the whole document gives (parse + dump is that dump:
// sorted keys, no spaces), on every example with every algorithm.
TEST(BudgetCli, StreamedTraceJsonIsTheWholeDocumentByteForByte) {
  int checked = 0;
  for (const char* algo : {"scan", "scan:objc", "scan:java", "lines", "lines:js", "windows", "windows:csharp"})
    for (const auto& entry : std::filesystem::directory_iterator(examplePath("gomoku"))) {
      if (entry.path().extension() != ".board") continue;
      const auto r = cli("trace " + entry.path().string() + " --algo " + algo + " --json");
      if (r.code != 0) continue;
      EXPECT_EQ(r.out, nlohmann::json::parse(r.out).dump() + "\n") << entry.path() << " " << algo;
      ++checked;
    }
  const std::vector<std::pair<std::string, std::string>> linkCases = {
      {"link/classic-12x8.board", "--from 0,0 --to 11,7"},
      {"link/corners-objc-early-return.board", "--from 0,0 --to 3,0"},
      {"link/corners-objc-no-ring.board", "--from 0,0 --to 3,0"},
      {"link/midgame-12x8.board", "--from 1,1 --to 5,3"}};
  for (const char* algo : {"corners", "corners:objc", "bfs", "rays"})
    for (const auto& [file, pair] : linkCases) {
      const auto r = cli("trace " + examplePath(file) + " --algo " + algo + " " + pair + " --json");
      if (r.code != 0) continue;
      EXPECT_EQ(r.out, nlohmann::json::parse(r.out).dump() + "\n") << file << " " << algo;
      ++checked;
    }
  for (const char* lang : {"en", "zh-CN"}) {
    const auto r = cli("trace " + examplePath("gomoku/centre-five.board") + " --algo lines --lang " + lang + " --json");
    EXPECT_EQ(r.out, nlohmann::json::parse(r.out).dump() + "\n") << lang;
  }
  EXPECT_GT(checked, 40);
}

TEST(BudgetCli, AMazeTraceAsJsonIsStreamedInLittleMemory) {
  const std::string maze = mazeFile();
  const auto text = cli("trace " + maze + " --algo bfs --from 0,0 --to 62,62");
  ASSERT_EQ(text.code, 0) << text.err;
  const auto json = cli("trace " + maze + " --algo bfs --from 0,0 --to 62,62 --json");
  const nlohmann::json j = nlohmann::json::parse(json.out);
  EXPECT_GT(j.at("steps").size(), 100u);
  EXPECT_NE(text.out.find("trace of bfs: " + std::to_string(j.at("steps").size()) + " steps\n"), std::string::npos);
  // The whole document held in memory took 250 MB for such a maze; streamed, the trace itself dominates.
#if !defined(__SANITIZE_ADDRESS__)  // AddressSanitizer's quarantine and shadow memory make RSS meaningless
  EXPECT_LT(peakKib("trace " + maze + " --algo bfs --from 0,0 --to 62,62 --json"), 120 * 1024);
#endif
}

}  // namespace
