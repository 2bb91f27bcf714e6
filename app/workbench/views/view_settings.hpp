#pragma once
// Settings a game's view keeps in settings.ini beside the shell's own (gomoku's coordinate style and the size
// of a new board): the shell reads, checks, merges and writes them by key and knows nothing of what they mean;
// the game's view gives them their type.

#include <functional>
#include <map>
#include <span>
#include <string>
#include <string_view>

namespace boardlab::ui {

// What of the user's settings a game's view reads and changes: the View menu's board labels and move
// numbers, and the games' own values by key. The shell's Settings (shell/settings.hpp) holds them with the
// rest and hands a view only these (ViewHost::userSettings).
struct ViewSettings {
  bool showCoordinates = true;   // labels along the board edges
  bool showMoveNumbers = false;  // the move number on every stone
  // The games' own settings by key (gomoku's coordinate style, the size of a new game), as their lines hold
  // them; a key not here has its default.
  std::map<std::string, std::string, std::less<>> viewValues;

  // A game's setting: its value here, else its default; "" for a key no game has.
  std::string viewValue(std::string_view key) const;
};

struct ViewSettingKey {
  std::string_view key;           // "coordinates", as the line in settings.ini starts
  std::string_view defaultValue;  // what a file without the line means
  std::string_view takes;         // what a refused line is told the key takes: "renju, piskvork0 or piskvork1"
  bool (*valid)(std::string_view value);
};

// Every registered game's view settings, in the games' order, as they are written (games/game_views.cpp
// collects them from the games' entries).
std::span<const ViewSettingKey> viewSettingKeys();
// The key of that name; nullptr for none.
const ViewSettingKey* viewSettingKey(std::string_view key);

}  // namespace boardlab::ui
