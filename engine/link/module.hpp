#pragma once
// The link (lianliankan) game as a module (engine/core/game_module.hpp): registered by
// engine/builtin_games.cpp.

#include "engine/core/game_module.hpp"

namespace boardlab::link {

// Link's module: board files `game link`.
const GameModule& gameModule();

}  // namespace boardlab::link
