// Traces: the traced run answers exactly as the plain one, every step is well formed, and each algorithm
// records what the overlays need (corners C and D, scan stops, BFS layers, rays and band).

#include <gtest/gtest.h>

#include <random>

#include "engine/link/algorithms.hpp"
#include "engine/link/bfs.hpp"
#include "engine/link/corners.hpp"
#include "engine/link/corners_objc.hpp"
#include "engine/link/rays.hpp"
#include "test_boards.hpp"

namespace boardlab::link {
namespace {

using testing::boardOf;

bool hasMark(const Step& s, Cell c, MarkRole role) {
  for (const CellMark& m : s.marks)
    if (m.cell == c && m.role == role) return true;
  return false;
}

TEST(LinkTrace, TracedAndPlainRunsAgreeAndEveryStepIsWellFormed) {
  std::mt19937 rng(12);
  for (int n = 0; n < 400; ++n) {
    const Board b =
        testing::randomBoard(rng, 2 + n % 9, 2 + n % 6, 0.5, 2, n % 2 == 0, n % 5 == 4 ? Board::kAnyTurns : 2);
    const std::vector<Cell> tiles = b.tiles();
    if (tiles.size() < 2) continue;
    const Cell a = tiles[static_cast<std::size_t>(n) % tiles.size()],
               z = tiles[(static_cast<std::size_t>(n) * 7 + 1) % tiles.size()];
    for (Algo algo : algorithms()) {
      const TracedQuery t = traceQuery(algo, b, a, z);
      ASSERT_EQ(t.result, query(algo, b, a, z)) << algoName(algo);
      ASSERT_FALSE(t.trace.steps.empty());
      EXPECT_EQ(t.trace.algo, algoName(algo));
      EXPECT_EQ(t.trace.steps.back().event, Event::Verdict) << algoName(algo);
      const int lines = static_cast<int>(algoListing(algo).size());
      for (const Step& s : t.trace.steps) {
        EXPECT_GE(s.codeLine, 1);
        EXPECT_LE(s.codeLine, lines) << algoName(algo);
        EXPECT_FALSE(s.narration.empty());
        for (const CellMark& m : s.marks) EXPECT_TRUE(b.inFrame(m.cell)) << algoName(algo) << " " << cellName(m.cell);
      }
      if (t.result.linked) {
        int winning = 0;
        for (const CellMark& m : t.trace.steps.back().marks) winning += m.role == MarkRole::Winning;
        EXPECT_EQ(winning, t.result.cells - 1) << "every cell between A and B is drawn once";
      }
    }
  }
}

TEST(LinkTrace, CornersRecordsBothCornersAndWhyEachScanStopped) {
  // C (3,0) is empty but blocked below; D (0,2) holds a tile.
  const Board b = boardOf({"A...", "...B", "C..A"}, false);
  const Trace t = traceQuery(&kCorners, b, {0, 0}, {3, 2}).trace;
  bool sawC = false, sawD = false, sawTileStop = false, sawEdgeStop = false, sawCandidate = false;
  for (const Step& s : t.steps) {
    sawC = sawC ||
           (s.codeLine == 4 && hasMark(s, {3, 0}, MarkRole::Blocked) && hasMark(s, {3, 1}, MarkRole::StoppedOpponent));
    sawD = sawD || (s.codeLine == 5 && hasMark(s, {0, 2}, MarkRole::Blocked));
    sawCandidate = sawCandidate || (s.codeLine == 9 && hasMark(s, {1, 0}, MarkRole::Candidate));
    if (s.event == Event::ScanStopped) {
      sawTileStop = sawTileStop || hasMark(s, {0, 2}, MarkRole::StoppedOpponent);
      sawEdgeStop = sawEdgeStop || hasMark(s, {-1, 0}, MarkRole::StoppedBound);
    }
  }
  EXPECT_TRUE(sawC);
  EXPECT_TRUE(sawD);
  EXPECT_TRUE(sawCandidate);
  EXPECT_TRUE(sawTileStop);
  EXPECT_TRUE(sawEdgeStop) << "with the ring off the scan left stops on the ring cell";
}

TEST(LinkTrace, ObjcNarratesTheEarlyReturn) {
  const Board b = boardOf({"A...", "B..C", "...A"}, false);
  const Trace t = traceQuery(&kCornersObjc, b, {0, 0}, {3, 2}).trace;
  bool said = false;
  for (const Step& s : t.steps) said = said || s.narration.find("is never tried") != std::string::npos;
  EXPECT_TRUE(said);
}

TEST(LinkTrace, BfsRecordsOneStepPerTurnLayerWithEachCellsTurnCount) {
  const Board b = boardOf({"A.B..", ".BB..", "....A"}, false, Board::kAnyTurns);
  const TracedQuery t = traceQuery(&kBfs, b, {0, 0}, {4, 2});
  ASSERT_TRUE(t.result.linked);
  int layers = 0;
  for (const Step& s : t.trace.steps) {
    if (s.event != Event::LayerDone) continue;
    // Every cell reached so far carries its own layer's number (and colour): this layer's new cells and
    // the earlier layers' alike, so the layers read at a glance; no other mark names a cell reached.
    int newCells = 0;
    for (const CellMark& m : s.marks) {
      EXPECT_NE(m.role, MarkRole::Reachable);
      if (m.role == MarkRole::Frontier) {
        EXPECT_LE(m.value, layers);
        EXPECT_GE(m.value, 0);
        newCells += m.value == layers ? 1 : 0;
      }
    }
    EXPECT_GT(newCells, 0) << "layer " << layers;
    ++layers;
  }
  EXPECT_EQ(layers, t.result.turns + 1);
  // Cell 1,0 is reached straight from A: turn count 0 in the first layer.
  EXPECT_TRUE(hasMark(t.trace.steps[1], {1, 0}, MarkRole::Frontier));
}

TEST(LinkTrace, BfsTraceStaysSmallOnTheLargestBoard) {
  Board b(64, 64, true, Board::kAnyTurns);
  // A comb of walls forces many turns.
  for (int c = 1; c < 63; c += 2)
    for (int r = (c % 4 == 1 ? 0 : 1); r < (c % 4 == 1 ? 63 : 64); ++r) b.set({c, r}, 'W');
  b.set({0, 0}, 'A');
  b.set({63, 63}, 'A');
  b.setBorder(false);
  const TracedQuery t = traceQuery(&kBfs, b, {0, 0}, {63, 63});
  ASSERT_TRUE(t.result.linked);
  EXPECT_GT(t.result.turns, 30);
  EXPECT_EQ(t.trace.steps.size(), static_cast<std::size_t>(t.result.turns) + 3);  // start, layers, verdict
  std::size_t marks = 0;
  for (const Step& s : t.trace.steps) marks += s.marks.size();
  EXPECT_LT(marks, 64u * 64u * static_cast<std::size_t>(t.result.turns + 3));
}

TEST(LinkTrace, RaysRecordsBothRaysAndTheBand) {
  const Board b = boardOf({"A..B", "B.B.", "A..."}, true);
  const Trace t = traceQuery(&kRays, b, {0, 0}, {0, 2}).trace;
  ASSERT_GE(t.steps.size(), 4u);
  EXPECT_TRUE(hasMark(t.steps[0], {2, 0}, MarkRole::Ray));  // A's ray to the right stops before B at 3,0
  EXPECT_FALSE(hasMark(t.steps[0], {3, 0}, MarkRole::Ray));
  EXPECT_TRUE(hasMark(t.steps[0], {3, 0}, MarkRole::StoppedOpponent));
  EXPECT_TRUE(hasMark(t.steps[0], {0, 1}, MarkRole::StoppedOpponent));  // and downwards on the B at 0,1
  EXPECT_TRUE(hasMark(t.steps[1], {3, 2}, MarkRole::Ray));              // B's ray to the right
  bool band = false;
  for (const Step& s : t.steps) band = band || (s.codeLine == 6 && hasMark(s, {1, 0}, MarkRole::Band));
  EXPECT_TRUE(band);
}

TEST(LinkTrace, TheRecorderCapEndsTheTraceWithANoteButNotTheAnswer) {
  const Board b = boardOf({"A.....", "......", ".....A"});
  const TracedQuery t = traceQuery(&kCorners, b, {0, 0}, {5, 2}, 3);
  EXPECT_TRUE(t.trace.truncated);
  EXPECT_EQ(t.trace.steps.size(), 3u);
  EXPECT_NE(t.trace.note.find("3 steps"), std::string::npos);
  EXPECT_EQ(t.result, query(&kCorners, b, {0, 0}, {5, 2}));
}

}  // namespace
}  // namespace boardlab::link
