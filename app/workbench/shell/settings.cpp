#include "app/workbench/shell/settings.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

#include "app/workbench/views/view_settings.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/board_text.hpp"
#include "engine/core/file_lock.hpp"

namespace boardlab::ui {

bool isShareBase(std::string_view base) {
  return !base.empty() && base.size() <= 1024 &&
         std::none_of(base.begin(), base.end(), [](char c) { return c <= ' ' || c > '~' || c == '#'; });
}

std::filesystem::path configDir() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) return std::filesystem::path(xdg) / "boardlab";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".config" / "boardlab";
  return std::filesystem::temp_directory_path() / "boardlab-config";
}

namespace {

// The shortest text that reads back as the same float: a stream's default 6 digits would turn a
// hand-written 1.2555555 into 1.25556, another scale. Not std::to_chars: the web build's C++ library
// (emscripten's libc++) has no floating-point to_chars. The program never sets a locale: "%g" writes a point.
std::string shortestText(float value) {
  char text[32];
  for (int digits = 1; digits <= 9; ++digits) {  // 9 significant digits hold any float exactly
    std::snprintf(text, sizeof text, "%.*g", digits, static_cast<double>(value));
    if (std::strtof(text, nullptr) == value) break;
  }
  return text;
}

// The lines of `text` as written (ends: LF, CR LF or a lone CR), without a byte-order mark.
std::vector<std::string_view> rawLines(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find_first_of("\r\n", start);
    if (end == std::string_view::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    if (end == text.size()) break;
    start = text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n' ? end + 2 : end + 1;
  }
  return lines;
}

std::string_view trimBlanks(std::string_view line) {
  while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
  while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
  return line;
}

// A path that would not read back from a plain `recent=` line (not UTF-8, control characters, blanks at
// either end) is written as `recent_escaped=` with such bytes and '%' as %XX.
bool needsEscaping(std::string_view path) {
  if (!isValidUtf8(path) || trimBlanks(path) != path) return true;
  for (char c : path)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return true;
  return false;
}

std::string escapePath(std::string_view path) {
  std::string out;
  for (std::size_t i = 0; i < path.size(); ++i) {
    const auto b = static_cast<unsigned char>(path[i]);
    // Keep the UTF-8 sequences that are whole; escape every other byte above ASCII.
    std::size_t n = b >= 0x80 ? 0 : 1;
    if (b >= 0xC2) {
      for (std::size_t len = 2; len <= 4 && n == 0 && i + len <= path.size(); ++len)
        if (isValidUtf8(path.substr(i, len))) n = len;
    }
    if (n > 1) {
      out.append(path.substr(i, n));
      i += n - 1;
    } else if (b < 0x20 || b == 0x7F || b >= 0x80 || b == '%' || (b == ' ' && (i == 0 || i + 1 == path.size()))) {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", b);
      out += hex;
    } else {
      out += static_cast<char>(b);
    }
  }
  return out;
}

bool unescapePath(std::string_view text, std::string& out) {
  out.clear();
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    if (i + 2 >= text.size()) return false;
    const auto hex = [](char c) {
      return c >= '0' && c <= '9'   ? c - '0'
             : c >= 'A' && c <= 'F' ? c - 'A' + 10
             : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                    : -1;
    };
    const int hi = hex(text[i + 1]), lo = hex(text[i + 2]);
    if (hi < 0 || lo < 0) return false;
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return !out.empty() && out.find('\0') == std::string::npos;
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

namespace {

// A recent path is kept only if the line settingsText writes for it reads back.
void requireSavable(const std::string& path, const std::string& fileName, int number) {
  if (("recent_escaped=" + escapePath(path)).size() > kMaxLineBytes)
    throw BoardFileError(
        fileName, number,
        "the path is too long to keep (its line would pass " + std::to_string(kMaxLineBytes) + " bytes)");
}

// One line into `s`; a BoardFileError names what is wrong with it.
void parseSettingLine(Settings& s, std::string_view raw, const std::string& fileName, int number) {
  if (raw.size() > kMaxLineBytes)
    throw BoardFileError(fileName, number, "line is longer than " + std::to_string(kMaxLineBytes) + " bytes");
  if (raw.find('\0') != std::string_view::npos)
    throw BoardFileError(fileName, number, "contains a NUL byte (a binary file?)");
  const std::string_view whole = trimBlanks(raw);
  const std::size_t eq = whole.find('=');
  const std::string key(trimBlanks(whole.substr(0, eq == std::string_view::npos ? whole.size() : eq)));
  if (key == "recent") {
    // A path as written, '#' and all; older versions wrote paths that are not UTF-8 this way too.
    const std::string path(eq == std::string_view::npos ? "" : whole.substr(eq + 1));
    if (path.empty())
      throw BoardFileError(fileName, number,
                           "'" + std::string(whole) + "' is not a valid setting (recent takes a file path)");
    requireSavable(path, fileName, number);
    if (s.recentFiles.size() < Settings::kMaxRecentFiles) s.recentFiles.push_back(path);
    return;
  }
  if (key == "program") {
    // The user's own programs (program_entry.hpp): escaped fields, so read before the UTF-8 check.
    ProgramEntry entry;
    std::string why;
    if (!parseProgramSetting(eq == std::string_view::npos ? "" : whole.substr(eq + 1), entry, why))
      throw BoardFileError(fileName, number, why);
    if (s.programs.size() < Settings::kMaxPrograms)
      s.programs.push_back(std::move(entry));
    else
      s.keptLines.emplace_back(raw);  // past the limit: not shown, but never dropped
    return;
  }
  if (!isValidUtf8(raw)) throw BoardFileError(fileName, number, "is not valid UTF-8 text");
  const std::size_t hash = whole.find('#');
  const std::string text(trimBlanks(hash == std::string_view::npos ? whole : whole.substr(0, hash)));
  if (text.empty()) return;
  const std::string value = eq == std::string_view::npos || eq >= text.size()
                                ? ""
                                : std::string(trimBlanks(std::string_view(text).substr(eq + 1)));
  // Names the line and what the key takes.
  const auto bad = [&](const std::string& takes) {
    throw BoardFileError(fileName, number, "'" + text + "' is not a valid setting (" + key + " takes " + takes + ")");
  };
  const std::string kScales = "0 (follow the monitor) or 0.5 to 4";
  const std::string kBools = "true or false";
  if (key == "ui_scale") {
    float scale = 0.0f;
    try {
      std::size_t used = 0;
      scale = std::stof(value, &used);
      if (used != value.size()) bad(kScales);  // "2x" is not 2
    } catch (const std::invalid_argument&) {
      bad(kScales);
    } catch (const std::out_of_range&) {
      bad(kScales);
    }
    if (!(scale == 0.0f || (scale >= 0.5f && scale <= 4.0f))) bad(kScales);
    s.uiScale = scale;
  } else if (key == "show_coordinates") {
    if (!parseBool(value, s.showCoordinates)) bad(kBools);
  } else if (const ViewSettingKey* game = viewSettingKey(key)) {
    if (!game->valid(value)) bad(std::string(game->takes));
    s.viewValues[key] = value;
  } else if (key == "language") {
    const auto language = i18n::parseLanguage(value);
    if (!language) bad("en or zh-CN");
    s.language = language;
  } else if (key == "show_move_numbers") {
    if (!parseBool(value, s.showMoveNumbers)) bad(kBools);
  } else if (key == "window_x" || key == "window_y" || key == "window_width" || key == "window_height") {
    const bool size = key == "window_width" || key == "window_height";
    int n = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (ec != std::errc() || end != value.data() + value.size() || n < (size ? 0 : -32768) || n > 32768)
      bad(size ? "0 to 32768" : "-32768 to 32768");
    (key == "window_x"       ? s.windowX
     : key == "window_y"     ? s.windowY
     : key == "window_width" ? s.windowWidth
                             : s.windowHeight) = n;
  } else if (key == "board_folder" || key == "export_folder") {
    std::string path;
    if (eq == std::string_view::npos) bad("a folder path with %XX escapes");
    if (!unescapePath(std::string(trimBlanks(whole.substr(eq + 1))), path) || path.empty())
      bad("a folder path with %XX escapes");
    requireSavable(path, fileName, number);
    (key == "board_folder" ? s.boardFolder : s.exportFolder) = path;
  } else if (key == "share_base") {
    // A web address the link follows after '#': printable ASCII with no space and no '#' of its own.
    const std::string_view base = trimBlanks(whole.substr(eq == std::string_view::npos ? whole.size() : eq + 1));
    if (!isShareBase(base))
      bad("a web address with no spaces and no '#' (https://school.example/boardlab/BoardLab.html)");
    s.shareBase = std::string(base);
  } else if (key == "student_name") {
    // One line of text as typed: no control characters, at most 100 bytes.
    const std::string_view name = trimBlanks(whole.substr(eq == std::string_view::npos ? whole.size() : eq + 1));
    if (name.size() > 100 ||
        std::any_of(name.begin(), name.end(), [](char c) { return static_cast<unsigned char>(c) < ' ' || c == 127; }))
      bad("a name of at most 100 bytes on one line");
    s.studentName = std::string(name);
  } else if (key == "recent_escaped") {
    std::string path;
    if (!unescapePath(std::string(trimBlanks(whole.substr(eq + 1))), path)) bad("a file path with %XX escapes");
    requireSavable(path, fileName, number);
    if (s.recentFiles.size() < Settings::kMaxRecentFiles) s.recentFiles.push_back(path);
  } else {
    s.keptLines.emplace_back(raw);  // a key a newer BoardLab may have written: kept as it is
  }
}

}  // namespace

Settings parseSettings(std::string_view text, const std::string& fileName, std::string& notice) {
  Settings s;
  std::vector<std::string> skipped;
  int number = 0;
  for (std::string_view raw : rawLines(text)) {
    try {
      parseSettingLine(s, raw, fileName, ++number);
    } catch (const BoardFileError& e) {
      skipped.push_back(e.what());    // a bad line costs that line only: not read, but never dropped either
      s.keptLines.emplace_back(raw);  // (the user may mean to fix it, or a newer BoardLab may read it)
    }
  }
  if (!skipped.empty()) {
    notice = "Settings: skipped " + skipped.front();
    for (std::size_t i = 1; i < skipped.size() && i < 3; ++i) notice += "; " + skipped[i];
    if (skipped.size() > 3) notice += "; and " + std::to_string(skipped.size() - 3) + " more lines";
    notice += " (the other settings were read)";
  }
  return s;
}

namespace {

// The file, unreadable as settings, renamed beside it under the first free name: settings.ini.unreadable,
// then .unreadable-2, ... Empty when it could not be moved (then nothing writes over it either).
std::filesystem::path setAside(const std::filesystem::path& file) {
  for (int n = 1; n < 1000; ++n) {
    std::filesystem::path aside = file;
    aside += n == 1 ? ".unreadable" : ".unreadable-" + std::to_string(n);
    std::error_code ec;
    if (std::filesystem::symlink_status(aside, ec).type() != std::filesystem::file_type::not_found) continue;
    std::filesystem::rename(file, aside, ec);
    return ec ? std::filesystem::path() : aside;
  }
  return {};
}

// The settings file as it is now. `unreadable` is set when it exists but cannot be read as settings at
// all (the defaults are returned then); a damaged line costs that line, as at the start.
Settings readSettingsFile(const std::filesystem::path& file, std::string& notice, std::string& unreadable) {
  std::error_code ec;
  if (std::filesystem::symlink_status(file, ec).type() == std::filesystem::file_type::not_found) return Settings{};
  try {
    return parseSettings(readTextFile(file, Settings::kMaxFileBytes), file.string(), notice);
  } catch (const BoardFileError& e) {
    unreadable = e.what();
    return Settings{};
  }
}

}  // namespace

Settings loadSettings(const std::filesystem::path& file, std::string& notice) {
  std::string unreadable;
  Settings s = readSettingsFile(file, notice, unreadable);
  // Only a save moves the file aside (saveSettings): a run that never saves (a screenshot, an export)
  // leaves it where it is, so the next start reads it again if it becomes readable (a drive mounted).
  if (!unreadable.empty())
    notice = "Settings reset to defaults: " + unreadable +
             " (the file is left as it is; a change of settings keeps it as " + file.string() + ".unreadable)";
  return s;
}

std::string settingsText(const Settings& s) {
  std::ostringstream out;
  out << "# BoardLab settings (written by the workbench)\n"
      << "ui_scale=" << shortestText(s.uiScale) << "\n"
      << "show_coordinates=" << (s.showCoordinates ? "true" : "false") << "\n"
      << "show_move_numbers=" << (s.showMoveNumbers ? "true" : "false") << "\n";
  for (const ViewSettingKey& game : viewSettingKeys()) out << game.key << "=" << s.viewValue(game.key) << "\n";
  if (s.language) out << "language=" << i18n::languageCode(*s.language) << "\n";
  if (s.windowWidth > 0 && s.windowHeight > 0)
    out << "window_x=" << s.windowX << "\nwindow_y=" << s.windowY << "\nwindow_width=" << s.windowWidth
        << "\nwindow_height=" << s.windowHeight << "\n";
  if (!s.boardFolder.empty()) out << "board_folder=" << escapePath(s.boardFolder) << "\n";
  if (!s.exportFolder.empty()) out << "export_folder=" << escapePath(s.exportFolder) << "\n";
  if (!s.shareBase.empty()) out << "share_base=" << s.shareBase << "\n";
  if (!s.studentName.empty()) out << "student_name=" << s.studentName << "\n";
  for (const ProgramEntry& p : s.programs) out << "program=" << programSettingValue(p) << "\n";
  for (const std::string& f : s.recentFiles)
    out << (needsEscaping(f) ? "recent_escaped=" + escapePath(f) : "recent=" + f) << "\n";
  for (const std::string& line : s.keptLines) out << line << "\n";
  return out.str();
}

namespace {

const ProgramEntry* programNamed(const std::vector<ProgramEntry>& programs, const std::string& name) {
  const auto it = std::find_if(programs.begin(), programs.end(), [&](const ProgramEntry& p) { return p.name == name; });
  return it == programs.end() ? nullptr : &*it;
}

bool holds(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

std::vector<ProgramEntry> mergePrograms(const std::vector<ProgramEntry>& base, const std::vector<ProgramEntry>& mine,
                                        const std::vector<ProgramEntry>& onDisk) {
  std::vector<ProgramEntry> out;
  for (const ProgramEntry& disk : onDisk) {
    const ProgramEntry* before = programNamed(base, disk.name);
    const ProgramEntry* now = programNamed(mine, disk.name);
    if (before && !now) continue;                                      // removed here
    out.push_back(now && (!before || *now != *before) ? *now : disk);  // changed here, or as on disk
  }
  for (const ProgramEntry& now : mine) {
    if (programNamed(out, now.name)) continue;
    const ProgramEntry* before = programNamed(base, now.name);
    if (before && *before == now) continue;  // not touched here, and another workbench removed it
    out.push_back(now);                      // added here
  }
  return out;
}

std::vector<std::string> mergeRecent(const std::vector<std::string>& base, const std::vector<std::string>& mine,
                                     const std::vector<std::string>& onDisk) {
  if (mine == base) return onDisk;
  // Opened here: first, as here; then the other workbench's, less what was dropped here.
  std::vector<std::string> out = mine;
  for (const std::string& f : onDisk)
    if (!holds(out, f) && !(holds(base, f) && !holds(mine, f))) out.push_back(f);
  if (out.size() > Settings::kMaxRecentFiles) out.resize(Settings::kMaxRecentFiles);
  return out;
}

}  // namespace

Settings mergeSettings(const Settings& base, const Settings& mine, const Settings& onDisk) {
  Settings out = onDisk;
  // Each setting changed here since `base` is taken from here; the others stay as on disk.
  std::set<std::string, std::less<>> changed;  // their keys
  const auto take = [&](auto member, std::initializer_list<const char*> keys) {
    if (mine.*member == base.*member) return;
    out.*member = mine.*member;
    changed.insert(keys.begin(), keys.end());
  };
  take(&Settings::uiScale, {"ui_scale"});
  take(&Settings::showCoordinates, {"show_coordinates"});
  take(&Settings::language, {"language"});
  take(&Settings::showMoveNumbers, {"show_move_numbers"});
  take(&Settings::boardFolder, {"board_folder"});
  take(&Settings::exportFolder, {"export_folder"});
  take(&Settings::shareBase, {"share_base"});
  take(&Settings::studentName, {"student_name"});
  if (mine.windowX != base.windowX || mine.windowY != base.windowY || mine.windowWidth != base.windowWidth ||
      mine.windowHeight != base.windowHeight) {  // the window is one setting: where it was left here
    out.windowX = mine.windowX, out.windowY = mine.windowY;
    out.windowWidth = mine.windowWidth, out.windowHeight = mine.windowHeight;
    changed.insert({"window_x", "window_y", "window_width", "window_height"});
  }
  for (const ViewSettingKey& game : viewSettingKeys())
    if (mine.viewValue(game.key) != base.viewValue(game.key)) {
      out.viewValues[std::string(game.key)] = mine.viewValue(game.key);
      changed.insert(std::string(game.key));
    }
  out.programs = mergePrograms(base.programs, mine.programs, onDisk.programs);
  out.recentFiles = mergeRecent(base.recentFiles, mine.recentFiles, onDisk.recentFiles);
  // The file's own lines, written by another BoardLab or refused here; a refused line of a key set here since
  // goes (the user chose a value: the old damaged one would be named at every start).
  out.keptLines.clear();
  for (const std::string& line : onDisk.keptLines) {
    const std::string_view text = trimBlanks(line);
    if (!changed.contains(trimBlanks(text.substr(0, text.find('='))))) out.keptLines.push_back(line);
  }
  return out;
}

bool saveSettings(const std::filesystem::path& file, const Settings& base, const Settings& mine, std::string& error,
                  std::filesystem::path* setAsideAs) {
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  // A file the user made read-only stays as it is: the atomic write would replace it all the same.
  struct stat st {};
  if (::stat(file.c_str(), &st) == 0 && S_ISREG(st.st_mode) && (st.st_mode & 0222) == 0) {
    error = file.string() + " is read-only: settings cannot be saved (it is left as it is)";
    return false;
  }
  // Two workbenches saving at the same moment each read, merge and write in turn.
  const FileLock lock(file);
  std::string readNotice, unreadable;
  const bool exists = std::filesystem::symlink_status(file, ec).type() != std::filesystem::file_type::not_found;
  const Settings onDisk = readSettingsFile(file, readNotice, unreadable);
  // No file to merge into (gone, or set aside as unreadable): this workbench's settings are written whole,
  // never the defaults for what it did not change.
  const bool merge = exists && unreadable.empty();
  const std::string text = settingsText(mergeSettings(base, mine, merge ? onDisk : base));
  // Never a file this BoardLab would refuse to read at its next start.
  if (text.size() > Settings::kMaxFileBytes) {
    error = "the settings would take " + std::to_string(text.size()) + " bytes, more than the " +
            std::to_string(Settings::kMaxFileBytes) + " a settings file may hold";
    return false;
  }
  if (!unreadable.empty()) {
    const std::filesystem::path aside = setAside(file);
    if (aside.empty()) {
      error = "the settings file cannot be read (" + unreadable + ") and could not be set aside";
      return false;
    }
    if (setAsideAs) *setAsideAs = aside;
  }
  return writeFileAtomically(file, text, error);
}

}  // namespace boardlab::ui
