#pragma once
// The colour table of one GIF image: every colour of the pixels exactly when there are at most 256 of
// them (a UI frame's changed part usually has far fewer), else 256 colours from a variance-based cut of
// their histogram, refined by one round of Lloyd's method, each colour mapped to its nearest entry. Given
// the image as it was, pixels left unchanged share one transparent entry (and the colours one less).

#include <array>
#include <cstdint>
#include <vector>

namespace boardlab::ui {

// A rectangle of RGBA pixels inside a larger image (alpha is ignored: the window is opaque).
struct PixelRect {
  const unsigned char* rgba = nullptr;  // the larger image's first pixel
  int stride = 0;                       // the larger image's width, in pixels
  int left = 0, top = 0, width = 0, height = 0;
  const unsigned char* previous =
      nullptr;  // the larger image as it was, or null; a pixel left as it was there gets the transparent index
};

// The colour table and one index per pixel, row by row, of an indexed image.
struct IndexedPixels {
  std::vector<std::array<std::uint8_t, 3>> palette;  // 1..256 entries
  std::vector<unsigned char> indices;                // width * height
  int transparent = -1;                              // the entry meaning "leave the pixel as it was", or -1
};

// Indexes the pixels of `rect` into `out` (its buffers are reused from call to call). With `previous`, one
// entry of the table is the transparent one, so at most 255 colours are exact.
void indexPixels(const PixelRect& rect, IndexedPixels& out);

}  // namespace boardlab::ui
