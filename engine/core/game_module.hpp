#pragma once
// Games as modules: what the command line, the counterexample finder and the workbench ask of a game
// without knowing which one it is. Each game describes itself once (engine/gomoku/module.cpp,
// engine/link/module.cpp) and is registered once (engine/builtin_games.cpp for the built-in games; a
// test's own game calls registerGame itself). Code that serves every game loops over games() instead of
// `if (game == "gomoku") ... if (game == "link")`.

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/quiz.hpp"
#include "engine/core/scene.hpp"
#include "engine/core/share_link.hpp"
#include "engine/core/trace.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab {

// One algorithm of a game, as a menu or --help lists it.
struct AlgorithmName {
  std::string name;           // what --algo takes: "scan", "corners:objc"
  std::string title;          // one line for a menu (English; tr() it for the screen)
  std::string correctedPeer;  // the corrected algorithm an as-published one is compared with ("" for none)
};

// A scene's algorithm run traced on its board: what the CLI's `trace` prints for a game that registers no
// trace of its own (GameModule::traceScene).
struct SceneTrace {
  Trace trace;
  std::vector<std::string> listing;  // the lines the steps point into (Step::codeLine, 1-based)
  std::string summary;               // one line: the board and the verdict
  CellName cellName;                 // how this board's cells are named ("h8" needs the board's rows)
};

// A game, as code that serves every game sees it.
struct GameModule {
  std::string_view name;  // "gomoku": its board files' `game` line, the CLI's word for it
  // Does `text` belong to this game in a format without a `game` line (gomoku: PSQ, SGF, move strings)?
  // Board files name their game themselves. nullptr: the game reads only board files.
  bool (*ownsOtherFormat)(std::string_view text, const std::string& fileName) = nullptr;
  // Its algorithms in menu order. A small function the algorithm registry fills in.
  std::vector<AlgorithmName> (*algorithms)() = nullptr;
  // Its Chinese catalogues (narrations, listings, titles), added to i18n when it registers.
  std::vector<std::span<const i18n::Entry>> (*chinese)() = nullptr;
  // Random inputs for the counterexample finder: board sides from smallest to largest (default largest),
  // and what one input is called ("games"; English, tr() it for the screen).
  int smallestSide = 0, largestSide = 0, defaultLargestSide = 0;
  std::string_view randomInputs;
  // Share links (share_link.hpp): the board of a board file's text as the link's board fields, and the
  // board-file text of such fields (throwing ShareLinkError naming the field). nullptr: no share links.
  std::vector<ShareField> (*shareFields)(std::string_view boardText) = nullptr;
  std::string (*boardOfShare)(const std::vector<ShareField>& fields) = nullptr;
  // The scene's fields of a link (move, point, from, to) checked against its board (the board-file text
  // boardOfShare gave): a field the game has no use for, or a move, point or tile not on this board, is a
  // ShareLinkError naming it, so that no later reader refuses an option the user never typed.
  void (*checkShareScene)(std::string_view boardText, const std::vector<ShareField>& sceneFields) = nullptr;
  // Whether `name` is one of the game's own algorithms, including any the menus do not list (gomoku's
  // forbidden-point check). nullptr: those of algorithms().
  bool (*isBuiltInAlgorithm)(std::string_view name) = nullptr;
  // The game's own scene parameters (scene.hpp), in the order links and lessons write them.
  std::vector<SceneKey> sceneKeys{};
  // The rules its boards may be played under, by name (gomoku: freestyle, standard, renju, caro): what
  // `diff --random` and `grade` take as --rule. nullptr: its boards follow no rule.
  std::vector<std::string> (*ruleNames)() = nullptr;
  // The scene's algorithm traced on its board (scene.boardText, read as scene.boardFile) with its parameters:
  // throws BoardFileError for a bad board and std::invalid_argument for an unknown algorithm or parameter.
  // The CLI's `trace` uses it for a game whose commands register no trace (app/cli/game_commands.hpp).
  SceneTrace (*traceScene)(const Scene& scene) = nullptr;
  // The questions predict mode and `boardlab-cli quiz` ask on one of its traces (quiz.hpp), in step order:
  // a trace recorded in English, whose watched words ("win", "linked") the makers read. nullptr: none.
  std::vector<Question> (*questions)(const SceneTrace& run) = nullptr;
};

// Registers a game (its catalogues too). A second registration of the same name is ignored.
void registerGame(const GameModule& game);
// Removes a game registered by registerGame: tests that register a game of their own for their own run.
void unregisterGame(std::string_view name);
// Every registered game, in registration order (built-ins: gomoku, link).
std::span<const GameModule* const> games();
// The game of that name; nullptr when none is registered.
const GameModule* findGame(std::string_view name);
// The registered games' names joined: gameNames(" or ") == "gomoku or link".
std::string gameNames(std::string_view separator, std::string_view prefix = "");

// Every registered game's rule names, in the games' order (GameModule::ruleNames).
std::vector<std::string> ruleNames();
// The names of `game`'s algorithms, in its menu order (what --algo takes).
std::vector<std::string> algorithmNames(const GameModule& game);
// Whether `name` is one of `game`'s own algorithms (its isBuiltInAlgorithm, else its algorithms()).
bool isBuiltInAlgorithm(const GameModule& game, std::string_view name);
// The `game` value of a board file of any game; throws BoardFileError when there is no `game` line.
std::string boardFileGame(std::string_view text, const std::string& fileName);

// Which game a file's text belongs to: a game that reads its format, else the board file's `game` line.
struct GameOfText {
  const GameModule* game = nullptr;  // nullptr when `name` is no registered game
  std::string name;                  // the game's name, or the unknown `game` value
};
// Throws BoardFileError when a board file has no `game` line (or is no text).
GameOfText gameOfText(std::string_view text, const std::string& fileName);

}  // namespace boardlab
