// boardlab-cli convert FILE --to board|psq|sgf|moves [--top-origin]: reads a gomoku game in any format
// (by extension or content) and prints it in another on stdout; what the reader assumed and what the
// writer could not keep are printed as notes on stderr.

#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/cli/commands.hpp"
#include "engine/gomoku/formats.hpp"

namespace boardlab::cli {

namespace {

struct ConvertOptions {
  std::string file;
  std::string to;
  bool topOrigin = false;
};

void printNotes(const std::vector<std::string>& notes) {
  for (const std::string& n : notes) std::cerr << "note: " << n << '\n';
}

int runConvert(const ConvertOptions& o) {
  const gomoku::Format target = *gomoku::parseFormat(o.to);  // validated by CLI11
  const gomoku::FormatOptions options{o.topOrigin};
  std::vector<std::string> notes;
  gomoku::GameRecord record;
  try {
    record = gomoku::loadGomokuFile(o.file, notes, options);
  } catch (const BoardFileError& e) {
    printNotes(notes);
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  }
  printNotes(notes);
  notes.clear();
  std::string text;
  try {
    text = gomoku::saveGomokuFile(record, target, options, notes);
  } catch (const std::invalid_argument& e) {
    // The file was read; it is the chosen target that cannot hold this game.
    std::cerr << "error: " << o.file << ": " << e.what() << '\n';
    return kExitUsage;
  }
  printNotes(notes);
  std::cout << text;
  return kExitOk;
}

}  // namespace

void addConvertCommand(CLI::App& app, int& exitCode) {
  auto options = std::make_shared<ConvertOptions>();
  CLI::App* cmd = app.add_subcommand(
      "convert",
      "Convert a gomoku game between BoardLab board files, Piskvork PSQ, SGF (GM[4]) and move strings\n"
      "and print it on stdout. Example: boardlab-cli convert examples/gomoku/formats/short-game.psq --to sgf");
  cmd->add_option("FILE", options->file, "the game: .board, .psq, .sgf, .txt/.moves (or told apart by content)")
      ->required();
  cmd->add_option("--to", options->to, "the format to print: board, psq, sgf or moves")
      ->required()
      ->check(CLI::IsMember({"board", "psq", "sgf", "moves"}));
  cmd->add_flag("--top-origin", options->topOrigin, "move strings (read or written) count rows from the top");
  cmd->callback([options, &exitCode] { exitCode = runConvert(*options); });
}

}  // namespace boardlab::cli
