// The in-app file browser lists folders first, then board files, and reports unreadable folders.

#include <gtest/gtest.h>

#include <fstream>

#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/file_browser.hpp"
#include "tests/scratch_dir.hpp"

#include <imgui.h>

namespace boardlab::ui {
namespace {

TEST(FileBrowser, ListsFoldersThenBoardFilesAndHidesTheRest) {
  const auto dir = testpaths::scratchPath("boardlab-browser-test");
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

TEST(FileBrowser, ATypedNameOrPathMeansWhatItSays) {
  const std::filesystem::path folder = "/data/slides";
  EXPECT_EQ(typedPath(folder, "edge", ".gif", "/home/t"), "/data/slides/edge.gif");
  EXPECT_EQ(typedPath(folder, "edge.gif", ".gif", "/home/t"), "/data/slides/edge.gif") << "not edge.gif.gif";
  EXPECT_EQ(typedPath(folder, "week2/edge", ".gif", "/home/t"), "/data/slides/week2/edge.gif");
  EXPECT_EQ(typedPath(folder, "/tmp/class/edge.gif", ".gif", "/home/t"), "/tmp/class/edge.gif");
  EXPECT_EQ(typedPath(folder, "~/class/edge", ".gif", "/home/t"), "/home/t/class/edge.gif");
  EXPECT_EQ(typedPath(folder, "a.board", "", "/home/t"), "/data/slides/a.board");
  EXPECT_EQ(typedPath(folder, "edge.png", ".gif", "/home/t"), "/data/slides/edge.png.gif") << "the file holds a GIF";
  EXPECT_EQ(typedPath(folder, "EDGE.GIF", ".gif", "/home/t"), "/data/slides/EDGE.GIF");
  EXPECT_EQ(typedPath(folder, "~", "", "/home/t"), "/home/t/") << "a folder: the browser goes there";
}

TEST(FileBrowser, TypingInTheSaveDialogReplacesTheSuggestedName) {
  const auto dir = testpaths::scratchPath("boardlab-browser-typing");
  std::filesystem::create_directories(dir / "class");
  HeadlessImGui imgui;
  ImGui::GetIO().KeyMap[ImGuiKey_Enter] = 257;  // the headless backend maps no keys of its own
  FileBrowser browser;
  std::optional<std::filesystem::path> chosen;
  const std::function<void()> body = [&] {
    if (auto c = browser.draw()) chosen = c;
  };
  browser.open(FileBrowser::Mode::Save, dir, "scan-objc-edge-steps-2-8.gif", {".gif"});
  imgui.frame(body);
  imgui.frame(body);
  ImGui::GetIO().AddInputCharactersUTF8((dir / "class" / "edge.gif").c_str());
  imgui.frame(body);
  imgui.key(257, false, body);
  ASSERT_TRUE(chosen) << "Enter in the name field saves";
  EXPECT_EQ(*chosen, dir / "class" / "edge.gif") << "the typed path went into the middle of the suggested name";
  std::filesystem::remove_all(dir);
}

// File > Open's name field did not take the keyboard (Save as's did): what was typed went
// nowhere.
TEST(FileBrowser, TypingInTheOpenDialogGoesIntoTheNameField) {
  const auto dir = testpaths::scratchPath("boardlab-browser-open-typing");
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "week3.board") << "game gomoku\nsize 15\nmoves h8\n";
  HeadlessImGui imgui;
  ImGui::GetIO().KeyMap[ImGuiKey_Enter] = 257;
  FileBrowser browser;
  std::optional<std::filesystem::path> chosen;
  const std::function<void()> body = [&] {
    if (auto c = browser.draw()) chosen = c;
  };
  browser.open(FileBrowser::Mode::Open, dir, "", {".board"});
  imgui.frame(body);
  imgui.frame(body);
  ImGui::GetIO().AddInputCharactersUTF8("week3.board");
  imgui.frame(body);
  imgui.key(257, false, body);
  ASSERT_TRUE(chosen) << "the typed name went nowhere";
  EXPECT_EQ(*chosen, dir / "week3.board");
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace boardlab::ui
