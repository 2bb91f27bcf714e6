#include "engine/diff/game_search.hpp"

#include <stdexcept>

#include "engine/link/algorithms.hpp"

namespace boardlab::diff {

namespace {

std::unique_ptr<Search> gomokuSearch(const RandomSearchRequest& r) {
  GomokuSearchOptions o;
  o.algoA = r.algoA;
  o.algoB = r.algoB;
  o.seed = r.seed;
  o.maxTries = r.maxTries;
  if (r.maxSize > 0) o.maxSize = r.maxSize;
  return std::make_unique<GomokuSearch>(o);
}

link::Algo linkAlgo(const std::string& name) {
  const auto a = link::parseAlgo(name);
  if (!a) throw std::invalid_argument("unknown link algorithm '" + name + "'");
  return *a;
}

std::unique_ptr<Search> linkSearch(const RandomSearchRequest& r) {
  LinkSearchOptions o;
  o.algoA = linkAlgo(r.algoA);
  o.algoB = linkAlgo(r.algoB);
  o.seed = r.seed;
  o.maxTries = r.maxTries;
  if (r.maxSize > 0) o.maxSize = r.maxSize;
  return std::make_unique<LinkSearch>(o);
}

struct GameSearch {
  std::string_view game;
  std::unique_ptr<Search> (*make)(const RandomSearchRequest&);
};

constexpr GameSearch kSearches[] = {{"gomoku", gomokuSearch}, {"link", linkSearch}};

}  // namespace

std::unique_ptr<Search> makeRandomSearch(std::string_view game, const RandomSearchRequest& request) {
  for (const GameSearch& s : kSearches)
    if (s.game == game) return s.make(request);
  return nullptr;
}

}  // namespace boardlab::diff
