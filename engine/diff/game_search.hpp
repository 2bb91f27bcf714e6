#pragma once
// Each game's random counterexample search: by its game module's name (engine/core/game_module.hpp), for
// code that serves every game, or typed, for a game's own view (the workbench's finder asks the view:
// GameView::makeFinderSearch). The searches themselves are diff.hpp's GomokuSearch and LinkSearch; a game
// with a search adds its typed maker here and one line to game_search.cpp.

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "engine/diff/diff.hpp"

namespace boardlab::diff {

// What the finder asks of any game's search.
struct RandomSearchRequest {
  std::string algoA, algoB;  // algorithm names, as the game module lists them
  std::uint64_t seed = 1;
  int maxTries = 2000;
  int maxSize = 0;  // the largest board side; 0: the game's default
};

// A new search of `game`'s random inputs (not started); nullptr when the game has none. Throws
// std::invalid_argument for an unknown algorithm or bad options, as the searches do.
std::unique_ptr<Search> makeRandomSearch(std::string_view game, const RandomSearchRequest& request);
// The same, typed, for code that knows its game and reads the search's own results (a game's view).
std::unique_ptr<GomokuSearch> makeGomokuSearch(const RandomSearchRequest& request);
std::unique_ptr<LinkSearch> makeLinkSearch(const RandomSearchRequest& request);

}  // namespace boardlab::diff
