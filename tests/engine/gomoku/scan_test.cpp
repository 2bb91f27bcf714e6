// The corrected direction scan: every direction, every edge and corner, runs of 5, 6 and more, both rules.

#include <gtest/gtest.h>

#include "engine/gomoku/scan.hpp"

namespace boardlab::gomoku {
namespace {

WinResult check(const Board& b, Cell p, Rule rule = Rule::Freestyle) {
  NullTracer untraced;
  return scanWin(b, p, rule, untraced);
}

// Places `length` black stones from `start` along `d` and returns the board.
Board runOf(int size, Cell start, Delta d, int length) {
  Board b(size, size);
  for (int k = 0; k < length; ++k) b.set(start + k * d, Stone::Black);
  return b;
}

TEST(Scan, FindsFiveInEveryDirectionWhicheverStoneIsPlacedLast) {
  for (std::size_t di = 0; di < kDirections.size(); ++di) {
    const Delta d = kDirections[di];
    const Cell start{5, d.dr < 0 ? 9 : 5};
    const Board b = runOf(15, start, d, 5);
    for (int k = 0; k < 5; ++k) {
      const WinResult r = check(b, start + k * d);
      ASSERT_TRUE(r.won()) << kDirectionNames[di] << " stone " << k;
      EXPECT_EQ(r.winner, Stone::Black);
      EXPECT_EQ(r.line.size(), 5u);
      EXPECT_EQ(r.line.front(), start);
    }
  }
}

TEST(Scan, FindsFivesTouchingEveryEdgeAndCornerOnAnyBoardSize) {
  for (int size : {5, 15, 19, 20, 26}) {
    const int last = size - 1;
    struct Case {
      Cell start;
      Delta d;
    };
    const Case cases[] = {
        {{0, 0}, {1, 0}},        {{last - 4, 0}, {1, 0}},
        {{0, last}, {1, 0}},     {{last - 4, last}, {1, 0}},
        {{0, 0}, {0, 1}},        {{last, 0}, {0, 1}},
        {{0, last - 4}, {0, 1}}, {{last, last - 4}, {0, 1}},
        {{0, 0}, {1, 1}},        {{last - 4, last - 4}, {1, 1}},
        {{0, last}, {1, -1}},    {{last - 4, 4}, {1, -1}},
    };
    for (const Case& c : cases) {
      const Board b = runOf(size, c.start, c.d, 5);
      for (int k = 0; k < 5; ++k)
        EXPECT_TRUE(check(b, c.start + k * c.d).won())
            << size << "x" << size << " run from " << c.start.col << "," << c.start.row << " stone " << k;
    }
  }
}

TEST(Scan, FourIsNotAWinAndOpponentStonesBreakTheRun) {
  Board b = runOf(15, {3, 7}, {1, 0}, 4);
  EXPECT_FALSE(check(b, {3, 7}).won());
  b.set({7, 7}, Stone::White);
  EXPECT_FALSE(check(b, {3, 7}).won());
  EXPECT_FALSE(check(b, {7, 7}).won());
}

TEST(Scan, OverlinesWinUnderFreestyleOnlyAndReportTheWholeRun) {
  for (int length : {6, 7, 9}) {
    const Board b = runOf(15, {2, 3}, {1, 1}, length);
    const WinResult free = check(b, {4, 5}, Rule::Freestyle);
    ASSERT_TRUE(free.won()) << length;
    EXPECT_EQ(free.line.size(), static_cast<std::size_t>(length));
    EXPECT_FALSE(check(b, {4, 5}, Rule::Standard).won()) << length;
  }
  EXPECT_TRUE(check(runOf(15, {2, 3}, {1, 1}, 5), {4, 5}, Rule::Standard).won());
}

TEST(Scan, WhiteWinsAreReportedAsWhite) {
  Board b(15, 15);
  for (int k = 0; k < 5; ++k) b.set({k, 2}, Stone::White);
  EXPECT_EQ(check(b, {2, 2}).winner, Stone::White);
}

TEST(Scan, TracedAndUntracedRunsAgreeAndTheTraceEndsWithTheVerdict) {
  const Board b = runOf(15, {0, 0}, {0, 1}, 5);
  Recorder rec("scan");
  const WinResult traced = scanWin(b, Cell{0, 2}, Rule::Freestyle, rec);
  EXPECT_EQ(traced, check(b, {0, 2}));
  const Trace& t = rec.trace();
  ASSERT_FALSE(t.steps.empty());
  EXPECT_EQ(t.steps.back().event, Event::Verdict);
  EXPECT_EQ(t.steps.back().codeLine, 6);
  for (const Step& s : t.steps) {
    EXPECT_GE(s.codeLine, 1);
    EXPECT_LE(static_cast<std::size_t>(s.codeLine), scanListing().size());
    EXPECT_FALSE(s.narration.empty());
  }
}

}  // namespace
}  // namespace boardlab::gomoku
