#pragma once
// One of the user's own programs as the settings remember it: the name the user gave it (what
// boards, lessons and the algorithm list call it), the command, its working folder and its game. Kept in
// settings.ini as one `program=` line; every byte that would not read back (not UTF-8, control characters,
// the field separator) is written as %XX, so any path or command survives.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace boardlab::ui {

struct ProgramEntry {
  std::string name;     // shown and stored under this name; never starts with "ext:" (that names a command)
  std::string command;  // split like a shell does, no shell started
  std::string workDir;  // "" = the workbench's own folder
  std::string game;     // the game it checks: a GameModule's name whose programs ext:: can ask
  friend bool operator==(const ProgramEntry&, const ProgramEntry&) = default;
};

// Whether programs can check `game` (a game whose part of engine/ext is registered: ext::outsideGameNames).
bool isProgramGame(std::string_view game);
// The game a program checks when none is named (the first of ext::outsideGameNames).
std::string defaultProgramGame();
// The value of the entry's `program=` line.
std::string programSettingValue(const ProgramEntry& entry);
// Reads a `program=` value; false with what is wrong in `error` (the caller names file and line).
bool parseProgramSetting(std::string_view value, ProgramEntry& out, std::string& error);
// Why `entry` cannot be added as it stands ("" when it can): a name and a command are needed, the name
// must not start with "ext:" nor clash with `taken` (a built-in or another program's name).
std::string programEntryProblem(const ProgramEntry& entry, bool nameTaken);
// A file that opens as a program of the user's rather than a board: a .js or .py source (a kit's language
// that runs from its source), whatever the case of its extension.
bool isProgramSource(const std::filesystem::path& file);
// A Python source (.py, whatever the case): run by python3, indented by four blanks.
bool isPythonSource(const std::filesystem::path& file);
// The command that runs such a source as its kit does, in the file's folder: "node check.js",
// "python3 'my check.py'" (a name that starts with '-' as ./-name, never read as an option).
std::string programSourceCommand(const std::filesystem::path& file);

}  // namespace boardlab::ui
