// A step export draws and reads back only the parts of the canvas a step changes
// (app/workbench/platform/draw_changes.hpp), and the GIF holds only each frame's changed rectangle. Through the real
// program: every exported frame equals a whole render of its step, and the GIF played back shows each one.

#include <gtest/gtest.h>

#include <stb_image.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include "tests/app/image/gif_decode.hpp"
#include "tests/app/image/png_compare.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {
namespace {

std::filesystem::path gifDir() { return testpaths::scratchDir("boardlab-gif-export"); }

// The midgame board's bfs (5 steps) with the legend and caption, so each step changes the board and the
// caption under it: two parts far apart.
int runGifExport(const std::string& arguments) {
  const std::string command = "ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" " + std::string(testpaths::app) +
                              " --scale 1 --board " + std::string(testpaths::source) +
                              "/examples/link/midgame-12x8.board --algo bfs --from 7,2 --to 0,7 " +
                              "--legend --caption " + arguments + " > /dev/null";
  return std::system(command.c_str());
}

ui::RgbaImage loadPng(const std::filesystem::path& path) {
  int w = 0, h = 0, n = 0;
  std::unique_ptr<unsigned char, void (*)(void*)> pixels(stbi_load(path.c_str(), &w, &h, &n, 4), stbi_image_free);
  if (!pixels) return {};
  return {w, h, std::vector<unsigned char>(pixels.get(), pixels.get() + static_cast<std::size_t>(w) * h * 4)};
}

std::filesystem::path frameFile(const std::filesystem::path& frames, int step) {
  char name[32];
  std::snprintf(name, sizeof name, "step-%03d.png", step);
  return frames / name;
}

// The smallest rectangle around the pixels that differ between two images of one size (1x1 at the origin
// when none do: a GIF image cannot be empty).
GifImageDesc changedRectangle(const ui::RgbaImage& a, const ui::RgbaImage& b) {
  int left = a.width, top = a.height, right = -1, bottom = -1;
  for (int y = 0; y < a.height; ++y)
    for (int x = 0; x < a.width; ++x) {
      const std::size_t p = (static_cast<std::size_t>(y) * a.width + x) * 4;
      if (std::equal(&a.pixels[p], &a.pixels[p] + 3, &b.pixels[p])) continue;
      left = std::min(left, x), right = std::max(right, x), top = std::min(top, y), bottom = std::max(bottom, y);
    }
  if (right < 0) return {0, 0, 1, 1, false, nullptr};
  return {left, top, right - left + 1, bottom - top + 1, false, nullptr};
}

TEST(GifExport, EveryStepDrawnInPartsEqualsAWholeRenderAndTheGifShowsEveryStep) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "exports need a display: run them under `xvfb-run -a`";
  const auto dir = gifDir(), gif = dir / "bfs.gif", frames = dir / "frames";
  ASSERT_EQ(runGifExport("--export-gif " + gif.string() + " --export-frames " + frames.string()), 0);
  // A whole render of a step (--step N --export-png draws the full window) against the step as the
  // export drew it, in parts over the steps before: pixel for pixel.
  for (const int step : {2, 5}) {
    SCOPED_TRACE("step " + std::to_string(step));
    const auto whole = dir / ("whole-" + std::to_string(step) + ".png");
    ASSERT_EQ(runGifExport("--step " + std::to_string(step) + " --export-png " + whole.string()), 0);
    const PngDiff diff = comparePngs(frameFile(frames, step).string(), whole.string(), 0);
    EXPECT_TRUE(diff.loaded && diff.sameSize) << diff.message;
    EXPECT_EQ(diff.differentFraction, 0.0) << diff.message;
  }

  const PlayedGif played = playGif(gif);
  ASSERT_TRUE(played.read);
  ASSERT_EQ(played.screens.size(), 5u) << "one frame per step";
  EXPECT_TRUE(played.loops);
  const ui::RgbaImage first = loadPng(frameFile(frames, 1));
  EXPECT_EQ(played.width, first.width);
  EXPECT_EQ(played.height, first.height);
  ui::RgbaImage before;
  for (int step = 1; step <= 5; ++step) {
    SCOPED_TRACE("step " + std::to_string(step));
    const std::size_t i = static_cast<std::size_t>(step - 1);
    const ui::RgbaImage now = loadPng(frameFile(frames, step));
    const ImageDifference d = imageDifference(played.screens[i], now);
    // A UI frame has a few hundred colours at most; the table of 256 keeps the flat ones exactly.
    EXPECT_LE(d.largest, 48);
    EXPECT_LE(d.mean, 0.5);
    EXPECT_EQ(played.controls[static_cast<std::size_t>(step - 1)].DelayTime, 60) << "the default 600 ms";
    // After the first, a frame holds the smallest rectangle around the pixels its step changed.
    const GifImageDesc expected =
        step == 1 ? GifImageDesc{0, 0, now.width, now.height, false, nullptr} : changedRectangle(before, now);
    EXPECT_EQ(played.images[i].Left, expected.Left);
    EXPECT_EQ(played.images[i].Top, expected.Top);
    EXPECT_EQ(played.images[i].Width, expected.Width);
    EXPECT_EQ(played.images[i].Height, expected.Height);
    if (step > 1) {
      EXPECT_LT(static_cast<long>(expected.Width) * expected.Height, static_cast<long>(now.width) * now.height);
    }
    before = now;
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace boardlab::test
