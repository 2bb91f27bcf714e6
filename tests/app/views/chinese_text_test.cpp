// The workbench's Chinese: its catalogues without stray spaces or ASCII punctuation, the Language menu
// naming Chinese as 简体中文 even while the UI is in English, and the save-lesson title in the reader's language.

#include <gtest/gtest.h>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/articles.hpp"
#include "tests/engine/i18n/typography.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

// Every catalogue listed: the views', the shell's, the programs' and each game view's.
TEST(WorkbenchChineseText, TheCataloguesHaveNoStraySpacesOrAsciiPunctuation) {
  EXPECT_GE(uiCatalogues().size(), 6u) << "views, shell (2), programs, gomoku, link";
  for (auto catalogue : uiCatalogues())
    for (const std::string& problem : i18n::testing::typographyProblems(catalogue)) ADD_FAILURE() << problem;
}

TEST(WorkbenchChineseText, TheEnglishFontsDrawChinesesOwnNameForTheLanguageMenu) {
  if (!chineseFontAvailable()) GTEST_SKIP() << chineseFontMissingNote();
  const i18n::LanguageScope english(i18n::Language::English);
  HeadlessImGui imgui;  // fonts built in English
  EXPECT_TRUE(fontCovers(std::string(i18n::languageName(i18n::Language::Chinese))))
      << "the menu says 简体中文, not 'Chinese (Simplified)'";
  for (const Article& a : articles())
    EXPECT_TRUE(fontCovers(std::string(a.title))) << "the citation of article " << a.number;
  EXPECT_FALSE(fontCovers("棋盘")) << "and no more: the English atlas stays small";
}

// Chinese beside Latin at one font size: an ideograph is drawn at least as tall as a capital letter and
// no more than half as tall again, so a mixed line ("第 9 步", "文章 004") reads as one size.
TEST(WorkbenchChineseText, AnIdeographIsAsTallAsACapitalLetterOfTheSameFont) {
  if (!chineseFontAvailable()) GTEST_SKIP() << chineseFontMissingNote();
  const i18n::LanguageScope chinese(i18n::Language::Chinese);
  HeadlessImGui imgui;  // fonts built in Chinese
  ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
  const ImFontGlyph* capital = font->FindGlyphNoFallback('H');
  ASSERT_NE(capital, nullptr);
  const float capitalHeight = capital->Y1 - capital->Y0;
  for (ImWchar c : {0x6587, 0x7AE0, 0x68CB, 0x76D8}) {  // 文 章 棋 盘
    const ImFontGlyph* ideograph = font->FindGlyphNoFallback(c);
    ASSERT_NE(ideograph, nullptr) << c;
    const float height = ideograph->Y1 - ideograph->Y0;
    EXPECT_GE(height, capitalHeight) << "U+" << std::hex << c;
    EXPECT_LE(height, capitalHeight * 1.5f) << "U+" << std::hex << c;
  }
}

TEST(WorkbenchChineseText, TheSaveLessonTitlesAreFilledInInBothLanguages) {
  const i18n::LanguageScope chinese(i18n::Language::Chinese);
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  ASSERT_TRUE(bench.openLesson(std::string(testpaths::source) + "/examples/lessons/04-scan-objc-edge.lesson"))
      << bench.status();
  ASSERT_FALSE(bench.lesson()->chineseTitle.empty());
  bench.openSaveLessonDialog();
  EXPECT_EQ(std::string(bench.saveLessonChineseTitle()), bench.lesson()->chineseTitle);
  EXPECT_EQ(std::string(bench.saveLessonTitle()), bench.lesson()->title);
}

}  // namespace
}  // namespace boardlab::ui
