// The counters the workbench shows for `lines` and `lines:js`, on the published take-back defect.

#include <gtest/gtest.h>

#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/line_state.hpp"

namespace boardlab::gomoku {
namespace {

// c8 c1 d8 d1 e8 e1 f8 g8 undo o15 g8: white's g8 kills black's line c8-g8 in lines:js, the take-back
// leaves it dead, black's g8 then completes it.
const char* kRecord = "game gomoku\nsize 15\nmoves c8 c1 d8 d1 e8 e1 f8 g8 undo o15 g8\n";

int lineFrom(const LineIndex& index, Cell first, int dir) {
  for (int k = 0; k < index.size(); ++k)
    if (index.line(k).first == first && index.line(k).dir == dir) return k;
  return -1;
}

TEST(LineState, OnlyTheLineCounterAlgorithmsHaveOne) {
  const GameRecord r = loadBoardText(kRecord, "t.board");
  EXPECT_FALSE(lineStateAfter(r, "scan", 3));
  EXPECT_TRUE(lineStateAfter(r, "lines", 3));
  EXPECT_THROW(lineStateAfter(r, "lines", 12), std::invalid_argument);
}

TEST(LineState, CorrectedCountersFollowTheBoardAndThePublishedOnesKeepTheDeadLine) {
  const GameRecord r = loadBoardText(kRecord, "t.board");
  const auto fixed8 = lineStateAfter(r, "lines", 8);
  const int k = lineFrom(*fixed8->index, Cell{2, 7}, 0);  // c8-g8
  ASSERT_GE(k, 0);
  EXPECT_EQ(fixed8->count(k, Stone::Black), 4);
  EXPECT_EQ(fixed8->count(k, Stone::White), 1);
  EXPECT_EQ(lineStateAfter(r, "lines", 9)->count(k, Stone::White), 0) << "the take-back restores white's counter";
  EXPECT_EQ(lineStateAfter(r, "lines", 11)->count(k, Stone::Black), 5);

  EXPECT_EQ(lineStateAfter(r, "lines:js", 8)->count(k, Stone::Black), LineState::kDead);
  EXPECT_EQ(lineStateAfter(r, "lines:js", 9)->count(k, Stone::Black), LineState::kDead)
      << "still dead after the take-back";
  EXPECT_GT(lineStateAfter(r, "lines:js", 11)->count(k, Stone::Black), 5);
}

TEST(LineState, HeatIsTheBestLiveCounterThroughAPoint) {
  const GameRecord r = loadBoardText(kRecord, "t.board");
  const auto fixed = lineStateAfter(r, "lines", 7);     // black has c8 d8 e8 f8
  EXPECT_EQ(fixed->heat(Cell{6, 7}, Stone::Black), 4);  // g8 completes four in c8-g8
  EXPECT_EQ(fixed->heat(Cell{14, 0}, Stone::Black), 0);
  const auto js = lineStateAfter(r, "lines:js", 9);
  EXPECT_LT(js->heat(Cell{6, 7}, Stone::Black), 4) << "dead lines give no heat";
}

}  // namespace
}  // namespace boardlab::gomoku
