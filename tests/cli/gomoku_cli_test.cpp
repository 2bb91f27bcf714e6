// boardlab-cli gomoku / trace, run as a real process on the files in examples/gomoku/.

#include <gtest/gtest.h>

#include "cli_runner.hpp"

#include <sys/wait.h>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

namespace {

using boardlab::test::cli;
using boardlab::test::examplePath;
using CliRun = boardlab::test::CliRun;

// The results of `gomoku FILE --algo all --json`, by algorithm name.
std::map<std::string, nlohmann::json> resultsOf(const std::string& file, const std::string& extra = "") {
  const CliRun run = cli("gomoku " + file + " --algo all --json " + extra);
  EXPECT_EQ(run.code, 0) << run.out;
  const nlohmann::json j = nlohmann::json::parse(run.out);
  std::map<std::string, nlohmann::json> byAlgo;
  for (const nlohmann::json& r : j.at("results")) byAlgo[r.at("algo").get<std::string>()] = r;
  return byAlgo;
}

using boardlab::test::kCorrectedGomoku;
const char* const kAll[] = {"scan",      "lines",     "windows",  "bitboard",
                            "scan:objc", "scan:java", "lines:js", "windows:csharp"};

void expectWin(const nlohmann::json& r, const std::string& winner, int ply, const std::string& at) {
  EXPECT_EQ(r.at("winner"), winner) << r.dump();
  EXPECT_EQ(r.at("ply"), ply) << r.dump();
  EXPECT_EQ(r.at("at"), at) << r.dump();
}

void expectNoWin(const nlohmann::json& r) {
  EXPECT_TRUE(r.at("winner").is_null()) << r.dump();
  EXPECT_TRUE(r.at("ply").is_null()) << r.dump();
  EXPECT_TRUE(r.at("at").is_null()) << r.dump();
  EXPECT_TRUE(r.at("line").is_null()) << r.dump();
}

TEST(GomokuCli, TheIssuesExampleGivesTheDocumentedJson) {
  const std::filesystem::path file = std::filesystem::temp_directory_path() / "boardlab-issue-example.board";
  std::ofstream(file) << "game gomoku\nsize 15\nrule freestyle\nmoves h8 a1 i8 b1 j8 c1 k8 d1 l8\n";
  const CliRun run = cli("gomoku " + file.string() + " --algo all --json");
  ASSERT_EQ(run.code, 0);
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j.at("game"), "gomoku");
  EXPECT_EQ(j.at("size"), nlohmann::json::array({15, 15}));
  EXPECT_EQ(j.at("rule"), "freestyle");
  ASSERT_EQ(j.at("results").size(), 8u);
  for (std::size_t i = 0; i < 8; ++i) EXPECT_EQ(j.at("results")[i].at("algo"), kAll[i]);
  for (std::size_t i = 0; i < 4; ++i) {
    const nlohmann::json& r = j.at("results")[i];
    expectWin(r, "black", 9, "l8");
    EXPECT_EQ(r.at("line"), nlohmann::json::array({"h8", "i8", "j8", "k8", "l8"}));
  }
  std::filesystem::remove(file);
}

TEST(GomokuCli, CentreFiveIsFoundByEveryAlgorithm) {
  const auto results = resultsOf(examplePath("gomoku/centre-five.board"));
  ASSERT_EQ(results.size(), 8u);
  for (const char* algo : kAll) expectWin(results.at(algo), "black", 9, "h8");
  EXPECT_EQ(results.at("scan").at("line"), nlohmann::json::array({"d8", "e8", "f8", "g8", "h8"}));
}

TEST(GomokuCli, ScanObjcEdgeMissesTheFiveOnColumnA) {
  const auto results = resultsOf(examplePath("gomoku/scan-objc-edge.board"));
  for (const char* algo : kAll)
    if (std::string(algo) != "scan:objc") expectWin(results.at(algo), "black", 9, "e8");
  expectNoWin(results.at("scan:objc"));
}

TEST(GomokuCli, ScanJavaCountCarriesWinsWithoutAFive) {
  const auto results = resultsOf(examplePath("gomoku/scan-java-count-carries.board"));
  for (const char* algo : kAll)
    if (std::string(algo) != "scan:java") expectNoWin(results.at(algo));
  expectWin(results.at("scan:java"), "black", 9, "h8");
  EXPECT_EQ(results.at("scan:java").at("line"), nlohmann::json::array({"h8", "g8", "f8", "h9", "h10"}));
}

TEST(GomokuCli, LinesJsTakeBackLeavesTheLineDead) {
  const auto results = resultsOf(examplePath("gomoku/lines-js-takeback-dead-line.board"));
  for (const char* algo : kAll)
    if (std::string(algo) != "lines:js") expectWin(results.at(algo), "black", 11, "g8");
  expectNoWin(results.at("lines:js"));
}

TEST(GomokuCli, LinesJsOccupiedClickSwapsTheColours) {
  const auto results = resultsOf(examplePath("gomoku/lines-js-occupied-click.board"));
  for (const char* algo : kCorrectedGomoku) expectWin(results.at(algo), "white", 14, "g13");
  expectWin(results.at("lines:js"), "black", 14, "g13");
}

TEST(GomokuCli, WindowsCsharpGuardMissesAFiveRightOfColumnF) {
  const auto results = resultsOf(examplePath("gomoku/windows-csharp-guard.board"));
  for (const char* algo : kAll)
    if (std::string(algo) != "windows:csharp") expectWin(results.at(algo), "black", 9, "l8");
  expectNoWin(results.at("windows:csharp"));
}

TEST(GomokuCli, WindowsCsharpFaultIsReportedNotCrashed) {
  const auto results = resultsOf(examplePath("gomoku/windows-csharp-fault.board"));
  for (const char* algo : kAll) expectNoWin(results.at(algo));
  const nlohmann::json& fault = results.at("windows:csharp").at("fault");
  EXPECT_EQ(fault.at("message"), "IndexOutOfRangeException: a[3,-1] in Win_AntiDiangle for the stone at c15");
  EXPECT_EQ(fault.at("ply"), 5);
  EXPECT_EQ(fault.at("at"), "a13");
  EXPECT_TRUE(results.at("scan").at("fault").is_null());
}

TEST(GomokuCli, OpeningIsAGameInProgress) {
  // No five yet; scan:java's carried count already "wins" at i7, a false alarm the workbench can show.
  const auto results = resultsOf(examplePath("gomoku/opening.board"));
  for (const char* algo : kCorrectedGomoku) expectNoWin(results.at(algo));
  expectWin(results.at("scan:java"), "black", 11, "i7");
}

TEST(GomokuCli, StandardOverlineIsNoWinForTheCorrectedAlgorithms) {
  const auto standard = resultsOf(examplePath("gomoku/standard-overline.board"));
  for (const char* algo : kCorrectedGomoku) expectNoWin(standard.at(algo));
  for (const char* algo : {"scan:objc", "scan:java", "lines:js"}) expectWin(standard.at(algo), "black", 11, "f8");
  const auto freestyle = resultsOf(examplePath("gomoku/standard-overline.board"), "--rule freestyle");
  for (const char* algo : kCorrectedGomoku) {
    expectWin(freestyle.at(algo), "black", 11, "f8");
    EXPECT_EQ(freestyle.at(algo).at("line"), nlohmann::json::array({"c8", "d8", "e8", "f8", "g8", "h8"}));
  }
}

TEST(GomokuCli, RuleOverrideAndAlgoSelection) {
  const std::filesystem::path file = std::filesystem::temp_directory_path() / "boardlab-overline.board";
  std::ofstream(file) << "game gomoku\nmoves c8 c1 d8 d1 e8 e1 g8 g1 h8 o15 f8\n";  // f8 makes six
  EXPECT_EQ(resultsOf(file.string()).at("scan").at("ply"), 11);
  const auto standard = resultsOf(file.string(), "--rule standard");
  for (const char* algo : kCorrectedGomoku) expectNoWin(standard.at(algo));
  const CliRun some = cli("gomoku " + file.string() + " --algo scan,lines:js --json");
  ASSERT_EQ(some.code, 0);
  const nlohmann::json j = nlohmann::json::parse(some.out);
  ASSERT_EQ(j.at("results").size(), 2u);
  EXPECT_EQ(j.at("results")[1].at("algo"), "lines:js");
  const CliRun text = cli("gomoku " + file.string() + " --algo scan");
  EXPECT_EQ(text.code, 0);
  EXPECT_NE(text.out.find("black wins at move 11 (f8): c8 d8 e8 f8 g8 h8"), std::string::npos) << text.out;
  std::filesystem::remove(file);
}

TEST(GomokuCli, ExitCodesForUsageErrorsAndBadFiles) {
  EXPECT_EQ(cli("gomoku " + examplePath("gomoku/centre-five.board") + " --algo nope").code, 2);
  EXPECT_EQ(cli("gomoku " + examplePath("gomoku/centre-five.board") + " --rule omok").code, 2);
  EXPECT_EQ(cli("gomoku").code, 2);
  EXPECT_EQ(cli("gomoku /nonexistent.board").code, 3);
  const std::filesystem::path bad = std::filesystem::temp_directory_path() / "boardlab-bad.board";
  std::ofstream(bad) << "game gomoku\nmoves h8 h8\n";
  const CliRun run = cli("gomoku " + bad.string(), true);
  EXPECT_EQ(run.code, 3);
  EXPECT_NE(run.out.find(bad.string() + ":2: move 2: h8 already holds a black stone"), std::string::npos) << run.out;
  EXPECT_EQ(cli("trace " + bad.string() + " --algo scan").code, 3);
  std::filesystem::remove(bad);
}

TEST(GomokuCli, HelpListsTheOptionsWithAnExample) {
  const CliRun run = cli("gomoku --help");
  EXPECT_EQ(run.code, 0);
  for (const char* word : {"--algo", "--rule", "--json", "Example:", "lines:js"})
    EXPECT_NE(run.out.find(word), std::string::npos) << word << "\n" << run.out;
  const CliRun trace = cli("trace --help");
  EXPECT_EQ(trace.code, 0);
  for (const char* word : {"--algo", "--ply", "--json", "Example:"})
    EXPECT_NE(trace.out.find(word), std::string::npos) << word;
}

TEST(GomokuCli, HelpCitesTheArticleOfEveryAsPublishedVariant) {
  const CliRun run = cli("gomoku --help");
  for (
      const char* line :
      {"scan:objc: Article 000: \"IOS游戲開辟之五子棋OC版\", author not named, year not given. In Chinese (Traditional "
       "characters in this copy); code in Objective-C. Same text found at: https://github.com/HelloYeah/Gomoku-Game",
       "scan:java: Article 003: \"五子棋的判斷輸贏規則代碼 —— 完整優化版\", author not named, year not given.",
       "lines:js: Article 001:", "windows:csharp: Article 002: \"Visual Studio五子棋开发案例（三）\""})
    EXPECT_NE(run.out.find(line), std::string::npos) << line << "\n" << run.out;
  EXPECT_EQ(run.out.find("scan: Article"), std::string::npos) << "a corrected algorithm cites no article";
}

TEST(TraceCli, PrintsTheStepsOfOneAlgorithmAtAPly) {
  const CliRun run = cli("trace " + examplePath("gomoku/centre-five.board") + " --algo lines --json");
  ASSERT_EQ(run.code, 0) << run.out;
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j.at("algo"), "lines");
  EXPECT_EQ(j.at("ply"), 9);
  EXPECT_EQ(j.at("at"), "h8");
  EXPECT_EQ(j.at("verdict").at("winner"), "black");
  ASSERT_FALSE(j.at("steps").empty());
  EXPECT_EQ(j.at("steps").back().at("event"), "verdict");
  EXPECT_FALSE(j.at("listing").empty());
  const CliRun early = cli("trace " + examplePath("gomoku/centre-five.board") + " --algo scan:java --ply 3 --json");
  ASSERT_EQ(early.code, 0);
  EXPECT_EQ(nlohmann::json::parse(early.out).at("at"), "e8");
  const CliRun text = cli("trace " + examplePath("gomoku/scan-java-count-carries.board") + " --algo scan:java");
  EXPECT_EQ(text.code, 0);
  EXPECT_NE(text.out.find("never reset"), std::string::npos) << text.out;
  EXPECT_EQ(cli("trace " + examplePath("gomoku/centre-five.board") + " --algo scan --ply 99").code, 2);
  EXPECT_EQ(cli("trace " + examplePath("gomoku/centre-five.board") + " --algo nope").code, 2);
  EXPECT_EQ(cli("trace " + examplePath("gomoku/centre-five.board") + "").code, 2);
}

}  // namespace
