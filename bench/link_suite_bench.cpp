// Link measures the issue asks for that bench/link_bench.cpp does not already take (that file covers the
// 12x8 and 32x20 queries, hint and every linkable pair on 32x20, the solver on 12x8 and the 32x20
// generator): queries on a 64x64 mid-game board, traced queries on 32x20 (the peer of each untraced one),
// hint and every linkable pair on 12x8 and 64x64, the solver on generated 16x10 boards, and the generator
// at 12x8 and 64x64.
//
// Mid-game means what link_bench.cpp means: a generated board with the first half of its own solution
// played. Queries cycle over every same-face pair still on the board.

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "engine/link/algorithms.hpp"
#include "engine/link/game.hpp"
#include "engine/link/generator.hpp"
#include "engine/link/solver.hpp"
#include "link_boards.hpp"

namespace {

using namespace boardlab;
using namespace boardlab::link;

using bench::MidGame;
using bench::midGame;

// The same boards as link_bench.cpp at 12x8 and 32x20 (same sizes, faces and seed), so ratios between the
// two files compare like with like; 64x64 uses the workbench's 36 faces (the frame benchmark's setting).
const MidGame& board(int cols) {
  static const MidGame small = midGame(12, 8, 12);
  static const MidGame large = midGame(32, 20, 20);
  static const MidGame huge = midGame(64, 64, 36);
  return cols == 12 ? small : cols == 32 ? large : huge;
}

void runQueries(benchmark::State& state, const MidGame& m, Algo algo, bool traced) {
  std::size_t i = 0, linked = 0, steps = 0;
  for (auto _ : state) {
    const Pair& p = m.queries[i];
    if (traced) {
      const TracedQuery t = traceQuery(algo, m.board, p.a, p.b);
      linked += t.result.linked;
      steps += t.trace.steps.size();
      benchmark::DoNotOptimize(t);
    } else {
      const LinkResult r = query(algo, m.board, p.a, p.b);
      linked += r.linked;
      benchmark::DoNotOptimize(r);
    }
    if (++i == m.queries.size()) i = 0;
  }
  const auto n = static_cast<double>(state.iterations());
  state.counters["pairs"] = static_cast<double>(m.queries.size());
  state.counters["linked%"] = 100.0 * static_cast<double>(linked) / n;
  if (traced) state.counters["steps"] = static_cast<double>(steps) / n;
}

void Link_query(benchmark::State& state, Algo algo, int cols, bool traced) {
  runQueries(state, board(cols), algo, traced);
}

void Link_all_pairs(benchmark::State& state, int cols) {
  const Board& b = board(cols).board;
  std::size_t n = 0;
  for (auto _ : state) {
    const auto pairs = allPairs(b);
    n = pairs.size();
    benchmark::DoNotOptimize(pairs);
  }
  state.counters["tiles"] = b.tileCount();
  state.counters["linkable"] = static_cast<double>(n);
}

void Link_hint(benchmark::State& state, int cols) {
  const Board& b = board(cols).board;
  for (auto _ : state) benchmark::DoNotOptimize(hint(b));
}

// The solver's time depends a lot on the board, so each iteration solves the same eight generated boards
// and the time is reported per board; the label says how many were solved within the solver's state bound.
void Link_solve(benchmark::State& state, int cols, int rows, int faces) {
  std::vector<Board> boards;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    GenerateOptions g;
    g.cols = cols;
    g.rows = rows;
    g.faces = faces;
    g.seed = seed;
    boards.push_back(generateBoard(g).board);
  }
  std::size_t states = 0;
  int solved = 0, gaveUp = 0;
  for (auto _ : state) {
    states = 0;
    solved = gaveUp = 0;
    for (const Board& b : boards) {
      const SolveResult r = solve(b);
      states += r.states;
      solved += r.status == SolveStatus::Solved;
      gaveUp += r.status == SolveStatus::GaveUp;
      benchmark::DoNotOptimize(r);
    }
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(boards.size()));
  state.counters["states/board"] = static_cast<double>(states) / static_cast<double>(boards.size());
  state.SetLabel(std::to_string(solved) + " solved, " + std::to_string(gaveUp) + " gave up of " +
                 std::to_string(boards.size()));
}

void Link_generate(benchmark::State& state, int cols, int rows, int faces) {
  GenerateOptions g;
  g.cols = cols;
  g.rows = rows;
  g.faces = faces;
  std::uint64_t seed = 0;
  for (auto _ : state) {
    g.seed = ++seed;
    benchmark::DoNotOptimize(generateBoard(g));
  }
}

[[maybe_unused]] const bool registered = [] {
  const auto name = [](Algo a) { return std::string(algoName(a)); };
  for (Algo a : algorithms()) {
    benchmark::RegisterBenchmark(("Link_query/" + name(a) + "/64x64").c_str(),
                                 [a](benchmark::State& s) { Link_query(s, a, 64, false); });
    benchmark::RegisterBenchmark(("Link_query_traced/" + name(a) + "/32x20").c_str(), [a](benchmark::State& s) {
      Link_query(s, a, 32, true);
    })->Unit(benchmark::kMicrosecond);
  }
  for (int cols : {12, 64}) {
    const std::string size = cols == 12 ? "12x8" : "64x64";
    benchmark::RegisterBenchmark(("Link_all_pairs/" + size).c_str(), [cols](benchmark::State& s) {
      Link_all_pairs(s, cols);
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("Link_hint/" + size).c_str(), [cols](benchmark::State& s) {
      Link_hint(s, cols);
    })->Unit(benchmark::kMicrosecond);
  }
  benchmark::RegisterBenchmark("Link_solve/16x10", [](benchmark::State& s) {
    Link_solve(s, 16, 10, 20);
  })->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("Link_generate/12x8", [](benchmark::State& s) {
    Link_generate(s, 12, 8, 12);
  })->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("Link_generate/64x64", [](benchmark::State& s) {
    Link_generate(s, 64, 64, 36);
  })->Unit(benchmark::kMillisecond);
  return true;
}();

}  // namespace
