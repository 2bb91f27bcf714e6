// boardlab-cli forbidden FILE [--json]: renju's forbidden points for black in the position after the file's
// moves, whoever is to move and whatever rule the file names.

#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "app/cli/commands.hpp"
#include "app/cli/gomoku/gomoku_load.hpp"
#include "app/cli/share_argument.hpp"
#include "engine/gomoku/forbidden.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::cli {

namespace {

struct ForbiddenOptions {
  std::string file;
  bool json = false;
  bool topOrigin = false;
};

int runForbidden(ForbiddenOptions o) {
  ShareArgument link;  // a share link's board, read as a board file while the command runs
  if (!link.resolve(o.file, "gomoku")) return kExitBadInput;
  gomoku::GameRecord record;
  if (!loadGomokuRecord(o.file, o.topOrigin, record)) return kExitBadInput;
  gomoku::Board board;
  try {
    board = gomoku::replayGame(record).board();
  } catch (const std::invalid_argument& e) {
    std::cerr << "error: " << o.file << ": " << e.what() << '\n';
    return kExitBadInput;
  }
  const std::vector<gomoku::ForbiddenPoint> points = gomoku::forbiddenPoints(board);
  const int rows = board.rows();
  if (o.json) {
    nlohmann::json list = nlohmann::json::array();
    for (const gomoku::ForbiddenPoint& p : points)
      list.push_back({{"at", gomoku::cellName(p.at, rows)}, {"kind", gomoku::forbiddenName(p.kind)}});
    std::cout << nlohmann::json{{"forbidden", list}}.dump() << '\n';
    return kExitOk;
  }
  std::cout << "renju, " << board.cols() << "x" << board.rows() << ", after " << record.actions.size() << " actions: ";
  if (points.empty())
    std::cout << "no forbidden point for black\n";
  else
    std::cout << points.size() << (points.size() == 1 ? " forbidden point" : " forbidden points") << " for black\n";
  for (const gomoku::ForbiddenPoint& p : points)
    std::cout << "  " << gomoku::cellName(p.at, rows) << "  " << gomoku::forbiddenName(p.kind) << '\n';
  if (record.rule != gomoku::Rule::Renju)
    std::cout << "note: the file's rule is " << gomoku::ruleName(record.rule)
              << "; these points are forbidden only under renju\n";
  return kExitOk;
}

}  // namespace

void addForbiddenCommand(CLI::App& app, int& exitCode) {
  auto options = std::make_shared<ForbiddenOptions>();
  CLI::App* cmd = app.add_subcommand(
      "forbidden",
      "List every empty point where black may not play under renju (overline, double-four, double-three), in the\n"
      "position after the file's moves, whoever is to move. A point that makes exactly five is never listed.\n"
      "Example: boardlab-cli forbidden examples/gomoku/renju-overline.board --json");
  cmd->add_option("FILE", options->file,
                  "the board file, PSQ, SGF or move string (see docs/board-files.md), or a gomoku share link")
      ->required();
  cmd->add_flag("--top-origin", options->topOrigin, "move strings count rows from the top (default: from the bottom)");
  cmd->add_flag("--json", options->json,
                "print JSON: {\"forbidden\": [{\"at\": \"h8\", \"kind\": \"double-three\"}, ...]}");
  cmd->callback([options, &exitCode] { exitCode = runForbidden(*options); });
}

}  // namespace boardlab::cli
