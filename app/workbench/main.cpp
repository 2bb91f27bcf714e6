// boardlab: the workbench. With --screenshot it renders a few frames to a PNG and exits, which is how
// the README image, the pixel tests and machines without a display see it.

#include <cstdio>
#include <memory>
#include <optional>

#include <CLI/CLI.hpp>

#include "app/workbench/builtin_example.hpp"
#include "app/workbench/platform_glfw.hpp"
#include "app/workbench/settings.hpp"
#include "app/workbench/workbench.hpp"

int main(int argc, char** argv) {
  using namespace boardlab::ui;
  CLI::App cli{"boardlab: a workbench for the algorithms behind grid games.\n"
               "Example: xvfb-run -a boardlab --screenshot out.png"};
  PlatformOptions options;
  cli.add_option("--screenshot", options.screenshot, "render a few frames, write the window to this PNG and exit");
  cli.add_option("--frames", options.frames, "frames to render before the screenshot (at least 2)")->check(CLI::Range(2, 1000));
  cli.add_option("--scale", options.scale, "UI scale, 1 = 100% (default: the monitor's content scale)")
      ->check(CLI::Range(0.5f, 4.0f));
  cli.add_option("--width", options.width, "window width at 100%")->check(CLI::Range(640, 4096));
  cli.add_option("--height", options.height, "window height at 100%")->check(CLI::Range(480, 4096));
  CLI11_PARSE(cli, argc, argv);

  const auto dir = configDir();
  std::string notice;
  const auto settingsFile = dir / "settings.ini";
  Settings settings = loadSettings(settingsFile, notice);
  if (options.scale <= 0.0f && settings.uiScale > 0.0f) options.scale = settings.uiScale;
  // Screenshots must not depend on (or change) the user's saved state.
  const bool scripted = !options.screenshot.empty();
  if (scripted) settings = Settings{};
  std::error_code ec;
  if (!scripted) {
    std::filesystem::create_directories(dir, ec);
    options.iniFile = (dir / "imgui.ini").string();
  }

  std::unique_ptr<Workbench> bench;
  return runPlatform(options, [&](float scale) -> Workbench& {
    bench = std::make_unique<Workbench>(settings, scripted ? std::filesystem::path() : settingsFile, scale);
    bench->setGame(builtInExample(), notice.empty() ? "Built-in example: white to move. Click a point to play." : notice);
    return *bench;
  });
}
