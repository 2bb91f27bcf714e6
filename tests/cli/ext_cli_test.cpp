// Outside programs through boardlab-cli (issue 16): every kit's example programs give the expected
// verdicts; `diff --random` and `grade` catch each buggy one and shrink its counterexample to a small
// board; each correct one passes grade within its budget; misbehaving programs get their message.
// Java, C# and Node examples are compiled or run at test time and skipped (GTEST_SKIP, which ctest counts
// as passed) only when that toolchain is missing.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_runner.hpp"

namespace boardlab::test {
namespace {

namespace fs = std::filesystem;
const std::string kSource = BOARDLAB_SOURCE_DIR;
const std::string kPrograms = kSource + "/examples/programs";

bool onPath(const std::string& tool) { return std::system(("command -v " + tool + " >/dev/null 2>&1").c_str()) == 0; }

fs::path scratch() {
  const fs::path dir = fs::temp_directory_path() / ("boardlab-ext-tests-" + std::to_string(getpid()));
  fs::create_directories(dir);
  return dir;
}

// The command that runs an example, building it first where the language needs it; "" when the
// toolchain is missing (`missing` says which).
std::string exampleCommand(const std::string& lang, const std::string& example, std::string& missing) {
  if (lang == "python") return onPath("python3") ? "python3 " + kPrograms + "/python/" + example + ".py" : (missing = "python3", "");
  if (lang == "js") return onPath("node") ? "node " + kPrograms + "/js/" + example + ".js" : (missing = "node", "");
  if (lang == "cpp") return std::string(BOARDLAB_CPP_EXAMPLES) + "/example_cpp_" + example;
  // The build compiles the Java and C# examples once (tests/CMakeLists.txt, kit_examples); a JDK or mcs
  // installed after the build was configured still works: the example is then compiled here.
  const fs::path built = fs::path(BOARDLAB_KIT_EXAMPLES) / lang;
  if (lang == "java") {
    if (!onPath("javac") || !onPath("java")) return missing = "javac/java (a JDK)", "";
    if (fs::exists(built / (example + ".class"))) return "java -cp " + built.string() + " " + example;
    const fs::path out = scratch() / "java";
    if (!fs::exists(out / (example + ".class"))) {
      const std::string build = "javac -d " + out.string() + " " + kSource + "/kits/java/BoardLab.java " + kPrograms +
                                "/java/" + example + ".java";
      EXPECT_EQ(std::system(build.c_str()), 0) << build;
    }
    return "java -cp " + out.string() + " " + example;
  }
  if (lang == "csharp") {
    if (!onPath("mcs") || !onPath("mono")) return missing = "mcs/mono (Debian's mono-mcs)", "";
    if (fs::exists(built / (example + ".exe"))) return "mono " + (built / (example + ".exe")).string();
    const fs::path exe = scratch() / (example + ".exe");
    if (!fs::exists(exe)) {
      const std::string build = "mcs -nologo -out:" + exe.string() + " " + kSource + "/kits/csharp/BoardLab.cs " +
                                kPrograms + "/csharp/" + example + ".cs >/dev/null";
      EXPECT_EQ(std::system(build.c_str()), 0) << build;
    }
    return "mono " + exe.string();
  }
  return "";
}

#define EXAMPLE_OR_SKIP(var, lang, example)                                                   \
  std::string missing_;                                                                       \
  const std::string var = exampleCommand(lang, example, missing_);                            \
  if (var.empty()) GTEST_SKIP() << "skipped: " << missing_ << " is not installed (scripts/setup.sh installs it)"

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
  std::string bugMoves;       // a game on which the bug shows at move 9
  bool bugSeesWin;            // what the buggy program says there (the truth is the opposite)
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
  const CliRun r = cli("grade --reference scan --tries 200 --out " + out.string() + " 'right=" + correct + "' 'wrong=" +
                       buggy + "' --json");
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
  const CliRun r = cli("link " + file + " --from 0,0 --to 3,0 --algo 'ext:" + correct + "' --algo 'ext:" + buggy + "' --json");
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
  const CliRun g = cli("grade --game link --reference corners --tries 200 --out " + out.string() + " 'right=" + correct +
                       "' 'wrong=" + buggy + "' --json");
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
  for (const std::string& command : {"gomoku " + file, "trace " + file, std::string("diff --random gomoku --algo scan")}) {
    const CliRun r = cli(command + " --algo 'ext:./no-such-check --fast'");
    EXPECT_EQ(r.code, 2) << command;
    EXPECT_NE(r.err.find("ext:./no-such-check --fast: cannot start './no-such-check'"), std::string::npos) << r.err;
  }
  const CliRun g = cli("grade --reference scan 'a=./no-such-check' --out " + (scratch() / "none").string());
  EXPECT_EQ(g.code, 2);
  EXPECT_NE(g.err.find("a: cannot start './no-such-check'"), std::string::npos) << g.err;
}

TEST(ExtCli, AProgramThatExitsAtStartGetsAFaultWithItsStderr) {
  const CliRun r = cli("gomoku " + board("five", "h8 a1 i8 b1 j8 c1 k8 d1 l8") + " --algo 'ext:" + kMisbehave + " exit-start' --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json fault = nlohmann::json::parse(r.out)["results"][0]["fault"];
  ASSERT_TRUE(fault.is_object()) << r.out;
  const std::string message = fault["message"];
  EXPECT_NE(message.find("exited with status 4 before answering request 1"), std::string::npos) << message;
  EXPECT_NE(message.find("misbehave: cannot load my tables"), std::string::npos) << message;
}

TEST(ExtCli, ASearchOverAHangingProgramStopsWithinSecondsAndSaysWhy) {
  const auto t0 = std::chrono::steady_clock::now();
  const CliRun r = cli("diff --random gomoku --algo scan --algo 'ext:" + kMisbehave + " always-sleep' --timeout 200 --json");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  ASSERT_TRUE(j["stopped"].is_string()) << r.out;
  EXPECT_NE(j["stopped"].get<std::string>().find("failed 3 times in a row and is not asked again"), std::string::npos);
  EXPECT_NE(r.err.find("stopped: "), std::string::npos);
  EXPECT_LT(seconds, 30.0);  // not a timing test: without the give-up rule it pays 200 ms thousands of times
}

TEST(ExtCli, GarbageAndABadLinkPathAreFaultsThatSayWhat) {
  const CliRun g = cli("gomoku " + board("five", "h8 a1 i8 b1 j8 c1 k8 d1 l8") + " --algo 'ext:" + kMisbehave + " garbage'");
  EXPECT_NE(g.out.find("protocol error: a line that is not JSON: hello, this is not json"), std::string::npos) << g.out;
  const CliRun p = cli("link " + kSource + "/examples/link/corners-objc-no-ring.board --from 0,0 --to 3,0 --algo 'ext:python3 " +
                       kSource + "/tests/programs/badpath.py' --json");
  ASSERT_EQ(p.code, 0) << p.err;
  const nlohmann::json r = nlohmann::json::parse(p.out)["results"][0];
  EXPECT_EQ(r["fault"], "ext:python3 " + kSource + "/tests/programs/badpath.py: bad path: the path crosses [1,0]: it holds tile 'B'");
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
  EXPECT_NE(first["file"].get<std::string>().find("examples/programs/python/gomoku_check.py"), std::string::npos) << first.dump();
  EXPECT_GT(first["line"].get<int>(), 0);
  EXPECT_EQ(first["narration"], "the stone at 11,7");
  EXPECT_EQ(first["marks"][0]["role"], "origin");
}

}  // namespace
}  // namespace boardlab::test
