// The one algorithm registry shape (engine/core/algorithm.hpp) as both games use it.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/core/algorithm.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/link/algorithms.hpp"

namespace boardlab {
namespace {

struct NoRunner {};

TEST(AlgorithmRegistry, AddsFindsListsAndRemovesOutsideEntriesWhoseHandlesStayValid) {
  constexpr Algorithm<NoRunner> builtIn{.name = "built-in", .title = "one of ours"};
  AlgorithmRegistry<NoRunner> r{{&builtIn}};
  const auto* first = r.add("ext:a", "first program", {}, nullptr);
  EXPECT_EQ(r.find("ext:a"), first);
  EXPECT_TRUE(first->outside);
  EXPECT_EQ(r.list().size(), 1u) << "outside entries are listed only when asked";
  ASSERT_EQ(r.list(true).size(), 2u);
  EXPECT_EQ(r.list(true)[1], first);
  const auto* second = r.add("ext:a", "replaced", {}, nullptr);
  EXPECT_EQ(r.find("ext:a"), second);
  EXPECT_EQ(first->title, "first program") << "a replaced entry lives on for whoever holds it";
  r.remove("ext:a");
  r.remove("built-in");
  EXPECT_EQ(r.find("ext:a"), nullptr);
  EXPECT_EQ(r.find("built-in"), &builtIn) << "built-ins cannot be removed";
  EXPECT_EQ(second->name, "ext:a");
}

TEST(AlgorithmRegistry, EveryPublishedVariantNamesItsCorrectedPeerExplicitly) {
  for (const gomoku::AlgorithmInfo* a : gomoku::algorithms()) {
    EXPECT_EQ(a->asPublished, !a->correctedPeer.empty()) << a->name;
    if (!a->correctedPeer.empty()) {
      EXPECT_NE(gomoku::findAlgorithm(a->correctedPeer), nullptr) << a->name;
    }
  }
  EXPECT_EQ(gomoku::findAlgorithm("scan:java")->correctedPeer, "scan");
  EXPECT_EQ(gomoku::findAlgorithm("windows:csharp")->correctedPeer, "windows");
  for (link::Algo a : link::algorithms()) EXPECT_EQ(a->asPublished, link::correctedPeer(a) != nullptr) << a->name;
  EXPECT_EQ(link::algoName(link::correctedPeer(*link::parseAlgo("corners:objc"))), "corners");
}

TEST(AlgorithmRegistry, AnOutsideLinkAlgorithmIsListedWhenAskedAndAnswersNotApplicableOnceRemoved) {
  const link::Algo a =
      link::addOutsideAlgorithm("test:always", "always linked", [](const link::Board&, Cell p, Cell q, Recorder*) {
        return link::linkedResult({p, q});
      });
  const auto all = link::algorithms(true);
  EXPECT_NE(std::find(all.begin(), all.end(), a), all.end());
  EXPECT_EQ(link::algorithms().size(), 4u);
  link::Board b(2, 1);
  b.set({0, 0}, 'A');
  b.set({1, 0}, 'A');
  EXPECT_TRUE(link::query(a, b, {0, 0}, {1, 0}).linked);
  link::removeOutsideAlgorithm("test:always");
  EXPECT_FALSE(link::parseAlgo("test:always"));
  EXPECT_EQ(link::query(a, b, {0, 0}, {1, 0}).reason, link::Reason::NotApplicable);
}

TEST(TraceEvents, NamesRoundTripAndUnknownNamesBecomeOther) {
  for (int e = 0; e <= static_cast<int>(Event::Other); ++e)
    EXPECT_EQ(parseEvent(eventName(static_cast<Event>(e))), static_cast<Event>(e));
  EXPECT_EQ(eventName(Event::Verdict), "verdict");
  EXPECT_EQ(parseEvent("no-such-event"), Event::Other);
  EXPECT_EQ(parseEvent(""), Event::None);
}

}  // namespace
}  // namespace boardlab
