#include "engine/core/board_text.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace boardlab {

BoardFileError::BoardFileError(std::string file, int line, std::string reason)
    : std::runtime_error(file + ":" + std::to_string(line) + ": " + reason),
      file_(std::move(file)),
      line_(line),
      reason_(std::move(reason)) {}

void requireRegularFile(const std::filesystem::path& path) {
  const std::string name = path.string();
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) throw BoardFileError(name, 0, "cannot open the file (missing or not readable)");
  if (S_ISDIR(st.st_mode)) throw BoardFileError(name, 0, "is a folder, not a file");
  if (!S_ISREG(st.st_mode))
    throw BoardFileError(name, 0,
                         std::string("is not a regular file (") +
                             (S_ISFIFO(st.st_mode)   ? "a named pipe"
                              : S_ISSOCK(st.st_mode) ? "a socket"
                                                     : "a device") +
                             "): BoardLab reads only files");
}

std::string readTextFile(const std::filesystem::path& path, std::size_t maxBytes) {
  const std::string name = path.string();
  requireRegularFile(path);
  // O_NONBLOCK: should a pipe take the file's place after the check, opening it still returns at once,
  // and fstat below refuses it.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) throw BoardFileError(name, 0, "cannot open the file (missing or not readable)");
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
    throw BoardFileError(name, 0, "is not a regular file: BoardLab reads only files");
  std::string text;
  char buffer[8192];
  while (true) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw BoardFileError(name, 0, std::string("cannot read the file (") + std::strerror(errno) + ")");
    if (n == 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
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

// Whether the well-formed character of `n` bytes at text[i] is a control character. C1 controls
// (U+0080..U+009F, C2 80..C2 9F) count: a terminal may take U+009B for CSI.
bool isControlCharacter(std::string_view text, std::size_t i, std::size_t n) {
  const auto b = static_cast<unsigned char>(text[i]);
  return n == 1 ? b < 0x20 || b == 0x7F : n == 2 && b == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0;
}

std::string_view trim(std::string_view s) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (!s.empty() && blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && blank(s.back())) s.remove_suffix(1);
  return s;
}

}  // namespace

std::vector<TextLine> splitBoardLines(std::string_view text, const std::string& fileName, LineRules rules) {
  if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // UTF-8 BOM
  std::vector<TextLine> lines;
  int number = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    // A line ends at LF, CR LF or a lone CR (old Mac editors write CR only).
    std::size_t end = text.find_first_of("\r\n", start);
    if (end == std::string_view::npos) end = text.size();
    const std::size_t next =
        end < text.size() && text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n' ? end + 2 : end + 1;
    std::string_view raw = text.substr(start, end - start);
    ++number;
    if (raw.size() > rules.maxLineBytes)
      throw BoardFileError(fileName, number, "line is longer than " + std::to_string(rules.maxLineBytes) + " bytes");
    for (std::size_t i = 0; i < raw.size();) {
      if (raw[i] == '\0') throw BoardFileError(fileName, number, "contains a NUL byte (a binary file?)");
      const std::size_t n = utf8Length(raw, i);
      if (n == 0) throw BoardFileError(fileName, number, "is not valid UTF-8 text");
      i += n;
    }
    std::string_view content = trim(raw);
    if (rules.commentAnywhere) {
      const std::size_t hash = raw.find('#');
      content = trim(hash == std::string_view::npos ? raw : raw.substr(0, hash));
    } else if (!content.empty() && content.front() == '#') {
      content = {};  // a comment line
    }
    if (!content.empty()) lines.push_back({number, std::string(content)});
    if (end == text.size()) break;
    start = next;
  }
  return lines;
}

bool isValidUtf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8Length(text, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

std::string commented(std::string_view text) {
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    const std::string_view line = text.substr(start, end - start);
    out += line.starts_with('#') ? "" : "# ";
    out += line;
    out += '\n';
    start = end + 1;
  }
  return out;
}

std::string printableText(std::string_view text, std::size_t maxBytes, bool* cut) {
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t n = utf8Length(text, i);
    const bool control = isControlCharacter(text, i, n);
    const std::size_t shown = n == 0 || control ? 1 : n;
    if (out.size() + shown > maxBytes) break;
    if (n == 0)
      out += '?';
    else if (control)
      out += ' ';
    else
      out.append(text.substr(i, n));
    i += n == 0 ? 1 : n;
  }
  if (cut) *cut = i < text.size();
  return out;
}

std::string quotedCharacter(std::string_view text, std::size_t at) {
  const std::size_t n = utf8Length(text, at);
  if (n > 0 && !isControlCharacter(text, at, n)) return "'" + std::string(text.substr(at, n)) + "'";
  std::string escaped;
  for (std::size_t k = 0; k < std::max<std::size_t>(n, 1); ++k) {
    static constexpr char kHex[] = "0123456789abcdef";
    const auto byte = static_cast<unsigned char>(text[at + k]);
    escaped += std::string("\\x") + kHex[byte >> 4] + kHex[byte & 0xF];
  }
  return "'" + escaped + "'";
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
