// Editing a position, and undoing edits with the snapshot stack.

#include <gtest/gtest.h>

#include "engine/core/undo_stack.hpp"
#include "engine/gomoku/position_edit.hpp"

namespace boardlab::gomoku {
namespace {

TEST(PositionEdit, AnEditMakesTheCurrentPositionTheNewStart) {
  Game g;
  ASSERT_EQ(g.play({7, 7}), PlayError::None);
  const Game e = withStone(g, {0, 0}, Stone::White);
  EXPECT_TRUE(e.moves().empty());
  EXPECT_EQ(e.board().at({7, 7}), Stone::Black);
  EXPECT_EQ(e.board().at({0, 0}), Stone::White);
  EXPECT_EQ(e.toMove(), Stone::White);
  EXPECT_EQ(withStone(e, {7, 7}, Stone::None).board().count(Stone::Black), 0);
  EXPECT_EQ(withSideToMove(e, Stone::Black).toMove(), Stone::Black);
  EXPECT_EQ(cleared(e).board().count(Stone::White), 0);
}

TEST(PositionEdit, ResizeKeepsTheStonesThatFit) {
  Game g = withStone(withStone(Game(), {2, 2}, Stone::Black), {14, 14}, Stone::White);
  const Game small = resized(g, 10, 10);
  EXPECT_EQ(small.board().cols(), 10);
  EXPECT_EQ(small.board().at({2, 2}), Stone::Black);
  EXPECT_EQ(small.board().count(Stone::White), 0);
  EXPECT_THROW(resized(g, 4, 10), std::invalid_argument);
}

TEST(UndoStack, UndoAndRedoSwapSnapshotsAndANewEditDropsRedo) {
  UndoStack<int> s(3);
  int value = 0;
  for (int v : {1, 2, 3, 4}) {
    s.record(value);
    value = v;
  }
  EXPECT_EQ(s.undoDepth(), 3u) << "the depth is capped";
  EXPECT_TRUE(s.undo(value));
  EXPECT_EQ(value, 3);
  EXPECT_TRUE(s.redo(value));
  EXPECT_EQ(value, 4);
  EXPECT_TRUE(s.undo(value));
  s.record(value);
  value = 9;
  EXPECT_FALSE(s.canRedo());
  EXPECT_TRUE(s.undo(value));
  EXPECT_EQ(value, 3);
}

}  // namespace
}  // namespace boardlab::gomoku
