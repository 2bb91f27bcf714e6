// The largest traces the workbench can be asked to record: time to record them and the heap they take.
//
// Its own binary because it replaces the global operator new/delete to count heap bytes (current and
// peak), which would slow down every other benchmark if linked into boardlab_bench.
//
// What the UI records (engine/gomoku/analysis.cpp, engine/link/analysis.cpp) is measured through the same
// Analysis::update the workbench calls, so the numbers include everything the UI keeps per analysis:
//   - Trace_gomoku_analysis/<size>: a full board with no five (windows:csharp selected, whose trace grows
//     with the stone count); gomoku's Analysis also records every algorithm's trace for the Compare panel;
//   - Trace_link_bfs_staircase/64x64: bfs, turns "any", on a 64x64 board painted (as edit mode allows) so
//     that the open cells form one long staircase path that turns at every cell: one BFS layer per cell,
//     and each layer's step carries every cell reached so far, so the trace grows with the square of the
//     path length. This is the worst board found; see docs/performance.md.
//   - Trace_recorder_caps: a Recorder filled to both of its caps (Recorder::kDefaultMaxSteps steps holding
//     Recorder::kDefaultMaxMarks marks in all) with steps shaped like the link bfs ones: the most any trace
//     can hold, whether or not a board reaches it.
// Counters: peak_MiB = the highest heap in use above the state before the analysis (growth of vectors
// included), kept_MiB = what is still held after it (what the UI keeps while the analysis is shown).

#include <benchmark/benchmark.h>
#include <malloc.h>

#include <cstdlib>
#include <new>
#include <string>
#include <vector>

#include "engine/gomoku/analysis.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/link/analysis.hpp"
#include "engine/link/bfs.hpp"
#include "engine/link/board.hpp"

namespace {

std::size_t g_inUse = 0;
std::size_t g_peak = 0;

void* countedAlloc(std::size_t n) {
  void* p = std::malloc(n == 0 ? 1 : n);
  if (!p) throw std::bad_alloc();
  g_inUse += malloc_usable_size(p);
  if (g_inUse > g_peak) g_peak = g_inUse;
  return p;
}

void countedFree(void* p) noexcept {
  if (!p) return;
  g_inUse -= malloc_usable_size(p);
  std::free(p);
}

}  // namespace

// The replacements (single-threaded benchmark: plain counters are enough).
void* operator new(std::size_t n) { return countedAlloc(n); }
void* operator new[](std::size_t n) { return countedAlloc(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  try {
    return countedAlloc(n);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t n, const std::nothrow_t& t) noexcept { return operator new(n, t); }
void operator delete(void* p) noexcept { countedFree(p); }
void operator delete[](void* p) noexcept { countedFree(p); }
void operator delete(void* p, std::size_t) noexcept { countedFree(p); }
void operator delete[](void* p, std::size_t) noexcept { countedFree(p); }

namespace {

using namespace boardlab;

constexpr double kMiB = 1024.0 * 1024.0;

// Runs `record()` (which returns the object the UI would keep) once per iteration for the time, then once
// more with the counters reset for the memory.
template <class Record>
void measure(benchmark::State& state, Record record) {
  for (auto _ : state) {
    auto kept = record();
    benchmark::DoNotOptimize(kept);
  }
  const std::size_t before = g_inUse;
  g_peak = g_inUse;
  auto kept = record();
  state.counters["peak_MiB"] = static_cast<double>(g_peak - before) / kMiB;
  state.counters["kept_MiB"] = static_cast<double>(g_inUse - before) / kMiB;
  benchmark::DoNotOptimize(kept);
}

// A full board without any five: black where (col + 2*row) mod 4 < 2. Runs along a row are 2 long, along a
// column 1, along either diagonal 2, and both colours get the same number of points on even sides. Moves
// alternate colours; the points where windows:csharp's diagonal checks would fault (rows 0..5 near the left
// and right edges) come last, so it examines as many stones as it can before its exception.
gomoku::GameRecord fullBoardNoFive(int size) {
  using namespace gomoku;
  std::vector<Cell> black, white;
  const auto late = [&](Cell c) { return c.row <= 5 && (c.col < 4 || c.col >= 16); };
  for (int pass = 0; pass < 2; ++pass)
    for (int r = 0; r < size; ++r)
      for (int c = 0; c < size; ++c) {
        const Cell cell{c, r};
        if (late(cell) != (pass == 1)) continue;
        ((c + 2 * r) % 4 < 2 ? black : white).push_back(cell);
      }
  GameRecord rec;
  rec.start = Board(size, size);
  for (std::size_t i = 0; i < black.size(); ++i) {
    rec.actions.push_back({Action::Kind::Place, black[i]});
    if (i < white.size()) rec.actions.push_back({Action::Kind::Place, white[i]});
  }
  return rec;
}

void Trace_gomoku_analysis(benchmark::State& state) {
  const gomoku::GameRecord rec = fullBoardNoFive(static_cast<int>(state.range(0)));
  measure(state, [&] {
    gomoku::Analysis a;
    a.setAlgorithm("windows:csharp");
    a.update(rec);
    return a;
  });
  gomoku::Analysis a;
  a.setAlgorithm("windows:csharp");
  a.update(rec);
  std::size_t steps = a.trace().steps.size();
  for (const gomoku::PlyTrace& t : a.comparison()) steps += t.trace.steps.size();
  state.counters["steps_all_traces"] = static_cast<double>(steps);
  state.SetLabel(a.result().verdict.result.won() ? "a win: the board is not what was meant" : "no five");
}

// Open cells on diagonals col - row = 4j and 4j + 1 form staircases (right, down, right, down, ...: a turn
// at every cell, since the cell straight ahead is always a tile). Staircase j and j + 1 are joined at their
// top-left ends for even j and their bottom-right ends for odd j, by opening the two tile diagonals between
// them where they meet the board's edge, so all staircases make one path. The ring is off, so the path
// cannot be short-cut around the outside. A and B are the path's two ends.
struct Staircase {
  link::Board board;
  Cell a, b;
};

Staircase staircase(int n) {
  link::Board board(n, n, /*border=*/false, link::Board::kAnyTurns);
  const auto diag = [](Cell c) { return c.col - c.row; };
  const auto floorMod = [](int x, int m) { return ((x % m) + m) % m; };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) board.set({c, r}, floorMod(diag({c, r}), 4) < 2 ? link::kEmpty : 'B');
  const int jMin = -(n + 2) / 4, jMax = (n - 2) / 4;
  for (int j = jMin; j < jMax; ++j) {
    const bool topLeft = floorMod(j, 2) == 0;
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        const int d = diag({c, r});
        const bool onEdge = topLeft ? (r == 0 || c == 0) : (r == n - 1 || c == n - 1);
        if (onEdge && (d == 4 * j + 2 || d == 4 * j + 3)) board.set({c, r}, link::kEmpty);
      }
  }
  // The path's ends: the lowest staircase's open cell nearest the bottom-left corner (it is a single cell
  // at the corner), and the end of the highest staircase that its join to the one below did not use.
  Cell a{-1, -1}, b{-1, -1};
  for (int r = n - 1; r >= 0 && a.col < 0; --r)
    for (int c = 0; c < n && a.col < 0; ++c)
      if (board.at({c, r}) == link::kEmpty) a = {c, r};
  const bool lastJoinTopLeft = floorMod(jMax - 1, 2) == 0;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int d = diag({c, r});
      if (d != 4 * jMax && d != 4 * jMax + 1) continue;
      if (b.col < 0 || (lastJoinTopLeft ? r > b.row : r < b.row)) b = {c, r};
    }
  board.set(a, 'A');
  board.set(b, 'A');
  return {board, a, b};
}

void Trace_link_bfs_staircase(benchmark::State& state) {
  const Staircase s = staircase(static_cast<int>(state.range(0)));
  const auto analyse = [&] {
    link::Analysis a;
    a.setAlgorithm(&link::kBfs);
    a.setEnds(s.a, s.b);
    a.update(s.board);
    return a;
  };
  analyse();  // warms bfs's per-thread workspace, which is kept between queries and is not the trace's
  measure(state, analyse);
  const link::Analysis a = analyse();
  std::size_t marks = 0;
  for (const Step& st : a.trace().steps) marks += st.marks.size() + st.arrows.size();
  state.counters["steps"] = static_cast<double>(a.trace().steps.size());
  state.counters["marks"] = static_cast<double>(marks);
  state.counters["turns"] = a.result().result.turns;
  state.SetLabel(a.trace().truncated ? "truncated at the caps" : a.result().result.linked ? "linked" : "not linked");
}

// Every step the same size, so both caps are reached together: the recorder's worst case.
void Trace_recorder_caps(benchmark::State& state) {
  constexpr std::size_t kMarksPerStep = Recorder::kDefaultMaxMarks / Recorder::kDefaultMaxSteps;
  measure(state, [] {
    Recorder rec("caps");
    for (std::size_t i = 0; i <= Recorder::kDefaultMaxSteps; ++i)
      rec.step([&](Step& s) {
        s.codeLine = 4;
        s.event = Event::LayerDone;
        s.marks.reserve(kMarksPerStep);
        for (std::size_t k = 0; k < kMarksPerStep; ++k)
          s.marks.push_back(
              {{static_cast<int>(k), static_cast<int>(i % 64)}, MarkRole::Reachable, static_cast<int>(i)});
        s.narration = "Layer " + std::to_string(i) + ": 20 new cells reachable with " + std::to_string(i) +
                      " turns; B not reached yet.";
        s.watch = {{"t", std::to_string(i)}, {"states done", "20"}, {"next seeds", "40"}, {"B", "not yet"}};
      });
    return rec.take();
  });
}

}  // namespace

BENCHMARK(Trace_gomoku_analysis)->ArgName("size")->Arg(20)->Arg(26)->Unit(benchmark::kMillisecond);
BENCHMARK(Trace_link_bfs_staircase)->ArgName("size")->Arg(64)->Unit(benchmark::kMillisecond);
BENCHMARK(Trace_recorder_caps)->Unit(benchmark::kMillisecond);
