#include "app/workbench/programs/program_entry.hpp"

#include <cctype>

#include "engine/ext/command_line.hpp"

#include <algorithm>
#include <cstdio>
#include <vector>

#include "app/workbench/views/ui_text.hpp"
#include "engine/ext/outside.hpp"

namespace boardlab::ui {

namespace {

constexpr char kSeparator = '\t';

// Everything outside printable ASCII, '%' and the separator become %XX: the line reads back byte for byte
// whatever the name, folder or command holds (a folder need not be UTF-8).
std::string escapeField(std::string_view field) {
  std::string out;
  for (char c : field) {
    const auto b = static_cast<unsigned char>(c);
    if (b < 0x20 || b >= 0x7F || c == '%') {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", b);
      out += hex;
    } else {
      out += c;
    }
  }
  return out;
}

bool unescapeField(std::string_view text, std::string& out) {
  out.clear();
  const auto hex = [](char c) {
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                  : -1;
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    if (i + 2 >= text.size()) return false;
    const int hi = hex(text[i + 1]), lo = hex(text[i + 2]);
    if (hi < 0 || lo < 0) return false;
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return out.find('\0') == std::string::npos;
}

std::vector<std::string_view> splitFields(std::string_view value) {
  std::vector<std::string_view> fields;
  std::size_t start = 0;
  while (true) {
    const std::size_t tab = value.find(kSeparator, start);
    fields.push_back(value.substr(start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
    if (tab == std::string_view::npos) return fields;
    start = tab + 1;
  }
}

}  // namespace

bool isProgramGame(std::string_view game) {
  const std::vector<std::string_view> games = ext::outsideGameNames();
  return std::find(games.begin(), games.end(), game) != games.end();
}

namespace {
std::string lowerExtension(const std::filesystem::path& file) {
  std::string e = file.extension().string();
  for (char& c : e) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return e;
}
}  // namespace

bool isProgramSource(const std::filesystem::path& file) {
  const std::string e = lowerExtension(file);
  return e == ".js" || e == ".py";
}

bool isPythonSource(const std::filesystem::path& file) { return lowerExtension(file) == ".py"; }

std::string programSourceCommand(const std::filesystem::path& file) {
  std::string name = file.filename().string();
  if (!name.empty() && name.front() == '-') name = "./" + name;
  return std::string(isPythonSource(file) ? "python3 " : "node ") + ext::shellWord(name);
}

std::string defaultProgramGame() {
  const std::vector<std::string_view> games = ext::outsideGameNames();
  return games.empty() ? std::string() : std::string(games.front());
}

std::string programSettingValue(const ProgramEntry& e) {
  return e.game + kSeparator + escapeField(e.name) + kSeparator + escapeField(e.workDir) + kSeparator +
         escapeField(e.command);
}

bool parseProgramSetting(std::string_view value, ProgramEntry& out, std::string& error) {
  const std::vector<std::string_view> fields = splitFields(value);
  if (fields.size() != 4) {
    error = "a program line holds four tab-separated fields (game, name, folder, command), not " +
            std::to_string(fields.size());
    return false;
  }
  if (isProgramGame(fields[0])) {
    out.game = std::string(fields[0]);
  } else {
    std::string games;
    for (std::string_view g : ext::outsideGameNames()) games += (games.empty() ? "" : " or ") + std::string(g);
    error = "the game '" + std::string(fields[0].substr(0, 40)) + "' is not " + games;
    return false;
  }
  if (!unescapeField(fields[1], out.name) || !unescapeField(fields[2], out.workDir) ||
      !unescapeField(fields[3], out.command)) {
    error = "a field has a broken %XX escape";
    return false;
  }
  const std::string problem = programEntryProblem(out, false);
  if (!problem.empty()) {
    error = problem;
    return false;
  }
  return true;
}

std::string programEntryProblem(const ProgramEntry& e, bool nameTaken) {
  if (e.name.empty()) return tr("Give the program a name.");
  if (e.name.rfind("ext:", 0) == 0) return tr("A program's name must not start with ext: (that names a command).");
  if (e.command.find_first_not_of(" \t") == std::string::npos) return tr("Give the command that starts the program.");
  if (nameTaken) return text("The name {0} is taken: choose another.", e.name);
  return {};
}

}  // namespace boardlab::ui
