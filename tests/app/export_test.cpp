// Exports for slides, through the real program under a display: the canvas PNG, numbered frames and an
// animated GIF of a step range, decoded back and checked; and the trace as JSON.

#include <gtest/gtest.h>

#include <gif_lib.h>
#include <stb_image.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace boardlab::test {
namespace {

const std::filesystem::path kDir = std::filesystem::temp_directory_path() / "boardlab-export-tests";

int run(const std::string& arguments) {
  const std::string command = "ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" " + std::string(BOARDLAB_APP) + " --scale 1 --board " +
                              std::string(BOARDLAB_SOURCE_DIR) + "/examples/gomoku/scan-objc-edge.board --algo scan:objc " +
                              arguments + " > /dev/null";
  return std::system(command.c_str());
}

TEST(Export, CanvasPngFramesAndGifOfAStepRange) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "exports need a display: run them under `xvfb-run -a`";
  std::filesystem::remove_all(kDir);
  std::filesystem::create_directories(kDir);
  const auto png = kDir / "canvas.png", gif = kDir / "steps.gif", frames = kDir / "frames";
  ASSERT_EQ(run("--export-png " + png.string() + " --export-gif " + gif.string() + " --export-frames " + frames.string() +
                " --steps 2-5 --legend"),
            0);

  int w = 0, h = 0, n = 0;
  unsigned char* pixels = stbi_load(png.c_str(), &w, &h, &n, 4);
  ASSERT_NE(pixels, nullptr);
  stbi_image_free(pixels);
  EXPECT_GT(w, 400);
  EXPECT_GT(h, 400);
  EXPECT_LT(w, 1440) << "the canvas only, not the whole window";

  for (int step = 2; step <= 5; ++step) {
    char name[32];
    std::snprintf(name, sizeof name, "step-%03d.png", step);
    EXPECT_TRUE(std::filesystem::exists(frames / name)) << name;
  }
  EXPECT_FALSE(std::filesystem::exists(frames / "step-001.png"));

  int error = 0;
  GifFileType* decoded = DGifOpenFileName(gif.c_str(), &error);
  ASSERT_NE(decoded, nullptr) << GifErrorString(error);
  ASSERT_EQ(DGifSlurp(decoded), GIF_OK);
  EXPECT_EQ(decoded->ImageCount, 4) << "one frame per step of 2-5";
  EXPECT_EQ(decoded->SWidth, w);
  EXPECT_EQ(decoded->SHeight, h);
  DGifCloseFile(decoded, &error);
}

TEST(Export, TraceAsJsonAndRefusedRanges) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "exports need a display: run them under `xvfb-run -a`";
  std::filesystem::create_directories(kDir);
  const auto json = kDir / "trace.json";
  ASSERT_EQ(run("--export-trace " + json.string()), 0);
  std::ifstream in(json);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("\"algo\": \"scan:objc\""), std::string::npos);
  EXPECT_NE(text.find("\"narration\""), std::string::npos);
  EXPECT_NE(run("--export-gif " + (kDir / "bad.gif").string() + " --steps 50-60"), 0) << "a range past the trace is refused";
  EXPECT_FALSE(std::filesystem::exists(kDir / "bad.gif"));
}

TEST(Export, MoreThan500FramesAreRefusedBeforeTheWindowOpens) {
  // No display needed: the range is checked with the options, before any window or trace exists.
  std::filesystem::create_directories(kDir);
  const auto gif = kDir / "many.gif", err = kDir / "many.err";
  const std::string command = "ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" " + std::string(BOARDLAB_APP) + " --export-gif " +
                              gif.string() + " --steps 2-502 > /dev/null 2> " + err.string();
  const int status = std::system(command.c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 2);
  std::ifstream in(err);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text, "boardlab: --steps: steps 2-502 are 501 frames, more than the 500 one export holds: export at most 500 steps "
                  "at a time (--steps A-B)\n");
  EXPECT_FALSE(std::filesystem::exists(gif));
}

}  // namespace
}  // namespace boardlab::test
