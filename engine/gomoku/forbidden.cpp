#include "engine/gomoku/forbidden.hpp"

#include <algorithm>

namespace boardlab::gomoku {

std::string_view forbiddenName(Forbidden f) {
  switch (f) {
    case Forbidden::None:
      return "none";
    case Forbidden::Overline:
      return "overline";
    case Forbidden::DoubleFour:
      return "double-four";
    case Forbidden::DoubleThree:
      return "double-three";
  }
  return "none";
}

const std::vector<std::string>& forbiddenListing() {
  static const std::vector<std::string> listing{
      "forbidden(p, depth): put a black stone at p for the test",
      "for each direction d in horizontal, vertical, diagonal, anti-diagonal:",
      "    read the line through p along d: the run through p, its fours (points that make exactly five) and, without a four, its three (points that make a straight four)",
      "if some run is exactly five: return allowed (five wins)",
      "if some run is six or more: return overline",
      "if the lines hold two fours or more: return double-four",
      "if fewer than two lines hold a three: return allowed",
      "for each line with a three, for each point q that makes it a straight four:",
      "    if depth + 1 > limit or forbidden(q, depth + 1) is allowed: the three is open; next line",
      "if two threes are open: return double-three",
      "return allowed",
  };
  return i18n::listing(listing);
}

RenjuGrid::RenjuGrid(const Board& board) : cols_(board.cols()), rows_(board.rows()) {
  cells_.fill(kWall);
  for (int r = 0; r < board.rows(); ++r)
    for (int c = 0; c < board.cols(); ++c) {
      const Stone s = board.at({c, r});
      set(index({c, r}), s == Stone::Black ? kBlack : s == Stone::White ? kWhite : kEmpty);
    }
}

LineFacts readLine(const RenjuGrid& grid, int p, int step) {
  constexpr unsigned char B = RenjuGrid::kBlack, E = RenjuGrid::kEmpty;
  LineFacts f;
  unsigned char v[11];
  for (int k = 0; k < 11; ++k) v[k] = grid.at(p + (k - 5) * step);
  int lo = 5, hi = 5;
  while (lo > 0 && v[lo - 1] == B) --lo;
  while (hi < 10 && v[hi + 1] == B) ++hi;
  f.run = hi - lo + 1;
  if (f.run >= 5) return f;

  // Fours: every empty point within four of p that makes a run of exactly five containing p. Two five
  // points belong to the same four when they complete the same four stones (a straight four's two ends).
  std::uint16_t fours[4]{};
  for (int q = 1; q <= 9; ++q) {
    if (v[q] != E) continue;
    v[q] = B;
    int a = q, b = q;
    while (a > 0 && v[a - 1] == B) --a;
    while (b < 10 && v[b + 1] == B) ++b;
    v[q] = E;
    if (a > 5 || b < 5 || b - a + 1 != 5) continue;
    const auto stones = static_cast<std::uint16_t>(((1u << (b + 1)) - (1u << a)) & ~(1u << q));
    if (f.fivePointCount < 4)
      f.fivePoints[static_cast<std::size_t>(f.fivePointCount++)] = static_cast<signed char>(q - 5);
    if (std::find(fours, fours + f.fours, stones) == fours + f.fours && f.fours < 4) fours[f.fours++] = stones;
  }
  if (f.fours > 0) return f;

  // Three: an empty point within three of p after which the run through p is four stones with an empty
  // point at each end, each of which then makes exactly five (so the cell beyond it is not black).
  for (int q = 2; q <= 8; ++q) {
    if (v[q] != E) continue;
    v[q] = B;
    int a = 5, b = 5;
    while (a > 0 && v[a - 1] == B) --a;
    while (b < 10 && v[b + 1] == B) ++b;
    const bool straight =
        b - a + 1 == 4 && a <= q && q <= b && v[a - 1] == E && v[b + 1] == E && v[a - 2] != B && v[b + 2] != B;
    v[q] = E;
    if (straight && f.threePointCount < 4)
      f.threePoints[static_cast<std::size_t>(f.threePointCount++)] = static_cast<signed char>(q - 5);
  }
  return f;
}

namespace forbidden_detail {

std::string pointList(const std::array<signed char, 4>& points, int count, Cell p, Delta d, int rows) {
  std::string out;
  for (int k = 0; k < count; ++k) {
    if (k > 0) out += ", ";
    out += cellName(p + points[static_cast<std::size_t>(k)] * d, rows);
  }
  return out;
}

void markStack(Step& s, const std::vector<Cell>& stack) {
  for (std::size_t i = 0; i < stack.size(); ++i)
    s.marks.push_back({stack[i], i + 1 == stack.size() ? MarkRole::Origin : MarkRole::Counted, static_cast<int>(i)});
}

void describeLine(Step& s, const LineFacts& f, Cell p, Delta d, int depth, std::size_t di, int cols, int rows,
                  const std::vector<Cell>& stack) {
  const std::string dir(i18n::tr(kDirectionNames[di]));
  const std::string at = cellName(p, rows);
  const std::string fives = pointList(f.fivePoints, f.fivePointCount, p, d, rows);
  const std::string threes = pointList(f.threePoints, f.threePointCount, p, d, rows);
  s.event = f.run > 5               ? Event::Overline
            : f.run == 5            ? Event::Five
            : f.fours > 0           ? Event::Four
            : f.threePointCount > 0 ? Event::Three
                                    : Event::None;
  s.narration =
      f.run > 5      ? i18n::text("Depth {0}, {1}: a run of {2} through {3}: an overline.", depth, dir, f.run, at)
      : f.run == 5   ? i18n::text("Depth {0}, {1}: exactly five through {3}.", depth, dir, f.run, at)
      : f.fours > 1  ? i18n::text("Depth {0}, {1}: two fours through {3} in this one line; five at {4}.", depth, dir,
                                  f.run, at, fives)
      : f.fours == 1 ? i18n::text("Depth {0}, {1}: a four through {3}; five at {4}.", depth, dir, f.run, at, fives)
      : f.threePointCount > 0
          ? i18n::text("Depth {0}, {1}: a three through {3}; a straight four at {4}.", depth, dir, f.run, at, threes)
          : i18n::text("Depth {0}, {1}: a run of {2} through {3}, no four and no three.", depth, dir, f.run, at);
  // The line examined: up to five points each way that are on the board.
  const auto onBoard = [&](Cell c) { return c.col >= 0 && c.row >= 0 && c.col < cols && c.row < rows; };
  Cell first = p, last = p;
  for (int k = 1; k <= 5 && onBoard(first - d); ++k) first = first - d;
  for (int k = 1; k <= 5 && onBoard(last + d); ++k) last = last + d;
  s.arrows = {{first, last, MarkRole::Window, dir}};
  markStack(s, stack);
  for (int k = 0; k < f.fivePointCount; ++k)
    s.marks.push_back({p + f.fivePoints[static_cast<std::size_t>(k)] * d, MarkRole::Winning});
  for (int k = 0; k < f.threePointCount; ++k)
    s.marks.push_back({p + f.threePoints[static_cast<std::size_t>(k)] * d, MarkRole::Candidate});
  s.watch = {{"depth", std::to_string(depth)},
             {"direction", dir},
             {"run", std::to_string(f.run)},
             {"fours", std::to_string(f.fours)},
             {"five points", fives.empty() ? "-" : fives},
             {"straight-four points", threes.empty() ? "-" : threes}};
}

}  // namespace forbidden_detail

Forbidden forbiddenAt(const Board& board, Cell p) {
  NullTracer untraced;
  return forbiddenAt(board, p, untraced);
}

std::vector<ForbiddenPoint> forbiddenPoints(const Board& board) {
  std::vector<ForbiddenPoint> out;
  RenjuGrid grid(board);
  NullTracer untraced;
  constexpr int kSpan = 5;
  for (int r = 0; r < board.rows(); ++r)
    for (int c = 0; c < board.cols(); ++c) {
      if (board.at({c, r}) != Stone::None) continue;
      // Every kind needs at least four other black stones within five points along the lines through the
      // point (a double-three two stones per three, a double-four three per four or four in one line, an
      // overline five): fewer, and the point is allowed without a look.
      const int pi = RenjuGrid::index({c, r});
      int near = 0;
      for (Delta d : kDirections) {
        const int step = RenjuGrid::offset(d);
        for (int k = 1; k <= kSpan; ++k)
          near += (grid.at(pi + k * step) == RenjuGrid::kBlack) + (grid.at(pi - k * step) == RenjuGrid::kBlack);
      }
      if (near < 4) continue;
      const Forbidden f = forbiddenAt(grid, {c, r}, untraced);
      if (f != Forbidden::None) out.push_back({{c, r}, f});
    }
  return out;
}

}  // namespace boardlab::gomoku
