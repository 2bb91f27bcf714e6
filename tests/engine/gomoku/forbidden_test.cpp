// Renju's forbidden points: `forbidden` against an independent brute-force reference written from the
// rules' definitions, on thousands of seeded random positions (sparse to dense), and on hand-made cases for
// each pattern engines get wrong.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "engine/gomoku/forbidden.hpp"
#include "test_util.hpp"

namespace boardlab::gomoku {
namespace {

using testing::pt;
using testing::put;

// The reference works on a whole Board, walks whole lines and tries every completion; it shares nothing
// with forbidden.cpp but the depth bound and the Forbidden names.
class Reference {
 public:
  explicit Reference(Board b) : b_(std::move(b)) {}

  Forbidden at(Cell p, int depth = 0) {
    b_.set(p, Stone::Black);
    Forbidden out = judge(p, depth);
    b_.set(p, Stone::None);
    return out;
  }

 private:
  static constexpr Delta kDirs[4] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  // The black run through c along d: its first cell's position t along the line through p (c = p + t*d)
  // and its length.
  struct Run {
    int first = 0, length = 0;
  };
  Run run(Cell p, int t, Delta d) const {
    int a = t;
    while (b_.get(p + (a - 1) * d) == Stone::Black) --a;
    int n = 0;
    while (b_.get(p + (a + n) * d) == Stone::Black) ++n;
    return {a, n};
  }

  // Every position t of the whole line through p along d that is on the board.
  std::pair<int, int> span(Cell p, Delta d) const {
    int lo = 0, hi = 0;
    while (b_.contains(p + (lo - 1) * d)) --lo;
    while (b_.contains(p + (hi + 1) * d)) ++hi;
    return {lo, hi};
  }

  // The fours through p along d: each one's four stones (a bit per position, t + 32) and how many points
  // make it exactly five, found by trying every empty point of the line.
  struct Four {
    std::uint64_t stones = 0;
    int fivePoints = 0;
  };
  std::vector<Four> fours(Cell p, Delta d) {
    std::vector<Four> out;
    const auto [lo, hi] = span(p, d);
    for (int t = lo; t <= hi; ++t) {
      const Cell q = p + t * d;
      if (b_.at(q) != Stone::None) continue;
      b_.set(q, Stone::Black);
      const Run r = run(p, t, d);
      b_.set(q, Stone::None);
      if (r.length != 5 || r.first > 0 || r.first + 4 < 0) continue;
      std::uint64_t stones = 0;
      for (int k = r.first; k < r.first + 5; ++k)
        if (k != t) stones |= std::uint64_t{1} << (k + 32);
      auto same = std::find_if(out.begin(), out.end(), [&](const Four& f) { return f.stones == stones; });
      if (same == out.end())
        out.push_back({stones, 1});
      else
        ++same->fivePoints;
    }
    return out;
  }

  // A three through p along d: no four there, and some point q after which the line holds a straight four
  // (a four with two five points) through p, q not itself forbidden.
  bool openThree(Cell p, Delta d, int depth) {
    if (!fours(p, d).empty()) return false;
    const auto [lo, hi] = span(p, d);
    for (int t = lo; t <= hi; ++t) {
      const Cell q = p + t * d;
      if (b_.at(q) != Stone::None) continue;
      b_.set(q, Stone::Black);
      bool straight = false;
      for (const Four& f : fours(p, d)) straight = straight || f.fivePoints == 2;
      b_.set(q, Stone::None);
      if (!straight) continue;
      if (depth + 1 > kForbiddenMaxDepth) return true;
      if (at(q, depth + 1) == Forbidden::None) return true;
    }
    return false;
  }

  Forbidden judge(Cell p, int depth) {
    for (Delta d : kDirs)
      if (run(p, 0, d).length == 5) return Forbidden::None;
    for (Delta d : kDirs)
      if (run(p, 0, d).length > 5) return Forbidden::Overline;
    std::size_t fourCount = 0;
    for (Delta d : kDirs) fourCount += fours(p, d).size();
    if (fourCount >= 2) return Forbidden::DoubleFour;
    int threes = 0;
    for (Delta d : kDirs) threes += openThree(p, d, depth);
    return threes >= 2 ? Forbidden::DoubleThree : Forbidden::None;
  }

  Board b_;
};

Board forbiddenPosition(const std::vector<std::string>& black, const std::vector<std::string>& white = {},
                        int size = 15) {
  Board b(size, size);
  put(b, black, Stone::Black);
  put(b, white, Stone::White);
  return b;
}

// The kind at `p`, checked against the reference and the traced run too.
void expectKind(const Board& b, const std::string& p, Forbidden want, const std::string& what) {
  const Cell c = pt(p, b.cols(), b.rows());
  EXPECT_EQ(Reference(b).at(c), want) << what << ": the reference itself";
  EXPECT_EQ(forbiddenAt(b, c), want) << what;
  Recorder rec{"forbidden"};
  EXPECT_EQ(forbiddenAt(b, c, rec), want) << what << " (traced)";
  const Trace t = rec.take();
  ASSERT_FALSE(t.steps.empty());
  EXPECT_EQ(t.steps.back().event, Event::Verdict) << what;
}

TEST(Forbidden, TheIssuesSanityBoardListsD8AsOverline) {
  // game gomoku / size 15 / rule renju / moves a8 a1 b8 b1 c8 c2 e8 e1 f8 f1
  const Board b = forbiddenPosition({"a8", "b8", "c8", "e8", "f8"}, {"a1", "b1", "c2", "e1", "f1"});
  expectKind(b, "d8", Forbidden::Overline, "a8 b8 c8 _ e8 f8");
  const std::vector<ForbiddenPoint> all = forbiddenPoints(b);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], (ForbiddenPoint{pt("d8"), Forbidden::Overline}));
}

TEST(Forbidden, DoubleThreeDoubleFourAndFourFourInOneLine) {
  expectKind(forbiddenPosition({"f8", "g8", "h7", "h6"}), "h8", Forbidden::DoubleThree, "two open threes");
  expectKind(forbiddenPosition({"f8", "g8", "h7", "h5"}), "h8", Forbidden::DoubleThree, "a split three h5 _ h7 h8");
  expectKind(forbiddenPosition({"e8", "f8", "g8", "h7", "h6", "h5"}), "h8", Forbidden::DoubleFour,
             "two straight fours");
  expectKind(forbiddenPosition({"d8", "f8", "h8", "j8"}), "g8", Forbidden::DoubleFour,
             "x.xxx.x: two fours in one line");
  expectKind(forbiddenPosition({"d8", "e8", "f8", "h9", "h10"}), "g8", Forbidden::None, "one four and one two");
  expectKind(forbiddenPosition({"f8", "g8", "h7", "h6"}, {"h9"}), "h8", Forbidden::None,
             "the vertical three is closed at h9");
  // A straight four with two five points is one four, not two.
  expectKind(forbiddenPosition({"e8", "f8", "g8"}), "h8", Forbidden::None, "one straight four");
}

TEST(Forbidden, AFiveWinsEvenWhenItAlsoMakesAForbiddenShape) {
  // h8 makes d8..h8 exactly five, and fours on the vertical and the diagonal.
  expectKind(forbiddenPosition({"d8", "e8", "f8", "g8", "h7", "h6", "h5", "e5", "f6", "g7"}), "h8", Forbidden::None,
             "five + double-four");
  // A five in one line and an overline in another: the five wins.
  expectKind(forbiddenPosition({"d8", "e8", "f8", "g8", "h3", "h4", "h5", "h6", "h7"}), "h8", Forbidden::None,
             "five + overline h3..h8");
}

TEST(Forbidden, OverlinePlusFourIsAnOverline) {
  expectKind(forbiddenPosition({"c8", "d8", "e8", "f8", "g8", "h7", "h6", "h5"}), "h8", Forbidden::Overline,
             "six and a four");
  expectKind(forbiddenPosition({"b8", "c8", "d8", "f8", "g8", "h8"}), "e8", Forbidden::Overline, "seven");
}

TEST(Forbidden, PseudoDoubleThreeWhenACompletionPointIsADoubleFour) {
  // h8 makes f8 g8 h8 (d8 is white, so only i8 makes a straight four) and h6 h7 h8 (open). With h8 on the
  // board, i8 would make three fours (f8..i8, i8..i11, i8 j7 k6 l5): a double-four, so the horizontal
  // three is not open and h8 makes one real three only.
  const std::vector<std::string> black{"f8", "g8", "h7", "h6", "i9", "i10", "i11", "j7", "k6", "l5"};
  expectKind(forbiddenPosition(black, {"d8"}), "h8", Forbidden::None, "pseudo double-three");
  // Without the stones that make i8 forbidden, the same two threes are a real double-three.
  expectKind(forbiddenPosition({"f8", "g8", "h7", "h6"}, {"d8"}), "h8", Forbidden::DoubleThree,
             "the same threes, i8 allowed");
  // The traced run shows the nested check of i8 at depth 1 and its verdict.
  Recorder rec{"forbidden"};
  Board b = forbiddenPosition(black, {"d8"});
  forbiddenAt(b, pt("h8"), rec);
  const Trace t = rec.take();
  bool nested = false;
  for (const Step& s : t.steps)
    nested = nested || (s.event == Event::Verdict &&
                        s.narration.find("Depth 1: i8 is forbidden for black: double-four") != std::string::npos);
  EXPECT_TRUE(nested) << "the recursive check of i8 must appear as nested steps";
}

TEST(Forbidden, TheBoardEdgeClosesAThree) {
  // a8 b8 c8: c8's horizontal cannot become a straight four (a8 is at the edge): one three only.
  expectKind(forbiddenPosition({"a8", "b8", "c7", "c6"}), "c8", Forbidden::None, "edge three is not open");
  expectKind(forbiddenPosition({"b8", "c8", "d7", "d6"}), "d8", Forbidden::DoubleThree,
             "one point from the edge it is");
  // Fours against the edge still count: a8..c8 + e8 (d8 fills) and the vertical four.
  expectKind(forbiddenPosition({"a8", "b8", "c8", "d7", "d6", "d5"}), "d8", Forbidden::DoubleFour,
             "edge four + vertical four");
  // An overline that runs into the corner.
  expectKind(forbiddenPosition({"a1", "b2", "c3", "e5", "f6"}), "d4", Forbidden::Overline,
             "diagonal six from the corner");
}

TEST(Forbidden, OccupiedAndOffBoardPointsAreNotForbidden) {
  const Board b = forbiddenPosition({"a8", "b8", "c8", "e8", "f8"});
  EXPECT_EQ(forbiddenAt(b, pt("a8")), Forbidden::None);
  EXPECT_EQ(forbiddenAt(b, Cell{-1, 3}), Forbidden::None);
  EXPECT_EQ(forbiddenAt(b, Cell{15, 3}), Forbidden::None);
}

// A position: stones in a random sub-rectangle with random densities (a few nearly full).
Board randomPosition(std::mt19937& rng, int size) {
  Board b(size, size);
  const int w = std::uniform_int_distribution(5, std::min(size, 11))(rng);
  const int h = std::uniform_int_distribution(5, std::min(size, 11))(rng);
  const int c0 = std::uniform_int_distribution(0, size - w)(rng);
  const int r0 = std::uniform_int_distribution(0, size - h)(rng);
  const int black = std::uniform_int_distribution(15, 55)(rng);
  const int white = std::uniform_int_distribution(0, 35)(rng);
  for (int r = r0; r < r0 + h; ++r)
    for (int c = c0; c < c0 + w; ++c) {
      const int roll = std::uniform_int_distribution(0, 99)(rng);
      b.set({c, r}, roll < black ? Stone::Black : roll < black + white ? Stone::White : Stone::None);
    }
  return b;
}

#if defined(__SANITIZE_ADDRESS__)
constexpr int kPositions = 300;  // the sanitizers run the same code about 20 times slower
#else
constexpr int kPositions = 3000;
#endif

TEST(ForbiddenDifferential, AgreesWithTheReferenceOnSeededRandomPositions) {
  std::mt19937 rng(20261201);
  int kinds[4]{};
  for (int n = 0; n < kPositions; ++n) {
    const int size = n % 7 == 0 ? 9 : 15;
    const Board b = randomPosition(rng, size);
    Reference ref(b);
    std::vector<ForbiddenPoint> expected;
    for (int r = 0; r < size; ++r)
      for (int c = 0; c < size; ++c) {
        if (b.at({c, r}) != Stone::None) continue;
        // A point with no black stone within five along its lines makes nothing: the reference is spared.
        const Forbidden got = forbiddenAt(b, {c, r});
        bool near = false;
        for (Delta d : kDirections)
          for (int k = -5; k <= 5; ++k) near = near || (k != 0 && b.get(Cell{c, r} + k * d) == Stone::Black);
        if (!near) {
          ASSERT_EQ(got, Forbidden::None) << "position " << n << " at " << cellName({c, r}, size);
          continue;
        }
        const Forbidden want = ref.at({c, r});
        ASSERT_EQ(got, want) << "position " << n << " at " << cellName({c, r}, size);
        if (want != Forbidden::None) expected.push_back({{c, r}, want});
        ++kinds[static_cast<int>(want)];
      }
    ASSERT_EQ(forbiddenPoints(b), expected) << "position " << n;
    if (n % 50 == 0 && !expected.empty()) {
      Recorder rec{"forbidden"};
      EXPECT_EQ(forbiddenAt(b, expected[0].at, rec), expected[0].kind) << "traced, position " << n;
    }
  }
  // The positions must reach every kind often, or the comparison proves little.
  for (int k = 1; k < 4; ++k) EXPECT_GT(kinds[k], kPositions / 20) << forbiddenName(static_cast<Forbidden>(k));
}

}  // namespace
}  // namespace boardlab::gomoku
