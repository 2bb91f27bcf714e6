#pragma once
// The text layer shared by every board file: reading a file within limits, splitting it into
// numbered lines without comments, and the error that names FILE:LINE and what is wrong. Also the UTF-8
// checks the rest of BoardLab uses on text it did not write.

#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace boardlab {

// A refused input. what() reads "FILE:LINE: reason" (line 0 when the problem is the whole file).
class BoardFileError : public std::runtime_error {
 public:
  BoardFileError(std::string file, int line, std::string reason);
  const std::string& file() const { return file_; }
  int line() const { return line_; }
  const std::string& reason() const { return reason_; }

 private:
  std::string file_;
  int line_;
  std::string reason_;
};

// One meaningful line: comment (from '#') removed, surrounding blanks trimmed, never empty.
struct TextLine {
  int number = 0;  // 1-based line number in the file
  std::string text;
};

constexpr std::size_t kMaxBoardFileBytes = 1 << 20;  // 1 MiB: far above any real board file
constexpr std::size_t kMaxLineBytes = 4096;

// Refuses (BoardFileError naming the file) anything that is not a regular file: a folder, a named pipe
// (which would block the open forever), a device or a socket. Called before any file is opened to be read.
void requireRegularFile(const std::filesystem::path& path);

// Reads a whole file, after requireRegularFile; refuses missing, unreadable or oversized files with a BoardFileError.
std::string readTextFile(const std::filesystem::path& path, std::size_t maxBytes = kMaxBoardFileBytes);

// How a file's text is split into lines: board files end a line's content at any '#' and take lines up to
// kMaxLineBytes; prose files (lessons) take a '#' as a comment only at the start of a line, so that
// "Lesson #1 on C# code" is text, and take lines as long as the file.
struct LineRules {
  bool commentAnywhere = true;
  std::size_t maxLineBytes = kMaxLineBytes;
};

// Splits text into meaningful lines (ends: LF, CR LF or a lone CR). Refuses NUL bytes, invalid UTF-8 and over-long lines, naming the line.
std::vector<TextLine> splitBoardLines(std::string_view text, const std::string& fileName, LineRules rules = {});

// True when `text` is well-formed UTF-8 (RFC 3629: no overlong forms, surrogates or code points past U+10FFFF).
bool isValidUtf8(std::string_view text);

// Text from outside BoardLab (an outside program's output and stderr) made fit to show and to write into
// JSON: well-formed UTF-8, each byte of a malformed sequence shown as '?'; control characters (C0, DEL and
// C1) shown as spaces, so no escape sequence reaches a terminal or a report; at most `maxBytes` bytes, cut
// between characters, never inside one. `cut`, when given, says whether some of `text` was left out.
std::string printableText(std::string_view text, std::size_t maxBytes = std::string::npos, bool* cut = nullptr);

// The character of `text` that starts at byte `at`, quoted for a message: the whole UTF-8 character
// ('é', not its first byte), or an escape ('\x01', '\xc3') for a control character or a byte that starts no
// well-formed character, so a message never carries a raw control byte or half a character.
std::string quotedCharacter(std::string_view text, std::size_t at);

// `text` as board-file comments: "# " before every line that has none (a program's stderr quoted in a fault
// spans several lines, and a board file with an uncommented line does not read back).
std::string commented(std::string_view text);

// Splits on runs of blanks (space, tab).
std::vector<std::string_view> splitWords(std::string_view text);

// Parses a whole decimal integer (no sign, no junk); false when it is not one or exceeds maxValue.
bool parseCount(std::string_view word, int maxValue, int& out);
// The largest number parseCount reads (nine digits): readers parse sizes up to it, so that a size past
// the board's limit is refused as out of range rather than as "not a size".
constexpr int kLargestCount = 999'999'999;

}  // namespace boardlab
