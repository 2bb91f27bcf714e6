// The game model: board, history with take-back and redo, and the verdict of the last move.

#include <gtest/gtest.h>

#include "engine/gomoku/game.hpp"
#include "engine/gomoku/notation.hpp"

namespace boardlab::gomoku {
namespace {

Cell at(const char* name, int size = 15) {
  Cell c;
  std::string why;
  EXPECT_TRUE(parseCellName(name, size, size, c, why)) << why;
  return c;
}

TEST(Board, RefusesSizesOutsideFiveToTwentySix) {
  EXPECT_THROW(Board(4, 15), std::invalid_argument);
  EXPECT_THROW(Board(15, 27), std::invalid_argument);
  EXPECT_NO_THROW(Board(5, 26));
  EXPECT_EQ(Board(20, 15).cols(), 20);
  EXPECT_EQ(Board(20, 15).rows(), 15);
}

TEST(Notation, RowsCountFromTheBottomAndColumnsSkipNoLetter) {
  EXPECT_EQ(cellName({7, 7}, 15), "h8");
  EXPECT_EQ(cellName({0, 14}, 15), "a1");
  EXPECT_EQ(cellName({8, 0}, 15), "i15");  // no letter skipped: i follows h
  Cell c;
  std::string why;
  EXPECT_TRUE(parseCellName("a1", 15, 15, c, why));
  EXPECT_EQ(c, (Cell{0, 14}));
  EXPECT_FALSE(parseCellName("p1", 15, 15, c, why));
  EXPECT_NE(why.find("off the 15x15 board"), std::string::npos) << why;
  EXPECT_FALSE(parseCellName("h0", 15, 15, c, why));
  EXPECT_FALSE(parseCellName("8h", 15, 15, c, why));
}

TEST(Game, AlternatesColoursAndRefusesOccupiedPoints) {
  Game g;
  EXPECT_EQ(g.toMove(), Stone::Black);
  EXPECT_EQ(g.play(at("h8")), PlayError::None);
  EXPECT_EQ(g.board().at(at("h8")), Stone::Black);
  EXPECT_EQ(g.toMove(), Stone::White);
  EXPECT_EQ(g.play(at("h8")), PlayError::Occupied);
  EXPECT_EQ(g.toMove(), Stone::White) << "a refused move keeps the turn";
  EXPECT_EQ(g.play({15, 0}), PlayError::OffBoard);
  EXPECT_EQ(g.moves().size(), 1u);
}

TEST(Game, TakeBackAndRedoAreUnlimitedAndANewMoveDropsRedo) {
  Game g;
  for (const char* m : {"h8", "h9", "i8", "i9"}) ASSERT_EQ(g.play(at(m)), PlayError::None);
  const Board full = g.board();
  while (g.takeBack()) {}
  EXPECT_EQ(g.board(), Board());
  EXPECT_EQ(g.toMove(), Stone::Black);
  EXPECT_EQ(g.redoList().size(), 4u);
  while (g.redo()) {}
  EXPECT_EQ(g.board(), full);
  EXPECT_EQ(g.toMove(), Stone::Black);
  ASSERT_TRUE(g.takeBack());
  ASSERT_TRUE(g.takeBack());
  ASSERT_EQ(g.play(at("a1")), PlayError::None);
  EXPECT_FALSE(g.canRedo()) << "a new move after take-backs drops the redo list";
  EXPECT_FALSE(g.redo());
  EXPECT_FALSE(Game().takeBack());
}

TEST(Game, WinEndsTheGameTakeBackReopensItAndRedoWinsAgain) {
  Game g;
  for (const char* m : {"d8", "d9", "e8", "e9", "f8", "f9", "g8", "g9"}) ASSERT_EQ(g.play(at(m)), PlayError::None);
  EXPECT_FALSE(g.over());
  ASSERT_EQ(g.play(at("h8")), PlayError::None);
  ASSERT_TRUE(g.over());
  EXPECT_EQ(g.result().winner, Stone::Black);
  EXPECT_EQ(g.result().line, (std::vector<Cell>{at("d8"), at("e8"), at("f8"), at("g8"), at("h8")}));
  EXPECT_EQ(g.play(at("a1")), PlayError::GameOver);
  ASSERT_TRUE(g.takeBack());
  EXPECT_FALSE(g.over());
  ASSERT_TRUE(g.redo());
  EXPECT_TRUE(g.over());
  EXPECT_EQ(g.result().winner, Stone::Black);
}

TEST(Game, NewGameKeepsOrChangesTheSize) {
  Game g;
  ASSERT_EQ(g.play(at("h8")), PlayError::None);
  g.newGame(19, 19);
  EXPECT_EQ(g.board().cols(), 19);
  EXPECT_EQ(g.board().count(Stone::Black), 0);
  EXPECT_THROW(g.newGame(30, 30), std::invalid_argument);
  EXPECT_EQ(g.board().cols(), 19) << "a refused size leaves the game as it was";
}

}  // namespace
}  // namespace boardlab::gomoku
