#pragma once
// A path of at most two turns kept on the stack: the case-analysis algorithms compare dozens of candidate
// routes per query, and building a std::vector for each would cost more than the search itself.

#include <cstdlib>
#include <vector>

#include "engine/link/path.hpp"

namespace boardlab::link {

struct ShortPath {
  Cell pts[4];
  int n = 0;  // 0 = no path yet
  int cells = 0;

  int turns() const { return n - 2; }
  std::vector<Cell> toVector() const { return std::vector<Cell>(pts, pts + n); }

  // The route a -> p -> q -> b (p and q may coincide with their neighbours). False when the points do not
  // form a path (see normalizePath).
  static bool make(Cell a, Cell p, Cell q, Cell b, ShortPath& out) {
    const Cell in[4] = {a, p, q, b};
    out.n = 0;
    for (Cell x : in) {
      if (out.n > 0 && out.pts[out.n - 1] == x) continue;
      if (out.n > 0 && out.pts[out.n - 1].col != x.col && out.pts[out.n - 1].row != x.row) return false;
      if (out.n >= 2) {
        const Cell m = out.pts[out.n - 1], s = out.pts[out.n - 2];
        const int d1c = sgn(m.col - s.col), d1r = sgn(m.row - s.row);
        const int d2c = sgn(x.col - m.col), d2r = sgn(x.row - m.row);
        if (d1c == -d2c && d1r == -d2r) return false;
        if (d1c == d2c && d1r == d2r) --out.n;
      }
      out.pts[out.n++] = x;
    }
    out.cells = 0;
    for (int i = 1; i < out.n; ++i)
      out.cells += std::abs(out.pts[i].col - out.pts[i - 1].col) + std::abs(out.pts[i].row - out.pts[i - 1].row);
    return true;
  }

  // The tie rule of path.hpp: fewer turns, fewer cells, then corners topmost-leftmost first.
  bool before(const ShortPath& o) const {
    if (o.n == 0) return n != 0;
    if (n == 0) return false;
    if (n != o.n) return n < o.n;
    if (cells != o.cells) return cells < o.cells;
    for (int i = 1; i + 1 < n; ++i)
      if (pts[i] != o.pts[i]) return cellBefore(pts[i], o.pts[i]);
    return false;
  }

 private:
  static int sgn(int v) { return (v > 0) - (v < 0); }
};

}  // namespace boardlab::link
