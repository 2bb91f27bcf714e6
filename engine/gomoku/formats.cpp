// Picking a gomoku format by extension or content, and the load/save entry points over all of them.

#include "engine/gomoku/formats.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/format_util.hpp"

namespace boardlab::gomoku {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string_view skipBlanksAndBom(std::string_view t) {
  if (t.substr(0, 3) == "\xEF\xBB\xBF") t.remove_prefix(3);
  while (!t.empty() && (t.front() == ' ' || t.front() == '\t' || t.front() == '\r' || t.front() == '\n'))
    t.remove_prefix(1);
  return t;
}

// Only points like h8 with separators, and '#' comments.
bool looksLikeMoveString(std::string_view t) {
  bool any = false, inComment = false;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const char c = t[i];
    if (c == '\n') inComment = false;
    if (inComment || c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',' || c == ';') continue;
    if (c == '#') {
      inComment = true;
      continue;
    }
    if (!std::isalpha(static_cast<unsigned char>(c)) || i + 1 >= t.size() ||
        !std::isdigit(static_cast<unsigned char>(t[i + 1])))
      return false;
    while (i + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[i + 1]))) ++i;
    any = true;
  }
  return any;
}

bool hasGameKey(std::string_view t) {
  std::size_t start = 0;
  while (start < t.size()) {
    std::size_t end = t.find('\n', start);
    if (end == std::string_view::npos) end = t.size();
    std::string_view line = t.substr(start, end - start);
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    if (line.substr(0, 4) == "game" && (line.size() == 4 || line[4] == ' ' || line[4] == '\t')) return true;
    start = end + 1;
  }
  return false;
}

}  // namespace

std::string_view formatName(Format f) {
  switch (f) {
    case Format::Board:
      return "board";
    case Format::Psq:
      return "psq";
    case Format::Sgf:
      return "sgf";
    case Format::Moves:
      return "moves";
  }
  return "board";
}

std::optional<Format> parseFormat(std::string_view name) {
  for (Format f : {Format::Board, Format::Psq, Format::Sgf, Format::Moves})
    if (formatName(f) == name) return f;
  return std::nullopt;
}

std::optional<Format> formatOfExtension(const std::filesystem::path& path) {
  const std::string ext = lower(path.extension().string());
  if (ext == ".board") return Format::Board;
  if (ext == ".psq") return Format::Psq;
  if (ext == ".sgf") return Format::Sgf;
  if (ext == ".txt" || ext == ".moves") return Format::Moves;
  return std::nullopt;
}

std::optional<Format> formatOfContent(std::string_view text) {
  const std::string_view t = skipBlanksAndBom(text);
  if (!t.empty() && t.front() == '(') {
    const std::string_view rest = skipBlanksAndBom(t.substr(1));
    if (!rest.empty() && rest.front() == ';') return Format::Sgf;
  }
  if (t.size() >= 9 && lower(std::string(t.substr(0, 9))) == "piskvorky") return Format::Psq;
  if (hasGameKey(t)) return Format::Board;
  if (looksLikeMoveString(t)) return Format::Moves;
  return std::nullopt;
}

Format chooseFormat(std::string_view text, const std::string& fileName, std::vector<std::string>& notes) {
  const std::optional<Format> byName = formatOfExtension(fileName);
  const std::optional<Format> byContent = formatOfContent(text);
  if (byName) {
    // A move string has no signature of its own, so only a plain other format overrides the extension.
    if (byContent && *byContent != *byName && *byContent != Format::Moves) {
      notes.push_back(format_detail::noteAt(fileName, 0,
                                            "the extension says " + std::string(formatName(*byName)) +
                                                " but the text is plainly " + std::string(formatName(*byContent)) +
                                                ": read it as " + std::string(formatName(*byContent))));
      return *byContent;
    }
    return *byName;
  }
  if (byContent) return *byContent;
  throw BoardFileError(
      fileName, 0,
      "cannot tell the format: not a board file, PSQ, SGF or move string (name it .board, .psq, .sgf or .txt)");
}

GameRecord loadGomokuText(std::string_view text, const std::string& fileName, std::vector<std::string>& notes,
                          const FormatOptions& options, Format* used) {
  const Format f = chooseFormat(text, fileName, notes);
  if (used) *used = f;
  switch (f) {
    case Format::Board:
      return loadBoardText(text, fileName);
    case Format::Psq:
      return loadPsqText(text, fileName, notes);
    case Format::Sgf:
      return loadSgfText(text, fileName, notes);
    case Format::Moves:
      return loadMoveString(text, fileName, notes, options.topOrigin);
  }
  return loadBoardText(text, fileName);
}

GameRecord loadGomokuFile(const std::filesystem::path& path, std::vector<std::string>& notes) {
  return loadGomokuFile(path, notes, FormatOptions{});
}

GameRecord loadGomokuFile(const std::filesystem::path& path, std::vector<std::string>& notes,
                          const FormatOptions& options, Format* used) {
  return loadGomokuText(readTextFile(path), path.string(), notes, options, used);
}

std::string saveGomokuFile(const GameRecord& record, Format format) {
  std::vector<std::string> notes;
  return saveGomokuFile(record, format, FormatOptions{}, notes);
}

std::string saveGomokuFile(const GameRecord& record, Format format, const FormatOptions& options,
                           std::vector<std::string>& notes) {
  switch (format) {
    case Format::Board:
      return saveBoardText(record);
    case Format::Psq:
      return savePsqText(record, notes);
    case Format::Sgf:
      return saveSgfText(record, notes);
    case Format::Moves:
      return saveMoveString(record, notes, options.topOrigin);
  }
  return saveBoardText(record);
}

}  // namespace boardlab::gomoku
