// Nothing in settings.ini is lost: BoardLab never writes a file it would refuse to read, keeps what it does
// not understand, sets a refused file aside instead of overwriting it, and two workbenches on one account
// keep each other's changes (each writes only what it changed, into the file as it is then).

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "app/workbench/games/gomoku/gomoku_settings.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/settings.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "engine/core/atomic_file.hpp"
#include "tests/scratch_dir.hpp"

namespace boardlab::ui {
namespace {

namespace fs = std::filesystem;

// A folder of this test process's own, emptied (all of them go when the process ends).
fs::path freshFolder(const std::string& name) { return testpaths::freshScratchDir("boardlab-settings-kept", name); }

std::string slurp(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

void write(const fs::path& file, const std::string& text) { std::ofstream(file, std::ios::binary) << text; }

// A program as a user with a long Java class path adds it (about 1 KB of command line).
ProgramEntry longProgram(int i) {
  std::string classPath;
  for (int j = 0; classPath.size() < 1000; ++j)
    classPath += "/home/student/lib/jar-number-" + std::to_string(j) + ".jar:";
  return {"check " + std::to_string(i), "java -cp " + classPath + " Check", "/home/student/week3", "gomoku"};
}

TEST(SettingsKept, SixtyFourLongProgramsAreWrittenAndReadBackWhole) {
  // The old limit (64 KiB) was passed by about 60 such programs: the next start reset everything.
  const fs::path file = freshFolder("many") / "settings.ini";
  Settings s;
  s.language = i18n::Language::Chinese;
  s.rememberFile("/home/student/a.board");
  for (int i = 0; i < static_cast<int>(Settings::kMaxPrograms); ++i) s.programs.push_back(longProgram(i));
  std::string error, notice;
  ASSERT_TRUE(saveSettings(file, Settings{}, s, error)) << error;
  EXPECT_GT(fs::file_size(file), 64u * 1024u);
  const Settings back = loadSettings(file, notice);
  EXPECT_TRUE(notice.empty()) << notice;
  EXPECT_EQ(back.programs, s.programs);
  EXPECT_EQ(back.language, s.language);
  EXPECT_EQ(back.recentFiles, s.recentFiles);
}

TEST(SettingsKept, UnknownKeysAndProgramsPastTheLimitSurviveASave) {
  const fs::path file = freshFolder("unknown") / "settings.ini";
  std::string text = "ui_scale=1.5\nfuture_key=what a newer BoardLab wrote\n";
  std::vector<std::string> programLines;
  for (int i = 0; i < 70; ++i) {
    programLines.push_back("program=" +
                           programSettingValue({"p" + std::to_string(i), "python3 check.py", "", "gomoku"}));
    text += programLines.back() + "\n";
  }
  text += "another_future_key = 42 # and its comment\n";
  write(file, text);
  std::string notice, error;
  Settings s = loadSettings(file, notice);
  EXPECT_TRUE(notice.empty()) << notice;
  ASSERT_EQ(s.programs.size(), Settings::kMaxPrograms);
  const Settings base = s;
  s.showMoveNumbers = true;  // any change: the save writes the whole file again
  ASSERT_TRUE(saveSettings(file, base, s, error)) << error;
  const std::string saved = slurp(file);
  EXPECT_NE(saved.find("future_key=what a newer BoardLab wrote\n"), std::string::npos) << saved;
  EXPECT_NE(saved.find("another_future_key = 42 # and its comment\n"), std::string::npos) << saved;
  for (const std::string& line : programLines) EXPECT_NE(saved.find(line + "\n"), std::string::npos) << line << " lost";
  EXPECT_NE(saved.find("show_move_numbers=true"), std::string::npos);
}

TEST(SettingsKept, ALineRefusedForItsValueSurvivesASaveAndIsRefusedAgainNotApplied) {
  const fs::path file = freshFolder("refused") / "settings.ini";
  write(file, "board_cols=30\nui_scale=9 # too large\nlanguage=zh-CN\n");
  std::string notice, error;
  Settings s = loadSettings(file, notice);
  EXPECT_NE(notice.find("'board_cols=30' is not a valid setting"), std::string::npos) << notice;
  EXPECT_EQ(newBoardSize(s).first, newBoardSize(Settings{}).first);
  const Settings base = s;
  s.showMoveNumbers = true;
  ASSERT_TRUE(saveSettings(file, base, s, error)) << error;
  const std::string saved = slurp(file);
  EXPECT_NE(saved.find("\nboard_cols=30\n"), std::string::npos) << saved;
  EXPECT_NE(saved.find("\nui_scale=9 # too large\n"), std::string::npos) << saved;
  // Read again: still refused, the values written by this BoardLab hold, and nothing doubles.
  notice.clear();
  const Settings back = loadSettings(file, notice);
  EXPECT_NE(notice.find("'board_cols=30'"), std::string::npos) << notice;
  EXPECT_EQ(newBoardSize(back).first, newBoardSize(Settings{}).first);
  EXPECT_EQ(back.uiScale, Settings{}.uiScale);
  EXPECT_TRUE(back.showMoveNumbers);
  EXPECT_EQ(back.language, i18n::Language::Chinese);
  ASSERT_TRUE(saveSettings(file, back, back, error)) << error;
  EXPECT_EQ(slurp(file), saved) << "a second save of the same settings changes nothing";
  // The user sets the new-game size in the workbench: the damaged line is gone, the other one stays.
  Settings chosen = back;
  setNewBoardSize(chosen, 19, 19);
  ASSERT_TRUE(saveSettings(file, back, chosen, error)) << error;
  const std::string after = slurp(file);
  EXPECT_EQ(after.find("board_cols=30"), std::string::npos) << after;
  EXPECT_NE(after.find("board_cols=19\n"), std::string::npos) << after;
  EXPECT_NE(after.find("ui_scale=9 # too large\n"), std::string::npos) << after;
}

TEST(SettingsKept, AFileTooLargeToReadIsSetAsideByTheFirstSaveAndNeverOverwritten) {
  const fs::path file = freshFolder("too-large") / "settings.ini";
  // A file of 1 MiB and more (another BoardLab's keys, say) cannot be read.
  std::string huge = "ui_scale=2\n";
  for (int i = 0; i < 300; ++i) huge += "future_key_" + std::to_string(i) + "=" + std::string(3500, 'x') + "\n";
  ASSERT_GT(huge.size(), Settings::kMaxFileBytes);
  write(file, huge);
  std::string notice, error;
  const Settings loaded = loadSettings(file, notice);
  EXPECT_NE(notice.find("the file is left as it is"), std::string::npos) << notice;
  EXPECT_EQ(slurp(file), huge) << "reading moves nothing";
  Settings mine = loaded;
  setNewBoardSize(mine, 19, newBoardSize(mine).second);
  fs::path setAside;
  ASSERT_TRUE(saveSettings(file, loaded, mine, error, &setAside)) << error;
  EXPECT_EQ(setAside, fs::path(file.string() + ".unreadable"));
  EXPECT_EQ(slurp(file.string() + ".unreadable"), huge) << "the refused file is never overwritten";
  EXPECT_EQ(newBoardSize(loadSettings(file, notice)).first, 19);
}

// A run that never saves settings (a screenshot, an export) reads an unreadable file (here a
// dangling link to a drive not mounted) and leaves it: the next start, with the drive back, has the user's
// settings and programs. A read-only file is refused by the save, never replaced.
TEST(SettingsKept, ReadingNeverMovesAnUnreadableFileAndAReadOnlyFileIsNeverReplaced) {
  const fs::path dir = freshFolder("dangling");
  const fs::path file = dir / "settings.ini";
  fs::create_symlink(dir / "unmounted" / "dotfiles" / "settings.ini", file);
  std::string notice;
  loadSettings(file, notice);
  EXPECT_NE(notice.find("Settings reset to defaults"), std::string::npos) << notice;
  EXPECT_TRUE(fs::is_symlink(file));
  EXPECT_FALSE(fs::exists(dir / "settings.ini.unreadable"));
  fs::create_directories(dir / "unmounted" / "dotfiles");
  write(dir / "unmounted" / "dotfiles" / "settings.ini", "ui_scale=2\n");
  notice.clear();
  EXPECT_EQ(loadSettings(file, notice).uiScale, 2.0f) << notice;

  const fs::path readOnly = freshFolder("read-only") / "settings.ini";
  write(readOnly, "ui_scale=1.5\n");
  fs::permissions(readOnly, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  Settings mine = loadSettings(readOnly, notice);
  const Settings base = mine;
  mine.uiScale = 3.0f;
  std::string error;
  EXPECT_FALSE(saveSettings(readOnly, base, mine, error));
  EXPECT_NE(error.find("is read-only: settings cannot be saved"), std::string::npos) << error;
  EXPECT_EQ(slurp(readOnly), "ui_scale=1.5\n");
  EXPECT_EQ(fs::status(readOnly).permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
}

TEST(SettingsKept, ASaveAfterTheFileWentOrBecameUnreadableWritesThisWorkbenchsSettingsWhole) {
  // With nothing to merge into, the programs and settings not changed here must not become the defaults.
  const fs::path file = freshFolder("gone") / "settings.ini";
  Settings base;
  base.uiScale = 1.5f;
  base.programs = {longProgram(1), longProgram(2)};
  std::string error, notice;
  ASSERT_TRUE(saveSettings(file, Settings{}, base, error)) << error;
  Settings mine = loadSettings(file, notice);
  const Settings loaded = mine;
  setNewBoardSize(mine, 19, newBoardSize(mine).second);
  write(file, std::string(Settings::kMaxFileBytes + 1, '#'));  // unreadable now
  ASSERT_TRUE(saveSettings(file, loaded, mine, error)) << error;
  Settings back = loadSettings(file, notice);
  EXPECT_EQ(back.programs, base.programs);
  EXPECT_EQ(back.uiScale, 1.5f);
  EXPECT_EQ(newBoardSize(back).first, 19);
  EXPECT_EQ(fs::file_size(file.string() + ".unreadable"), Settings::kMaxFileBytes + 1);
  fs::remove(file);  // gone
  Settings again = back;
  again.showMoveNumbers = true;
  ASSERT_TRUE(saveSettings(file, back, again, error)) << error;
  back = loadSettings(file, notice);
  EXPECT_EQ(back.programs, base.programs);
  EXPECT_EQ(newBoardSize(back).first, 19);
  EXPECT_TRUE(back.showMoveNumbers);
}

TEST(SettingsKept, ASaveThatWouldPassTheLimitWritesNothing) {
  const fs::path file = freshFolder("limit") / "settings.ini";
  // A file just under the limit, of kept lines: adding programs would pass it.
  std::string text;
  for (int i = 0; text.size() < Settings::kMaxFileBytes - 2000; ++i)
    text += "future_key_" + std::to_string(i) + "=" + std::string(4000, 'y') + "\n";
  write(file, text);
  std::string notice, error;
  const Settings base = loadSettings(file, notice);
  ASSERT_TRUE(notice.empty()) << notice;
  Settings mine = base;
  mine.programs.push_back(longProgram(1));
  mine.programs.push_back(longProgram(2));
  EXPECT_FALSE(saveSettings(file, base, mine, error));
  EXPECT_NE(error.find("more than the 1048576 a settings file may hold"), std::string::npos) << error;
  EXPECT_EQ(slurp(file), text) << "nothing written";
}

TEST(SettingsKept, TheMergeAppliesOnlyWhatChangedHere) {
  Settings base;
  base.programs = {longProgram(1), longProgram(2)};
  base.rememberFile("/b/old.board");
  Settings mine = base;  // here: program 2 removed, program 3 added, a file opened, the scale changed
  mine.programs = {longProgram(1), longProgram(3)};
  mine.rememberFile("/b/mine.board");
  mine.uiScale = 1.5f;
  Settings disk = base;  // the other workbench: program 4 added, language and board size changed
  disk.programs.push_back(longProgram(4));
  disk.language = i18n::Language::Chinese;
  setNewBoardSize(disk, 19, newBoardSize(disk).second);
  disk.rememberFile("/b/theirs.board");
  disk.keptLines = {"future=1"};
  const Settings m = mergeSettings(base, mine, disk);
  ASSERT_EQ(m.programs.size(), 3u);
  EXPECT_EQ(m.programs[0].name, "check 1");
  EXPECT_EQ(m.programs[1].name, "check 4");
  EXPECT_EQ(m.programs[2].name, "check 3");
  EXPECT_EQ(m.uiScale, 1.5f);
  EXPECT_EQ(m.language, i18n::Language::Chinese);
  EXPECT_EQ(newBoardSize(m).first, 19);
  EXPECT_EQ(m.recentFiles, (std::vector<std::string>{"/b/mine.board", "/b/old.board", "/b/theirs.board"}));
  EXPECT_EQ(m.keptLines, std::vector<std::string>{"future=1"});
}

// Two real processes, as two workbenches on one account: B starts, then A starts, adds a program and quits;
// then B quits (its exit saves the window). The program A added is still in the file, and so is B's window.
// On a full disk View > Language said "Language: English." and hid that the choice was not
// saved (a change of scale did say it).
TEST(SettingsKept, ALanguageChoiceThatCannotBeSavedSaysSo) {
  if (!chineseFontAvailable()) GTEST_SKIP() << "no CJK font: the language cannot change";
  const fs::path file = freshFolder("full-disk") / "settings.ini";
  write(file, "ui_scale=1\n");
  std::string notice;
  HeadlessImGui imgui;
  Workbench bench(loadSettings(file, notice), file, 1.0f);
  imgui.frame([&] { bench.frame(); });
  AtomicFile::failWritesAfterForTesting(0);
  bench.setLanguage(i18n::Language::Chinese);
  const std::string toChinese = bench.status();
  bench.setLanguage(i18n::Language::English);
  const std::string toEnglish = bench.status();
  AtomicFile::failWritesAfterForTesting(-1);
  EXPECT_EQ(toChinese.rfind("设置未保存", 0), 0u) << toChinese;
  EXPECT_EQ(toEnglish.rfind("Settings not saved: ", 0), 0u) << toEnglish;
  EXPECT_EQ(slurp(file), "ui_scale=1\n");
}

TEST(SettingsKept, TwoWorkbenchProcessesKeepEachOthersChanges) {
  const fs::path file = freshFolder("two") / "settings.ini";
  write(file, "ui_scale=1\n");
  int ready[2], go[2];
  ASSERT_EQ(::pipe(ready), 0);
  ASSERT_EQ(::pipe(go), 0);
  // Each child runs one workbench and reports by its exit code (no GoogleTest in a child).
  const pid_t b = ::fork();
  ASSERT_GE(b, 0);
  if (b == 0) {
    ::close(ready[0]);
    ::close(go[1]);
    std::string notice;
    HeadlessImGui imgui;
    Workbench bench(loadSettings(file, notice), file, 1.0f);
    imgui.frame([&] { bench.frame(); });
    char c = 'r';
    if (::write(ready[1], &c, 1) != 1 || ::read(go[0], &c, 1) != 1) ::_exit(2);
    bench.rememberWindow(10, 20, 1200, 800);  // what B's exit saves
    ::_exit(bench.status().find("not saved") == std::string::npos ? 0 : 3);
  }
  ::close(ready[1]);  // B's ends: a B that dies before it is ready ends the read below
  ::close(go[0]);
  // B never waits for ever: on any failure below it is told to go on (or reads the end of its pipe).
  struct GoB {
    int fd;
    pid_t pid;
    ~GoB() {
      if (fd >= 0) ::close(fd);
      if (pid > 0) ::waitpid(pid, nullptr, 0);
    }
  } goB{go[1], b};
  char c = 0;
  ASSERT_EQ(::read(ready[0], &c, 1), 1) << "B started";
  ::close(ready[0]);
  const pid_t a = ::fork();
  ASSERT_GE(a, 0);
  if (a == 0) {
    std::string notice;
    HeadlessImGui imgui;
    Workbench bench(loadSettings(file, notice), file, 1.0f);
    ProgramsPanel::Draft& d = bench.programs().draft();
    std::snprintf(d.name, sizeof d.name, "%s", "mine");
    std::snprintf(d.command, sizeof d.command, "%s", "sh -c 'exit 0'");
    std::snprintf(d.folder, sizeof d.folder, "%s", file.parent_path().c_str());
    const bool added = bench.programs().addDraft();  // the Add button's code: it saves at once
    bench.programs().runner().wait();
    ::_exit(added ? 0 : 4);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(a, &status, 0), a);
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "A: status " << status;
  ASSERT_EQ(::write(go[1], "g", 1), 1);
  ASSERT_EQ(::waitpid(b, &status, 0), b);
  goB.pid = 0;
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "B: status " << status;
  std::string notice;
  const Settings after = loadSettings(file, notice);
  EXPECT_TRUE(notice.empty()) << notice;
  ASSERT_EQ(after.programs.size(), 1u) << slurp(file);
  EXPECT_EQ(after.programs[0].name, "mine");
  EXPECT_EQ(after.windowWidth, 1200) << slurp(file);
}

}  // namespace
}  // namespace boardlab::ui
