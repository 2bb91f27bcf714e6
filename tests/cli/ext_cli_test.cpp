// Outside programs through boardlab-cli: every kit's example programs give the expected
// verdicts; `diff --random` and `grade` catch each buggy one and shrink its counterexample to a small
// board; each correct one passes grade within its budget; misbehaving programs get their message.
// Java, C# and Node examples are compiled or run at test time and skipped (GTEST_SKIP, which ctest counts
// as passed) only when that toolchain is missing.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "cli_runner.hpp"
#include "kit_examples.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {
namespace {

namespace fs = std::filesystem;
const std::string kSource = testpaths::source;

std::string board(const std::string& name, const std::string& moves) {
  return writeTempFile(name + ".board", "game gomoku\nsize 15x15\nrule freestyle\nmoves " + moves + "\n");
}

nlohmann::json firstResult(const std::string& file, const std::string& command) {
  const CliRun r = cli("gomoku " + file + " --algo 'ext:" + command + "' --json");
  EXPECT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out, nullptr, false);
  return j.is_discarded() ? nlohmann::json() : j["results"][0];
}

struct Example {
  std::string lang, correct, buggy;
  std::string bugMoves;  // a game on which the bug shows at move 9
  bool bugSeesWin;       // what the buggy program says there (the truth is the opposite)
};

const Example kExamples[] = {
    {"python", "gomoku_check", "gomoku_missed_diagonal", "e1 a9 f2 b9 g3 c9 h4 d9 i5", false},
    {"cpp", "gomoku_check", "gomoku_count_not_reset", "i8 a1 j8 b1 h9 c1 h10 d1 h8", true},
    {"js", "gomoku_check", "gomoku_edge_skipped", "a1 b3 a2 c3 a3 d3 a4 e3 a5", false},
    {"java", "GomokuCheck", "GomokuCountNotReset", "i8 a1 j8 b1 h9 c1 h10 d1 h8", true},
    {"csharp", "GomokuCheck", "GomokuMissedDiagonal", "e1 a9 f2 b9 g3 c9 h4 d9 i5", false},
};

class KitExamples : public ::testing::TestWithParam<Example> {};

TEST_P(KitExamples, EachExampleGivesTheExpectedVerdicts) {
  const Example& e = GetParam();
  EXAMPLE_OR_SKIP(correct, e.lang, e.correct);
  const std::string buggy = exampleCommand(e.lang, e.buggy, missing_);
  // The stop hook's case: a horizontal five, black at l8 on move 9.
  const nlohmann::json five = firstResult(board("five", "h8 a1 i8 b1 j8 c1 k8 d1 l8"), correct);
  EXPECT_EQ(five["winner"], "black");
  EXPECT_EQ(five["ply"], 9);
  EXPECT_EQ(five["at"], "l8");
  const std::string bugBoard = board("bug-" + e.buggy, e.bugMoves);
  const nlohmann::json right = firstResult(bugBoard, correct);
  const nlohmann::json wrong = firstResult(bugBoard, buggy);
  EXPECT_EQ(right["winner"].is_null(), e.bugSeesWin) << right.dump();
  EXPECT_EQ(wrong["winner"].is_null(), !e.bugSeesWin) << wrong.dump();
  EXPECT_TRUE(wrong["fault"].is_null()) << wrong.dump();
}

TEST_P(KitExamples, DiffRandomCatchesTheBugAndShrinksIt) {
  const Example& e = GetParam();
  EXAMPLE_OR_SKIP(buggy, e.lang, e.buggy);
  const CliRun r = cli("diff --random gomoku --algo scan --algo 'ext:" + buggy + "' --tries 300 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["state"], "found") << r.out;
  EXPECT_LE(j["shrunk"]["size"][0].get<int>() * j["shrunk"]["size"][1].get<int>(), 49) << r.out;
  EXPECT_LE(j["shrunk"]["actions"].get<int>(), 11) << r.out;
}

TEST_P(KitExamples, GradePassesTheCorrectOneAndShrinksTheBuggyOne) {
  const Example& e = GetParam();
  EXAMPLE_OR_SKIP(correct, e.lang, e.correct);
  const std::string buggy = exampleCommand(e.lang, e.buggy, missing_);
  const fs::path out = scratch() / ("grade-" + e.lang);
  const CliRun r = cli("grade --reference scan --tries 200 --out " + out.string() + " 'right=" + correct +
                       "' 'wrong=" + buggy + "' --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["programs"].size(), 2u);
  EXPECT_EQ(j["programs"][0]["verdict"], "passed") << j["programs"][0].dump();
  const nlohmann::json& w = j["programs"][1];
  EXPECT_EQ(w["verdict"], "failed") << w.dump();
  EXPECT_FALSE(w["reference"].is_null());
  EXPECT_FALSE(w["program"].is_null());
  EXPECT_NE(w["reference"], w["program"]);
  ASSERT_TRUE(w["boardFile"].is_string());
  // The board file opens: the CLI reads it back, and the report files are there.
  EXPECT_EQ(cli("gomoku " + w["boardFile"].get<std::string>() + " --algo scan").code, 0);
  EXPECT_TRUE(fs::exists(out / "report.md"));
  EXPECT_TRUE(fs::exists(out / "report.json"));
  std::ifstream md(out / "report.md");
  std::stringstream text;
  text << md.rdbuf();
  EXPECT_NE(text.str().find("1 of 2 programs passed"), std::string::npos) << text.str();
}

INSTANTIATE_TEST_SUITE_P(Ext, KitExamples, ::testing::ValuesIn(kExamples),
                         [](const auto& info) { return info.param.lang; });

struct LinkExample {
  std::string lang;
};
class LinkExamples : public ::testing::TestWithParam<LinkExample> {};

TEST_P(LinkExamples, CorrectLinksOverTheRingAndTheBuggyOneIsCaught) {
  EXAMPLE_OR_SKIP(correct, GetParam().lang, "link_check");
  const std::string buggy = exampleCommand(GetParam().lang, "link_no_ring", missing_);
  const std::string file = kSource + "/examples/link/corners-objc-no-ring.board";
  const CliRun r =
      cli("link " + file + " --from 0,0 --to 3,0 --algo 'ext:" + correct + "' --algo 'ext:" + buggy + "' --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["results"][0]["linkable"], true) << r.out;
  EXPECT_EQ(j["results"][0]["turns"], 2);
  EXPECT_EQ(j["results"][1]["linkable"], false) << r.out;
  const CliRun d = cli("diff --random link --algo corners --algo 'ext:" + buggy + "' --tries 300 --json");
  const nlohmann::json dj = nlohmann::json::parse(d.out);
  EXPECT_EQ(dj["state"], "found") << d.out;
  EXPECT_LE(dj["shrunk"]["tiles"].get<int>(), 6) << d.out;
  const fs::path out = scratch() / ("grade-link-" + GetParam().lang);
  const CliRun g = cli("grade --game link --reference corners --tries 200 --out " + out.string() +
                       " 'right=" + correct + "' 'wrong=" + buggy + "' --json");
  ASSERT_EQ(g.code, 0) << g.err;
  const nlohmann::json gj = nlohmann::json::parse(g.out);
  EXPECT_EQ(gj["programs"][0]["verdict"], "passed") << g.out;
  EXPECT_EQ(gj["programs"][1]["verdict"], "failed") << g.out;
  EXPECT_EQ(cli("link " + gj["programs"][1]["boardFile"].get<std::string>() + " --pairs").code, 0);
}

INSTANTIATE_TEST_SUITE_P(Ext, LinkExamples, ::testing::Values(LinkExample{"python"}, LinkExample{"js"}),
                         [](const auto& info) { return info.param.lang; });

// ---- what a user sees of a program that misbehaves ----------------------------------------------------

const std::string kMisbehave = "python3 " + kSource + "/tests/programs/misbehave.py";

TEST(ExtCli, AProgramThatCannotStartIsAUsageErrorNamingIt) {
  const std::string file = board("five", "h8 a1 i8 b1 j8 c1 k8 d1 l8");
  for (const std::string& command :
       {"gomoku " + file, "trace " + file, std::string("diff --random gomoku --algo scan")}) {
    const CliRun r = cli(command + " --algo 'ext:./no-such-check --fast'");
    EXPECT_EQ(r.code, 2) << command;
    EXPECT_NE(r.err.find("ext:./no-such-check --fast: cannot start './no-such-check'"), std::string::npos) << r.err;
  }
  // grade starts each program in its turn: one that cannot start is a verdict of its own, the others graded.
  const CliRun g = cli("grade --reference scan 'a=./no-such-check' --out " + (scratch() / "none").string());
  EXPECT_EQ(g.code, 0);
  EXPECT_NE(g.err.find("a: not started"), std::string::npos) << g.err;
  EXPECT_NE(g.err.find("a: cannot start './no-such-check'"), std::string::npos) << g.err;
}

TEST(ExtCli, AProgramThatExitsAtStartGetsAFaultWithItsStderr) {
  const CliRun r = cli("gomoku " + board("five", "h8 a1 i8 b1 j8 c1 k8 d1 l8") + " --algo 'ext:" + kMisbehave +
                       " exit-start' --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json fault = nlohmann::json::parse(r.out)["results"][0]["fault"];
  ASSERT_TRUE(fault.is_object()) << r.out;
  const std::string message = fault["message"];
  EXPECT_NE(message.find("exited with status 4 before answering request 1"), std::string::npos) << message;
  EXPECT_NE(message.find("misbehave: cannot load my tables"), std::string::npos) << message;
}

// The time limit holds: a search over a program that never answers ends within its limit plus one time per
// request (it took 36 s under the default 5 s limit: three starts, each waiting out a 10 s start allowance)
// and says how the time went; given the time, the failure is confirmed on a fresh start and is the finding.
TEST(ExtCli, ASearchOverAHangingProgramKeepsItsTimeLimitAndSaysWhy) {
  const auto t0 = std::chrono::steady_clock::now();
  const CliRun r = cli("diff --random gomoku --algo scan --algo 'ext:" + kMisbehave +
                       " always-sleep' --timeout 500 --time-limit 2 --json");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["state"], "out-of-time") << r.out;
  EXPECT_EQ(j["differs"], false);
  EXPECT_EQ(j["tried"], 0);
  EXPECT_TRUE(j["fault"].is_null()) << "no time was left to check it: not a finding " << r.out;
  ASSERT_TRUE(j["unconfirmedFault"].is_object()) << r.out;
  EXPECT_EQ(j["unconfirmedFault"]["try"], 1);
  EXPECT_NE(j["unconfirmedFault"]["message"].get<std::string>().find("(what the search's time limit left)"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.err.find("failed on input 1 and the time left was too short to try it again"), std::string::npos)
      << r.err;
  // 2 s and one request's 0.5 s, with room for a loaded machine; it used to be 25 s and more.
  EXPECT_LT(seconds, 8.0);

  const CliRun given = cli("diff --random gomoku --algo scan --algo 'ext:" + kMisbehave +
                           " always-sleep' --timeout 200 --start-allowance 300 --time-limit 60 --json");
  ASSERT_EQ(given.code, 0) << given.err;
  const nlohmann::json g = nlohmann::json::parse(given.out);
  EXPECT_EQ(g["state"], "faulted") << given.out;
  EXPECT_EQ(g["fault"]["try"], 1);
  EXPECT_EQ(g["fault"]["reproduced"], true);
  EXPECT_NE(g["fault"]["message"].get<std::string>().find("no result for request 2 within"), std::string::npos)
      << given.out;
}

// A program that does not answer properly (garbage) faults; one that answers, well formed, with a path that
// breaks the rules has answered wrongly: a verdict, found and shrunk as a difference, never a fault.
TEST(ExtCli, GarbageIsAFaultAndABadLinkPathIsAWrongAnswerNamingTheRule) {
  const CliRun g =
      cli("gomoku " + board("five", "h8 a1 i8 b1 j8 c1 k8 d1 l8") + " --algo 'ext:" + kMisbehave + " garbage'");
  EXPECT_NE(g.out.find("protocol error: a line that is not JSON: hello, this is not json"), std::string::npos) << g.out;
  const std::string badPath = "python3 " + kSource + "/tests/programs/badpath.py";
  const CliRun p =
      cli("link " + kSource + "/examples/link/corners-objc-no-ring.board --from 0,0 --to 3,0 --algo 'ext:" + badPath +
          "' --json");
  ASSERT_EQ(p.code, 0) << p.err;
  const nlohmann::json r = nlohmann::json::parse(p.out)["results"][0];
  EXPECT_TRUE(r["fault"].is_null()) << r.dump();
  EXPECT_EQ(r["brokenRule"], "the path crosses [1,0]: it holds tile 'B'") << r.dump();
  EXPECT_EQ(r["linkable"], true);
  const CliRun d = cli("diff --random link --algo corners --algo 'ext:" + badPath + "' --tries 50 --json");
  ASSERT_EQ(d.code, 0) << d.err;
  const nlohmann::json j = nlohmann::json::parse(d.out);
  EXPECT_EQ(j["state"], "found") << d.out;
  EXPECT_TRUE(j["fault"].is_null()) << d.out;
  const std::string out =
      std::filesystem::path(writeTempFile("badpath-grade.keep", "")).parent_path() / "badpath-grade";
  const CliRun gr =
      cli("grade --game link --reference corners --tries 50 --out " + out + " 'bad=" + badPath + "' --json");
  ASSERT_EQ(gr.code, 0) << gr.err;
  const nlohmann::json e = nlohmann::json::parse(gr.out)["programs"][0];
  EXPECT_EQ(e["verdict"], "failed") << e.dump();
  EXPECT_NE(e["program"].get<std::string>().find("linked by a path that breaks the rules: "), std::string::npos)
      << e.dump();
}

TEST(ExtCli, TraceCarriesTheProgramsOwnFileAndLine) {
  std::string missing_;
  const std::string command = exampleCommand("python", "gomoku_check", missing_);
  const CliRun r = cli("trace " + board("five", "h8 a1 i8 b1 j8 c1 k8 d1 l8") + " --algo 'ext:" + command + "' --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["verdict"]["winner"], "black");
  ASSERT_GE(j["steps"].size(), 2u);
  const nlohmann::json& first = j["steps"][0];
  EXPECT_NE(first["file"].get<std::string>().find("examples/programs/python/gomoku_check.py"), std::string::npos)
      << first.dump();
  EXPECT_GT(first["line"].get<int>(), 0);
  EXPECT_EQ(first["narration"], "the stone at 11,7");
  EXPECT_EQ(first["marks"][0]["role"], "origin");
}

// A student's check that raises: the kits send the file and line where it happened in the student's code
// (the trace ends there, the fault names it) and write the traceback to stderr. The Python kit used to keep
// only "IndexError: string index out of range", with no step and nothing on stderr.
TEST(ExtCli, AnExceptionInAKitCheckShowsItsFileAndLineAndItsTraceback) {
  const std::string python = writeTempFile("crashy.py",
                                           "import boardlab\n"
                                           "def check(board, x, y, t):\n"
                                           "    t.say('looking')\n"
                                           "    return board[y][x + 100]\n"
                                           "boardlab.run_gomoku(check)\n");
  const std::string js = writeTempFile("crashy.js",
                                       "const boardlab = require('boardlab');\n"
                                       "boardlab.runGomoku((board, x, y, t) => {\n"
                                       "  t.say('looking');\n"
                                       "  return board[y][x + 100].toUpperCase();\n"
                                       "});\n");
  for (const auto& [command, file, line, error] :
       {std::tuple{"python3 " + python, python, 4, std::string("IndexError: string index out of range")},
        std::tuple{"node " + js, js, 4, std::string("TypeError: Cannot read properties of undefined")}}) {
    const CliRun r = cli("trace " + examplePath("gomoku/centre-five.board") + " --algo 'ext:" + command + "' --json");
    ASSERT_EQ(r.code, 0) << r.err;
    const nlohmann::json j = nlohmann::json::parse(r.out);
    const std::string fault =
        j["verdict"]["fault"].is_object() ? j["verdict"]["fault"]["message"].get<std::string>() : j.dump();
    EXPECT_NE(fault.find("reported an error at " + file + ":" + std::to_string(line) + ": " + error), std::string::npos)
        << fault;
    ASSERT_FALSE(j["steps"].empty()) << r.out;
    const nlohmann::json& last = j["steps"].back();
    EXPECT_EQ(last["file"], file) << last.dump();
    EXPECT_EQ(last["line"], line);
    EXPECT_EQ(last["event"], "fault");
  }
}

// ---- hostile programs: what they print never breaks BoardLab's output ----------------------------------

const std::string kCentreFive = examplePath("gomoku/centre-five.board");  // 15x15, black's five at move 9

// misbehave.py answering every request with `text` (ID replaced by the request's id).
std::string replying(const std::string& name, const std::string& text) {
  return kMisbehave + " reply " + writeTempFile(name, text);
}

// The first result of `gomoku FILE --algo 'ext:COMMAND' --json`, which must be JSON (exit 0).
nlohmann::json gomokuJson(const std::string& command, const std::string& file = kCentreFive) {
  const CliRun r = cli("gomoku " + file + " --algo 'ext:" + command + "' --json", false, 60);
  EXPECT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out, nullptr, false);
  EXPECT_FALSE(j.is_discarded()) << r.out;
  return j.is_discarded() ? nlohmann::json() : j["results"][0];
}

std::string faultOf(const nlohmann::json& result) {
  if (!result.is_object() || !result.contains("fault") || !result["fault"].is_object())
    return "(no fault) " + result.dump();
  return result["fault"]["message"];
}

// A control character other than a newline, or a byte no UTF-8 text has (the samples' Latin-1 e-acute
// and FF): what must never reach a terminal or a report.
bool hasRawBytes(const std::string& text) {
  for (char c : text) {
    const auto b = static_cast<unsigned char>(c);
    if ((b < 0x20 && c != '\n') || b == 0x7F || b == 0xE9 || b == 0xFF) return true;
  }
  return false;
}

TEST(ExtCli, StderrThatIsNotUtf8OrHoldsEscapeSequencesIsQuotedPrintable) {
  // It aborted every --json command (nlohmann's type_error.316) and sent the escapes to the terminal.
  const std::string message = faultOf(gomokuJson(kMisbehave + " bad-bytes"));
  EXPECT_NE(message.find("\n  caf? ?\n   [31mred [0m  ]0;title \n  " + std::string(199, 'a') + "...\n  " +
                         std::string(200, 'b') + "..."),
            std::string::npos)
      << message;
  EXPECT_FALSE(hasRawBytes(message)) << message;
  const CliRun text = cli("gomoku " + kCentreFive + " --algo 'ext:" + kMisbehave + " bad-bytes'", false, 60);
  EXPECT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("caf? ?"), std::string::npos) << text.out;
  EXPECT_FALSE(hasRawBytes(text.out)) << text.out;
}

TEST(ExtCli, OutputThatIsNotUtf8IsQuotedCutBetweenCharacters) {
  // 159 bytes, then an e-acute across the quote's limit of 160 bytes: the quote ends before it, not inside it.
  const std::string line = "not json \xe9\x1b[2J" + std::string(145, 'x') + "\u00e9 tail\n";
  const std::string message = faultOf(gomokuJson(replying("not-utf8.json", line)));
  EXPECT_NE(message.find("protocol error: a line that is not JSON: not json ? [2J" + std::string(145, 'x') + "..."),
            std::string::npos)
      << message;
  EXPECT_FALSE(hasRawBytes(message)) << message;
}

TEST(ExtCli, StepTextFromAProgramHasNoEscapeSequences) {
  const std::string answer =
      R"({"id":ID,"step":{"say":"\u001b[2Jcleared","file":"\u001b]0;t\u0007check.py","line":3,)"
      R"("arrows":[{"from":[3,7],"to":[7,7],"label":"\u001b[1m5"}],"watch":{"\u001b[31mcount":"\u001b[0m4"}}})"
      "\n"
      R"({"id":ID,"result":{"winner":"\u009b31mblack","line":null}})"
      "\n";
  const std::string command = replying("escapes.json", answer);
  const CliRun r = cli("trace " + kCentreFive + " --algo 'ext:" + command + "' --json", false, 60);
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  ASSERT_GE(j["steps"].size(), 1u) << r.out;
  const nlohmann::json& step = j["steps"][0];
  EXPECT_EQ(step["narration"], " [2Jcleared");
  EXPECT_EQ(step["file"], " ]0;t check.py");
  EXPECT_EQ(step["arrows"][0]["label"], " [1m5");
  EXPECT_EQ(step["watch"][" [31mcount"], " [0m4") << step.dump();
  EXPECT_NE(r.out.find(R"(winner ' 31mblack' is not)"), std::string::npos) << r.out;  // the C1 CSI too
  const CliRun text = cli("trace " + kCentreFive + " --algo 'ext:" + command + "'", false, 60);
  EXPECT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find(" [2Jcleared"), std::string::npos) << text.out;
  EXPECT_FALSE(hasRawBytes(text.out)) << text.out;
}

TEST(ExtCli, AWinnerWithoutALineIsSaidSoNotACommaWithNothingAfterIt) {
  const std::string noLine = replying("no-line.txt", "{\"id\":ID,\"result\":{\"winner\":\"black\"}}\n");
  const CliRun d = cli("diff " + kCentreFive + " --algo scan --algo 'ext:" + noLine + "'");
  EXPECT_NE(d.out.find(": black wins (no line given)\n"), std::string::npos) << d.out << d.err;
  EXPECT_EQ(d.out.find("wins:\n"), std::string::npos) << d.out;
  // `gomoku` printed "black wins at move 1 (d8):" with nothing after it.
  const CliRun g = cli("gomoku " + kCentreFive + " --algo 'ext:" + noLine + "'", false, 60);
  EXPECT_NE(g.out.find(" (no line given)\n"), std::string::npos) << g.out << g.err;
  EXPECT_EQ(g.out.find("):\n"), std::string::npos) << g.out;
}

TEST(ExtCli, AWinningLineOffTheBoardIsAProtocolError) {
  // Never checked: --json aborted (rc 134) and the text named column 41 with a byte past 'z'.
  const std::string command = replying("line40.json", R"({"id":ID,"result":{"winner":"black","line":[[40,0]]}})"
                                                      "\n");
  const std::string message = faultOf(gomokuJson(command));
  EXPECT_NE(message.find("protocol error: a cell of \"line\" [40,0] is off the 15x15 board"), std::string::npos)
      << message;
  const CliRun text = cli("gomoku " + kCentreFive + " --algo 'ext:" + command + "'", false, 60);
  EXPECT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("[40,0] is off the 15x15 board"), std::string::npos) << text.out;
  EXPECT_EQ(
      std::count_if(text.out.begin(), text.out.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }), 0)
      << text.out;
}

TEST(ExtCli, AnAnswerNestedTooDeepIsAProtocolErrorNotAStackOverflow) {
  const std::string deep = std::string(100'000, '[') + std::string(100'000, ']');
  // The brief's case: a step whose "say" is nested 100,000 deep, through `trace` (SIGSEGV before).
  const std::string say = replying(
      "deep-say.json", R"({"id":ID,"step":{"say":)" + deep + "}}\n" + R"({"id":ID,"result":{"winner":null}})" + "\n");
  const CliRun r = cli("trace " + kCentreFive + " --algo 'ext:" + say + "'", false, 60);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("protocol error: a line nested deeper than 64 levels of lists and objects"), std::string::npos)
      << r.out.substr(0, 2000);
  // Every other value that is turned back into text.
  const std::pair<const char*, std::string> lines[] = {
      {"file", R"({"id":ID,"step":{"file":)" + deep + "}}"},
      {"label", R"({"id":ID,"step":{"arrows":[{"from":[0,0],"to":[1,0],"label":)" + deep + "}]}}"},
      {"watch", R"({"id":ID,"step":{"watch":{"v":)" + deep + "}}}"},
      {"error", R"({"id":ID,"error":)" + deep + "}"},
  };
  for (const auto& [key, line] : lines) {
    const std::string message = faultOf(gomokuJson(replying(std::string("deep-") + key + ".json", line + "\n")));
    EXPECT_NE(message.find("nested deeper than 64 levels"), std::string::npos) << key << ": " << message.substr(0, 500);
  }
}

TEST(ExtCli, AResultWithoutAWinnerAndACoordinateOf2To64Minus1AreProtocolErrors) {
  // No "winner" read as "no win"; x = 2^64-1 read as -1, a cell of the ring.
  const std::string none = faultOf(gomokuJson(replying("no-winner.json", R"({"id":ID,"result":{"line":[]}})"
                                                                         "\n")));
  EXPECT_NE(none.find("protocol error: the result has no \"winner\""), std::string::npos) << none;
  const std::string huge =
      faultOf(gomokuJson(replying("huge-x.json", R"({"id":ID,"step":{"marks":[{"x":18446744073709551615,"y":0}]}})"
                                                 "\n"
                                                 R"({"id":ID,"result":{"winner":null}})"
                                                 "\n")));
  EXPECT_NE(huge.find("protocol error: a mark is out of range"), std::string::npos) << huge;
}

// ---- a BoardLab stopped by a signal takes its programs with it ------------------------------------------

// Waits up to `seconds` for `done`, looking every 20 ms.
bool waitFor(const std::function<bool()>& done, double seconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (!done()) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

// What `ps` prints for `args`, one line per process.
std::string ps(const std::string& args) {
  std::string out;
  if (FILE* p = popen(("ps " + args).c_str(), "r")) {
    char buffer[256];
    while (std::fgets(buffer, sizeof buffer, p)) out += buffer;
    pclose(p);
  }
  return out;
}

// The processes of group `group` still alive (a zombie is dead; only its reaping is left, and the init of
// a container may never do it).
int liveInGroup(pid_t group) {
  std::istringstream lines(ps("-eo pgid=,stat="));
  long pgid = 0;
  std::string stat;
  int live = 0;
  while (lines >> pgid >> stat) live += pgid == group && stat[0] != 'Z';
  return live;
}

// A program in its own process group with three processes (sh and two sleeps) that never answers, asked by a
// boardlab-cli started in the background; `group` is set once all three run.
pid_t cliAskingAGroup(pid_t& group, const std::string& prefix = "") {
  const pid_t pid =
      startCli("gomoku " + kCentreFive + " --timeout 60000 --algo \"ext:sh -c 'sleep 600 & sleep 600'\"", prefix);
  EXPECT_GT(pid, 0);
  const auto allRunning = [&] {
    group = std::atoi(ps("-o pid= --ppid " + std::to_string(pid)).c_str());  // the program: its group's leader
    return group > 0 && liveInGroup(group) == 3;
  };
  EXPECT_TRUE(waitFor(allRunning, 20)) << "the program never started: " << ps("-eo pid,ppid,pgid,stat,args");
  return pid;
}

class ExtCliSignals : public ::testing::TestWithParam<int> {};

TEST_P(ExtCliSignals, EveryProcessOfTheProgramsGroupEndsWithTheCli) {
  // Before, the program's group (its own, so a terminal's Ctrl+C never reaches it) ran on forever.
  pid_t group = 0;
  const pid_t pid = cliAskingAGroup(group);
  ASSERT_GT(group, 0);
  ASSERT_EQ(::kill(pid, GetParam()), 0);
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == GetParam()) << "status " << status;  // the usual exit status
  EXPECT_TRUE(waitFor([&] { return liveInGroup(group) == 0; }, 5))
      << liveInGroup(group) << " processes of the program's group still run: " << ps("-eo pid,ppid,pgid,stat,args");
  ::kill(-group, SIGKILL);  // whatever happened, leave nothing running
}

INSTANTIATE_TEST_SUITE_P(Ext, ExtCliSignals, ::testing::Values(SIGTERM, SIGINT, SIGHUP),
                         [](const auto& info) { return std::string(sigabbrev_np(info.param)); });

TEST(ExtCli, AHangUpTheCliIgnoresLeavesItsProgramRunning) {
  // `nohup` or `trap '' HUP`: BoardLab keeps an ignored signal ignored, so its programs go on with it.
  pid_t group = 0;
  const pid_t pid = cliAskingAGroup(group, "trap '' HUP;");
  ASSERT_GT(group, 0);
  ASSERT_EQ(::kill(pid, SIGHUP), 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  int status = 0;
  EXPECT_EQ(waitpid(pid, &status, WNOHANG), 0) << "the ignored SIGHUP ended it";
  EXPECT_EQ(liveInGroup(group), 3);
  ::kill(pid, SIGTERM);
  waitpid(pid, &status, 0);
  EXPECT_TRUE(waitFor([&] { return liveInGroup(group) == 0; }, 5)) << ps("-eo pid,ppid,pgid,stat,args");
  ::kill(-group, SIGKILL);
}

}  // namespace
}  // namespace boardlab::test
