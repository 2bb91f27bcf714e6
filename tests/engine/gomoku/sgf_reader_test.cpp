// The SGF reader against hostile input: sizes past the limits, binary files, text that is not UTF-8,
// byte-order marks and Windows line ends, long lines (SGF has no line limit), deep nesting, over-long
// files and files cut off mid-node. Each is refused with exactly FILE:LINE: reason, or read where SGF
// allows it. The documented cases and the other refusals are in formats_test.cpp.

#include <gtest/gtest.h>

#include "../hostile_input.hpp"
#include "engine/gomoku/formats.hpp"

namespace boardlab::gomoku {
namespace {

GameRecord loadSgf(const std::string& text) {
  std::vector<std::string> notes;
  return loadSgfText(text, "t.sgf", notes);
}

void expectSgfRefused(const std::string& text, int line, const std::string& reason) {
  hostile::expectBoardFileError([&] { loadSgf(text); }, "t.sgf", line, reason, text);
}

TEST(SgfReader, SizesPastTheLimitsAreRefusedNamingTheRange) {
  EXPECT_EQ(loadSgf("(;GM[4]SZ[26];B[zz])").start.cols(), 26);
  EXPECT_EQ(loadSgf("(;GM[4]SZ[5:26])").start.rows(), 26);
  expectSgfRefused("(;GM[4]SZ[27])", 1, "SZ[27]: size 27x27 is outside 5..26");
  expectSgfRefused("(;GM[4]SZ[26:27])", 1, "SZ[26:27]: size 26x27 is outside 5..26");
  expectSgfRefused("(;GM[4]SZ[4])", 1, "SZ[4]: size 4x4 is outside 5..26");
  expectSgfRefused("(;GM[4]SZ[1000])", 1, "SZ[1000]: size 1000x1000 is outside 5..26");
  expectSgfRefused("(;GM[4]SZ[99999999999])", 1,
                   "SZ[99999999999] is not a size like SZ[15] or SZ[20:15] (columns:rows)");
  expectSgfRefused("(;GM[4]SZ[15];B[hp])", 1, "B[hp] is off the 15x15 board");
}

TEST(SgfReader, BinaryFilesAreRefusedWithTheLineOfTheFirstBadByte) {
  expectSgfRefused(hostile::pngHeader(), 3, "contains a NUL byte (a binary file?)");  // 89 P N G \r \n 1A \n NUL
  expectSgfRefused(hostile::elfHeader(), 1, "contains a NUL byte (a binary file?)");
  expectSgfRefused("(;GM[4]\n\x89PNG)", 2, "unexpected byte 0x89: expected ';' (a node), '(' or ')'");
  expectSgfRefused("(;GM[4]\n;B[hh]\x01)", 2, "unexpected byte 0x01: expected ';' (a node), '(' or ')'");
  // A few random tails are well-formed SGF: reading them is fine.
  hostile::expectRandomBytesRefused([](const std::string& bytes) { loadSgf(bytes); }, "t.sgf", 37, 300, 300, "(;GM[4]",
                                    true);
}

TEST(SgfReader, NonUtf8TextInValuesIsReadAndOutsideThemIsNamedByItsByte) {
  // SGF names its own character set (CA[ISO-8859-1]); comments and player names are not used, so
  // Latin-1 in them does not stop a game from being read.
  for (const hostile::NotUtf8& sample : hostile::notUtf8Samples()) {
    SCOPED_TRACE(sample.what);
    EXPECT_EQ(loadSgf("(;GM[4]CA[ISO-8859-1]PB[" + sample.bytes + "]SZ[15]\n;B[hh]C[" + sample.bytes + "];W[ii])")
                  .actions.size(),
              2u);
  }
  expectSgfRefused("(;GM[4]\n;B[hh]\xe9)", 2, "unexpected byte 0xE9: expected ';' (a node), '(' or ')'");
}

TEST(SgfReader, ByteOrderMarkAndWindowsLineEndsAreRead) {
  EXPECT_EQ(loadSgf("\xEF\xBB\xBF(;GM[4]SZ[15]\r\n;B[hh]\r\n;W[ii])\r\n").actions.size(), 2u);
  expectSgfRefused("\xEF\xBB\xBF(;GM[4]\r\n;B[hh]\r\n;W[])\r\n", 3, "W[] is a pass: gomoku has no passes");
}

TEST(SgfReader, LongLinesAreReadBecauseSgfIsNotLineBased) {
  const std::string comment(3 * kMaxLineBytes, 'x');
  EXPECT_EQ(loadSgf("(;GM[4]SZ[15]C[" + comment + "];B[hh];W[ii];B[jj])").actions.size(), 3u);
}

TEST(SgfReader, DeepNestingNeitherCrashesNorRecurses) {
  std::string deep = "(;GM[4];B[hh]";
  for (int i = 0; i < 200'000; ++i) deep += "(;";
  expectSgfRefused(deep, 1, "the file ends inside the game tree opened on line 1");
  deep += std::string(200'000, ')');
  expectSgfRefused(deep, 1, "the file ends inside a game tree (1 ')' missing)");
  EXPECT_EQ(loadSgf(deep + ")").actions.size(), 1u) << "balanced: read, with the one move of the main line";
  expectSgfRefused(deep + "))", 1, "')' without a matching '('");
}

TEST(SgfReader, FilesThatEndMidNodeAreRefusedOnTheLastLine) {
  expectSgfRefused("(;GM[4]\n;B[hh]\n;W[i", 3, "the value opened with '[' here is never closed with ']'");
  expectSgfRefused("(;GM[4]\n;B[hh]\n;W", 3, "property W has no value: expected '[' after it");
  expectSgfRefused("(;GM[4]\n;B[hh]\n;", 3, "the file ends inside the game tree opened on line 1");
  expectSgfRefused("(", 1, "the file ends inside the game tree opened on line 1");
}

TEST(SgfReader, FilesPastTheSizeLimitAreRefusedBeforeTheyAreRead) {
  const auto big = hostile::writeTempFile("big.sgf", "(;GM[4]C[" + std::string(kMaxBoardFileBytes, 'x') + "])");
  std::vector<std::string> notes;
  hostile::expectBoardFileError([&] { loadGomokuFile(big, notes); }, big.string(), 0,
                                "file is larger than 1048576 bytes");
  const std::string head = "(;GM[4]SZ[15];B[hh]C[";
  const auto fits =
      hostile::writeTempFile("fits.sgf", head + std::string(kMaxBoardFileBytes - head.size() - 2, 'x') + "])");
  EXPECT_EQ(std::filesystem::file_size(fits), kMaxBoardFileBytes);
  EXPECT_EQ(loadGomokuFile(fits, notes).actions.size(), 1u);
}

}  // namespace
}  // namespace boardlab::gomoku
