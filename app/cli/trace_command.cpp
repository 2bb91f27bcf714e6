// boardlab-cli trace FILE --algo NAME [--ply N | --point P] [--from C,R --to C,R] [--json] [--lang zh-CN]: reads the file's `game`
// line and hands over to that game's tracer.

#include <CLI/CLI.hpp>

#include <algorithm>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "app/cli/commands.hpp"
#include "app/cli/game_commands.hpp"
#include "app/cli/outside_algos.hpp"
#include "app/cli/share_argument.hpp"
#include "app/common/validators.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"
#include "engine/core/trace_json.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::cli {

std::optional<SceneTrace> traceByModule(const GameModule& game, const TraceRequest& request, const std::string& text,
                                        int& exitCode) {
  Scene scene;
  scene.game = std::string(game.name);
  scene.boardFile = request.file;
  scene.boardText = text;
  scene.algo = request.algo;
  if (request.link) scene.parameters = request.link->scene.parameters;  // the link's own, the options over them
  // The options name scene parameters (scene.hpp): the game takes those it declares and refuses the rest.
  const std::pair<std::string, std::string> given[] = {{"move", request.ply > 0 ? std::to_string(request.ply) : ""},
                                                       {"point", request.point},
                                                       {"from", request.from},
                                                       {"to", request.to}};
  for (const auto& [key, value] : given) {
    if (value.empty()) continue;
    const bool declared =
        std::any_of(game.sceneKeys.begin(), game.sceneKeys.end(), [&](const SceneKey& k) { return k.key == key; });
    if (!declared) {
      const SceneKey* option = findSceneKey(key);
      std::cerr << "error: " << (option ? option->option : key) << " is no option of a " << game.name << " board\n";
      exitCode = kExitUsage;
      return std::nullopt;
    }
    scene.set(key, value);
  }
  try {
    SceneTrace run = game.traceScene(scene);
    if (!run.cellName) run.cellName = [](Cell c) { return std::to_string(c.col) + "," + std::to_string(c.row); };
    if (!stepWithinTrace(request.link, run.trace.steps.size())) {
      exitCode = kExitBadInput;
      return std::nullopt;
    }
    return run;
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    exitCode = kExitBadInput;
  } catch (const std::invalid_argument& e) {
    std::cerr << "error: " << e.what() << '\n';
    exitCode = kExitUsage;
  }
  return std::nullopt;
}

int withTraceFile(TraceRequest request, const TraceFileUse& use) {
  ShareArgument link;  // a share link's board, read as a board file while the command runs
  if (!link.resolve(request.file)) return kExitBadInput;
  if (const auto& shared = link.shared()) {  // its scene fills in what the options left out
    const Scene& scene = shared->scene;
    if (request.algo.empty()) request.algo = scene.algo;
    if (request.ply == 0) request.ply = scene.number("move");
    if (request.point.empty()) request.point = scene.parameter("point");
    if (request.from.empty() && request.to.empty()) {
      request.from = scene.parameter("from");
      request.to = scene.parameter("to");
    }
    request.link = shared;
  }
  if (request.algo.empty()) {
    std::cerr << "error: give --algo NAME (or a share link that names one)\n";
    return kExitUsage;
  }
  GameOfText game;
  std::string text;
  try {
    // Each game says whether the text is its own (gomoku reads PSQ, SGF and move strings, which have no
    // `game` line, and prints its notes when it loads them); else the board file's `game` line decides.
    text = readTextFile(request.file);
    game = gameOfText(text, request.file);
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  }
  if (!game.game) {
    std::cerr << "error: " << request.file << ": unknown game '" << game.name << "' (expected " << gameNames(" or ")
              << ")\n";
    return kExitBadInput;
  }
  return use(*game.game, text, request);
}

namespace {

// `trace FILE`: the game's own trace when its commands register one, else its module's.
int runTrace(const GameModule& game, const std::string& text, const TraceRequest& request) {
  if (const GameCommands* commands = commandsFor(game.name); commands && commands->trace)
    return commands->trace(request);
  if (!game.traceScene) {
    std::cerr << "error: " << request.file << ": BoardLab traces no " << game.name << " board\n";
    return kExitUsage;
  }
  int exitCode = kExitOk;
  const std::optional<SceneTrace> run = traceByModule(game, request, text, exitCode);
  if (!run) return exitCode;
  if (request.json) {
    writeTraceJson(std::cout, run->trace, run->listing, run->cellName,
                   {{"game", std::string(game.name)}, {"summary", run->summary}, {"listing", run->listing}});
  } else {
    std::cout << run->summary << '\n';
    printTrace(std::cout, run->trace, run->listing, run->cellName);
  }
  return kExitOk;
}

}  // namespace

void addTraceCommand(CLI::App& app, int& exitCode) {
  auto request = std::make_shared<TraceRequest>();
  CLI::App* cmd = app.add_subcommand(
      "trace",
      "Print the recorded steps of one algorithm on a board file: for gomoku, the check of one move;\n"
      "for link, the search between two tiles.\n"
      "Example: boardlab-cli trace examples/gomoku/centre-five.board --algo lines --ply 9 --json");
  cmd->add_option("FILE", request->file,
                  "the board file (its `game` line says which game), a gomoku PSQ, SGF or move string, or a share "
                  "link (its scene gives --algo, --ply, --point, --from and --to when they are not given)")
      ->required();
  cmd->add_option("--algo", request->algo, "the algorithm to trace (see `gomoku --help` / `link --help`)");
  cmd->add_option("--ply", request->ply,
                  "gomoku: the 1-based position in the moves list to trace (default: the last move)")
      ->check(wholeNumberAtLeast(0));
  cmd->add_option("--point", request->point,
                  "gomoku, with --algo forbidden: the empty point to check, like h8 (as the "
                  "workbench's --point)");
  cmd->add_option("--from", request->from, "link: the first tile, as C,R");
  cmd->add_option("--to", request->to, "link: the second tile, as C,R");
  cmd->add_flag("--top-origin", request->topOrigin, "gomoku move strings: rows counted from the top");
  cmd->add_flag("--json", request->json, "print the steps as JSON");
  addOutsideOptions(*cmd);
  auto language = std::make_shared<std::string>("en");
  cmd->add_option("--lang", *language, "the language of the narrations and the code listing: en or zh-CN")
      ->check([](const std::string& code) {
        return i18n::parseLanguage(code) ? "" : "wants en or zh-CN, not '" + code + "'";
      });
  cmd->callback([request, language, &exitCode] {
    const i18n::LanguageScope scope(*i18n::parseLanguage(*language));
    exitCode = withTraceFile(*request, runTrace);
  });
}

}  // namespace boardlab::cli
