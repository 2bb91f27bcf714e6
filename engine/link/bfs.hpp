#pragma once
// `bfs`: a 0-1 BFS over (cell, direction) states. Going straight costs no turn, turning costs one, so the
// states leave the queue one turn layer after another; inside a layer they leave in order of steps taken
// (the turn seeds of the next layer are produced in that order, so two FIFO queues merged by steps are
// enough). The first time B leaves the queue its cost is the fewest turns, then fewest cells. Visited is
// kept per (cell, direction): per cell alone would lose paths that arrive in another direction.
// Any turn limit works, including none. The path shown is chosen among all best paths by the tie rule of
// path.hpp, reading the corners from A; every best path can be listed.

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/trace.hpp"
#include "engine/i18n/i18n.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/path.hpp"
#include "engine/link/trace_steps.hpp"

namespace boardlab::link {

// This algorithm's registry entry (defined beside its code; listed in algorithms.cpp).
extern const AlgorithmInfo kBfs;

inline const std::vector<std::string>& bfsListing() {
  static const std::vector<std::string> listing{
      "if A or B is empty, A = B, or their faces differ: not linked",
      "layer 0 <- (A, d) for each direction d with a usable first cell; cells = 0",
      "for turns t = 0, 1, ... up to the limit:",
      "    take the (cell, d) with fewest cells from this layer's seeds and straight moves; skip if done",
      "    if cell = B: remember its cost; finish the states of this cost, then stop",
      "    go straight: (cell + d, d) with cells + 1, if that cell is empty or B",
      "    turn: (cell, d') for the two perpendicular d' go to the seeds of layer t + 1",
      "no B within the limit: not linked",
      "best paths <- walk back from B over states whose cost drops by exactly one move",
      "path <- from A, pick the topmost-leftmost next corner at each turn (tie rule)",
  };
  return i18n::listing(listing);
}

namespace bfs_detail {

struct Entry {
  int state;  // padded cell index * 4 + direction
  int cells;
};

// Reused between queries (one per thread) so a query allocates nothing once warm.
struct Workspace {
  std::vector<std::uint32_t> done;    // == stamp: the state's cost is final
  std::vector<std::uint32_t> onBest;  // == stamp: the state lies on a best path
  std::vector<std::uint16_t> turns;
  std::vector<std::uint16_t> cells;
  std::vector<Entry> seeds, next, straight;
  std::vector<int> stack;
  std::uint32_t stamp = 0;
  void prepare(std::size_t states);
};
Workspace& workspace();

// Direction d: 0 right, 1 down, 2 left, 3 up. Padded-index offsets of each.
inline int offset(int d, int stride) { return d == 0 ? 1 : d == 1 ? stride : d == 2 ? -1 : -stride; }
inline Delta delta(int d) { return d == 0 ? Delta{1, 0} : d == 1 ? Delta{0, 1} : d == 2 ? Delta{-1, 0} : Delta{0, -1}; }

// Marks the states on best paths and returns the best path of the tie rule (or, with `all`, every best
// path up to `cap`, in tie-rule order). Needs the workspace of a finished search that reached B.
std::vector<std::vector<Cell>> bestPaths(const Board& board, Cell a, Cell b, int bestTurns, int bestCells,
                                         std::size_t cap);

}  // namespace bfs_detail

// The search itself. On success fills bestTurns / bestCells and leaves the workspace ready for bestPaths.
template <class Tracer>
bool bfsSearch(const Board& board, Cell a, Cell b, int limit, int& bestTurns, int& bestCells, Tracer& tr) {
  using namespace bfs_detail;
  Workspace& ws = workspace();
  const std::vector<Face>& grid = board.padded();
  ws.prepare(grid.size() * 4);
  const std::uint32_t stamp = ws.stamp;
  const int stride = board.stride();
  const int ia = board.index(a), ib = board.index(b);
  const int off[4] = {offset(0, stride), offset(1, stride), offset(2, stride), offset(3, stride)};
  auto usable = [&](int idx) { return idx == ib || grid[static_cast<std::size_t>(idx)] == kEmpty; };

  ws.seeds.clear();
  for (int d = 0; d < 4; ++d)
    if (usable(ia + off[d])) ws.seeds.push_back({ia * 4 + d, 0});
  std::vector<int> firstLayer;  // trace only: per padded cell, the layer that first reached it (-1 none)
  std::vector<CellMark> layerMarks;
  if constexpr (Tracer::enabled) firstLayer.assign(grid.size(), -1);
  tr.step([&](Step& s) {
    s.codeLine = 2;
    s.marks = {{a, MarkRole::Origin}, {b, MarkRole::Target}};
    for (const Entry& e : ws.seeds) {
      s.marks.push_back({board.cellAt(e.state / 4 + off[e.state % 4]), MarkRole::Frontier, 0});
      s.arrows.push_back({a, board.cellAt(e.state / 4 + off[e.state % 4]), MarkRole::Origin, ""});
    }
    s.narration = i18n::text("Start from A {0} in each of {1} open directions.", cellName(a), ws.seeds.size());
    s.watch = {{"t", "0"}, {"seeds", std::to_string(ws.seeds.size())}};
  });

  bool found = false;
  for (int t = 0; !ws.seeds.empty() && (limit == Board::kAnyTurns || t <= limit); ++t) {
    ws.next.clear();
    ws.straight.clear();
    std::size_t i = 0, j = 0;
    int finalized = 0;  // trace only
    if constexpr (Tracer::enabled) layerMarks.clear();
    while (i < ws.seeds.size() || j < ws.straight.size()) {
      const bool fromSeeds =
          j >= ws.straight.size() || (i < ws.seeds.size() && ws.seeds[i].cells <= ws.straight[j].cells);
      const Entry e = fromSeeds ? ws.seeds[i++] : ws.straight[j++];
      if (found && e.cells > bestCells) break;
      const auto st = static_cast<std::size_t>(e.state);
      if (ws.done[st] == stamp) continue;
      ws.done[st] = stamp;
      ws.turns[st] = static_cast<std::uint16_t>(t);
      ws.cells[st] = static_cast<std::uint16_t>(e.cells);
      const int idx = e.state / 4, d = e.state % 4;
      if constexpr (Tracer::enabled) {
        ++finalized;
        if (firstLayer[static_cast<std::size_t>(idx)] < 0) {
          firstLayer[static_cast<std::size_t>(idx)] = t;
          if (idx != ia && idx != ib) layerMarks.push_back({board.cellAt(idx), MarkRole::Frontier, t});
        }
      }
      if (idx == ib) {
        if (!found) {
          found = true;
          bestTurns = t;
          bestCells = e.cells;
        }
        continue;  // B is an end, never a way through
      }
      const int ahead = idx + off[d];
      if (usable(ahead)) ws.straight.push_back({ahead * 4 + d, e.cells + 1});
      for (int turn : {1, 3}) {
        const int nd = (d + turn) % 4;
        if (idx != ia && usable(idx + off[nd]) && ws.done[static_cast<std::size_t>(idx * 4 + nd)] != stamp)
          ws.next.push_back({idx * 4 + nd, e.cells});
      }
    }
    tr.step([&](Step& s) {
      s.codeLine = found ? 5 : 4;
      s.event = Event::LayerDone;
      for (std::size_t k = 0; k < firstLayer.size(); ++k) {
        const int l = firstLayer[k];
        if (l >= 0 && l < t && static_cast<int>(k) != ia && static_cast<int>(k) != ib)
          s.marks.push_back({board.cellAt(static_cast<int>(k)), MarkRole::Frontier, l});
      }
      s.marks.insert(s.marks.end(), layerMarks.begin(), layerMarks.end());
      s.marks.push_back({a, MarkRole::Origin});
      s.marks.push_back({b, MarkRole::Target, found ? bestTurns : -1});
      // English has four plural forms of this sentence; the outcome for B is a complete clause passed as a value.
      const bool oneCell = layerMarks.size() == 1, oneTurn = t == 1;
      const std::string outcome =
          found ? i18n::text("B reached with {0} steps", bestCells) : std::string(i18n::tr("B not reached yet"));
      s.narration = i18n::text(oneCell ? (oneTurn ? "Layer {0}: {1} new cell reachable with {2} turn; {3}."
                                                  : "Layer {0}: {1} new cell reachable with {2} turns; {3}.")
                                       : (oneTurn ? "Layer {0}: {1} new cells reachable with {2} turn; {3}."
                                                  : "Layer {0}: {1} new cells reachable with {2} turns; {3}."),
                               t, layerMarks.size(), t, outcome);
      s.watch = {{"t", std::to_string(t)},
                 {"states done", std::to_string(finalized)},
                 {"next seeds", std::to_string(ws.next.size())},
                 {"B", std::string(i18n::tr(found ? "reached" : "not yet"))}};
    });
    if (found) break;
    ws.seeds.swap(ws.next);
  }
  return found;
}

template <class Tracer>
LinkResult bfsLink(const Board& board, Cell a, Cell b, Tracer& tr) {
  if (auto why = refuse(board, a, b)) {
    tr.step([&](Step& s) { refusalStep(s, board, a, b, *why, 1); });
    return notLinked(*why);
  }
  int turns = 0, cells = 0;
  LinkResult r = notLinked(Reason::NoPath);
  if (bfsSearch(board, a, b, board.maxTurns(), turns, cells, tr)) {
    auto paths = bfs_detail::bestPaths(board, a, b, turns, cells, 1);
    r = linkedResult(std::move(paths.front()));
  }
  tr.step([&](Step& s) { verdictStep(s, r, a, b, r.linked ? 10 : 8, r.linked ? "by the fewest-turn search" : ""); });
  return r;
}

}  // namespace boardlab::link
