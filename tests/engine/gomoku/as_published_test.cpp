// The as-published variants: each still finds an ordinary five in the middle of a 15x15 board, and each
// shows its documented defect (docs/board-files.md, field notes section 5) on a minimal board.

#include <gtest/gtest.h>

#include "engine/gomoku/lines_js.hpp"
#include "engine/gomoku/scan_java.hpp"
#include "engine/gomoku/scan_objc.hpp"
#include "engine/gomoku/windows_csharp.hpp"
#include "test_util.hpp"

namespace boardlab::gomoku {
namespace {

using testing::pt;
using testing::pts;
using testing::put;

NullTracer untraced;

WinResult objc(const Board& b, const std::string& p) { return scanObjcWin(b, pt(p, b.cols(), b.rows()), untraced); }
WinResult java(const Board& b, const std::string& p) { return scanJavaWin(b, pt(p, b.cols(), b.rows()), untraced); }
// windows:csharp with the stones in the given placement order (the last one is the move just played).
WinResult csharp(const Board& b, const std::vector<std::string>& order) {
  return windowsCsharpWin(b, pts(order, b.cols(), b.rows()), untraced);
}

// A centre five d8..h8 completed at each of its stones in turn, with white stones around.
TEST(AsPublished, EveryVariantFindsAnOrdinaryFiveInTheMiddle) {
  const std::vector<std::string> five{"d8", "e8", "f8", "g8", "h8"};
  const std::vector<std::string> white{"d9", "e9", "f9", "g9"};
  Board b(15, 15);
  put(b, five, Stone::Black);
  put(b, white, Stone::White);
  for (const std::string& last : five) {
    EXPECT_EQ(objc(b, last), (WinResult{Stone::Black, pts(five), {}})) << last;
    const WinResult j = java(b, last);
    EXPECT_EQ(j.winner, Stone::Black) << last;
    EXPECT_EQ(j.line.size(), 5u) << last;
    std::vector<std::string> order = white;
    for (const std::string& s : five)
      if (s != last) order.push_back(s);
    order.push_back(last);
    EXPECT_EQ(csharp(b, order), (WinResult{Stone::Black, pts(five), {}})) << last;
  }
  // lines:js: the same five played as a game, black on row 8, white on row 9.
  LinesJs js(Board(15, 15), Stone::Black);
  for (int k = 0; k < 4; ++k) {
    EXPECT_FALSE(js.click(pt(five[static_cast<std::size_t>(k)]), untraced).won());
    EXPECT_FALSE(js.click(pt(white[static_cast<std::size_t>(k)]), untraced).won());
  }
  EXPECT_EQ(js.click(pt("h8"), untraced), (WinResult{Stone::Black, pts(five), {}}));
  EXPECT_TRUE(js.over());
}

// 000: the backward walk stops before index 0, so a five touching the left (or top) edge is found only
// when the stone at the edge is played last.
TEST(ScanObjc, MissesAFiveOnTheLeftEdgeUnlessTheEdgeStoneComesLast) {
  Board b(15, 15);
  put(b, {"a8", "b8", "c8", "d8", "e8"}, Stone::Black);
  EXPECT_FALSE(objc(b, "e8").won()) << "e8 last: the walk back stops before a8";
  EXPECT_FALSE(objc(b, "b8").won());
  EXPECT_TRUE(objc(b, "a8").won()) << "a8 last: the forward walk counts all five";
  Board v(15, 15);
  put(v, {"h15", "h14", "h13", "h12", "h11"}, Stone::Black);  // column h, rows 0..4 from the top
  EXPECT_FALSE(objc(v, "h11").won());
  EXPECT_TRUE(objc(v, "h15").won());
}

// 000: the forward walks stop at kGridCount = 15 on a 19x19 board.
TEST(ScanObjc, MissesFivesBeyondColumnFifteenOnA19x19Board) {
  Board b(19, 19);
  put(b, {"o10", "p10", "q10", "r10", "s10"}, Stone::Black);  // columns 14..18
  EXPECT_FALSE(objc(b, "o10").won());
  EXPECT_TRUE(objc(b, "s10").won()) << "walking backwards from s10 has no upper bound";
}

// 003: count is never reset, so two stones left and two stones up of the placed one "win".
TEST(ScanJava, CountCarriesOverBetweenDirections) {
  Board b(15, 15);
  put(b, {"f8", "g8", "h9", "h10"}, Stone::Black);
  b.set(pt("h8"), Stone::Black);
  const WinResult r = java(b, "h8");
  EXPECT_EQ(r.winner, Stone::Black);
  EXPECT_EQ(r.line, pts({"h8", "g8", "f8", "h9", "h10"})) << "the stones in counting order, across two directions";
  EXPECT_TRUE(r.fault.empty());
}

TEST(ScanJava, StopsAtTheLiteralFifteenOnLargerBoards) {
  Board b(19, 19);
  put(b, {"p10", "q10", "r10", "s10"}, Stone::Black);  // x = 16..19 in Java's 1-based columns
  b.set(pt("o10", 19, 19), Stone::Black);              // x = 15
  EXPECT_FALSE(java(b, "q10").won())
      << "q10 is at x = 17 > 15: the rightward loop never runs, the leftward one counts two";
  EXPECT_FALSE(java(b, "o10").won()) << "from x = 15 the rightward loop stops at once";
}

// 002: `if (col > 5) return false` in Win_Row: a five starting right of column f is missed on 15x15.
TEST(WindowsCsharp, GuardMissesFivesStartingPastColumnSix) {
  Board b(15, 15);
  const std::vector<std::string> five{"g8", "h8", "i8", "j8", "k8"};  // columns 6..10
  put(b, five, Stone::Black);
  EXPECT_FALSE(csharp(b, five).won());
  // Vertical: rows from the top 6..10, so `row > 5` rejects the topmost stone.
  Board v(15, 15);
  const std::vector<std::string> col{"c9", "c8", "c7", "c6", "c5"};  // rows 6..10 from the top
  put(v, col, Stone::White);
  EXPECT_FALSE(csharp(v, col).won());
}

// 002: Win_AntiDiangle indexes a[row + k, col - k] unchecked: the check ends with the exception.
TEST(WindowsCsharp, AntiDiagonalNearTheLeftEdgeFaultsInsteadOfReadingOutOfBounds) {
  Board b(15, 15);
  put(b, {"c15", "b14", "a13"}, Stone::Black);  // (col, row) = (2,0), (1,1), (0,2)
  const WinResult r = csharp(b, {"c15", "b14", "a13"});
  EXPECT_FALSE(r.won());
  EXPECT_EQ(r.fault, "IndexOutOfRangeException: a[3,-1] in Win_AntiDiangle for the stone at c15");
}

TEST(WindowsCsharp, DiagonalPastColumnTwentyFaults) {
  Board b(22, 22);
  put(b, {"r22", "s21", "t20", "u19"}, Stone::White);  // (col,row) (17,0) (18,1) (19,2) (20,3)
  const WinResult r = csharp(b, {"r22", "s21", "t20"});
  EXPECT_EQ(r.fault, "IndexOutOfRangeException: a[3,20] in Win_Diangle for the stone at r22");
  const WinResult r2 = csharp(b, {"r22", "s21", "t20", "u19"});
  EXPECT_EQ(
      r2.fault,
      "IndexOutOfRangeException: a[3,20] in Convert2Array for the stone at r22 (the stone at u19 is outside the 20x20 array)");
}

TEST(WindowsCsharp, AnyFiveOnTheBoardIsReportedAsTheLastMoversWin) {
  Board b(15, 15);
  put(b, {"a15", "b15", "c15", "d15", "e15"}, Stone::Black);
  b.set(pt("h8"), Stone::White);
  const WinResult r = csharp(b, {"a15", "b15", "c15", "d15", "e15", "h8"});
  EXPECT_EQ(r.winner, Stone::White) << "the article prints the colour of the stone just played";
  EXPECT_EQ(r.line, pts({"a15", "b15", "c15", "d15", "e15"}));
}

// 001: white's e8 sets black's counter of the line a8-e8 to 6; white takes it back, which lowers only
// white's counters, so black's real five a8-e8 later is never reported.
TEST(LinesJs, TakeBackLeavesTheOpponentsLineDead) {
  LinesJs js(Board(15, 15), Stone::Black);
  for (const char* m : {"a8", "a1", "b8", "b1", "c8", "c1", "d8"}) EXPECT_FALSE(js.click(pt(m), untraced).won());
  EXPECT_FALSE(js.click(pt("e8"), untraced).won());  // white blocks
  js.revert(untraced);                               // white takes it back
  EXPECT_EQ(js.board().at(pt("e8")), Stone::None);
  EXPECT_EQ(js.me(), Stone::White);
  EXPECT_FALSE(js.click(pt("o15"), untraced).won());
  EXPECT_FALSE(js.click(pt("e8"), untraced).won()) << "a real five a8-e8, never reported";
  EXPECT_FALSE(js.over());
  const int line = LineIndex::of(15, 15).through(pt("a8"))[0];  // the horizontal line a8-e8
  EXPECT_EQ(js.counter(line, Stone::Black), 7);
}

TEST(LinesJs, AClickOnAnOccupiedPointPassesTheTurn) {
  LinesJs js(Board(15, 15), Stone::Black);
  EXPECT_FALSE(js.click(pt("h8"), untraced).won());
  EXPECT_EQ(js.me(), Stone::White);
  EXPECT_FALSE(js.click(pt("h8"), untraced).won());
  EXPECT_EQ(js.board().at(pt("h8")), Stone::Black) << "nothing placed";
  EXPECT_EQ(js.me(), Stone::Black) << "but white's turn passed to black";
}

TEST(LinesJs, OnlyOneTakeBackAndRedoOnlyRaisesTheRedoersCounters) {
  LinesJs js(Board(15, 15), Stone::Black);
  for (const char* m : {"a8", "a1", "b8", "b1", "c8", "c1", "d8", "d1"}) js.click(pt(m), untraced);
  const int line = LineIndex::of(15, 15).through(pt("a1"))[0];  // the horizontal line a1-e1
  EXPECT_EQ(js.counter(line, Stone::White), 4);
  js.revert(untraced);  // takes back d1
  EXPECT_EQ(js.counter(line, Stone::White), 3);
  js.revert(untraced);  // refused: revertFlag
  EXPECT_EQ(js.board().at(pt("d8")), Stone::Black) << "the second take-back did nothing";
  EXPECT_EQ(js.board().at(pt("d1")), Stone::None);
  EXPECT_TRUE(js.revertFlag());
  EXPECT_EQ(js.me(), Stone::White);
  js.removeRevert(untraced);  // d1 back for white
  EXPECT_EQ(js.board().at(pt("d1")), Stone::White);
  EXPECT_EQ(js.counter(line, Stone::White), 4);
  EXPECT_FALSE(js.revertFlag());
  js.removeRevert(untraced);  // refused: nothing to redo
  EXPECT_EQ(js.me(), Stone::Black);
}

TEST(LinesJs, TakeBackAfterAnOccupiedClickRemovesTheOtherSidesStoneAndLowersTheWrongCounters) {
  LinesJs js(Board(15, 15), Stone::Black);
  js.click(pt("h8"), untraced);  // black
  js.click(pt("h8"), untraced);  // white clicks black's stone: the turn passes to black, (i, j) = h8
  const int line = LineIndex::of(15, 15).through(pt("h8"))[0];
  EXPECT_EQ(js.counter(line, Stone::White), 6);
  js.revert(untraced);  // me is black, so the article lowers whiteWin
  EXPECT_EQ(js.board().at(pt("h8")), Stone::None) << "black's stone is gone";
  EXPECT_EQ(js.counter(line, Stone::White), 5) << "a dead counter revived to 5, unchecked";
  EXPECT_EQ(js.counter(line, Stone::Black), 1) << "black's counter still counts the removed stone";
}

}  // namespace
}  // namespace boardlab::gomoku
