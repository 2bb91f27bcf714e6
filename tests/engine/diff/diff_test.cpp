// The counterexample finder: every as-published variant is caught and shrunk against its
// corrected peer, corrected algorithms agree, and a search can be stepped and cancelled.

#include <gtest/gtest.h>

#include <chrono>
#include <iostream>
#include <string>
#include <thread>

#include "engine/diff/gomoku/gomoku_diff.hpp"
#include "engine/diff/link/link_diff.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/link/bfs.hpp"
#include "engine/link/board_file.hpp"
#include "engine/link/corners.hpp"
#include "engine/link/corners_objc.hpp"
#include "engine/link/rays.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::diff {
namespace {

std::string examplePath(const std::string& path) { return std::string(testpaths::source) + "/examples/" + path; }

struct Pair {
  const char* corrected;
  const char* published;
};

class GomokuVariant : public ::testing::TestWithParam<Pair> {};

// Small budgets on purpose: every variant is caught within a few dozen tries, so 300 tries and 4000
// shrink tests are far more than needed and still finish well inside the ASan budget.
GomokuSearchOptions variantOptions(const Pair& p) {
  GomokuSearchOptions o;
  o.algoA = p.corrected;
  o.algoB = p.published;
  o.seed = 1;
  o.maxTries = 300;
  o.maxShrinkTests = 4000;
  // Freestyle: under the standard rule every published variant also differs on any overline (they ignore
  // the rule), which would hide the defect each one is known for.
  o.rule = gomoku::Rule::Freestyle;
  return o;
}

TEST_P(GomokuVariant, IsFoundAndShrunkWhileTheDifferenceRemains) {
  const auto t0 = std::chrono::steady_clock::now();
  GomokuSearch search(variantOptions(GetParam()));
  ASSERT_EQ(search.run(), SearchState::Found);
  ASSERT_TRUE(search.done());
  ASSERT_TRUE(search.first() && search.result());
  const GomokuDiff& first = *search.first();
  const GomokuDiff& best = *search.result();

  // The shrunk record, compared afresh, still shows the difference at the same action, with the verdicts
  // and traces the search reported.
  const GomokuDiff again = compareGomoku(best.record, GetParam().corrected, GetParam().published);
  ASSERT_TRUE(again.differs());
  EXPECT_EQ(again.ply, best.ply);
  EXPECT_EQ(static_cast<int>(best.record.actions.size()), best.ply) << "the record ends at the difference";
  EXPECT_TRUE(best.a.result.winner != best.b.result.winner ||
              best.a.result.fault.empty() != best.b.result.fault.empty());
  EXPECT_EQ(again.a.result, best.a.result);
  EXPECT_EQ(again.b.result, best.b.result);
  EXPECT_EQ(best.divergence, firstDivergence(best.traceA, best.traceB));
  EXPECT_EQ(again.divergence, best.divergence);
  EXPECT_TRUE(compareGomoku(first.record, GetParam().corrected, GetParam().published, false).differs());

  // No larger than the first one found, in actions and in board area.
  const GomokuSize s0 = sizeOf(first.record), s1 = sizeOf(best.record);
  EXPECT_LE(s1.actions, s0.actions);
  EXPECT_LE(s1.cols * s1.rows, s0.cols * s0.rows);
  EXPECT_TRUE(s1.actions < s0.actions || s1.cols * s1.rows < s0.cols * s0.rows || search.progress().shrinkSteps == 0);
  const SearchProgress p = search.progress();
  EXPECT_EQ(p.state, SearchState::Found);
  EXPECT_GE(p.tried, 1);
  EXPECT_GT(p.shrinkTested, 0);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  std::cout << "[ diff     ] " << GetParam().published << " vs " << GetParam().corrected << ": try " << p.tried << ", "
            << s0.cols << "x" << s0.rows << " " << s0.actions << " actions -> " << s1.cols << "x" << s1.rows << " "
            << s1.actions << " actions (" << p.shrinkSteps << "/" << p.shrinkTested << " shrinks), ply " << best.ply
            << ", divergence step " << best.divergence << ", " << ms << " ms\n"
            << gomoku::saveBoardText(best.record);
}

INSTANTIATE_TEST_SUITE_P(AsPublished, GomokuVariant,
                         ::testing::Values(Pair{"scan", "scan:objc"}, Pair{"scan", "scan:java"},
                                           Pair{"lines", "lines:js"}, Pair{"windows", "windows:csharp"}),
                         [](const auto& info) {
                           std::string n = info.param.published;
                           for (char& c : n)
                             if (c == ':') c = '_';
                           return n;
                         });

TEST(GomokuDiffSearch, IsDeterministicForASeed) {
  GomokuSearchOptions o = variantOptions({"lines", "lines:js"});
  o.seed = 42;
  GomokuSearch a(o), b(o);
  ASSERT_EQ(a.run(), SearchState::Found);
  ASSERT_EQ(b.run(), SearchState::Found);
  EXPECT_EQ(a.result()->record, b.result()->record);
  EXPECT_EQ(a.first()->record, b.first()->record);
  EXPECT_EQ(a.progress().tried, b.progress().tried);
  EXPECT_EQ(a.progress().shrinkTested, b.progress().shrinkTested);
}

TEST(GomokuDiffSearch, CorrectedAlgorithmsAgree) {
  GomokuSearchOptions o;
  o.algoA = "scan";
  o.algoB = "bitboard";
  o.maxTries = 150;
  o.undoPercent = 12;  // bitboard keeps state: take-backs too
  GomokuSearch search(o);
  EXPECT_EQ(search.run(), SearchState::NotFound);
  EXPECT_EQ(search.progress().tried, 150);
  EXPECT_FALSE(search.result().has_value());
}

TEST(GomokuDiffSearch, CancelStopsItAndKeepsTheSmallestSoFar) {
  // Cancelled before any work: nothing is tried.
  GomokuSearch idle(variantOptions({"scan", "scan:java"}));
  idle.cancel();
  EXPECT_FALSE(idle.step(10));
  EXPECT_EQ(idle.state(), SearchState::Cancelled);
  EXPECT_EQ(idle.progress().tried, 0);

  // Cancelled by the progress callback as soon as the shrink starts: the input found so far is kept.
  GomokuSearch search(variantOptions({"scan", "scan:java"}));
  int calls = 0;
  EXPECT_EQ(search.run([&](const SearchProgress& p) { return ++calls, p.state != SearchState::Shrinking; }),
            SearchState::Cancelled);
  EXPECT_EQ(search.progress().shrinkTested, 0);
  ASSERT_TRUE(search.result().has_value());
  EXPECT_TRUE(compareGomoku(search.result()->record, "scan", "scan:java", false).differs());

  // A search of two algorithms that agree, cancelled from another thread's point of view mid-way.
  GomokuSearchOptions o;
  o.algoA = "scan";
  o.algoB = "windows";
  o.maxTries = 1'000'000;
  GomokuSearch endless(o);
  EXPECT_TRUE(endless.step(5));
  EXPECT_EQ(endless.progress().tried, 5) << "step(5) does five units";
  endless.cancel();
  EXPECT_FALSE(endless.step(5));
  EXPECT_EQ(endless.state(), SearchState::Cancelled);
  EXPECT_EQ(endless.progress().tried, 5);
}

TEST(LinkDiffSearch, StepForRunsFrameByFrameToTheSameResult) {
  // The workbench drives the search a time slice per frame; the slices do not change what is found.
  LinkSearchOptions o;
  o.seed = 5;
  o.maxTries = 300;
  LinkSearch framed(o), whole(o);
  while (framed.stepFor(std::chrono::microseconds(50))) {}
  EXPECT_EQ(whole.run(), SearchState::Found);
  ASSERT_EQ(framed.state(), SearchState::Found);
  EXPECT_EQ(framed.result()->board, whole.result()->board);
  EXPECT_EQ(framed.result()->from, whole.result()->from);
  EXPECT_EQ(framed.progress().shrinkTested, whole.progress().shrinkTested);
}

TEST(GomokuDiffSearch, CancelFromAnotherThreadStopsAWorker) {
  // How the workbench runs it: a worker thread drives run(), the UI thread reads progress and cancels.
  GomokuSearchOptions o;
  o.algoA = "scan";
  o.algoB = "lines";
  o.maxTries = 100'000'000;  // would take hours: only cancel() ends it
  GomokuSearch search(o);
  std::thread worker([&] { search.run(); });
  while (search.progress().tried < 20) std::this_thread::yield();
  search.cancel();
  worker.join();
  EXPECT_EQ(search.state(), SearchState::Cancelled);
  EXPECT_LT(search.progress().tried, o.maxTries);
  EXPECT_FALSE(search.result().has_value());
}

TEST(GomokuDiffCompare, TheWinningLineCountsOnlyWhenAsked) {
  // Black's b4 joins b1-b3 and b5-b6 into six: lines reports the whole run, lines:js the five cells of
  // the counter that reached 5. Same winner at the same move: a difference only with compareLines.
  const gomoku::GameRecord six =
      gomoku::loadBoardText("game gomoku\nsize 15\nmoves b2 a5 b6 c5 b3 d5 b5 e5 b1 a4 b4\n", "six.board");
  EXPECT_FALSE(compareGomoku(six, "lines", "lines:js").differs());
  const GomokuDiff d = compareGomoku(six, "lines", "lines:js", true, true);
  EXPECT_EQ(d.ply, 11);
  EXPECT_EQ(d.a.result.line.size(), 6u);
  EXPECT_EQ(d.b.result.line.size(), 5u);
}

TEST(GomokuDiffCompare, ExampleBoardsDifferWhereTheirCommentsSay) {
  const gomoku::GameRecord edge = gomoku::loadBoardFile(examplePath("gomoku/scan-objc-edge.board"));
  const GomokuDiff d = compareGomoku(edge, "scan", "scan:objc");
  EXPECT_EQ(d.ply, 9);
  EXPECT_EQ(d.a.result.winner, gomoku::Stone::Black);
  EXPECT_FALSE(d.b.result.won());
  EXPECT_GE(d.divergence, 0);
  EXPECT_FALSE(compareGomoku(edge, "scan", "bitboard").differs());
  const GomokuDiff quick = compareGomoku(edge, "scan", "scan:objc", false);  // untraced: same verdicts
  EXPECT_EQ(quick.ply, 9);
  EXPECT_EQ(quick.a.result, d.a.result);
  EXPECT_EQ(quick.b.result, d.b.result);
  EXPECT_EQ(quick.a.at, d.a.at);
  EXPECT_TRUE(quick.traceA.steps.empty());
  EXPECT_THROW(compareGomoku(edge, "scan", "nope"), std::invalid_argument);

  // lines:js at a take-back-only difference is still traced; the stateless peer has an empty trace there.
  const gomoku::GameRecord dead = gomoku::loadBoardFile(examplePath("gomoku/lines-js-takeback-dead-line.board"));
  const GomokuDiff j = compareGomoku(dead, "scan", "lines:js");
  EXPECT_EQ(j.ply, 11);
  EXPECT_TRUE(j.a.result.won());
  EXPECT_FALSE(j.b.result.won());
}

TEST(LinkDiffSearch, CornersObjcIsFoundAndShrunk) {
  const auto t0 = std::chrono::steady_clock::now();
  LinkSearchOptions o;
  o.maxTries = 300;
  o.maxShrinkTests = 4000;
  LinkSearch search(o);
  ASSERT_EQ(search.run(), SearchState::Found);
  const LinkDiff& first = *search.first();
  const LinkDiff& best = *search.result();
  const LinkDiff again = compareLinkPair(best.board, &link::kCorners, &link::kCornersObjc, best.from, best.to);
  EXPECT_TRUE(again.differs());
  EXPECT_EQ(again.a, best.a);
  EXPECT_EQ(again.b, best.b);
  EXPECT_TRUE(best.differs());
  EXPECT_EQ(best.board.at(best.from), best.board.at(best.to));
  EXPECT_EQ(best.divergence, firstDivergence(best.traceA, best.traceB));
  const LinkSize s0 = sizeOf(first.board), s1 = sizeOf(best.board);
  EXPECT_LE(s1.tiles, s0.tiles);
  EXPECT_LE(s1.cols * s1.rows, s0.cols * s0.rows);
  // Listed among the board's differing pairs.
  bool listed = false;
  for (const LinkDiff& d : compareLinkBoard(best.board, &link::kCorners, &link::kCornersObjc, false))
    listed = listed || (d.from == best.from && d.to == best.to);
  EXPECT_TRUE(listed);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  const SearchProgress p = search.progress();
  std::cout << "[ diff     ] corners:objc vs corners: try " << p.tried << ", " << s0.cols << "x" << s0.rows << " "
            << s0.tiles << " tiles -> " << s1.cols << "x" << s1.rows << " " << s1.tiles << " tiles (" << p.shrinkSteps
            << "/" << p.shrinkTested << " shrinks), " << link::cellName(best.from) << " - " << link::cellName(best.to)
            << ", divergence step " << best.divergence << ", " << ms << " ms\n"
            << link::saveBoardFile(best.board);
}

TEST(LinkDiffSearch, CornersAndBfsAgreeAtTwoTurns) {
  LinkSearchOptions o;
  o.algoB = &link::kBfs;
  o.maxTries = 150;
  LinkSearch search(o);
  EXPECT_EQ(search.run(), SearchState::NotFound);
  EXPECT_EQ(search.progress().tried, 150);
}

TEST(LinkDiffSearch, CancelStops) {
  LinkSearchOptions o;
  o.algoB = &link::kRays;
  o.maxTries = 1'000'000;
  LinkSearch search(o);
  int calls = 0;
  EXPECT_EQ(search.run([&](const SearchProgress&) { return ++calls < 3; }), SearchState::Cancelled);
  EXPECT_EQ(search.progress().tried, 3);
}

TEST(LinkDiffCompare, TheNoRingExampleDiffersOnTheTopPair) {
  const link::Board b = link::loadBoardFile(examplePath("link/corners-objc-no-ring.board"));
  const auto diffs = compareLinkBoard(b, &link::kCorners, &link::kCornersObjc);
  ASSERT_FALSE(diffs.empty());
  EXPECT_EQ(diffs.front().from, (Cell{0, 0}));
  EXPECT_EQ(diffs.front().to, (Cell{3, 0}));
  EXPECT_TRUE(diffs.front().a.linked);
  EXPECT_FALSE(diffs.front().b.linked);
  EXPECT_TRUE(compareLinkBoard(b, &link::kCorners, &link::kBfs).empty());
  EXPECT_EQ(equalPairCount(b), 2);  // A-A and B-B
}

}  // namespace
}  // namespace boardlab::diff
