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

// Line `number` (1-based) of `text` as written, blanks and a '\r' trimmed: '#' starts a comment in the
// split lines, but a file path may hold one.
std::string rawLine(std::string_view text, int number) {
  std::size_t start = 0;
  for (int n = 1; n < number; ++n) start = text.find('\n', start) + 1;
  std::string_view line = text.substr(start, text.find('\n', start) - start);
  if (number == 1 && line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
  while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
  return std::string(line);
}

bool parseBool(std::string_view v, bool& out) {
  if (v == "true" || v == "1") return out = true, true;
  if (v == "false" || v == "0") return out = false, true;
  return false;
}

}  // namespace

i18n::Language startLanguage(const Settings& settings) {
  if (settings.language) return *settings.language;
  for (const char* var : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(var);
    if (!value || !*value) continue;
    return std::string_view(value).substr(0, 2) == "zh" ? i18n::Language::Chinese : i18n::Language::English;
  }
  return i18n::Language::English;
}

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
      // Names the line and what the key takes.
      const auto bad = [&](const std::string& takes) {
        throw BoardFileError(fileName, line.number, "'" + line.text + "' is not a valid setting (" + key + " takes " + takes + ")");
      };
      const std::string kScales = "0 (follow the monitor) or 0.5 to 4";
      const std::string kBools = "true or false";
      const std::string kSizes = std::to_string(gomoku::Board::kMinSize) + " to " + std::to_string(gomoku::Board::kMaxSize);
      if (key == "ui_scale") {
        try {
          std::size_t used = 0;
          s.uiScale = std::stof(value, &used);
          if (used != value.size()) bad(kScales);  // "2x" is not 2
        } catch (const std::invalid_argument&) {
          bad(kScales);
        } catch (const std::out_of_range&) {
          bad(kScales);
        }
        if (!(s.uiScale == 0.0f || (s.uiScale >= 0.5f && s.uiScale <= 4.0f))) bad(kScales);
      } else if (key == "show_coordinates") {
        if (!parseBool(value, s.showCoordinates)) bad(kBools);
      } else if (key == "coordinates") {
        const auto style = gomoku::parseCoordinateStyle(value);
        if (!style) bad("renju, piskvork0 or piskvork1");
        s.coordinateStyle = *style;
      } else if (key == "language") {
        s.language = i18n::parseLanguage(value);
        if (!s.language) bad("en or zh-CN");
      } else if (key == "show_move_numbers") {
        if (!parseBool(value, s.showMoveNumbers)) bad(kBools);
      } else if (key == "board_cols" || key == "board_rows") {
        int n = 0;
        if (!parseCount(value, gomoku::Board::kMaxSize, n) || n < gomoku::Board::kMinSize) bad(kSizes);
        (key == "board_cols" ? s.boardCols : s.boardRows) = n;
      } else if (key == "window_x" || key == "window_y" || key == "window_width" || key == "window_height") {
        const bool size = key == "window_width" || key == "window_height";
        int n = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (ec != std::errc() || end != value.data() + value.size() || n < (size ? 0 : -32768) || n > 32768)
          bad(size ? "0 to 32768" : "-32768 to 32768");
        (key == "window_x" ? s.windowX : key == "window_y" ? s.windowY : key == "window_width" ? s.windowWidth : s.windowHeight) = n;
      } else if (key == "recent") {
        if (value.empty()) bad("a file path");
        const std::string path = rawLine(text, line.number).substr(eq + 1);
        if (s.recentFiles.size() < Settings::kMaxRecentFiles) s.recentFiles.push_back(path);
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
    text = readTextFile(file, Settings::kMaxFileBytes);
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
      << "coordinates=" << gomoku::coordinateStyleName(s.coordinateStyle) << "\n"
      << "show_move_numbers=" << (s.showMoveNumbers ? "true" : "false") << "\n"
      << "board_cols=" << s.boardCols << "\n"
      << "board_rows=" << s.boardRows << "\n";
  if (s.language) out << "language=" << i18n::languageCode(*s.language) << "\n";
  if (s.windowWidth > 0 && s.windowHeight > 0)
    out << "window_x=" << s.windowX << "\nwindow_y=" << s.windowY << "\nwindow_width=" << s.windowWidth << "\nwindow_height=" << s.windowHeight << "\n";
  for (const std::string& f : s.recentFiles) out << "recent=" << f << "\n";
  return out.str();
}

bool saveSettings(const std::filesystem::path& file, const Settings& s, std::string& error) {
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  return writeFileAtomically(file, settingsText(s), error);
}

}  // namespace boardlab::ui
