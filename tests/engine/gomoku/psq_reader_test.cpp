// The PSQ reader against hostile input: sizes past the limits, binary files, text that is not UTF-8,
// byte-order marks and Windows line ends, over-long lines and files, files cut off mid-line. Each is
// refused with exactly FILE:LINE: reason (or read, where the format allows it). The documented cases and
// the other refusals are in formats_test.cpp.

#include <gtest/gtest.h>

#include "../hostile_input.hpp"
#include "engine/gomoku/formats.hpp"

namespace boardlab::gomoku {
namespace {

const std::string kHeader = "Piskvorky 15x15, 11:11, 0\n";

GameRecord loadPsq(const std::string& text) {
  std::vector<std::string> notes;
  return loadPsqText(text, "t.psq", notes);
}

void expectPsqRefused(const std::string& text, int line, const std::string& reason) {
  hostile::expectBoardFileError([&] { loadPsq(text); }, "t.psq", line, reason, text);
}

TEST(PsqReader, SizesPastTheLimitsAreRefusedNamingTheRange) {
  EXPECT_EQ(loadPsq("Piskvorky 26x26, 11:11, 0\n26,26,0\n").start.cols(), 26);
  EXPECT_EQ(loadPsq("Piskvorky 5x26, 11:11, 0\n").start.rows(), 26);
  expectPsqRefused("Piskvorky 27x15, 11:11, 0\n", 1, "size 27x15 is outside 5..26");
  expectPsqRefused("Piskvorky 15x27, 11:11, 0\n", 1, "size 15x27 is outside 5..26");
  expectPsqRefused("Piskvorky 4x4\n", 1, "size 4x4 is outside 5..26");
  expectPsqRefused("Piskvorky 1000x1000\n", 1, "size 1000x1000 is outside 5..26");
  expectPsqRefused(
      "Piskvorky 99999999999x15\n", 1,
      "no board size like 15x15 after 'Piskvorky' (expected a first line like 'Piskvorky 15x15, 11:11, 0')");
  expectPsqRefused(kHeader + "16,8,0\n", 2,
                   "move 1: 16,8 is off the 15x15 board (PSQ moves are 1-based column,row from the top)");
  expectPsqRefused(kHeader + "8,99999,0\n", 2,
                   "move 1: 8,99999 is off the 15x15 board (PSQ moves are 1-based column,row from the top)");
  expectPsqRefused(kHeader + "8,1000,0\n", 2,
                   "move 1: 8,1000 is off the 15x15 board (PSQ moves are 1-based column,row from the top)");
  expectPsqRefused(kHeader + "8,9999999999,0\n", 2,
                   "'8,9999999999,0' is not a move like 8,8,0 (column, row from the top, milliseconds)");
}

TEST(PsqReader, BinaryFilesAreRefusedOnTheirFirstBadLine) {
  expectPsqRefused(hostile::pngHeader(), 1, "is not valid UTF-8 text");
  expectPsqRefused(hostile::elfHeader(), 1, "contains a NUL byte (a binary file?)");
  hostile::expectRandomBytesRefused([](const std::string& bytes) { loadPsq(bytes); }, "t.psq", 31);
}

TEST(PsqReader, TextThatIsNotUtf8IsRefusedOnItsLine) {
  // Player lines are the usual place for a non-ASCII name; PSQ files are read as UTF-8 only.
  for (const hostile::NotUtf8& sample : hostile::notUtf8Samples()) {
    SCOPED_TRACE(sample.what);
    expectPsqRefused(kHeader + "8,8,0\n9,9,0\npbrain-" + sample.bytes + ".exe\n-1\n", 4, "is not valid UTF-8 text");
    expectPsqRefused("Piskvorky 15x15, " + sample.bytes + "\n", 1, "is not valid UTF-8 text");
  }
  EXPECT_EQ(loadPsq(kHeader + "8,8,0\npbrain-\xe4\xba\x94\xe5\xad\x90.exe\n-1\n").actions.size(), 1u)
      << "UTF-8 player names are fine";
}

TEST(PsqReader, ByteOrderMarkAndWindowsLineEndsAreRead) {
  const GameRecord r = loadPsq("\xEF\xBB\xBFPiskvorky 15x15, 11:11, 0\r\n8,8,0\r\n9,8,0\r\npbrain.exe\r\n-1\r\n");
  EXPECT_EQ(r.actions.size(), 2u);
  expectPsqRefused("\xEF\xBB\xBFPiskvorky 15x15, 11:11, 0\r\n8,8,0\r\n8,8,0\r\n", 3,
                   "move 2: 8,8 (h8) already holds a black stone");
}

// A signed move used to become a "player line" and the game silently lost it.
TEST(PsqReader, SignedMovesAreRefusedWithTheirLine) {
  expectPsqRefused(kHeader + "8,8,0\n-9,9,0\n", 3,
                   "'-9,9,0' is not a move: PSQ coordinates are whole numbers without a sign, like 8,8,0");
  expectPsqRefused(kHeader + "+10,10,0\n8,8,0\n", 2,
                   "'+10,10,0' is not a move: PSQ coordinates are whole numbers without a sign, like 8,8,0");
  EXPECT_EQ(loadPsq(kHeader + "8,8,0\n-1\n").actions.size(), 1u) << "the end mark is still the end mark";
}

// Item 7: CR-only line ends (old Mac editors) used to read as one line and a game of 0 moves.
TEST(PsqReader, CarriageReturnOnlyLineEndsAreRead) {
  const GameRecord r = loadPsq("Piskvorky 15x15, 11:11, 0\r8,8,0\r9,8,0\r10,8,0\rpbrain.exe\r-1\r");
  EXPECT_EQ(r.actions.size(), 3u);
  expectPsqRefused("Piskvorky 15x15, 11:11, 0\r8,8,0\r8,8,0\r", 3, "move 2: 8,8 (h8) already holds a black stone");
}

TEST(PsqReader, LinesPastTheLimitAreRefusedOnTheirLine) {
  EXPECT_EQ(loadPsq(kHeader + "8,8," + std::string(kMaxLineBytes - 4, '0') + "\n").actions.size(), 1u);
  expectPsqRefused(kHeader + "8,8,0\n" + std::string(kMaxLineBytes + 1, '9') + "\n", 3,
                   "line is longer than 4096 bytes");
}

TEST(PsqReader, FilesThatEndMidLineAreRefusedOnTheLastLine) {
  expectPsqRefused(kHeader + "8,8,0\n9,", 3, "'9,' is not a move like 8,8,0 (column, row from the top, milliseconds)");
  expectPsqRefused(kHeader + "8,8,0\n9", 3, "'9' is not a move like 8,8,0 (column, row from the top, milliseconds)");
  expectPsqRefused(
      "Piskvorky", 1,
      "no board size like 15x15 after 'Piskvorky' (expected a first line like 'Piskvorky 15x15, 11:11, 0')");
  expectPsqRefused("Pisk", 1, "not a PSQ game: expected a first line like 'Piskvorky 15x15, 11:11, 0'");
  EXPECT_EQ(loadPsq(kHeader + "8,8,0\n9,9,").actions.size(), 2u) << "a cut-off time is only noted";
}

TEST(PsqReader, FilesPastTheSizeLimitAreRefusedBeforeTheyAreRead) {
  const std::string head = kHeader + "8,8,0\n";
  const auto fits = hostile::writeTempFile("fits.psq", hostile::paddedWithComments(head, kMaxBoardFileBytes));
  std::vector<std::string> notes;
  EXPECT_EQ(loadGomokuFile(fits, notes).actions.size(), 1u);
  const auto big = hostile::writeTempFile("big.psq", hostile::paddedWithComments(head, kMaxBoardFileBytes + 1));
  hostile::expectBoardFileError([&] { loadGomokuFile(big, notes); }, big.string(), 0,
                                "file is larger than 1048576 bytes");
}

}  // namespace
}  // namespace boardlab::gomoku
