// A verdict about a user's program is a promise: `diff --random` and `grade` report a difference only when
// it shows in the two verdicts and comes back on a fresh start of the program; a program's failure (a
// crash, a hang) is a finding of its own kind; a pass says how many inputs were tried; the rule of the
// random games is the one the users' programs are written for (freestyle) unless --rule says otherwise.
// Every program here is a real process (tests/programs/misbehave.py, the kits' examples, the kits' README).

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <thread>

#include "cli_runner.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

// Its own namespace: the unity build compiles this file beside ext_cli_test.cpp and its helpers.
namespace boardlab::test::grade_truth {
namespace {

namespace fs = std::filesystem;
const std::string kSource = testpaths::source;
const std::string kMisbehave = "python3 " + kSource + "/tests/programs/misbehave.py";

fs::path folder(const std::string& name) { return testpaths::freshScratchDir("boardlab-grade-truth", name); }

std::string readFile(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

nlohmann::json parsed(const CliRun& r) {
  const nlohmann::json j = nlohmann::json::parse(r.out, nullptr, false);
  EXPECT_FALSE(j.is_discarded()) << "not JSON: " << r.out << r.err;
  return j;
}

// Processes whose command line holds `marker` (each test gives its programs a marker argument of its own).
// The pattern's first letter in brackets: the shell that runs pgrep does not match itself.
int processesWith(const std::string& marker) {
  FILE* pipe = popen(("pgrep -f -c -- '[" + marker.substr(0, 1) + "]" + marker.substr(1) + "'").c_str(), "r");
  if (!pipe) return -1;
  int n = 0;
  if (std::fscanf(pipe, "%d", &n) != 1) n = 0;
  pclose(pipe);
  return n;
}

// The first Python example of kits/README.md, as a user copies it into a folder of their own.
std::string readmeExample() {
  const std::string readme = readFile(kSource + "/kits/README.md");
  const std::size_t start = readme.find("```python\n");
  const std::size_t end = readme.find("```", start + 10);
  EXPECT_NE(start, std::string::npos);
  const std::string code = readme.substr(start + 10, end - start - 10);  // it finds the kit wherever it is
  const fs::path file = folder("readme") / "check.py";
  std::ofstream(file) << code;
  return "python3 " + file.string();
}

TEST(GradeTruth, TheReadmeExamplePassesDiffAndGradeWithTheTriesAsked) {
  const std::string example = readmeExample();
  const CliRun d = cli("diff --random gomoku --algo scan --algo 'ext:" + example + "' --tries 150 --json");
  ASSERT_EQ(d.code, 0) << d.err;
  const nlohmann::json j = parsed(d);
  EXPECT_EQ(j["state"], "not-found") << d.out;
  EXPECT_EQ(j["rule"], "freestyle");
  EXPECT_EQ(j["tried"], 150);
  const fs::path out = folder("readme-grade");
  const CliRun g = cli("grade --reference scan --tries 150 --out " + out.string() + " 'readme=" + example + "' --json");
  ASSERT_EQ(g.code, 0) << g.err;
  const nlohmann::json p = parsed(g)["programs"][0];
  EXPECT_EQ(p["verdict"], "passed") << p.dump();
  EXPECT_EQ(p["tried"], 150);
  EXPECT_EQ(p["rule"], "freestyle");
  const std::string md = readFile(out / "report.md");
  EXPECT_NE(md.find("| readme | passed 150 of 150 inputs |"), std::string::npos) << md;
  EXPECT_NE(md.find("freestyle rule"), std::string::npos) << md;
}

TEST(GradeTruth, AProgramsFileSavedWithAByteOrderMarkAndWindowsLineEndsIsRead) {
  // A class list saved by a Windows editor: it was refused, quoting a line that looked valid.
  const fs::path out = folder("bom");
  const fs::path list = out / "class.txt";
  std::ofstream(list, std::ios::binary) << "\xEF\xBB\xBFright=python3 " << kSource
                                        << "/examples/programs/python/gomoku_check.py\r\n# the class of week 3\r\n";
  const CliRun g = cli("grade --reference scan --tries 20 --programs " + list.string() + " --out " +
                       (out / "report").string() + " --json");
  ASSERT_EQ(g.code, 0) << g.err;
  const nlohmann::json p = parsed(g)["programs"];
  ASSERT_EQ(p.size(), 1u) << g.out;
  EXPECT_EQ(p[0]["name"], "right");
  EXPECT_EQ(p[0]["verdict"], "passed") << p.dump();
}

TEST(GradeTruth, TheRuleIsChosenAndNamedInEveryVerdictLine) {
  const fs::path out = folder("rule");
  // The buggy example fails under any rule; its report names the rule it was graded under.
  const std::string buggy = "python3 " + kSource + "/examples/programs/python/gomoku_missed_diagonal.py";
  const CliRun g =
      cli("grade --reference scan --rule standard --tries 300 --out " + out.string() + " 'bug=" + buggy + "' --json");
  ASSERT_EQ(g.code, 0) << g.err;
  const nlohmann::json p = parsed(g)["programs"][0];
  EXPECT_EQ(p["verdict"], "failed") << p.dump();
  EXPECT_EQ(p["rule"], "standard");
  EXPECT_NE(readFile(out / "report.md").find("(standard rule)"), std::string::npos);
  EXPECT_NE(readFile(out / "bug.board").find("rule standard"), std::string::npos);
  EXPECT_EQ(cli("grade --game link --reference corners --rule standard 'x=python3 x.py' --out " + out.string()).code,
            2);
}

TEST(GradeTruth, AProgramThatCrashesOnEveryLongGameIsAFaultNotADifference) {
  const std::string marker = "crash-every-" + std::to_string(getpid());
  const std::string program = kMisbehave + " crash-every 10 " + marker;
  const CliRun d = cli("diff --random gomoku --algo scan --algo 'ext:" + program + "' --tries 50 --json");
  ASSERT_EQ(d.code, 0) << d.err;
  const nlohmann::json j = parsed(d);
  EXPECT_EQ(j["state"], "faulted") << d.out;
  EXPECT_EQ(j["differs"], false) << d.out;
  ASSERT_TRUE(j["fault"].is_object()) << d.out;
  EXPECT_EQ(j["fault"]["reproduced"], true);
  EXPECT_NE(j["fault"]["message"].get<std::string>().find("exited with status 3"), std::string::npos) << j["fault"];
  ASSERT_TRUE(j["board"].is_string());
  // The text form is a board file that reads back, the program's stderr lines commented out.
  const CliRun text = cli("diff --random gomoku --algo scan --algo 'ext:" + program + "' --tries 50");
  const fs::path found = folder("crash") / "found.board";
  std::ofstream(found) << text.out;
  EXPECT_NE(text.out.find("a failure of the program, not a verdict"), std::string::npos) << text.out;
  const CliRun back = cli("gomoku " + found.string() + " --algo scan");
  EXPECT_EQ(back.code, 0) << back.err << text.out;
  EXPECT_EQ(processesWith(marker), 0) << "a program outlived the CLI";
}

TEST(GradeTruth, AHangOnceIsAnIntermittentFailureAndTheCorrectProgramStillPasses) {
  // misbehave.py numbers requests across restarts: request 5 hangs, once; the rest are right.
  const CliRun d = cli("diff --random gomoku --algo scan --algo 'ext:" + kMisbehave +
                       " sleep 5 correct' --tries 40 --timeout 1000 --json");
  ASSERT_EQ(d.code, 0) << d.err;
  const nlohmann::json j = parsed(d);
  EXPECT_EQ(j["state"], "not-found") << d.out;
  EXPECT_EQ(j["tried"], 40);
  EXPECT_GE(j["intermittentFaults"].get<int>(), 1) << d.out;
  ASSERT_TRUE(j["fault"].is_object()) << d.out;
  EXPECT_EQ(j["fault"]["reproduced"], false);
  EXPECT_NE(j["fault"]["message"].get<std::string>().find("no result for request 5"), std::string::npos) << j["fault"];
}

TEST(GradeTruth, AnInterpreterThatStartedSlowlyOnceIsNotFailed) {
  const fs::path out = folder("slow");
  const std::string program = kMisbehave + " slow-once " + (out / "started").string() + " 12 correct";
  // A second a request and the 10 s start allowance: the 12 s first start times out once.
  const CliRun g = cli("grade --reference scan --tries 30 --timeout 1000 --out " + (out / "report").string() +
                       " 'slow=" + program + "' --json");
  ASSERT_EQ(g.code, 0) << g.err;
  const nlohmann::json p = parsed(g)["programs"][0];
  EXPECT_EQ(p["verdict"], "passed") << p.dump();
  EXPECT_EQ(p["tried"], 30);
  EXPECT_TRUE(p["intermittentFaults"].is_string()) << p.dump();
}

TEST(GradeTruth, AProgramAnsweringAtRandomIsNeverReportedWithTwoAlikeVerdicts) {
  int intermittent = 0;
  for (int seed = 1; seed <= 3; ++seed) {
    const CliRun d = cli("diff --random gomoku --algo scan --algo 'ext:" + kMisbehave + " random' --seed " +
                         std::to_string(seed) + " --tries 100 --json");
    ASSERT_EQ(d.code, 0) << d.err;
    const nlohmann::json j = parsed(d);
    if (j["state"] == "intermittent") {
      ++intermittent;
      EXPECT_EQ(j["differs"], false) << d.out;
      EXPECT_TRUE(j["board"].is_string()) << "the input as found";
    } else {
      // A difference that came back four times: it shows in the verdicts.
      ASSERT_EQ(j["state"], "found") << d.out;
      EXPECT_NE(j["results"][0]["winner"], j["results"][1]["winner"]) << d.out;
    }
  }
  EXPECT_GE(intermittent, 1) << "a program answering at random repeated itself three searches in a row";
}

// A difference is checked on ten fresh starts before it is reported (a coin passes all ten with a chance
// of 1 in 1,024), and the report says how many. Wrong on its first five starts only, this program was
// reported as a difference after three.
TEST(GradeTruth, ADifferenceComesBackOnTenFreshStartsBeforeItIsReportedAndSaysSo) {
  const fs::path starts = folder("wrong-starts");
  const CliRun d = cli("diff --random gomoku --algo scan --algo 'ext:" + kMisbehave + " wrong-starts " +
                       starts.string() + " 5' --tries 100 --json");
  ASSERT_EQ(d.code, 0) << d.err;
  EXPECT_EQ(parsed(d)["state"], "intermittent") << d.out;
  EXPECT_EQ(parsed(d)["rechecked"], 0);
  const fs::path always = folder("wrong-always");
  const CliRun f = cli("diff --random gomoku --algo scan --algo 'ext:" + kMisbehave + " wrong-starts " +
                       always.string() + " 1000' --tries 100");
  ASSERT_EQ(f.code, 0) << f.err;
  EXPECT_NE(f.out.find("; the same on 10 more runs, each after a fresh start of the program\n"), std::string::npos)
      << f.out;
}

// An intermittent entry named "move 1 (a10)" beside a board of "moves d4", and "nothing" for both verdicts:
// the difference as found kept no verdicts. It names the move the board ends with and the two verdicts
// that were seen there, which differ.
TEST(GradeTruth, AnIntermittentEntryNamesTheMoveItsBoardEndsWithAndTheTwoVerdictsSeen) {
  const fs::path starts = folder("wrong-starts-grade");
  const fs::path out = folder("intermittent-grade");
  const CliRun g = cli("grade --reference scan --tries 100 --out " + (out / "report").string() +
                       " 'coin=" + kMisbehave + " wrong-starts " + starts.string() + " 5' --json");
  ASSERT_EQ(g.code, 0) << g.err;
  const nlohmann::json p = parsed(g)["programs"][0];
  ASSERT_EQ(p["verdict"], "intermittent") << p.dump();
  ASSERT_TRUE(p["at"].is_string() && p["board"].is_string()) << p.dump();
  EXPECT_NE(p["reference"], p["program"]) << "the two verdicts seen were alike: " << p.dump();
  // "move K (cell)": the board's moves end after K moves, at that cell.
  const std::string at = p["at"];
  const std::size_t open = at.find('('), close = at.find(')');
  ASSERT_TRUE(at.starts_with("move ") && open != std::string::npos && close != std::string::npos) << at;
  const int ply = std::stoi(at.substr(5, open - 5));
  const std::string cell = at.substr(open + 1, close - open - 1);
  std::istringstream board(p["board"].get<std::string>());
  std::vector<std::string> moves;  // "moves" is the last key; its list wraps over the lines after it
  bool inMoves = false;
  for (std::string line; std::getline(board, line);) {
    if (line.starts_with("moves")) {
      inMoves = true;
      line = line.substr(5);
    }
    if (!inMoves) continue;
    std::istringstream words(line);
    for (std::string w; words >> w;) moves.push_back(w);
  }
  ASSERT_EQ(static_cast<int>(moves.size()), ply) << p["board"];
  EXPECT_EQ(moves.back(), cell) << p["board"];
}

TEST(GradeTruth, AskedTriesAreAllTriedAndATimeLimitThatCutsThemSaysSo) {
  const std::string correct = "python3 " + kSource + "/examples/programs/python/gomoku_check.py";
  const CliRun all = cli("diff --random gomoku --algo scan --algo 'ext:" + correct + "' --tries 400 --json");
  ASSERT_EQ(all.code, 0) << all.err;
  EXPECT_EQ(parsed(all)["tried"], 400) << all.out;
  const CliRun cut = cli("diff --random gomoku --algo scan --algo 'ext:" + correct + "' --tries 100000 --time-limit 1");
  ASSERT_EQ(cut.code, 0) << cut.err;
  EXPECT_NE(cut.err.find("warning: the time limit of 1 s stopped the search after"), std::string::npos) << cut.err;
  EXPECT_NE(cut.err.find("not a pass on 100000"), std::string::npos) << cut.err;
  EXPECT_NE(cut.out.find(" of 100000 random games (freestyle rule), stopped by the time limit"), std::string::npos)
      << cut.out;
}

TEST(GradeTruth, GradeStartsEachProgramInTurnAndKeepsGoingPastOneThatCannotStart) {
  const fs::path out = folder("start");
  const std::string correct = "python3 " + kSource + "/examples/programs/python/gomoku_check.py";
  const CliRun g = cli("grade --reference scan --tries 20 --out " + out.string() +
                       " 'ghost=./no-such-check' 'right=" + correct + "' --json");
  ASSERT_EQ(g.code, 0) << g.err;
  const nlohmann::json j = parsed(g);
  EXPECT_EQ(j["programs"][0]["verdict"], "not started");
  EXPECT_NE(j["programs"][0]["message"].get<std::string>().find("cannot start './no-such-check'"), std::string::npos);
  EXPECT_EQ(j["programs"][1]["verdict"], "passed");
}

TEST(GradeTruth, AReportThatCannotBeWrittenHasItsOwnExitCodeAndNoLinkIsFollowed) {
  const fs::path out = folder("unwritable");
  const std::string buggy = "python3 " + kSource + "/examples/programs/python/gomoku_missed_diagonal.py";
  std::ofstream(out / "plain-file") << "x";
  const CliRun none = cli("grade --reference scan --tries 50 --out " + (out / "plain-file" / "marks").string() +
                          " 'bug=" + buggy + "'");
  EXPECT_EQ(none.code, 4) << none.err;
  // Links planted in the report folder are never written through: a stale board's name is cleared first,
  // and a report file that is a link is refused.
  fs::create_directories(out / "marks");
  std::ofstream(out / "elsewhere.txt") << "keep me";
  fs::create_symlink(out / "elsewhere.txt", out / "marks" / "bug.board");
  fs::create_symlink(out / "elsewhere.txt", out / "marks" / "report.md");
  const CliRun linked =
      cli("grade --reference scan --tries 300 --out " + (out / "marks").string() + " 'bug=" + buggy + "'");
  EXPECT_EQ(linked.code, 4) << linked.err;
  EXPECT_NE(linked.err.find("report.md is a symbolic link; not written through it"), std::string::npos) << linked.err;
  EXPECT_EQ(readFile(out / "elsewhere.txt"), "keep me");
  EXPECT_FALSE(fs::is_symlink(out / "marks" / "bug.board"));
  EXPECT_TRUE(fs::exists(out / "marks" / "report.json")) << "what can be written still is";
}

TEST(GradeTruth, AFailedProgramsEntryOpensTheWorkbenchWithTheProgramAnalysing) {
  const fs::path out = folder("open");
  const std::string buggy = "python3 " + kSource + "/examples/programs/python/gomoku_missed_diagonal.py";
  const CliRun g = cli("grade --reference scan --tries 300 --out " + out.string() + " 'bug=" + buggy + "' --json");
  ASSERT_EQ(g.code, 0) << g.err;
  const nlohmann::json p = parsed(g)["programs"][0];
  ASSERT_EQ(p["verdict"], "failed") << p.dump();
  const std::string open = p["open"];
  EXPECT_NE(open.find("boardlab --program 'bug=" + buggy + "'"), std::string::npos) << open;
  EXPECT_NE(open.find("--algo bug"), std::string::npos) << open;
  EXPECT_NE(open.find("--board " + (out / "bug.board").string()), std::string::npos) << open;
  EXPECT_NE(readFile(out / "report.md").find(open), std::string::npos);
}

// A program that fails after sending some steps: its report entry shows the steps that had arrived (where
// it got to), and the steps of a program are never set against the reference's step by step.
TEST(GradeTruth, AFaultShowsTheStepsThatHadArrivedAndStepsOfAProgramAreNotCompared) {
  const fs::path out = folder("arrived");
  const CliRun g = cli("grade --reference scan --tries 20 --out " + out.string() + " 'lost=" + kMisbehave +
                       " steps-then-crash' --json");
  ASSERT_EQ(g.code, 0) << g.err;
  const nlohmann::json p = parsed(g)["programs"][0];
  ASSERT_EQ(p["verdict"], "fault") << p.dump();
  ASSERT_EQ(p["stepsBeforeFaultTotal"], 2) << p.dump();
  EXPECT_NE(p["stepsBeforeFault"][0].get<std::string>().find("1. looking at"), std::string::npos) << p.dump();
  EXPECT_EQ(p["stepsBeforeFault"][1], "2. counting to the right");
  const std::string md = readFile(out / "report.md");
  EXPECT_NE(md.find("traced again after a fresh start"), std::string::npos) << md;
  EXPECT_NE(md.find("    2. counting to the right"), std::string::npos) << md;
  // diff: a program and a built-in take steps of their own; a published variant and its peer are compared.
  const std::string buggy = "python3 " + kSource + "/examples/programs/python/gomoku_missed_diagonal.py";
  const nlohmann::json d =
      parsed(cli("diff --random gomoku --algo scan --algo 'ext:" + buggy + "' --tries 300 --json"));
  ASSERT_EQ(d["differs"], true) << d.dump();
  EXPECT_EQ(d["stepsCompared"], false);
  EXPECT_TRUE(d["divergence"].is_null()) << d.dump();
  const CliRun text = cli("diff --random gomoku --algo scan --algo 'ext:" + buggy + "' --tries 300");
  EXPECT_NE(text.out.find("steps not compared"), std::string::npos) << text.out;
  const nlohmann::json peers = parsed(cli("diff --random gomoku --algo scan --algo scan:objc --tries 300 --json"));
  ASSERT_EQ(peers["differs"], true) << peers.dump();
  EXPECT_EQ(peers["stepsCompared"], true);
  EXPECT_TRUE(peers["divergence"].is_number()) << peers.dump();
}

// --jobs grades programs side by side; the report is the serial one (in the given order) but for the seconds.
TEST(GradeTruth, GradingInParallelWritesTheSerialReport) {
  const std::string examples = kSource + "/examples/programs/python/";
  const std::string programs = "'right=python3 " + examples + "gomoku_check.py' 'diagonal=python3 " + examples +
                               "gomoku_missed_diagonal.py' 'lost=" + kMisbehave +
                               " steps-then-crash' 'ghost=./no-such-check' "
                               "'right2=python3 " +
                               examples + "gomoku_check.py'";
  const fs::path serial = folder("serial"), parallel = folder("parallel");
  const CliRun one = cli("grade --reference scan --tries 200 --jobs 1 --out " + serial.string() + " " + programs);
  const CliRun three = cli("grade --reference scan --tries 200 --jobs 3 --out " + parallel.string() + " " + programs);
  ASSERT_EQ(one.code, 0) << one.err;
  ASSERT_EQ(three.code, 0) << three.err;
  // The seconds differ, and the folder's name in the paths.
  const auto comparable = [](const fs::path& dir) {
    nlohmann::json j = nlohmann::json::parse(readFile(dir / "report.json"));
    for (auto& p : j["programs"]) {
      p.erase("seconds");
      for (const char* key : {"boardFile", "open"})
        if (p[key].is_string()) {
          std::string text = p[key];
          for (std::size_t at = text.find(dir.string()); at != std::string::npos; at = text.find(dir.string()))
            text.replace(at, dir.string().size(), "OUT");
          p[key] = text;
        }
    }
    return j;
  };
  const nlohmann::json a = comparable(serial), b = comparable(parallel);
  EXPECT_EQ(a, b) << a.dump(1) << "\n" << b.dump(1);
  ASSERT_EQ(b["programs"].size(), 5u);
  EXPECT_EQ(b["programs"][1]["name"], "diagonal");
  EXPECT_EQ(b["programs"][1]["verdict"], "failed");
  EXPECT_EQ(readFile(serial / "diagonal.board"), readFile(parallel / "diagonal.board"));
  // One progress line per program, each when it finished.
  for (const std::string name : {"right:", "diagonal:", "lost:", "ghost:", "right2:"})
    EXPECT_NE(three.err.find("] " + name), std::string::npos) << three.err;
  EXPECT_NE(three.err.find("[5/5]"), std::string::npos) << three.err;
}

// Load is not a fault: programs graded at once never outnumber the cores, and a program that timed out
// beside others is graded again alone before its timeout counts.
TEST(GradeTruth, GradeRunsNoMoreProgramsAtOnceThanCoresAndSaysSo) {
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  if (cores >= 4) GTEST_SKIP() << cores << " cores: four programs fit";
  const fs::path out = folder("crowd");
  const std::string crowd = kMisbehave + " crowd " + out.string() + " correct";
  const CliRun g = cli("grade --reference scan --tries 30 --jobs 4 --out " + (out / "report").string() +
                       " 'a=" + crowd + "' 'b=" + crowd + "' 'c=" + crowd + "' 'd=" + crowd + "'");
  ASSERT_EQ(g.code, 0) << g.err;
  EXPECT_NE(g.err.find("note: --jobs 4: " + std::to_string(cores) + " program"), std::string::npos) << g.err;
  int most = 0, programs = 0;
  for (const auto& file : fs::directory_iterator(out))
    if (file.path().filename().string().rfind("most-", 0) == 0) {
      ++programs;
      most = std::max(most, std::stoi(readFile(file.path())));
    }
  EXPECT_EQ(programs, 4);
  EXPECT_GE(most, 1);
  EXPECT_LE(most, static_cast<int>(cores)) << "programs running at once";
}

TEST(GradeTruth, ATimeoutBesideOtherProgramsIsGradedAgainAloneBeforeItIsAFault) {
  if (std::thread::hardware_concurrency() < 2) GTEST_SKIP() << "one core: one program at a time, alone";
  const fs::path out = folder("load");
  // The first two starts of each of these programs answer nothing (the failing one and its fresh start:
  // a confirmed fault); every later start answers right. Each counts its own starts (a shared count was
  // spent unevenly under a loaded test run, and one program hung again alone). A start may take 5 s (under
  // the sanitizer suite a Python start took over 2 s and was killed before it counted itself, so the
  // program hung again alone); a request 1 s.
  fs::create_directories(out / "a-starts");
  fs::create_directories(out / "b-starts");
  const std::string loadedA = kMisbehave + " hang-starts " + (out / "a-starts").string() + " 2 correct";
  const std::string loadedB = kMisbehave + " hang-starts " + (out / "b-starts").string() + " 2 correct";
  const std::string stuck = kMisbehave + " always-sleep";
  const CliRun g =
      cli("grade --reference scan --tries 20 --timeout 1000 --start-allowance 5000 --jobs 2 --out " +
          (out / "report").string() + " 'a=" + loadedA + "' 'b=" + loadedB + "' 'stuck=" + stuck + "' --json");
  ASSERT_EQ(g.code, 0) << g.err;
  const nlohmann::json j = parsed(g);
  for (int k = 0; k < 2; ++k) {
    const nlohmann::json& p = j["programs"][k];
    EXPECT_EQ(p["verdict"], "passed") << p.dump();
    EXPECT_EQ(p["tried"], 20);
    ASSERT_TRUE(p["gradedAgainAlone"].is_string()) << p.dump();
    EXPECT_NE(
        p["gradedAgainAlone"].get<std::string>().find("timed out while up to 2 programs were graded at once (fault"),
        std::string::npos)
        << p["gradedAgainAlone"];
  }
  // A program that hangs when graded alone (the last one: the others are done) is a fault, not graded again.
  const nlohmann::json& s = j["programs"][2];
  EXPECT_EQ(s["verdict"], "fault") << s.dump();
  EXPECT_TRUE(s["gradedAgainAlone"].is_null()) << "it ran alone: nothing to grade again " << s.dump();
  EXPECT_NE(readFile(out / "report" / "report.md").find("Graded again alone: "), std::string::npos);
}

}  // namespace
}  // namespace boardlab::test::grade_truth
