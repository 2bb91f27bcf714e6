#include "engine/link/bfs.hpp"

#include <algorithm>

namespace boardlab::link::bfs_detail {

void Workspace::prepare(std::size_t states) {
  if (done.size() < states) {
    done.assign(states, 0);
    onBest.assign(states, 0);
    turns.assign(states, 0);
    cells.assign(states, 0);
  }
  if (++stamp == 0) {  // the stamp wrapped: old marks could look current, so wipe them once
    std::fill(done.begin(), done.end(), 0);
    std::fill(onBest.begin(), onBest.end(), 0);
    stamp = 1;
  }
}

Workspace& workspace() {
  thread_local Workspace ws;
  return ws;
}

namespace {

struct Walker {
  const Workspace& ws;
  int ib;
  int off[4];
  std::size_t cap;
  std::vector<std::vector<Cell>>& out;
  const Board& board;

  bool best(int s) const { return ws.onBest[static_cast<std::size_t>(s)] == ws.stamp; }
  int turnsOf(int s) const { return ws.turns[static_cast<std::size_t>(s)]; }
  int cellsOf(int s) const { return ws.cells[static_cast<std::size_t>(s)]; }

  // Every best path continuing from the states of `beam` (all sharing the corners in `prefix`), in tie order.
  void enumerate(const std::vector<int>& beam, std::vector<Cell>& prefix) {
    struct Option {
      int cell;
      int state;
    };
    std::vector<Option> options;
    bool end = false;
    for (int s : beam) {
      int cur = s;
      for (bool first = true;; first = false) {
        const int x = cur / 4, d = cur % 4;
        if (x == ib) {
          end = true;
          break;
        }
        if (!first)
          for (int turn : {1, 3}) {
            const int ns = x * 4 + (d + turn) % 4;
            if (best(ns) && turnsOf(ns) == turnsOf(cur) + 1 && cellsOf(ns) == cellsOf(cur)) options.push_back({x, ns});
          }
        const int ns = (x + off[d]) * 4 + d;
        if (!(best(ns) && turnsOf(ns) == turnsOf(cur) && cellsOf(ns) == cellsOf(cur) + 1)) break;
        cur = ns;
      }
    }
    if (end) {
      prefix.push_back(board.cellAt(ib));
      out.push_back(prefix);
      prefix.pop_back();
      return;
    }
    std::sort(options.begin(), options.end(), [&](const Option& p, const Option& q) {
      const Cell cp = board.cellAt(p.cell), cq = board.cellAt(q.cell);
      return cp != cq ? cellBefore(cp, cq) : p.state < q.state;
    });
    for (std::size_t i = 0; i < options.size() && out.size() < cap;) {
      std::vector<int> group;
      std::size_t k = i;
      for (; k < options.size() && options[k].cell == options[i].cell; ++k)
        if (group.empty() || group.back() != options[k].state) group.push_back(options[k].state);
      prefix.push_back(board.cellAt(options[i].cell));
      enumerate(group, prefix);
      prefix.pop_back();
      i = k;
    }
  }
};

}  // namespace

std::vector<std::vector<Cell>> bestPaths(const Board& board, Cell a, Cell b, int bestTurns, int bestCells,
                                         std::size_t cap) {
  Workspace& ws = workspace();
  const int stride = board.stride();
  const int ia = board.index(a), ib = board.index(b);
  const int off[4] = {offset(0, stride), offset(1, stride), offset(2, stride), offset(3, stride)};
  auto costIs = [&](int s, int t, int c) {
    const auto st = static_cast<std::size_t>(s);
    return ws.done[st] == ws.stamp && ws.turns[st] == t && ws.cells[st] == c;
  };
  auto mark = [&](int s) {
    if (ws.onBest[static_cast<std::size_t>(s)] == ws.stamp) return;
    ws.onBest[static_cast<std::size_t>(s)] = ws.stamp;
    ws.stack.push_back(s);
  };
  // Walk back from B: a state is on a best path when a move into a state on a best path costs exactly
  // the difference of their costs.
  ws.stack.clear();
  for (int d = 0; d < 4; ++d)
    if (costIs(ib * 4 + d, bestTurns, bestCells)) mark(ib * 4 + d);
  while (!ws.stack.empty()) {
    const int s = ws.stack.back();
    ws.stack.pop_back();
    const int x = s / 4, d = s % 4;
    const int t = ws.turns[static_cast<std::size_t>(s)], c = ws.cells[static_cast<std::size_t>(s)];
    if (x == ia) continue;
    const int prev = x - off[d];
    if (prev != ib && costIs(prev * 4 + d, t, c - 1)) mark(prev * 4 + d);
    if (t > 0)
      for (int turn : {1, 3})
        if (costIs(x * 4 + (d + turn) % 4, t - 1, c)) mark(x * 4 + (d + turn) % 4);
  }
  std::vector<int> beam;
  for (int d = 0; d < 4; ++d)
    if (ws.onBest[static_cast<std::size_t>(ia * 4 + d)] == ws.stamp) beam.push_back(ia * 4 + d);
  std::vector<std::vector<Cell>> out;
  Walker walker{ws, ib, {off[0], off[1], off[2], off[3]}, cap, out, board};
  std::vector<Cell> prefix{a};
  walker.enumerate(beam, prefix);
  return out;
}

}  // namespace boardlab::link::bfs_detail

namespace boardlab::link {

namespace {
struct BfsQuery {
  template <class Tracer>
  LinkResult operator()(const Board& board, Cell a, Cell b, Tracer& tr) const {
    return bfsLink(board, a, b, tr);
  }
};
}  // namespace

constinit const AlgorithmInfo kBfs{
    .name = "bfs",
    .title = "0-1 BFS over (cell, direction): fewest turns, then fewest cells; any turn limit",
    .listing = &bfsListing,
    .run = bothWays<BfsQuery>(true),
};

}  // namespace boardlab::link
