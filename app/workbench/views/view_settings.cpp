#include "app/workbench/views/view_settings.hpp"

namespace boardlab::ui {

const ViewSettingKey* viewSettingKey(std::string_view key) {
  for (const ViewSettingKey& game : viewSettingKeys())
    if (game.key == key) return &game;
  return nullptr;
}

std::string ViewSettings::viewValue(std::string_view key) const {
  if (const auto it = viewValues.find(key); it != viewValues.end()) return it->second;
  const ViewSettingKey* game = viewSettingKey(key);
  return game ? std::string(game->defaultValue) : std::string();
}

}  // namespace boardlab::ui
