// The language and the coordinate style are remembered, and a bad value never stops the start.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "app/workbench/settings.hpp"

namespace boardlab::ui {
namespace {

std::filesystem::path tempFile(const char* name) {
  const auto dir = std::filesystem::temp_directory_path() / "boardlab-settings-language-test";
  std::filesystem::create_directories(dir);
  return dir / name;
}

TEST(SettingsLanguage, LanguageAndCoordinateStyleRoundTrip) {
  const auto file = tempFile("round.ini");
  Settings s;
  s.language = i18n::Language::Chinese;
  s.coordinateStyle = gomoku::CoordinateStyle::PiskvorkFromOne;
  std::string error, notice;
  ASSERT_TRUE(saveSettings(file, s, error)) << error;
  const Settings back = loadSettings(file, notice);
  EXPECT_TRUE(notice.empty()) << notice;
  EXPECT_EQ(back.language, i18n::Language::Chinese);
  EXPECT_EQ(back.coordinateStyle, gomoku::CoordinateStyle::PiskvorkFromOne);
}

TEST(SettingsLanguage, AnUnknownLanguageFallsBackWithANoticeNamingTheLine) {
  const auto file = tempFile("bad.ini");
  std::ofstream(file) << "ui_scale=1\nlanguage=klingon\n";
  std::string notice;
  const Settings s = loadSettings(file, notice);
  EXPECT_FALSE(s.language.has_value());
  EXPECT_NE(notice.find("bad.ini:2"), std::string::npos) << notice;
  EXPECT_NE(notice.find("language=klingon"), std::string::npos) << notice;
}

TEST(SettingsLanguage, WithoutAChoiceTheEnvironmentDecides) {
  const char* names[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
  std::string saved[4];
  bool had[4];
  for (int i = 0; i < 4; ++i) {
    const char* v = std::getenv(names[i]);
    had[i] = v != nullptr;
    saved[i] = v ? v : "";
    unsetenv(names[i]);
  }
  Settings s;
  EXPECT_EQ(startLanguage(s), i18n::Language::English);
  setenv("LANG", "zh_CN.UTF-8", 1);
  EXPECT_EQ(startLanguage(s), i18n::Language::Chinese);
  s.language = i18n::Language::English;  // the user's choice wins over the environment
  EXPECT_EQ(startLanguage(s), i18n::Language::English);
  for (int i = 0; i < 4; ++i) {
    if (had[i]) setenv(names[i], saved[i].c_str(), 1);
    else unsetenv(names[i]);
  }
}

}  // namespace
}  // namespace boardlab::ui
