// Moving through a trace: steps, jumps, events, breakpoints and playback.

#include <gtest/gtest.h>

#include "engine/core/trace_cursor.hpp"

namespace boardlab {
namespace {

// Ten steps; step i marks cell (i, 0); steps 3 and 7 carry events.
Trace sampleTrace() {
  Trace t;
  for (int i = 0; i < 10; ++i) {
    Step s;
    s.codeLine = i + 1;
    s.marks = {{Cell{i, 0}, MarkRole::Counted}};
    if (i == 3) s.event = Event::DirectionDone;
    if (i == 7) s.event = Event::Verdict;
    t.steps.push_back(s);
  }
  return t;
}

TEST(TraceCursor, StepsForwardAndBackWithinBounds) {
  const Trace t = sampleTrace();
  TraceCursor c(&t);
  EXPECT_EQ(c.position(), 0u);
  EXPECT_FALSE(c.previous());
  EXPECT_TRUE(c.next());
  EXPECT_EQ(c.current()->codeLine, 2);
  c.last();
  EXPECT_EQ(c.position(), 9u);
  EXPECT_FALSE(c.next());
  c.jump(100);
  EXPECT_EQ(c.position(), 9u);
  c.first();
  EXPECT_EQ(c.position(), 0u);
}

TEST(TraceCursor, RunsToTheNextAndPreviousEventOfAKind) {
  const Trace t = sampleTrace();
  TraceCursor c(&t);
  EXPECT_TRUE(c.nextEvent("verdict"));
  EXPECT_EQ(c.position(), 7u);
  EXPECT_FALSE(c.nextEvent("verdict"));
  EXPECT_EQ(c.position(), 7u);
  EXPECT_TRUE(c.previousEvent());
  EXPECT_EQ(c.position(), 3u);
  EXPECT_EQ(c.eventSteps(), (std::vector<std::size_t>{3, 7}));
}

TEST(TraceCursor, StopsAtBreakpointsOnCells) {
  const Trace t = sampleTrace();
  TraceCursor c(&t);
  c.toggleBreakpoint({5, 0});
  EXPECT_TRUE(c.nextBreakpoint());
  EXPECT_EQ(c.position(), 5u);
  EXPECT_FALSE(c.nextBreakpoint());
  c.toggleBreakpoint({5, 0});
  EXPECT_TRUE(c.breakpoints().empty());
}

TEST(TraceCursor, PlaysAtItsSpeedAndPausesAtABreakpointOrTheEnd) {
  const Trace t = sampleTrace();
  TraceCursor c(&t);
  c.setSpeed(4.0);
  c.play();
  EXPECT_TRUE(c.advance(0.5));  // 2 steps
  EXPECT_EQ(c.position(), 2u);
  c.toggleBreakpoint({4, 0});
  c.advance(10.0);
  EXPECT_EQ(c.position(), 4u);
  EXPECT_FALSE(c.playing());
  c.play();
  c.advance(100.0);
  EXPECT_EQ(c.position(), 9u);
  EXPECT_FALSE(c.playing());
}

TEST(TraceCursor, KeepsItsPositionWhenTheTraceIsReplacedAndClampsWhenShorter) {
  const Trace t = sampleTrace();
  Trace shorter = t;
  shorter.steps.resize(4);
  TraceCursor c(&t);
  c.jump(6);
  c.reset(&t);
  EXPECT_EQ(c.position(), 6u);
  c.reset(&shorter);
  EXPECT_EQ(c.position(), 3u);
  Trace none;
  c.reset(&none);
  EXPECT_TRUE(c.empty());
  EXPECT_EQ(c.current(), nullptr);
}

}  // namespace
}  // namespace boardlab
