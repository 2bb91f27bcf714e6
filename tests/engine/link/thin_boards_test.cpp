// Link boards of one row or one column (1xN, Nx1, 1x1): legitimate puzzles and test cases. The file reads
// and writes them, the ring carries paths round the row's ends, the generator builds them solvable, the
// solver clears them, gravity, hints and traces work on them. (The algorithms against the reference on
// such boards: differential_test.cpp.)

#include <gtest/gtest.h>

#include "engine/link/algorithms.hpp"
#include "engine/link/bfs.hpp"
#include "engine/link/board_file.hpp"
#include "engine/link/corners.hpp"
#include "engine/link/corners_objc.hpp"
#include "engine/link/game.hpp"
#include "engine/link/generator.hpp"
#include "engine/link/rays.hpp"
#include "engine/link/solver.hpp"
#include "test_boards.hpp"

namespace boardlab::link {
namespace {

using testing::boardOf;

TEST(LinkThinBoards, OneRowOneColumnAndOneCellFilesReadAndRoundTrip) {
  const Board row = parseBoardFile("game link\nsize 4x1\nborder on\nturns 2\ngrid\nA..A\n", "row.board");
  EXPECT_EQ(row.cols(), 4);
  EXPECT_EQ(row.rows(), 1);
  const Board column = parseBoardFile("game link\nsize 1x4\ngrid\nA\nB\nB\nA\n", "column.board");
  EXPECT_EQ(column.cols(), 1);
  EXPECT_EQ(column.rows(), 4);
  const Board cell = parseBoardFile("game link\nsize 1x1\ngrid\n.\n", "cell.board");
  EXPECT_EQ(cell.tileCount(), 0);
  for (const Board& b : {row, column, cell, Board(64, 1), Board(1, 64)}) {
    EXPECT_EQ(parseBoardFile(saveBoardFile(b), "again"), b);
  }
}

TEST(LinkThinBoards, TheRingCarriesAPathRoundTheTilesOfOneRowOrColumn) {
  for (Algo algo : {&kCorners, &kRays, &kBfs}) {
    const LinkResult across = query(algo, boardOf({"ABBA"}), {0, 0}, {3, 0});
    EXPECT_TRUE(across.linked) << algoName(algo);
    EXPECT_EQ(across.shape, Shape::U) << algoName(algo);
    EXPECT_EQ(across.turns, 2) << algoName(algo);
    const LinkResult down = query(algo, boardOf({"A", "B", "B", "A"}), {0, 0}, {0, 3});
    EXPECT_TRUE(down.linked) << algoName(algo);
    EXPECT_EQ(down.shape, Shape::U) << algoName(algo);
    EXPECT_FALSE(query(algo, boardOf({"ABBA"}, false), {0, 0}, {3, 0}).linked) << algoName(algo) << ": no ring, no way";
    EXPECT_TRUE(query(algo, boardOf({"A..A"}, false), {0, 0}, {3, 0}).linked) << algoName(algo);
  }
  // The published variant cannot leave the tiles: the U round the ring is beyond it, the straight line is not.
  EXPECT_FALSE(query(&kCornersObjc, boardOf({"ABBA"}), {0, 0}, {3, 0}).linked);
  EXPECT_TRUE(query(&kCornersObjc, boardOf({"A..A"}), {0, 0}, {3, 0}).linked);
}

TEST(LinkThinBoards, EveryAlgorithmTracesOnThinBoards) {
  for (const Board& b : {boardOf({"AB.BA"}), boardOf({"A", ".", "B", "A"}, false), boardOf({"A"})})
    for (Algo algo : {&kCorners, &kCornersObjc, &kRays, &kBfs}) {
      const Cell last{b.cols() - 1, b.rows() - 1};
      const TracedQuery traced = traceQuery(algo, b, {0, 0}, last);
      EXPECT_FALSE(traced.trace.steps.empty()) << algoName(algo);
      EXPECT_EQ(traced.result.linked, query(algo, b, {0, 0}, last).linked) << algoName(algo);
    }
}

TEST(LinkThinBoards, TheGeneratorBuildsThemSolvableAndTheSolverClearsThem) {
  for (int len : {1, 2, 3, 4, 7, 12, 64})
    for (bool row : {true, false})
      for (bool border : {true, false}) {
        GenerateOptions o;
        o.cols = row ? len : 1;
        o.rows = row ? 1 : len;
        o.faces = 3;
        o.seed = static_cast<std::uint64_t>(len);
        o.border = border;
        const std::string where =
            std::to_string(o.cols) + "x" + std::to_string(o.rows) + (border ? " ring" : " no ring");
        const Generated g = generateBoard(o);
        EXPECT_EQ(g.board.tileCount(), len / 2 * 2) << where;
        EXPECT_TRUE(replayClears(g.board, g.solution)) << where;
        const SolveResult r = solve(g.board);
        EXPECT_EQ(r.status, SolveStatus::Solved) << where;
        EXPECT_TRUE(replayClears(g.board, r.moves)) << where;
      }
}

TEST(LinkThinBoards, GravityHintsDeadlockAndShuffleWorkOnOneRow) {
  Board b = boardOf({"ABAB"}, false);
  EXPECT_TRUE(deadlocked(b));
  EXPECT_FALSE(hint(b).has_value());
  EXPECT_TRUE(shuffleTiles(b, 1)) << "AABB or ABBA: a pair links";
  EXPECT_FALSE(deadlocked(b));
  Board column = boardOf({"A", "B", "B", "A"}, false);
  ASSERT_TRUE(removePair(column, {0, 1}, {0, 2}, true).linked);
  EXPECT_EQ(column.at({0, 3}), 'A') << "gravity: the tiles above fall to the bottom";
  EXPECT_EQ(column.at({0, 2}), 'A');
  EXPECT_TRUE(removePair(column, {0, 2}, {0, 3}, true).linked);
  EXPECT_EQ(column.tileCount(), 0);
}

}  // namespace
}  // namespace boardlab::link
