#pragma once
// Each game's random counterexample search, by its game module's name (engine/core/game_module.hpp), for
// code that serves every game. A game's search registers its maker here (engine/builtin_games.cpp lists
// them); a game's own view uses the typed maker in its folder (engine/diff/gomoku/gomoku_diff.hpp, ...) to
// read the search's own results (GameView::makeFinderSearch).

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/diff/search.hpp"

namespace boardlab::diff {

// What the finder asks of any game's search.
struct RandomSearchRequest {
  std::string algoA, algoB;  // algorithm names, as the game module lists them
  std::uint64_t seed = 1;
  int maxTries = 2000;
  int maxSize = 0;  // the largest board side; 0: the game's default
};

// One game's search, as the finder's list holds it.
struct GameSearchMaker {
  std::string_view game;  // its GameModule's name
  std::unique_ptr<Search> (*make)(const RandomSearchRequest&) = nullptr;
};
// Adds a game's search (a second one for the same game is ignored).
void registerGameSearch(const GameSearchMaker& maker);

// A new search of `game`'s random inputs (not started); nullptr when the game has none. Throws
// std::invalid_argument for an unknown algorithm or bad options, as the searches do.
std::unique_ptr<Search> makeRandomSearch(std::string_view game, const RandomSearchRequest& request);

}  // namespace boardlab::diff
