// The corrected algorithms (scan, lines, windows, bitboard) against an independent brute-force reference,
// on thousands of seeded random games per rule and size, with take-backs and redos mixed in, and on
// hand-made edge cases. They must agree on the winner, the move and the cells of every verdict.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "engine/gomoku/bitboard.hpp"
#include "engine/gomoku/detector.hpp"
#include "engine/gomoku/lines.hpp"
#include "test_util.hpp"

namespace boardlab::gomoku {
namespace {

const char* const kCorrected[] = {"scan", "lines", "windows", "bitboard"};

// The reference: list every maximal run on the whole board (a run starts where the previous cell along
// the direction is not the same colour), keep those of the mover's colour that contain p and win under
// the rule, and take the one of the first direction. Shares no code with the algorithms.
WinResult reference(const Board& b, Cell p, Rule rule) {
  const Stone s = b.at(p);
  const int dc[4] = {1, 0, 1, 1}, dr[4] = {0, 1, 1, -1};
  const auto same = [&](int c, int r) { return c >= 0 && r >= 0 && c < b.cols() && r < b.rows() && b.at({c, r}) == s; };
  for (int d = 0; d < 4; ++d) {
    for (int r = 0; r < b.rows(); ++r)
      for (int c = 0; c < b.cols(); ++c) {
        if (!same(c, r) || same(c - dc[d], r - dr[d])) continue;
        std::vector<Cell> run;
        bool hasP = false;
        for (int k = 0; same(c + k * dc[d], r + k * dr[d]); ++k) {
          run.push_back({c + k * dc[d], r + k * dr[d]});
          hasP = hasP || run.back() == p;
        }
        const int n = static_cast<int>(run.size());
        // The run is maximal, so the cells just past its ends are empty, the opponent's or off the board.
        const Stone other = s == Stone::Black ? Stone::White : Stone::Black;
        const Cell before{c - dc[d], r - dr[d]}, after{c + n * dc[d], r + n * dr[d]};
        const bool blocked = b.get(before) == other && b.get(after) == other;
        bool wins = false;
        switch (rule) {
          case Rule::Freestyle:
            wins = n >= 5;
            break;
          case Rule::Standard:
            wins = n == 5;
            break;
          case Rule::Renju:
            wins = s == Stone::White ? n >= 5 : n == 5;
            break;
          case Rule::Caro:
            wins = n == 5 && !blocked;
            break;
        }
        if (hasP && wins) return {s, run, {}};
      }
  }
  return {};
}

std::string describeWin(const WinResult& r, int rows) {
  if (!r.won()) return "no win";
  std::string s(stoneName(r.winner));
  for (Cell c : r.line) s += " " + cellName(c, rows);
  return s;
}

// Plays `games` random games on cols x rows and checks every action. Moves fall in a random sub-rectangle
// (so games are dense, full of fives, overlines and edge runs) and continue past wins; about one action in
// eight is an undo and one in sixteen a redo.
void runRandomGames(int cols, int rows, Rule rule, int games, unsigned seed) {
  std::mt19937 rng(seed);
  int wins = 0;
  for (int g = 0; g < games; ++g) {
    const int w = std::uniform_int_distribution(5, std::min(cols, 9))(rng);
    const int h = std::uniform_int_distribution(5, std::min(rows, 9))(rng);
    const int c0 = std::uniform_int_distribution(0, cols - w)(rng);
    const int r0 = std::uniform_int_distribution(0, rows - h)(rng);
    Game game(Board(cols, rows), Stone::Black, rule);
    std::vector<std::unique_ptr<Detector>> detectors;
    for (const char* name : kCorrected) detectors.push_back(makeDetector(name, game));
    const int actions = std::uniform_int_distribution(w * h / 2, w * h + 10)(rng);
    for (int a = 0; a < actions; ++a) {
      const int roll = std::uniform_int_distribution(0, 15)(rng);
      Action action;
      if (roll < 2 && game.canTakeBack()) {
        action = {Action::Kind::Undo, {}};
      } else if (roll == 2 && game.canRedo()) {
        action = {Action::Kind::Redo, {}};
      } else {
        std::vector<Cell> empty;
        for (int r = r0; r < r0 + h; ++r)
          for (int c = c0; c < c0 + w; ++c)
            if (game.board().at({c, r}) == Stone::None) empty.push_back({c, r});
        if (empty.empty()) break;
        action = {Action::Kind::Place, empty[std::uniform_int_distribution<std::size_t>(0, empty.size() - 1)(rng)]};
      }
      ASSERT_TRUE(apply(game, action));
      const WinResult want =
          action.kind == Action::Kind::Undo ? WinResult{} : reference(game.board(), game.moves().back().cell, rule);
      wins += want.won();
      for (std::size_t i = 0; i < detectors.size(); ++i) {
        const WinResult got = detectors[i]->onAction(game, action, nullptr);
        ASSERT_EQ(got, want) << kCorrected[i] << " on " << cols << "x" << rows << " " << ruleName(rule) << ", game "
                             << g << ", action " << a + 1 << ": got " << describeWin(got, rows) << ", want "
                             << describeWin(want, rows);
      }
    }
  }
  EXPECT_GT(wins, games / 4) << "the random games should contain many wins, or the test proves little";
}

struct Shape {
  int cols, rows;
};

class RandomGames : public ::testing::TestWithParam<std::tuple<Shape, Rule>> {};

TEST_P(RandomGames, CorrectedAlgorithmsAgreeWithTheReference) {
  const auto [shape, rule] = GetParam();
  runRandomGames(shape.cols, shape.rows, rule, 1000,
                 static_cast<unsigned>(shape.cols * 100 + shape.rows + static_cast<int>(rule)));
}

INSTANTIATE_TEST_SUITE_P(
    Sizes, RandomGames,
    ::testing::Combine(::testing::Values(Shape{15, 15}, Shape{19, 19}, Shape{20, 20}, Shape{20, 11}, Shape{7, 26}),
                       ::testing::Values(Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro)),
    [](const auto& info) {
      const Shape s = std::get<0>(info.param);
      return std::to_string(s.cols) + "x" + std::to_string(s.rows) + "_" +
             std::string(ruleName(std::get<1>(info.param)));
    });

// One position, one placed point: every corrected algorithm (each through a detector fed a single move)
// must give the reference's verdict.
void expectAgree(Board before, Cell p, Stone mover, Rule rule, const WinResult& expected) {
  Game game(before, mover, rule);
  std::vector<std::unique_ptr<Detector>> detectors;
  for (const char* name : kCorrected) detectors.push_back(makeDetector(name, game));
  const Action action{Action::Kind::Place, p};
  ASSERT_TRUE(apply(game, action));
  ASSERT_EQ(reference(game.board(), p, rule), expected) << "the reference itself";
  for (std::size_t i = 0; i < detectors.size(); ++i)
    EXPECT_EQ(detectors[i]->onAction(game, action, nullptr), expected) << kCorrected[i];
}

TEST(EdgeCases, FivesOnEveryEdgeAndCornerOfSmallAndLargeBoards) {
  for (const Shape s : {Shape{5, 5}, Shape{26, 26}, Shape{26, 5}, Shape{5, 26}}) {
    const int lc = s.cols - 1, lr = s.rows - 1;
    struct Run {
      Cell first;
      Delta d;
    };
    std::vector<Run> runs{{{0, 0}, {1, 0}}, {{lc - 4, lr}, {1, 0}},     {{0, 0}, {0, 1}},  {{lc, lr - 4}, {0, 1}},
                          {{0, 0}, {1, 1}}, {{lc - 4, lr - 4}, {1, 1}}, {{0, 4}, {1, -1}}, {{lc - 4, lr}, {1, -1}}};
    for (const Run& run : runs)
      for (int last = 0; last < 5; ++last) {
        Board b(s.cols, s.rows);
        std::vector<Cell> cells;
        for (int k = 0; k < 5; ++k) cells.push_back(run.first + k * run.d);
        for (int k = 0; k < 5; ++k)
          if (k != last) b.set(cells[static_cast<std::size_t>(k)], Stone::White);
        for (Rule rule : {Rule::Freestyle, Rule::Standard})
          expectAgree(b, cells[static_cast<std::size_t>(last)], Stone::White, rule, {Stone::White, cells, {}});
      }
  }
}

TEST(EdgeCases, OverlineWinsOnlyUnderFreestyle) {
  using testing::pts;
  using testing::put;
  Board b(15, 15);
  put(b, {"c8", "d8", "e8", "g8", "h8"}, Stone::Black);  // f8 joins them into six
  expectAgree(b, testing::pt("f8"), Stone::Black, Rule::Freestyle,
              {Stone::Black, pts({"c8", "d8", "e8", "f8", "g8", "h8"}), {}});
  expectAgree(b, testing::pt("f8"), Stone::Black, Rule::Standard, {});
}

TEST(EdgeCases, FiveAndSixThroughTheSameStoneWinsUnderStandardWithTheFive) {
  using testing::pts;
  using testing::put;
  Board b(15, 15);
  put(b, {"c8", "d8", "e8", "g8", "h8"}, Stone::Black);  // horizontal six through f8
  put(b, {"f4", "f5", "f6", "f7"}, Stone::Black);        // vertical five through f8
  expectAgree(b, testing::pt("f8"), Stone::Black, Rule::Standard,
              {Stone::Black, pts({"f8", "f7", "f6", "f5", "f4"}), {}});
  // Freestyle: the horizontal six comes first in kDirections order.
  expectAgree(b, testing::pt("f8"), Stone::Black, Rule::Freestyle,
              {Stone::Black, pts({"c8", "d8", "e8", "f8", "g8", "h8"}), {}});
}

TEST(EdgeCases, TwoFivesThroughTheStoneReportTheFirstDirection) {
  using testing::pts;
  using testing::put;
  Board b(15, 15);
  put(b, {"d5", "e6", "f7", "h9"}, Stone::White);  // diagonal
  put(b, {"g4", "g5", "g6", "g7"}, Stone::White);  // vertical, listed before the diagonal
  expectAgree(b, testing::pt("g8"), Stone::White, Rule::Standard,
              {Stone::White, pts({"g8", "g7", "g6", "g5", "g4"}), {}});
}

TEST(EdgeCases, AFiveElsewhereOnTheBoardIsNotThisMovesWin) {
  using testing::put;
  Board b(15, 15);
  put(b, {"a1", "b1", "c1", "d1", "e1"}, Stone::Black);  // already a five (analysis after a win)
  put(b, {"h8", "i8", "j8"}, Stone::Black);
  expectAgree(b, testing::pt("k8"), Stone::Black, Rule::Freestyle, {});
}

TEST(EdgeCases, OpponentStonesAndGapsBreakTheRun) {
  using testing::put;
  Board b(15, 15);
  put(b, {"d8", "e8", "g8", "h8", "i8"}, Stone::Black);
  put(b, {"f8"}, Stone::White);
  expectAgree(b, testing::pt("j8"), Stone::Black, Rule::Freestyle, {});
  put(b, {"f8"}, Stone::None);
  expectAgree(b, testing::pt("c8"), Stone::Black, Rule::Freestyle, {});  // c8 d8 e8 _ g8: a gap
}

// Caro: exactly five wins unless the opponent blocks both ends; the board edge is no block. Checked for
// every corrected detector, inside the board and against each edge, with either colour to move.
TEST(Caro, BlockedAndUnblockedFivesInsideAndAtTheEdge) {
  using testing::pt;
  using testing::pts;
  using testing::put;
  const auto five = [](const std::vector<std::string>& cells, Stone s) { return WinResult{s, pts(cells), {}}; };
  for (Stone s : {Stone::Black, Stone::White}) {
    const Stone o = opponent(s);
    Board open(15, 15);
    put(open, {"c8", "d8", "e8", "f8"}, s);
    expectAgree(open, pt("g8"), s, Rule::Caro, five({"c8", "d8", "e8", "f8", "g8"}, s));
    Board oneEnd = open;
    put(oneEnd, {"b8"}, o);
    expectAgree(oneEnd, pt("g8"), s, Rule::Caro, five({"c8", "d8", "e8", "f8", "g8"}, s));
    Board both = oneEnd;
    put(both, {"h8"}, o);
    expectAgree(both, pt("g8"), s, Rule::Caro, {});
    expectAgree(both, pt("g8"), s, Rule::Standard, five({"c8", "d8", "e8", "f8", "g8"}, s));  // only caro minds
    // Against the left edge with the far end blocked: the edge does not block.
    Board edge(15, 15);
    put(edge, {"a8", "b8", "c8", "d8"}, s);
    put(edge, {"f8"}, o);
    expectAgree(edge, pt("e8"), s, Rule::Caro, five({"a8", "b8", "c8", "d8", "e8"}, s));
    // A vertical five from the top edge down and a diagonal one into the corner, far ends blocked.
    Board top(15, 15);
    put(top, {"h15", "h14", "h13", "h12"}, s);
    put(top, {"h10"}, o);
    expectAgree(top, pt("h11"), s, Rule::Caro, five({"h15", "h14", "h13", "h12", "h11"}, s));
    Board corner(15, 15);
    put(corner, {"a1", "b2", "c3", "e5"}, s);
    put(corner, {"f6"}, o);
    expectAgree(corner, pt("d4"), s, Rule::Caro, five({"a1", "b2", "c3", "d4", "e5"}, s));
    // Blocked at both ends along the anti-diagonal inside the board; six is no win under caro.
    Board anti(15, 15);
    put(anti, {"d12", "e11", "f10", "h8"}, s);
    put(anti, {"c13", "i7"}, o);
    expectAgree(anti, pt("g9"), s, Rule::Caro, {});
    Board six(15, 15);
    put(six, {"c8", "d8", "e8", "f8", "h8"}, s);
    expectAgree(six, pt("g8"), s, Rule::Caro, {});
  }
}

TEST(Renju, BlackNeedsExactlyFiveWhiteWinsWithSix) {
  using testing::pt;
  using testing::pts;
  using testing::put;
  Board b(15, 15);
  put(b, {"c8", "d8", "e8", "g8", "h8"}, Stone::Black);
  expectAgree(b, pt("f8"), Stone::Black, Rule::Renju, {});
  Board w(15, 15);
  put(w, {"c8", "d8", "e8", "g8", "h8"}, Stone::White);
  expectAgree(w, pt("f8"), Stone::White, Rule::Renju, {Stone::White, pts({"c8", "d8", "e8", "f8", "g8", "h8"}), {}});
}

// Take-back must restore the stateful structures exactly: compare with a fresh build from the board.
TEST(Stateful, LinesAndBitboardRestoreExactlyAfterRandomTakeBacksAndRedos) {
  std::mt19937 rng(7);
  for (const Shape s : {Shape{15, 15}, Shape{20, 11}, Shape{26, 26}}) {
    for (int g = 0; g < 60; ++g) {
      Game game(Board(s.cols, s.rows));
      LineCounters lines(game.board());
      Bitboard bits(game.board());
      NullTracer untraced;
      for (int a = 0; a < 150; ++a) {
        const int roll = std::uniform_int_distribution(0, 5)(rng);
        if (roll == 0 && game.canTakeBack()) {
          const Cell c = game.moves().back().cell;
          ASSERT_TRUE(game.takeBack());
          lines.takeBack(c, untraced);
          bits.remove(c);
        } else if (roll == 1 && game.canRedo()) {
          ASSERT_TRUE(game.redo());
          const Move m = game.moves().back();
          lines.play(m.cell, m.stone, Rule::Freestyle, untraced);
          bits.place(m.cell, m.stone);
        } else {
          const Cell c{std::uniform_int_distribution(0, s.cols - 1)(rng),
                       std::uniform_int_distribution(0, s.rows - 1)(rng)};
          if (game.play(c, true) != PlayError::None) continue;
          lines.play(c, game.board().at(c), Rule::Freestyle, untraced);
          bits.place(c, game.board().at(c));
        }
        ASSERT_TRUE(lines == LineCounters(game.board())) << "lines counters drifted at action " << a;
        ASSERT_TRUE(bits == Bitboard(game.board())) << "bitboard drifted at action " << a;
      }
    }
  }
}

TEST(Stateful, LinesFindAFiveCompletedAfterATakeBackOnALineTheOpponentHadBlocked) {
  // The published JavaScript misses this one (LinesJs.TakeBackLeavesTheOpponentsLineDead, as_published_test.cpp);
  // the corrected counters do not.
  using testing::pt;
  Game game;
  auto lines = makeDetector("lines", game);
  const auto play = [&](const Action& a) {
    EXPECT_TRUE(apply(game, a));
    return lines->onAction(game, a, nullptr);
  };
  for (const char* m : {"a8", "a1", "b8", "b1", "c8", "c1", "d8"})
    EXPECT_FALSE(play({Action::Kind::Place, pt(m)}).won());
  EXPECT_FALSE(play({Action::Kind::Place, pt("e8")}).won());   // white blocks
  EXPECT_FALSE(play({Action::Kind::Undo, {}}).won());          // ... and takes it back
  EXPECT_FALSE(play({Action::Kind::Place, pt("o15")}).won());  // white plays elsewhere
  const WinResult r = play({Action::Kind::Place, pt("e8")});
  EXPECT_EQ(r.winner, Stone::Black);
  EXPECT_EQ(r.line, testing::pts({"a8", "b8", "c8", "d8", "e8"}));
}

TEST(LineIndex, NumbersEveryFiveCellLineOnce) {
  for (const Shape s : {Shape{15, 15}, Shape{19, 19}, Shape{20, 20}, Shape{5, 5}, Shape{20, 11}}) {
    const LineIndex& index = LineIndex::of(s.cols, s.rows);
    const int expected = s.rows * (s.cols - 4) + s.cols * (s.rows - 4) + 2 * (s.cols - 4) * (s.rows - 4);
    EXPECT_EQ(index.size(), expected);
    if (s.cols == s.rows) {
      EXPECT_EQ(index.size(), 4 * (s.cols - 4) * (s.cols - 2));
    }
  }
  EXPECT_EQ(LineIndex::of(15, 15).size(), 572);
  EXPECT_EQ(LineIndex::of(19, 19).size(), 1020);
  EXPECT_EQ(LineIndex::of(20, 20).size(), 1152);
  // Every line's five cells are on the board and listed as passing through those cells.
  const LineIndex& index = LineIndex::of(20, 11);
  int memberships = 0;
  for (int r = 0; r < 11; ++r)
    for (int c = 0; c < 20; ++c) {
      int previousDir = 0;
      for (int k : index.through({c, r})) {
        bool found = false;
        for (int i = 0; i < 5; ++i) found = found || index.line(k).cell(i) == Cell{c, r};
        EXPECT_TRUE(found);
        EXPECT_GE(index.line(k).dir, previousDir) << "lines through a cell come in kDirections order";
        previousDir = index.line(k).dir;
        ++memberships;
      }
    }
  EXPECT_EQ(memberships, 5 * index.size());
  // The article's numbering: line 0 is the top row's first five, the anti-diagonals start at the right.
  EXPECT_EQ(LineIndex::of(15, 15).line(0).first, (Cell{0, 0}));
  EXPECT_EQ(LineIndex::of(15, 15).line(165).first, (Cell{0, 0}));
  EXPECT_EQ(LineIndex::of(15, 15).line(165).dir, 1);
  EXPECT_EQ(LineIndex::of(15, 15).line(451).cell(4), (Cell{14, 0}));
}

}  // namespace
}  // namespace boardlab::gomoku
