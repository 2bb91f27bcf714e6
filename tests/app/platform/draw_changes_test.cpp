// DrawChanges: which parts of the canvas a frame's draw data can change. A step export draws and reads
// back only those parts, so a change it misses would leave a stale picture in the GIF.

#include <gtest/gtest.h>

#include <imgui.h>

#include <functional>
#include <vector>

#include "app/workbench/platform/draw_changes.hpp"
#include "app/workbench/platform/headless_imgui.hpp"

namespace boardlab::ui {
namespace {

// One frame of a full-screen window drawing `body` into its draw list; the parts DrawChanges reports.
std::vector<PixelBox> parts(HeadlessImGui& imgui, DrawChanges& changes, const std::function<void(ImDrawList*)>& body,
                            PixelBox region = {0, 0, 400, 300}) {
  std::vector<PixelBox> result;
  imgui.frame([&] {
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(400, 300));
    ImGui::Begin("canvas", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground);
    body(ImGui::GetWindowDrawList());
    ImGui::End();
  });
  return changes.changedParts(*ImGui::GetDrawData(), region, ImVec2(1, 1));
}

void cells(ImDrawList* dl, int changedCell, ImU32 changedColour) {
  for (int i = 0; i < 20; ++i) {
    const float x = 10.0f + 19.0f * i;
    dl->AddRectFilled(ImVec2(x, 100), ImVec2(x + 15, 115),
                      i == changedCell ? changedColour : IM_COL32(200, 200, 200, 255));
  }
}

TEST(DrawChanges, OnlyTheTilesAChangedShapeReachesAreReported) {
  HeadlessImGui imgui(400, 300);
  DrawChanges changes;
  const ImU32 grey = IM_COL32(200, 200, 200, 255), red = IM_COL32(255, 0, 0, 255);
  const std::vector<PixelBox> first = parts(imgui, changes, [&](ImDrawList* dl) { cells(dl, -1, grey); });
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first[0], (PixelBox{0, 0, 400, 300})) << "the first frame is drawn whole";
  EXPECT_TRUE(parts(imgui, changes, [&](ImDrawList* dl) { cells(dl, -1, grey); }).empty()) << "nothing changed";

  // Cell 10 spans x 200..215, y 100..115: tiles 12-13 across (16 px, one pixel of margin), 6-7 down.
  const std::vector<PixelBox> one = parts(imgui, changes, [&](ImDrawList* dl) { cells(dl, 10, red); });
  ASSERT_EQ(one.size(), 1u);
  EXPECT_LE(one[0].x0, 199);
  EXPECT_GE(one[0].x1, 216);
  EXPECT_LE(one[0].y0, 99);
  EXPECT_GE(one[0].y1, 116);
  EXPECT_LE(one[0].width(), 48);
  EXPECT_LE(one[0].height(), 48);

  // Back to grey changes the same cell again; two shapes far apart give two parts, not their hull.
  EXPECT_EQ(parts(imgui, changes, [&](ImDrawList* dl) { cells(dl, -1, grey); }), one);
  const std::vector<PixelBox> two = parts(imgui, changes, [&](ImDrawList* dl) {
    cells(dl, -1, grey);
    dl->AddRectFilled(ImVec2(20, 20), ImVec2(30, 30), red);
    dl->AddRectFilled(ImVec2(350, 250), ImVec2(360, 260), red);
  });
  ASSERT_EQ(two.size(), 2u);
  EXPECT_LT(two[0].x1, 64);
  EXPECT_GT(two[1].x0, 320);
}

TEST(DrawChanges, TheSameShapesInAnotherOrderOrOutsideTheRegionAndAMovedRegion) {
  HeadlessImGui imgui(400, 300);
  DrawChanges changes;
  const ImU32 red = IM_COL32(255, 0, 0, 128), blue = IM_COL32(0, 0, 255, 128);
  const auto overlap = [&](bool redFirst) {
    return [=](ImDrawList* dl) {
      dl->AddRectFilled(ImVec2(100, 100), ImVec2(140, 140), redFirst ? red : blue);
      dl->AddRectFilled(ImVec2(120, 120), ImVec2(160, 160), redFirst ? blue : red);
    };
  };
  const auto order = [&](bool redFirst) {
    return [=](ImDrawList* dl) {
      const ImVec2 a(100, 100), b(140, 140), c(120, 120), d(160, 160);
      if (redFirst) {
        dl->AddRectFilled(a, b, red);
        dl->AddRectFilled(c, d, blue);
      } else {
        dl->AddRectFilled(c, d, blue);
        dl->AddRectFilled(a, b, red);
      }
    };
  };
  parts(imgui, changes, overlap(true));
  EXPECT_FALSE(parts(imgui, changes, overlap(false)).empty()) << "other colours";
  parts(imgui, changes, order(true));
  EXPECT_FALSE(parts(imgui, changes, order(false)).empty()) << "the same shapes blended in another order";
  EXPECT_EQ(parts(imgui, changes, [](ImDrawList*) {}).size(), 1u) << "shapes gone";

  // A change outside the region (the side panels around the canvas) is not the canvas's business.
  const PixelBox left{0, 0, 200, 300};
  parts(
      imgui, changes, [](ImDrawList*) {}, left);
  EXPECT_TRUE(
      parts(
          imgui, changes, [&](ImDrawList* dl) { dl->AddRectFilled(ImVec2(300, 100), ImVec2(320, 120), red); }, left)
          .empty());
  const std::vector<PixelBox> moved = parts(
      imgui, changes, [](ImDrawList*) {}, PixelBox{10, 0, 210, 300});
  ASSERT_EQ(moved.size(), 1u);
  EXPECT_EQ(moved[0], (PixelBox{10, 0, 210, 300})) << "a moved region is drawn whole";
}

// A part of the frame keeps the triangles that reach it alone, with their own vertices, in drawing order; a
// command's clip is narrowed towards the part only on the sides where the renderer's rounding leaves the
// scissor as the whole frame's (a right edge, a top edge; the other two only when both are past the part).
TEST(PartOfFrame, KeepsOnlyTheTrianglesThatReachThePartWithTheirVertices) {
  HeadlessImGui imgui(400, 300);
  DrawChanges changes;
  const ImU32 grey = IM_COL32(200, 200, 200, 255);
  parts(imgui, changes, [&](ImDrawList* dl) { cells(dl, -1, grey); });
  const ImDrawData& frame = *ImGui::GetDrawData();

  PartOfFrame cutter;
  // Cell 10 spans x 200..215, y 100..115; cells 9 and 11 end and start 4 pixels away, just out of reach (the
  // part's margin of 3 pixels and a triangle's of 1).
  const ImDrawData& part = cutter.cut(frame, PixelBox{200, 100, 215, 115}, ImVec2(1, 1));
  ASSERT_EQ(part.CmdListsCount, 1);
  const ImDrawList& list = *part.CmdLists[0];
  ASSERT_EQ(list.CmdBuffer.Size, 1);
  EXPECT_EQ(list.IdxBuffer.Size, 6) << "two triangles: cell 10's rectangle";
  EXPECT_EQ(list.VtxBuffer.Size, 4) << "its four corners, nothing else of the 20 cells";
  EXPECT_EQ(part.TotalVtxCount, 4);
  EXPECT_EQ(part.TotalIdxCount, 6);
  for (ImDrawIdx index : list.IdxBuffer) {
    const ImVec2 corner = list.VtxBuffer[index].pos;
    EXPECT_TRUE(corner.x == 200.0f || corner.x == 215.0f) << corner.x;
    EXPECT_TRUE(corner.y == 100.0f || corner.y == 115.0f) << corner.y;
  }
  // The window's clip (4, 4, 396, 296) reaches past the part on every side: all four sides come in.
  const ImVec4 clip = list.CmdBuffer[0].ClipRect;
  EXPECT_FLOAT_EQ(clip.x, 197.0f);
  EXPECT_FLOAT_EQ(clip.y, 97.0f);
  EXPECT_FLOAT_EQ(clip.z, 218.0f);
  EXPECT_FLOAT_EQ(clip.w, 118.0f);

  // A part at the window's left edge (its clip starts 4 points in): the clip's own left side stays, its
  // right side comes in.
  const ImDrawData& edge = cutter.cut(frame, PixelBox{0, 100, 40, 116}, ImVec2(1, 1));
  ASSERT_EQ(edge.CmdListsCount, 1);
  const ImVec4 edgeClip = edge.CmdLists[0]->CmdBuffer[0].ClipRect;
  EXPECT_FLOAT_EQ(edgeClip.x, frame.CmdLists[0]->CmdBuffer[0].ClipRect.x);
  EXPECT_FLOAT_EQ(edgeClip.z, 43.0f);
  EXPECT_EQ(edge.CmdLists[0]->VtxBuffer.Size, 8) << "cells 0 and 1";

  // A part nothing reaches gives no list to draw.
  EXPECT_EQ(cutter.cut(frame, PixelBox{0, 200, 64, 264}, ImVec2(1, 1)).CmdListsCount, 0);
}

// A list of more vertices than 16-bit indices count (ImGui makes one for a renderer that takes VtxOffset, as
// the desktop's OpenGL 3.2 does): a part that keeps more than 65,536 of them goes on in another command, and
// every triangle kept is the same triangle, in the same order.
TEST(PartOfFrame, AListOfMoreVerticesThanAnIndexCountsGoesOnInAnotherCommand) {
  ImDrawList list(nullptr);
  constexpr int kFirst = 60000, kSecond = 12000;  // vertices of each command, three a triangle
  for (int v = 0; v < kFirst + kSecond; ++v) {
    ImDrawVert vertex{};
    vertex.pos = ImVec2(10.0f + static_cast<float>(v % 3), 10.0f + static_cast<float>(v % 7));
    vertex.col = static_cast<ImU32>(v);  // names the vertex
    list.VtxBuffer.push_back(vertex);
  }
  for (int v = 0; v < kFirst; ++v) list.IdxBuffer.push_back(static_cast<ImDrawIdx>(v));
  for (int v = 0; v < kSecond; ++v) list.IdxBuffer.push_back(static_cast<ImDrawIdx>(v));
  ImDrawCmd first{}, second{};
  first.ClipRect = second.ClipRect = ImVec4(0, 0, 100, 100);
  first.ElemCount = kFirst;
  second.IdxOffset = kFirst;
  second.VtxOffset = kFirst;
  second.ElemCount = kSecond;
  list.CmdBuffer.push_back(first);
  list.CmdBuffer.push_back(second);
  ImDrawList* lists[] = {&list};
  ImDrawData frame;
  frame.Valid = true;
  frame.CmdLists = lists;
  frame.CmdListsCount = 1;
  frame.DisplaySize = ImVec2(100, 100);
  frame.FramebufferScale = ImVec2(1, 1);

  PartOfFrame cutter;
  const ImDrawData& part = cutter.cut(frame, PixelBox{0, 0, 32, 32}, ImVec2(1, 1));
  ASSERT_EQ(part.CmdListsCount, 1);
  const ImDrawList& kept = *part.CmdLists[0];
  EXPECT_GE(kept.CmdBuffer.Size, 3) << "the second command goes on in a third";
  std::vector<ImU32> drawn;
  for (const ImDrawCmd& cmd : kept.CmdBuffer)
    for (unsigned e = 0; e < cmd.ElemCount; ++e)
      drawn.push_back(
          kept.VtxBuffer[static_cast<int>(cmd.VtxOffset + kept.IdxBuffer[static_cast<int>(cmd.IdxOffset + e)])].col);
  ASSERT_EQ(drawn.size(), static_cast<std::size_t>(kFirst + kSecond));
  for (std::size_t i = 0; i < drawn.size(); ++i) ASSERT_EQ(drawn[i], static_cast<ImU32>(i)) << "triangle vertex " << i;
  EXPECT_EQ(kept.CmdBuffer[0].VtxOffset, 0u) << "a list that needs no more starts every command at vertex 0";
}

}  // namespace
}  // namespace boardlab::ui
