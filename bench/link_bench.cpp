// Link engine timings: ns per query of each algorithm on mid-game 12x8 and 32x20 boards, and the full
// hint search (every linkable pair) on 32x20.
// Mid-game: a generated board with the first half of its own solution played, so half the tiles remain
// where a real game would have left them. Queries cycle over every same-face pair still on the board.

#include <benchmark/benchmark.h>

#include "engine/link/algorithms.hpp"
#include "engine/link/bfs.hpp"
#include "engine/link/corners.hpp"
#include "engine/link/corners_objc.hpp"
#include "engine/link/game.hpp"
#include "engine/link/generator.hpp"
#include "engine/link/rays.hpp"
#include "engine/link/solver.hpp"
#include "link_boards.hpp"

namespace {

using namespace boardlab;
using namespace boardlab::link;

using bench::MidGame;
using bench::midGame;

const MidGame& small() {
  static const MidGame m = midGame(12, 8, 12);
  return m;
}
const MidGame& large() {
  static const MidGame m = midGame(32, 20, 20);
  return m;
}

void runQueries(benchmark::State& state, const MidGame& m, Algo algo) {
  std::size_t i = 0, linked = 0;
  for (auto _ : state) {
    const Pair& p = m.queries[i];
    const LinkResult r = query(algo, m.board, p.a, p.b);
    linked += r.linked;
    benchmark::DoNotOptimize(r);
    if (++i == m.queries.size()) i = 0;
  }
  state.counters["pairs"] = static_cast<double>(m.queries.size());
  state.counters["linked%"] = 100.0 * static_cast<double>(linked) / static_cast<double>(state.iterations());
}

void BM_Corners_12x8(benchmark::State& s) { runQueries(s, small(), &kCorners); }
void BM_CornersObjc_12x8(benchmark::State& s) { runQueries(s, small(), &kCornersObjc); }
void BM_Bfs_12x8(benchmark::State& s) { runQueries(s, small(), &kBfs); }
void BM_Rays_12x8(benchmark::State& s) { runQueries(s, small(), &kRays); }
void BM_Corners_32x20(benchmark::State& s) { runQueries(s, large(), &kCorners); }
void BM_CornersObjc_32x20(benchmark::State& s) { runQueries(s, large(), &kCornersObjc); }
void BM_Bfs_32x20(benchmark::State& s) { runQueries(s, large(), &kBfs); }
void BM_Rays_32x20(benchmark::State& s) { runQueries(s, large(), &kRays); }

// Every linkable pair: what hint-all and deadlock detection cost.
void BM_AllPairs_32x20(benchmark::State& state) {
  const Board& b = large().board;
  std::size_t n = 0;
  for (auto _ : state) {
    const auto pairs = allPairs(b);
    n = pairs.size();
    benchmark::DoNotOptimize(pairs);
  }
  state.counters["tiles"] = b.tileCount();
  state.counters["linkable"] = static_cast<double>(n);
}

void BM_Hint_32x20(benchmark::State& state) {
  const Board& b = large().board;
  for (auto _ : state) benchmark::DoNotOptimize(hint(b));
}

void BM_Solve_12x8(benchmark::State& state) {
  GenerateOptions g;
  g.seed = 7;
  const Board b = generateBoard(g).board;
  for (auto _ : state) benchmark::DoNotOptimize(solve(b));
}

void BM_Generate_32x20(benchmark::State& state) {
  GenerateOptions g;
  g.cols = 32;
  g.rows = 20;
  g.faces = 20;
  std::uint64_t seed = 0;
  for (auto _ : state) {
    g.seed = ++seed;
    benchmark::DoNotOptimize(generateBoard(g));
  }
}

}  // namespace

BENCHMARK(BM_Corners_12x8);
BENCHMARK(BM_CornersObjc_12x8);
BENCHMARK(BM_Bfs_12x8);
BENCHMARK(BM_Rays_12x8);
BENCHMARK(BM_Corners_32x20);
BENCHMARK(BM_CornersObjc_32x20);
BENCHMARK(BM_Bfs_32x20);
BENCHMARK(BM_Rays_32x20);
BENCHMARK(BM_AllPairs_32x20)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Hint_32x20)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Solve_12x8)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Generate_32x20)->Unit(benchmark::kMillisecond);
