// The real workbench run as a user runs it. Idle cost: the real workbench, run as a user runs it (not a screenshot run), counts the frames
// it draws in two seconds. Idle it must sleep between events; while a trace plays it must keep drawing.
// Frame counts, not timings: an idle window draws its first few frames and then none, whatever the speed.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>

#include "tests/scratch_dir.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::test {
namespace {

// Per test process: ctest runs these tests beside each other (each clears the home first), and other builds
// on the machine run them too. It goes when the process ends.
const std::filesystem::path kHome = testpaths::scratchPath("boardlab-real-run-home");

// Runs boardlab for two seconds as a user would (own HOME, holding `settings` as its settings.ini when given)
// and returns what it printed. It gets a display of its own (own_display.sh, the test command's screen size):
// ctest runs the other pixel tests beside this one, and their windows coming and going would expose this
// window and make an idle one draw.
std::string runForTwoSeconds(const std::string& arguments, const std::string& settings = "") {
  std::filesystem::remove_all(kHome);
  std::filesystem::create_directories(kHome / "config" / "boardlab");
  if (!settings.empty()) std::ofstream(kHome / "config" / "boardlab" / "settings.ini") << settings;
  const std::string command = "HOME=" + kHome.string() + " XDG_CONFIG_HOME=" + kHome.string() +
                              "/config XDG_STATE_HOME=" + kHome.string() +
                              "/state ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" bash " + testpaths::ownDisplay +
                              " " + testpaths::app + " --quit-after 2 " + arguments;
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  if (!pipe) return "";
  std::string out;
  std::array<char, 256> buffer{};
  while (std::fgets(buffer.data(), buffer.size(), pipe.get())) out += buffer.data();
  return out;
}

// The number after `label` in `out`, -1 if absent.
long numberAfter(const std::string& out, const std::string& label) {
  const std::size_t at = out.find(label);
  return at == std::string::npos ? -1 : std::strtol(out.c_str() + at + label.size(), nullptr, 10);
}

const std::string kTrace =
    "--board " + std::string(testpaths::source) + "/examples/gomoku/windows-csharp-guard.board --algo windows:csharp";

// Counts, not timings: how many frames an idle window draws does not depend on the machine's speed (it
// draws its first few and then waits), and whether the loop waited for events after Play does not either.
// How many frames a playing window draws in two seconds does: a loaded machine drew 4 (soak-tests.sh).
TEST(IdleCost, AnIdleWindowDrawsOnlyItsFirstFrames) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "needs a display: run under `xvfb-run -a`";
  const std::string out = runForTwoSeconds(kTrace);
  const long idle = numberAfter(out, "boardlab: drew ");
  ASSERT_GE(idle, 1) << out;
  EXPECT_LE(idle, 8) << "an idle window must wait for events, not redraw every frame: " << out;
  EXPECT_GE(numberAfter(out, "waited for events "), 1) << out;
}

// 38 steps at 4 a second (and at most a tenth of a second a frame): the trace plays past the two seconds.
TEST(IdleCost, APlayingTraceKeepsDrawing) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "needs a display: run under `xvfb-run -a`";
  const std::string out = runForTwoSeconds(kTrace + " --at 3:key:Space");  // Space: Play
  ASSERT_GE(numberAfter(out, "boardlab: drew "), 4) << out;  // --quit-after waits for the script's frame 3
  // The script holds the loop busy up to frame 3; from Space on it must draw without waiting.
  EXPECT_LE(numberAfter(out, "(the last after frame "), 3) << "a playing trace waited for events: " << out;
}

// A saved 200% asks for 2880x1800 on the test's 1920x1200 screen: the window opens inside the screen, and
// where it was at exit is saved for the next start.
TEST(WindowPlacement, ASavedScaleOpensInsideTheScreenAndTheWindowIsRemembered) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "needs a display: run under `xvfb-run -a`";
  const std::string out = runForTwoSeconds("", "ui_scale=2\n");
  const long width = numberAfter(out, "window "),
             height = numberAfter(out, width >= 0 ? "window " + std::to_string(width) + "x" : "?");
  ASSERT_GT(width, 0) << out;
  EXPECT_LE(width, 1920) << out;
  EXPECT_LE(height, 1200) << out;
  std::ifstream saved(kHome / "config" / "boardlab" / "settings.ini");
  const std::string text((std::istreambuf_iterator<char>(saved)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("window_width=" + std::to_string(width) + "\n"), std::string::npos) << text;
  EXPECT_NE(text.find("window_height=" + std::to_string(height) + "\n"), std::string::npos) << text;
}

// --coordinates is remembered like the menu's choice: with saves that write only what changed, an option
// applied to the settings the workbench started from was never written.
TEST(WindowPlacement, TheCoordinatesOptionIsRemembered) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "needs a display: run under `xvfb-run -a`";
  const std::string out = runForTwoSeconds("--coordinates piskvork1", "ui_scale=1\n");
  std::ifstream saved(kHome / "config" / "boardlab" / "settings.ini");
  const std::string text((std::istreambuf_iterator<char>(saved)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("coordinates=piskvork1\n"), std::string::npos) << text << out;
  EXPECT_NE(text.find("ui_scale=1\n"), std::string::npos) << text;
}

// A saved window too small for the layout (and off the screen) opens at the minimum size, on the screen.
TEST(WindowPlacement, ATinySavedWindowOpensAtTheMinimumSizeOnTheScreen) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "needs a display: run under `xvfb-run -a`";
  const std::string out =
      runForTwoSeconds("", "ui_scale=1\nwindow_x=-400\nwindow_y=5000\nwindow_width=300\nwindow_height=120\n");
  EXPECT_NE(out.find("window 800x560 at 0,640"), std::string::npos) << out;
}

}  // namespace
}  // namespace boardlab::test
