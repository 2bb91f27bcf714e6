// GifStream, decoded back with giflib (a decoder that is not ours): the frame count, size, delay and loop,
// each later frame carrying only the rectangle that changed, and the pixels on screen after each frame
// equal to the frames given (exactly when a frame's change has at most 256 colours, closely otherwise).

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "app/workbench/image/image_writer.hpp"
#include "tests/app/image/gif_decode.hpp"
#include "tests/scratch_dir.hpp"

namespace boardlab::ui {
namespace {

std::filesystem::path dir() { return testpaths::scratchDir("boardlab-gif-tests"); }

using Colour = std::function<void(int x, int y, unsigned char* rgb)>;

RgbaImage image(int w, int h, const Colour& colour) {
  RgbaImage im{w, h, std::vector<unsigned char>(static_cast<std::size_t>(w) * h * 4, 255)};
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) colour(x, y, &im.pixels[(static_cast<std::size_t>(y) * w + x) * 4]);
  return im;
}

// Paints the w x h block at (left, top) of `im` with `colour`.
void paint(RgbaImage& im, int left, int top, int w, int h, const Colour& colour) {
  for (int y = top; y < top + h; ++y)
    for (int x = left; x < left + w; ++x) colour(x, y, &im.pixels[(static_cast<std::size_t>(y) * im.width + x) * 4]);
}

const Colour kBands = [](int x, int y, unsigned char* p) {  // 12 flat colours, like a UI frame
  p[0] = static_cast<unsigned char>(40 * (x / 16 % 4)), p[1] = static_cast<unsigned char>(60 * (y / 10 % 3)), p[2] = 90;
};
const Colour kMarks = [](int x, int y, unsigned char* p) {
  p[0] = 255, p[1] = static_cast<unsigned char>(x * 7), p[2] = static_cast<unsigned char>(y * 11);
};

TEST(GifStream, LaterFramesCarryOnlyTheRectangleThatChangedAndTheScreenMatchesEveryFrame) {
  const auto path = dir() / "bands.gif";
  std::vector<RgbaImage> frames{image(120, 80, kBands)};
  frames.push_back(frames.back());
  paint(frames.back(), 30, 40, 10, 5, kMarks);
  frames.push_back(frames.back());  // unchanged
  frames.push_back(frames.back());
  paint(frames.back(), 0, 0, 1, 1, kMarks);
  paint(frames.back(), 119, 79, 1, 1, kMarks);  // two far corners: the whole frame again
  GifStream gif(path, 250);
  for (const auto& f : frames) ASSERT_TRUE(gif.add(f)) << gif.error();
  ASSERT_TRUE(gif.finish()) << gif.error();

  const test::PlayedGif d = test::playGif(path);
  EXPECT_EQ(d.width, 120);
  EXPECT_EQ(d.height, 80);
  ASSERT_EQ(d.screens.size(), frames.size());
  EXPECT_TRUE(d.loops);
  const int expected[][4] = {{0, 0, 120, 80}, {30, 40, 10, 5}, {0, 0, 1, 1}, {0, 0, 120, 80}};
  for (std::size_t i = 0; i < frames.size(); ++i) {
    SCOPED_TRACE("frame " + std::to_string(i));
    EXPECT_EQ(d.images[i].Left, expected[i][0]);
    EXPECT_EQ(d.images[i].Top, expected[i][1]);
    EXPECT_EQ(d.images[i].Width, expected[i][2]);
    EXPECT_EQ(d.images[i].Height, expected[i][3]);
    EXPECT_EQ(d.controls[i].DisposalMode, DISPOSE_DO_NOT);
    EXPECT_EQ(d.controls[i].DelayTime, 25);
    EXPECT_EQ(test::imageDifference(d.screens[i], frames[i]).largest, 0) << "at most 256 colours are kept exactly";
  }
  // The last frame's rectangle is the whole frame for two changed corners: the rest of it is transparent.
  EXPECT_EQ(d.controls[0].TransparentColor, NO_TRANSPARENT_COLOR);
  EXPECT_NE(d.controls[3].TransparentColor, NO_TRANSPARENT_COLOR);
}

TEST(GifStream, AFrameOfThousandsOfColoursStaysCloseAndALaterSmallChangeIsExact) {
  const auto path = dir() / "gradient.gif";
  std::vector<RgbaImage> frames{image(256, 200, [](int x, int y, unsigned char* p) {
    p[0] = static_cast<unsigned char>(x), p[1] = static_cast<unsigned char>(y),
    p[2] = static_cast<unsigned char>((x + y) / 2);
  })};
  frames.push_back(frames.back());
  paint(frames.back(), 100, 50, 20, 20, kMarks);  // 400 pixels, 400 colours: cut again, but locally
  frames.push_back(frames.back());
  paint(frames.back(), 10, 10, 30, 30, [](int, int, unsigned char* p) { p[0] = 1, p[1] = 2, p[2] = 3; });
  GifStream gif(path, 100);
  for (const auto& f : frames) ASSERT_TRUE(gif.add(f)) << gif.error();
  ASSERT_TRUE(gif.finish()) << gif.error();

  const test::PlayedGif d = test::playGif(path);
  ASSERT_EQ(d.screens.size(), 3u);
  const test::ImageDifference first = test::imageDifference(d.screens[0], frames[0]);
  EXPECT_LE(first.largest, 16);
  EXPECT_LE(first.mean, 4.0);
  EXPECT_LE(test::imageDifference(d.screens[1], frames[1]).mean, 4.0);
  EXPECT_EQ(d.images[2].Width, 30);
  // The third frame's change is one colour: that block is exact, and the rest is the second frame's.
  RgbaImage expected = d.screens[1];
  paint(expected, 10, 10, 30, 30, [](int, int, unsigned char* p) { p[0] = 1, p[1] = 2, p[2] = 3; });
  EXPECT_EQ(test::imageDifference(d.screens[2], expected).largest, 0);
}

TEST(GifStream, NoiseThatRefillsTheCodeTableManyTimesDecodesExactly) {
  // Random pixels defeat the string table, which fills up and is cleared every few thousand codes; tables
  // of 1, 2, 5 and 256 colours give every minimum code size its turn.
  for (const int colours : {1, 2, 5, 200, 256}) {
    SCOPED_TRACE(std::to_string(colours) + " colours");
    const auto path = dir() / ("noise-" + std::to_string(colours) + ".gif");
    unsigned state = 12345;
    const RgbaImage noise = image(301, 257, [&](int, int, unsigned char* p) {
      state = state * 1103515245u + 12345u;
      const unsigned c = (state >> 16) % static_cast<unsigned>(colours);
      p[0] = static_cast<unsigned char>(c), p[1] = static_cast<unsigned char>(255 - c),
      p[2] = static_cast<unsigned char>(c * 3);
    });
    GifStream gif(path, 20);
    ASSERT_TRUE(gif.add(noise)) << gif.error();
    ASSERT_TRUE(gif.finish()) << gif.error();
    const test::PlayedGif d = test::playGif(path);
    ASSERT_EQ(d.screens.size(), 1u);
    EXPECT_EQ(test::imageDifference(d.screens[0], noise).largest, 0);
  }
}

TEST(GifStream, RefusesFramesOfAnotherSizeAndAGifWithoutFrames) {
  const auto path = dir() / "sizes.gif";
  {
    GifStream gif(path, 100);
    ASSERT_TRUE(gif.add(image(20, 10, kBands)));
    EXPECT_FALSE(gif.add(image(21, 10, kBands)));
    EXPECT_EQ(gif.error(), "every frame must be 20x10");
    EXPECT_FALSE(gif.finish());
  }
  EXPECT_FALSE(std::filesystem::exists(path)) << "a failed GIF leaves no file";
  GifStream empty(path, 100);
  EXPECT_FALSE(empty.finish());
  EXPECT_EQ(empty.error(), "no frames to write");
  EXPECT_FALSE(std::filesystem::exists(path));
  std::filesystem::remove_all(dir());
}

}  // namespace
}  // namespace boardlab::ui
