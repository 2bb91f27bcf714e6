// Settings live in the XDG config folder and a damaged file never stops the start.

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "app/workbench/settings.hpp"

namespace boardlab::ui {
namespace {

std::filesystem::path tempFile(const char* name) {
  const auto dir = std::filesystem::temp_directory_path() / "boardlab-settings-test";
  std::filesystem::create_directories(dir);
  return dir / name;
}

TEST(Settings, ConfigDirFollowsXdgConfigHome) {
  const char* old = std::getenv("XDG_CONFIG_HOME");
  const std::string saved = old ? old : "";
  setenv("XDG_CONFIG_HOME", "/tmp/xdg-test", 1);
  EXPECT_EQ(configDir(), std::filesystem::path("/tmp/xdg-test/boardlab"));
  if (old) setenv("XDG_CONFIG_HOME", saved.c_str(), 1); else unsetenv("XDG_CONFIG_HOME");
}

TEST(Settings, SaveThenLoadGivesTheSameSettings) {
  const auto file = tempFile("round.ini");
  Settings s;
  s.uiScale = 2.0f;
  s.showMoveNumbers = true;
  s.boardCols = 20;
  s.boardRows = 19;
  std::string error, notice;
  ASSERT_TRUE(saveSettings(file, s, error)) << error;
  const Settings back = loadSettings(file, notice);
  EXPECT_TRUE(notice.empty()) << notice;
  EXPECT_EQ(back.uiScale, 2.0f);
  EXPECT_TRUE(back.showMoveNumbers);
  EXPECT_EQ(back.boardCols, 20);
  EXPECT_EQ(back.boardRows, 19);
}

// Caught by the round trip in tests/fuzz/fuzz_settings.cpp (input: tests/fuzz/corpus/settings/
// scale-with-eight-digits.ini): the scale was written with a stream's default 6 significant digits, so a
// hand-written 1.2555555 came back as 1.25556.
TEST(Settings, AScaleOfAnyPrecisionReadsBackExactly) {
  std::string notice;
  const Settings s = parseSettings("ui_scale=1.2555555\n", "settings.ini", notice);
  ASSERT_TRUE(notice.empty()) << notice;
  const Settings back = parseSettings(settingsText(s), "saved.ini", notice);
  EXPECT_TRUE(notice.empty()) << notice;
  EXPECT_EQ(back.uiScale, s.uiScale) << settingsText(s);
  EXPECT_NE(settingsText(Settings{}).find("ui_scale=0\n"), std::string::npos) << settingsText(Settings{});
}

TEST(Settings, ADamagedFileGivesDefaultsAndANoticeNamingTheLine) {
  const auto file = tempFile("bad.ini");
  std::ofstream(file) << "ui_scale=2\nboard_cols=99\n";
  std::string notice;
  const Settings s = loadSettings(file, notice);
  EXPECT_EQ(s.boardCols, Settings{}.boardCols);
  EXPECT_EQ(s.uiScale, 0.0f);
  EXPECT_NE(notice.find("bad.ini:2:"), std::string::npos) << notice;
}

TEST(Settings, AMissingFileGivesDefaultsSilently) {
  std::string notice;
  loadSettings(tempFile("does-not-exist.ini"), notice);
  EXPECT_TRUE(notice.empty());
}

}  // namespace
}  // namespace boardlab::ui
