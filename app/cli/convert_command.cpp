// boardlab-cli convert FILE --to board|psq|sgf|moves|share [--top-origin] [scene options]: reads a game's
// file (a gomoku game in any format, a link board) or a share link, and hands it to the conversion its game
// registered (gomoku_convert.cpp, link_convert.cpp), which prints it in another form on stdout; what the
// reader assumed and what the writer could not keep are printed as notes on stderr. `--to share` prints the
// scene's share link (docs/share-links.md), written here for every game.

#include <CLI/CLI.hpp>

#include <algorithm>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/cli/commands.hpp"
#include "app/cli/convert_command.hpp"
#include "app/cli/game_commands.hpp"
#include "app/cli/share_argument.hpp"
#include "app/common/validators.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/game_module.hpp"

namespace boardlab::cli {

namespace {

// The scene of --to share: the link's own (when FILE is one), then what the options say.
bool sceneFor(const ConvertRequest& o, const std::optional<SharedLink>& fromLink, SharedLink& shared) {
  const std::string game = shared.scene.game;
  if (fromLink) shared = *fromLink;
  Scene& scene = shared.scene;
  scene.game = game;
  if (!o.algo.empty()) {
    const GameModule* module = findGame(scene.game);
    if (!module || !isBuiltInAlgorithm(*module, o.algo)) {
      std::cerr << "error: --algo " << o.algo << " is no built-in " << scene.game
                << " algorithm: a share link never names a program\n";
      return false;
    }
    scene.algo = o.algo;
  }
  if (o.move >= 0) scene.set("move", o.move > 0 ? std::to_string(o.move) : "");
  if (o.step >= 0) scene.step = o.step;
  if (!o.point.empty()) scene.set("point", o.point);
  if (!o.pair.empty()) {
    const std::size_t dash = o.pair.find('-');
    if (dash == std::string::npos) {
      std::cerr << "error: --pair wants C,R-C,R (the two tiles), not '" << o.pair << "'\n";
      return false;
    }
    scene.set("from", o.pair.substr(0, dash));
    scene.set("to", o.pair.substr(dash + 1));
  }
  if (!o.lesson.empty()) shared.lesson = o.lesson;
  shared.presenter = shared.presenter || o.present;
  return true;
}

// A link is written only if it opens: read back, it passes every check a reader makes (a move among the
// game's, tiles on the board, a lesson of this game that this BoardLab ships), so `convert` never writes a
// link that is refused later with a message about an option.
void checkedAsRead(const std::string& link, const ConvertRequest& o) {
  const SharedLink read = readShareLink(link);
  bool lessonFound = true;
  checkSharedLesson(read, shippedLessonFolder(), lessonFound);
  if (!lessonFound)
    throw std::invalid_argument((o.lesson.empty() ? "share link, field 'lesson': '" : "--lesson '") + read.lesson +
                                "' is no shipped lesson (a file of " + shippedLessonFolder().string() +
                                ", without .lesson)");
}

}  // namespace

void printNotes(const std::vector<std::string>& notes) {
  for (const std::string& n : notes) std::cerr << "note: " << n << '\n';
}

int printShareLink(const ConvertRequest& o, const std::string& game, const std::string& boardText) {
  SharedLink shared;
  shared.scene.game = game;
  if (!sceneFor(o, o.fromLink, shared)) return kExitUsage;
  shared.scene.boardText = boardText;
  std::string link;
  try {
    link = shareLink(shared);
    checkedAsRead(link, o);
  } catch (const std::exception& e) {  // invalid_argument from the writer, ShareLinkError from the reader
    std::cerr << "error: " << e.what() << '\n';
    return kExitUsage;
  }
  std::cout << link << '\n';
  return kExitOk;
}

namespace {

int runConvert(ConvertRequest o) {
  ShareArgument link;  // a share link's board, read as a board file while the command runs
  if (!link.resolve(o.file)) return kExitBadInput;
  GameOfText game;
  try {
    o.text = readTextFile(o.file);
    game = gameOfText(o.text, o.file);
  } catch (const BoardFileError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return kExitBadInput;
  }
  o.fromLink = link.shared();
  if (const GameCommands* commands = commandsFor(game.name); commands && commands->convert) return commands->convert(o);
  // A game with no conversion of its own still has its board file and, with share fields, its links.
  if (game.game && game.game->shareFields && game.game->boardOfShare && (o.to == "share" || o.to == "board")) {
    std::string board;  // read through the game's own reader: a bad board is refused as one
    try {
      board = game.game->boardOfShare(game.game->shareFields(o.text));
    } catch (const BoardFileError& e) {
      std::cerr << "error: " << e.what() << '\n';
      return kExitBadInput;
    }
    if (o.to == "share") return printShareLink(o, game.name, board);
    std::cout << board;
    return kExitOk;
  }
  std::cerr << "error: " << o.file << ": BoardLab converts no " << game.name << " board"
            << (game.game && game.game->shareFields ? " to " + o.to + " (only to board and share)" : "") << "\n";
  return kExitUsage;
}

}  // namespace

void addConvertCommand(CLI::App& app, int& exitCode) {
  auto options = std::make_shared<ConvertRequest>();
  CLI::App* cmd = app.add_subcommand(
      "convert",
      "Convert a gomoku game between BoardLab board files, Piskvork PSQ, SGF (GM[4]) and move strings, a\n"
      "link board to its board file, and either to or from a share link; print it on stdout.\n"
      "Examples:\n"
      "  boardlab-cli convert examples/gomoku/formats/short-game.psq --to sgf\n"
      "  boardlab-cli convert examples/gomoku/scan-objc-edge.board --to share --algo scan:objc --step 5\n"
      "  boardlab-cli convert 'v=1&g=link&size=4x2&border=on&turns=2&tiles=A.BA.B..' --to board");
  cmd->add_option("FILE", options->file,
                  "the game: .board, .psq, .sgf, .txt/.moves (or told apart by content), or a share link")
      ->required();
  cmd->add_option("--to", options->to, "the form to print: board, psq, sgf, moves (gomoku) or share")
      ->required()
      ->check(CLI::IsMember({"board", "psq", "sgf", "moves", "share"}));
  cmd->add_flag("--top-origin", options->topOrigin, "move strings (read or written) count rows from the top");
  cmd->add_option("--algo", options->algo, "--to share: the algorithm analysing the scene (a built-in one)");
  cmd->add_option("--move", options->move, "--to share: gomoku, the move analysed, 1-based (0: the last)")
      ->check(wholeNumberAtLeast(0));
  cmd->add_option("--point", options->point, "--to share: gomoku, with --algo forbidden, the empty point checked");
  cmd->add_option("--pair", options->pair, "--to share: link, the two tiles analysed, as C,R-C,R");
  cmd->add_option("--step", options->step, "--to share: the trace step shown, 1-based")->check(wholeNumberAtLeast(1));
  cmd->add_option("--lesson", options->lesson, "--to share: the shipped lesson whose text goes with it (14-bfs)");
  cmd->add_flag("--present", options->present, "--to share: open in presenter mode");
  cmd->callback([options, &exitCode] { exitCode = runConvert(*options); });
}

}  // namespace boardlab::cli
