#include "tests/app/image/gif_decode.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

namespace boardlab::test {

PlayedGif playGif(const std::filesystem::path& path) {
  PlayedGif d;
  int error = 0;
  GifFileType* gif = DGifOpenFileName(path.c_str(), &error);
  EXPECT_NE(gif, nullptr) << path << ": " << GifErrorString(error);
  if (!gif) return d;
  const bool slurped = DGifSlurp(gif) == GIF_OK;
  EXPECT_TRUE(slurped) << path << ": " << GifErrorString(gif->Error);
  d.width = gif->SWidth;
  d.height = gif->SHeight;
  ui::RgbaImage screen{d.width, d.height,
                       std::vector<unsigned char>(static_cast<std::size_t>(d.width) * d.height * 4, 0)};
  bool fits = slurped;
  for (int i = 0; fits && i < gif->ImageCount; ++i) {
    const SavedImage& frame = gif->SavedImages[i];
    for (int e = 0; e < frame.ExtensionBlockCount; ++e) {
      const ExtensionBlock& block = frame.ExtensionBlocks[e];
      if (block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11 &&
          std::string(reinterpret_cast<const char*>(block.Bytes), 11) == "NETSCAPE2.0")
        d.loops = true;
    }
    GraphicsControlBlock gcb{};
    EXPECT_EQ(DGifSavedExtensionToGCB(gif, i, &gcb), GIF_OK) << "frame " << i << " has no graphic control";
    d.controls.push_back(gcb);
    const GifImageDesc& desc = frame.ImageDesc;
    d.images.push_back(desc);
    const ColorMapObject* map = desc.ColorMap ? desc.ColorMap : gif->SColorMap;
    fits = map && desc.Left + desc.Width <= d.width && desc.Top + desc.Height <= d.height;
    EXPECT_TRUE(fits) << "frame " << i << " has no colour table or lies outside the screen";
    for (int y = 0; fits && y < desc.Height; ++y)
      for (int x = 0; x < desc.Width; ++x) {
        const int index = frame.RasterBits[y * desc.Width + x];
        if (index == gcb.TransparentColor) continue;  // the pixel stays as it was
        const GifColorType c = map->Colors[std::min(index, map->ColorCount - 1)];
        unsigned char* p = &screen.pixels[(static_cast<std::size_t>(desc.Top + y) * d.width + desc.Left + x) * 4];
        p[0] = c.Red, p[1] = c.Green, p[2] = c.Blue, p[3] = 255;
      }
    d.screens.push_back(screen);
  }
  DGifCloseFile(gif, &error);
  d.read = fits;
  return d;
}

ImageDifference imageDifference(const ui::RgbaImage& a, const ui::RgbaImage& b) {
  if (a.width != b.width || a.height != b.height || a.pixels.size() != b.pixels.size()) return {256, 256};
  ImageDifference d;
  double sum = 0;
  for (std::size_t i = 0; i < a.pixels.size(); ++i) {
    if (i % 4 == 3) continue;
    const int delta = std::abs(a.pixels[i] - b.pixels[i]);
    d.largest = std::max(d.largest, delta);
    sum += delta;
  }
  d.mean = a.pixels.empty() ? 0 : sum / (static_cast<double>(a.pixels.size()) * 3 / 4);
  return d;
}

}  // namespace boardlab::test
