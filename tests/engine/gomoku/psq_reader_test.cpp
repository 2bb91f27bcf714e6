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

GameRecord load(const std::string& text) {
  std::vector<std::string> notes;
  return loadPsqText(text, "t.psq", notes);
}

void expectRefused(const std::string& text, int line, const std::string& reason) {
  hostile::expectBoardFileError([&] { load(text); }, "t.psq", line, reason, text);
}

TEST(PsqReader, SizesPastTheLimitsAreRefusedNamingTheRange) {
  EXPECT_EQ(load("Piskvorky 26x26, 11:11, 0\n26,26,0\n").start.cols(), 26);
  EXPECT_EQ(load("Piskvorky 5x26, 11:11, 0\n").start.rows(), 26);
  expectRefused("Piskvorky 27x15, 11:11, 0\n", 1, "size 27x15 is outside 5..26");
  expectRefused("Piskvorky 15x27, 11:11, 0\n", 1, "size 15x27 is outside 5..26");
  expectRefused("Piskvorky 4x4\n", 1, "size 4x4 is outside 5..26");
  expectRefused("Piskvorky 1000x1000\n", 1, "size 1000x1000 is outside 5..26");
  expectRefused("Piskvorky 99999999999x15\n", 1,
                "no board size like 15x15 after 'Piskvorky' (expected a first line like 'Piskvorky 15x15, 11:11, 0')");
  expectRefused(kHeader + "16,8,0\n", 2,
                "move 1: 16,8 is off the 15x15 board (PSQ moves are 1-based column,row from the top)");
  expectRefused(kHeader + "8,99999,0\n", 2,
                "move 1: 8,99999 is off the 15x15 board (PSQ moves are 1-based column,row from the top)");
  expectRefused(kHeader + "8,1000,0\n", 2,
                "move 1: 8,1000 is off the 15x15 board (PSQ moves are 1-based column,row from the top)");
  expectRefused(kHeader + "8,9999999999,0\n", 2,
                "'8,9999999999,0' is not a move like 8,8,0 (column, row from the top, milliseconds)");
}

TEST(PsqReader, BinaryFilesAreRefusedOnTheirFirstBadLine) {
  expectRefused(hostile::pngHeader(), 1, "is not valid UTF-8 text");
  expectRefused(hostile::elfHeader(), 1, "contains a NUL byte (a binary file?)");
  hostile::expectRandomBytesRefused([](const std::string& bytes) { load(bytes); }, "t.psq", 31);
}

TEST(PsqReader, TextThatIsNotUtf8IsRefusedOnItsLine) {
  // Player lines are the usual place for a non-ASCII name; PSQ files are read as UTF-8 only.
  for (const hostile::NotUtf8& sample : hostile::notUtf8Samples()) {
    SCOPED_TRACE(sample.what);
    expectRefused(kHeader + "8,8,0\n9,9,0\npbrain-" + sample.bytes + ".exe\n-1\n", 4, "is not valid UTF-8 text");
    expectRefused("Piskvorky 15x15, " + sample.bytes + "\n", 1, "is not valid UTF-8 text");
  }
  EXPECT_EQ(load(kHeader + "8,8,0\npbrain-\xe4\xba\x94\xe5\xad\x90.exe\n-1\n").actions.size(), 1u) << "UTF-8 player names are fine";
}

TEST(PsqReader, ByteOrderMarkAndWindowsLineEndsAreRead) {
  const GameRecord r = load("\xEF\xBB\xBFPiskvorky 15x15, 11:11, 0\r\n8,8,0\r\n9,8,0\r\npbrain.exe\r\n-1\r\n");
  EXPECT_EQ(r.actions.size(), 2u);
  expectRefused("\xEF\xBB\xBFPiskvorky 15x15, 11:11, 0\r\n8,8,0\r\n8,8,0\r\n", 3, "move 2: 8,8 (h8) already holds a black stone");
}

// Issue 14 item 7: a signed move used to become a "player line" and the game silently lost it.
TEST(PsqReader, SignedMovesAreRefusedWithTheirLine) {
  expectRefused(kHeader + "8,8,0\n-9,9,0\n", 3, "'-9,9,0' is not a move: PSQ coordinates are whole numbers without a sign, like 8,8,0");
  expectRefused(kHeader + "+10,10,0\n8,8,0\n", 2, "'+10,10,0' is not a move: PSQ coordinates are whole numbers without a sign, like 8,8,0");
  EXPECT_EQ(load(kHeader + "8,8,0\n-1\n").actions.size(), 1u) << "the end mark is still the end mark";
}

// Item 7: CR-only line ends (old Mac editors) used to read as one line and a game of 0 moves.
TEST(PsqReader, CarriageReturnOnlyLineEndsAreRead) {
  const GameRecord r = load("Piskvorky 15x15, 11:11, 0\r8,8,0\r9,8,0\r10,8,0\rpbrain.exe\r-1\r");
  EXPECT_EQ(r.actions.size(), 3u);
  expectRefused("Piskvorky 15x15, 11:11, 0\r8,8,0\r8,8,0\r", 3, "move 2: 8,8 (h8) already holds a black stone");
}

TEST(PsqReader, LinesPastTheLimitAreRefusedOnTheirLine) {
  EXPECT_EQ(load(kHeader + "8,8," + std::string(kMaxLineBytes - 4, '0') + "\n").actions.size(), 1u);
  expectRefused(kHeader + "8,8,0\n" + std::string(kMaxLineBytes + 1, '9') + "\n", 3, "line is longer than 4096 bytes");
}

TEST(PsqReader, FilesThatEndMidLineAreRefusedOnTheLastLine) {
  expectRefused(kHeader + "8,8,0\n9,", 3, "'9,' is not a move like 8,8,0 (column, row from the top, milliseconds)");
  expectRefused(kHeader + "8,8,0\n9", 3, "'9' is not a move like 8,8,0 (column, row from the top, milliseconds)");
  expectRefused("Piskvorky", 1, "no board size like 15x15 after 'Piskvorky' (expected a first line like 'Piskvorky 15x15, 11:11, 0')");
  expectRefused("Pisk", 1, "not a PSQ game: expected a first line like 'Piskvorky 15x15, 11:11, 0'");
  EXPECT_EQ(load(kHeader + "8,8,0\n9,9,").actions.size(), 2u) << "a cut-off time is only noted";
}

TEST(PsqReader, FilesPastTheSizeLimitAreRefusedBeforeTheyAreRead) {
  const std::string head = kHeader + "8,8,0\n";
  const auto fits = hostile::writeTempFile("fits.psq", hostile::paddedWithComments(head, kMaxBoardFileBytes));
  std::vector<std::string> notes;
  EXPECT_EQ(loadGomokuFile(fits, notes).actions.size(), 1u);
  const auto big = hostile::writeTempFile("big.psq", hostile::paddedWithComments(head, kMaxBoardFileBytes + 1));
  hostile::expectBoardFileError([&] { loadGomokuFile(big, notes); }, big.string(), 0, "file is larger than 1048576 bytes");
}

}  // namespace
}  // namespace boardlab::gomoku
