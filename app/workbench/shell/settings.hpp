#pragma once
// The workbench's own settings (a plain struct, as in Box2D's testbed) and where they live: the XDG
// config folder, never the current directory.

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/workbench/programs/program_entry.hpp"
#include "app/workbench/views/view_settings.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::ui {

// The settings a game's view sees (showCoordinates, showMoveNumbers, the games' own values) are the
// ViewSettings part (views/view_settings.hpp).
struct Settings : ViewSettings {
  float uiScale = 0.0f;  // 0 = follow the monitor's content scale; else 1.0 = 100%
  // The UI language; empty until the user picks one (then the environment's LANG decides).
  std::optional<i18n::Language> language;
  // The window as the user left it (screen coordinates; width 0 = never saved), reopened there, inside the screen.
  int windowX = 0, windowY = 0, windowWidth = 0, windowHeight = 0;
  std::vector<std::string> recentFiles;  // most recent first, at most kMaxRecentFiles
  // Where Open and Save start: the folder of the board last opened or saved, and of the last export
  // (PNG, GIF, trace JSON). Empty: never used (boards: the current folder; exports: the pictures folder).
  std::string boardFolder, exportFolder;
  // student_name=: the name written into exported results (File > Export results), as the student gave it
  std::string studentName;
  std::string shareBase;  // share_base=: the web address Edit > Copy share link puts before `#` ("": the link alone)
  static constexpr std::size_t kMaxRecentFiles = 8;
  std::vector<ProgramEntry> programs;  // the user's own programs (programs.hpp), in the order added
  static constexpr std::size_t kMaxPrograms = 64;
  // What this BoardLab does not understand, kept as it was and written back: keys a newer BoardLab wrote, and
  // `program=` lines past kMaxPrograms.
  std::vector<std::string> keptLines;
  // Room for everything the workbench writes (64 programs of up to a 4 KiB line each, the recent files and
  // folders) and the kept lines; saveSettings refuses to write a larger file, since it would not be read back.
  static constexpr std::size_t kMaxFileBytes = 1024 * 1024;

  // Puts `path` first in the recent files, dropping an older copy and the oldest beyond the limit.
  void rememberFile(const std::string& path);
};

// The language to start in: the saved choice, else the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that
// is set: Chinese when it starts with zh, else English.
i18n::Language startLanguage(const Settings& settings);

// Can `base` be share_base=, the web address a copied share link follows after '#'? Printable ASCII with no
// blank and no '#' of its own, at most 1 KB, not empty.
bool isShareBase(std::string_view base);

// $XDG_CONFIG_HOME/boardlab, or ~/.config/boardlab; created on demand by saveSettings.
std::filesystem::path configDir();

// Reads settings.ini; a missing file gives the defaults silently, a damaged line costs that line (the notice
// names it), and a file that cannot be read at all (too large, not a regular file, a dangling link) gives the
// defaults and is left where it is: only saveSettings sets it aside, so a run that saves nothing changes nothing.
Settings loadSettings(const std::filesystem::path& file, std::string& notice);
// The same from the file's text; `fileName` only names the file in the notice.
Settings parseSettings(std::string_view text, const std::string& fileName, std::string& notice);
// The text saveSettings writes; parseSettings gives the same settings back.
std::string settingsText(const Settings& settings);
// The settings file after one workbench's changes: `mine` are its settings now, `base` what it last read or
// wrote, `onDisk` the file as it is now (another workbench may have written it since). What `mine` changed
// since `base` is applied to `onDisk`, everything else stays as on disk: programs added, changed or removed
// here (by name), recent files opened here, each setting changed here.
Settings mergeSettings(const Settings& base, const Settings& mine, const Settings& onDisk);
// Writes settings.ini: the file as it is now, read again, with what `mine` changed since `base` (mergeSettings),
// in one atomic write. False (and a reason in `error`) when the folder cannot be written, the file is read-only
// (no write bit: left as it is) or the text would pass Settings::kMaxFileBytes (then nothing is written). A file
// on disk that cannot be read is set aside first, never overwritten (settings.ini.unreadable, .unreadable-2,
// ...): `setAsideAs`, when given, is then where it went.
bool saveSettings(const std::filesystem::path& file, const Settings& base, const Settings& mine, std::string& error,
                  std::filesystem::path* setAsideAs = nullptr);

}  // namespace boardlab::ui
