// The move-string reader against hostile input: points past the largest board, binary files, text that
// is not UTF-8, byte-order marks and Windows line ends, over-long lines and files, strings cut off
// mid-move. Each is refused with exactly FILE:LINE: reason. The documented cases and the other refusals
// are in formats_test.cpp.

#include <gtest/gtest.h>

#include "../hostile_input.hpp"
#include "engine/gomoku/formats.hpp"

namespace boardlab::gomoku {
namespace {

GameRecord loadMoves(const std::string& text) {
  std::vector<std::string> notes;
  return loadMoveString(text, "t.txt", notes);
}

void expectMovesRefused(const std::string& text, int line, const std::string& reason) {
  hostile::expectBoardFileError([&] { loadMoves(text); }, "t.txt", line, reason, text);
}

TEST(MoveStringReader, PointsPastTheLargestBoardAreRefusedNamingIt) {
  EXPECT_EQ(loadMoves("h8 z26").start.cols(), 26) << "z26 needs the largest board, 26x26";
  expectMovesRefused("h8 a27", 1, "move 2: 'a27' is off the largest board (26x26)");
  expectMovesRefused("h8\nh1000", 2, "move 2: 'h1000' is off the largest board (26x26)");
  expectMovesRefused("h8 h999999999", 1, "move 2: 'h999999999' is off the largest board (26x26)");
  expectMovesRefused("h8 h9999999999", 1,
                     "move 2: 'h9999999999' is not a move like h8 (a column letter, then a row number from 1)");
}

TEST(MoveStringReader, BinaryFilesAreRefusedOnTheirFirstBadLine) {
  expectMovesRefused(hostile::pngHeader(), 1, "is not valid UTF-8 text");
  expectMovesRefused(hostile::elfHeader(), 1, "contains a NUL byte (a binary file?)");
  expectMovesRefused(std::string("h8h9\ni8\0", 8), 2, "contains a NUL byte (a binary file?)");
  hostile::expectRandomBytesRefused([](const std::string& bytes) { loadMoves(bytes); }, "t.txt", 41);
}

TEST(MoveStringReader, TextThatIsNotUtf8IsRefusedOnItsLine) {
  for (const hostile::NotUtf8& sample : hostile::notUtf8Samples()) {
    SCOPED_TRACE(sample.what);
    expectMovesRefused("h8h9\n# " + sample.bytes + "\ni8", 2, "is not valid UTF-8 text");
    expectMovesRefused("h8h9 " + sample.bytes, 1, "is not valid UTF-8 text");
  }
}

TEST(MoveStringReader, ByteOrderMarkAndWindowsLineEndsAreRead) {
  EXPECT_EQ(loadMoves("\xEF\xBB\xBFh8h9\r\ni8\r\n").actions.size(), 3u);
  expectMovesRefused("\xEF\xBB\xBFh8h9\r\ni8\r\nh8\r\n", 3, "move 4: h8 already holds a black stone");
}

TEST(MoveStringReader, LinesPastTheLimitAreRefusedOnTheirLine) {
  EXPECT_EQ(loadMoves("h8" + std::string(kMaxLineBytes - 2, ' ')).actions.size(), 1u);
  expectMovesRefused("h8\n" + std::string(kMaxLineBytes + 1, ' '), 2, "line is longer than 4096 bytes");
}

TEST(MoveStringReader, StringsCutOffMidMoveAreRefusedOnTheLastLine) {
  expectMovesRefused("h8h9\ni8h", 2, "move 4: 'h' is not a move like h8 (a column letter, then a row number from 1)");
  expectMovesRefused("h8h9\ni8h2\xc3", 2, "is not valid UTF-8 text");
  EXPECT_EQ(loadMoves("h8h9\ni8,").actions.size(), 3u) << "a trailing separator is fine";
}

TEST(MoveStringReader, FilesPastTheSizeLimitAreRefusedBeforeTheyAreRead) {
  const auto fits = hostile::writeTempFile("fits.txt", hostile::paddedWithComments("h8h9\n", kMaxBoardFileBytes));
  std::vector<std::string> notes;
  EXPECT_EQ(loadGomokuFile(fits, notes).actions.size(), 2u);
  const auto big = hostile::writeTempFile("big.txt", hostile::paddedWithComments("h8h9\n", kMaxBoardFileBytes + 1));
  hostile::expectBoardFileError([&] { loadGomokuFile(big, notes); }, big.string(), 0,
                                "file is larger than 1048576 bytes");
}

}  // namespace
}  // namespace boardlab::gomoku
