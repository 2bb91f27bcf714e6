// Slides from the workbench: the legend beside the board and the caption under it never cover the board,
// its stones or its labels; the step-range export dialog; exports offered in the user's pictures folder.

#include <gtest/gtest.h>

#include "app/workbench/platform/keys.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "app/workbench/games/gomoku/gomoku_board_view.hpp"
#include "app/workbench/games/link/link_board_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/canvas_layout.hpp"
#include "app/workbench/shell/scene.hpp"
#include "app/workbench/shell/user_folders.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "engine/link/board_file.hpp"
#include "tests/app/draw_data.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::ui {
namespace {

// The board with its margin (the wood's edge, the coordinate labels, a link board's ring).
ScreenRect boardExtent(const BoardGeometry& g, float margin) {
  return {ImVec2(g.origin.x - g.pitch * margin, g.origin.y - g.pitch * margin),
          ImVec2(g.origin.x + g.pitch * (g.cols - 1 + margin), g.origin.y + g.pitch * (g.rows - 1 + margin))};
}

bool inside(ImVec2 p, const ScreenRect& r) {
  return p.x > r.first.x && p.x < r.second.x && p.y > r.first.y && p.y < r.second.y;
}

class SlidesTest : public ::testing::Test {
 protected:
  HeadlessImGui imgui;  // 1280x800: the canvas is about as tall as it is wide, so the board fills it
  Workbench bench{Settings{}, {}, 1.0f};
  std::function<void()> body = [this] { bench.frame(); };

  void show(const char* board, const char* algo, const char* from = "", const char* to = "") {
    Scene scene;
    scene.boardFile = std::string(testpaths::source) + "/examples/" + board;
    scene.algo = algo;
    scene.set("from", from);
    scene.set("to", to);
    std::string error;
    ASSERT_TRUE(applyScene(bench, scene, error)) << error;
    for (int i = 0; i < 3; ++i) imgui.frame(body);
    ASSERT_GT(bench.activeCursor().size(), 3u);
  }
  void expectOffTheBoard(ImU32 colour, float margin, const char* what) {
    const std::vector<ImVec2> drawn = verticesOf(colour);
    ASSERT_FALSE(drawn.empty()) << what << " is not drawn";
    const ScreenRect board = boardExtent(bench.boardGeometry(), margin);
    for (ImVec2 p : drawn)
      ASSERT_FALSE(inside(p, board)) << what << " at " << p.x << "," << p.y << " covers the board " << board.first.x
                                     << "," << board.first.y << " - " << board.second.x << "," << board.second.y;
  }
};

TEST_F(SlidesTest, TheLegendSitsBesideTheGomokuBoardNeverOnIt) {
  show("gomoku/scan-objc-edge.board", "scan:objc");
  const float pitch = bench.boardGeometry().pitch;
  bench.setLegendOnCanvas(true);
  imgui.frame(body);
  expectOffTheBoard(kCanvasLegendBackground, kGomokuMarginCells, "the legend");
  EXPECT_LT(bench.boardGeometry().pitch, pitch) << "the board makes room for the legend";
  bench.setLegendOnCanvas(false);
  imgui.frame(body);
  EXPECT_EQ(bench.boardGeometry().pitch, pitch) << "and takes it back when the legend goes";
  EXPECT_TRUE(verticesOf(kCanvasLegendBackground).empty());
}

TEST_F(SlidesTest, TheLegendSitsBesideTheLinkBoardAndItsRingNeverOnThem) {
  show("link/corners-objc-early-return.board", "bfs", "0,0", "3,2");
  bench.setLegendOnCanvas(true);
  imgui.frame(body);
  expectOffTheBoard(kCanvasLegendBackground, kLinkMarginCells, "the legend");
}

TEST_F(SlidesTest, TheCaptionShowsTheStepAndItsNarrationUnderTheBoardWhichStaysPut) {
  show("gomoku/scan-objc-edge.board", "scan:objc");
  EXPECT_TRUE(verticesOf(kCanvasCaptionBackground).empty()) << "no caption unless asked for";
  bench.setCaptionOnCanvas(true);
  bench.setLegendOnCanvas(true);
  imgui.frame(body);
  const std::size_t steps = bench.activeCursor().size();
  EXPECT_EQ(bench.captionStepLine(), "Step 1 of " + std::to_string(steps));
  expectOffTheBoard(kCanvasCaptionBackground, kGomokuMarginCells, "the caption");
  expectOffTheBoard(kCanvasLegendBackground, kGomokuMarginCells, "the legend");
  for (ImVec2 p : verticesOf(kCanvasCaptionBackground))
    EXPECT_GE(p.y, boardExtent(bench.boardGeometry(), kGomokuMarginCells).second.y) << "the caption is under the board";
  const BoardGeometry first = bench.boardGeometry();
  imgui.key(key::End, false, body);  // the last step: usually the longest narration
  EXPECT_EQ(bench.captionStepLine(), "Step " + std::to_string(steps) + " of " + std::to_string(steps));
  EXPECT_EQ(bench.boardGeometry().pitch, first.pitch) << "every frame of a GIF shows the board at one place";
  EXPECT_EQ(bench.boardGeometry().origin.y, first.origin.y);
}

// 200% type with the normal palette, whatever a test before this one in the process left.
void atLargeType() {
  std::string notice;
  setHighContrast(false);
  applyStyle(2.0f);
  loadFonts(2.0f, notice);
}

// Large type on a small window (200% in 960x600 with the legend and the caption, as for a projector): the
// coordinate labels keep clear of the wood, and the legend, its lines wrapped beside the board, leaves the board
// the larger of the two. The labels sat on the frame and the board was narrower than the legend under it.
TEST(SlidesAtLargeType, TheLabelsKeepOffTheWoodAndTheBoardStaysLargerThanTheLegend) {
  HeadlessImGui imgui(1920, 1200);
  Workbench bench{Settings{}, {}, 2.0f};
  atLargeType();
  const std::function<void()> body = [&] { bench.frame(); };
  ASSERT_TRUE(bench.openLesson(std::string(testpaths::source) + "/examples/lessons/04-scan-objc-edge.lesson"));
  bench.setLegendOnCanvas(true);
  bench.setCaptionOnCanvas(true);
  for (int i = 0; i < 3; ++i) imgui.frame(body);

  const BoardGeometry& g = bench.boardGeometry();
  const float wood = g.pitch * 0.55f;
  const ScreenRect woodRect{
      ImVec2(g.origin.x - wood, g.origin.y - wood),
      ImVec2(g.origin.x + g.pitch * (g.cols - 1) + wood, g.origin.y + g.pitch * (g.rows - 1) + wood)};
  const std::vector<ImVec2> labels = verticesOf(palette().coordinate);
  ASSERT_GE(labels.size(), 4u * 72) << "every coordinate label is drawn (72 glyphs: 1-9 and a-o twice, 10-15 twice)";
  for (ImVec2 p : labels)  // a glyph's quad is its ink and a pixel of padding
    ASSERT_FALSE(inside(p, woodRect)) << "a coordinate label at " << p.x << "," << p.y << " lies on the wood "
                                      << woodRect.first.x << "," << woodRect.first.y << " - " << woodRect.second.x
                                      << "," << woodRect.second.y;
  const std::vector<ImVec2> legend = verticesOf(kCanvasLegendBackground);
  ASSERT_FALSE(legend.empty());
  const auto [left, right] =
      std::minmax_element(legend.begin(), legend.end(), [](ImVec2 a, ImVec2 b) { return a.x < b.x; });
  EXPECT_GT(woodRect.second.x - woodRect.first.x, right->x - left->x) << "the board is drawn smaller than the legend";
  for (ImVec2 p : legend) ASSERT_FALSE(inside(p, woodRect)) << "the legend covers the board";
}

// The same on a large link board at 200%: its numbers keep off the ring (they were pushed onto it the same way).
TEST(SlidesAtLargeType, TheLinkBoardsNumbersKeepOffTheRing) {
  HeadlessImGui imgui(1920, 1200);
  Workbench bench{Settings{}, {}, 2.0f};
  atLargeType();
  const std::function<void()> body = [&] { bench.frame(); };
  std::string text = "game link\nsize 30x20\nborder on\nturns 2\ngrid\n";
  for (int r = 0; r < 20; ++r) text += std::string(30, r % 2 == 0 ? 'A' : 'B') + "\n";
  bench.viewOf<LinkView>().show(link::parseBoardFile(text, "large.board"), "large board");
  for (int i = 0; i < 3; ++i) imgui.frame(body);
  const BoardGeometry& g = bench.boardGeometry();
  ASSERT_EQ(g.cols, 30);
  const float ring = g.pitch * 1.5f;  // the ring's outer edge from the outer tile centres
  const ScreenRect ringRect{
      ImVec2(g.origin.x - ring, g.origin.y - ring),
      ImVec2(g.origin.x + g.pitch * (g.cols - 1) + ring, g.origin.y + g.pitch * (g.rows - 1) + ring)};
  const std::vector<ImVec2> labels = verticesOf(palette().coordinate);
  ASSERT_GE(labels.size(), 4u * 2 * (32 + 22)) << "every number is drawn";
  for (ImVec2 p : labels)
    ASSERT_FALSE(inside(p, ringRect)) << "a number at " << p.x << "," << p.y << " lies on the ring " << ringRect.first.x
                                      << "," << ringRect.first.y;
}

TEST_F(SlidesTest, TheExportDialogAsksForARangeAndOffersThePicturesFolder) {
  const auto home = std::filesystem::temp_directory_path() / "boardlab-slides-home";
  std::filesystem::remove_all(home);
  std::filesystem::create_directories(home / ".config");
  std::filesystem::create_directories(home / "Bilder");
  std::ofstream(home / ".config" / "user-dirs.dirs")
      << "# written by xdg-user-dirs-update\nXDG_PICTURES_DIR=\"$HOME/Bilder\"\n";
  const char* oldHome = std::getenv("HOME");
  const std::string savedHome = oldHome ? oldHome : "";
  setenv("HOME", home.c_str(), 1);
  unsetenv("XDG_CONFIG_HOME");

  show("gomoku/scan-objc-edge.board", "scan:objc");
  const int steps = static_cast<int>(bench.activeCursor().size());
  bench.openExportDialog();
  imgui.frame(body);
  imgui.frame(body);
  EXPECT_EQ(bench.exportDraft().firstStep, 1);
  EXPECT_EQ(bench.exportDraft().lastStep, steps) << "all steps by default";
  bench.exportDraft().firstStep = 2;
  bench.exportDraft().lastStep = 4;
  imgui.key(key::Enter, false, body);  // Save as...
  imgui.frame(body);
  EXPECT_TRUE(bench.fileBrowser().isOpen());
  EXPECT_EQ(bench.fileBrowser().mode(), FileBrowser::Mode::Save);
  EXPECT_EQ(bench.fileBrowser().folder(), std::filesystem::weakly_canonical(home / "Bilder"))
      << "the pictures folder, not the program's";
  EXPECT_EQ(bench.exportDraft().firstStep, 2);
  EXPECT_EQ(bench.exportDraft().lastStep, 4);

  if (oldHome) setenv("HOME", savedHome.c_str(), 1);
  std::filesystem::remove_all(home);
}

TEST_F(SlidesTest, TheCaptionNamesTheAlgorithmAndCarriesATitleLineOfTheUsers) {
  show("gomoku/scan-objc-edge.board", "scan:objc");
  bench.setCaptionOnCanvas(true);
  imgui.frame(body);
  EXPECT_EQ(bench.captionAlgorithm(), "scan:objc");
  const float pitch = bench.boardGeometry().pitch;
  bench.setCaptionTitle("Week 3: the edge defect");
  imgui.frame(body);
  EXPECT_LT(bench.boardGeometry().pitch, pitch) << "the title takes a line of its own under the board";
  expectOffTheBoard(kCanvasCaptionBackground, kGomokuMarginCells, "the caption with its title");
}

TEST_F(SlidesTest, AGifNameIsTheSameInEveryLanguageAndTheRangeAndFolderAreKept) {
  const auto home = std::filesystem::temp_directory_path() / ("boardlab-slides-again-" + std::to_string(::getpid()));
  std::filesystem::create_directories(home / "class");
  const char* oldHome = std::getenv("HOME");
  const std::string savedHome = oldHome ? oldHome : "";
  setenv("HOME", home.c_str(), 1);
  ImGui::GetIO().KeyMap[ImGuiKey_Enter] = key::Enter;  // the file browser's name field answers Enter
  show("gomoku/scan-objc-edge.board", "scan:objc");
  bench.setLanguage(i18n::Language::Chinese);
  imgui.frame(body);
  bench.openExportDialog();
  bench.exportDraft().firstStep = 2;
  bench.exportDraft().lastStep = 3;
  bench.confirmExportDialog();
  imgui.frame(body);
  imgui.frame(body);
  ASSERT_TRUE(bench.fileBrowser().isOpen());
  const std::string name = bench.fileBrowser().name();
  EXPECT_TRUE(name.ends_with("-steps-2-3.gif")) << name;
  EXPECT_TRUE(std::all_of(name.begin(), name.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
      << "a file name is not translated: " << name;
  // The user types a whole path over the suggested name and saves.
  ImGui::GetIO().AddInputCharactersUTF8((home / "class" / "edge").c_str());
  imgui.frame(body);
  imgui.key(key::Enter, false, body);
  ASSERT_FALSE(bench.fileBrowser().isOpen());
  const std::optional<ExportJob> job = bench.takeExport();
  ASSERT_TRUE(job);
  EXPECT_EQ(job->path, home / "class" / "edge.gif");
  bench.exportFinished(*job, true, "");  // as the platform does once the GIF is written
  // The export was not what the user wanted: the dialog comes back with the same range, and the next file
  // is offered in the folder the last one went to.
  bench.openExportDialog();
  EXPECT_EQ(bench.exportDraft().firstStep, 2);
  EXPECT_EQ(bench.exportDraft().lastStep, 3);
  bench.confirmExportDialog();
  imgui.frame(body);
  EXPECT_EQ(bench.fileBrowser().folder(), std::filesystem::weakly_canonical(home / "class"));
  EXPECT_EQ(bench.settings().exportFolder, (home / "class").string()) << "remembered in the settings";
  bench.setLanguage(i18n::Language::English);
  if (oldHome) setenv("HOME", savedHome.c_str(), 1);
  std::filesystem::remove_all(home);
}

// A folder that cannot be written never becomes the export folder, and the dialog comes back to try again.
TEST_F(SlidesTest, AFailedExportIsNotRememberedAndItsDialogComesBack) {
  ImGui::GetIO().KeyMap[ImGuiKey_Enter] = key::Enter;
  show("gomoku/scan-objc-edge.board", "scan:objc");
  bench.changeSettings([](Settings& s) { s.exportFolder = "/tmp"; });
  for (const bool gif : {false, true}) {
    if (gif) {
      bench.openExportDialog();
      bench.exportDraft().firstStep = 2;
      bench.exportDraft().lastStep = 3;
      bench.confirmExportDialog();
    } else {
      bench.commands().get("export.png").run();
    }
    imgui.frame(body);
    imgui.frame(body);
    ASSERT_TRUE(bench.fileBrowser().isOpen());
    ImGui::GetIO().AddInputCharactersUTF8("/proc/nope/fail");
    imgui.frame(body);
    imgui.key(key::Enter, false, body);
    const std::optional<ExportJob> job = bench.takeExport();
    ASSERT_TRUE(job);
    EXPECT_EQ(job->path.parent_path(), "/proc/nope");
    bench.exportFinished(*job, false, "cannot write /proc/nope/fail: No such file or directory");
    EXPECT_EQ(bench.settings().exportFolder, "/tmp") << "the folder that could not be written is not remembered";
    EXPECT_NE(bench.status().find("Not exported: cannot write /proc/nope/fail"), std::string::npos) << bench.status();
    imgui.frame(body);
    imgui.frame(body);
    if (gif) {
      EXPECT_EQ(bench.exportDraft().firstStep, 2) << "the GIF dialog comes back with the steps chosen";
      EXPECT_EQ(bench.exportDraft().lastStep, 3);
      bench.confirmExportDialog();
      imgui.frame(body);
    }
    ASSERT_TRUE(bench.fileBrowser().isOpen()) << "the dialog comes back";
    EXPECT_EQ(bench.fileBrowser().folder(), std::filesystem::path("/tmp")) << "in the folder last written to";
    EXPECT_EQ(bench.fileBrowser().name(), gif ? "fail.gif" : "fail.png");
    imgui.key(key::Escape, false, body);
    imgui.frame(body);
  }
}

TEST_F(SlidesTest, AnExportRangePastTheTraceIsRefusedWithAReason) {
  show("gomoku/scan-objc-edge.board", "scan:objc");
  bench.exportDraft().firstStep = 900;
  bench.exportDraft().lastStep = 901;
  bench.confirmExportDialog();
  imgui.frame(body);
  EXPECT_FALSE(bench.fileBrowser().isOpen());
  EXPECT_NE(bench.status().find("past the end"), std::string::npos) << bench.status();
}

TEST(PicturesFolder, TheXdgPicturesFolderElseHomeElseHere) {
  const auto home = std::filesystem::temp_directory_path() / "boardlab-pictures-test";
  std::filesystem::remove_all(home);
  std::filesystem::create_directories(home / "cfg");
  EXPECT_EQ(picturesFolderFor(home.string(), home / "cfg"), home) << "no user-dirs.dirs: home";
  std::ofstream(home / "cfg" / "user-dirs.dirs")
      << "XDG_DESKTOP_DIR=\"$HOME/Desktop\"\nXDG_PICTURES_DIR=\"$HOME/Pictures\"\n";
  EXPECT_EQ(picturesFolderFor(home.string(), home / "cfg"), home) << "a pictures folder that does not exist: home";
  std::filesystem::create_directories(home / "Pictures");
  EXPECT_EQ(picturesFolderFor(home.string(), home / "cfg"), home / "Pictures");
  std::ofstream(home / "cfg" / "user-dirs.dirs") << "XDG_PICTURES_DIR=\"" << (home / "shots").string() << "\"\n";
  std::filesystem::create_directories(home / "shots");
  EXPECT_EQ(picturesFolderFor(home.string(), home / "cfg"), home / "shots") << "an absolute path";
  EXPECT_EQ(picturesFolderFor("", {}), std::filesystem::current_path()) << "no home at all: the current folder";
  std::filesystem::remove_all(home);
}

TEST(CanvasLayout, TheLegendGoesWhereTheBoardStaysBiggest) {
  // A wide canvas: the legend beside the board; a tall one: under it.
  const LegendSizeAt legend = [](float) { return ImVec2(200, 100); };
  const CanvasLayout wide = layoutCanvas(ImVec2(0, 0), ImVec2(1000, 500), 15, 15, {1.0f, {}}, legend, 0, 8);
  ASSERT_TRUE(wide.legend);
  EXPECT_GE(wide.legend->first.x, wide.boardSize.x);
  const CanvasLayout tall = layoutCanvas(ImVec2(0, 0), ImVec2(500, 1000), 15, 15, {1.0f, {}}, legend, 40, 8);
  ASSERT_TRUE(tall.legend && tall.caption);
  EXPECT_GE(tall.legend->first.y, tall.boardSize.y);
  EXPECT_GE(tall.caption->first.y, tall.legend->second.y);
  EXPECT_EQ(tall.caption->second.y, 1000.0f);
}

}  // namespace
}  // namespace boardlab::ui
