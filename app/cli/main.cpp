// boardlab-cli: the engine from the command line, for scripts, CI and machines without a display.

#include <CLI/CLI.hpp>

#include <iostream>
#include <sstream>
#include <string>

#include "app/cli/commands.hpp"
#include "app/cli/game_commands.hpp"
#include "engine/core/board_text.hpp"

namespace {

// Line by line, as printableText shows outside text: CLI11's messages quote the arguments given, and an
// escape code in one (`kit $'\e[31m...'`) reached the terminal.
std::string printableLines(const std::string& text) {
  std::string out;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) out += boardlab::printableText(line) + "\n";
  return out;
}

}  // namespace

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
  boardlab::cli::addQuizCommand(app, exitCode);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    std::ostringstream out, err;
    const int code = app.exit(e, out, err);
    std::cout << printableLines(out.str());
    std::cerr << printableLines(err.str());
    return code == 0 ? boardlab::cli::kExitOk : boardlab::cli::kExitUsage;
  }
  return exitCode;
}
