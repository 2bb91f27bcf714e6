#pragma once
// An animated GIF decoded with giflib (a decoder that is not ours) and played: what is on screen after
// each frame, each frame drawn over the last where its image descriptor puts it.

#include <gif_lib.h>

#include <filesystem>
#include <vector>

#include "app/workbench/image/image_writer.hpp"

namespace boardlab::test {

struct PlayedGif {
  bool read = false;  // the file decoded
  int width = 0, height = 0;
  bool loops = false;                          // it has the NETSCAPE2.0 loop extension
  std::vector<GifImageDesc> images;            // where each frame's pixels sit
  std::vector<GraphicsControlBlock> controls;  // each frame's delay and disposal
  std::vector<ui::RgbaImage> screens;          // what is on screen after each frame
};

// Decodes and plays `path`; failures are reported as GoogleTest failures and leave read false.
PlayedGif playGif(const std::filesystem::path& path);

// The largest channel difference (RGB) between two images of one size, and the mean one; 256 when the
// sizes differ.
struct ImageDifference {
  int largest = 0;
  double mean = 0;
};
ImageDifference imageDifference(const ui::RgbaImage& a, const ui::RgbaImage& b);

}  // namespace boardlab::test
