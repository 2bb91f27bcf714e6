#pragma once
// What the game-independent commands (`trace`, `convert`, `diff`) hand over to a game. Each game's command files
// register their part beside their code (gomoku/gomoku_command.cpp, gomoku/gomoku_diff_command.cpp, ...); the shared
// commands find the game of a file through the engine's game modules (engine/core/game_module.hpp) and
// then look its commands up here by name, so they carry no `if (game == "gomoku")` of their own.
//
// Registration is a static initialiser in each file: safe here because the CLI's sources are compiled
// into the executable itself (app/CMakeLists.txt), and an object file given to the linker directly is
// always linked, unlike an unreferenced object of a static library.

#include <string>
#include <string_view>
#include <vector>

#include "app/cli/commands.hpp"

namespace CLI {
class App;
}

namespace boardlab::cli {

struct ConvertRequest;
struct DiffOptions;

// One game's parts of the shared commands; a part it does not offer stays nullptr.
struct GameCommands {
  std::string_view game;                                   // the engine GameModule's name
  void (*addCommand)(CLI::App&, int& exitCode) = nullptr;  // its own subcommand (`gomoku FILE ...`)
  int (*trace)(const TraceRequest&) = nullptr;             // `trace FILE`: returns the exit code
  int (*convert)(const ConvertRequest&) = nullptr;         // `convert FILE --to ...`
  int (*diffFile)(const DiffOptions&) = nullptr;           // `diff FILE`
  int (*diffRandom)(const DiffOptions&) = nullptr;         // `diff --random GAME`
  bool rules = false;  // its random inputs follow a rule that `grade --rule` and `diff --rule` choose
};

// Adds a game's parts (merged with what the same game registered before). Returns true, for initialisers.
bool registerGameCommands(const GameCommands& commands);
// The parts registered for `game`; nullptr when it registered none.
const GameCommands* commandsFor(std::string_view game);
// Adds each game's own subcommand, in the engine's order of games (main.cpp, before the shared ones).
void addGameCommands(CLI::App& app, int& exitCode);
// The names of the engine's games (in their order) that offer `diff --random`.
std::vector<std::string> randomDiffGames();

}  // namespace boardlab::cli
