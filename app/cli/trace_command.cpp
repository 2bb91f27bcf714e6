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

namespace {

// The trace of a game whose commands register none: its module runs the scene (GameModule::traceScene).
int traceByModule(const GameModule& game, const TraceRequest& request, const std::string& text) {
  Scene scene;
  scene.game = std::string(game.name);
  scene.boardFile = request.file;
  scene.boardText = text;
  scene.algo = request.algo;
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
      return kExitUsage;
    }
    scene.set(key, value);
  }
  SceneTrace run;
  try {
    run = game.traceScene(scene);
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  } catch (const std::invalid_argument& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitUsage;
  }
  if (!stepWithinTrace(request.link, run.trace.steps.size())) return kExitBadInput;
  const CellNamer name = [&game](Cell c) {
    return game.cellName ? game.cellName(c) : std::to_string(c.col) + "," + std::to_string(c.row);
  };
  if (request.json) {
    writeTraceJson(std::cout, run.trace, run.listing, name,
                   {{"game", std::string(game.name)}, {"summary", run.summary}, {"listing", run.listing}});
  } else {
    std::cout << run.summary << '\n';
    printTrace(std::cout, run.trace, run.listing, name);
  }
  return kExitOk;
}

int runTrace(TraceRequest request) {
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
  if (const GameCommands* commands = game.game ? commandsFor(game.name) : nullptr; commands && commands->trace)
    return commands->trace(request);
  if (game.game && game.game->traceScene) return traceByModule(*game.game, request, text);
  std::cerr << "error: " << request.file << ": unknown game '" << game.name << "' (expected " << gameNames(" or ")
            << ")\n";
  return kExitBadInput;
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
    exitCode = runTrace(*request);
  });
}

}  // namespace boardlab::cli
