#include "app/workbench/platform/draw_changes.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace boardlab::ui {

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  return h * 0xFF51AFD7ED558CCDull;
}

std::uint64_t bitsOf(float f) {
  std::uint32_t u = 0;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

std::uint64_t hashVertex(std::uint64_t h, const ImDrawVert& v) {
  h = mix(h, bitsOf(v.pos.x) << 32 | bitsOf(v.pos.y));
  h = mix(h, bitsOf(v.uv.x) << 32 | bitsOf(v.uv.y));
  return mix(h, v.col);
}

}  // namespace

std::vector<PixelBox> DrawChanges::changedParts(const ImDrawData& data, PixelBox region, ImVec2 scale) {
  const bool moved = !(region == region_) || signatures_.empty();
  region_ = region;
  columns_ = std::max(0, (region.width() + kTile - 1) / kTile);
  rows_ = std::max(0, (region.height() + kTile - 1) / kTile);
  std::vector<std::uint64_t> now(static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_), 0);
  bool opaque = false;  // a command we cannot see into (a callback): everything may change
  const ImVec2 off = data.DisplayPos;
  for (int l = 0; l < data.CmdListsCount; ++l) {
    const ImDrawList& list = *data.CmdLists[l];
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      if (cmd.UserCallback) {
        opaque = true;
        continue;
      }
      // The command's clip in framebuffer pixels, as the renderer will scissor it.
      const float cx0 = (cmd.ClipRect.x - off.x) * scale.x, cy0 = (cmd.ClipRect.y - off.y) * scale.y;
      const float cx1 = (cmd.ClipRect.z - off.x) * scale.x, cy1 = (cmd.ClipRect.w - off.y) * scale.y;
      const std::uint64_t base =
          mix(mix(mix(reinterpret_cast<std::uintptr_t>(cmd.TextureId), bitsOf(cx0) << 32 | bitsOf(cy0)),
                  bitsOf(cx1) << 32 | bitsOf(cy1)),
              1);
      for (unsigned e = 0; e + 2 < cmd.ElemCount; e += 3) {
        const ImDrawVert* v[3];
        for (int k = 0; k < 3; ++k)
          v[k] = &list.VtxBuffer[static_cast<int>(cmd.VtxOffset +
                                                  list.IdxBuffer[static_cast<int>(cmd.IdxOffset + e) + k])];
        float x0 = std::min({v[0]->pos.x, v[1]->pos.x, v[2]->pos.x}),
              x1 = std::max({v[0]->pos.x, v[1]->pos.x, v[2]->pos.x});
        float y0 = std::min({v[0]->pos.y, v[1]->pos.y, v[2]->pos.y}),
              y1 = std::max({v[0]->pos.y, v[1]->pos.y, v[2]->pos.y});
        // Framebuffer pixels it can touch: its bounds and the clip, one pixel more on each side to be safe.
        x0 = std::max((x0 - off.x) * scale.x, cx0) - 1, x1 = std::min((x1 - off.x) * scale.x, cx1) + 1;
        y0 = std::max((y0 - off.y) * scale.y, cy0) - 1, y1 = std::min((y1 - off.y) * scale.y, cy1) + 1;
        if (x1 <= x0 || y1 <= y0) continue;
        const int tx0 = std::max(0, static_cast<int>(std::floor((x0 - region.x0) / kTile)));
        const int tx1 = std::min(columns_ - 1, static_cast<int>(std::floor((x1 - region.x0) / kTile)));
        const int ty0 = std::max(0, static_cast<int>(std::floor((y0 - region.y0) / kTile)));
        const int ty1 = std::min(rows_ - 1, static_cast<int>(std::floor((y1 - region.y0) / kTile)));
        if (tx1 < tx0 || ty1 < ty0) continue;
        const std::uint64_t h = hashVertex(hashVertex(hashVertex(base, *v[0]), *v[1]), *v[2]);
        for (int ty = ty0; ty <= ty1; ++ty)
          for (int tx = tx0; tx <= tx1; ++tx) {
            std::uint64_t& s =
                now[static_cast<std::size_t>(ty) * static_cast<std::size_t>(columns_) + static_cast<std::size_t>(tx)];
            s = mix(s, h);  // in order: the same triangles drawn in another order blend differently
          }
      }
    }
  }
  std::vector<PixelBox> parts;
  if (moved || opaque) {
    if (region.width() > 0 && region.height() > 0) parts.push_back(region);
  } else {
    // Bands of four tile rows; in each, one box from the first to the last changed tile. Few boxes keep
    // the passes few (each pass still walks every vertex); narrow ones keep the pixels filled few.
    constexpr int kBand = 4;
    for (int band = 0; band < rows_; band += kBand) {
      int first = columns_, last = -1, top = -1, bottom = -1;
      for (int ty = band; ty < std::min(rows_, band + kBand); ++ty)
        for (int tx = 0; tx < columns_; ++tx) {
          const std::size_t i =
              static_cast<std::size_t>(ty) * static_cast<std::size_t>(columns_) + static_cast<std::size_t>(tx);
          if (now[i] == signatures_[i]) continue;
          first = std::min(first, tx), last = std::max(last, tx);
          if (top < 0) top = ty;
          bottom = ty;
        }
      if (last < 0) continue;
      const PixelBox box{region.x0 + first * kTile, region.y0 + top * kTile,
                         std::min(region.x1, region.x0 + (last + 1) * kTile),
                         std::min(region.y1, region.y0 + (bottom + 1) * kTile)};
      // A box right under one of the same columns joins it: one pass instead of two.
      if (!parts.empty() && parts.back().y1 == box.y0 && parts.back().x0 == box.x0 && parts.back().x1 == box.x1)
        parts.back().y1 = box.y1;
      else
        parts.push_back(box);
    }
  }
  signatures_ = std::move(now);
  if (opaque) signatures_.clear();  // the next call cannot trust these either
  return parts;
}

namespace {
constexpr std::uint64_t kIndexCount = std::uint64_t{1} << (8 * sizeof(ImDrawIdx));  // 65,536 for 16-bit indices
}  // namespace

ImDrawData& PartOfFrame::cut(const ImDrawData& data, const PixelBox& part, ImVec2 scale) {
  const ImVec2 off = data.DisplayPos;
  constexpr float kMargin = 3.0f;  // framebuffer pixels: more than the backend's rounding can take away
  const ImVec4 area((part.x0 - kMargin) / scale.x + off.x, (part.y0 - kMargin) / scale.y + off.y,
                    (part.x1 + kMargin) / scale.x + off.x, (part.y1 + kMargin) / scale.y + off.y);
  const ImVec2 pixel(1.0f / scale.x, 1.0f / scale.y);  // a triangle's bounds are widened by one, as above
  while (lists_.size() < static_cast<std::size_t>(data.CmdListsCount))
    lists_.push_back(std::make_unique<ImDrawList>(nullptr));
  pointers_.clear();
  data_ = data;
  data_.TotalVtxCount = data_.TotalIdxCount = 0;
  for (int l = 0; l < data.CmdListsCount; ++l) {
    const ImDrawList& from = *data.CmdLists[l];
    ImDrawList& to = *lists_[static_cast<std::size_t>(l)];
    to.CmdBuffer.resize(0);
    to.IdxBuffer.resize(0);
    to.VtxBuffer.resize(0);
    newIndex_.assign(static_cast<std::size_t>(from.VtxBuffer.Size), -1);
    unsigned listBase = 0;  // where the list's commands count their vertices from (above)
    for (const ImDrawCmd& cmd : from.CmdBuffer) {
      ImDrawCmd kept = cmd;
      if (cmd.UserCallback) {  // changedParts redraws a frame with callbacks whole; kept as they are regardless
        to.CmdBuffer.push_back(kept);
        continue;
      }
      const ImVec4 reach(std::max(cmd.ClipRect.x, area.x), std::max(cmd.ClipRect.y, area.y),
                         std::min(cmd.ClipRect.z, area.z), std::min(cmd.ClipRect.w, area.w));
      if (reach.z <= reach.x || reach.w <= reach.y) continue;
      // The clip narrowed to the part where that keeps its scissor, within the part, the whole frame's to the
      // pixel. The backend rounds a scissor's corner and its size: a new right edge (or top) moves only that
      // edge; a new left edge (or bottom) would move the other one by a pixel, unless both are new, far
      // past the part. Less to fill in software; the rest reaches past the part, which is never shown.
      if (kept.ClipRect.z > area.z) {
        kept.ClipRect.z = area.z;
        kept.ClipRect.x = std::max(kept.ClipRect.x, area.x);
      }
      if (kept.ClipRect.y < area.y) {
        kept.ClipRect.y = area.y;
        kept.ClipRect.w = std::min(kept.ClipRect.w, area.w);
      }
      kept.VtxOffset = listBase;
      kept.IdxOffset = static_cast<unsigned>(to.IdxBuffer.Size);
      const auto close = [&] {
        kept.ElemCount = static_cast<unsigned>(to.IdxBuffer.Size) - kept.IdxOffset;
        if (kept.ElemCount > 0) to.CmdBuffer.push_back(kept);
      };
      for (unsigned e = 0; e + 2 < cmd.ElemCount; e += 3) {
        int at[3];
        for (int k = 0; k < 3; ++k)
          at[k] = static_cast<int>(cmd.VtxOffset) + from.IdxBuffer[static_cast<int>(cmd.IdxOffset + e) + k];
        const ImVec2 &a = from.VtxBuffer[at[0]].pos, &b = from.VtxBuffer[at[1]].pos, &c = from.VtxBuffer[at[2]].pos;
        if (std::max({a.x, b.x, c.x}) + pixel.x <= reach.x || std::min({a.x, b.x, c.x}) - pixel.x >= reach.z ||
            std::max({a.y, b.y, c.y}) + pixel.y <= reach.y || std::min({a.y, b.y, c.y}) - pixel.y >= reach.w)
          continue;
        // A list of more vertices than ImDrawIdx counts (which ImGui makes only for a renderer that takes a
        // command's VtxOffset) can give a part more too: the command goes on as another one, from here, and
        // so does the list. Otherwise every command starts at vertex 0, as a renderer without VtxOffset
        // (WebGL2) draws it.
        const int base = static_cast<int>(kept.VtxOffset);
        const auto fresh =
            std::count_if(at, at + 3, [&](int i) { return newIndex_[static_cast<std::size_t>(i)] < base; });
        if (static_cast<std::uint64_t>(to.VtxBuffer.Size - base + fresh) > kIndexCount) {
          close();
          listBase = static_cast<unsigned>(to.VtxBuffer.Size);
          kept.VtxOffset = listBase;
          kept.IdxOffset = static_cast<unsigned>(to.IdxBuffer.Size);
        }
        for (int index : at) {
          int& mapped = newIndex_[static_cast<std::size_t>(index)];
          if (mapped < static_cast<int>(kept.VtxOffset)) {  // not copied yet, or before this command's first
            mapped = to.VtxBuffer.Size;
            to.VtxBuffer.push_back(from.VtxBuffer[index]);
          }
          to.IdxBuffer.push_back(static_cast<ImDrawIdx>(mapped - static_cast<int>(kept.VtxOffset)));
        }
      }
      close();
    }
    if (to.CmdBuffer.empty()) continue;
    pointers_.push_back(&to);
    data_.TotalVtxCount += to.VtxBuffer.Size;
    data_.TotalIdxCount += to.IdxBuffer.Size;
  }
  data_.CmdLists = pointers_.data();
  data_.CmdListsCount = static_cast<int>(pointers_.size());
  return data_;
}

}  // namespace boardlab::ui
