// Gomoku win checks: nanoseconds per check of every algorithm, untraced and traced, on a seeded random
// 15x15 mid-game position; windows against windows:csharp on 20x20 with 200 stones; and a plain loop scan
// with no tracing hooks, to show that the untraced template costs nothing extra.
//
// Run: boardlab_bench --benchmark_filter=Gomoku

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "engine/gomoku/bitboard.hpp"
#include "engine/gomoku/lines.hpp"
#include "engine/gomoku/lines_js.hpp"
#include "engine/gomoku/scan.hpp"
#include "engine/gomoku/scan_java.hpp"
#include "engine/gomoku/scan_objc.hpp"
#include "engine/gomoku/windows.hpp"
#include "engine/gomoku/windows_csharp.hpp"

namespace {

using namespace boardlab;
using namespace boardlab::gomoku;

// A position reached by random alternating moves with no five anywhere (so every check runs to the end);
// `order` lists the stones in placement order, the last one is the move to check.
struct Position {
  Board board;
  std::vector<Cell> order;
  Cell last() const { return order.back(); }
  Stone mover() const { return board.at(last()); }
};

bool anyFive(const Board& b) {
  NullTracer untraced;
  for (int r = 0; r < b.rows(); ++r)
    for (int c = 0; c < b.cols(); ++c)
      if (b.at({c, r}) != Stone::None && scanWin(b, {c, r}, Rule::Freestyle, untraced).won()) return true;
  return false;
}

// `avoidCsharpFaults` keeps the top rows' outer columns empty, where windows:csharp's diagonal checks would
// index past its 20x20 array and end the check early (the benchmark wants its full cost).
Position randomPosition(int size, int stones, unsigned seed, bool avoidCsharpFaults = false) {
  std::mt19937 rng(seed);
  for (;;) {
    Position p{Board(size, size), {}};
    Stone s = Stone::Black;
    while (static_cast<int>(p.order.size()) < stones) {
      const Cell c{static_cast<int>(rng() % static_cast<unsigned>(size)), static_cast<int>(rng() % static_cast<unsigned>(size))};
      if (avoidCsharpFaults && c.row <= 9 && (c.col < 4 || c.col >= size - 4)) continue;
      if (p.board.at(c) != Stone::None) continue;
      p.board.set(c, s);
      p.order.push_back(c);
      s = opponent(s);
    }
    NullTracer untraced;
    if (!anyFive(p.board) && (!avoidCsharpFaults || windowsCsharpWin(p.board, p.order, untraced).fault.empty())) return p;
  }
}

const Position& midGame() {
  static const Position p = randomPosition(15, 60, 2024, true);
  return p;
}

// Approximate heap + inline size of a trace, for the report.
std::size_t traceBytes(const Trace& t) {
  std::size_t bytes = sizeof(Trace) + t.steps.capacity() * sizeof(Step);
  for (const Step& s : t.steps) {
    bytes += s.event.capacity() + s.narration.capacity();
    bytes += s.marks.capacity() * sizeof(CellMark) + s.arrows.capacity() * sizeof(Arrow);
    for (const Arrow& a : s.arrows) bytes += a.label.capacity();
    bytes += s.watch.capacity() * sizeof(Watch);
    for (const Watch& w : s.watch) bytes += w.name.capacity() + w.value.capacity();
  }
  return bytes;
}

// Runs `check(tracer)` per iteration: untraced with the NullTracer, traced with a fresh Recorder (the
// workbench records one trace per analysed move, so building it is part of the cost).
template <class Check>
void runCheck(benchmark::State& state, bool traced, Check check) {
  std::size_t steps = 0, bytes = 0;
  for (auto _ : state) {
    if (traced) {
      Recorder rec("bench");
      benchmark::DoNotOptimize(check(rec));
      steps = rec.trace().steps.size();
      bytes = traceBytes(rec.trace());
    } else {
      NullTracer untraced;
      benchmark::DoNotOptimize(check(untraced));
    }
  }
  // Say what the check concluded, so a fault or a win that ends a check early is visible in the table.
  NullTracer untraced;
  const WinResult r = check(untraced);
  state.SetLabel(r.won() ? "win" : r.fault.empty() ? "no win" : "fault");
  if (traced) {
    state.counters["steps"] = static_cast<double>(steps);
    state.counters["bytes"] = static_cast<double>(bytes);
  }
}

void Gomoku_scan(benchmark::State& state) {
  const Position& p = midGame();
  runCheck(state, state.range(0), [&](auto& tr) { return scanWin(p.board, p.last(), Rule::Freestyle, tr); });
}

void Gomoku_lines(benchmark::State& state) {
  const Position& p = midGame();
  const LineCounters counters(p.board);
  runCheck(state, state.range(0), [&](auto& tr) { return counters.check(p.last(), p.mover(), Rule::Freestyle, tr); });
}

// The counters' update on a move and its take-back (what lines pays per action besides the check).
void Gomoku_lines_update(benchmark::State& state) {
  const Position& p = midGame();
  LineCounters counters(p.board);
  NullTracer untraced;
  for (auto _ : state) {
    counters.takeBack(p.last(), untraced);
    benchmark::DoNotOptimize(counters.play(p.last(), p.mover(), Rule::Freestyle, untraced));
  }
}

void Gomoku_windows(benchmark::State& state) {
  const Position& p = midGame();
  runCheck(state, state.range(0), [&](auto& tr) { return windowsWin(p.board, p.last(), Rule::Freestyle, tr); });
}

void Gomoku_bitboard(benchmark::State& state) {
  const Position& p = midGame();
  const Bitboard bits(p.board);
  runCheck(state, state.range(0), [&](auto& tr) { return bits.check(p.last(), Rule::Freestyle, tr); });
}

void Gomoku_scan_objc(benchmark::State& state) {
  const Position& p = midGame();
  runCheck(state, state.range(0), [&](auto& tr) { return scanObjcWin(p.board, p.last(), tr); });
}

void Gomoku_scan_java(benchmark::State& state) {
  const Position& p = midGame();
  runCheck(state, state.range(0), [&](auto& tr) { return scanJavaWin(p.board, p.last(), tr); });
}

void Gomoku_windows_csharp(benchmark::State& state) {
  const Position& p = midGame();
  runCheck(state, state.range(0), [&](auto& tr) { return windowsCsharpWin(p.board, p.order, tr); });
}

// lines:js is a state machine: each iteration copies the state before the last click, then clicks.
// Gomoku_lines_js_copy measures the copy alone, to subtract.
LinesJs linesJsBeforeLast(const Position& p) {
  Board before = p.board;
  before.set(p.last(), Stone::None);
  return LinesJs(before, p.mover());
}

void Gomoku_lines_js(benchmark::State& state) {
  const Position& p = midGame();
  const LinesJs base = linesJsBeforeLast(p);
  runCheck(state, state.range(0), [&](auto& tr) {
    LinesJs js = base;
    return js.click(p.last(), tr);
  });
}

void Gomoku_lines_js_copy(benchmark::State& state) {
  const LinesJs base = linesJsBeforeLast(midGame());
  for (auto _ : state) {
    LinesJs js = base;
    benchmark::DoNotOptimize(js);
  }
}

// The same direction scan written as a plain loop with no tracer at all: the baseline for Gomoku_scan/0.
WinResult plainScan(const Board& board, Cell p, Rule rule) {
  const Stone stone = board.at(p);
  for (const Delta d : kDirections) {
    int count = 1;
    for (Cell q = p - d; board.contains(q) && board.at(q) == stone; q = q - d) ++count;
    for (Cell q = p + d; board.contains(q) && board.at(q) == stone; q = q + d) ++count;
    if (runWins(count, rule)) return {stone, runThrough(board, p, d), {}};
  }
  return {};
}

void Gomoku_scan_plain_loop(benchmark::State& state) {
  const Position& p = midGame();
  for (auto _ : state) benchmark::DoNotOptimize(plainScan(p.board, p.last(), Rule::Freestyle));
}

// windows (list built once per check) against windows:csharp (20x20 array rebuilt per stone and direction).
const Position& big() {
  static const Position p = randomPosition(20, 200, 7, true);
  return p;
}

void Gomoku_windows_20x20_200(benchmark::State& state) {
  const Position& p = big();
  runCheck(state, false, [&](auto& tr) { return windowsWin(p.board, p.last(), Rule::Freestyle, tr); });
}

void Gomoku_windows_csharp_20x20_200(benchmark::State& state) {
  const Position& p = big();
  runCheck(state, false, [&](auto& tr) { return windowsCsharpWin(p.board, p.order, tr); });
}

}  // namespace

// Argument: 0 = untraced, 1 = traced.
BENCHMARK(Gomoku_scan)->Arg(0)->Arg(1);
BENCHMARK(Gomoku_lines)->Arg(0)->Arg(1);
BENCHMARK(Gomoku_windows)->Arg(0)->Arg(1);
BENCHMARK(Gomoku_bitboard)->Arg(0)->Arg(1);
BENCHMARK(Gomoku_scan_objc)->Arg(0)->Arg(1);
BENCHMARK(Gomoku_scan_java)->Arg(0)->Arg(1);
BENCHMARK(Gomoku_lines_js)->Arg(0)->Arg(1);
BENCHMARK(Gomoku_windows_csharp)->Arg(0)->Arg(1);
BENCHMARK(Gomoku_lines_update);
BENCHMARK(Gomoku_lines_js_copy);
BENCHMARK(Gomoku_scan_plain_loop);
BENCHMARK(Gomoku_windows_20x20_200);
BENCHMARK(Gomoku_windows_csharp_20x20_200);
