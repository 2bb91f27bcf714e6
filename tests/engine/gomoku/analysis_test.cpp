// The workbench's analysis model without the workbench: painted stones analysed as if just placed, the
// last move after a take-back, and verdicts and traces compared as sets of cells.

#include <gtest/gtest.h>

#include "engine/diff/gomoku/gomoku_diff.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/analysis.hpp"
#include "engine/gomoku/board_file.hpp"
#include "engine/gomoku/replay.hpp"
#include "test_util.hpp"

namespace boardlab::gomoku {
namespace {

using testing::pt;
using testing::pts;
using testing::put;

// A painted position: black a8 to e8 (a five touching the left edge) and two white stones; no actions.
GameRecord paintedEdgeFive() {
  GameRecord r;
  put(r.start, {"a8", "b8", "c8", "d8", "e8"}, Stone::Black);
  put(r.start, {"c5", "d5"}, Stone::White);
  return r;
}

TEST(PaintedStone, IsTheRestOfThePositionPlusOneMovePlacingIt) {
  const GameRecord r = paintedEdgeFive();
  const auto s = stoneToAnalyse(r, pt("e8"));
  ASSERT_TRUE(s);
  EXPECT_TRUE(s->painted);
  EXPECT_EQ(s->ply, 1);
  EXPECT_EQ(s->record.start.at(pt("e8")), Stone::None);
  EXPECT_EQ(s->record.start.count(Stone::Black), 4);
  EXPECT_EQ(s->record.start.count(Stone::White), 2);
  EXPECT_EQ(s->record.toMove, Stone::Black) << "the painted stone's colour plays it";
  ASSERT_EQ(s->record.actions.size(), 1u);
  EXPECT_EQ(s->record.actions[0], (Action{Action::Kind::Place, pt("e8")}));
  EXPECT_EQ(replayGame(s->record).board(), r.start) << "the same position once placed";
  const auto white = stoneToAnalyse(r, pt("c5"));
  ASSERT_TRUE(white);
  EXPECT_EQ(white->record.toMove, Stone::White);
  EXPECT_FALSE(stoneToAnalyse(r, pt("h8"))) << "an empty point holds nothing to analyse";
}

TEST(PaintedStone, AStonePlayedInTheRecordIsItsOwnAction) {
  const GameRecord r = loadBoardText("game gomoku\nmoves h8 a1 i8 b1 undo c1\n", "f");
  const auto s = stoneToAnalyse(r, pt("i8"));
  ASSERT_TRUE(s);
  EXPECT_FALSE(s->painted);
  EXPECT_EQ(s->ply, 3);
  EXPECT_EQ(s->record, r);
  EXPECT_EQ(stoneToAnalyse(r, pt("c1"))->ply, 6);
  EXPECT_FALSE(stoneToAnalyse(r, pt("b1"))) << "b1 was taken back";
}

TEST(PaintedStone, EveryAlgorithmAnalysesItAsIfJustPlaced) {
  // The stateful ones (lines, bitboard, lines:js) build their state from the rest and then see e8 arrive.
  for (const AlgorithmInfo* info : algorithms()) {
    Analysis a;
    a.setAlgorithm(std::string(info->name));
    a.setStone(pt("e8"));
    a.update(paintedEdgeFive());
    ASSERT_TRUE(a.problem().empty()) << info->name << ": " << a.problem();
    EXPECT_TRUE(a.paintedStone()) << info->name;
    EXPECT_EQ(a.result().verdict.at, pt("e8")) << info->name;
    EXPECT_FALSE(a.trace().steps.empty()) << info->name;
    // scan:objc never looks at column a; windows:csharp's `col > 5` guard is no obstacle at column a.
    const bool misses = info->name == "scan:objc";
    EXPECT_EQ(a.result().verdict.result.won(), !misses) << info->name;
    EXPECT_EQ(a.comparison().size(), algorithms().size()) << info->name << ": Compare asks every algorithm";
    if (info->run.stateful) {
      ASSERT_TRUE(info->name == "bitboard" || (a.linesBefore() && a.linesAfter())) << info->name;
    }
  }
}

TEST(PaintedStone, TheCountersBeforeAreThePositionWithoutIt) {
  Analysis a;
  a.setAlgorithm("lines");
  a.setStone(pt("e8"));
  a.update(paintedEdgeFive());
  ASSERT_TRUE(a.linesBefore() && a.linesAfter());
  const LineIndex& index = *a.linesAfter()->index;
  int fourToFive = 0;
  for (std::int16_t k : index.through(pt("e8")))
    fourToFive += a.linesBefore()->count(k, Stone::Black) == 4 && a.linesAfter()->count(k, Stone::Black) == 5;
  EXPECT_EQ(fourToFive, 1) << "the line a8-e8 goes from 4 to 5 when e8 arrives";
}

TEST(PaintedStone, AGoneStoneFallsBackToTheLastMove) {
  GameRecord r = paintedEdgeFive();
  Analysis a;
  a.setAlgorithm("scan");
  a.setStone(pt("e8"));
  a.update(r);
  ASSERT_TRUE(a.paintedStone());
  r.start.set(pt("e8"), Stone::None);  // erased by an edit
  r.actions = {{Action::Kind::Place, pt("h8")}};
  a.update(r);
  EXPECT_FALSE(a.paintedStone());
  EXPECT_EQ(a.result().verdict.at, pt("h8"));
  a.setPly(0);
  EXPECT_FALSE(a.requestedStone());
}

TEST(PaintedStone, TheFinderComparesAPaintedPositionStoneByStone) {
  // A position with no actions used to agree by default: nothing was ever placed.
  const diff::GomokuDiff d = diff::compareGomoku(paintedEdgeFive(), "scan", "scan:objc");
  ASSERT_TRUE(d.differs());
  EXPECT_EQ(d.ply, 1);
  ASSERT_EQ(d.record.actions.size(), 1u);
  EXPECT_EQ(d.a.at, pt("b8")) << "in reading order a8 placed last is found by the forward walk; b8 is the first missed";
  EXPECT_TRUE(d.a.result.won());
  EXPECT_FALSE(d.b.result.won());
  EXPECT_FALSE(diff::compareGomoku(paintedEdgeFive(), "scan", "lines").differs());
}

TEST(TakeBack, TheLastMoveIsTheLastStoneStillOnTheBoard) {
  // a1 was taken back: analysing "the last move" must not show a1's verdict on an empty point.
  const GameRecord r = loadBoardText("game gomoku\nmoves h8 a1 undo\n", "f");
  EXPECT_EQ(lastPlacePly(r), 1);
  Analysis a;
  a.setAlgorithm("scan");
  a.update(r);
  EXPECT_EQ(a.analysedPly(), 1);
  EXPECT_EQ(a.result().verdict.at, pt("h8"));
  EXPECT_EQ(lastPlacePly(loadBoardText("game gomoku\nmoves h8 undo\n", "f")), 0);
}

TEST(TakeBack, AShiftClickedStoneTakenBackFallsBackToTheLastMove) {
  GameRecord r = loadBoardText("game gomoku\nmoves h8 a1 i8 b1 j8\n", "f");
  Analysis a;
  a.setAlgorithm("lines:js");
  a.setStone(pt("j8"));
  a.update(r);
  EXPECT_EQ(a.analysedPly(), 5);
  r.actions.push_back({Action::Kind::Undo, {}});
  a.update(r);
  EXPECT_EQ(a.result().verdict.at, pt("b1")) << "j8 is gone: the last stone on the board is b1";
  EXPECT_EQ(a.analysedPly(), 4);
}

TEST(SameVerdict, ComparesTheWinningCellsAsASet) {
  const WinResult scan{Stone::Black, pts({"a8", "b8", "c8", "d8", "e8"}), {}};
  const WinResult java{Stone::Black, pts({"e8", "d8", "c8", "b8", "a8"}), {}};
  EXPECT_TRUE(sameVerdict(scan, java, true));
  EXPECT_FALSE(sameVerdict(scan, {Stone::Black, pts({"a8", "b8", "c8", "d8", "f8"}), {}}, true));
  EXPECT_TRUE(sameVerdict(scan, {Stone::Black, pts({"a8", "b8", "c8", "d8", "f8"}), {}}, false));
  EXPECT_FALSE(sameVerdict(scan, {}, false));
  EXPECT_FALSE(sameVerdict({}, {Stone::None, {}, "IndexOutOfRangeException"}, false));
}

TEST(SameVerdict, ScanAndScanJavaOnTheSameFiveDoNotPartAtTheFirstStep) {
  // Both find a8-e8 when e8 comes last; scan:java lists it from e8 and numbers the placed stone 1.
  const GameRecord r = loadBoardText("game gomoku\nmoves a8 c5 b8 d5 c8 e5 d8 f5 e8\n", "f");
  Analysis a;
  a.setAlgorithm("scan");
  a.update(r);
  const PlyTrace* scan = nullptr;
  const PlyTrace* java = nullptr;
  for (const PlyTrace& t : a.comparison()) {
    if (t.trace.algo == "scan") scan = &t;
    if (t.trace.algo == "scan:java") java = &t;
  }
  ASSERT_TRUE(scan && java);
  EXPECT_TRUE(sameVerdict(scan->verdict.result, java->verdict.result, true));
  EXPECT_FALSE(a.disagreesWithPeer("scan:java")) << "Compare must not flag the same five listed in another order";
  EXPECT_FALSE(a.disagreesWithPeer("scan"));
  // Step 0 marks e8, step 1 the walk left to a8 in both; at step 2 scan walks right, scan:java has won.
  EXPECT_EQ(a.firstDivergence("scan:java"), 2);
  const diff::GomokuDiff d = diff::compareGomoku(r, "scan", "scan:java", true, /*compareLines=*/true);
  EXPECT_FALSE(d.differs()) << "the CLI's diff --lines agrees with Compare";
}

}  // namespace
}  // namespace boardlab::gomoku

namespace boardlab::gomoku {
namespace {

TEST(LinesOverlay, TheDecisiveLineComesFirstAndIsTheRealFive) {
  // The lesson's record: black's g8 at move 11 completes c8-g8, whose black counter reads 7 (dead, never 5).
  const GameRecord r = loadBoardText("game gomoku\nsize 15\nmoves c8 c1 d8 d1 e8 e1 f8 g8 undo o15 g8\n", "f");
  for (const char* algo : {"lines:js", "lines"}) {
    const PlyTrace t = traceAt(r, algo, 11);
    const Step* placed = nullptr;
    for (const Step& s : t.trace.steps)
      if (s.arrows.size() > 1) placed = placed ? placed : &s;
    ASSERT_NE(placed, nullptr) << algo;
    const Arrow& first = placed->arrows.front();
    EXPECT_EQ(first.role, MarkRole::Winning) << algo;
    EXPECT_EQ(std::minmax(first.from, first.to), std::minmax(pt("c8"), pt("g8"))) << algo;
    for (std::size_t i = 1; i < placed->arrows.size(); ++i)
      EXPECT_NE(placed->arrows[i].role, MarkRole::Winning) << algo;
    if (std::string(algo) == "lines:js") {
      EXPECT_NE(first.label.find("B7 W6"), std::string::npos) << first.label;
    }
  }
}

}  // namespace
}  // namespace boardlab::gomoku
