#include "engine/diff/game_search.hpp"

#include <algorithm>

namespace boardlab::diff {

namespace {

std::vector<GameSearchMaker>& makers() {
  static std::vector<GameSearchMaker> all;
  return all;
}

}  // namespace

void registerGameSearch(const GameSearchMaker& maker) {
  if (std::none_of(makers().begin(), makers().end(), [&](const GameSearchMaker& m) { return m.game == maker.game; }))
    makers().push_back(maker);
}

std::unique_ptr<Search> makeRandomSearch(std::string_view game, const RandomSearchRequest& request) {
  for (const GameSearchMaker& m : makers())
    if (m.game == game) return m.make(request);
  return nullptr;
}

}  // namespace boardlab::diff
