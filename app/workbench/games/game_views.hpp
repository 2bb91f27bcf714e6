#pragma once
// The games the workbench shows: one explicit list of the built-in views (game_views.cpp, as the engine's
// builtin_games.cpp lists its games), plus any a test registers for its own workbenches. The shell makes one
// view of each entry and knows them only as GameView; this header names no game.

#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "app/workbench/views/game_view.hpp"
#include "app/workbench/views/view_settings.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::ui {

class ProgramsPanel;  // programs/programs_panel.hpp

// A registered game's part of the workbench: its view, made once per workbench with the host and the user's
// programs (shared by every game: their list, the analysis that asks them off the UI thread, the Code
// panel's source view), its lines in settings.ini (views/view_settings.hpp; none by default) and its
// view's Chinese. `order`
// sorts File > New and the question which game a board text is (the first registered game, gomoku, reads
// what no game claims).
struct GameViewEntry {
  std::string name;
  int order = 0;
  std::function<std::unique_ptr<GameView>(ViewHost&, ProgramsPanel&)> make;
  std::span<const ViewSettingKey> (*settingKeys)() = nullptr;
  std::span<const i18n::Entry> (*chinese)() = nullptr;  // its view's Chinese catalogue (views/ui_text.hpp)
};
// The built-in games and those registered since, in their order.
std::vector<GameViewEntry> registeredGameViews();
// Adds a game for every workbench made from now on (an entry of the same name replaces the earlier one).
void registerGameView(GameViewEntry entry);
// Removes a game registered by registerGameView (a built-in one too, for the test that shows without it).
void unregisterGameView(const std::string& name);

}  // namespace boardlab::ui
