// The built-in games' registration, compiled into every program that links boardlab_engine.
//
// Why an INTERFACE source and not a registration object inside each game's static library: the linker
// takes an object out of a static library only when something already linked needs one of its symbols,
// and nothing names a self-registering object, so it would be silently dropped (the game would vanish
// from the CLI, and its Chinese from every lookup, with no error). CMake adds this file to the sources of
// each target that links boardlab_engine (engine/CMakeLists.txt); an object given to the linker directly
// is always kept, and the calls below then pull each game's objects out of its library by name. One file
// also keeps the games in one fixed order (the order the CLI lists and sniffs them in), which static
// initialisers spread over several files would not. Adding a game adds its lines here.
#include "engine/diff/gomoku/gomoku_diff.hpp"
#include "engine/diff/link/link_diff.hpp"
#include "engine/ext/gomoku/gomoku_outside.hpp"
#include "engine/ext/link/link_outside.hpp"
#include "engine/gomoku/module.hpp"
#include "engine/grade/gomoku/gomoku_grade.hpp"
#include "engine/grade/link/link_grade.hpp"
#include "engine/link/module.hpp"

namespace {

const bool kBuiltInGamesRegistered = [] {
  boardlab::registerGame(boardlab::gomoku::gameModule());
  boardlab::registerGame(boardlab::link::gameModule());
  // How each game asks a user's program (engine/ext): the same list, one level up.
  boardlab::ext::registerOutsideGame(boardlab::ext::gomokuOutside());
  boardlab::ext::registerOutsideGame(boardlab::ext::linkOutside());
  // Each game's random counterexample search (engine/diff), for the finder and `diff --random`.
  boardlab::diff::registerGameSearch(boardlab::diff::gomokuSearchMaker());
  boardlab::diff::registerGameSearch(boardlab::diff::linkSearchMaker());
  // Each game's part of grading a class (engine/grade), for `grade` and the workbench's Grade a class.
  boardlab::grade::registerGameGrading(boardlab::grade::gomokuGrading());
  boardlab::grade::registerGameGrading(boardlab::grade::linkGrading());
  return true;
}();

}  // namespace
