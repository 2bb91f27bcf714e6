#pragma once
// The workbench's own settings (a plain struct, as in Box2D's testbed) and where they live: the XDG
// config folder, never the current directory.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace boardlab::ui {

struct Settings {
  float uiScale = 0.0f;          // 0 = follow the monitor's content scale; else 1.0 = 100%
  bool showCoordinates = true;   // renju labels along the board edges
  bool showMoveNumbers = false;  // the move number on every stone
  int boardCols = 15;            // size of a new game
  int boardRows = 15;
  std::vector<std::string> recentFiles;  // most recent first, at most kMaxRecentFiles
  static constexpr std::size_t kMaxRecentFiles = 8;

  // Puts `path` first in the recent files, dropping an older copy and the oldest beyond the limit.
  void rememberFile(const std::string& path);
};

// $XDG_CONFIG_HOME/boardlab, or ~/.config/boardlab; created on demand by saveSettings.
std::filesystem::path configDir();

// Reads settings.ini; a missing file gives the defaults silently, a damaged one gives the defaults
// plus a notice naming the line (the start never stops on it).
Settings loadSettings(const std::filesystem::path& file, std::string& notice);
// The same from the file's text; `fileName` only names the file in the notice.
Settings parseSettings(std::string_view text, const std::string& fileName, std::string& notice);
// The text saveSettings writes; parseSettings gives the same settings back.
std::string settingsText(const Settings& settings);
// Writes settings.ini; false (and a reason in `error`) when the folder cannot be written.
bool saveSettings(const std::filesystem::path& file, const Settings& settings, std::string& error);

}  // namespace boardlab::ui
