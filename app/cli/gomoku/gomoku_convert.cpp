// `convert` for gomoku: a game in any of its formats (a board file, PSQ, SGF, move strings) printed in
// another, or as a share link.

#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/cli/commands.hpp"
#include "app/cli/convert_command.hpp"
#include "app/cli/game_commands.hpp"
#include "engine/core/board_text.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/formats.hpp"

namespace boardlab::cli {

namespace {

int convertGomoku(const ConvertRequest& o) {
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
  if (o.to == "share") return printShareLink(o, "gomoku", gomoku::saveBoardText(record));
  const gomoku::Format target = *gomoku::parseFormat(o.to);  // validated by CLI11
  notes.clear();
  std::string out;
  try {
    out = gomoku::saveGomokuFile(record, target, options, notes);
  } catch (const std::invalid_argument& e) {
    // The file was read; it is the chosen target that cannot hold this game.
    std::cerr << "error: " << o.file << ": " << e.what() << '\n';
    return kExitUsage;
  }
  printNotes(notes);
  std::cout << out;
  return kExitOk;
}

const bool kGomokuConvert = registerGameCommands({.game = "gomoku", .convert = convertGomoku});

}  // namespace

}  // namespace boardlab::cli
