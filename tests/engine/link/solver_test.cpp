// The solver against exhaustive small cases and by replaying its removal order; the generator's boards.

#include <gtest/gtest.h>

#include <random>

#include "engine/link/board_file.hpp"
#include "engine/link/generator.hpp"
#include "engine/link/solver.hpp"
#include "test_boards.hpp"
#include "tests/test_paths.hpp"

namespace boardlab::link {
namespace {

using testing::boardOf;

// An independent exhaustive answer for tiny boards: try every removal order, no memo, no shortcuts.
bool clearable(const Board& b, bool gravity) {
  if (b.tileCount() == 0) return true;
  const std::vector<Cell> tiles = b.tiles();
  for (std::size_t i = 0; i < tiles.size(); ++i)
    for (std::size_t j = i + 1; j < tiles.size(); ++j) {
      Board next = b;
      if (removePair(next, tiles[i], tiles[j], gravity).linked && clearable(next, gravity)) return true;
    }
  return false;
}

TEST(LinkSolver, AgreesWithExhaustiveSearchAndItsMovesReplay) {
  std::mt19937 rng(3);
  int solved = 0, unsolvable = 0;
  for (int n = 0; n < 12000; ++n) {
    const bool gravity = n % 4 == 3;
    Board b = testing::randomBoard(rng, 2 + n % 4, 2 + n % 3, 0.9, 2 + n % 3, n % 4 == 0, n % 5 == 0 ? 1 : 2);
    // Even face counts, so that parity alone does not decide.
    for (Cell c : b.tiles()) {
      int count = 0;
      for (Cell d : b.tiles()) count += b.at(d) == b.at(c);
      if (count % 2) {
        b.set(c, kEmpty);
        break;
      }
    }
    bool even = true;
    for (Cell c : b.tiles()) {
      int count = 0;
      for (Cell d : b.tiles()) count += b.at(d) == b.at(c);
      even = even && count % 2 == 0;
    }
    if (!even || b.tileCount() > 10) continue;
    SolveOptions o;
    o.gravity = gravity;
    const SolveResult r = solve(b, o);
    ASSERT_NE(r.status, SolveStatus::GaveUp);
    ASSERT_EQ(r.status == SolveStatus::Solved, clearable(b, gravity)) << saveBoardFile(b) << " gravity " << gravity;
    if (r.status == SolveStatus::Solved) {
      ++solved;
      EXPECT_EQ(r.moves.size() * 2, static_cast<std::size_t>(b.tileCount()));
      EXPECT_TRUE(replayClears(b, r.moves, gravity));
    } else {
      ++unsolvable;
    }
  }
  EXPECT_GT(solved, 300);
  EXPECT_GT(unsolvable, 100);
}

TEST(LinkSolver, OddFaceCountIsUnsolvableAtOnceAndAStateLimitGivesUp) {
  const SolveResult odd = solve(boardOf({"AAA", "..."}));
  EXPECT_EQ(odd.status, SolveStatus::Unsolvable);
  EXPECT_EQ(odd.states, 0u);
  GenerateOptions g;
  g.cols = 10;
  g.rows = 10;
  g.faces = 2;
  g.seed = 5;
  const Generated big = generateBoard(g);
  SolveOptions tiny;
  tiny.maxStates = 3;
  tiny.gravity = true;  // no forced moves with gravity, so the search must branch
  const SolveResult r = solve(big.board, tiny);
  if (r.status == SolveStatus::GaveUp) {
    EXPECT_EQ(r.message, "gave up after 3 states");
    EXPECT_TRUE(r.moves.empty());
  } else {
    EXPECT_TRUE(replayClears(big.board, r.moves, true));
  }
}

// The order of the search is part of what it promises (the same board gives the same answer and the same count
// of states everywhere, the page's wasm included): the states it explores before it proves a knotted board
// unsolvable, and the order it clears the classic board in when gravity leaves no move forced. The figures are
// the recursive solver's, which the solver with its own stack of boards must keep.
TEST(LinkSolver, ItsWalkIsPinned) {
  EXPECT_EQ(solve(boardOf({".BCC.C", "BDBADB", "ADCCYZ", "DAACZY"}, false)).states, 1283u);
  EXPECT_EQ(solve(boardOf({"D..BC.", ".AEDCB", "FADDYZ", "ECCFZY"}, true)).states, 41u);
  SolveOptions gravity;
  gravity.gravity = true;
  const SolveResult knotted = solve(boardOf({"C.BB.A", ".GA...", "BC.AEB", "E...GA", "CC..YZ", "B.B.ZY"}), gravity);
  EXPECT_EQ(knotted.status, SolveStatus::Unsolvable);
  EXPECT_EQ(knotted.states, 3170u);
  const Board classic = loadBoardFile(std::string(testpaths::source) + "/examples/link/classic-12x8.board");
  const SolveResult cleared = solve(classic, gravity);
  ASSERT_EQ(cleared.status, SolveStatus::Solved);
  EXPECT_EQ(cleared.states, 48u);
  ASSERT_EQ(cleared.moves.size(), 48u);
  EXPECT_EQ(cleared.moves[0].a, (Cell{0, 0}));
  EXPECT_EQ(cleared.moves[0].b, (Cell{0, 6}));
  EXPECT_EQ(cleared.moves[1].b, (Cell{0, 4}));
  EXPECT_TRUE(replayClears(classic, cleared.moves, true));
}

TEST(LinkSolver, TheRingDecidesACheckerboard) {
  // With the ring off no two equal tiles of a full checkerboard touch or see each other.
  EXPECT_EQ(solve(boardOf({"ABAB", "BABA"}, false)).status, SolveStatus::Unsolvable);
  const SolveResult on = solve(boardOf({"ABAB", "BABA"}, true));
  ASSERT_EQ(on.status, SolveStatus::Solved);
  EXPECT_TRUE(replayClears(boardOf({"ABAB", "BABA"}, true), on.moves));
}

TEST(LinkGenerator, BoardsAreFullSolvableByTheirOwnOrderAndByTheSolverAndDeterministic) {
  int n = 0;
  for (int cols : {2, 3, 6, 12}) {
    for (int rows : {2, 5, 8}) {
      for (bool border : {true, false}) {
        for (int turns : {2, 1, Board::kAnyTurns}) {
          GenerateOptions g;
          g.cols = cols;
          g.rows = rows;
          g.faces = 1 + (n % 12);
          g.seed = static_cast<std::uint64_t>(100 + n++);
          g.border = border;
          g.maxTurns = turns;
          Generated made;
          try {
            made = generateBoard(g);
          } catch (const std::runtime_error& e) {
            // Only the one-turn game is tight enough to fail, and then it says so.
            EXPECT_EQ(turns, 1) << e.what() << " " << cols << "x" << rows << " border " << border;
            EXPECT_NE(std::string(e.what()).find("could not build"), std::string::npos);
            continue;
          }
          const Board& b = made.board;
          EXPECT_EQ(b.tileCount(), cols * rows - (cols * rows) % 2);
          EXPECT_EQ(b.border(), border);
          EXPECT_EQ(b.maxTurns(), turns);
          EXPECT_TRUE(replayClears(b, made.solution)) << saveBoardFile(b);
          SolveOptions o;
          o.maxStates = 20'000;
          const SolveResult r = solve(b, o);
          EXPECT_NE(r.status, SolveStatus::Unsolvable) << saveBoardFile(b);
          if (r.status == SolveStatus::Solved) {
            EXPECT_TRUE(replayClears(b, r.moves));
          }
          EXPECT_EQ(generateBoard(g).board, b) << "same seed, same board";
        }
      }
    }
  }
}

TEST(LinkGenerator, UsesTheRequestedFacesAndRefusesBadOptions) {
  GenerateOptions g;
  g.cols = 12;
  g.rows = 8;
  g.faces = 12;
  g.seed = 2026;
  const Board b = generateBoard(g).board;
  std::array<int, 128> count{};
  for (Cell c : b.tiles()) ++count[static_cast<unsigned char>(b.at(c))];
  for (int k = 0; k < 12; ++k) EXPECT_EQ(count[static_cast<unsigned char>(faceNumber(k))], 8) << k;
  // The example the workbench opens is this board.
  EXPECT_EQ(loadBoardFile(std::string(testpaths::source) + "/examples/link/classic-12x8.board"), b);
  g.faces = 0;
  EXPECT_THROW(generateBoard(g), std::invalid_argument);
  g.faces = 63;
  EXPECT_THROW(generateBoard(g), std::invalid_argument);
  g.faces = 4;
  g.cols = 65;
  EXPECT_THROW(generateBoard(g), std::invalid_argument);
}

TEST(LinkGenerator, SettingsNoBoardFitsFailAfterTheStatedAttemptsWithAMessage) {
  // A 20x20 board with no turns allowed: every start strands tiles. Two attempts keep the test fast;
  // the default is GenerateOptions::kDefaultAttempts.
  GenerateOptions o;
  o.cols = 20;
  o.rows = 20;
  o.maxTurns = 0;
  o.attempts = 2;
  try {
    generateBoard(o);
    FAIL() << "a 20x20 board with no turns was built";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "could not build a solvable 20x20 board with these settings in 2 attempts");
  }
  EXPECT_EQ(GenerateOptions{}.attempts, GenerateOptions::kDefaultAttempts);
}

}  // namespace
}  // namespace boardlab::link
