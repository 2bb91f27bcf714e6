#pragma once
// One of the user's own programs as the settings remember it: the name the user gave it (what
// boards, lessons and the algorithm list call it), the command, its working folder and its game. Kept in
// settings.ini as one `program=` line; every byte that would not read back (not UTF-8, control characters,
// the field separator) is written as %XX, so any path or command survives.

#include <optional>
#include <string>
#include <string_view>

namespace boardlab::ui {

enum class ProgramGame : unsigned char { Gomoku, Link };

struct ProgramEntry {
  std::string name;     // shown and stored under this name; never starts with "ext:" (that names a command)
  std::string command;  // split like a shell does, no shell started
  std::string workDir;  // "" = the workbench's own folder
  ProgramGame game = ProgramGame::Gomoku;
  friend bool operator==(const ProgramEntry&, const ProgramEntry&) = default;
};

// "gomoku" or "link".
std::string_view programGameName(ProgramGame game);
// The programs' game of that name ("gomoku", "link"); nullopt for a game no outside program can play.
std::optional<ProgramGame> programGameNamed(std::string_view name);
// The value of the entry's `program=` line.
std::string programSettingValue(const ProgramEntry& entry);
// Reads a `program=` value; false with what is wrong in `error` (the caller names file and line).
bool parseProgramSetting(std::string_view value, ProgramEntry& out, std::string& error);
// Why `entry` cannot be added as it stands ("" when it can): a name and a command are needed, the name
// must not start with "ext:" nor clash with `taken` (a built-in or another program's name).
std::string programEntryProblem(const ProgramEntry& entry, bool nameTaken);

}  // namespace boardlab::ui
