#pragma once
// Animated GIFs of a run for slides: RGBA frames of one size, each quantised to its own 256-colour
// palette (giflib), looping forever.

#include <string>
#include <vector>

namespace boardlab::ui {

struct RgbaImage {
  int width = 0;
  int height = 0;
  std::vector<unsigned char> pixels;  // width * height * 4, rows from the top
};

// Writes the frames (all of the first frame's size) with `delayMs` between them. False and a reason on failure.
bool writeGif(const std::string& path, const std::vector<RgbaImage>& frames, int delayMs, std::string& error);

}  // namespace boardlab::ui
