// The games' own settings, one list for the shell's settings file: adding a game with settings is one line
// here (docs/architecture.md).

#include <vector>

#include "app/workbench/games/gomoku/gomoku_settings.hpp"
#include "app/workbench/views/view_settings.hpp"

namespace boardlab::ui {

std::span<const ViewSettingKey> viewSettingKeys() {
  static const std::vector<ViewSettingKey> keys = [] {
    std::vector<ViewSettingKey> all;
    for (const std::span<const ViewSettingKey> game : {gomokuSettingKeys()})
      all.insert(all.end(), game.begin(), game.end());
    return all;
  }();
  return keys;
}

}  // namespace boardlab::ui
