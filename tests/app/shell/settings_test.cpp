// Settings live in the XDG config folder and a damaged file never stops the start.

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iterator>

#include "app/workbench/games/gomoku/gomoku_settings.hpp"
#include "app/workbench/shell/settings.hpp"
#include "tests/engine/hostile_input.hpp"
#include "tests/scratch_dir.hpp"

namespace boardlab::ui {
namespace {

// A file in a folder of this test process's own, removed when the process ends.
std::filesystem::path tempFile(const char* name) { return testpaths::scratchDir("boardlab-settings-test") / name; }

TEST(Settings, ConfigDirFollowsXdgConfigHome) {
  const char* old = std::getenv("XDG_CONFIG_HOME");
  const std::string saved = old ? old : "";
  setenv("XDG_CONFIG_HOME", "/tmp/xdg-test", 1);
  EXPECT_EQ(configDir(), std::filesystem::path("/tmp/xdg-test/boardlab"));
  if (old)
    setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
  else
    unsetenv("XDG_CONFIG_HOME");
}

TEST(Settings, SaveThenLoadGivesTheSameSettings) {
  const auto file = tempFile("round.ini");
  Settings s;
  s.uiScale = 2.0f;
  s.showMoveNumbers = true;
  setNewBoardSize(s, 20, 19);
  s.boardFolder = "/home/t/boards with spaces";
  s.exportFolder = "/home/t/幻灯片";
  std::string error, notice;
  std::filesystem::remove(file);  // a new file: all of s is written
  ASSERT_TRUE(saveSettings(file, Settings{}, s, error)) << error;
  const Settings back = loadSettings(file, notice);
  EXPECT_TRUE(notice.empty()) << notice;
  EXPECT_EQ(back.boardFolder, s.boardFolder) << "Open and Save start where the last board was";
  EXPECT_EQ(back.exportFolder, s.exportFolder);
  EXPECT_EQ(back.uiScale, 2.0f);
  EXPECT_TRUE(back.showMoveNumbers);
  EXPECT_EQ(newBoardSize(back).first, 20);
  EXPECT_EQ(newBoardSize(back).second, 19);
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

// One bad line used to reset every setting; now it costs that line only.
TEST(Settings, ABadLineCostsOnlyThatLineAndTheNoticeNamesIt) {
  const auto file = tempFile("bad.ini");
  std::ofstream(file) << "ui_scale=2\nboard_cols=99\nboard_rows=19\nrecent=/tmp/a.board\n";
  std::string notice;
  const Settings s = loadSettings(file, notice);
  EXPECT_EQ(newBoardSize(s).first, newBoardSize(Settings{}).first);
  EXPECT_EQ(s.uiScale, 2.0f);
  EXPECT_EQ(newBoardSize(s).second, 19);
  EXPECT_EQ(s.recentFiles, std::vector<std::string>{"/tmp/a.board"});
  EXPECT_EQ(notice,
            "Settings: skipped " + file.string() +
                ":2: 'board_cols=99' is not a valid setting (board_cols takes 5 to 26) (the other settings were read)");
}

// Item 5: a file name that is not UTF-8 (boardlab --board $'caf\xe9.board') is stored escaped, so that
// settings.ini stays UTF-8 text, and reads back as the same bytes.
TEST(Settings, APathThatIsNotUtf8IsStoredEscapedAndReadsBack) {
  Settings s;
  s.uiScale = 1.5f;
  s.rememberFile("/tmp/caf\xe9.board");
  s.rememberFile("/tmp/100% \xe4\xba\x94\xff.board");
  s.rememberFile("/tmp/\xe4\xba\x94.board");
  const std::string text = settingsText(s);
  EXPECT_TRUE(isValidUtf8(text)) << text;
  EXPECT_NE(text.find("recent_escaped=/tmp/caf%E9.board\n"), std::string::npos) << text;
  EXPECT_NE(text.find("recent=/tmp/\xe4\xba\x94.board\n"), std::string::npos) << "UTF-8 paths stay readable: " << text;
  const auto file = tempFile("escaped.ini");
  std::string error, notice;
  std::filesystem::remove(file);  // a new file: all of s is written
  ASSERT_TRUE(saveSettings(file, Settings{}, s, error)) << error;
  const Settings back = loadSettings(file, notice);
  EXPECT_TRUE(notice.empty()) << notice;
  EXPECT_EQ(back.recentFiles, s.recentFiles);
  EXPECT_EQ(back.uiScale, 1.5f);
  // What older versions wrote (the raw bytes) still reads.
  EXPECT_EQ(parseSettings("recent=/tmp/caf\xe9.board\nui_scale=2\n", "old.ini", notice).recentFiles,
            std::vector<std::string>{"/tmp/caf\xe9.board"});
  EXPECT_TRUE(notice.empty()) << notice;
}

TEST(Settings, AMissingFileGivesDefaultsSilently) {
  std::string notice;
  loadSettings(tempFile("does-not-exist.ini"), notice);
  EXPECT_TRUE(notice.empty());
}

// The notice a settings file with one bad line gives: what the user reads in the status line. The other
// lines are read.
std::string noticeFor(const std::string& name, const std::string& text, bool recentKept = true) {
  const auto file = hostile::writeTempFile(name, text);
  std::string notice;
  const Settings s = loadSettings(file, notice);
  EXPECT_EQ(newBoardSize(s).first, newBoardSize(Settings{}).first);
  if (recentKept) {
    EXPECT_EQ(s.recentFiles, std::vector<std::string>{"/tmp/a.board"}) << "the good lines are kept";
  }
  return notice;
}

std::string expected(const std::string& name, int line, const std::string& reason) {
  return "Settings: skipped " + hostile::tempPath(name).string() + ":" + std::to_string(line) + ": " + reason +
         " (the other settings were read)";
}

TEST(Settings, EveryRefusalNamesTheFileTheLineAndWhatTheKeyTakes) {
  const std::string head = "# BoardLab settings\nrecent=/tmp/a.board\n";
  EXPECT_EQ(noticeFor("s1.ini", head + "ui_scale=big\n"),
            expected("s1.ini", 3,
                     "'ui_scale=big' is not a valid setting (ui_scale takes 0 (follow the monitor) or 0.5 to 4)"));
  EXPECT_EQ(noticeFor("s2.ini", head + "ui_scale=2x\n"),
            expected("s2.ini", 3,
                     "'ui_scale=2x' is not a valid setting (ui_scale takes 0 (follow the monitor) or 0.5 to 4)"));
  EXPECT_EQ(noticeFor("s3.ini", head + "ui_scale=1e99\n"),
            expected("s3.ini", 3,
                     "'ui_scale=1e99' is not a valid setting (ui_scale takes 0 (follow the monitor) or 0.5 to 4)"));
  EXPECT_EQ(noticeFor("s4.ini", head + "ui_scale=4.5\n"),
            expected("s4.ini", 3,
                     "'ui_scale=4.5' is not a valid setting (ui_scale takes 0 (follow the monitor) or 0.5 to 4)"));
  EXPECT_EQ(
      noticeFor("s5.ini", head + "show_coordinates=yes\n"),
      expected("s5.ini", 3, "'show_coordinates=yes' is not a valid setting (show_coordinates takes true or false)"));
  EXPECT_EQ(
      noticeFor("s6.ini", head + "show_move_numbers\n"),
      expected("s6.ini", 3, "'show_move_numbers' is not a valid setting (show_move_numbers takes true or false)"));
  EXPECT_EQ(noticeFor("s7.ini", head + "board_cols=27\n"),
            expected("s7.ini", 3, "'board_cols=27' is not a valid setting (board_cols takes 5 to 26)"));
  EXPECT_EQ(noticeFor("s8.ini", head + "board_rows=4\n"),
            expected("s8.ini", 3, "'board_rows=4' is not a valid setting (board_rows takes 5 to 26)"));
  EXPECT_EQ(noticeFor("s9.ini", head + "recent=\n"),
            expected("s9.ini", 3, "'recent=' is not a valid setting (recent takes a file path)"));
  EXPECT_EQ(
      noticeFor("s10.ini", head + "recent_escaped=/tmp/%zz\n"),
      expected("s10.ini", 3,
               "'recent_escaped=/tmp/%zz' is not a valid setting (recent_escaped takes a file path with %XX escapes)"));
}

TEST(Settings, BinaryNonUtf8LongLinesAndLargeFilesCostTheirLinesOrGiveDefaults) {
  std::string notice;
  const auto png = hostile::writeTempFile("bin.ini", hostile::pngHeader());
  EXPECT_EQ(newBoardSize(loadSettings(png, notice)).first, newBoardSize(Settings{}).first);
  EXPECT_EQ(notice.rfind("Settings: skipped " + png.string() + ":1: is not valid UTF-8 text", 0), 0u) << notice;
  const std::string head = "recent=/tmp/a.board\n";
  EXPECT_EQ(noticeFor("nul.ini", head + std::string("ui_scale=2\0\n", 12)),
            expected("nul.ini", 2, "contains a NUL byte (a binary file?)"));
  for (const hostile::NotUtf8& sample : hostile::notUtf8Samples()) {
    SCOPED_TRACE(sample.what);
    EXPECT_EQ(noticeFor("latin1.ini", head + "coordinates=" + sample.bytes + "\n"),
              expected("latin1.ini", 2, "is not valid UTF-8 text"));
  }
  EXPECT_EQ(noticeFor("long.ini", head + "recent=/" + std::string(kMaxLineBytes, 'x') + "\n"),
            expected("long.ini", 2, "line is longer than 4096 bytes"));
  // Too large to read: the defaults, and the file left where it is (only a save sets it aside).
  const std::string big = hostile::paddedWithComments("ui_scale=2\n", Settings::kMaxFileBytes + 1);
  EXPECT_EQ(noticeFor("big.ini", big, false),
            "Settings reset to defaults: " + hostile::tempPath("big.ini").string() +
                ":0: file is larger than 1048576 bytes (the file is left as it is; a change of settings keeps it as " +
                hostile::tempPath("big.ini").string() + ".unreadable)");
  std::ifstream kept(hostile::tempPath("big.ini"), std::ios::binary);
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(kept), {}), big);
  EXPECT_FALSE(std::filesystem::exists(hostile::tempPath("big.ini.unreadable")));
}

TEST(Settings, ByteOrderMarkAndWindowsLineEndsAreRead) {
  const auto file = hostile::writeTempFile(
      "crlf.ini", "\xEF\xBB\xBFui_scale=1.5\r\nboard_cols=19\r\nrecent=/tmp/\xe4\xba\x94.board\r\n");
  std::string notice;
  const Settings s = loadSettings(file, notice);
  EXPECT_TRUE(notice.empty()) << notice;
  EXPECT_EQ(s.uiScale, 1.5f);
  EXPECT_EQ(newBoardSize(s).first, 19);
  EXPECT_EQ(s.recentFiles, std::vector<std::string>{"/tmp/\xe4\xba\x94.board"});
  const auto fits =
      hostile::writeTempFile("fits.ini", hostile::paddedWithComments("board_rows=20\n", Settings::kMaxFileBytes));
  EXPECT_EQ(newBoardSize(loadSettings(fits, notice)).second, 20);
  EXPECT_TRUE(notice.empty()) << notice;
}

TEST(Settings, RecentPathsKeepAHashSign) {
  // '#' starts a comment in settings.ini as in board files, but a folder may be called "C# notes".
  Settings s;
  s.rememberFile("/tmp/C# notes/a.board");
  s.rememberFile("/tmp/#1.board");
  const auto file = hostile::tempPath("hash.ini");
  std::string error, notice;
  std::filesystem::remove(file);  // a new file: all of s is written
  ASSERT_TRUE(saveSettings(file, Settings{}, s, error)) << error;
  EXPECT_EQ(loadSettings(file, notice).recentFiles, s.recentFiles);
  EXPECT_TRUE(notice.empty()) << notice;
}

TEST(SettingsLanguage, LanguageAndCoordinateStyleRoundTrip) {
  const auto file = tempFile("round.ini");
  Settings s;
  s.language = i18n::Language::Chinese;
  setCoordinateStyle(s, gomoku::CoordinateStyle::PiskvorkFromOne);
  std::string error, notice;
  std::filesystem::remove(file);  // a new file: all of s is written
  ASSERT_TRUE(saveSettings(file, Settings{}, s, error)) << error;
  const Settings back = loadSettings(file, notice);
  EXPECT_TRUE(notice.empty()) << notice;
  EXPECT_EQ(back.language, i18n::Language::Chinese);
  EXPECT_EQ(coordinateStyle(back), gomoku::CoordinateStyle::PiskvorkFromOne);
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
    if (had[i])
      setenv(names[i], saved[i].c_str(), 1);
    else
      unsetenv(names[i]);
  }
}

}  // namespace
}  // namespace boardlab::ui
