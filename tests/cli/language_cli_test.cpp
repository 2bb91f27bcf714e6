// boardlab-cli trace --lang: the narrations and the listing in Chinese, for handouts; English by default.
#include <gtest/gtest.h>

#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {
namespace {

const std::string kBoard = std::string(testpaths::source) + "/examples/gomoku/centre-five.board";

TEST(LanguageCli, TraceNarratesInChineseWhenAsked) {
  const CliRun zh = cli("trace " + kBoard + " --algo scan --lang zh-CN");
  ASSERT_EQ(zh.code, 0) << zh.err;
  EXPECT_NE(zh.out.find("黑棋获胜：横向连成 5 子。"), std::string::npos) << zh.out;
  const CliRun en = cli("trace " + kBoard + " --algo scan");
  ASSERT_EQ(en.code, 0) << en.err;
  EXPECT_NE(en.out.find("black wins: 5 in a row horizontal."), std::string::npos) << en.out;
  EXPECT_EQ(en.out.find("黑棋"), std::string::npos);
}

TEST(LanguageCli, AnUnknownLanguageIsAUsageError) {
  const CliRun run = cli("trace " + kBoard + " --algo scan --lang fr");
  EXPECT_EQ(run.code, 2);
  EXPECT_NE(run.err.find("wants en or zh-CN, not 'fr'"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace boardlab::test
