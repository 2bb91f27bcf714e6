// Link board files: round trips, the accepted spellings, and a FILE:LINE message for every refusal.

#include <gtest/gtest.h>

#include <random>

#include "../hostile_input.hpp"
#include "engine/core/board_text.hpp"
#include "engine/link/board_file.hpp"
#include "test_boards.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::link {
namespace {

TEST(LinkBoardFile, ReadsTheIssueExample) {
  const Board b = parseBoardFile("game link\nsize 4x2\nborder on\nturns 2\ngrid\nAB.A\nB...\n", "t.board");
  EXPECT_EQ(b.cols(), 4);
  EXPECT_EQ(b.rows(), 2);
  EXPECT_TRUE(b.border());
  EXPECT_EQ(b.maxTurns(), 2);
  EXPECT_EQ(b.at({3, 0}), 'A');
  EXPECT_EQ(b.at({0, 1}), 'B');
  EXPECT_EQ(b.tileCount(), 4);
}

TEST(LinkBoardFile, AcceptsSpacedCellsCommentsDefaultsAndAny) {
  const Board b = parseBoardFile("# a comment\ngame link   # trailing\nsize 3x2\nturns any\ngrid\nA . 1\n. z A\n", "t");
  EXPECT_TRUE(b.border());  // default
  EXPECT_TRUE(b.anyTurns());
  EXPECT_EQ(b.at({2, 0}), '1');
  EXPECT_EQ(b.at({1, 1}), 'z');
}

TEST(LinkBoardFile, SaveThenLoadGivesTheSameBoard) {
  std::mt19937 rng(9);
  for (int n = 0; n < 300; ++n) {
    const int turns = n % 4 == 0 ? Board::kAnyTurns : n % 5;
    Board b = testing::randomBoard(rng, 2 + n % 63, 2 + (n * 7) % 63, 0.6, 1 + n % 20, n % 2 == 0, turns);
    b.set({0, 0}, n % 3 ? '9' : 'x');
    const Board back = parseBoardFile(saveBoardFile(b), "round-trip");
    ASSERT_EQ(back, b) << saveBoardFile(b);
  }
}

struct Bad {
  const char* text;
  int line;
  const char* says;
};

TEST(LinkBoardFile, EveryRefusalNamesTheFileTheLineAndTheProblem) {
  const Bad cases[] = {
      {"", 0, "game link"},
      {"game gomoku\n", 1, "expected link"},
      {"size 4x2\n", 1, "must start with 'game link'"},
      {"game link\ncolour red\n", 2, "unknown key 'colour'"},
      {"game link\nsize 4by2\ngrid\n", 2, "bad size"},
      {"game link\nsize 0x5\ngrid\n", 2, "outside 1..64"},
      {"game link\nsize 65x5\ngrid\n", 2, "outside 1..64"},
      {"game link\nsize 4x2\nsize 4x2\n", 3, "given twice"},
      {"game link\nsize 4x2\nborder maybe\n", 3, "on or off"},
      {"game link\nsize 4x2\nturns two\n", 3, "turns must be a number"},
      {"game link\nsize 4x2\nturns -1\n", 3, "turns must be a number"},
      {"game link\nsize 4x2\nturns\n", 3, "exactly one value"},
      {"game link\ngrid\nAB\nAB\n", 2, "no 'size'"},
      {"game link\nsize 4x2\n", 2, "no 'grid'"},
      {"game link\nsize 4x2\ngrid\nAB.A\n", 4, "1 rows, the size says 2"},
      {"game link\nsize 4x2\ngrid\nAB.A\nB..\n", 5, "row has 3 cells"},
      {"game link\nsize 4x2\ngrid\nAB.A\nB....\n", 5, "row has 5 cells"},
      {"game link\nsize 4x2\ngrid\nAB.A\nB.-.\n", 5, "bad cell '-' at position 3"},
      {"game link\nsize 4x2\ngrid\nAB.A\nB...\n....\n", 6, "more than 2 rows"},
      {"game link\nsize 4x2\ngrid\nA B . A\nB  . . .\n", 5, "separated by single spaces"},
      {"game link\nsize 4x2\ngrid now\n", 3, "takes no value"},
      {"game link\nsize 2x2\ngrid\nA\xC3\xA9\n..\n", 4, "bad cell '\xC3\xA9'"},
  };
  for (const Bad& c : cases) {
    try {
      parseBoardFile(c.text, "bad.board");
      ADD_FAILURE() << "accepted: " << c.text;
    } catch (const BoardFileError& e) {
      EXPECT_EQ(e.file(), "bad.board") << c.text;
      EXPECT_EQ(e.line(), c.line) << c.text << " -> " << e.what();
      EXPECT_NE(e.reason().find(c.says), std::string::npos) << c.text << " -> " << e.what();
    }
  }
}

TEST(LinkBoardFile, DamagedFilesAreRefusedWithABoardFileErrorAndNothingElse) {
  // Random byte edits of a valid file: each one loads or is refused as a BoardFileError, nothing else.
  const std::string good = "game link\nsize 4x3\nborder off\nturns any\ngrid\nA.B.\n.B.A\n1 2 1 2\n";
  const std::string alphabet = "x.AB9 \n#-\t\xff\xc3";
  std::mt19937 rng(17);
  int refused = 0;
  for (int n = 0; n < 3000; ++n) {
    std::string text = good;
    for (int k = 0; k < 1 + n % 4; ++k) {
      const std::size_t at = rng() % text.size();
      const char c = alphabet[rng() % alphabet.size()];
      switch (rng() % 3) {
        case 0:
          text[at] = c;
          break;
        case 1:
          text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c);
          break;
        default:
          text.erase(at, 1);
      }
    }
    try {
      const Board b = parseBoardFile(text, "fuzz.board");
      EXPECT_EQ(parseBoardFile(saveBoardFile(b), "again"), b);
    } catch (const BoardFileError& e) {
      ++refused;
      EXPECT_EQ(e.file(), "fuzz.board");
    }
  }
  EXPECT_GT(refused, 1000);
}

TEST(LinkBoardFile, MissingFileIsABoardFileErrorNotACrash) {
  EXPECT_THROW(loadBoardFile("/nonexistent/link.board"), BoardFileError);
}

TEST(LinkBoardFile, EveryExampleLoads) {
  for (const char* name : {"corners-objc-early-return.board", "corners-objc-early-return-detour.board",
                           "corners-objc-no-ring.board", "classic-12x8.board"}) {
    EXPECT_NO_THROW(loadBoardFile(std::string(testpaths::source) + "/examples/link/" + name)) << name;
  }
}

// Expects the text to be refused with exactly "bad.board:LINE: REASON".
void expectLinkBoardRefused(const std::string& text, int line, const std::string& reason) {
  hostile::expectBoardFileError([&] { parseBoardFile(text, "bad.board"); }, "bad.board", line, reason, text);
}

TEST(LinkBoardFile, EveryMessageWordForWord) {
  const std::string head = "game link\nsize 4x2\n";
  expectLinkBoardRefused("", 0, "the file must start with 'game link'");
  expectLinkBoardRefused("# only a comment\n", 0, "the file must start with 'game link'");
  expectLinkBoardRefused("size 4x2\n", 1, "the file must start with 'game link'");
  expectLinkBoardRefused("game gomoku\n", 1, "game is 'gomoku', expected link");
  expectLinkBoardRefused("game link\ngame link\n", 2, "'game' given twice");
  expectLinkBoardRefused("game link\ncolour red\n", 2,
                         "unknown key 'colour' (expected game, size, border, turns or grid)");
  expectLinkBoardRefused("game link\nborder\n", 2, "'border' takes exactly one value");
  expectLinkBoardRefused("game link\nsize 4by2\ngrid\n", 2, "bad size '4by2' (expected COLSxROWS, e.g. 12x8)");
  expectLinkBoardRefused(head + "size 4x2\n", 3, "'size' given twice");
  expectLinkBoardRefused(head + "border maybe\n", 3, "border must be on or off, not 'maybe'");
  expectLinkBoardRefused(head + "border on\nborder off\n", 4, "'border' given twice");
  expectLinkBoardRefused(head + "turns 10001\n", 3, "turns must be a number (0..10000) or any, not '10001'");
  expectLinkBoardRefused(head + "turns any\nturns 2\n", 4, "'turns' given twice");
  expectLinkBoardRefused(head + "grid now\n", 3, "'grid' takes no value; the rows follow on the next lines");
  expectLinkBoardRefused("game link\ngrid\nAB\nAB\n", 2, "no 'size' line before the grid");
  expectLinkBoardRefused(head, 2, "no 'grid' line: the rows of tiles are missing");
  expectLinkBoardRefused(head + "grid\nAB.A\nB...\n....\n", 6, "more than 2 rows (the size says 4x2)");
  expectLinkBoardRefused(head + "grid\nAB.A\nB..\n", 5, "row has 3 cells, the size says 4");
  expectLinkBoardRefused(head + "grid\nAB.A\nB.-.\n", 5,
                         "bad cell '-' at position 3 (use '.' for empty, letters and digits for tiles)");
  expectLinkBoardRefused(head + "grid\nA B . A\nB  . . .\n", 5,
                         "cells must be separated by single spaces or not at all");
  expectLinkBoardRefused("game link\nsize 3x2\ngrid\nA B C\nA B.C\n", 5,
                         "cells must be separated by single spaces or not at all");
  expectLinkBoardRefused(head + "grid\nAB.A\nB. A\n", 5,
                         "bad cell ' ' at position 3 (use '.' for empty, letters and digits for tiles)");
  expectLinkBoardRefused(head + "grid\nAB.A\n", 4, "the grid has 1 rows, the size says 2");
}

TEST(LinkBoardFile, SizesPastTheLimitsAreRefusedNamingTheRange) {
  EXPECT_EQ(parseBoardFile(saveBoardFile(Board(64, 2)), "max").cols(), Board::kMaxSize);
  EXPECT_EQ(parseBoardFile(saveBoardFile(Board(2, 64)), "max").rows(), Board::kMaxSize);
  expectLinkBoardRefused("game link\nsize 65x5\ngrid\n", 2, "size 65x5 is outside 1..64 x 1..64");
  expectLinkBoardRefused("game link\nsize 5x65\ngrid\n", 2, "size 5x65 is outside 1..64 x 1..64");
  expectLinkBoardRefused("game link\nsize 0x5\ngrid\n", 2, "size 0x5 is outside 1..64 x 1..64");
  expectLinkBoardRefused("game link\nsize 1000x1000\ngrid\n", 2, "size 1000x1000 is outside 1..64 x 1..64");
  expectLinkBoardRefused("game link\nsize 99999999999x2\ngrid\n", 2,
                         "bad size '99999999999x2' (expected COLSxROWS, e.g. 12x8)");
}

TEST(LinkBoardFile, BinaryFilesAreRefusedOnTheirFirstBadLine) {
  expectLinkBoardRefused(hostile::pngHeader(), 1, "is not valid UTF-8 text");
  expectLinkBoardRefused(hostile::elfHeader(), 1, "contains a NUL byte (a binary file?)");
  expectLinkBoardRefused(std::string("game link\nsize 2x2\ngrid\nAA\nB") + '\0' + "B\n", 5,
                         "contains a NUL byte (a binary file?)");
  hostile::expectRandomBytesRefused([](const std::string& bytes) { parseBoardFile(bytes, "random.board"); },
                                    "random.board", 29);
}

TEST(LinkBoardFile, TextThatIsNotUtf8IsRefusedOnItsLine) {
  for (const hostile::NotUtf8& sample : hostile::notUtf8Samples()) {
    SCOPED_TRACE(sample.what);
    expectLinkBoardRefused("game link\nsize 2x2\ngrid\nAA\n" + sample.bytes + "\n", 5, "is not valid UTF-8 text");
    expectLinkBoardRefused("game link # " + sample.bytes + "\nsize 2x2\n", 1, "is not valid UTF-8 text");
  }
}

TEST(LinkBoardFile, ByteOrderMarkAndWindowsLineEndsAreRead) {
  const Board b =
      parseBoardFile("\xEF\xBB\xBFgame link\r\nsize 2x2\r\nturns any\r\ngrid\r\nA B\r\nB A\r\n", "crlf.board");
  EXPECT_EQ(b.at({1, 0}), 'B');
  EXPECT_TRUE(b.anyTurns());
  expectLinkBoardRefused("\xEF\xBB\xBFgame link\r\nsize 2x2\r\ngrid\r\nAA\r\nA-\r\n", 5,
                         "bad cell '-' at position 2 (use '.' for empty, letters and digits for tiles)");
}

TEST(LinkBoardFile, LinesPastTheLimitAreRefusedOnTheirLine) {
  const std::string longest = "#" + std::string(kMaxLineBytes - 1, 'x');
  EXPECT_NO_THROW(parseBoardFile("game link\n" + longest + "\nsize 2x2\ngrid\nAA\n..\n", "t"));
  expectLinkBoardRefused("game link\nsize 2x2\ngrid\nAA\n" + std::string(kMaxLineBytes + 1, 'A') + "\n", 5,
                         "line is longer than 4096 bytes");
}

TEST(LinkBoardFile, FilesThatEndMidRowAreRefusedOnTheLastLine) {
  expectLinkBoardRefused("game link\nsize 4x2\ngrid\nAB.A\nB.", 5, "row has 2 cells, the size says 4");
  expectLinkBoardRefused("game link\nsize 4x2\ngrid\nAB.A\nB . ", 5, "row has 2 cells, the size says 4");
  expectLinkBoardRefused("game link\nsize 4x2\ngrid\nAB.A\nB . . . .", 5, "row has 5 cells, the size says 4");
  expectLinkBoardRefused("game link\nsize 4x2\ngrid", 3, "the grid has 0 rows, the size says 2");
  expectLinkBoardRefused("game link\nsize 4x", 2, "bad size '4x' (expected COLSxROWS, e.g. 12x8)");
}

TEST(LinkBoardFile, FilesPastTheSizeLimitAreRefusedBeforeTheyAreRead) {
  const std::string head = "game link\nsize 2x2\ngrid\nAA\n..\n";
  const auto fits = hostile::writeTempFile("fits-link.board", hostile::paddedWithComments(head, kMaxBoardFileBytes));
  EXPECT_EQ(loadBoardFile(fits).tileCount(), 2);
  const auto big = hostile::writeTempFile("big-link.board", hostile::paddedWithComments(head, kMaxBoardFileBytes + 1));
  hostile::expectBoardFileError([&] { loadBoardFile(big); }, big.string(), 0, "file is larger than 1048576 bytes");
  hostile::expectBoardFileError([] { loadBoardFile("/nonexistent/link.board"); }, "/nonexistent/link.board", 0,
                                "cannot open the file (missing or not readable)");
}

}  // namespace
}  // namespace boardlab::link
