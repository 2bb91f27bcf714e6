// Pixel tests: the real workbench renders under a display (Xvfb in the test command) and its PNG is
// compared with a stored image. Mesa's llvmpipe renders deterministically, so the tolerance only
// absorbs anti-aliasing noise. To accept a deliberate change: BOARDLAB_UPDATE_GOLDEN=1 ctest -R Pixel.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "tests/app/image/png_compare.hpp"
#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {
namespace {

constexpr double kTolerance = 0.005;  // at most 0.5% of the pixels may differ

// Renders `arguments` into <name>.png and compares it with the golden `goldenName` (default: the same name).
void expectScene(const std::string& name, const std::string& arguments, std::string goldenName = "") {
  if (goldenName.empty()) goldenName = name;
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "pixel tests need a display: run them under `xvfb-run -a`";
  // A folder per test process: two suites at once (a Release and a sanitizer tree, scripts/soak-tests.sh)
  // wrote and removed each other's screenshots in one shared folder. It goes when the process ends.
  const auto dir = testpaths::scratchDir("boardlab-pixel-tests");
  const std::string actual = (dir / (name + ".png")).string();
  const std::string golden = std::string(testpaths::golden) + "/" + goldenName + ".png";
  std::filesystem::remove(actual);
  // Under the sanitizers, leak checking is off for the rendered program only: Mesa's driver is loaded
  // with dlopen and unloaded at exit, so its allocations show as leaks from an unknown module that no
  // suppression can name. Our own code's leaks are still caught by the null-backend UI tests.
  const std::string command = "ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" " + std::string(testpaths::app) +
                              " --screenshot " + actual + " " + arguments + " > /dev/null";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  ASSERT_TRUE(std::filesystem::exists(actual)) << "no screenshot written by: " << command;
  if (const char* update = std::getenv("BOARDLAB_UPDATE_GOLDEN");
      update && std::string(update) == "1" && goldenName == name) {
    std::filesystem::copy_file(actual, golden, std::filesystem::copy_options::overwrite_existing);
    GTEST_SKIP() << "stored a new " << golden;
  }
  const PngDiff d = comparePngs(actual, golden);
  ASSERT_TRUE(d.loaded) << d.message;
  ASSERT_TRUE(d.sameSize) << d.message;
  EXPECT_LE(d.differentFraction, kTolerance) << name << ": " << d.message << " (rendered: " << actual << ")";
}

// A scene opened from an example board file, at 100%.
std::string example(const std::string& file, const std::string& rest) {
  return "--scale 1 --board " + std::string(testpaths::source) + "/examples/" + file + " " + rest;
}

TEST(Pixel, WorkbenchAt100PercentMatchesTheStoredImage) { expectScene("workbench-15x15-100", "--scale 1"); }

TEST(Pixel, WorkbenchAt200PercentMatchesTheStoredImage) { expectScene("workbench-15x15-200", "--scale 2"); }

// One scene per gomoku algorithm family, mid-trace with its overlays.
TEST(Pixel, ScanObjcStopsBeforeColumnA) {
  expectScene("gomoku-scan-objc-edge", example("gomoku/scan-objc-edge.board", "--algo scan:objc --step 2"));
}

TEST(Pixel, LinesJsKeepsTheDeadLineWithTheHeatMap) {
  expectScene("gomoku-lines-js-dead-line",
              example("gomoku/lines-js-takeback-dead-line.board", "--algo lines:js --step 2 --heat black"));
}

TEST(Pixel, WindowsCsharpGuardSkipsTheWindow) {
  expectScene("gomoku-windows-csharp-guard",
              example("gomoku/windows-csharp-guard.board", "--algo windows:csharp --step 20"));
}

// The link algorithms mid-trace: the two-corner scan, the published early return, the BFS frontier.
TEST(Pixel, CornersTwoCornerScan) {
  expectScene("link-corners-scan", example("link/midgame-12x8.board", "--algo corners --from 7,2 --to 0,7 --step 10"));
}

TEST(Pixel, CornersObjcEarlyReturn) {
  expectScene("link-corners-objc-early-return",
              example("link/corners-objc-early-return.board", "--algo corners:objc --from 0,0 --to 3,2 --step 4"));
}

TEST(Pixel, BfsFrontier) {
  expectScene("link-bfs-frontier", example("link/midgame-12x8.board", "--algo bfs --from 7,2 --to 0,7 --step 3"));
}

// The same scene from its share link: the same pixels as from the board file (the title bar and the status
// line differ in a few words, within the tolerance).
TEST(Pixel, TheShareLinkOfAScenePaintsTheFilesScene) {
  expectScene("link-bfs-frontier-from-share-link",
              "'v=1&g=link&size=12x8&border=on&turns=2&tiles=..............................."
              "FB.B..G.LCKLGBDIHCG.IBGJFJEGBGKGCEGAHIE....CLIIJAAJLHFFALHAILBEAD&algo=bfs&from=7,2&to=0,7&step=3'",
              "link-bfs-frontier");
}

// The Chinese UI: menus, panels, the lesson's text, the pseudo-code and the narration in CJK glyphs from
// fonts-noto-cjk (wrapped between characters), with Piskvork coordinates along the board.
TEST(Pixel, ChineseLessonWithPiskvorkCoordinates) {
  expectScene("chinese-lesson-lines-js", "--scale 1 --lang zh-CN --coordinates piskvork1 --lesson " +
                                             std::string(testpaths::source) +
                                             "/examples/lessons/07-lines-js-dead-line.lesson");
}

// Presenter mode on a link lesson: large type, high contrast, the code and narration only.
TEST(Pixel, PresenterModeInChinese) {
  expectScene("presenter-chinese-corners-objc", "--scale 1 --presenter --lang zh-CN --lesson " +
                                                    std::string(testpaths::source) +
                                                    "/examples/lessons/12-corners-objc-early-return.lesson");
}

// Font rebuilds while running (the blank window F11 once left): each switch happens AFTER the first frames, through
// --at, and must draw what the same state drawn from the start draws (the same goldens).
std::string lesson(const std::string& file) {
  return " --lesson " + std::string(testpaths::source) + "/examples/lessons/" + file;
}

TEST(Pixel, PresenterModeEnteredWithF11WhileRunning) {
  expectScene("runtime-presenter-on",
              "--scale 1 --lang zh-CN" + lesson("12-corners-objc-early-return.lesson") + " --at 3:key:F11 --frames 9",
              "presenter-chinese-corners-objc");
}

TEST(Pixel, PresenterModeEnteredAndLeftWithF11WhileRunning) {
  expectScene("runtime-presenter-on-off",
              "--scale 1 --lang zh-CN --coordinates piskvork1" + lesson("07-lines-js-dead-line.lesson") +
                  " --at 3:key:F11 --at 9:key:F11 --frames 15",
              "chinese-lesson-lines-js");
}

TEST(Pixel, ChineseChosenWhileRunning) {
  expectScene(
      "runtime-chinese",
      "--scale 1 --coordinates piskvork1" + lesson("07-lines-js-dead-line.lesson") + " --at 3:lang:zh-CN --frames 9",
      "chinese-lesson-lines-js");
}

// 150% in a 1440x900 window: chosen at the start (the golden), or from View > Scale while running.
TEST(Pixel, WorkbenchAt150PercentMatchesTheStoredImage) {
  expectScene("workbench-15x15-150", "--scale 1.5 --width 960 --height 600");
}

// Its own golden: the move chips keep the scroll offset they had at 100% (the move list scrolls to the
// current move only when it first appears), so they differ from the start-up image there and only there.
TEST(Pixel, Scale150ChosenWhileRunning) { expectScene("runtime-scale-150", "--scale 1 --at 3:scale:1.5 --frames 9"); }

// Help > Keys, opened with two clicks after the first frames: every command with a key, and the mouse.
TEST(Pixel, HelpKeysListsTheKeys) {
  expectScene("help-keys", "--scale 1 --at 2:click:335,11 --at 6:click:355,56 --frames 12");
}

// Presenter mode shows the legend beside the board (never over it), and the step numbers on the stones grow
// with presenter mode's type.
TEST(Pixel, PresenterModeShowsTheLegendAndLargeStepNumbers) {
  expectScene("presenter-legend-scan-objc",
              example("gomoku/scan-objc-edge.board", "--presenter --algo scan:objc --step 2"));
}

// A user's own program (examples/programs/python/gomoku_check.py, through the Python kit) analysed
// off the UI thread: its marks on the board, its source file in the Code panel with the running line
// highlighted and scrolled into view.
TEST(Pixel, OutsideProgramOverlayAndSource) {
  expectScene("outside-program-overlay",
              example("gomoku/scan-java-count-carries.board",
                      "--program 'my check=python3 gomoku_check.py' --program-folder " +
                          std::string(testpaths::source) + "/examples/programs/python --algo 'my check' --step 2"));
}

// Predict mode: the question strip above the board, a question answered (a click right, a count shown),
// and simulate mode's end score with a wrong click crossed, at 100% in English and 200% in Chinese. The
// clicks land on c8 and the strip's buttons where each layout puts them.
std::string centreFiveScan(const std::string& rest) {
  return "--board " + std::string(testpaths::source) + "/examples/gomoku/centre-five.board --algo scan " + rest;
}

TEST(Pixel, PredictAsksAboveTheBoard) {
  expectScene("predict-question-100", centreFiveScan("--scale 1 --at 3:key:F6 --at 6:key:Right --frames 14"));
  expectScene(
      "predict-question-zh-200",
      centreFiveScan("--scale 2 --lang zh-CN --at 3:key:F6 --at 6:key:Right --at 10:click:480,906 --frames 20"));
}

TEST(Pixel, PredictShowsTheAnswers) {
  expectScene("predict-answer-100", centreFiveScan("--scale 1 --at 3:key:F6 --at 6:key:Right --at 10:click:240,453 "
                                                   "--at 16:click:261,102 --frames 24"));
  expectScene("predict-answer-zh-200", centreFiveScan("--scale 2 --lang zh-CN --at 3:key:F6 --at 6:key:Right "
                                                      "--at 10:click:480,906 --at 16:click:400,203 --frames 24"));
}

TEST(Pixel, SimulateEndsWithTheScore) {
  expectScene("simulate-score-100",
              centreFiveScan("--scale 1 --at 3:key:F7 --at 6:click:277,453 --at 10:click:315,453 --at 14:click:354,453 "
                             "--at 18:click:392,453 --at 22:click:240,453 --at 26:click:505,453 --frames 40"));
  expectScene("simulate-score-zh-200",
              centreFiveScan("--scale 2 --lang zh-CN --at 3:key:F7 --at 6:click:540,886 --at 10:click:620,886 "
                             "--at 14:click:700,886 --at 18:click:780,886 --at 22:click:460,886 "
                             "--at 26:click:1020,886 --frames 40"));
}

}  // namespace
}  // namespace boardlab::test
