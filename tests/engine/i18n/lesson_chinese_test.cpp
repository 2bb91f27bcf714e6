// Every shipped lesson reads in both languages: a Chinese title, and as many Chinese paragraphs as
// English ones (a lesson half translated would show English in the middle of a Chinese class).
#include <gtest/gtest.h>

#include "engine/core/lesson.hpp"
#include "tests/engine/i18n/chinese_check.hpp"
#include "tests/test_paths.hpp"

namespace boardlab {
namespace {

TEST(LessonChinese, EveryShippedLessonHasChineseTitleAndText) {
  const auto files = findLessons(std::filesystem::path(testpaths::source) / "examples" / "lessons");
  ASSERT_GE(files.size(), 15u);
  for (const auto& file : files) {
    const Lesson lesson = loadLesson(file);
    const std::string name = file.filename().string();
    EXPECT_TRUE(i18n::testing::hasCjk(lesson.chineseTitle)) << name;
    EXPECT_EQ(lesson.chineseParagraphs.size(), lesson.paragraphs.size()) << name;
    for (const std::string& p : lesson.chineseParagraphs) EXPECT_TRUE(i18n::testing::hasCjk(p)) << name << ": " << p;
    EXPECT_EQ(&lesson.titleIn(i18n::Language::Chinese), &lesson.chineseTitle) << name;
    EXPECT_EQ(&lesson.paragraphsIn(i18n::Language::English), &lesson.paragraphs) << name;
  }
}

TEST(LessonChinese, ChineseKeysRoundTripAndEnglishIsTheFallback) {
  Lesson lesson = parseLesson("title Scan\nboard b.board\nalgo scan\ntext One.\n", "x.lesson");
  EXPECT_EQ(lesson.titleIn(i18n::Language::Chinese), "Scan");  // no Chinese: English
  lesson =
      parseLesson("title Scan\ntitle.zh-CN 扫描\nboard b.board\nalgo scan\ntext One.\ntext.zh-CN 一。\n", "x.lesson");
  EXPECT_EQ(lesson.titleIn(i18n::Language::Chinese), "扫描");
  ASSERT_EQ(lesson.paragraphsIn(i18n::Language::Chinese).size(), 1u);
  const Lesson again = parseLesson(saveLesson(lesson, "b.board"), "x.lesson");
  EXPECT_EQ(again.chineseTitle, "扫描");
  EXPECT_EQ(again.chineseParagraphs, std::vector<std::string>{"一。"});
}

}  // namespace
}  // namespace boardlab
