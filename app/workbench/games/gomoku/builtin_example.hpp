#pragma once
// The board the workbench opens on when no file is given: a game in progress, so a newcomer sees stones,
// the last-move mark and whose turn it is.

#include "engine/gomoku/game.hpp"

namespace boardlab::ui {

class GomokuView;

gomoku::Game builtInExample();

// The first screen when nothing is asked for: the built-in example with `scan` analysing the last move,
// opened mid-trace (walking a diagonal), so a newcomer sees an algorithm at work, with its code and watch.
void openFirstScreen(GomokuView& view);

}  // namespace boardlab::ui
