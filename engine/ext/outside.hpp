#pragma once
// Outside programs as algorithms: one call starts a program and registers it with the game's
// algorithm registry (gomoku/algorithms.hpp, link/algorithms.hpp) under its name, usually
// "ext:" plus its command, so everything that takes an algorithm name runs it.
//
//   std::string error;
//   auto p = ext::addOutside("gomoku", "ext:python3 check.py", {}, {}, error);   // nullptr: error
//   gomoku::detect(record, "ext:python3 check.py");                                        // runs it
//   if (p->gaveUp()) say(p->gaveUpMessage());
//
// A failure of the program becomes a fault in its verdict (WinResult::fault, LinkResult::fault) carrying
// the message of program.hpp; a link path that does not hold is a fault naming the first wrong cell.
// How a program is asked as a game's algorithm is that game's part (gomoku/gomoku_outside.cpp,
// link/link_outside.cpp), registered once by engine/builtin_games.cpp; this file names no game.

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/ext/program.hpp"

namespace boardlab::ext {

// A game's part: registers a running program as the algorithm `name` (titled `title`) of the game's
// registry, which holds it weakly (removeOutside drops the last owner), and removes it again.
struct OutsideGame {
  std::string_view game;  // its GameModule's name (engine/core/game_module.hpp)
  void (*add)(const std::string& name, const std::string& title, std::weak_ptr<Program> program);
  void (*remove)(std::string_view name);
};
// Registers a game's part (a second one for the same game is ignored).
void registerOutsideGame(const OutsideGame& game);
// The games whose part is registered (the protocol's games, docs/protocol.md), in registration order.
std::vector<std::string_view> outsideGameNames();

// Starts `name`'s program and registers it. `name` is "ext:COMMAND" (the command split like a shell does)
// unless `command` is given (the workbench names programs itself). nullptr with `error` naming the
// program when the command is malformed, the program cannot be started or no part of `game` is registered.
std::shared_ptr<Program> addOutside(std::string_view game, const std::string& name, const std::string& command,
                                    const std::string& workDir, const Limits& limits, std::string& error);
// The running program registered under `name`, or nullptr.
std::shared_ptr<Program> findOutside(std::string_view name);
// Unregisters `name` and stops its program.
void removeOutside(std::string_view name);
// The message of the first program registered under any of `names` that gave up (failed too often in a
// row), or "": a search with programs stops at once when one did.
std::string gaveUpMessage(const std::vector<std::string>& names);
// Restarts the programs registered under any of `names` (others are left alone): what a search's
// fresh start (diff::Search::setFreshStart) does before it checks that a finding reproduces.
void restartOutside(const std::vector<std::string>& names);

}  // namespace boardlab::ext
