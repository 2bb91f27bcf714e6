// The link canvas speaks the language of the status line: column and row numbers around the board (cells
// are named C,R), a removal names the tiles' face, and the A/B tags never sit on a tile whose face is A or B.

#include <gtest/gtest.h>

#include <cmath>

#include "app/workbench/games/link/link_board_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/label_placement.hpp"
#include "app/workbench/views/style.hpp"
#include "engine/link/board_file.hpp"
#include "tests/app/draw_data.hpp"

namespace boardlab::ui {
namespace {

class LinkLabelsTest : public ::testing::Test {
 protected:
  HeadlessImGui imgui;
  std::unique_ptr<Workbench> bench;
  std::function<void()> body = [this] { bench->frame(); };

  void show(const char* text, bool coordinates = true) {
    Settings settings;
    settings.showCoordinates = coordinates;
    bench = std::make_unique<Workbench>(settings, std::filesystem::path(), 1.0f);
    bench->viewOf<LinkView>().show(link::parseBoardFile(text, "test.board"), "test board");
    imgui.frame(body);
    imgui.frame(body);
  }
  const BoardGeometry& g() { return bench->boardGeometry(); }
  // Label vertices above the ring (columns) and left of it (rows).
  std::size_t labelsAbove() {
    std::size_t n = 0;
    for (ImVec2 p : verticesOf(palette().coordinate))
      if (p.y < g().origin.y - g().pitch * 1.5f && p.x > g().origin.x - g().pitch * 0.5f) ++n;
    return n;
  }
  std::size_t labelsLeft() {
    std::size_t n = 0;
    for (ImVec2 p : verticesOf(palette().coordinate))
      if (p.x < g().origin.x - g().pitch * 1.5f && p.y > g().origin.y - g().pitch * 0.5f) ++n;
    return n;
  }
};

constexpr const char* kBoard = "game link\nsize 4x3\nborder on\nturns 2\ngrid\nAB..\n....\nAB..\n";

TEST_F(LinkLabelsTest, ColumnAndRowNumbersSitOutsideTheRing) {
  show(kBoard);
  EXPECT_GT(labelsAbove(), 0u) << "column numbers above the ring";
  EXPECT_GT(labelsLeft(), 0u) << "row numbers left of the ring";
  show(kBoard, false);
  EXPECT_EQ(labelsAbove(), 0u) << "View > Coordinates > Off turns them off here too";
  EXPECT_EQ(labelsLeft(), 0u);
}

TEST_F(LinkLabelsTest, TheRingCellsAreNumberedToo) {
  // The narration names ring cells "-1,2" and "4,0": the labels must say where they are.
  show(kBoard);
  const auto labelsNear = [&](float x) {
    std::size_t n = 0;
    for (ImVec2 p : verticesOf(palette().coordinate))
      if (p.y < g().origin.y - g().pitch * 1.5f && std::abs(p.x - x) < g().pitch * 0.4f) ++n;
    return n;
  };
  EXPECT_GT(labelsNear(g().center({-1, 0}).x), 0u) << "column -1";
  EXPECT_GT(labelsNear(g().center({4, 0}).x), 0u) << "column 4, the ring right of the 4 columns";
  show("game link\nsize 4x3\nborder off\nturns 2\ngrid\nAB..\n....\nAB..\n");
  EXPECT_EQ(labelsNear(g().center({-1, 0}).x), 0u) << "no ring, no ring numbers";
}

TEST(LinkPathLabel, SitsOnTheLongestHorizontalLegOfThePath) {
  // A U over the top ring: up from A, across, down to B. The label goes on the leg across.
  const std::vector<ImVec2> u = {ImVec2(100, 300), ImVec2(100, 100), ImVec2(400, 100), ImVec2(400, 300)};
  EXPECT_EQ(pathLabelCentre(u).x, 250.0f);
  EXPECT_EQ(pathLabelCentre(u).y, 100.0f);
  // An L whose horizontal leg is short still prefers it to the midpoint of the tiles' column.
  const std::vector<ImVec2> l = {ImVec2(100, 100), ImVec2(100, 400), ImVec2(160, 400)};
  EXPECT_EQ(pathLabelCentre(l).y, 400.0f);
  const std::vector<ImVec2> straight = {ImVec2(100, 100), ImVec2(100, 400)};
  EXPECT_EQ(pathLabelCentre(straight).y, 250.0f) << "a vertical line: its middle, not B's end";
}

TEST(LinkPathLabel, GoesBesideTheLegItNamesNeverOnIt) {
  // The U over the top ring: its name goes above the leg across, then below it, then beside the legs up and down.
  const std::vector<ImVec2> u = {ImVec2(100, 300), ImVec2(100, 100), ImVec2(400, 100), ImVec2(400, 300)};
  const ImVec2 box(80, 20);
  const std::vector<ImVec2> places = pathLabelPlaces(u, box, 6);
  ASSERT_EQ(places.size(), 6u) << "two places beside each of the three legs";
  EXPECT_EQ(places[0].x, 250.0f);
  EXPECT_LT(places[0].y, 100.0f) << "above the leg across";
  EXPECT_GT(places[1].y, 100.0f) << "then below it";
  for (ImVec2 c : places) {
    const ImVec2 lo(c.x - box.x * 0.5f, c.y - box.y * 0.5f), hi(c.x + box.x * 0.5f, c.y + box.y * 0.5f);
    for (std::size_t i = 1; i < u.size(); ++i) {
      const ImVec2 mid((u[i].x + u[i - 1].x) * 0.5f, (u[i].y + u[i - 1].y) * 0.5f);
      if (std::abs(c.x - mid.x) < 60 && std::abs(c.y - mid.y) < 60) {
        EXPECT_FALSE(boxTouchesLine(lo, hi, {u[i - 1], u[i], 6})) << "a place on the leg it is beside";
      }
    }
  }
}

TEST_F(LinkLabelsTest, ARemovalNamesTheFaceOfTheTiles) {
  show(kBoard);
  imgui.click(g().center({0, 0}), body);
  imgui.click(g().center({0, 2}), body);
  EXPECT_EQ(bench->status(), "Removed the A tiles at 0,0 and 0,2.");
}

// Where the UI font's glyph for `c` was drawn this frame (the top-left vertex of each quad): the tile
// faces come from the big font, so these are the tags (and any other UI text) only.
std::vector<ImVec2> uiGlyphs(char c) {
  ImFont* font = ImGui::GetIO().FontDefault ? ImGui::GetIO().FontDefault : ImGui::GetIO().Fonts->Fonts[0];
  const ImFontGlyph* glyph = font->FindGlyphNoFallback(static_cast<ImWchar>(c));
  std::vector<ImVec2> out;
  if (!glyph) return out;
  const ImDrawData* data = ImGui::GetDrawData();
  for (int i = 0; i < data->CmdListsCount; ++i)
    for (const ImDrawVert& v : data->CmdLists[i]->VtxBuffer)
      if (v.uv.x == glyph->U0 && v.uv.y == glyph->V0) out.push_back(v.pos);
  return out;
}

TEST_F(LinkLabelsTest, TheABTagsStayOffTilesWhoseFacesAreAAndB) {
  show(kBoard);
  bench->viewOf<LinkView>().analysePair({0, 0}, {1, 0});  // tiles A and B: the tags must not read as their faces
  imgui.frame(body);
  const float half = g().pitch * 0.5f - 2;  // a tile's square
  const ImVec2 first = g().center({0, 0});
  std::size_t tags = 0;
  for (char tag : {'A', 'B'})
    for (ImVec2 p : uiGlyphs(tag)) {
      if (std::abs(p.y - first.y) > g().pitch * 2) continue;  // not near the tagged row: other UI text
      if (p.x < g().origin.x - g().pitch * 2 || p.x > g().origin.x + g().pitch * 3) continue;
      ++tags;
      for (Cell c : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}}) {
        const ImVec2 centre = g().center(c);
        EXPECT_FALSE(std::abs(p.x - centre.x) < half && std::abs(p.y - centre.y) < half)
            << "tag " << tag << " drawn on tile " << c.col << "," << c.row << " at " << p.x << "," << p.y;
      }
    }
  EXPECT_GE(tags, 2u) << "both tags are drawn";
}

TEST_F(LinkLabelsTest, ATagNeverHidesANeighboursFace) {
  // Lesson 12's board: B's tile at 3,2 has C right above it. Its tag goes to the empty side.
  show("game link\nsize 4x3\nborder off\nturns 2\ngrid\nA...\nB..C\n...A\n");
  bench->viewOf<LinkView>().analysePair({0, 0}, {3, 2});
  imgui.frame(body);
  const float half = g().pitch * 0.5f - 3;
  std::size_t tags = 0;
  for (char tag : {'A', 'B'})
    for (ImVec2 p : uiGlyphs(tag)) {
      if (p.y < g().origin.y - g().pitch || p.y > g().origin.y + g().pitch * 3) continue;  // other UI text
      if (p.x < g().origin.x - g().pitch || p.x > g().origin.x + g().pitch * 4) continue;
      ++tags;
      for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c) {
          if (bench->viewOf<LinkView>().board().at({c, r}) == link::kEmpty) continue;
          const ImVec2 centre = g().center({c, r});
          EXPECT_FALSE(std::abs(p.x - centre.x) < half && std::abs(p.y - centre.y) < half)
              << "tag " << tag << " drawn on the tile at " << c << "," << r;
        }
    }
  EXPECT_GE(tags, 2u) << "both tags are drawn";
}

// A path starts and ends at its tiles' edges, even when its first and last legs are one cell long (up into
// the ring and back down): before, such a leg ran to the tile's centre, across its face (the removed pair's
// path is drawn in its face's colour while it flashes, and nothing else on the board has that colour then).
TEST_F(LinkLabelsTest, APathWithOneCellLegsNeverCrossesTheFacesItLinks) {
  show("game link\nsize 4x3\nborder on\nturns 2\ngrid\nAB.A\nB...\n....\n");
  LinkView& view = bench->viewOf<LinkView>();
  view.clickTile({0, 0});
  view.clickTile({3, 0});  // linked by a U through the ring above: A, two corners, B
  imgui.frame(body);
  imgui.frame(body);
  ASSERT_TRUE(view.animating()) << "the removed pair's path flashes";
  const std::vector<ImVec2> path = verticesOf(faceColour('A'));
  ASSERT_FALSE(path.empty()) << "the path is drawn";
  for (Cell end : {Cell{0, 0}, Cell{3, 0}}) {
    const ImVec2 c = g().center(end);
    for (ImVec2 p : path)
      EXPECT_FALSE(std::abs(p.x - c.x) < g().pitch * 0.3f && std::abs(p.y - c.y) < g().pitch * 0.3f)
          << "a path vertex at " << p.x << "," << p.y << " lies on the face of " << end.col << "," << end.row;
  }
}

TEST_F(LinkLabelsTest, AOneRowBoardIsPlayedRoundItsRing) {
  show("game link\nsize 4x1\nborder on\nturns 2\ngrid\nABBA\n");
  ASSERT_EQ(g().cols, 4);
  ASSERT_EQ(g().rows, 1);
  EXPECT_GT(labelsAbove(), 0u);
  EXPECT_GT(labelsLeft(), 0u);
  imgui.click(g().center({0, 0}), body);
  imgui.click(g().center({3, 0}), body);
  EXPECT_EQ(bench->status(), "Removed the A tiles at 0,0 and 3,0.") << "a U round the ring";
  imgui.click(g().center({1, 0}), body);
  imgui.click(g().center({2, 0}), body);
  EXPECT_EQ(bench->viewOf<LinkView>().board().tileCount(), 0);
}

}  // namespace
}  // namespace boardlab::ui
