// boardlab-cli: the engine from the command line, for scripts, CI and machines without a display.

#include <CLI/CLI.hpp>

#include "app/cli/commands.hpp"
#include "app/cli/game_commands.hpp"

int main(int argc, char** argv) {
  CLI::App app{
      "boardlab-cli: run BoardLab's grid-game algorithms on board files.\n"
      "Example: boardlab-cli gomoku examples/gomoku/centre-five.board --algo all --json"};
  app.require_subcommand(1);
  int exitCode = boardlab::cli::kExitOk;
  boardlab::cli::addGameCommands(app, exitCode);  // `gomoku FILE`, `link FILE`: each game's own
  boardlab::cli::addTraceCommand(app, exitCode);
  boardlab::cli::addDiffCommand(app, exitCode);
  boardlab::cli::addConvertCommand(app, exitCode);
  boardlab::cli::addForbiddenCommand(app, exitCode);
  boardlab::cli::addGradeCommand(app, exitCode);
  boardlab::cli::addKitCommand(app, exitCode);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? boardlab::cli::kExitOk : boardlab::cli::kExitUsage;
  }
  return exitCode;
}
