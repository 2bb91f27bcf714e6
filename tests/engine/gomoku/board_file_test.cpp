// Gomoku board files: the documented format, loadBoard(save(x)) == x, and every refusal's line and reason.

#include <gtest/gtest.h>

#include <random>

#include "../hostile_input.hpp"
#include "engine/gomoku/board_file.hpp"
#include "test_util.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::gomoku {
namespace {

using testing::pt;

GameRecord loadBoard(const std::string& text) { return loadBoardText(text, "t.board"); }

// Expects the text to be refused with exactly "t.board:LINE: REASON".
void expectBoardRefused(const std::string& text, int line, const std::string& reason) {
  try {
    loadBoard(text);
    ADD_FAILURE() << "accepted:\n" << text;
  } catch (const BoardFileError& e) {
    EXPECT_EQ(e.line(), line) << e.what();
    EXPECT_EQ(e.reason(), reason) << e.what();
    EXPECT_EQ(std::string(e.what()), "t.board:" + std::to_string(line) + ": " + reason);
  }
}

TEST(BoardFile, ReadsTheDocumentedExample) {
  const GameRecord r = loadBoard(
      "# a comment\n"
      "game gomoku\n"
      "size 7x5              # columns x rows\n"
      "rule standard\n"
      "to-move white\n"
      "grid\n"
      ". . . . . . .\n"
      "...x...\n"
      ". . . . . . .\n"
      "o . . . . . .\n"
      ". . . . . . .\n"
      "\n"
      "moves a1 b1 undo\n"
      "  redo c1\n");
  EXPECT_EQ(r.start.cols(), 7);
  EXPECT_EQ(r.start.rows(), 5);
  EXPECT_EQ(r.rule, Rule::Standard);
  EXPECT_EQ(r.toMove, Stone::White);
  EXPECT_EQ(r.start.at({3, 1}), Stone::Black);
  EXPECT_EQ(r.start.at({0, 3}), Stone::White);
  EXPECT_EQ(r.start.count(Stone::Black) + r.start.count(Stone::White), 2);
  const std::vector<Action> want{{Action::Kind::Place, pt("a1", 7, 5)},
                                 {Action::Kind::Place, pt("b1", 7, 5)},
                                 {Action::Kind::Undo, {}},
                                 {Action::Kind::Redo, {}},
                                 {Action::Kind::Place, pt("c1", 7, 5)}};
  EXPECT_EQ(r.actions, want);
}

TEST(BoardFile, DefaultsAre15x15FreestyleBlackToMove) {
  const GameRecord r = loadBoard("game gomoku\nmoves h8\n");
  EXPECT_EQ(r.start, Board(15, 15));
  EXPECT_EQ(r.rule, Rule::Freestyle);
  EXPECT_EQ(r.toMove, Stone::Black);
  EXPECT_EQ(loadBoard("game gomoku\nsize 5\ngrid\nx....\n.....\n.....\n.....\n.....\n").toMove, Stone::White)
      << "black has one stone more";
}

TEST(BoardFile, SaveThenLoadGivesTheSameRecordForRandomRecords) {
  std::mt19937 rng(3);
  for (int i = 0; i < 300; ++i) {
    const int cols = std::uniform_int_distribution(5, 26)(rng), rows = std::uniform_int_distribution(5, 26)(rng);
    GameRecord r;
    r.start = Board(cols, rows);
    r.rule = kRules[rng() % kRules.size()];
    for (int k = std::uniform_int_distribution(0, 12)(rng); k > 0; --k)
      r.start.set({static_cast<int>(rng() % cols), static_cast<int>(rng() % rows)},
                  rng() % 2 ? Stone::Black : Stone::White);
    r.toMove = rng() % 2 ? Stone::Black : Stone::White;
    Game g(r.start, r.toMove, r.rule);
    for (int k = std::uniform_int_distribution(0, 60)(rng); k > 0; --k) {
      const int roll = static_cast<int>(rng() % 8);
      Action a{Action::Kind::Place, {static_cast<int>(rng() % cols), static_cast<int>(rng() % rows)}};
      if (roll == 0) a = {Action::Kind::Undo, {}};
      if (roll == 1) a = {Action::Kind::Redo, {}};
      if (apply(g, a)) r.actions.push_back(a);
    }
    const std::string text = saveBoardText(r);
    ASSERT_EQ(loadBoard(text), r) << text;
    EXPECT_EQ(saveBoardText(loadBoard(text)), text);
  }
}

TEST(BoardFile, RefusesEveryMalformedFileWithItsLineAndReason) {
  expectBoardRefused("", 0, "missing 'game gomoku' line");
  expectBoardRefused("size 15\n", 0, "missing 'game gomoku' line");
  expectBoardRefused("game link\n", 1, "this is a 'link' board, not a gomoku board");
  expectBoardRefused("game gomoku\ncolour red\n", 2,
                     "unknown key 'colour' (expected game, size, rule, to-move, grid or moves)");
  expectBoardRefused("game gomoku\nrule standard\nrule freestyle\n", 3, "duplicate key 'rule' (first given on line 2)");
  expectBoardRefused("game gomoku\nsize 4\n", 2, "size 4x4 is outside 5..26");
  expectBoardRefused("game gomoku\nsize 27x15\n", 2, "size 27x15 is outside 5..26");
  expectBoardRefused("game gomoku\nsize big\n", 2, "'big' is not a size like 15 or 20x15 (columns x rows)");
  expectBoardRefused("game gomoku\nsize 15 15\n", 2, "'size' takes exactly one value");
  expectBoardRefused("game gomoku\nrule omok\n", 2,
                     "unknown rule 'omok' (expected freestyle, standard, renju or caro)");
  expectBoardRefused("game gomoku\nto-move red\n", 2, "to-move must be black or white, not 'red'");
  expectBoardRefused("game gomoku\nmoves h8\nsize 19\n", 3, "'size' must come before 'moves' (line 2)");
  expectBoardRefused("game gomoku\nsize 5\ngrid\n.....\n....\n", 5,
                     "grid row 2 has 4 cells but the board has 5 columns");
  expectBoardRefused("game gomoku\nsize 5\ngrid\n.....\n. . . . . .\n", 5,
                     "grid row 2 has 6 cells but the board has 5 columns");
  expectBoardRefused("game gomoku\nsize 5\ngrid\n..z..\n", 4,
                     "'z' in column 3 of grid row 1: use '.' (empty), 'x' (black) or 'o' (white)");
  expectBoardRefused("game gomoku\nsize 5\ngrid\n.....\n.....\nmoves a1\n", 6,
                     "the grid has 2 rows but the board has 5");
  expectBoardRefused("game gomoku\nsize 5\ngrid\n.....\n.....\n", 3, "the grid has 2 rows but the board has 5");
  expectBoardRefused("game gomoku\nsize 5\ngrid\n.....\n.....\n.....\n.....\n.....\n.....\n", 9,
                     "the grid has more rows than the board's 5");
  expectBoardRefused("game gomoku\nsize 5\ngrid\n.. ...\n", 4,
                     "grid row cells must be single characters separated by single spaces, or not separated at all");
  expectBoardRefused("game gomoku\ngrid x\n", 2, "'grid' takes no value: the rows follow on the next lines");
  expectBoardRefused(
      "game gomoku\nsize 5\ngrid\nxx...\n.....\n.....\n.....\n.....\n", 3,
      "the grid has 2 black and 0 white stones: say who plays next with 'to-move black' or 'to-move white'");
  expectBoardRefused("game gomoku\nmoves h8 p1\n", 2,
                     "move 2: 'p1' is off the 15x15 board (moves are points like h8, undo or redo)");
  expectBoardRefused(
      "game gomoku\nmoves h8\nh9 h0\n", 3,
      "move 3: 'h0' is not a point like h8 (a column letter, then a row number from 1) (moves are points like h8, undo or redo)");
  expectBoardRefused("game gomoku\nmoves h8 i9\nh8\n", 3, "move 3: h8 already holds a black stone");
  expectBoardRefused("game gomoku\nmoves undo\n", 2,
                     "move 1: 'undo' with nothing to undo (the grid's stones cannot be taken back)");
  expectBoardRefused(
      "game gomoku\nmoves h8 redo\n", 2,
      "move 2: 'redo' with nothing to redo (only a taken-back move can be replayed, and a new move drops them)");
  expectBoardRefused(
      "game gomoku\nmoves h8 undo i9 redo\n", 2,
      "move 4: 'redo' with nothing to redo (only a taken-back move can be replayed, and a new move drops them)");
  expectBoardRefused("game gomoku\nmoves h8\ngrid\n", 3,
                     "'grid' must come before 'moves' (the moves are played from the grid)");
  expectBoardRefused("game gomoku\nmoves h8\nmoves i9\n", 3, "duplicate key 'moves' (first given on line 2)");
  expectBoardRefused("game gomoku\n\xff\n", 2, "is not valid UTF-8 text");
}

TEST(BoardFile, RefusesMoreThanTheMaximumNumberOfMoves) {
  std::string text = "game gomoku\nmoves h8\n";
  for (int i = 0; i < GameRecord::kMaxActions / 2; ++i) text += "undo redo\n";  // 10,001 actions in all
  expectBoardRefused(text, 2 + GameRecord::kMaxActions / 2, "more than 10000 moves");
}

TEST(BoardFile, AcceptsMovesAfterAWin) {
  const GameRecord r = loadBoard("game gomoku\nmoves a1 a2 b1 b2 c1 c2 d1 d2 e1 e2 f1\n");
  EXPECT_EQ(r.actions.size(), 11u);
  EXPECT_TRUE(replayGame(r).over());
}

TEST(BoardFile, ReadsFilesAndNamesMissingOnes) {
  EXPECT_THROW(loadBoardFile("/nonexistent/x.board"), BoardFileError);
  const GameRecord r = loadBoardFile(std::string(testpaths::source) + "/examples/gomoku/opening.board");
  EXPECT_GE(r.actions.size(), 10u);
  EXPECT_FALSE(replayGame(r).over()) << "the workbench's built-in example is a game in progress";
}

TEST(BoardFile, FindsTheGameLineOfAnyBoardFile) {
  EXPECT_EQ(boardFileGame("# x\ngame link\nsize 4x4\n", "f"), "link");
  EXPECT_THROW(boardFileGame("size 4\n", "f"), BoardFileError);
}

TEST(BoardFile, RefusesTheRemainingMalformedLinesWithTheirLineAndReason) {
  expectBoardRefused("game gomoku gomoku\n", 1, "'game' takes exactly one value");
  expectBoardRefused("game gomoku\nrule\n", 2, "'rule' takes exactly one value");
  expectBoardRefused("game gomoku\nto-move black white\n", 2, "'to-move' takes exactly one value");
  expectBoardRefused("game gomoku\ngrid\n" + std::string(15, '.') + "\n", 2, "the grid has 1 row but the board has 15");
  expectBoardRefused("game gomoku\nsize 5\ngrid\n.....\n.....\n.....\n.....\n.....\nsize 7\n", 9,
                     "duplicate key 'size' (first given on line 2)");
  std::string fullGrid;
  for (int r = 0; r < 15; ++r) fullGrid += std::string(15, '.') + "\n";
  expectBoardRefused("game gomoku\ngrid\n" + fullGrid + "size 9\n", 18, "'size' must come before 'grid' (line 2)");
  expectBoardRefused(
      "game gomoku\nmoves h8 i\n", 2,
      "move 2: 'i' is not a point like h8 (a column letter, then a row number) (moves are points like h8, undo or redo)");
  expectBoardRefused(
      "game gomoku\nmoves H8\n", 2,
      "move 1: 'H8' is not a point like h8 (a column letter, then a row number) (moves are points like h8, undo or redo)");
}

TEST(BoardFile, FindingTheGameLineRefusesWithTheLineAndReason) {
  hostile::expectBoardFileError([] { boardFileGame("# x\ngame\n", "f.board"); }, "f.board", 2,
                                "'game' takes exactly one value");
  hostile::expectBoardFileError([] { boardFileGame("size 4\n", "f.board"); }, "f.board", 0,
                                "missing 'game' line (game gomoku or game link)");
  hostile::expectBoardFileError([] { boardFileGame(hostile::pngHeader(), "f.board"); }, "f.board", 1,
                                "is not valid UTF-8 text");
}

TEST(BoardFile, SizesPastTheLimitsAreRefusedNamingTheRange) {
  EXPECT_EQ(loadBoard("game gomoku\nsize 26\n").start.cols(), Board::kMaxSize);
  EXPECT_EQ(loadBoard("game gomoku\nsize 5x26\n").start.rows(), 26);
  expectBoardRefused("game gomoku\nsize 27\n", 2, "size 27x27 is outside 5..26");
  expectBoardRefused("game gomoku\nsize 26x27\n", 2, "size 26x27 is outside 5..26");
  expectBoardRefused("game gomoku\nsize 5x4\n", 2, "size 5x4 is outside 5..26");
  expectBoardRefused("game gomoku\nsize 0\n", 2, "size 0x0 is outside 5..26");
  expectBoardRefused("game gomoku\nsize 1000\n", 2, "size 1000x1000 is outside 5..26");
  expectBoardRefused("game gomoku\nsize 15x999999999\n", 2, "size 15x999999999 is outside 5..26");
  expectBoardRefused("game gomoku\nsize 9999999999\n", 2,
                     "'9999999999' is not a size like 15 or 20x15 (columns x rows)");
  expectBoardRefused("game gomoku\nsize 15x-5\n", 2, "'15x-5' is not a size like 15 or 20x15 (columns x rows)");
}

TEST(BoardFile, BinaryFilesAreRefusedOnTheirFirstBadLine) {
  expectBoardRefused(hostile::pngHeader(), 1, "is not valid UTF-8 text");
  expectBoardRefused(hostile::elfHeader(), 1, "contains a NUL byte (a binary file?)");
  expectBoardRefused(std::string("game gomoku\nsize 15\nmoves h8\0i9\n", 29), 3,
                     "contains a NUL byte (a binary file?)");
  hostile::expectRandomBytesRefused([](const std::string& bytes) { loadBoard(bytes); }, "t.board", 23);
}

TEST(BoardFile, TextThatIsNotUtf8IsRefusedOnItsLine) {
  for (const hostile::NotUtf8& sample : hostile::notUtf8Samples()) {
    SCOPED_TRACE(sample.what);
    expectBoardRefused("game gomoku\n# a comment " + sample.bytes + "\nsize 15\n", 2, "is not valid UTF-8 text");
    expectBoardRefused("game gomoku\nsize 15\nmoves h8 " + sample.bytes, 3, "is not valid UTF-8 text");
  }
  EXPECT_NO_THROW(loadBoard("# \xe4\xb8\xad\xe6\x96\x87 \xf0\x9f\x98\x80 \xf4\x8f\xbf\xbf\ngame gomoku\n"))
      << "well-formed UTF-8 up to U+10FFFF";
}

TEST(BoardFile, ByteOrderMarkAndWindowsLineEndsAreRead) {
  const GameRecord r = loadBoard(
      "\xEF\xBB\xBFgame gomoku\r\nsize 5\r\ngrid\r\n.....\r\n. . x . .\r\n.....\r\n.....\r\n.....\r\nmoves a1\r\n");
  EXPECT_EQ(r.start.at({2, 1}), Stone::Black);
  EXPECT_EQ(r.actions.size(), 1u);
  // The mark takes no line: refusals still name the right one.
  expectBoardRefused("\xEF\xBB\xBFgame gomoku\r\nsize 4\r\n", 2, "size 4x4 is outside 5..26");
  expectBoardRefused("\xEF\xBB\xBFgame gomoku\r\nsize 5\r\ngrid\r\n.....\r\n..?..\r\n", 5,
                     "'?' in column 3 of grid row 2: use '.' (empty), 'x' (black) or 'o' (white)");
}

TEST(BoardFile, LinesPastTheLimitAreRefusedOnTheirLine) {
  const std::string longest = "#" + std::string(kMaxLineBytes - 1, 'x');
  EXPECT_NO_THROW(loadBoard("game gomoku\n" + longest + "\n")) << "a line of exactly " << kMaxLineBytes << " bytes";
  expectBoardRefused("game gomoku\n" + longest + "x\nsize 15\n", 2, "line is longer than 4096 bytes");
  std::string moves = "game gomoku\nmoves";
  while (moves.size() < 12 + kMaxLineBytes + 1) moves += " h8 undo redo";
  expectBoardRefused(moves + "\n", 2, "line is longer than 4096 bytes");
}

TEST(BoardFile, FilesThatEndMidRowOrMidWordAreRefusedOnTheLastLine) {
  expectBoardRefused("game gomoku\nsize 5\ngrid\n.....\n..x", 5, "grid row 2 has 3 cells but the board has 5 columns");
  expectBoardRefused("game gomoku\nsize 5\ngrid\n.....\n..x..", 3, "the grid has 2 rows but the board has 5");
  expectBoardRefused("game gomoku\nsize 5\ngrid\n.....\n. . x", 5,
                     "grid row 2 has 3 cells but the board has 5 columns");
  expectBoardRefused(
      "game gomoku\nmoves h8 i9 h", 2,
      "move 3: 'h' is not a point like h8 (a column letter, then a row number) (moves are points like h8, undo or redo)");
  expectBoardRefused("game gomoku\nsiz", 2, "unknown key 'siz' (expected game, size, rule, to-move, grid or moves)");
  expectBoardRefused("game gomoku\nsize", 2, "'size' takes exactly one value");
  expectBoardRefused("game gom", 1, "this is a 'gom' board, not a gomoku board");
}

TEST(BoardFile, FilesPastTheSizeLimitAreRefusedBeforeTheyAreRead) {
  const std::string head = "game gomoku\nsize 15\nmoves h8\n";
  const auto fits = hostile::writeTempFile("fits.board", hostile::paddedWithComments(head, kMaxBoardFileBytes));
  EXPECT_EQ(std::filesystem::file_size(fits), kMaxBoardFileBytes);
  EXPECT_EQ(loadBoardFile(fits).actions.size(), 1u);
  const auto big = hostile::writeTempFile("big.board", hostile::paddedWithComments(head, kMaxBoardFileBytes + 1));
  hostile::expectBoardFileError([&] { loadBoardFile(big); }, big.string(), 0, "file is larger than 1048576 bytes");
  const auto folder = big.parent_path();
  hostile::expectBoardFileError([&] { loadBoardFile(folder); }, folder.string(), 0, "is a folder, not a file");
  hostile::expectBoardFileError([] { loadBoardFile("/nonexistent/x.board"); }, "/nonexistent/x.board", 0,
                                "cannot open the file (missing or not readable)");
}

}  // namespace
}  // namespace boardlab::gomoku
