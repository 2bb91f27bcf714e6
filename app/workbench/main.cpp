// boardlab: the workbench. With --screenshot it renders a few frames to a PNG and exits, which is how
// the README images, the pixel tests and machines without a display see it.

#include <cstdio>
#include <map>
#include <memory>
#include <optional>

#include <CLI/CLI.hpp>

#include "app/common/validators.hpp"
#include "app/workbench/games/gomoku/builtin_example.hpp"
#include "app/workbench/games/gomoku/gomoku_settings.hpp"
#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/platform/export_job.hpp"
#include "app/workbench/platform/platform_glfw.hpp"
#include "app/workbench/platform/test_events.hpp"
#include "app/workbench/shell/scene.hpp"
#include "app/workbench/shell/settings.hpp"
#include "app/workbench/shell/user_folders.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/shell/workbench_client.hpp"
#include "app/workbench/views/style.hpp"
#include "app/workbench/views/ui_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/core/scene.hpp"
#include "engine/core/share_link.hpp"

int main(int argc, char** argv) {
  using namespace boardlab::ui;
  quitOnEndingSignals();  // first: before any thread starts (they inherit the blocked signals)
  CLI::App cli{
      "boardlab: a workbench for the algorithms behind grid games.\n"
      "Examples:\n"
      "  boardlab\n"
      "  boardlab --board examples/gomoku/scan-objc-edge.board --algo scan:objc --step 5\n"
      "  boardlab --board examples/link/classic-12x8.board --algo bfs --from 2,0 --to 7,0\n"
      "  xvfb-run -a boardlab --board examples/gomoku/opening.board --algo lines --screenshot out.png\n"
      "  xvfb-run -a boardlab --board examples/gomoku/scan-objc-edge.board --algo scan:objc --export-gif run.gif --legend"};
  PlatformOptions options;
  boardlab::Scene scene;
  std::string boardFile;
  std::string shareText;
  cli.add_option("LINK", shareText,
                 "a share link, quoted ('v=1&g=gomoku&...', or a web address ending in #v=1&...): open its "
                 "scene (docs/share-links.md)");
  cli.add_option("--board", boardFile, "open this board file");
  cli.add_option("--algo", scene.algo, "analyse with this algorithm (see boardlab-cli --help)");
  cli.add_option("--step", scene.step, "open the trace at this step (1-based)")
      ->check(boardlab::cli::wholeNumberAtLeast(1));
  // The games' own scene parameters, as each game declares them (engine/core/scene.hpp).
  std::map<std::string_view, std::string> parameters;
  for (const boardlab::GameModule* game : boardlab::games())
    for (const boardlab::SceneKey& key : game->sceneKeys) {
      CLI::Option* option = cli.add_option(std::string(key.option), parameters[key.key], std::string(key.help));
      if (key.number) option->check(boardlab::cli::wholeNumberAtLeast(0));
    }
  std::string language;
  cli.add_option("--lang", language, "the UI language: en or zh-CN (default: the saved choice, else LANG)");
  std::string coordinates;
  cli.add_option("--coordinates", coordinates,
                 "board labels: renju (h8), piskvork0 or piskvork1 (numbers from the top-left)")
      ->check([](const std::string& name) {
        return boardlab::gomoku::parseCoordinateStyle(name) ? ""
                                                            : "wants renju, piskvork0 or piskvork1, not '" + name + "'";
      });
  std::string lessonFile;
  cli.add_option("--lesson", lessonFile, "open this lesson (a .lesson file: its board, scene and text)");
  // Programs given on the command line are the user's say, as the Your programs section is.
  std::vector<std::string> programs;
  std::string programFolder;
  cli.add_option("--program", programs,
                 "add one of your own programs for this run (repeatable): 'NAME=COMMAND' (gomoku), 'link:NAME=COMMAND' "
                 "for a link check; --algo NAME analyses with it (docs/protocol.md)");
  cli.add_option("--program-folder", programFolder, "the working folder of the --program commands");
  bool presenter = false;
  bool finder = false;
  cli.add_flag("--find-counterexample", finder,
               "open the counterexample finder on the algorithm given with --algo and start searching");
  cli.add_flag("--presenter", presenter, "start in presenter mode (full screen, large type, high contrast)");
  cli.add_option("--screenshot", options.screenshot, "render a few frames, write the window to this PNG and exit");
  cli.add_option("--frames", options.frames, "frames to render before the screenshot (at least 2)")
      ->check(CLI::Range(2, 1000));
  std::vector<std::string> script;
  cli.add_option(
      "--at", script,
      "replay input at a frame (repeatable): FRAME:key:F11, FRAME:click:X,Y, FRAME:scale:1.5, FRAME:lang:zh-CN "
      "(tests change state after the first frames with it)");
  cli.add_option(
         "--quit-after", options.quitAfter,
         "leave after this many seconds (and after the --at script) and print how many frames were drawn (idle-cost tests)")
      ->check(CLI::Range(0.1, 3600.0));
  bool testEvents = false;
  cli.add_flag("--test-events", testEvents,
               "print on stderr the states process tests wait for (tests/app/gui_driver.sh)")
      ->group("");  // for tests only: not in --help
  cli.add_option("--scale", options.scale, "UI scale, 1 = 100% (default: the monitor's content scale)")
      ->check(CLI::Range(0.5f, 4.0f));
  cli.add_option("--width", options.width, "window width at 100%")->check(CLI::Range(640, 4096));
  cli.add_option("--height", options.height, "window height at 100%")->check(CLI::Range(480, 4096));
  std::string exportPng, exportGif, exportFrames, exportTrace, steps;
  int delayMs = 600;
  bool legend = false, caption = false;
  std::string captionTitle;
  cli.add_option("--export-png", exportPng, "write the canvas (board and overlays) at this step to a PNG and exit");
  cli.add_option("--export-gif", exportGif, "write the steps (see --steps) as one animated GIF and exit");
  cli.add_option("--export-frames", exportFrames,
                 "write the steps (see --steps) as numbered PNGs into this folder and exit");
  cli.add_option("--export-trace", exportTrace, "write the trace as JSON and exit");
  cli.add_option("--steps", steps,
                 "the steps to export, A-B (1-based, inclusive; default: all; at most " +
                     std::to_string(kMaxExportFrames) + " steps)");
  cli.add_option("--delay", delayMs, "milliseconds between GIF frames")->check(CLI::Range(20, 10000));
  cli.add_flag(
      "--legend", legend,
      "draw the legend of the overlay colours on the canvas, beside or under the board (whichever leaves it bigger)");
  cli.add_flag("--caption", caption, "draw the step number and its narration under the board");
  cli.add_option("--caption-title", captionTitle, "a title line of your own above the caption (implies --caption)");
  // A usage error exits 2, as boardlab-cli's do (CLI11's own codes, 105 or 109, said nothing to a script);
  // --help and --version stay 0.
  try {
    cli.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return cli.exit(e) == 0 ? 0 : 2;
  }
  if (testEvents) enableTestEvents();
  if (!shareText.empty() && !boardlab::looksLikeShareLink(shareText)) {
    std::fprintf(stderr, "boardlab: '%s' is no share link (v=1&...); to open a board file: --board FILE\n",
                 shareText.c_str());
    return 2;
  }
  scene.boardFile = boardFile;
  // The options that name a scene (a game's view options, a heat map, only look at it).
  std::vector<std::string> sceneOptions;
  for (const auto& [given, name] :
       {std::pair{!boardFile.empty(), "--board"}, {!scene.algo.empty(), "--algo"}, {scene.step > 0, "--step"}})
    if (given) sceneOptions.push_back(name);
  for (const boardlab::GameModule* game : boardlab::games())
    for (const boardlab::SceneKey& key : game->sceneKeys) {
      scene.set(key.key, parameters[key.key]);
      // A number 0 ("--ply 00" too) is the game's default, as leaving the option out.
      const bool given = key.number ? scene.number(key.key) > 0 : scene.has(key.key);
      if (given && !key.viewOnly) sceneOptions.push_back(std::string(key.option));
    }
  // A share link names its scene too: with a lesson or scene options it would show one and export another.
  // A rule and a point too: the link's board names its rule and its point (a --rule renju left unapplied
  // showed a freestyle board with no word).
  if (!shareText.empty() && (!lessonFile.empty() || !sceneOptions.empty())) {
    std::fprintf(stderr, "boardlab: a share link names its own scene: give it alone (without %s)\n",
                 (lessonFile.empty() ? sceneOptions.front() : std::string("--lesson")).c_str());
    return 2;
  }
  // A lesson names its scene: a command line that names another one too would show one and export the
  // other (--algo corners on a gomoku lesson said "showing scan" and exported the lesson's own).
  if (!lessonFile.empty() && !sceneOptions.empty()) {
    std::fprintf(stderr,
                 "boardlab: %s cannot be given with --lesson: the lesson names its own scene (change the "
                 "lesson, or open the board with --board instead)\n",
                 sceneOptions.front().c_str());
    return 2;
  }

  for (const std::string& item : script) {
    std::string error;
    const auto action = parseScriptedAction(item, error);
    if (!action) {
      std::fprintf(stderr, "boardlab: %s\n", error.c_str());
      return 2;
    }
    options.script.push_back(*action);
  }
  int firstStep = 0, lastStep = 0;
  if (!steps.empty()) {
    const std::size_t dash = steps.find('-');
    try {
      firstStep = std::stoi(steps.substr(0, dash));
      lastStep = dash == std::string::npos ? firstStep : std::stoi(steps.substr(dash + 1));
    } catch (const std::exception&) {
      firstStep = -1;
    }
    if (firstStep < 1 || lastStep < firstStep) {
      std::fprintf(stderr, "boardlab: --steps wants A-B with 1 <= A <= B, not '%s'\n", steps.c_str());
      return 2;
    }
    if (const std::string tooMany = tooManyFrames(firstStep, lastStep); !tooMany.empty()) {
      std::fprintf(stderr, "boardlab: --steps: %s\n", tooMany.c_str());
      return 2;
    }
  }
  std::vector<ExportJob> jobs;
  if (!exportPng.empty()) jobs.push_back({ExportJob::Kind::Png, exportPng});
  if (!exportGif.empty()) jobs.push_back({ExportJob::Kind::Gif, exportGif, firstStep, lastStep, delayMs});
  if (!exportFrames.empty()) jobs.push_back({ExportJob::Kind::Frames, exportFrames, firstStep, lastStep, delayMs});
  if (!exportTrace.empty()) jobs.push_back({ExportJob::Kind::Trace, exportTrace});
  options.exportsQueued = !jobs.empty();

  const auto dir = configDir();
  std::string notice;
  const auto settingsFile = dir / "settings.ini";
  Settings settings = loadSettings(settingsFile, notice);
  // The window where it was left, unless a size is asked for on the command line.
  if (!options.scripted() && settings.windowWidth > 0 && settings.windowHeight > 0 && cli.count("--width") == 0 &&
      cli.count("--height") == 0)
    options.savedWindow = WindowRect{settings.windowX, settings.windowY, settings.windowWidth, settings.windowHeight};
  // Screenshots and exports must not depend on (or change) the user's saved state.
  const bool scripted = options.scripted();
  if (scripted) settings = Settings{};
  // The scale the user chose, unless the command line gave one (a screenshot's comes from it or the monitor).
  if (options.scale <= 0.0f && settings.uiScale > 0.0f) options.scale = settings.uiScale;
  // The language is set before the window opens, so the first fonts already hold the CJK glyphs.
  std::optional<boardlab::i18n::Language> chosen;
  if (!language.empty()) {
    chosen = boardlab::i18n::parseLanguage(language);
    if (!chosen) {
      std::fprintf(stderr, "boardlab: --lang wants en or zh-CN, not '%s'\n", language.c_str());
      return 2;
    }
  }
  boardlab::i18n::Language start = chosen     ? *chosen
                                   : scripted ? boardlab::i18n::Language::English
                                              : startLanguage(settings);
  if (start == boardlab::i18n::Language::Chinese && !chineseFontAvailable()) {
    notice = chineseFontMissingNote();
    std::fprintf(stderr, "boardlab: %s\n", notice.c_str());
    start = boardlab::i18n::Language::English;
  }
  boardlab::i18n::setLanguage(start);
  // The lessons' Chinese glyphs: read only when the first fonts are Chinese (a switch later adds them itself).
  if (start == boardlab::i18n::Language::Chinese) addFontGlyphs(Workbench::chineseLessonMenuText());
  std::error_code ec;
  if (!scripted) {
    std::filesystem::create_directories(dir, ec);
    options.iniFile = (dir / "imgui.ini").string();
  }

  std::unique_ptr<Workbench> bench;
  std::unique_ptr<WorkbenchClient> client;  // what the platform sees of it
  int sceneError = 0;
  const int code = runPlatform(options, [&](float scale) -> PlatformClient& {
    bench = std::make_unique<Workbench>(settings, scripted ? std::filesystem::path() : settingsFile, scale);
    if (cli.count("--scale") > 0) bench->scaleGivenForThisRun();
    // Remembered like the menu's choice: set on the workbench (not on the settings it starts from), so that
    // its next save sees a change and writes it (a screenshot run saves nothing).
    if (!coordinates.empty())
      bench->changeSettings([&](Settings& s) {
        setCoordinateStyle(s, *boardlab::gomoku::parseCoordinateStyle(coordinates));
        s.showCoordinates = true;
      });
    // Nothing asked for: the first screen shows an algorithm at work on the built-in example.
    if (boardFile.empty() && scene.algo.empty() && lessonFile.empty() && shareText.empty() && !finder)
      openFirstScreen(bench->viewOf<GomokuView>());
    else
      bench->viewOf<GomokuView>().setGame(builtInExample(),
                                          tr("Built-in example: white to move. Click a point to play."));
    if (!notice.empty()) bench->setStatus(notice);
    if (presenter) bench->setPresenter(true);
    for (const std::string& p : programs) {
      const std::string problem = bench->programs().addFromCommandLine(p, programFolder);
      if (!problem.empty()) {
        std::fprintf(stderr, "boardlab: --program %s: %s\n", p.c_str(), problem.c_str());
        sceneError = 2;
      }
    }
    std::string error;
    if (!applyScene(*bench, scene, error)) {
      std::fprintf(stderr, "boardlab: %s\n", error.c_str());
      bench->setStatus(error);
      sceneError = 3;
    }
    if (!shareText.empty() && !bench->openShareLink(shareText)) {
      std::fprintf(stderr, "boardlab: %s\n", bench->status().c_str());
      sceneError = 3;
    }
    if (!lessonFile.empty() && !bench->openLesson(lessonFile)) {
      std::fprintf(stderr, "boardlab: %s\n", bench->status().c_str());
      sceneError = 3;
    }
    bench->setLegendOnCanvas(legend);
    bench->setCaptionOnCanvas(caption || !captionTitle.empty());
    bench->setCaptionTitle(captionTitle);
    if (finder) bench->findCounterexample(scene.algo);
    for (ExportJob& job : jobs) bench->requestExport(std::move(job));
    if (!scripted) {
      // Programs written in the editor live with the user's lessons; what was typed and not saved, with the
      // recovery copies. A scripted run (an export, a screenshot) writes neither.
      bench->programs().useEditorFolders(userDataFolder() / "programs", Recovery::defaultFolder() / "program-drafts");
      bench->enableRecovery(Recovery::defaultFolder());
      // The programs of settings.ini start only once this user ran them from here (beside the recovery
      // copies, not beside the settings: a copied settings file brings no approvals).
      bench->programs().list().useApprovals(Recovery::defaultFolder() / "approved-programs");
    }
    client = std::make_unique<WorkbenchClient>(*bench);
    return *client;
  });
  return code != 0 ? code : scripted ? sceneError : 0;
}
