// `convert` for link: a board printed as its board file or as a share link.

#include <iostream>
#include <string>

#include "app/cli/commands.hpp"
#include "app/cli/convert_command.hpp"
#include "app/cli/game_commands.hpp"
#include "engine/core/board_text.hpp"
#include "engine/link/board_file.hpp"

namespace boardlab::cli {

namespace {

int convertLink(const ConvertRequest& o) {
  link::Board board;
  try {
    board = link::parseBoardFile(o.text, o.file);
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  }
  if (o.to == "share") return printShareLink(o, "link", link::saveBoardFile(board));
  if (o.to != "board") {
    std::cerr << "error: a link board is written as a board file or a share link; " << o.to << " is a gomoku format\n";
    return kExitUsage;
  }
  std::cout << link::saveBoardFile(board);
  return kExitOk;
}

const bool kLinkConvert = registerGameCommands({.game = "link", .convert = convertLink});

}  // namespace

}  // namespace boardlab::cli
