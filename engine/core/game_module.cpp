#include "engine/core/game_module.hpp"

#include <mutex>
#include <vector>

#include "engine/core/board_text.hpp"

namespace boardlab {

namespace {

// Registration happens before main (engine/builtin_games.cpp) or in a test's setup; lookups come later,
// from any thread, so the list is guarded.
struct Registry {
  std::mutex mutex;
  std::vector<const GameModule*> games;
};

Registry& registry() {
  static Registry r;
  return r;
}

}  // namespace

void registerGame(const GameModule& game) {
  {
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    for (const GameModule* g : r.games)
      if (g->name == game.name) return;
    r.games.push_back(&game);
  }
  if (game.chinese)
    for (auto catalogue : game.chinese()) i18n::addCatalogue(catalogue);
}

void unregisterGame(std::string_view name) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  std::erase_if(r.games, [&](const GameModule* g) { return g->name == name; });
}

std::span<const GameModule* const> games() {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  return r.games;
}

const GameModule* findGame(std::string_view name) {
  for (const GameModule* g : games())
    if (g->name == name) return g;
  return nullptr;
}

std::string gameNames(std::string_view separator, std::string_view prefix) {
  std::string joined;
  for (const GameModule* g : games()) {
    if (!joined.empty()) joined += separator;
    joined += prefix;
    joined += g->name;
  }
  return joined;
}

std::string boardFileGame(std::string_view text, const std::string& fileName) {
  for (const TextLine& line : splitBoardLines(text, fileName)) {
    const auto words = splitWords(line.text);
    if (words[0] == "game") {
      if (words.size() != 2) throw BoardFileError(fileName, line.number, "'game' takes exactly one value");
      return std::string(words[1]);
    }
  }
  throw BoardFileError(fileName, 0, "missing 'game' line (" + gameNames(" or ", "game ") + ")");
}

GameOfText gameOfText(std::string_view text, const std::string& fileName) {
  for (const GameModule* g : games())
    if (g->ownsOtherFormat && g->ownsOtherFormat(text, fileName)) return {g, std::string(g->name)};
  std::string name = boardFileGame(text, fileName);
  return {findGame(name), std::move(name)};
}

std::vector<std::string> algorithmNames(const GameModule& game) {
  std::vector<std::string> names;
  for (const AlgorithmName& a : game.algorithms()) names.push_back(a.name);
  return names;
}

std::vector<std::string> ruleNames() {
  std::vector<std::string> all;
  for (const GameModule* game : games())
    if (game->ruleNames)
      for (std::string& rule : game->ruleNames()) all.push_back(std::move(rule));
  return all;
}

}  // namespace boardlab
