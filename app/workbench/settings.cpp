#include "app/workbench/settings.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <sstream>

#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/gomoku/board.hpp"

namespace boardlab::ui {

std::filesystem::path configDir() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) return std::filesystem::path(xdg) / "boardlab";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".config" / "boardlab";
  return std::filesystem::temp_directory_path() / "boardlab-config";
}

namespace {

bool parseBool(std::string_view v, bool& out) {
  if (v == "true" || v == "1") return out = true, true;
  if (v == "false" || v == "0") return out = false, true;
  return false;
}

}  // namespace

void Settings::rememberFile(const std::string& path) {
  recentFiles.erase(std::remove(recentFiles.begin(), recentFiles.end(), path), recentFiles.end());
  recentFiles.insert(recentFiles.begin(), path);
  if (recentFiles.size() > kMaxRecentFiles) recentFiles.resize(kMaxRecentFiles);
}

Settings parseSettings(std::string_view text, const std::string& fileName, std::string& notice) {
  Settings s;
  try {
    for (const TextLine& line : splitBoardLines(text, fileName)) {
      const std::size_t eq = line.text.find('=');
      const std::string key = line.text.substr(0, eq == std::string::npos ? line.text.size() : eq);
      const std::string value = eq == std::string::npos ? "" : line.text.substr(eq + 1);
      const auto bad = [&] {
        throw BoardFileError(fileName, line.number, "'" + line.text + "' is not a valid setting");
      };
      if (key == "ui_scale") {
        try {
          s.uiScale = std::stof(value);
        } catch (const std::exception&) {
          bad();
        }
        if (!(s.uiScale == 0.0f || (s.uiScale >= 0.5f && s.uiScale <= 4.0f))) bad();
      } else if (key == "show_coordinates") {
        if (!parseBool(value, s.showCoordinates)) bad();
      } else if (key == "show_move_numbers") {
        if (!parseBool(value, s.showMoveNumbers)) bad();
      } else if (key == "board_cols" || key == "board_rows") {
        int n = 0;
        if (!parseCount(value, gomoku::Board::kMaxSize, n) || n < gomoku::Board::kMinSize) bad();
        (key == "board_cols" ? s.boardCols : s.boardRows) = n;
      } else if (key == "recent") {
        if (value.empty()) bad();
        if (s.recentFiles.size() < Settings::kMaxRecentFiles) s.recentFiles.push_back(value);
      }
      // Unknown keys are skipped: a newer BoardLab may have written them.
    }
  } catch (const BoardFileError& e) {
    notice = std::string("Settings reset to defaults: ") + e.what();
    return Settings{};
  }
  return s;
}

Settings loadSettings(const std::filesystem::path& file, std::string& notice) {
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return Settings{};
  std::string text;
  try {
    text = readTextFile(file, 64 * 1024);
  } catch (const BoardFileError& e) {
    notice = std::string("Settings reset to defaults: ") + e.what();
    return Settings{};
  }
  return parseSettings(text, file.string(), notice);
}

std::string settingsText(const Settings& s) {
  // The shortest text that reads back as the same float: a stream's default 6 digits would turn a
  // hand-written 1.2555555 into 1.25556, another scale.
  char scale[32];
  const char* scaleEnd = std::to_chars(scale, scale + sizeof scale, s.uiScale).ptr;
  std::ostringstream out;
  out << "# BoardLab settings (written by the workbench)\n"
      << "ui_scale=" << std::string_view(scale, static_cast<std::size_t>(scaleEnd - scale)) << "\n"
      << "show_coordinates=" << (s.showCoordinates ? "true" : "false") << "\n"
      << "show_move_numbers=" << (s.showMoveNumbers ? "true" : "false") << "\n"
      << "board_cols=" << s.boardCols << "\n"
      << "board_rows=" << s.boardRows << "\n";
  for (const std::string& f : s.recentFiles) out << "recent=" << f << "\n";
  return out.str();
}

bool saveSettings(const std::filesystem::path& file, const Settings& s, std::string& error) {
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  return writeFileAtomically(file, settingsText(s), error);
}

}  // namespace boardlab::ui
