// The in-app file browser lists folders first, then board files, and reports unreadable folders.

#include <gtest/gtest.h>

#include <fstream>

#include "app/workbench/file_browser.hpp"

namespace boardlab::ui {
namespace {

TEST(FileBrowser, ListsFoldersThenBoardFilesAndHidesTheRest) {
  const auto dir = std::filesystem::temp_directory_path() / "boardlab-browser-test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir / "lessons");
  std::ofstream(dir / "b.board") << "game gomoku\n";
  std::ofstream(dir / "a.board") << "game gomoku\n";
  std::ofstream(dir / "notes.txt") << "x\n";
  std::ofstream(dir / ".hidden.board") << "x\n";
  FileBrowser browser;
  browser.open(FileBrowser::Mode::Open, dir);
  ASSERT_EQ(browser.entries().size(), 3u);
  EXPECT_EQ(browser.entries()[0].name, "lessons");
  EXPECT_TRUE(browser.entries()[0].folder);
  EXPECT_EQ(browser.entries()[1].name, "a.board");
  EXPECT_EQ(browser.entries()[2].name, "b.board");
  EXPECT_TRUE(browser.isOpen());
}

TEST(FileBrowser, AMissingFolderFallsBackToTheCurrentOne) {
  FileBrowser browser;
  browser.open(FileBrowser::Mode::Save, "/nonexistent/boardlab", "x.board");
  EXPECT_EQ(browser.folder(), std::filesystem::weakly_canonical(std::filesystem::current_path()));
}

}  // namespace
}  // namespace boardlab::ui
