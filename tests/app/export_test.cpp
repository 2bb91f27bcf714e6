// Exports for slides, through the real program under a display: the canvas PNG, numbered frames and an
// animated GIF of a step range, decoded back and checked; and the trace as JSON.

#include <gtest/gtest.h>

#include <gif_lib.h>
#include <stb_image.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {
namespace {

// Per test process: ctest runs these beside the pixel tests, and other builds on the machine run them too. It
// goes when the process ends.
const std::filesystem::path kExportDir = testpaths::scratchPath("boardlab-export-tests");

int runExport(const std::string& arguments) {
  const std::string command = "ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" " + std::string(testpaths::app) +
                              " --scale 1 --board " + std::string(testpaths::source) +
                              "/examples/gomoku/scan-objc-edge.board --algo scan:objc " + arguments + " > /dev/null";
  return std::system(command.c_str());
}

TEST(Export, CanvasPngFramesAndGifOfAStepRange) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "exports need a display: run them under `xvfb-run -a`";
  std::filesystem::remove_all(kExportDir);
  std::filesystem::create_directories(kExportDir);
  const auto png = kExportDir / "canvas.png", gif = kExportDir / "steps.gif", frames = kExportDir / "frames";
  ASSERT_EQ(runExport("--export-png " + png.string() + " --export-gif " + gif.string() + " --export-frames " +
                      frames.string() + " --steps 2-5 --legend"),
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

// The pixels of a PNG, or empty when it cannot be read.
std::vector<unsigned char> pngPixels(const std::filesystem::path& file, int& w, int& h) {
  int n = 0;
  unsigned char* pixels = stbi_load(file.c_str(), &w, &h, &n, 4);
  if (!pixels) return {};
  std::vector<unsigned char> out(pixels, pixels + static_cast<std::size_t>(w) * h * 4);
  stbi_image_free(pixels);
  return out;
}

// An export is drawn from the scene, never read from the screen as it happens to be: a menu left open over
// the canvas, or the pointer resting on a stone (its tooltip "d5 white stone"), never reaches the picture.
TEST(Export, AMenuOrThePointerOverTheCanvasNeverReachesTheExport) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "exports need a display: run them under `xvfb-run -a`";
  const std::filesystem::path dir = kExportDir / "scene-only";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string size = " --width 1440 --height 900 --frames 10 --steps 1-3 ";
  ASSERT_EQ(
      runExport(size + "--export-png " + (dir / "clean.png").string() + " --export-frames " + (dir / "clean").string()),
      0);
  // The File menu opened over the canvas; a click on the white stone at d5 (taken: nothing changes but the
  // status line), where the pointer then rests.
  ASSERT_EQ(runExport(size + "--at 3:click:20,10 --export-png " + (dir / "menu.png").string()), 0);
  ASSERT_EQ(runExport(size + "--at 3:click:249,536 --export-png " + (dir / "hover.png").string() + " --export-frames " +
                      (dir / "hover").string()),
            0);
  int w = 0, h = 0, w2 = 0, h2 = 0;
  const std::vector<unsigned char> clean = pngPixels(dir / "clean.png", w, h);
  ASSERT_FALSE(clean.empty());
  for (const char* name : {"menu.png", "hover.png"}) {
    EXPECT_TRUE(pngPixels(dir / name, w2, h2) == clean) << name << " differs from the export of the same scene";
    EXPECT_EQ(w2, w);
    EXPECT_EQ(h2, h);
  }
  for (const char* step : {"step-001.png", "step-002.png", "step-003.png"})
    EXPECT_TRUE(pngPixels(dir / "hover" / step, w2, h2) == pngPixels(dir / "clean" / step, w, h)) << step;
}

// A lesson names its scene: --algo beside it said "showing scan", exited 3 and exported the lesson's own
// algorithm. Refused before anything is shown or written.
TEST(Export, ALessonWithAnotherSceneOnTheCommandLineIsRefusedAndNothingIsWritten) {
  const std::filesystem::path png = kExportDir / "lesson-and-algo.png";
  std::filesystem::create_directories(kExportDir);
  std::filesystem::remove(png);
  const std::string log = (kExportDir / "lesson-and-algo.log").string();
  const std::string command = std::string(testpaths::app) + " --lesson " + std::string(testpaths::source) +
                              "/examples/lessons/04-scan-objc-edge.lesson --algo corners --export-png " + png.string() +
                              " 2> " + log;
  const int status = std::system(command.c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 2);
  std::ifstream in(log);
  const std::string err((std::istreambuf_iterator<char>(in)), {});
  EXPECT_NE(err.find("--algo cannot be given with --lesson: the lesson names its own scene"), std::string::npos) << err;
  EXPECT_FALSE(std::filesystem::exists(png));
}

TEST(Export, TraceAsJsonAndRefusedRanges) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "exports need a display: run them under `xvfb-run -a`";
  std::filesystem::create_directories(kExportDir);
  const auto json = kExportDir / "trace.json";
  ASSERT_EQ(runExport("--export-trace " + json.string()), 0);
  std::ifstream in(json);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("\"algo\": \"scan:objc\""), std::string::npos);
  EXPECT_NE(text.find("\"narration\""), std::string::npos);
  EXPECT_NE(runExport("--export-gif " + (kExportDir / "bad.gif").string() + " --steps 50-60"), 0)
      << "a range past the trace is refused";
  EXPECT_FALSE(std::filesystem::exists(kExportDir / "bad.gif"));
}

// A user's program answers after start-up: the trace is written once its answer is in, not refused as
// "no trace" while it is still being asked.
TEST(Export, TraceOfAUsersProgram) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "exports need a display: run them under `xvfb-run -a`";
  std::filesystem::create_directories(kExportDir);
  const auto json = kExportDir / "program-trace.json";
  std::filesystem::remove(json);
  const std::string source = testpaths::source;
  const std::string command =
      "ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" " + std::string(testpaths::app) + " --scale 1 --board " +
      source + "/examples/gomoku/centre-five.board --program 'mine=python3 examples/programs/python/gomoku_check.py' " +
      "--program-folder " + source + " --algo mine --export-trace " + json.string() + " > /dev/null 2> " +
      (kExportDir / "program-trace.err").string();
  const int code = std::system(command.c_str());
  std::ifstream err(kExportDir / "program-trace.err");
  const std::string said((std::istreambuf_iterator<char>(err)), std::istreambuf_iterator<char>());
  ASSERT_EQ(code, 0) << said;
  std::ifstream in(json);
  const nlohmann::json trace = nlohmann::json::parse(in);
  EXPECT_EQ(trace["algo"], "mine");
  ASSERT_GE(trace["steps"].size(), 2u) << said;  // the stone, then the direction of the five
  EXPECT_NE(trace["steps"][0]["narration"].get<std::string>().find("the stone at"), std::string::npos)
      << trace["steps"][0].dump();
}

// The exit status and standard error of the workbench run with `arguments` on the example scene, with
// files limited to `limitKiB` KiB (ulimit -f; SIGXFSZ ignored, so a write past it fails with EFBIG the way
// a full disk fails with ENOSPC).
struct LimitedRun {
  int code = -1;
  std::string err;
};
// A folder of this test process's own, apart from kExportDir, which the other export tests clear.
std::filesystem::path limitedDir() { return testpaths::scratchDir("boardlab-export-limited"); }

LimitedRun runLimited(const std::string& arguments, int limitKiB) {
  const auto errFile = limitedDir() / "limited.err";
  const std::string command =
      "bash -c \"trap '' XFSZ; ulimit -f " + std::to_string(limitKiB) + "; ASAN_OPTIONS=detect_leaks=0 exec " +
      std::string(testpaths::app) + " --scale 1 --board " + std::string(testpaths::source) +
      "/examples/gomoku/scan-objc-edge.board --algo scan:objc " + arguments + "\" > /dev/null 2> " + errFile.string();
  const int status = std::system(command.c_str());
  std::ifstream in(errFile);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1,
          std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>())};
}

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

int temporaries(const std::filesystem::path& dir) {
  int n = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    n += e.path().filename().string().find(".saving") != std::string::npos;
  return n;
}

// An export onto a full disk said "exported", exited 0 and left the old PNG cut short;
// a failed GIF left a 0-byte file and exited 1, a code the docs did not list. Now every export fails
// with the reason, exit code 4, and the old file exactly as it was.
TEST(Export, AFullDiskFailsEveryExportWithExitCode4AndKeepsTheOldFiles) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "exports need a display: run them under `xvfb-run -a`";
  const auto dir = limitedDir() / "full";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  for (const std::string name : {"x.png", "x.gif", "x.json"}) std::ofstream(dir / name) << "the old " << name;
  const std::string option[] = {"--export-png", "--export-gif", "--export-trace"};
  const std::string name[] = {"x.png", "x.gif", "x.json"};
  for (int i = 0; i < 3; ++i) {
    SCOPED_TRACE(option[i]);
    const LimitedRun run = runLimited(option[i] + " " + (dir / name[i]).string() + (i == 1 ? " --steps 1-6" : ""), 2);
    EXPECT_EQ(run.code, 4) << run.err;
    EXPECT_NE(run.err.find("boardlab: not exported: cannot write " + (dir / name[i]).string() + ": File too large"),
              std::string::npos)
        << run.err;
    EXPECT_EQ(slurp(dir / name[i]), "the old " + name[i]);
  }
  EXPECT_EQ(temporaries(dir), 0);
  // With room, the same exports replace the old files whole, readable by others like any handout.
  const LimitedRun fits =
      runLimited("--export-png " + (dir / "x.png").string() + " --export-gif " + (dir / "x.gif").string() +
                     " --steps 1-3 --export-trace " + (dir / "x.json").string(),
                 100000);
  EXPECT_EQ(fits.code, 0) << fits.err;
  int w = 0, h = 0, n = 0;
  unsigned char* pixels = stbi_load((dir / "x.png").c_str(), &w, &h, &n, 4);
  EXPECT_NE(pixels, nullptr);
  stbi_image_free(pixels);
  int error = 0;
  GifFileType* decoded = DGifOpenFileName((dir / "x.gif").c_str(), &error);
  ASSERT_NE(decoded, nullptr) << GifErrorString(error);
  ASSERT_EQ(DGifSlurp(decoded), GIF_OK);
  EXPECT_EQ(decoded->ImageCount, 3);
  DGifCloseFile(decoded, &error);
  const nlohmann::json trace = nlohmann::json::parse(slurp(dir / "x.json"));  // streamed, still one document
  EXPECT_EQ(trace["algo"], "scan:objc");
  EXPECT_GT(trace["steps"].size(), 3u);
  struct stat st {};
  ASSERT_EQ(stat((dir / "x.gif").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0044, 0044u) << "a handout is readable by others";
  std::filesystem::remove_all(limitedDir());
}

// A screenshot or export into a folder that does not exist fails with exit code 4 and creates nothing.
TEST(Export, AnExportIntoAMissingFolderFailsWithExitCode4) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "exports need a display: run them under `xvfb-run -a`";
  const auto missing = limitedDir() / "no-such-folder";
  std::filesystem::remove_all(missing);
  const LimitedRun gif = runLimited("--export-gif " + (missing / "x.gif").string(), 100000);
  EXPECT_EQ(gif.code, 4) << gif.err;
  EXPECT_NE(gif.err.find("cannot write " + (missing / "x.gif").string() + ": No such file or directory"),
            std::string::npos)
      << gif.err;
  const LimitedRun shot = runLimited("--screenshot " + (missing / "x.png").string(), 100000);
  EXPECT_EQ(shot.code, 4) << shot.err;
  EXPECT_FALSE(std::filesystem::exists(missing));
  std::filesystem::remove_all(limitedDir());
}

TEST(Export, MoreThan500FramesAreRefusedBeforeTheWindowOpens) {
  // No display needed: the range is checked with the options, before any window or trace exists.
  std::filesystem::create_directories(kExportDir);
  const auto gif = kExportDir / "many.gif", err = kExportDir / "many.err";
  const std::string command = "ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" " + std::string(testpaths::app) +
                              " --export-gif " + gif.string() + " --steps 2-502 > /dev/null 2> " + err.string();
  const int status = std::system(command.c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 2);
  std::ifstream in(err);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(
      text,
      "boardlab: --steps: steps 2-502 are 501 frames, more than the 500 one export holds: export at most 500 steps "
      "at a time (--steps A-B)\n");
  EXPECT_FALSE(std::filesystem::exists(gif));
}

// The workbench's usage errors exited 105 or 109 (CLI11's own codes); docs/workbench.md says
// 2, as boardlab-cli's. --help stays 0.
TEST(Export, EveryUsageErrorOfTheWorkbenchExitsTwo) {
  const std::string app = "ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" " + std::string(testpaths::app);
  for (const char* arguments : {"--bogus", "--step 0", "--scale 5", "--width 100", "--frames 1", "extra-word"}) {
    const int status = std::system((app + " " + arguments + " > /dev/null 2>&1").c_str());
    ASSERT_TRUE(WIFEXITED(status)) << arguments;
    EXPECT_EQ(WEXITSTATUS(status), 2) << arguments;
  }
  const int help = std::system((app + " --help > /dev/null 2>&1").c_str());
  EXPECT_EQ(WEXITSTATUS(help), 0);
}

// --help's link example named two tiles of different faces ("not linked: the tiles have
// different faces"). Its scene, given to boardlab-cli, links.
TEST(Export, TheHelpsLinkExampleLinksTwoEqualTiles) {
  const std::string out = (kExportDir / "help.txt").string();
  std::filesystem::create_directories(kExportDir);
  ASSERT_EQ(std::system((std::string(testpaths::app) + " --help > " + out).c_str()), 0);
  std::ifstream in(out);
  std::string line, example;
  while (std::getline(in, line))
    if (line.find("examples/link/") != std::string::npos && line.find("--from") != std::string::npos) example = line;
  ASSERT_NE(example, "") << "no link example in --help";
  const std::string arguments = example.substr(example.find("--board ") + 8);
  const std::string check = "cd " + std::string(testpaths::source) + " && " + std::string(testpaths::cli) + " link " +
                            arguments + " > " + out;
  ASSERT_EQ(std::system(check.c_str()), 0) << check;
  std::ifstream result(out);
  const std::string text((std::istreambuf_iterator<char>(result)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("linked: "), std::string::npos) << example << "\n" << text;
  EXPECT_EQ(text.find("not linked"), std::string::npos) << example << "\n" << text;
}

}  // namespace
}  // namespace boardlab::test
