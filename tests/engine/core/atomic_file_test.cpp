// Atomic saves: the new content replaces the old in one step, and a failed save keeps the old file.

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/atomic_file.hpp"
#include "tests/scratch_dir.hpp"

namespace boardlab {
namespace {

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(AtomicFile, ReplacesTheContentAndLeavesNoTemporaryFile) {
  const auto dir = testpaths::scratchDir("boardlab-atomic-test");
  const auto file = dir / "a.board";
  std::string error;
  ASSERT_TRUE(writeFileAtomically(file, "first\n", error)) << error;
  ASSERT_TRUE(writeFileAtomically(file, "second\n", error)) << error;
  EXPECT_EQ(slurp(file), "second\n");
  EXPECT_FALSE(std::filesystem::exists(file.string() + ".saving"));
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    EXPECT_EQ(entry.path().filename().string().find(".saving"), std::string::npos) << entry.path();
}

TEST(AtomicFile, AFailedSaveSaysWhyAndKeepsTheOldFile) {
  std::string error;
  EXPECT_FALSE(writeFileAtomically("/nonexistent-folder/x.board", "data", error));
  EXPECT_NE(error.find("/nonexistent-folder/x.board"), std::string::npos) << error;

  // A folder where the target should be: the rename fails, the folder stays.
  const auto dir = testpaths::scratchPath("boardlab-atomic-test") / "taken";
  std::filesystem::create_directories(dir / "inside");
  EXPECT_FALSE(writeFileAtomically(dir, "data", error));
  EXPECT_TRUE(std::filesystem::is_directory(dir / "inside"));
  EXPECT_FALSE(std::filesystem::exists(dir.string() + ".saving"));
}

// A fresh folder of this test process's own (removed when the process ends).
std::filesystem::path freshFolder(const std::string& name) {
  return testpaths::freshScratchDir("boardlab-atomic", name);
}

int countTemporaries(const std::filesystem::path& dir) {
  int n = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    n += entry.path().filename().string().find(".saving") != std::string::npos;
  return n;
}

// Two real processes saving the same file at once. With one shared temporary name the
// file was torn or a save falsely reported failure; with a temporary of their own each save is whole.
TEST(AtomicFile, TwoProcessesSavingTheSameFileNeverTearItAndBothSucceed) {
  const auto dir = freshFolder("two-processes");
  const auto file = dir / "shared.board";
  const std::string a(300 * 1024, 'a'), b(300 * 1024, 'b');
  pid_t children[2];
  for (int k = 0; k < 2; ++k) {
    children[k] = fork();
    ASSERT_GE(children[k], 0);
    if (children[k] == 0) {
      std::string error;
      for (int i = 0; i < 60; ++i)
        if (!writeFileAtomically(file, k == 0 ? a : b, error)) _exit(1);
      _exit(0);
    }
  }
  int torn = 0;
  for (int i = 0; i < 200; ++i) {  // meanwhile, every read sees one whole save or the other
    const std::string now = slurp(file);
    torn += !now.empty() && now != a && now != b;
  }
  for (pid_t child : children) {
    int status = 0;
    waitpid(child, &status, 0);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "a save reported failure";
  }
  EXPECT_EQ(torn, 0);
  const std::string last = slurp(file);
  EXPECT_TRUE(last == a || last == b) << "torn: " << last.size() << " bytes";
  EXPECT_EQ(countTemporaries(dir), 0);
}

// Item 4: a symlink planted where the old temporary name was is never followed.
TEST(AtomicFile, NeverWritesThroughASymlinkAtTheTemporaryName) {
  const auto dir = freshFolder("planted-link");
  std::ofstream(dir / "victim.txt") << "victim\n";
  std::filesystem::create_symlink(dir / "victim.txt", dir / "doc.board.saving");
  std::string error;
  ASSERT_TRUE(writeFileAtomically(dir / "doc.board", "game gomoku\n", error)) << error;
  EXPECT_EQ(slurp(dir / "victim.txt"), "victim\n");
  EXPECT_EQ(slurp(dir / "doc.board"), "game gomoku\n");
}

// Item 4: a symlinked document stays a link, and its target gets the new text.
TEST(AtomicFile, WritesThroughASymlinkedDocumentToItsTarget) {
  const auto dir = freshFolder("linked-document");
  std::filesystem::create_directories(dir / "real");
  std::ofstream(dir / "real" / "game.board") << "old\n";
  std::filesystem::create_symlink("real/game.board", dir / "game.board");
  std::string error;
  ASSERT_TRUE(writeFileAtomically(dir / "game.board", "new\n", error)) << error;
  EXPECT_TRUE(std::filesystem::is_symlink(dir / "game.board"));
  EXPECT_EQ(slurp(dir / "real" / "game.board"), "new\n");
  EXPECT_EQ(countTemporaries(dir / "real"), 0);
}

// Item 4: a private file stays private.
TEST(AtomicFile, KeepsTheReplacedFilesPermissions) {
  const auto dir = freshFolder("permissions");
  const auto file = dir / "private.board";
  std::ofstream(file) << "old\n";
  std::filesystem::permissions(file, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  std::string error;
  ASSERT_TRUE(writeFileAtomically(file, "new\n", error)) << error;
  struct stat st {};
  ASSERT_EQ(stat(file.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
}

// Item 6: a disk that fills up mid-write fails the save, names the reason, and keeps the old file.
TEST(AtomicFile, AFullDiskFailsTheSaveAndKeepsTheOldFile) {
  const auto dir = freshFolder("full-disk");
  const auto file = dir / "x.png";
  std::ofstream(file) << "the old picture";
  AtomicFile::failWritesAfterForTesting(32 * 1024);
  std::string error;
  const bool saved = writeFileAtomically(file, std::string(100 * 1024, 'p'), error);
  AtomicFile::failWritesAfterForTesting(-1);
  EXPECT_FALSE(saved);
  EXPECT_NE(error.find("No space left on device"), std::string::npos) << error;
  EXPECT_NE(error.find(file.string()), std::string::npos) << error;
  EXPECT_EQ(slurp(file), "the old picture");
  EXPECT_EQ(countTemporaries(dir), 0);
}

// Item 6 (the streaming half): pieces written one after another arrive whole and in order.
TEST(AtomicFile, StreamsPiecesWithoutHoldingTheWholeFile) {
  const auto dir = freshFolder("stream");
  AtomicFile out(dir / "big.json");
  std::string expected;
  for (int i = 0; i < 20000; ++i) {
    const std::string piece = "{\"step\":" + std::to_string(i) + "}\n";
    if (i % 2)
      out.stream() << piece;
    else
      out.write(piece);
    expected += piece;
  }
  ASSERT_TRUE(out.commit()) << out.error();
  EXPECT_EQ(slurp(dir / "big.json"), expected);
}

// Writing over a named pipe, a device or a folder is refused before anything is created.
TEST(AtomicFile, RefusesATargetThatIsNotARegularFile) {
  const auto dir = freshFolder("fifo-target");
  ASSERT_EQ(mkfifo((dir / "pipe").c_str(), 0600), 0);
  std::string error;
  EXPECT_FALSE(writeFileAtomically(dir / "pipe", "data", error));
  EXPECT_NE(error.find("not a regular file"), std::string::npos) << error;
  EXPECT_EQ(countTemporaries(dir), 0);
}

// Smaller: a temporary file left by a process killed mid-save goes with the next save of that file;
// one of a process still running stays.
TEST(AtomicFile, TheNextSaveRemovesTemporariesOfProcessesNoLongerRunning) {
  const auto dir = freshFolder("stale");
  std::ofstream(dir / "a.board.saving-999999999-0123456789ab") << "dead process";
  const std::string live = "a.board.saving-" + std::to_string(getpid()) + "-0123456789ab";
  std::ofstream(dir / live) << "a save in progress";
  std::string error;
  ASSERT_TRUE(writeFileAtomically(dir / "a.board", "new\n", error)) << error;
  EXPECT_FALSE(std::filesystem::exists(dir / "a.board.saving-999999999-0123456789ab"));
  EXPECT_TRUE(std::filesystem::exists(dir / live));
}

// A name of the temporaries' shape with a pid past a long aborted every save of the file
// Beside it (std::stol threw); a `.saving` file not of our shape may be the user's.
// Both are left as they are, and the save goes through.
TEST(AtomicFile, PlantedNamesThatAreNotOursNeitherAbortTheSaveNorGo) {
  const auto dir = freshFolder("planted-names");
  const std::vector<std::string> planted = {
      "settings.ini.saving",
      "settings.ini.saving-99999999999999999999999999-x",
      "settings.ini.saving-99999999999999999999999999-0123456789ab",
      "settings.ini.saving-12-not-hex-digits",
      "settings.ini.saving-12-0123456789abc",
  };
  for (const std::string& name : planted) std::ofstream(dir / name) << "not ours";
  std::string error;
  ASSERT_TRUE(writeFileAtomically(dir / "settings.ini", "ui_scale=1\n", error)) << error;
  EXPECT_EQ(slurp(dir / "settings.ini"), "ui_scale=1\n");
  for (const std::string& name : planted) EXPECT_EQ(slurp(dir / name), "not ours") << name;
  EXPECT_FALSE(isStaleTemporaryName("settings.ini.saving-99999999999999999999999999-0123456789ab", "settings.ini"));
  EXPECT_TRUE(isStaleTemporaryName("settings.ini.saving-999999999-0123456789ab", "settings.ini"));
}

// The folder's litter is listed once for many saves (saving 1,000 boards into one folder read it 1,000
// times); litter left after that listing by a process that died since still goes with a later save.
TEST(AtomicFile, LitterLeftAfterTheFolderWasListedGoesWithALaterSave) {
  const auto dir = freshFolder("stale-later");
  std::string error;
  ASSERT_TRUE(writeFileAtomically(dir / "a.board", "first\n", error)) << error;
  std::ofstream(dir / "a.board.saving-999999999-0123456789ab") << "dead process";
  std::this_thread::sleep_for(std::chrono::milliseconds(2100));
  ASSERT_TRUE(writeFileAtomically(dir / "a.board", "second\n", error)) << error;
  EXPECT_FALSE(std::filesystem::exists(dir / "a.board.saving-999999999-0123456789ab"));
}

}  // namespace
}  // namespace boardlab
