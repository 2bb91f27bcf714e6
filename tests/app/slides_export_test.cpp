// A GIF for slides with its caption: the real program exports a step range with --caption, and the frames,
// decoded back, carry the step line in the band under the board (and none without the option).

#include <gtest/gtest.h>

#include "tests/app/image/gif_decode.hpp"

#include <cstdlib>
#include <filesystem>
#include <string>

#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {
namespace {

// Per test process: other builds on the machine run this test too, and each clears its folder first. It goes
// when the process ends.
const std::filesystem::path kSlidesDir = testpaths::scratchPath("boardlab-slides-export-tests");

int exportGif(const std::filesystem::path& gif, const std::string& options) {
  const std::string command = "ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" " + std::string(testpaths::app) +
                              " --scale 1 --board " + std::string(testpaths::source) +
                              "/examples/gomoku/scan-objc-edge.board --algo scan:objc --export-gif " + gif.string() +
                              " --steps 2-3 " + options + " > /dev/null";
  return std::system(command.c_str());
}

// Pixels of the caption's step line (amber, IM_COL32(255, 214, 90)) in the bottom `rows` rows of what is on
// screen after frame `index` (a later frame holds only what changed, so the GIF is played, not read raw).
int captionPixels(const std::filesystem::path& gif, std::size_t index, int rows) {
  const PlayedGif played = playGif(gif);
  if (!played.read || index >= played.screens.size()) return -1;
  const ui::RgbaImage& screen = played.screens[index];
  int count = 0;
  for (int y = screen.height - rows; y < screen.height; ++y)
    for (int x = 0; x < screen.width; ++x) {
      const unsigned char* c = &screen.pixels[(static_cast<std::size_t>(y) * screen.width + x) * 4];
      if (std::abs(c[0] - 255) < 24 && std::abs(c[1] - 214) < 24 && std::abs(c[2] - 90) < 30) ++count;
    }
  return count;
}

TEST(SlidesExport, AGifWithACaptionCarriesTheStepLineUnderTheBoard) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "exports need a display: run them under `xvfb-run -a`";
  std::filesystem::remove_all(kSlidesDir);
  std::filesystem::create_directories(kSlidesDir);
  const auto captioned = kSlidesDir / "captioned.gif", plain = kSlidesDir / "plain.gif";
  ASSERT_EQ(exportGif(captioned, "--caption --legend"), 0);
  ASSERT_EQ(exportGif(plain, "--legend"), 0);
  EXPECT_GT(captionPixels(captioned, 0, 60), 30) << "the step line in the band under the board";
  EXPECT_GT(captionPixels(captioned, 1, 60), 30);
  EXPECT_EQ(captionPixels(plain, 0, 60), 0) << "no caption unless asked for";
}

}  // namespace
}  // namespace boardlab::test
