// Every kit gives a gomoku check the rule of the request (Python and JS `t.rule`, Java `t.rule()`, C#
// `t.Rule`, C++ `t.rule`), spelt as in the protocol, "freestyle" when a request has none: each kit's correct
// example, a real process asked by boardlab-cli, sees a six in a row as a win under freestyle only, watches
// the rule it was given, and passes grade under --rule standard. Toolchains that are missing skip
// (kit_examples.hpp).

#include <gtest/gtest.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "cli_runner.hpp"
#include "kit_examples.hpp"
#include "tests/test_paths.hpp"

// Its own namespace: the unity build compiles this file beside ext_cli_test.cpp and its helpers.
namespace boardlab::test::kit_rule {
namespace {

struct Kit {
  std::string lang, example;
};

const Kit kKits[] = {
    {"python", "gomoku_check"}, {"js", "gomoku_check"},  {"java", "GomokuCheck"},
    {"csharp", "GomokuCheck"},  {"cpp", "gomoku_check"},
};

const char* const kRuleNames[] = {"freestyle", "standard", "renju", "caro"};

// Move 11, black's h8, joins e8 f8 g8 and i8 j8 into six in a row (an overline); nobody had five before.
const std::string kOverline = "e8 a1 f8 b1 g8 c1 i8 a3 j8 b3 h8";
// Move 9, black's l8, makes exactly five.
const std::string kFive = "h8 a1 i8 b1 j8 c1 k8 d1 l8";

std::string board(const std::string& rule, const std::string& moves, const std::string& name) {
  return writeTempFile("rule-" + name + "-" + rule + ".board",
                       "game gomoku\nsize 15x15\nrule " + rule + "\nmoves " + moves + "\n");
}

// `boardlab-cli VERB FILE --algo 'ext:COMMAND' --json`, parsed (null when it is not JSON).
nlohmann::json run(const std::string& verb, const std::string& file, const std::string& command) {
  const CliRun r = cli(verb + " " + file + " --algo 'ext:" + command + "' --json", false, 120);
  EXPECT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out, nullptr, false);
  EXPECT_FALSE(j.is_discarded()) << r.out << r.err;
  return j.is_discarded() ? nlohmann::json() : j;
}

class KitRule : public ::testing::TestWithParam<Kit> {};

TEST_P(KitRule, AnOverlineWinsUnderFreestyleOnly) {
  EXAMPLE_OR_SKIP(command, GetParam().lang, GetParam().example);
  // Renju is left out: black's overline is a forbidden move there, and BoardLab gives white the game.
  for (const std::string rule : {"freestyle", "standard", "caro"}) {
    nlohmann::json six = run("gomoku", board(rule, kOverline, "six"), command)["results"][0];
    EXPECT_TRUE(six["fault"].is_null()) << rule << ": " << six.dump();
    if (rule == "freestyle") {
      EXPECT_EQ(six["winner"], "black") << rule << ": " << six.dump();
      EXPECT_EQ(six["ply"], 11) << six.dump();
    } else {
      EXPECT_TRUE(six["winner"].is_null()) << rule << ": an overline is no win: " << six.dump();
    }
    // Exactly five still wins under every rule: the check reads the rule, it does not just refuse.
    nlohmann::json five = run("gomoku", board(rule, kFive, "five"), command)["results"][0];
    EXPECT_EQ(five["winner"], "black") << rule << ": " << five.dump();
    EXPECT_EQ(five["ply"], 9) << rule << ": " << five.dump();
  }
}

TEST_P(KitRule, TheCheckSeesTheRuleAsTheProtocolSpellsIt) {
  EXAMPLE_OR_SKIP(command, GetParam().lang, GetParam().example);
  for (const std::string rule : kRuleNames) {
    nlohmann::json j = run("trace", board(rule, kOverline, "trace"), command);
    ASSERT_TRUE(j.is_object());
    EXPECT_EQ(j["rule"], rule);
    std::string seen = "(no step watches rule)";
    for (nlohmann::json& step : j["steps"])
      if (step["watch"].is_object() && step["watch"].contains("rule")) {
        seen = step["watch"]["rule"].get<std::string>();
        break;
      }
    EXPECT_EQ(seen, rule) << j.dump().substr(0, 2000);
  }
}

TEST_P(KitRule, ARequestWithoutARuleIsFreestyle) {
  EXAMPLE_OR_SKIP(command, GetParam().lang, GetParam().example);
  // BoardLab always sends a rule, so the request is written here: the six of AnOverlineWinsUnderFreestyleOnly.
  // 15 empty rows but row 7 (h8's), which holds black's six e8..j8 (x = 4..9): the move h8 completes it.
  std::string rows;
  for (int y = 0; y < 15; ++y)
    rows += std::string(rows.empty() ? "" : ",") + "\"" + (y == 7 ? "....xxxxxx....." : "...............") + "\"";
  const std::string request = R"({"id":1,"game":"gomoku","cols":15,"rows":15,"board":[)" + rows +
                              R"(],"move":{"x":7,"y":7,"name":"h8"},"trace":true})";
  // Run by hand, not by BoardLab: with the kit found as kits/README.md says (boardlab-cli kit).
  const std::string cli = testpaths::cli;
  const std::string kits = "PYTHONPATH=\"$(" + cli + " kit python)\" NODE_PATH=\"$(" + cli + " kit js)\" ";
  FILE* pipe = popen(("echo '" + request + "' | " + kits + "timeout -s KILL 60 " + command).c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string out;
  char buffer[4096];
  while (std::fgets(buffer, sizeof buffer, pipe)) out += buffer;
  EXPECT_EQ(pclose(pipe), 0) << out;
  std::istringstream lines(out);
  std::string line, watched, winner = "(no result)";
  while (std::getline(lines, line)) {
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    ASSERT_FALSE(j.is_discarded()) << "not JSON: " << line;
    if (j.contains("step") && j["step"]["watch"].contains("rule") && watched.empty())
      watched = j["step"]["watch"]["rule"].get<std::string>();
    if (j.contains("result")) winner = j["result"]["winner"].dump();
  }
  EXPECT_EQ(watched, "freestyle") << out;
  EXPECT_EQ(winner, "\"black\"") << out;
}

TEST_P(KitRule, TheCorrectExamplePassesGradeUnderStandard) {
  EXAMPLE_OR_SKIP(command, GetParam().lang, GetParam().example);
  const std::string out = (scratch() / ("grade-standard-" + GetParam().lang)).string();
  const CliRun r =
      cli("grade --reference scan --rule standard --tries 200 --out " + out + " 'right=" + command + "' --json", false,
          300);
  ASSERT_EQ(r.code, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out, nullptr, false);
  ASSERT_FALSE(j.is_discarded()) << r.out;
  ASSERT_EQ(j["programs"].size(), 1u) << r.out;
  EXPECT_EQ(j["programs"][0]["verdict"], "passed") << j["programs"][0].dump();
  EXPECT_EQ(j["programs"][0]["rule"], "standard");
}

INSTANTIATE_TEST_SUITE_P(Kits, KitRule, ::testing::ValuesIn(kKits), [](const auto& info) { return info.param.lang; });

}  // namespace
}  // namespace boardlab::test::kit_rule
