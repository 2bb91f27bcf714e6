#pragma once
// Inputs no reader may choke on, shared by the readers' tests: binary files, text that is not UTF-8,
// lines and files just past the limits of engine/core/board_text.hpp, and temporary files to read them
// from. Each reader's test says what it must answer (FILE:LINE: reason) for each of them.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "engine/core/board_text.hpp"
#include "tests/scratch_dir.hpp"

namespace boardlab::hostile {

// Byte strings that are not UTF-8 (RFC 3629), each with what it is.
struct NotUtf8 {
  const char* what;
  std::string bytes;
};

inline std::vector<NotUtf8> notUtf8Samples() {
  return {{"Latin-1 e-acute (caf\\xe9)", "caf\xe9"},
          {"Latin-1 u-umlaut after a letter", "gr\xfcn"},
          {"a lone continuation byte", "\x80"},
          {"a two-byte sequence cut short", "\xc3"},
          {"an overlong '/' (C0 AF)", "\xc0\xaf"},
          {"an overlong three-byte form (E0 80 AF)", "\xe0\x80\xaf"},
          {"a UTF-16 surrogate (ED A0 80)", "\xed\xa0\x80"},
          {"a code point past U+10FFFF (F4 90 80 80)", "\xf4\x90\x80\x80"},
          {"a byte UTF-8 never uses (FF)", "\xff"}};
}

// The first bytes of two common binary files: a PNG (not UTF-8 from its first byte) and an ELF
// executable (ASCII, then NUL bytes on the first line).
inline std::string pngHeader() { return std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16); }
inline std::string elfHeader() {
  return std::string(
      "\x7f"
      "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0",
      16);
}

inline std::string randomBytes(std::mt19937& rng, std::size_t n) {
  std::string bytes(n, '\0');
  for (char& c : bytes) c = static_cast<char>(rng() & 0xFF);
  return bytes;
}

// Lines in `text` (a last line without '\n' counts).
inline int lineCount(const std::string& text) {
  int n = 1;
  for (char c : text) n += c == '\n';
  return n;
}

// Writes `bytes` to a file of that name in a folder of this process's own (tests of other builds may run
// at the same time) and returns its path. The folder holds files of a mebibyte and more: it goes when the
// test program ends.
inline std::filesystem::path tempFolder() { return testpaths::scratchPath("boardlab-reader-tests"); }

inline std::filesystem::path tempPath(const std::string& name) { return tempFolder() / name; }

inline std::filesystem::path writeTempFile(const std::string& name, const std::string& bytes) {
  const auto path = tempPath(name);
  std::filesystem::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << bytes;
  return path;
}

// `head`, then comment lines until the text is exactly `bytes` long (bytes > head.size() + 2).
inline std::string paddedWithComments(const std::string& head, std::size_t bytes) {
  std::string text = head;
  while (text.size() < bytes) {
    const std::size_t room = bytes - text.size();
    const std::size_t line = std::min<std::size_t>(room, 1000);  // '#', filler, '\n'
    text += line == 1 ? std::string("\n") : "#" + std::string(line - 2, 'x') + "\n";
  }
  return text;
}

// Expects `read` to throw a BoardFileError reading exactly "FILE:LINE: REASON".
inline void expectBoardFileError(const std::function<void()>& read, const std::string& file, int line,
                                 const std::string& reason, const std::string& context = "") {
  try {
    read();
    ADD_FAILURE() << "accepted " << context;
  } catch (const BoardFileError& e) {
    EXPECT_EQ(e.file(), file) << context;
    EXPECT_EQ(e.line(), line) << context << ": " << e.what();
    EXPECT_EQ(e.reason(), reason) << context << ": " << e.what();
    EXPECT_EQ(std::string(e.what()), file + ":" + std::to_string(line) + ": " + reason) << context;
  }
}

// Feeds `count` random byte strings (each `prefix` then up to `maxBytes` random bytes, from `seed`) to
// `read`: each must be refused with a BoardFileError naming `file` and a line the text has, or (when
// `mayAccept`, for formats where random tails can be well formed) read without a crash.
inline void expectRandomBytesRefused(const std::function<void(const std::string&)>& read, const std::string& file,
                                     unsigned seed, int count = 200, std::size_t maxBytes = 3000,
                                     const std::string& prefix = "", bool mayAccept = false) {
  std::mt19937 rng(seed);
  for (int i = 0; i < count; ++i) {
    const std::string bytes = prefix + randomBytes(rng, 1 + rng() % maxBytes);
    try {
      read(bytes);
      if (!mayAccept) ADD_FAILURE() << "random bytes accepted";
    } catch (const BoardFileError& e) {
      EXPECT_EQ(e.file(), file);
      EXPECT_GE(e.line(), 0);
      EXPECT_LE(e.line(), lineCount(bytes)) << e.what();
      EXPECT_FALSE(e.reason().empty());
    }
  }
}

}  // namespace boardlab::hostile
