// The list of the workbench's games: adding a game's view is one line here (docs/architecture.md).

#include "app/workbench/games/game_views.hpp"

#include <algorithm>

#include "app/workbench/games/gomoku/gomoku_settings.hpp"
#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/games/link/link_view.hpp"

namespace boardlab::ui {

namespace {

std::vector<GameViewEntry> builtInViews() {
  return {
      {"gomoku", 10,
       [](ViewHost& host, ProgramsPanel& programs) { return std::make_unique<GomokuView>(host, programs); },
       gomokuSettingKeys, gomokuViewChinese},
      {"link", 20, [](ViewHost& host, ProgramsPanel& programs) { return std::make_unique<LinkView>(host, programs); },
       nullptr, linkViewChinese},
  };
}

// A game's catalogue comes after the shell's and the programs' (views/ui_text.hpp), in the games' order.
void listCatalogue(const GameViewEntry& entry) {
  if (entry.chinese) addUiCatalogueSource(100 + entry.order, entry.chinese);
}

std::vector<GameViewEntry>& registry() {
  static std::vector<GameViewEntry> entries = builtInViews();
  return entries;
}

// The built-in views' catalogues are listed before main() runs, so the first fonts hold their glyphs (a
// static initialiser is safe here: the shell calls registeredGameViews(), so this file is always linked).
const bool kGameCataloguesListed = [] {
  for (const GameViewEntry& entry : registry()) listCatalogue(entry);
  return true;
}();

// Every registered game's settings lines, in the games' order: made again when a game comes or goes.
std::vector<ViewSettingKey>& settingKeys() {
  static std::vector<ViewSettingKey> keys;
  return keys;
}

void collectSettingKeys() {
  std::vector<ViewSettingKey>& keys = settingKeys();
  keys.clear();
  for (const GameViewEntry& entry : registeredGameViews())
    if (entry.settingKeys) keys.insert(keys.end(), entry.settingKeys().begin(), entry.settingKeys().end());
}

}  // namespace

void registerGameView(GameViewEntry entry) {
  unregisterGameView(entry.name);
  listCatalogue(entry);
  if (entry.chinese) i18n::addCatalogue(entry.chinese());
  registry().push_back(std::move(entry));
  collectSettingKeys();
}

void unregisterGameView(const std::string& name) {
  std::erase_if(registry(), [&](const GameViewEntry& e) { return e.name == name; });
  collectSettingKeys();
}

std::span<const ViewSettingKey> viewSettingKeys() {
  static const bool collected = (collectSettingKeys(), true);
  (void)collected;
  return settingKeys();
}

std::vector<GameViewEntry> registeredGameViews() {
  std::vector<GameViewEntry> entries = registry();
  std::stable_sort(entries.begin(), entries.end(),
                   [](const GameViewEntry& a, const GameViewEntry& b) { return a.order < b.order; });
  return entries;
}

}  // namespace boardlab::ui
