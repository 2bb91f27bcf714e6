#pragma once
// The board the workbench opens on when no file is given: a game in progress, so a newcomer sees stones,
// the last-move mark and whose turn it is.

#include "engine/gomoku/game.hpp"

namespace boardlab::ui {

gomoku::Game builtInExample();

}  // namespace boardlab::ui
