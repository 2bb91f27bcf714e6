// The link workbench, the counterexample finder, the file browser, the trace panels and the legend in
// Simplified Chinese: every string those views look up must have a Chinese entry. Two checks:
// - statically, every English key written in their sources (tr("..."), text("..."), trId("...")) is in a
//   catalogue, so a branch no test reaches cannot be forgotten;
// - dynamically, the views are driven through every panel and state under Chinese with the null backend,
//   and no key that comes from them (including keys built at run time: command titles, mark role names
//   and descriptions, search states) is left missing. Engine keys (reasons, shape names, summaries,
//   narrations) are the engine catalogues' business and are not checked here.

#include <gtest/gtest.h>

#include "app/workbench/platform/keys.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/file_browser.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/counterexample.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/trace_overlay.hpp"
#include "app/workbench/views/trace_panels.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/link/generator.hpp"
#include "engine/link/solver.hpp"
#include "tests/app/source_keys.hpp"
#include "tests/engine/i18n/chinese_check.hpp"

namespace boardlab::ui {
namespace {

using i18n::testing::hasCjk;

// The views this catalogue (app/workbench/views/zh_views.cpp) covers.
const char* const kViewSources[] = {"games/link/link_view.cpp",        "games/link/link_view_panels.cpp",
                                    "games/link/link_view_canvas.cpp", "games/link/link_board_view.cpp",
                                    "views/counterexample.cpp",        "shell/file_browser.cpp",
                                    "views/trace_panels.cpp",          "views/trace_overlay.cpp",
                                    "views/board_geometry.cpp",        "views/commands.cpp"};

std::set<std::string> viewKeys() {
  std::set<std::string> keys;
  for (const char* name : kViewSources) {
    const std::string source = readSource(name);
    EXPECT_FALSE(source.empty()) << "cannot read app/workbench/" << name;
    keys.merge(translatedKeys(source));
  }
  return keys;
}

constexpr MarkRole kLastRole = MarkRole::Dead;
std::vector<MarkRole> allRoles() {
  std::vector<MarkRole> roles;
  for (int r = 0; r <= static_cast<int>(kLastRole); ++r) roles.push_back(static_cast<MarkRole>(r));
  return roles;
}

class ChineseUiTest : public ::testing::Test {
 protected:
  i18n::LanguageScope chinese{i18n::Language::Chinese};
  HeadlessImGui imgui;
  Workbench bench{Settings{}, {}, 1.0f};
  std::function<void()> body = [this] { bench.frame(); };

  void SetUp() override {
    addUiCatalogue();
    setExpandAllSections(true);  // every section drawn open: Compare, Edit, Legend
    i18n::clearMissing();
  }
  void TearDown() override { setExpandAllSections(false); }

  LinkView& view() { return bench.viewOf<LinkView>(); }
  const link::Board& board() { return bench.viewOf<LinkView>().board(); }
  void clickTile(Cell c) { imgui.click(bench.boardGeometry().center(c), body); }
  void shiftClickTile(Cell c) {
    ImGui::GetIO().KeyShift = true;
    clickTile(c);
    ImGui::GetIO().KeyShift = false;
  }
  // Lets the auto-solver play its moves (one every 0.6 s of frames).
  void settleAutoSolve() {
    view().waitForJob();  // the solver runs in the background first
    for (int i = 0; i < 2000 && view().autoSolving(); ++i) imgui.frame(body);
  }
  // The status line after an action must read in Chinese.
  void expectChineseStatus(const char* after) {
    EXPECT_TRUE(hasCjk(bench.status())) << after << ": " << bench.status();
  }

  // The keys this catalogue must translate that were looked up and found missing.
  void expectNothingOfOursMissing() {
    std::set<std::string> ours = viewKeys();
    for (const char* id : {"link.hint", "link.shuffle", "link.solvable", "link.autosolve"})
      ours.insert(bench.commands().get(id).label);
    for (MarkRole r : allRoles()) {
      ours.insert(roleKey(r));
      ours.insert(std::string(markRoleName(r)));
    }
    for (auto s : {diff::SearchState::Searching, diff::SearchState::Shrinking, diff::SearchState::Found,
                   diff::SearchState::NotFound, diff::SearchState::Cancelled})
      ours.insert(std::string(diff::searchStateName(s)));
    for (const std::string& key : i18n::missing()) EXPECT_EQ(ours.count(key), 0u) << "no Chinese for \"" << key << "\"";
  }
};

TEST_F(ChineseUiTest, EveryKeyWrittenInTheViewsHasAChineseEntry) {
  const std::set<std::string> keys = viewKeys();
  // The scan itself must work: these sources hold well over a hundred keys.
  EXPECT_GT(keys.size(), 100u);
  EXPECT_EQ(keys.count("{0} and {1} do not link: {2}"), 1u);
  EXPECT_EQ(keys.count("Paths stay inside the board."), 1u);  // the second literal of a tr(c ? a : b)
  for (const std::string& key : keys) i18n::tr(key);
  for (MarkRole r : allRoles()) EXPECT_TRUE(hasCjk(roleDescription(r))) << roleKey(r);
  EXPECT_EQ(i18n::missing(), std::vector<std::string>{});
}

TEST_F(ChineseUiTest, PlayingEditingAndAnalysingALinkBoardShowsNoUntranslatedViewString) {
  view().newBoard();
  expectChineseStatus("generating");
  view().waitForJob();
  expectChineseStatus("new board");
  link::GenerateOptions o;
  o.cols = 4;
  o.rows = 4;
  o.faces = 4;
  o.seed = 7;
  bench.viewOf<LinkView>().show(link::generateBoard(o).board, "test");
  imgui.frame(body);  // no analysis yet: the empty scrubber, no code, no watch
  ASSERT_EQ(bench.view().name(), "link");

  // Play: a pair that does not link, one that does, the hint, the solver, shuffling.
  const std::vector<Cell> tiles = board().tiles();
  Cell other = tiles[0];
  for (Cell c : tiles)
    if (board().at(c) != board().at(tiles[0])) other = c;
  clickTile(tiles[0]);
  clickTile(other);
  expectChineseStatus("pair that does not link");
  const link::Pair first = link::solve(board()).moves.at(0);
  clickTile(first.a);
  clickTile(first.b);
  expectChineseStatus("removed pair");
  for (int key : {key::H, key::V, key::S}) {
    imgui.key(key, false, body);
    view().waitForJob();  // V searches in the background
    expectChineseStatus("hint, solvable, shuffle");
  }
  // Hover a tile: the tooltip names it.
  ImGui::GetIO().MousePos = bench.boardGeometry().center(board().tiles()[0]);
  imgui.frame(body);

  // Analyse a pair with Shift+clicks, step, set a breakpoint, hover a marked cell.
  const link::Pair p = link::solve(board()).moves.at(0);
  shiftClickTile(p.a);
  expectChineseStatus("first Shift+click");
  shiftClickTile(p.b);
  expectChineseStatus("analysing");
  ASSERT_TRUE(view().analysis().active());
  for (int i = 0; i < 3; ++i) imgui.key(key::Right, false, body);
  ImGui::GetIO().KeyCtrl = true;
  clickTile(p.a);
  ImGui::GetIO().KeyCtrl = false;
  expectChineseStatus("breakpoint");
  ImGui::GetIO().MousePos = bench.boardGeometry().center(p.a);
  imgui.frame(body);
  for (link::Algo a : link::algorithms()) {
    view().analysis().setAlgorithm(a);
    imgui.frame(body);
    imgui.key(key::End, false, body);
  }

  // Auto-solve to the end.
  imgui.key(key::A, false, body);
  expectChineseStatus("auto-solve");
  settleAutoSolve();
  ASSERT_EQ(board().tileCount(), 0);
  expectChineseStatus("auto-solve cleared");
  imgui.key(key::H, false, body);
  expectChineseStatus("hint on a clear board");

  // Edit mode: paint, undo, the generator.
  bench.viewOf<LinkView>().show(link::generateBoard(o).board, "test");
  imgui.key(key::E, false, body);
  ASSERT_TRUE(view().editing());
  view().setPaintFace(link::kEmpty);
  clickTile(board().tiles()[0]);
  expectChineseStatus("painted");
  imgui.key(key::Z, true, body);
  expectChineseStatus("undo");
  view().setEditing(false);
  imgui.frame(body);

  expectNothingOfOursMissing();
}

TEST_F(ChineseUiTest, ADeadlockAndADisagreementBetweenAlgorithmsShowNoUntranslatedViewString) {
  // Two crossed pairs with no ring: nothing links.
  link::Board deadlock(2, 2, false, 2);
  deadlock.set({0, 0}, 'A');
  deadlock.set({1, 1}, 'A');
  deadlock.set({1, 0}, 'B');
  deadlock.set({0, 1}, 'B');
  bench.viewOf<LinkView>().show(deadlock, "deadlock");
  imgui.frame(body);
  for (int key : {key::H, key::V, key::A}) {
    imgui.key(key, false, body);
    view().waitForJob();
    expectChineseStatus("on a deadlock");
  }
  imgui.frame(body);

  // corners:objc misses the Z path that corners finds: the Compare table flags it and offers its first difference.
  ASSERT_TRUE(bench.pasteBoard("game link\nsize 4x3\nborder off\nturns 2\ngrid\nA...\nB..C\n...A\n")) << bench.status();
  view().analysePair({0, 0}, {3, 2});
  imgui.frame(body);
  imgui.frame(body);
  ASSERT_GE(view().analysis().peerDivergence(1), 0);  // entry 1: corners:objc

  expectNothingOfOursMissing();
}

TEST_F(ChineseUiTest, TheFinderTheFileBrowserTheEmptyPanelsAndTheLegendShowNoUntranslatedViewString) {
  for (const std::string game : {"link", "gomoku"}) {
    CounterexampleFinder finder;
    finder.setSearchMaker([&](std::string_view g, const diff::RandomSearchRequest& r) {  // the views' own lines
      for (const auto& v : bench.views())
        if (v->name() == g) return v->makeFinderSearch(finder, r);
      return CounterexampleFinder::GameSearch{};
    });
    finder.show(game, game == "link" ? "corners:objc" : "scan:objc");
    imgui.frame([&] { finder.draw(); });
    finder.start();
    imgui.frame([&] { finder.draw(); });  // running (the search is on its worker): the progress bar and Cancel
    finder.wait();
    imgui.frame([&] { finder.draw(); });  // the smallest input found
    EXPECT_EQ(finder.search()->progress().state, diff::SearchState::Found);
    finder.start();
    finder.search()->cancel();
    imgui.frame([&] { finder.draw(); });
  }

  const auto dir = std::filesystem::temp_directory_path() / "boardlab-chinese-ui-test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir / "lessons");
  std::ofstream(dir / "a.board") << "game link\n";
  FileBrowser browser;
  for (FileBrowser::Mode mode : {FileBrowser::Mode::Open, FileBrowser::Mode::Save}) {
    browser.open(mode, dir, "a.board");
    imgui.frame([&] { browser.draw(); });
    imgui.frame([&] { browser.draw(); });
  }
  browser.showFolder(dir / "missing");  // cannot be read: the error line
  imgui.frame([&] { browser.draw(); });
  std::filesystem::remove_all(dir);

  TraceCursor empty;
  Step marked;
  for (MarkRole r : allRoles()) marked.marks.push_back({{0, 0}, r, 1});
  // Every legend line, on both boards and with every turn layer (a search's cells, 0 to 3 turns).
  Trace everyRole;
  everyRole.steps.push_back(marked);
  for (int t = 0; t <= 3; ++t) everyRole.steps[0].marks.push_back({{t, 0}, MarkRole::Frontier, t});
  for (MarkRole r : allRoles()) everyRole.steps[0].marks.push_back({{0, 1}, r});
  std::vector<LegendEntry> legend = legendEntries(everyRole, LegendBoard::Stones);
  for (const LegendEntry& e : legendEntries(everyRole, LegendBoard::Tiles)) legend.push_back(e);
  for (const LegendEntry& e : legend) EXPECT_TRUE(hasCjk(e.text)) << e.text;
  imgui.frame([&] {
    ImGui::Begin("panels");
    drawScrubber(empty);
    drawSpeed(empty, 100.0f);
    drawCodePanel({}, empty);
    drawWatchPanel(empty);
    drawCompareTable({{"corners", "x", "", false, -1}, {"corners:objc", "y", "corners", true, 3}});
    drawLegend(legend);
    ImGui::BeginTooltip();
    describeMarksAt(marked, {0, 0});
    ImGui::EndTooltip();
    ImGui::End();
  });
  EXPECT_TRUE(hasCjk(toggleBreakpoint(empty, {1, 1}, "B2")));
  EXPECT_TRUE(hasCjk(toggleBreakpoint(empty, {1, 1}, "B2")));

  expectNothingOfOursMissing();
}

}  // namespace
}  // namespace boardlab::ui
