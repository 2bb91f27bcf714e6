#pragma once
// Settings a game's view keeps in settings.ini beside the shell's own (gomoku's coordinate style and the size
// of a new board): the shell reads, checks, merges and writes them by key and knows nothing of what they mean;
// the game's view gives them their type.

#include <span>
#include <string_view>

namespace boardlab::ui {

struct ViewSettingKey {
  std::string_view key;           // "coordinates", as the line in settings.ini starts
  std::string_view defaultValue;  // what a file without the line means
  std::string_view takes;         // what a refused line is told the key takes: "renju, piskvork0 or piskvork1"
  bool (*valid)(std::string_view value);
};

// Every game's view settings, in the order they are written: the list in games/game_settings.cpp.
std::span<const ViewSettingKey> viewSettingKeys();

}  // namespace boardlab::ui
