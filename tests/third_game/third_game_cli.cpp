// boardlab-cli with the tests' tic-tac-toe: the CLI's own objects (app/CMakeLists.txt) and this one line,
// which is all a game needs to get `trace`, `convert --to board|share` and share links from the CLI
// (docs/architecture.md, "Adding a game"). tests/cli/third_game_cli_test.cpp runs it.
#include "tests/third_game/tictactoe.hpp"

static const bool kTicTacToe = (boardlab::registerGame(boardlab::tictactoe::gameModule()), true);
