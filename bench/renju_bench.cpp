// Renju's forbidden check: nanoseconds per point and microseconds per position on seeded random mid-game
// 15x15 positions, next to `scan` on the same positions in the same run (the goals: under 2 us per
// point, under 100 us for all forbidden points of a position).
//
// Names: Renju_forbidden_point/<traced> cycles over every empty point of the positions (the board API: it
// builds its padded grid per call); Renju_forbidden_point_grid over the same points with the grid built once
// per position (what forbiddenPoints does); Renju_forbidden_candidate over the points with four or more
// black stones near them (the ones that need the whole check); Renju_forbidden_all is forbiddenPoints on a
// whole position; Renju_scan is the corrected scan of the position's last stone.
//
// Run: boardlab_bench --benchmark_filter=Renju

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "bench/any_five.hpp"
#include "engine/gomoku/forbidden.hpp"
#include "engine/gomoku/scan.hpp"

namespace {

using namespace boardlab;
using namespace boardlab::gomoku;

struct Position {
  Board board;
  Cell last;
  std::vector<Cell> empties;     // every empty point
  std::vector<Cell> candidates;  // empty points with four or more black stones within five along their lines
};

using boardlab::bench::anyFive;

// Random alternating moves, black first, in the central 11x11 (where games are played), with no five.
Position randomPosition(int stones, std::mt19937& rng) {
  for (;;) {
    Position p{Board(15, 15), {}, {}, {}};
    Stone s = Stone::Black;
    for (int n = 0; n < stones;) {
      const Cell c{2 + static_cast<int>(rng() % 11u), 2 + static_cast<int>(rng() % 11u)};
      if (p.board.at(c) != Stone::None) continue;
      p.board.set(c, s);
      p.last = c;
      s = opponent(s);
      ++n;
    }
    if (anyFive(p.board)) continue;
    for (int r = 0; r < 15; ++r)
      for (int c = 0; c < 15; ++c) {
        if (p.board.at({c, r}) != Stone::None) continue;
        p.empties.push_back({c, r});
        int near = 0;
        for (Delta d : kDirections)
          for (int k = -5; k <= 5; ++k) near += k != 0 && p.board.get(Cell{c, r} + k * d) == Stone::Black;
        if (near >= 4) p.candidates.push_back({c, r});
      }
    return p;
  }
}

const std::vector<Position>& positions() {
  static const std::vector<Position> all = [] {
    std::mt19937 rng(1717);
    std::vector<Position> out;
    for (int i = 0; i < 32; ++i) out.push_back(randomPosition(40 + i % 4 * 10, rng));  // 40 to 70 stones
    return out;
  }();
  return all;
}

template <class Pick>
void perPoint(benchmark::State& state, Pick pick) {
  const auto& ps = positions();
  std::size_t pi = 0, k = 0, forbidden = 0, points = 0;
  const bool traced = state.range(0) != 0;
  for (auto _ : state) {
    const std::vector<Cell>& cells = pick(ps[pi]);
    if (traced) {
      Recorder rec("bench");
      benchmark::DoNotOptimize(forbiddenAt(ps[pi].board, cells[k], rec));
    } else {
      NullTracer untraced;
      forbidden += forbiddenAt(ps[pi].board, cells[k], untraced) != Forbidden::None;
    }
    ++points;
    if (++k >= cells.size()) k = 0, pi = (pi + 1) % ps.size();
  }
  state.counters["forbidden_share"] = traced ? 0.0 : static_cast<double>(forbidden) / static_cast<double>(points);
}

void Renju_forbidden_point(benchmark::State& state) {
  perPoint(state, [](const Position& p) -> const std::vector<Cell>& { return p.empties; });
}

void Renju_forbidden_candidate(benchmark::State& state) {
  perPoint(state, [](const Position& p) -> const std::vector<Cell>& { return p.candidates; });
}

// The grid built once per position, then every empty point: the per-point cost forbiddenPoints pays
// without its near-stones filter.
void Renju_forbidden_point_grid(benchmark::State& state) {
  const auto& ps = positions();
  std::size_t points = 0;
  for (auto _ : state) {
    for (const Position& p : ps) {
      RenjuGrid grid(p.board);
      NullTracer untraced;
      for (Cell c : p.empties) benchmark::DoNotOptimize(forbiddenAt(grid, c, untraced));
      points += p.empties.size();
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(points));
}

void Renju_forbidden_all(benchmark::State& state) {
  const auto& ps = positions();
  std::size_t i = 0, found = 0;
  for (auto _ : state) {
    const std::vector<ForbiddenPoint> all = forbiddenPoints(ps[i].board);
    found += all.size();
    benchmark::DoNotOptimize(all.data());
    if (++i == ps.size()) i = 0;
  }
  state.counters["forbidden_per_position"] = static_cast<double>(found) / static_cast<double>(state.iterations());
}

void Renju_scan(benchmark::State& state) {
  const auto& ps = positions();
  std::size_t i = 0;
  for (auto _ : state) {
    NullTracer untraced;
    benchmark::DoNotOptimize(scanWin(ps[i].board, ps[i].last, Rule::Renju, untraced));
    if (++i == ps.size()) i = 0;
  }
}

}  // namespace

BENCHMARK(Renju_forbidden_point)->ArgName("traced")->Arg(0)->Arg(1);
BENCHMARK(Renju_forbidden_candidate)->ArgName("traced")->Arg(0)->Arg(1);
BENCHMARK(Renju_forbidden_point_grid)->Unit(benchmark::kMicrosecond);
BENCHMARK(Renju_forbidden_all)->Unit(benchmark::kMicrosecond);
BENCHMARK(Renju_scan);
