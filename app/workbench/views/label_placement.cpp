#include "app/workbench/views/label_placement.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace boardlab::ui {

namespace {

struct FrameRecord {
  int frame = -1;
  std::vector<PlacedLabel> placed;
  std::vector<LabelLine> lines;
};

FrameRecord& frameRecord() {
  static FrameRecord r;
  return r;
}

// The record of the frame being drawn: a new frame starts an empty one.
FrameRecord& thisFrame() {
  FrameRecord& r = frameRecord();
  if (r.frame != ImGui::GetFrameCount()) r = FrameRecord{ImGui::GetFrameCount(), {}, {}};
  return r;
}

constexpr float kLeaderHalfWidth = 1.5f;  // as drawLeader draws it

bool overlap(ImVec2 alo, ImVec2 ahi, ImVec2 blo, ImVec2 bhi) {
  return alo.x < bhi.x && blo.x < ahi.x && alo.y < bhi.y && blo.y < ahi.y;
}

}  // namespace

bool boxTouchesLine(ImVec2 lo, ImVec2 hi, const LabelLine& line) {
  // The segment against the box grown by the line's half width (slab clipping).
  const float w = line.halfWidth;
  const std::array<float, 2> start{line.from.x, line.from.y}, d{line.to.x - line.from.x, line.to.y - line.from.y};
  const std::array<float, 2> mins{lo.x - w, lo.y - w}, maxs{hi.x + w, hi.y + w};
  float t0 = 0.0f, t1 = 1.0f;
  for (std::size_t k = 0; k < 2; ++k) {
    if (std::abs(d[k]) < 1e-6f) {
      if (start[k] <= mins[k] || start[k] >= maxs[k]) return false;
      continue;
    }
    float ta = (mins[k] - start[k]) / d[k], tb = (maxs[k] - start[k]) / d[k];
    if (ta > tb) std::swap(ta, tb);
    t0 = std::max(t0, ta);
    t1 = std::min(t1, tb);
    if (t0 >= t1) return false;
  }
  return true;
}

LabelPlacer::LabelPlacer(ImVec2 boardLo, ImVec2 boardHi, ImVec2 canvasLo, ImVec2 canvasHi)
    : boardLo_(boardLo), boardHi_(boardHi), canvasLo_(canvasLo), canvasHi_(canvasHi) {
  thisFrame();
}

void LabelPlacer::avoidArrow(ImVec2 from, ImVec2 to, float width) {
  avoidLine({from, to, width * 0.5f});
  const float dx = to.x - from.x, dy = to.y - from.y, length = std::sqrt(dx * dx + dy * dy);
  if (length < 1.0f) return;
  const float head = width * 3.5f;  // as drawArrow: 3.5 widths long, 0.6 of that to each side
  avoidLine({ImVec2(to.x - dx / length * head, to.y - dy / length * head), to, head * 0.6f});
}

bool LabelPlacer::clearOfLinesAndLabels(ImVec2 lo, ImVec2 hi) const {
  if (lo.x < canvasLo_.x || lo.y < canvasLo_.y || hi.x > canvasHi_.x || hi.y > canvasHi_.y) return false;
  return std::none_of(lines_.begin(), lines_.end(), [&](const LabelLine& l) { return boxTouchesLine(lo, hi, l); }) &&
         std::none_of(labels_.begin(), labels_.end(), [&](const Box& b) { return overlap(lo, hi, b.lo, b.hi); });
}

bool LabelPlacer::free(ImVec2 lo, ImVec2 hi) const {
  return clearOfLinesAndLabels(lo, hi) &&
         std::none_of(boxes_.begin(), boxes_.end(), [&](const Box& b) { return overlap(lo, hi, b.lo, b.hi); });
}

std::optional<PlacedLabel> LabelPlacer::placeBeside(ImVec2 size, std::span<const ImVec2> centres) {
  for (ImVec2 c : centres) {
    const ImVec2 lo(std::floor(c.x - size.x * 0.5f), std::floor(c.y - size.y * 0.5f));
    const ImVec2 hi(lo.x + size.x, lo.y + size.y);
    if (!free(lo, hi)) continue;
    const PlacedLabel found{lo, hi, std::nullopt};
    record(found);
    return found;
  }
  return std::nullopt;
}

std::optional<PlacedLabel> LabelPlacer::place(ImVec2 size, std::span<const ImVec2> centres, ImVec2 anchor) {
  if (std::optional<PlacedLabel> beside = placeBeside(size, centres)) return beside;
  std::optional<PlacedLabel> found = offTheBoard(size, anchor);
  if (!found) return found;
  record(*found);
  {  // later labels keep off the leader too; it stops short of its own label
    const ImVec2 end(std::clamp(anchor.x, found->lo.x, found->hi.x), std::clamp(anchor.y, found->lo.y, found->hi.y));
    const float dx = end.x - anchor.x, dy = end.y - anchor.y, length = std::sqrt(dx * dx + dy * dy);
    const float back = kLeaderHalfWidth + 1.0f;
    if (length > back)
      avoidLine({anchor, ImVec2(end.x - dx / length * back, end.y - dy / length * back), kLeaderHalfWidth});
  }
  return found;
}

std::optional<PlacedLabel> LabelPlacer::offTheBoard(ImVec2 size, ImVec2 anchor) const {
  // Just past each side of the board, level with the anchor, nearest side first; then slid along that side.
  // Past a gomoku board's wood this may cover a coordinate label: each is drawn on both sides of the board.
  const float gap = 3.0f;
  struct Side {
    float distance;
    ImVec2 centre, along;
  };
  std::array<Side, 4> sides{
      Side{anchor.y - boardLo_.y, ImVec2(anchor.x, boardLo_.y - gap - size.y * 0.5f), ImVec2(size.x + gap, 0)},
      Side{boardHi_.y - anchor.y, ImVec2(anchor.x, boardHi_.y + gap + size.y * 0.5f), ImVec2(size.x + gap, 0)},
      Side{anchor.x - boardLo_.x, ImVec2(boardLo_.x - gap - size.x * 0.5f, anchor.y), ImVec2(0, size.y + gap)},
      Side{boardHi_.x - anchor.x, ImVec2(boardHi_.x + gap + size.x * 0.5f, anchor.y), ImVec2(0, size.y + gap)}};
  std::stable_sort(sides.begin(), sides.end(), [](const Side& a, const Side& b) { return a.distance < b.distance; });
  for (const Side& s : sides)
    for (int step = 0; step < 24; ++step) {
      const float shift = static_cast<float>((step + 1) / 2) * (step % 2 == 0 ? 1.0f : -1.0f);
      const ImVec2 c(s.centre.x + s.along.x * shift, s.centre.y + s.along.y * shift);
      const ImVec2 lo(std::floor(c.x - size.x * 0.5f), std::floor(c.y - size.y * 0.5f));
      const ImVec2 hi(lo.x + size.x, lo.y + size.y);
      if (overlap(lo, hi, boardLo_, boardHi_) || !free(lo, hi)) continue;
      const LabelLine leader{anchor, ImVec2(std::clamp(anchor.x, lo.x, hi.x), std::clamp(anchor.y, lo.y, hi.y)),
                             kLeaderHalfWidth};
      if (std::any_of(labels_.begin(), labels_.end(), [&](const Box& b) { return boxTouchesLine(b.lo, b.hi, leader); }))
        continue;  // its leader would cross a label placed before it
      return PlacedLabel{lo, hi, anchor};
    }
  return std::nullopt;
}

LabelPlacer::~LabelPlacer() {
  FrameRecord& r = thisFrame();
  r.lines.insert(r.lines.end(), lines_.begin(), lines_.end());
}

void LabelPlacer::record(const PlacedLabel& label) {
  labels_.push_back({label.lo, label.hi});
  thisFrame().placed.push_back(label);
}

const std::vector<PlacedLabel>& LabelPlacer::placedLastFrame() { return frameRecord().placed; }
const std::vector<LabelLine>& LabelPlacer::linesLastFrame() { return frameRecord().lines; }

}  // namespace boardlab::ui
