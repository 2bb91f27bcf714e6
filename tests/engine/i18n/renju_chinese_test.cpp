// The `forbidden` check speaks Chinese: traced in Chinese over positions that reach every branch of its
// narration (each kind, a five, a four, two fours in a line, a three, a pseudo double-three with its nested
// check, the depth limit), every step narrates in Chinese, no lookup falls through to English, and every
// sentence of the renju catalogue is heard, so an unvisited branch fails the test.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/gomoku/analysis.hpp"
#include "engine/gomoku/catalogue.hpp"
#include "engine/gomoku/forbidden.hpp"
#include "engine/i18n/catalogues.hpp"
#include "engine/link/catalogue.hpp"
#include "tests/engine/gomoku/test_util.hpp"
#include "tests/engine/i18n/chinese_check.hpp"

namespace boardlab::gomoku {
namespace {

using i18n::Language;
using i18n::LanguageScope;

Board renjuPosition(const std::vector<std::string>& black, const std::vector<std::string>& white = {}) {
  Board b(15, 15);
  testing::put(b, black, Stone::Black);
  testing::put(b, white, Stone::White);
  return b;
}

TEST(RenjuChinese, EveryBranchOfForbiddenNarratesInChinese) {
  LanguageScope chinese(Language::Chinese);
  i18n::clearMissing();
  std::vector<std::string> heard;
  const auto run = [&](const Board& b, const std::string& p, int maxDepth = kForbiddenMaxDepth) {
    Recorder rec{"forbidden"};
    forbiddenAt(b, testing::pt(p), rec, maxDepth);
    const Trace t = rec.take();
    i18n::testing::expectChineseTrace(t, p);
    for (const Step& s : t.steps) {
      heard.push_back(s.narration);
      for (const Watch& w : s.watch) heard.push_back(w.value);
    }
  };
  run(renjuPosition({"a8", "b8", "c8", "e8", "f8"}), "d8");        // overline
  run(renjuPosition({"d8", "e8", "f8", "g8"}), "h8");              // five
  run(renjuPosition({"d8", "f8", "h8", "j8"}), "g8");              // two fours in one line
  run(renjuPosition({"e8", "f8", "g8", "h7", "h6", "h5"}), "h8");  // double-four
  run(renjuPosition({"f8", "g8", "h7", "h6"}), "h8");              // double-three, nested allowed
  run(renjuPosition({"f8", "g8", "h7", "h6"}), "h8", 0);           // the depth limit
  run(renjuPosition({"f8", "g8"}), "h8");                          // one three: allowed
  const std::vector<std::string> pseudo{"f8", "g8", "h7", "h6", "i9", "i10", "i11", "j7", "k6", "l5"};
  run(renjuPosition(pseudo, {"d8"}), "h8");  // nested forbidden, allowed
  // The analysis' refusals: no point chosen, a point with a stone.
  GameRecord record;
  record.rule = Rule::Renju;
  record.actions = {{Action::Kind::Place, testing::pt("h8")}};
  Analysis analysis;
  analysis.setAlgorithm("forbidden");
  analysis.update(record);
  heard.push_back(analysis.problem());
  analysis.setPoint(testing::pt("h8"));
  analysis.update(record);
  heard.push_back(analysis.problem());
  analysis.setPoint(testing::pt("h9"));
  analysis.update(record);
  EXPECT_TRUE(analysis.problem().empty()) << analysis.problem();
  EXPECT_FALSE(analysis.trace().steps.empty());
  for (const std::string& key : i18n::missing()) ADD_FAILURE() << "looked up without Chinese: " << key;

  std::vector<std::string> listing;
  {
    LanguageScope english(Language::English);
    for (const std::string& line : forbiddenListing()) listing.push_back(line.substr(line.find_first_not_of(' ')));
  }
  for (const i18n::Entry& e : gomoku::renjuChinese()) {
    if (std::find(listing.begin(), listing.end(), e.english) != listing.end()) continue;
    bool found = false;
    for (const std::string& h : heard) found = found || i18n::testing::matchesTemplate(h, e.chinese);
    EXPECT_TRUE(found) << "never heard, so its branch is untested: " << e.english;
  }
}

TEST(RenjuChinese, TheListingHasItsChineseAndKeepsItsShape) {
  i18n::testing::expectChineseListing(&forbiddenListing, "forbidden");
  LanguageScope chinese(Language::Chinese);
  const auto zh = forbiddenListing();
  LanguageScope english(Language::English);
  const auto& en = forbiddenListing();
  ASSERT_EQ(zh.size(), en.size());
  for (std::size_t i = 0; i < en.size(); ++i)
    EXPECT_EQ(zh[i].find_first_not_of(' '), en[i].find_first_not_of(' ')) << i + 1;
}

}  // namespace
}  // namespace boardlab::gomoku
