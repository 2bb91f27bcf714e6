#include "engine/link/generator.hpp"

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <stdexcept>
#include <string>

#include "engine/i18n/i18n.hpp"

namespace boardlab::link {

Face faceNumber(int k) {
  if (k < 26) return static_cast<Face>('A' + k);
  if (k < 52) return static_cast<Face>('a' + (k - 26));
  return static_cast<Face>('0' + (k - 52));
}

namespace {

// Empty tile cells that a path of at most `limit` turns (kAnyTurns: no limit) joins to the empty cell
// `from` through empty cells: a 0-1 BFS over (cell, direction) in which turning costs one.
// Buffers reused across calls: one board build makes thousands of these searches.
struct PartnerSearch {
  std::vector<int> best;
  std::vector<char> seen;
  std::deque<std::pair<int, int>> queue;  // state, turns
  std::vector<Cell> out;
};

const std::vector<Cell>& partners(const Board& board, Cell from, int limit, PartnerSearch& ps) {
  const std::vector<Face>& grid = board.padded();
  const int stride = board.stride();
  const int off[4] = {1, stride, -1, -stride};
  ps.best.assign(grid.size() * 4, -1);
  ps.seen.assign(grid.size(), 0);
  auto& best = ps.best;
  auto& seen = ps.seen;
  auto& queue = ps.queue;
  queue.clear();
  const int start = board.index(from);
  for (int d = 0; d < 4; ++d) queue.push_back({start * 4 + d, 0});
  std::vector<Cell>& out = ps.out;
  out.clear();
  while (!queue.empty()) {
    const auto [state, turns] = queue.front();
    queue.pop_front();
    const auto s = static_cast<std::size_t>(state);
    if (best[s] >= 0) continue;
    best[s] = turns;
    const int idx = state / 4, d = state % 4;
    if (idx != start && !seen[static_cast<std::size_t>(idx)]) {
      seen[static_cast<std::size_t>(idx)] = 1;
      if (board.contains(board.cellAt(idx))) out.push_back(board.cellAt(idx));
    }
    const int ahead = idx + off[d];
    if (grid[static_cast<std::size_t>(ahead)] == kEmpty && ahead != start) queue.push_front({ahead * 4 + d, turns});
    if (limit == Board::kAnyTurns || turns < limit)
      for (int t : {1, 3}) queue.push_back({idx * 4 + (d + t) % 4, turns + 1});
  }
  return out;
}

// How deep inside the tile area a cell is: 0 on the outer rows and columns.
int depth(const Board& b, Cell c) {
  return std::min(std::min(c.col, b.cols() - 1 - c.col), std::min(c.row, b.rows() - 1 - c.row));
}

// True when at most `oddAllowed` regions of empty tile cells (4-connected; with the ring on, every region
// touching the edge is one region, joined through the ring) have an odd number of cells.
bool evenRegions(const Board& board, int oddAllowed) {
  const int cols = board.cols(), rows = board.rows();
  std::vector<char> seen(static_cast<std::size_t>(cols * rows), 0);
  std::vector<Cell> stack;
  auto visit = [&](Cell x) {
    if (!board.contains(x) || board.at(x) != kEmpty || seen[static_cast<std::size_t>(x.row * cols + x.col)]) return;
    seen[static_cast<std::size_t>(x.row * cols + x.col)] = 1;
    stack.push_back(x);
  };
  // Floods from whatever is on the stack; returns the region's size.
  auto flood = [&] {
    int n = 0;
    while (!stack.empty()) {
      const Cell x = stack.back();
      stack.pop_back();
      ++n;
      for (Delta d : {Delta{1, 0}, Delta{-1, 0}, Delta{0, 1}, Delta{0, -1}}) visit(x + d);
    }
    return n;
  };
  int odd = 0;
  if (board.border()) {
    for (int c = 0; c < cols; ++c) visit({c, 0}), visit({c, rows - 1});
    for (int r = 0; r < rows; ++r) visit({0, r}), visit({cols - 1, r});
    odd += flood() % 2;
  }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      visit({c, r});
      odd += flood() % 2;
    }
  return odd <= oddAllowed;
}

// Did filling `filled` leave one of its empty neighbours with no empty neighbour of its own (and no ring
// to escape to)? Such a cell can never be paired; checking it first spares most full region floods.
bool strandsANeighbour(const Board& board, Cell filled) {
  static constexpr Delta kSides[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  for (Delta d : kSides) {
    const Cell n = filled + d;
    if (!board.contains(n) || board.at(n) != kEmpty) continue;
    bool open = false;
    for (Delta e : kSides) open = open || board.passable(n + e);
    if (!open) return true;
  }
  return false;
}

}  // namespace

Generated generateBoard(const GenerateOptions& o) {
  SearchBudget unlimited;
  return generateBoard(o, unlimited);
}

Generated generateBoard(const GenerateOptions& o, SearchBudget& budget) {
  Board board(o.cols, o.rows, o.border, o.maxTurns);  // validates the size and turns
  if (o.faces < 1 || o.faces > 62) throw std::invalid_argument(i18n::text("faces must be 1..62, not {0}", o.faces));
  const int pairs = o.cols * o.rows / 2;
  Rng rng(o.seed);
  PartnerSearch search;
  const auto outOfBudget = [&] {
    return std::runtime_error(i18n::text("could not build a solvable {0}x{1} board with these settings: {2}", o.cols,
                                         o.rows, budgetLimitText(budget)));
  };
  for (int attempt = 0; attempt < std::max(1, o.attempts); ++attempt) {
    if (!budget.spend()) throw outOfBudget();  // one state per fresh start
    board.clear();
    // Faces for the pairs: k-th pair gets face k mod faces, in a random order.
    std::vector<Face> faceOfPair(static_cast<std::size_t>(pairs));
    for (int k = 0; k < pairs; ++k) faceOfPair[static_cast<std::size_t>(k)] = faceNumber(k % o.faces);
    rng.shuffle(faceOfPair);
    std::vector<Pair> placed;
    // Deepest empty cells first, random among equals. When cols x rows is odd the cell left over stays
    // empty; filling deepest first leaves it on the edge.
    std::vector<Cell> empties;
    for (int r = 0; r < o.rows; ++r)
      for (int c = 0; c < o.cols; ++c) empties.push_back({c, r});
    rng.shuffle(empties);
    auto byDepth = [&](Cell x, Cell y) { return depth(board, x) > depth(board, y); };
    std::stable_sort(empties.begin(), empties.end(), byDepth);
    // When no empty cell has a partner, the last few pairs are taken back and placed again; the number
    // taken back doubles while the builder stays stuck, and a fresh start follows after kMaxBacktracks.
    constexpr int kMaxBacktracks = 64;
    int backtracks = 0, undo = 1, stuckAt = -1;
    while (static_cast<int>(placed.size()) < pairs && backtracks <= kMaxBacktracks) {
      const int k = static_cast<int>(placed.size());
      budget.setProgress(static_cast<std::size_t>(k), static_cast<std::size_t>(pairs));
      bool done = false;
      for (Cell a : empties) {
        if (!budget.check()) throw outOfBudget();
        std::vector<Cell> options = partners(board, a, o.maxTurns, search);
        if (options.empty()) continue;
        // Any partner will do as long as every region of empty cells keeps an even size: an odd region
        // would strand a cell with nothing left to pair with. A few random partners are tried first (for
        // variety), then the rest nearest first (near partners rarely cut a region, so this ends fast).
        // On the outermost cells, near partners only: far ones there are what strands the last cells on
        // different sides of the ring.
        rng.shuffle(options);
        const std::size_t randomTries = depth(board, a) == 0 ? 0 : 12;
        if (options.size() > randomTries) {
          auto dist = [&](Cell c) { return std::abs(c.col - a.col) + std::abs(c.row - a.row); };
          std::stable_sort(options.begin() + randomTries, options.end(),
                           [&](Cell x, Cell y) { return dist(x) < dist(y); });
        }
        const Face f = faceOfPair[static_cast<std::size_t>(k)];
        for (Cell b : options) {
          // Each candidate costs a flood of the board (microseconds): a look at the clock per candidate.
          if (!budget.check()) throw outOfBudget();
          board.set(a, f);
          board.set(b, f);
          // (With an odd cell count one stranded cell is the one left over, so only the flood can judge.)
          const int oddAllowed = (o.cols * o.rows) % 2;
          if ((oddAllowed == 0 && (strandsANeighbour(board, a) || strandsANeighbour(board, b))) ||
              !evenRegions(board, oddAllowed)) {
            board.set(a, kEmpty);
            board.set(b, kEmpty);
            continue;
          }
          placed.push_back(cellBefore(a, b) ? Pair{a, b} : Pair{b, a});
          empties.erase(std::remove_if(empties.begin(), empties.end(), [&](Cell c) { return c == a || c == b; }),
                        empties.end());
          done = true;
          break;
        }
        if (done) break;
      }
      if (done) {
        if (static_cast<int>(placed.size()) > stuckAt) undo = 1;  // past the place it got stuck
        continue;
      }
      ++backtracks;
      stuckAt = std::max(stuckAt, k);
      for (int n = 0; n < undo && !placed.empty(); ++n) {
        const Pair p = placed.back();
        placed.pop_back();
        board.set(p.a, kEmpty);
        board.set(p.b, kEmpty);
        empties.push_back(p.a);
        empties.push_back(p.b);
      }
      rng.shuffle(empties);
      std::stable_sort(empties.begin(), empties.end(), byDepth);
      undo = std::min(undo * 2, 64);
    }
    if (static_cast<int>(placed.size()) < pairs) continue;
    std::reverse(placed.begin(), placed.end());
    return {board, placed};
  }
  throw std::runtime_error(i18n::text("could not build a solvable {0}x{1} board with these settings in {2} attempts",
                                      o.cols, o.rows, o.attempts));
}

}  // namespace boardlab::link
