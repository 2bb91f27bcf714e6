#include "app/workbench/image/gif_palette.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <unordered_map>

namespace boardlab::ui {

namespace {

constexpr std::size_t kMaxColours = 256;

struct ColourCount {
  std::array<std::uint8_t, 3> rgb;
  std::uint32_t count;
  std::uint32_t id;  // its place in the histogram, so a box can tell each colour where it went
};

// A box of the cut: a range of histogram entries, and how much squared error its mean would leave.
struct Box {
  std::size_t begin, end;
  double error;
  int channel;  // the channel with the largest spread, along which the box is split
  std::array<std::uint8_t, 3> mean;
};

Box measure(const std::vector<ColourCount>& colours, std::size_t begin, std::size_t end) {
  double n = 0, sum[3] = {}, squares[3] = {};
  for (std::size_t i = begin; i < end; ++i) {
    const double w = colours[i].count;
    n += w;
    for (int c = 0; c < 3; ++c) {
      sum[c] += w * colours[i].rgb[static_cast<std::size_t>(c)];
      squares[c] += w * colours[i].rgb[static_cast<std::size_t>(c)] * colours[i].rgb[static_cast<std::size_t>(c)];
    }
  }
  Box box{begin, end, 0.0, 0, {}};
  double widest = -1;
  for (int c = 0; c < 3; ++c) {
    const double spread = squares[c] - sum[c] * sum[c] / n;  // n times the variance
    box.error += spread;
    if (spread > widest) widest = spread, box.channel = c;
    box.mean[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(std::lround(sum[c] / n));
  }
  return box;
}

// Splits the histogram into at most `most` boxes, always the one with the largest error next, at
// the pixel-weighted median of its widest channel; returns the boxes (their entries regrouped in place).
std::vector<Box> cut(std::vector<ColourCount>& colours, std::size_t most) {
  std::vector<Box> boxes{measure(colours, 0, colours.size())};
  while (boxes.size() < most) {
    auto worst = boxes.end();
    for (auto b = boxes.begin(); b != boxes.end(); ++b)
      if (b->end - b->begin > 1 && (worst == boxes.end() || b->error > worst->error)) worst = b;
    if (worst == boxes.end() || worst->error <= 0) break;
    const Box box = *worst;
    const auto first = colours.begin() + static_cast<std::ptrdiff_t>(box.begin),
               last = colours.begin() + static_cast<std::ptrdiff_t>(box.end);
    const auto channel = static_cast<std::size_t>(box.channel);
    std::sort(first, last,
              [channel](const ColourCount& a, const ColourCount& b) { return a.rgb[channel] < b.rgb[channel]; });
    double total = 0, below = 0;
    for (auto i = first; i != last; ++i) total += i->count;
    std::size_t split = box.begin + 1;  // both halves keep at least one colour
    for (std::size_t i = box.begin; i + 1 < box.end; ++i) {
      below += colours[i].count;
      split = i + 1;
      if (below * 2 >= total) break;
    }
    *worst = measure(colours, box.begin, split);
    boxes.push_back(measure(colours, split, box.end));
  }
  return boxes;
}

// The entry of `palette` nearest to `rgb` (squared distance; the first of equals).
unsigned char nearest(const std::vector<std::array<std::uint8_t, 3>>& palette, const std::array<std::uint8_t, 3>& rgb) {
  int best = 0, bestDistance = 1 << 30;
  for (std::size_t e = 0; e < palette.size(); ++e) {
    int d = 0;
    for (std::size_t k = 0; k < 3; ++k) d += (palette[e][k] - rgb[k]) * (palette[e][k] - rgb[k]);
    if (d < bestDistance) bestDistance = d, best = static_cast<int>(e);
  }
  return static_cast<unsigned char>(best);
}

}  // namespace

void indexPixels(const PixelRect& rect, IndexedPixels& out) {
  // One pass gives every pixel the number of its colour in order of first sight, and counts them.
  std::unordered_map<std::uint32_t, std::uint32_t> idOf;
  std::vector<ColourCount> colours;
  std::vector<std::uint32_t> ids(static_cast<std::size_t>(rect.width) * static_cast<std::size_t>(rect.height));
  constexpr std::uint32_t kKept = 0xFFFFFFFF;  // the pixel is as it was
  std::uint32_t lastKey = 0xFFFFFFFF, lastId = 0;
  std::size_t at = 0, kept = 0;
  for (int y = 0; y < rect.height; ++y) {
    const std::size_t start = (static_cast<std::size_t>(rect.top + y) * static_cast<std::size_t>(rect.stride) +
                               static_cast<std::size_t>(rect.left)) *
                              4;
    const unsigned char* p = rect.rgba + start;
    const unsigned char* was = rect.previous ? rect.previous + start : nullptr;
    for (int x = 0; x < rect.width; ++x, p += 4) {
      if (was) {
        const bool same = was[0] == p[0] && was[1] == p[1] && was[2] == p[2];
        was += 4;
        if (same) {
          ids[at++] = kKept;
          ++kept;
          continue;
        }
      }
      const std::uint32_t key = static_cast<std::uint32_t>(p[0]) << 16 | static_cast<std::uint32_t>(p[1]) << 8 | p[2];
      if (key != lastKey) {  // runs of one colour are the rule in a UI frame: look each run up once
        const auto [it, added] = idOf.try_emplace(key, static_cast<std::uint32_t>(colours.size()));
        if (added) colours.push_back({{p[0], p[1], p[2]}, 0, it->second});
        lastKey = key;
        lastId = it->second;
      }
      ++colours[lastId].count;
      ids[at++] = lastId;
    }
  }
  out.indices.resize(ids.size());
  out.palette.clear();
  const std::size_t most = kept > 0 ? kMaxColours - 1 : kMaxColours;
  // The transparent entry comes last; its colour is never shown.
  const auto finish = [&](const auto& entryOf) {
    out.transparent = kept > 0 ? static_cast<int>(out.palette.size()) : -1;
    if (kept > 0) out.palette.push_back({0, 0, 0});
    for (std::size_t i = 0; i < ids.size(); ++i)
      out.indices[i] =
          ids[i] == kKept ? static_cast<unsigned char>(out.transparent) : static_cast<unsigned char>(entryOf(ids[i]));
  };
  if (colours.size() <= most) {
    for (const ColourCount& c : colours) out.palette.push_back(c.rgb);
    finish([](std::uint32_t id) { return id; });
    return;
  }
  for (const Box& box : cut(colours, most)) out.palette.push_back(box.mean);
  // A box's mean can lie far from a rare colour at its edge: give each colour its nearest entry, move each
  // entry to the mean of the colours that chose it, and choose once more (one round of Lloyd's method).
  std::vector<unsigned char> entryOf(colours.size());
  for (int round = 0; round < 2; ++round) {
    std::vector<std::array<double, 4>> sums(out.palette.size(), {0, 0, 0, 0});
    for (const ColourCount& c : colours) {
      const unsigned char e = nearest(out.palette, c.rgb);
      entryOf[c.id] = e;
      for (std::size_t k = 0; k < 3; ++k) sums[e][k] += static_cast<double>(c.count) * c.rgb[k];
      sums[e][3] += c.count;
    }
    if (round == 1) break;
    for (std::size_t e = 0; e < out.palette.size(); ++e)
      if (sums[e][3] > 0)
        for (std::size_t k = 0; k < 3; ++k)
          out.palette[e][k] = static_cast<std::uint8_t>(std::lround(sums[e][k] / sums[e][3]));
  }
  finish([&](std::uint32_t id) { return entryOf[id]; });
}

}  // namespace boardlab::ui
