#pragma once
// An independent brute-force reference for the link tests. It shares no code with the engine's
// algorithms: it reads the board only through contains()/get()/border(), walks every path cell by cell,
// and finds optima by exhaustive enumeration (up to 2 turns) or a textbook Dijkstra (any number of turns).

#include <cstdlib>
#include <optional>
#include <queue>
#include <tuple>
#include <vector>

#include "engine/link/board.hpp"

namespace boardlab::link::reference {

// Can a path run through c? Tile cells must be empty; ring cells need the border on; nothing beyond.
inline bool open(const Board& b, Cell c) {
  if (b.contains(c)) return b.get(c) == kEmpty;
  const bool ring = c.col >= -1 && c.col <= b.cols() && c.row >= -1 && c.row <= b.rows();
  return ring && b.border();
}

struct Walk {
  bool ok = false;
  int turns = 0;
  int cells = 0;
  std::vector<Cell> corners;  // cells where the direction changes
};

// Follows the corner points cell by cell. ok when every step is to a neighbour, every inner cell is open,
// the ends are a and b, and no cell is visited twice.
inline Walk walk(const Board& b, const std::vector<Cell>& pts) {
  Walk w;
  if (pts.size() < 2) return w;
  std::vector<Cell> cells{pts[0]};
  for (std::size_t i = 1; i < pts.size(); ++i) {
    const Cell p = pts[i - 1], q = pts[i];
    if (p.col != q.col && p.row != q.row) return w;
    const int dc = (q.col > p.col) - (q.col < p.col), dr = (q.row > p.row) - (q.row < p.row);
    for (Cell c = p; c != q;) {
      c = {c.col + dc, c.row + dr};
      cells.push_back(c);
    }
  }
  for (std::size_t i = 1; i + 1 < cells.size(); ++i)
    if (!open(b, cells[i])) return w;
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = i + 1; j < cells.size(); ++j)
      if (cells[i] == cells[j]) return w;
  int pdc = 0, pdr = 0;
  for (std::size_t i = 1; i < cells.size(); ++i) {
    const int dc = cells[i].col - cells[i - 1].col, dr = cells[i].row - cells[i - 1].row;
    if (i > 1 && (dc != pdc || dr != pdr)) {
      ++w.turns;
      w.corners.push_back(cells[i - 1]);
    }
    pdc = dc;
    pdr = dr;
  }
  w.cells = static_cast<int>(cells.size()) - 1;
  w.ok = true;
  return w;
}

inline bool rowMajorLess(Cell x, Cell y) { return std::tie(x.row, x.col) < std::tie(y.row, y.col); }

// The best path of at most `limit` (<= 2) turns by exhaustive enumeration: fewest turns, fewest cells,
// then corners compared topmost-leftmost from A. Returns A, corners..., B.
inline std::optional<std::vector<Cell>> bestUpTo2(const Board& b, Cell a, Cell z, int limit) {
  std::optional<std::vector<Cell>> best;
  Walk bestWalk;
  auto consider = [&](const std::vector<Cell>& pts) {
    const Walk w = walk(b, pts);
    if (!w.ok || w.turns > limit) return;
    bool better = !best;
    if (!better) {
      if (w.turns != bestWalk.turns)
        better = w.turns < bestWalk.turns;
      else if (w.cells != bestWalk.cells)
        better = w.cells < bestWalk.cells;
      else
        better = std::lexicographical_compare(w.corners.begin(), w.corners.end(), bestWalk.corners.begin(),
                                              bestWalk.corners.end(), rowMajorLess);
    }
    if (better) {
      bestWalk = w;
      std::vector<Cell> path{a};
      path.insert(path.end(), w.corners.begin(), w.corners.end());
      path.push_back(z);
      best = path;
    }
  };
  consider({a, z});
  for (int pr = -1; pr <= b.rows(); ++pr)
    for (int pc = -1; pc <= b.cols(); ++pc) {
      const Cell p{pc, pr};
      if (p.col != a.col && p.row != a.row) continue;
      consider({a, p, z});
      for (int qr = -1; qr <= b.rows(); ++qr)
        for (int qc = -1; qc <= b.cols(); ++qc) {
          const Cell q{qc, qr};
          if ((q.col != p.col && q.row != p.row) || (q.col != z.col && q.row != z.row)) continue;
          consider({a, p, q, z});
        }
    }
  return best;
}

struct Cost {
  int turns;
  int cells;
};

// Fewest turns then fewest cells over any number of turns: Dijkstra on (cell, direction) with a heap.
inline std::optional<Cost> bestCost(const Board& b, Cell a, Cell z) {
  const int W = b.cols() + 2, H = b.rows() + 2;
  auto id = [&](Cell c, int d) { return ((c.row + 1) * W + (c.col + 1)) * 4 + d; };
  const int dcs[4] = {1, 0, -1, 0}, drs[4] = {0, 1, 0, -1};
  std::vector<std::pair<int, int>> dist(static_cast<std::size_t>(W * H * 4), {1 << 30, 1 << 30});
  using Item = std::tuple<int, int, int, int, int>;  // turns, cells, col, row, dir
  std::priority_queue<Item, std::vector<Item>, std::greater<>> heap;
  for (int d = 0; d < 4; ++d) {
    const Cell n{a.col + dcs[d], a.row + drs[d]};
    if (n == z) return Cost{0, 1};
    if (open(b, n)) heap.push({0, 1, n.col, n.row, d});
  }
  while (!heap.empty()) {
    auto [t, c, col, row, d] = heap.top();
    // Items leave the heap in cost order: the first one that arrives in z is the cheapest way in.
    if (d >= 4) return Cost{t, c};
    heap.pop();
    auto& best = dist[static_cast<std::size_t>(id({col, row}, d))];
    if (std::make_pair(t, c) >= best) continue;
    best = {t, c};
    for (int nd = 0; nd < 4; ++nd) {
      if (nd == (d + 2) % 4) continue;
      const Cell n{col + dcs[nd], row + drs[nd]};
      const int nt = t + (nd != d);
      if (n == z)
        heap.push({nt, c + 1, n.col, n.row, 4 + nd});
      else if (open(b, n))
        heap.push({nt, c + 1, n.col, n.row, nd});
    }
  }
  return std::nullopt;
}

}  // namespace boardlab::link::reference
