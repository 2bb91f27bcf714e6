#pragma once
// Which parts of a region of the framebuffer a frame can draw differently from the frame before, read
// from ImGui's draw data before anything is rasterised. A step export renders and reads back only those
// parts, and the page draws only those in every frame: with software OpenGL (Mesa's llvmpipe under Xvfb,
// SwiftShader in a browser without a GPU) filling pixels is nearly all of a frame's cost, and one step of a
// trace, or a search's progress, changes a small piece of the window.
//
// The region is cut into tiles; each tile gets a signature of every triangle that can reach it, in drawing
// order (its vertices, texture and clip rectangle). A tile whose signature is unchanged gets the same
// triangles in the same order, hence the same pixels.

#include <cstdint>
#include <memory>
#include <vector>

#include <imgui.h>

namespace boardlab::ui {

// A rectangle of framebuffer pixels, rows from the top: [x0, x1) x [y0, y1).
struct PixelBox {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  int width() const { return x1 - x0; }
  int height() const { return y1 - y0; }
  bool operator==(const PixelBox&) const = default;
};

class DrawChanges {
 public:
  // The disjoint parts of `region` where `data` may give other pixels than the data of the previous call:
  // the whole region at the first call or when the region moved, none when nothing changed. `scale` is
  // the framebuffer's pixels per ImGui unit (ImDrawData::FramebufferScale).
  std::vector<PixelBox> changedParts(const ImDrawData& data, PixelBox region, ImVec2 scale);

  static constexpr int kTile = 16;  // framebuffer pixels on a side

 private:
  PixelBox region_;
  int columns_ = 0, rows_ = 0;
  std::vector<std::uint64_t> signatures_;  // last call's, row by row
};

// Only the triangles of a frame that can reach a part of the framebuffer, in draw lists of their own with
// only the vertices those triangles use, each command's clip narrowed towards the part. Rendered, they fill
// the part as the whole frame would, to the pixel, while the renderer walks a few vertices instead of all of
// them (a 64x64 board has 20,000). Pixels around the part get pieces of the frame: show or read the part
// alone, before another part is drawn.
class PartOfFrame {
 public:
  // `part` in framebuffer pixels, `scale` as above. The result is valid until the next call.
  ImDrawData& cut(const ImDrawData& data, const PixelBox& part, ImVec2 scale);

 private:
  std::vector<std::unique_ptr<ImDrawList>> lists_;
  std::vector<ImDrawList*> pointers_;
  std::vector<int> newIndex_;  // where a vertex is in its list's copy; -1: not copied
  ImDrawData data_;
};

}  // namespace boardlab::ui
