#pragma once
// `forbidden`: may black play at an empty point under renju, and if not, why (Renju International
// Federation rules 9.1-9.3). Black is placed there for the test, then the four lines through the point are
// read five points each way:
//   - a run of exactly five wins, so the point is allowed whatever else it makes;
//   - a run of six or more is an overline;
//   - a four is four stones (with the point) that one more stone turns into exactly five; two fours, even in
//     one line (x.xxx.x), are a double-four. A straight four (.xxxx.) is one four with two five points;
//   - a three is a line (without a four) that one more stone turns into a straight four, and only if that
//     stone's point is not itself forbidden: the check recurses, with the tested stone still on the board.
//     Two such threes are a double-three.
// Kinds are tried in that order, so a point that is several is named by the first.
//
// The recursion is bounded: a completion point examined at depth kForbiddenMaxDepth is taken as allowed
// (its three counts as open) without a further look. Each level adds a black stone, so real positions stop
// far sooner; engines bound it the same way.
//
// Index of this file:
// [SECTION] The padded grid: kForbiddenMaxDepth, forbiddenListing, RenjuGrid
// [SECTION] Reading a line: LineFacts, readLine
// [SECTION] The check (traced and untraced): forbidden_detail::Check
// [SECTION] Entry points: forbiddenAt, ForbiddenPoint, forbiddenPoints

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/gomoku/board.hpp"
#include "engine/gomoku/notation.hpp"
#include "engine/gomoku/win.hpp"
#include "engine/i18n/i18n.hpp"

namespace boardlab::gomoku {

// [SECTION] The padded grid

// The deepest level of the recursive double-three check (the tested point is depth 0).
constexpr int kForbiddenMaxDepth = 6;

// The pseudo-code listing that the trace's Step::codeLine refers to.
const std::vector<std::string>& forbiddenListing();

// A copy of the board padded with kPad wall cells on every side, so a line read five points each way from
// any point of the board needs no bounds check. The check places and lifts its test stones here.
class RenjuGrid {
 public:
  static constexpr int kPad = 5;
  static constexpr int kStride = Board::kMaxSize + 2 * kPad;
  enum : unsigned char { kEmpty = 0, kBlack = 1, kWhite = 2, kWall = 3 };

  explicit RenjuGrid(const Board& board);
  int cols() const { return cols_; }
  int rows() const { return rows_; }
  static int index(Cell c) { return (c.row + kPad) * kStride + c.col + kPad; }
  static int offset(Delta d) { return d.dr * kStride + d.dc; }
  unsigned char at(int i) const { return cells_[static_cast<std::size_t>(i)]; }
  void set(int i, unsigned char v) { cells_[static_cast<std::size_t>(i)] = v; }

 private:
  int cols_;
  int rows_;
  std::array<unsigned char, kStride * kStride> cells_;
};

// [SECTION] Reading a line

// What one line through the tested point holds, black already placed there. Points are offsets along the
// direction (-4..4; 0 is the tested point).
struct LineFacts {
  int run = 1;                              // black stones in a row through the point
  int fours = 0;                            // distinct fours through the point
  std::array<signed char, 4> fivePoints{};  // the points that complete one of those fours to exactly five
  int fivePointCount = 0;
  std::array<signed char, 4> threePoints{};  // the points that make a straight four (only when fours == 0)
  int threePointCount = 0;
};

// Reads the line through grid index `p` along `step` (black must already be at p).
LineFacts readLine(const RenjuGrid& grid, int p, int step);

// [SECTION] The check (traced and untraced)

namespace forbidden_detail {

// Trace-only helpers: the sentence pieces, kept out of the template so the untraced code stays small.
std::string pointList(const std::array<signed char, 4>& points, int count, Cell p, Delta d, int rows);
void describeLine(Step& s, const LineFacts& f, Cell p, Delta d, int depth, std::size_t di, int cols, int rows,
                  const std::vector<Cell>& stack);
void markStack(Step& s, const std::vector<Cell>& stack);

template <class Tracer>
class Check {
 public:
  Check(RenjuGrid& grid, Tracer& tr, int maxDepth) : grid_(grid), tr_(tr), maxDepth_(maxDepth) {}

  Forbidden at(Cell p, int depth) {
    const int pi = RenjuGrid::index(p);
    const std::string where = Tracer::enabled ? cellName(p, grid_.rows()) : std::string();
    grid_.set(pi, RenjuGrid::kBlack);
    if constexpr (Tracer::enabled) stack_.push_back(p);
    tr_.step([&](Step& s) {
      s.codeLine = 1;
      s.event = depth == 0 ? Event::None : Event::Recurse;
      s.narration =
          i18n::text("Depth {0}: is {1} forbidden for black? A black stone is put there for the test.", depth, where);
      markStack(s, stack_);
      s.watch = {{"depth", std::to_string(depth)}, {"p", where}};
    });
    std::array<LineFacts, 4> lines;
    bool five = false, overline = false;
    int fours = 0, threeLines = 0;
    for (std::size_t di = 0; di < 4; ++di) {
      lines[di] = readLine(grid_, pi, RenjuGrid::offset(kDirections[di]));
      const LineFacts& f = lines[di];
      five = five || f.run == 5;
      overline = overline || f.run > 5;
      fours += f.fours;
      threeLines += f.threePointCount > 0;
      tr_.step([&](Step& s) {
        s.codeLine = 3;
        describeLine(s, f, p, kDirections[di], depth, di, grid_.cols(), grid_.rows(), stack_);
      });
    }
    Forbidden verdict = Forbidden::None;
    int line = 11;
    if (five) {
      line = 4;
    } else if (overline) {
      verdict = Forbidden::Overline, line = 5;
    } else if (fours >= 2) {
      verdict = Forbidden::DoubleFour, line = 6;
    } else if (threeLines < 2) {
      line = 7;
    } else {
      int open = 0;
      for (std::size_t di = 0; di < 4 && open < 2; ++di)
        if (threeIsOpen(p, lines[di], kDirections[di], di, depth)) ++open;
      if (open >= 2) verdict = Forbidden::DoubleThree, line = 10;
    }
    tr_.step([&](Step& s) {
      s.codeLine = line;
      s.event = Event::Verdict;
      const std::string kind(i18n::tr(forbiddenName(verdict)));
      s.narration =
          line == 4 ? i18n::text("Depth {0}: {1} makes exactly five, which wins: allowed whatever else it makes.",
                                 depth, where)
          : line == 7
              ? i18n::text("Depth {0}: {1} has no overline, fewer than two fours and fewer than two threes: allowed.",
                           depth, where)
          : line == 11
              ? i18n::text("Depth {0}: fewer than two of the threes through {1} are open: allowed.", depth, where)
              : i18n::text("Depth {0}: {1} is forbidden for black: {2}.", depth, where, kind);
      markStack(s, stack_);
      if (verdict != Forbidden::None) s.marks.back().role = MarkRole::Fault;
      s.watch = {{"depth", std::to_string(depth)},
                 {"p", where},
                 {"result", verdict == Forbidden::None ? std::string(i18n::tr("allowed")) : kind}};
    });
    grid_.set(pi, RenjuGrid::kEmpty);
    if constexpr (Tracer::enabled) stack_.pop_back();
    return verdict;
  }

 private:
  // A line's three is open when one of its straight-four points is not forbidden (or lies past the depth bound).
  bool threeIsOpen(Cell p, const LineFacts& f, Delta d, std::size_t di, int depth) {
    for (int k = 0; k < f.threePointCount; ++k) {
      const Cell q = p + f.threePoints[static_cast<std::size_t>(k)] * d;
      const bool bound = depth + 1 > maxDepth_;
      tr_.step([&](Step& s) {
        s.codeLine = 8;
        s.narration = i18n::text(
            bound
                ? "Depth {0}: the {1} three through {2} becomes a straight four at {3}; the depth limit is reached, so {3} is taken as allowed."
                : "Depth {0}: the {1} three through {2} becomes a straight four at {3}. Is {3} itself forbidden? Looking at depth {4}.",
            depth, i18n::tr(kDirectionNames[di]), cellName(p, grid_.rows()), cellName(q, grid_.rows()), depth + 1);
        markStack(s, stack_);
        s.marks.push_back({q, MarkRole::Candidate});
        s.arrows = {{p, q, MarkRole::Window, std::string(i18n::tr(kDirectionNames[di]))}};
        s.watch = {{"depth", std::to_string(depth)},
                   {"direction", std::string(i18n::tr(kDirectionNames[di]))},
                   {"q", cellName(q, grid_.rows())}};
      });
      const Forbidden qv = bound ? Forbidden::None : at(q, depth + 1);
      tr_.step([&](Step& s) {
        s.codeLine = 9;
        s.narration =
            qv == Forbidden::None
                ? i18n::text("Depth {0}: {1} is allowed, so the {2} three is open.", depth, cellName(q, grid_.rows()),
                             i18n::tr(kDirectionNames[di]))
                : i18n::text("Depth {0}: {1} is forbidden ({2}), so it cannot make the {3} three a straight four.",
                             depth, cellName(q, grid_.rows()), i18n::tr(forbiddenName(qv)),
                             i18n::tr(kDirectionNames[di]));
        markStack(s, stack_);
        s.marks.push_back({q, qv == Forbidden::None ? MarkRole::Reachable : MarkRole::Blocked});
        s.watch = {{"depth", std::to_string(depth)},
                   {"q", cellName(q, grid_.rows())},
                   {"q forbidden", qv == Forbidden::None ? std::string(i18n::tr("allowed"))
                                                         : std::string(i18n::tr(forbiddenName(qv)))}};
      });
      if (qv == Forbidden::None) return true;
    }
    return false;
  }

  RenjuGrid& grid_;
  Tracer& tr_;
  int maxDepth_;
  std::vector<Cell> stack_;  // trace only: the test stones placed so far, outermost first
};

}  // namespace forbidden_detail

// [SECTION] Entry points

// Is the empty point p forbidden for black on `grid` (whoever is to move)? None for an allowed point.
// Precondition: p is on the board and empty in the grid. `maxDepth` other than the rule's bound is for tests.
template <class Tracer>
Forbidden forbiddenAt(RenjuGrid& grid, Cell p, Tracer& tr, int maxDepth = kForbiddenMaxDepth) {
  forbidden_detail::Check<Tracer> check(grid, tr, maxDepth);
  return check.at(p, 0);
}

// The same on a board; None when p is off the board or not empty.
template <class Tracer>
Forbidden forbiddenAt(const Board& board, Cell p, Tracer& tr, int maxDepth = kForbiddenMaxDepth) {
  if (!board.contains(p) || board.at(p) != Stone::None) return Forbidden::None;
  RenjuGrid grid(board);
  return forbiddenAt(grid, p, tr, maxDepth);
}
Forbidden forbiddenAt(const Board& board, Cell p);  // untraced

// A point black may not play, and why.
struct ForbiddenPoint {
  Cell at;
  Forbidden kind = Forbidden::None;
  friend bool operator==(const ForbiddenPoint&, const ForbiddenPoint&) = default;
};
// Every empty point where black may not play, row by row from the top.
std::vector<ForbiddenPoint> forbiddenPoints(const Board& board);

}  // namespace boardlab::gomoku
