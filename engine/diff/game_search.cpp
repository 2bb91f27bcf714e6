#include "engine/diff/game_search.hpp"

#include <stdexcept>

#include "engine/link/algorithms.hpp"

namespace boardlab::diff {

namespace {

link::Algo linkAlgo(const std::string& name) {
  const auto a = link::parseAlgo(name);
  if (!a) throw std::invalid_argument("unknown link algorithm '" + name + "'");
  return *a;
}

struct GameSearch {
  std::string_view game;
  std::unique_ptr<Search> (*make)(const RandomSearchRequest&);
};

constexpr GameSearch kSearches[] = {
    {"gomoku", [](const RandomSearchRequest& r) -> std::unique_ptr<Search> { return makeGomokuSearch(r); }},
    {"link", [](const RandomSearchRequest& r) -> std::unique_ptr<Search> { return makeLinkSearch(r); }}};

}  // namespace

std::unique_ptr<GomokuSearch> makeGomokuSearch(const RandomSearchRequest& r) {
  GomokuSearchOptions o;
  o.algoA = r.algoA;
  o.algoB = r.algoB;
  o.seed = r.seed;
  o.maxTries = r.maxTries;
  if (r.maxSize > 0) o.maxSize = r.maxSize;
  return std::make_unique<GomokuSearch>(o);
}

std::unique_ptr<LinkSearch> makeLinkSearch(const RandomSearchRequest& r) {
  LinkSearchOptions o;
  o.algoA = linkAlgo(r.algoA);
  o.algoB = linkAlgo(r.algoB);
  o.seed = r.seed;
  o.maxTries = r.maxTries;
  if (r.maxSize > 0) o.maxSize = r.maxSize;
  return std::make_unique<LinkSearch>(o);
}

std::unique_ptr<Search> makeRandomSearch(std::string_view game, const RandomSearchRequest& request) {
  for (const GameSearch& s : kSearches)
    if (s.game == game) return s.make(request);
  return nullptr;
}

}  // namespace boardlab::diff
