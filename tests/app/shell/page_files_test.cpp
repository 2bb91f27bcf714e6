// The page's files (Workbench::saveStraightTo): Save, Save as and exports ask for no folder (the in-canvas
// file browser showed /home/web_user) and go under their suggested names, a board to the kept folder and an
// export to the downloads folder; the status line and Open recent name files by their own names; a copy of a
// file given to the page that does not open is not kept. The desktop's workbench asks as before.

#include <gtest/gtest.h>
#include <imgui.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "tests/app/workbench_fixture.hpp"
#include "tests/scratch_dir.hpp"

namespace boardlab::ui {
namespace {

namespace fs = std::filesystem;

class PageFiles : public WorkbenchTest {
 protected:
  fs::path kept, downloads;
  void SetUp() override {
    WorkbenchTest::SetUp();
    const fs::path folder = testpaths::freshScratchDir("boardlab-page-files",
                                                       ::testing::UnitTest::GetInstance()->current_test_info()->name());
    kept = folder / "Opened";
    downloads = folder / "downloads";
    bench.saveStraightTo(kept, downloads);
  }
  bool anyPopupOpen() { return ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId); }
};

TEST_F(PageFiles, SavesAndExportsGoStraightUnderTheirNamesAndFilesAreNamedByTheirOwnNames) {
  clickPoint("h8");
  bench.commands().get("file.save").run();
  imgui.frame(body);
  imgui.frame(body);
  EXPECT_FALSE(anyPopupOpen()) << "a folder was asked for";
  ASSERT_TRUE(fs::exists(kept / "position.board")) << bench.status();
  EXPECT_EQ(bench.status(), "Saved position.board.");
  // Saved again (Save as, a file of that name there): no question, the same file.
  clickPoint("a1");
  bench.commands().get("file.saveas").run();
  imgui.frame(body);
  imgui.frame(body);
  EXPECT_FALSE(anyPopupOpen()) << "asked to replace a file the user never sees";
  EXPECT_EQ(bench.status(), "Saved position.board.");
  bench.commands().get("file.exportresults").run();
  imgui.frame(body);
  EXPECT_TRUE(fs::exists(downloads / "results.csv")) << bench.status();
  EXPECT_EQ(bench.status(), "Exported the results to results.csv.");
  EXPECT_EQ(bench.settings().recentFiles.size(), 1u);
  EXPECT_EQ(bench.shownPath(bench.settings().recentFiles.front()), "position.board");

  // A file given to the page that is no board: said, and its copy not kept.
  { std::ofstream(kept / "notes.board") << "this is not a board\n"; }
  EXPECT_FALSE(bench.openFile(kept / "notes.board"));
  EXPECT_EQ(bench.status().find(kept.string()), std::string::npos) << bench.status();
  EXPECT_FALSE(fs::exists(kept / "notes.board"));
  EXPECT_TRUE(fs::exists(kept / "position.board"));
  ASSERT_TRUE(bench.openFile(kept / "position.board"));
  EXPECT_EQ(bench.status().rfind("Opened position.board.", 0), 0u) << bench.status();
}

// Save first in the page's question: the untitled board is saved, then what was asked for happens (a new game),
// and a second untitled board is saved beside the first, never over it.
TEST_F(PageFiles, SaveFirstSavesThenGoesOnAndNeverReplacesAnotherKeptBoard) {
  clickPoint("h8");
  bench.commands().get("file.save").run();
  imgui.frame(body);
  ASSERT_TRUE(fs::exists(kept / "position.board"));
  bench.commands().get("game.new").run();  // saved: no question
  imgui.frame(body);
  clickPoint("c3");
  ASSERT_TRUE(bench.unsaved());
  bench.commands().get("game.new").run();  // unsaved: the question, with Save first
  imgui.frame(body);
  imgui.frame(body);
  const auto [from, to] = bench.saveFirstRect();
  ASSERT_GT(to.x, from.x) << "no Save first button";
  imgui.click(ImVec2((from.x + to.x) / 2, (from.y + to.y) / 2), body);
  imgui.frame(body);
  EXPECT_FALSE(bench.unsaved());
  EXPECT_EQ(bench.viewOf<GomokuView>().record().actions.size(), 0u) << "the new game did not follow the save";
  ASSERT_TRUE(fs::exists(kept / "position-2.board")) << bench.status();
  std::ifstream first(kept / "position.board"), second(kept / "position-2.board");
  const std::string a{std::istreambuf_iterator<char>(first), {}}, b{std::istreambuf_iterator<char>(second), {}};
  EXPECT_NE(a.find("h8"), std::string::npos) << a;
  EXPECT_NE(b.find("c3"), std::string::npos) << b;
  // A kept board that no longer opens (changed elsewhere) is the user's: said, not removed.
  std::ofstream(kept / "position.board") << "not a board any more\n";
  EXPECT_FALSE(bench.openFile(kept / "position.board"));
  EXPECT_TRUE(fs::exists(kept / "position.board"));
}

// On the desktop the file browser asks where, as before.
TEST_F(WorkbenchTest, OnTheDesktopSaveAsStillAsksWhere) {
  bench.commands().get("file.saveas").run();
  imgui.frame(body);
  imgui.frame(body);
  EXPECT_TRUE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId));
}

}  // namespace
}  // namespace boardlab::ui
