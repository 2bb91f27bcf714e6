// Chinese text without stray spaces or ASCII punctuation: in the engine's catalogues, and in the sentences
// the templates make when a Chinese word fills a hole.

#include <gtest/gtest.h>

#include "engine/gomoku/catalogue.hpp"
#include "engine/i18n/catalogues.hpp"
#include "engine/i18n/i18n.hpp"
#include "engine/link/catalogue.hpp"
#include "tests/engine/i18n/typography.hpp"

namespace boardlab::i18n {
namespace {

TEST(ChineseTypography, TheEngineCataloguesHaveNoStraySpacesOrAsciiPunctuation) {
  for (auto catalogue : {commonChinese(), teachingChinese(), gomoku::gomokuChinese(), link::linkChinese(),
                         gomoku::gomokuQuestionsChinese(), link::linkQuestionsChinese()})
    for (const std::string& problem : testing::typographyProblems(catalogue)) ADD_FAILURE() << problem;
}

TEST(ChineseTypography, TheCheckFindsWhatTheIssueReported) {
  static constexpr Entry kBad[] = {
      {"a", "对 此棋盘 的修改"}, {"b", "还能消完吗?"}, {"c", "第 {0} 步"}, {"d", "打开 a.board 吗？"}};
  EXPECT_EQ(testing::typographyProblems(kBad).size(), 3u)
      << "two spaces between Han, one ASCII '?'; holes and Latin names keep theirs";
}

TEST(ChineseTypography, AChineseWordInAHoleTakesNoSpacesButANumberOrAFileNameKeepsThem) {
  const std::vector<std::string> board{"此棋盘"}, file{"a.board"}, number{"7"};
  EXPECT_EQ(fill("对 {0} 的修改尚未保存。", board), "对此棋盘的修改尚未保存。");
  EXPECT_EQ(fill("对 {0} 的修改尚未保存。", file), "对 a.board 的修改尚未保存。");
  EXPECT_EQ(fill("{0} 的副本保存于 {1}。", std::vector<std::string>{"一个未保存的棋盘", "/tmp/x"}),
            "一个未保存的棋盘的副本保存于 /tmp/x。");
  EXPECT_EQ(fill("第 {0} 步", number), "第 7 步");
  EXPECT_EQ(fill("Changes to {0} are lost.", board), "Changes to 此棋盘 are lost.") << "English keeps its spaces";
  EXPECT_EQ(fill("轮到 {0}。", std::vector<std::string>{"黑方"}), "轮到黑方。");
}

}  // namespace
}  // namespace boardlab::i18n
