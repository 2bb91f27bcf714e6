// boardlab-cli under renju and caro, run as a real process: the gomoku verdict when black's move is
// forbidden, caro's blocked five, and the `forbidden` command in text and JSON.

#include <gtest/gtest.h>

#include "cli_runner.hpp"

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

namespace {

using boardlab::test::cli;
using boardlab::test::examplePath;
using CliRun = boardlab::test::CliRun;

// In this test process's folder, removed when the process ends.
std::string writeBoard(const std::string& name, const std::string& text) {
  return boardlab::test::writeTempFile(name, text);
}

using boardlab::test::kCorrectedGomoku;

TEST(RenjuCli, AForbiddenBlackMoveDecidesTheGameForWhite) {
  for (const char* algo : kCorrectedGomoku) {
    const CliRun run =
        cli("gomoku " + examplePath("gomoku/renju-overline.board") + " --rule renju --algo " + algo + " --json");
    ASSERT_EQ(run.code, 0) << run.out;
    const nlohmann::json r = nlohmann::json::parse(run.out).at("results").at(0);
    EXPECT_EQ(r.at("winner"), "white") << algo;
    EXPECT_EQ(r.at("at"), "d8") << algo;
    EXPECT_EQ(r.at("ply"), 11) << algo;
    EXPECT_TRUE(r.at("line").is_null()) << algo;
    EXPECT_EQ(r.at("forbidden"), "overline") << algo;
  }
  const CliRun three =
      cli("gomoku " + examplePath("gomoku/renju-double-three.board") + " --rule renju --algo scan --json");
  const nlohmann::json r = nlohmann::json::parse(three.out).at("results").at(0);
  EXPECT_EQ(r.at("forbidden"), "double-three");
  EXPECT_EQ(r.at("at"), "h8");
  EXPECT_EQ(r.at("ply"), 9);
  // Under freestyle the same file is black's six; the key "forbidden" belongs to renju only.
  const nlohmann::json free = nlohmann::json::parse(
      cli("gomoku " + examplePath("gomoku/renju-overline.board") + " --rule freestyle --algo scan --json").out);
  EXPECT_EQ(free.at("results").at(0).at("winner"), "black");
  EXPECT_FALSE(free.at("results").at(0).contains("forbidden"));
}

TEST(RenjuCli, TextOutputNamesTheForbiddenMove) {
  const CliRun run = cli("gomoku " + examplePath("gomoku/renju-overline.board") + " --algo scan");
  ASSERT_EQ(run.code, 0);
  EXPECT_NE(run.out.find("white wins at move 11: black's d8 is forbidden (overline)"), std::string::npos) << run.out;
}

TEST(RenjuCli, WhiteWinsWithSixAndBlackWithExactlyFive) {
  const std::string file = writeBoard("boardlab-renju-white-six.board",
                                      "game gomoku\nrule renju\nmoves h8 a8 h9 b8 j1 c8 k1 e8 l1 f8 m2 d8\n");
  const nlohmann::json j = nlohmann::json::parse(cli("gomoku " + file + " --algo scan --json").out);
  EXPECT_EQ(j.at("results").at(0).at("winner"), "white");
  EXPECT_TRUE(j.at("results").at(0).at("forbidden").is_null());
  EXPECT_EQ(j.at("results").at(0).at("line").size(), 6u);
}

TEST(RenjuCli, UnderCaroABlockedFiveIsNoWin) {
  for (const char* algo : kCorrectedGomoku) {
    const nlohmann::json caro = nlohmann::json::parse(
        cli("gomoku " + examplePath("gomoku/caro-blocked-five.board") + " --algo " + algo + " --json").out);
    EXPECT_EQ(caro.at("rule"), "caro");
    EXPECT_TRUE(caro.at("results").at(0).at("winner").is_null()) << algo;
    const nlohmann::json standard = nlohmann::json::parse(
        cli("gomoku " + examplePath("gomoku/caro-blocked-five.board") + " --rule standard --algo " + algo + " --json")
            .out);
    EXPECT_EQ(standard.at("results").at(0).at("winner"), "black") << algo;
  }
}

TEST(RenjuCli, ForbiddenListsTheIssuesSanityBoard) {
  const std::string file = writeBoard("boardlab-renju-sanity.board",
                                      "game gomoku\nsize 15\nrule renju\nmoves a8 a1 b8 b1 c8 c2 e8 e1 f8 f1\n");
  const CliRun run = cli("forbidden " + file + " --json");
  ASSERT_EQ(run.code, 0) << run.out;
  EXPECT_EQ(nlohmann::json::parse(run.out), nlohmann::json::parse(R"({"forbidden":[{"at":"d8","kind":"overline"}]})"));
  const CliRun text = cli("forbidden " + file);
  ASSERT_EQ(text.code, 0);
  EXPECT_NE(text.out.find("1 forbidden point for black"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("  d8  overline"), std::string::npos) << text.out;
}

// Every scene the workbench opens from its command line, `trace` prints: --algo forbidden --point P.
TEST(RenjuCli, TraceChecksAPointForbiddenAsTheWorkbenchDoes) {
  const std::string file = writeBoard("boardlab-renju-trace-point.board",
                                      "game gomoku\nsize 15\nrule renju\nmoves a8 a1 b8 b1 c8 c2 e8 e1 f8 f1\n");
  const CliRun run = cli("trace " + file + " --algo forbidden --point d8 --json");
  ASSERT_EQ(run.code, 0) << run.out << run.err;
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j.at("point"), "d8");
  EXPECT_EQ(j.at("forbidden"), "overline");
  EXPECT_FALSE(j.at("steps").empty());
  const CliRun text = cli("trace " + file + " --algo forbidden --point h8");
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("forbidden at h8: black may play it"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("trace of forbidden: "), std::string::npos) << text.out;
  const CliRun stone = cli("trace " + file + " --algo forbidden --point a8");
  EXPECT_EQ(stone.code, 2);
  EXPECT_NE(stone.err.find("a8 holds a stone"), std::string::npos) << stone.err;
  const CliRun none = cli("trace " + file + " --algo forbidden");
  EXPECT_EQ(none.code, 2);
  EXPECT_NE(none.err.find("give it with --point"), std::string::npos) << none.err;
  EXPECT_EQ(cli("trace " + file + " --algo scan --point d8").code, 2);
  EXPECT_EQ(cli("trace " + file + " --algo forbidden --point z99").code, 2);
}

TEST(RenjuCli, ForbiddenSkipsThePseudoDoubleThreeAndWorksWhoeverIsToMove) {
  const CliRun run = cli("forbidden " + examplePath("gomoku/renju-pseudo-double-three.board") + " --json");
  ASSERT_EQ(run.code, 0) << run.out;
  std::set<std::string> listed;
  const nlohmann::json out =
      nlohmann::json::parse(run.out);  // kept alive: .at() of a temporary would dangle in the loop
  for (const nlohmann::json& p : out.at("forbidden")) {
    listed.insert(p.at("at").get<std::string>());
    if (p.at("at") == "i8") {
      EXPECT_EQ(p.at("kind"), "double-four");
    }
  }
  EXPECT_FALSE(listed.count("h8")) << "h8's horizontal three is not open: i8 is forbidden";
  // White to move (one move fewer): the command still answers for black.
  const std::string white =
      writeBoard("boardlab-renju-white-to-move.board", "game gomoku\nrule renju\nmoves f8 a1 g8 a3 h7 a5 h6\n");
  const nlohmann::json j = nlohmann::json::parse(cli("forbidden " + white + " --json").out);
  bool h8 = false;
  for (const nlohmann::json& p : j.at("forbidden")) h8 = h8 || (p.at("at") == "h8" && p.at("kind") == "double-three");
  EXPECT_TRUE(h8) << j.dump();
}

TEST(RenjuCli, AFiveIsNeverListedAndAnEmptyListIsSaid) {
  // h8 would make d8..h8 exactly five and two fours: a five, so allowed.
  const std::string file =
      writeBoard("boardlab-renju-five.board",
                 "game gomoku\nrule renju\nmoves d8 a1 e8 a3 f8 a5 g8 a7 h7 a9 h6 a11 h5 a13 e5 c1 f6 c3 g7\n");
  const nlohmann::json j = nlohmann::json::parse(cli("forbidden " + file + " --json").out);
  for (const nlohmann::json& p : j.at("forbidden")) EXPECT_NE(p.at("at"), "h8") << j.dump();
  const std::string empty = writeBoard("boardlab-renju-empty.board", "game gomoku\nrule freestyle\n");
  const CliRun text = cli("forbidden " + empty);
  EXPECT_NE(text.out.find("no forbidden point for black"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("forbidden only under renju"), std::string::npos) << text.out;
  EXPECT_EQ(nlohmann::json::parse(cli("forbidden " + empty + " --json").out),
            nlohmann::json::parse(R"({"forbidden":[]})"));
}

TEST(RenjuCli, BadFilesAndRulesAreRefused) {
  EXPECT_EQ(cli("forbidden /nonexistent/x.board").code, 3);
  EXPECT_EQ(cli("gomoku " + examplePath("gomoku/renju-overline.board") + " --rule omok").code, 2);
}

}  // namespace
