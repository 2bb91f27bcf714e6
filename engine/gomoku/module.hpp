#pragma once
// The gomoku game as a module (engine/core/game_module.hpp): registered by engine/builtin_games.cpp.

#include "engine/core/game_module.hpp"

namespace boardlab::gomoku {

// Gomoku's module: board files `game gomoku`, and PSQ, SGF and move strings (which have no `game` line).
const GameModule& gameModule();

}  // namespace boardlab::gomoku
