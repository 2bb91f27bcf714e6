#include "engine/core/board_text.hpp"

#include <fstream>
#include <iterator>
#include <system_error>

namespace boardlab {

BoardFileError::BoardFileError(std::string file, int line, std::string reason)
    : std::runtime_error(file + ":" + std::to_string(line) + ": " + reason),
      file_(std::move(file)),
      line_(line),
      reason_(std::move(reason)) {}

std::string readTextFile(const std::filesystem::path& path, std::size_t maxBytes) {
  const std::string name = path.string();
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw BoardFileError(name, 0, "is a folder, not a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw BoardFileError(name, 0, "cannot open the file (missing or not readable)");
  std::string text;
  char buffer[8192];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
    if (text.size() > maxBytes)
      throw BoardFileError(name, 0, "file is larger than " + std::to_string(maxBytes) + " bytes");
  }
  return text;
}

namespace {

// Length of the UTF-8 sequence starting at s[i], or 0 when it is not well formed. Well formed is the
// strict sense (RFC 3629): no overlong forms (C0, C1, E0 80..9F, F0 80..8F), no surrogates (ED A0..BF)
// and nothing past U+10FFFF (F4 90.., F5..FF), so what passes here is text every later consumer accepts.
std::size_t utf8Length(std::string_view s, std::size_t i) {
  const auto b = static_cast<unsigned char>(s[i]);
  if (b < 0x80) return 1;
  const std::size_t n = b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) >> 6) != 0x2) return 0;
  const auto second = static_cast<unsigned char>(s[i + 1]);
  if ((b == 0xE0 && second < 0xA0) || (b == 0xED && second > 0x9F) || (b == 0xF0 && second < 0x90) ||
      (b == 0xF4 && second > 0x8F))
    return 0;
  return n;
}

std::string_view trim(std::string_view s) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (!s.empty() && blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && blank(s.back())) s.remove_suffix(1);
  return s;
}

}  // namespace

std::vector<TextLine> splitBoardLines(std::string_view text, const std::string& fileName) {
  if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // UTF-8 BOM
  std::vector<TextLine> lines;
  int number = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view raw = text.substr(start, end - start);
    ++number;
    if (raw.size() > kMaxLineBytes)
      throw BoardFileError(fileName, number, "line is longer than " + std::to_string(kMaxLineBytes) + " bytes");
    for (std::size_t i = 0; i < raw.size();) {
      if (raw[i] == '\0') throw BoardFileError(fileName, number, "contains a NUL byte (a binary file?)");
      const std::size_t n = utf8Length(raw, i);
      if (n == 0) throw BoardFileError(fileName, number, "is not valid UTF-8 text");
      i += n;
    }
    const std::size_t hash = raw.find('#');
    std::string_view content = trim(hash == std::string_view::npos ? raw : raw.substr(0, hash));
    if (!content.empty()) lines.push_back({number, std::string(content)});
    if (end == text.size()) break;
    start = end + 1;
  }
  return lines;
}

std::vector<std::string_view> splitWords(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    if (i > start) words.push_back(text.substr(start, i - start));
  }
  return words;
}

bool parseCount(std::string_view word, int maxValue, int& out) {
  if (word.empty() || word.size() > 9) return false;
  int value = 0;
  for (char c : word) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + (c - '0');
  }
  if (value > maxValue) return false;
  out = value;
  return true;
}

}  // namespace boardlab
