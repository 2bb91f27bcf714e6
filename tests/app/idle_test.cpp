// Idle cost (issue 13): the real workbench, run as a user runs it (not a screenshot run), counts the frames
// it draws in two seconds. Idle it must sleep between events; while a trace plays it must keep drawing.
// Frame counts, not timings: an idle window draws its first few frames and then none, whatever the speed.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

namespace boardlab::test {
namespace {

// Runs boardlab for two seconds with `arguments` (own HOME, so no saved settings) and returns the frames it drew.
long framesDrawnInTwoSeconds(const std::string& arguments) {
  const auto home = std::filesystem::temp_directory_path() / "boardlab-idle-test-home";
  std::filesystem::remove_all(home);
  std::filesystem::create_directories(home);
  const std::string command = "HOME=" + home.string() + " XDG_CONFIG_HOME=" + home.string() + "/config XDG_STATE_HOME=" +
                              home.string() + "/state ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" " + BOARDLAB_APP +
                              " --quit-after 2 " + arguments;
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  if (!pipe) return -1;
  std::string out;
  std::array<char, 256> buffer{};
  while (std::fgets(buffer.data(), buffer.size(), pipe.get())) out += buffer.data();
  long frames = -1;
  const std::size_t at = out.find("boardlab: drew ");
  if (at != std::string::npos) frames = std::strtol(out.c_str() + at + 15, nullptr, 10);
  return frames;
}

const std::string kTrace = "--board " + std::string(BOARDLAB_SOURCE_DIR) + "/examples/gomoku/windows-csharp-guard.board --algo windows:csharp";

TEST(IdleCost, AnIdleWindowDrawsOnlyItsFirstFrames) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "needs a display: run under `xvfb-run -a`";
  const long idle = framesDrawnInTwoSeconds(kTrace);
  ASSERT_GE(idle, 1);
  EXPECT_LE(idle, 8) << "an idle window must wait for events, not redraw every frame";
}

TEST(IdleCost, APlayingTraceKeepsDrawing) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr) << "needs a display: run under `xvfb-run -a`";
  const long idle = framesDrawnInTwoSeconds(kTrace);
  const long playing = framesDrawnInTwoSeconds(kTrace + " --at 3:key:Space");  // Space: Play
  ASSERT_GE(idle, 1);
  EXPECT_GE(playing, std::max(2 * idle, idle + 6)) << "idle " << idle << " frames, playing " << playing;
}

}  // namespace
}  // namespace boardlab::test
