#include "engine/i18n/i18n.hpp"

#include <gtest/gtest.h>

#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/scan.hpp"
#include "tests/engine/i18n/chinese_check.hpp"

namespace boardlab::i18n {
namespace {

TEST(I18n, LanguageCodesRoundTrip) {
  for (Language l : {Language::English, Language::Chinese}) EXPECT_EQ(parseLanguage(languageCode(l)), l);
  EXPECT_EQ(parseLanguage("zh_CN"), Language::Chinese);
  EXPECT_EQ(parseLanguage("ZH"), Language::Chinese);
  EXPECT_EQ(parseLanguage("fr"), std::nullopt);
  EXPECT_EQ(parseLanguage(""), std::nullopt);
}

TEST(I18n, FillPutsValuesInTheirNumberedHoles) {
  const std::vector<std::string> v{"a", "b"};
  EXPECT_EQ(fill("{1} then {0}", v), "b then a");
  EXPECT_EQ(fill("{} then {}", v), "a then b");
  // Holes without a value and stray braces stay as written rather than vanish.
  EXPECT_EQ(fill("{2} {x} {", v), "{2} {x} {");
}

TEST(I18n, EnglishIsTheKeyAndChineseComesFromTheCatalogue) {
  {
    LanguageScope english(Language::English);
    EXPECT_EQ(tr("black"), "black");
    EXPECT_EQ(text("{0} wins: {1} in a row {2}.", tr("black"), 5, tr("horizontal")),
              "black wins: 5 in a row horizontal.");
  }
  LanguageScope chinese(Language::Chinese);
  clearMissing();
  EXPECT_EQ(tr("black"), "黑棋");
  EXPECT_EQ(text("{0} wins: {1} in a row {2}.", tr("black"), 5, tr("horizontal")), "黑棋获胜：横向连成 5 子。");
  EXPECT_TRUE(missing().empty());
}

TEST(I18n, AnUntranslatedKeyFallsBackToEnglishAndIsReported) {
  LanguageScope chinese(Language::Chinese);
  clearMissing();
  EXPECT_EQ(tr("a sentence nobody translated"), "a sentence nobody translated");
  ASSERT_EQ(missing().size(), 1u);
  EXPECT_EQ(missing()[0], "a sentence nobody translated");
  clearMissing();
}

TEST(I18n, TheScopeRestoresTheLanguage) {
  setLanguage(Language::English);
  {
    LanguageScope chinese(Language::Chinese);
    EXPECT_EQ(language(), Language::Chinese);
  }
  EXPECT_EQ(language(), Language::English);
}

TEST(I18n, ListingsKeepTheirIndentationAndTheirEnglishCopy) {
  const auto& english = gomoku::scanListing();
  LanguageScope chinese(Language::Chinese);
  const auto& zh = gomoku::scanListing();
  ASSERT_EQ(zh.size(), english.size());
  EXPECT_EQ(zh[2].substr(0, 4), "    ");
  EXPECT_TRUE(testing::hasCjk(zh[1]));
  EXPECT_FALSE(testing::hasCjk(english[1]));
}

TEST(I18n, CatalogueGlyphsIncludeEveryChineseString) {
  const std::string all = allChineseText();
  EXPECT_NE(all.find("黑棋"), std::string::npos);
  EXPECT_TRUE(testing::hasCjk(all));
}

}  // namespace
}  // namespace boardlab::i18n
