// Gomoku win checks: nanoseconds per check of every algorithm, untraced and traced, on seeded random
// mid-game positions at 15x15, 19x19 and 20x20; windows against windows:csharp on 20x20 with 200 stones;
// a plain loop scan with no tracing hooks, to show that the untraced template costs nothing extra; and
// whole random games replayed action by action through each algorithm's detector (moves per second).
//
// Names: Gomoku_<algo>/<size>/<traced> (traced: 0 = NullTracer, 1 = Recorder). scripts/bench_table.py
// pairs each measure with its peer by these names, so keep them stable.
//
// Run: boardlab_bench --benchmark_filter=Gomoku

#include <benchmark/benchmark.h>

#include <array>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "bench/any_five.hpp"
#include "engine/gomoku/algorithms.hpp"
#include "engine/gomoku/bitboard.hpp"
#include "engine/gomoku/detector.hpp"
#include "engine/gomoku/lines.hpp"
#include "engine/gomoku/lines_js.hpp"
#include "engine/gomoku/record.hpp"
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

using boardlab::bench::anyFive;

// Keeps the top rows' outer columns empty, where windows:csharp's diagonal checks would index past its
// 20x20 array and end the check early with a fault: the benchmark wants its full cost, and every position
// is at most 20x20 so its Convert2Array never faults.
Position randomPosition(int size, int stones, std::mt19937& rng) {
  for (;;) {
    Position p{Board(size, size), {}};
    Stone s = Stone::Black;
    while (static_cast<int>(p.order.size()) < stones) {
      const Cell c{static_cast<int>(rng() % static_cast<unsigned>(size)),
                   static_cast<int>(rng() % static_cast<unsigned>(size))};
      if (c.row <= 9 && (c.col < 4 || c.col >= size - 4)) continue;
      if (p.board.at(c) != Stone::None) continue;
      p.board.set(c, s);
      p.order.push_back(c);
      s = opponent(s);
    }
    NullTracer untraced;
    if (!anyFive(p.board) && windowsCsharpWin(p.board, p.order, untraced).fault.empty()) return p;
  }
}

// A check's cost depends on where the last stone lies (edges, neighbours), so each measure cycles over
// several positions instead of timing one cell. Mid-game: about a quarter of the points hold a stone.
constexpr std::size_t kPositions = 32;

const std::vector<Position>& positions(int size) {
  static std::array<std::unique_ptr<std::vector<Position>>, Board::kMaxSize + 1> cache;
  auto& slot = cache[static_cast<std::size_t>(size)];
  if (!slot) {
    std::mt19937 rng(2024u + static_cast<unsigned>(size));
    slot = std::make_unique<std::vector<Position>>();
    for (std::size_t i = 0; i < kPositions; ++i) slot->push_back(randomPosition(size, size * size / 4, rng));
  }
  return *slot;
}

// Approximate heap + inline size of a trace, for the report.
std::size_t traceBytes(const Trace& t) {
  std::size_t bytes = sizeof(Trace) + t.steps.capacity() * sizeof(Step);
  for (const Step& s : t.steps) {
    bytes += s.narration.capacity();
    bytes += s.marks.capacity() * sizeof(CellMark) + s.arrows.capacity() * sizeof(Arrow);
    for (const Arrow& a : s.arrows) bytes += a.label.capacity();
    bytes += s.watch.capacity() * sizeof(Watch);
    for (const Watch& w : s.watch) bytes += w.name.capacity() + w.value.capacity();
  }
  return bytes;
}

// Runs `check(i, tracer)` on position i (cycling) per iteration: untraced with the NullTracer, traced with a
// fresh Recorder (the workbench records one trace per analysed move, so building it is part of the cost).
template <class Check>
void runCheck(benchmark::State& state, std::size_t count, bool traced, Check check) {
  std::size_t i = 0, steps = 0, bytes = 0;
  for (auto _ : state) {
    if (traced) {
      Recorder rec("bench");
      benchmark::DoNotOptimize(check(i, rec));
      steps += rec.trace().steps.size();
      bytes += traceBytes(rec.trace());
    } else {
      NullTracer untraced;
      benchmark::DoNotOptimize(check(i, untraced));
    }
    if (++i == count) i = 0;
  }
  // Say what the checks concluded, so a fault or a win that ends a check early is visible in the output.
  int wins = 0, faults = 0;
  for (std::size_t k = 0; k < count; ++k) {
    NullTracer untraced;
    const WinResult r = check(k, untraced);
    wins += r.won();
    faults += !r.fault.empty();
  }
  state.SetLabel(std::to_string(wins) + " win, " + std::to_string(faults) + " fault of " + std::to_string(count));
  if (traced) {
    const auto n = static_cast<double>(state.iterations());
    state.counters["steps"] = static_cast<double>(steps) / n;
    state.counters["bytes"] = static_cast<double>(bytes) / n;
  }
}

int sizeArg(const benchmark::State& state) { return static_cast<int>(state.range(0)); }
bool tracedArg(const benchmark::State& state) { return state.range(1) != 0; }

void Gomoku_scan(benchmark::State& state) {
  const auto& ps = positions(sizeArg(state));
  runCheck(state, ps.size(), tracedArg(state),
           [&](std::size_t i, auto& tr) { return scanWin(ps[i].board, ps[i].last(), Rule::Freestyle, tr); });
}

void Gomoku_lines(benchmark::State& state) {
  const auto& ps = positions(sizeArg(state));
  std::vector<LineCounters> counters;
  for (const Position& p : ps) counters.emplace_back(p.board);
  runCheck(state, ps.size(), tracedArg(state), [&](std::size_t i, auto& tr) {
    return counters[i].check(ps[i].last(), ps[i].mover(), Rule::Freestyle, tr);
  });
}

// The counters' update on a move and its take-back (what lines pays per action besides the check).
void Gomoku_lines_update(benchmark::State& state) {
  const auto& ps = positions(sizeArg(state));
  std::vector<LineCounters> counters;
  for (const Position& p : ps) counters.emplace_back(p.board);
  NullTracer untraced;
  std::size_t i = 0;
  for (auto _ : state) {
    counters[i].takeBack(ps[i].last(), untraced);
    benchmark::DoNotOptimize(counters[i].play(ps[i].last(), ps[i].mover(), Rule::Freestyle, untraced));
    if (++i == ps.size()) i = 0;
  }
}

void Gomoku_windows(benchmark::State& state) {
  const auto& ps = positions(sizeArg(state));
  runCheck(state, ps.size(), tracedArg(state),
           [&](std::size_t i, auto& tr) { return windowsWin(ps[i].board, ps[i].last(), Rule::Freestyle, tr); });
}

void Gomoku_bitboard(benchmark::State& state) {
  const auto& ps = positions(sizeArg(state));
  std::vector<Bitboard> bits;
  for (const Position& p : ps) bits.emplace_back(p.board);
  runCheck(state, ps.size(), tracedArg(state),
           [&](std::size_t i, auto& tr) { return bits[i].check(ps[i].last(), Rule::Freestyle, tr); });
}

void Gomoku_scan_objc(benchmark::State& state) {
  const auto& ps = positions(sizeArg(state));
  runCheck(state, ps.size(), tracedArg(state),
           [&](std::size_t i, auto& tr) { return scanObjcWin(ps[i].board, ps[i].last(), tr); });
}

void Gomoku_scan_java(benchmark::State& state) {
  const auto& ps = positions(sizeArg(state));
  runCheck(state, ps.size(), tracedArg(state),
           [&](std::size_t i, auto& tr) { return scanJavaWin(ps[i].board, ps[i].last(), tr); });
}

void Gomoku_windows_csharp(benchmark::State& state) {
  const auto& ps = positions(sizeArg(state));
  runCheck(state, ps.size(), tracedArg(state),
           [&](std::size_t i, auto& tr) { return windowsCsharpWin(ps[i].board, ps[i].order, tr); });
}

// lines:js is a state machine: each iteration copies the state before the last click, then clicks.
// Gomoku_lines_js_copy measures the copy alone, so the table can show how much of lines:js it is.
LinesJs linesJsBeforeLast(const Position& p) {
  Board before = p.board;
  before.set(p.last(), Stone::None);
  return LinesJs(before, p.mover());
}

std::vector<LinesJs> linesJsStates(const std::vector<Position>& ps) {
  std::vector<LinesJs> states;
  for (const Position& p : ps) states.push_back(linesJsBeforeLast(p));
  return states;
}

void Gomoku_lines_js(benchmark::State& state) {
  const auto& ps = positions(sizeArg(state));
  const std::vector<LinesJs> base = linesJsStates(ps);
  runCheck(state, ps.size(), tracedArg(state), [&](std::size_t i, auto& tr) {
    LinesJs js = base[i];
    return js.click(ps[i].last(), tr);
  });
}

void Gomoku_lines_js_copy(benchmark::State& state) {
  const std::vector<LinesJs> base = linesJsStates(positions(sizeArg(state)));
  std::size_t i = 0;
  for (auto _ : state) {
    LinesJs js = base[i];
    benchmark::DoNotOptimize(js);
    if (++i == base.size()) i = 0;
  }
}

// The baseline for Gomoku_scan/N/0: scanWin's code (scan.hpp) line for line with every tracing hook deleted
// (no Tracer parameter, no step() calls, no `seen` list). The same logic on both sides, so any difference
// between the two is what the hooks cost when the NullTracer turns them off.
// Both sides are kept out of line (plainScan here, untracedScan below), so the compiler's inlining choices
// for the benchmark loop cannot differ between them and only their bodies are compared.
[[gnu::noinline]] WinResult plainScan(const Board& board, Cell p, Rule rule) {
  const Stone stone = board.get(p);
  if (stone == Stone::None) return {};
  for (std::size_t di = 0; di < kDirections.size(); ++di) {
    const Delta d = kDirections[di];
    int count = 1;
    for (int sign : {-1, +1}) {
      const Delta step = sign * d;
      Cell q = p + step;
      while (board.contains(q) && board.at(q) == stone) {
        ++count;
        q = q + step;
      }
    }
    if (runWins(count, rule, stone, false)) return {stone, runThrough(board, p, d), {}};
  }
  return {};
}

// What every check above pays besides its own work: the benchmark loop, cycling over the positions, and
// building and destroying the WinResult (it holds a vector and a string). A check cannot be faster than this.
void Gomoku_call_floor(benchmark::State& state) {
  const auto& ps = positions(sizeArg(state));
  runCheck(state, ps.size(), false, [&](std::size_t i, auto&) {
    benchmark::DoNotOptimize(ps[i].last());
    return WinResult{};
  });
}

[[gnu::noinline]] WinResult untracedScan(const Board& board, Cell p, Rule rule) {
  NullTracer untraced;
  return scanWin(board, p, rule, untraced);
}

// Gomoku_scan/N/0 through the same out-of-line call as the baseline: the pair for the "tracing costs
// nothing when off" goal.
void Gomoku_scan_untraced_call(benchmark::State& state) {
  const auto& ps = positions(sizeArg(state));
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(untracedScan(ps[i].board, ps[i].last(), Rule::Freestyle));
    if (++i == ps.size()) i = 0;
  }
}

void Gomoku_scan_plain_loop(benchmark::State& state) {
  const auto& ps = positions(sizeArg(state));
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(plainScan(ps[i].board, ps[i].last(), Rule::Freestyle));
    if (++i == ps.size()) i = 0;
  }
}

// windows (list built once per check) against windows:csharp (20x20 array rebuilt per stone and direction),
// on the position the issue names: 20x20 with 200 stones.
const Position& big() {
  static const Position p = [] {
    std::mt19937 rng(7);
    return randomPosition(20, 200, rng);
  }();
  return p;
}

void Gomoku_windows_20x20_200(benchmark::State& state) {
  const Position& p = big();
  runCheck(state, 1, false, [&](std::size_t, auto& tr) { return windowsWin(p.board, p.last(), Rule::Freestyle, tr); });
}

void Gomoku_windows_csharp_20x20_200(benchmark::State& state) {
  const Position& p = big();
  runCheck(state, 1, false, [&](std::size_t, auto& tr) { return windowsCsharpWin(p.board, p.order, tr); });
}

// A whole seeded random game: random empty points until someone makes five (or the board fills).
GameRecord randomGame(int size, unsigned seed) {
  Game g(Board(size, size));
  std::mt19937 rng(seed);
  GameRecord r;
  r.start = Board(size, size);
  while (!g.over() && g.board().count(Stone::None) > 0) {
    const Cell c{static_cast<int>(rng() % static_cast<unsigned>(size)),
                 static_cast<int>(rng() % static_cast<unsigned>(size))};
    if (g.board().at(c) != Stone::None) continue;
    g.play(c);
    r.actions.push_back({Action::Kind::Place, c});
  }
  return r;
}

// The game replayed action by action, as the CLI's detection and the workbench's analysis do: the real game
// applies each move and the algorithm's detector (untraced) checks it. Every action is fed even after a
// detector reports a win or a fault, so all algorithms do the same number of moves.
void Gomoku_replay(benchmark::State& state, std::string algo, int size) {
  const GameRecord record = randomGame(size, 99);
  for (auto _ : state) {
    Game game(record.start, record.toMove, record.rule);
    const std::unique_ptr<Detector> detector = makeDetector(algo, game);
    for (const Action& a : record.actions) {
      apply(game, a);
      benchmark::DoNotOptimize(detector->onAction(game, a, nullptr));
    }
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(record.actions.size()));
  state.counters["moves"] = static_cast<double>(record.actions.size());
}

// The real game alone (Game::play and its own win check), the floor under every replay above.
void Gomoku_replay_game_only(benchmark::State& state, int size) {
  const GameRecord record = randomGame(size, 99);
  for (auto _ : state) {
    Game game(record.start, record.toMove, record.rule);
    for (const Action& a : record.actions) benchmark::DoNotOptimize(apply(game, a));
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(record.actions.size()));
  state.counters["moves"] = static_cast<double>(record.actions.size());
}

void sizesTraced(benchmark::internal::Benchmark* b) {
  b->ArgNames({"size", "traced"});
  for (int size : {15, 19, 20})
    for (int traced : {0, 1}) b->Args({size, traced});
}

void sizes(benchmark::internal::Benchmark* b) {
  b->ArgName("size");
  for (int size : {15, 19, 20}) b->Arg(size);
}

[[maybe_unused]] const bool registeredReplays = [] {
  for (const AlgorithmInfo* info : algorithms())
    benchmark::RegisterBenchmark(("Gomoku_replay/" + std::string(info->name) + "/15").c_str(),
                                 [name = std::string(info->name)](benchmark::State& s) { Gomoku_replay(s, name, 15); })
        ->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("Gomoku_replay/game_only/15", [](benchmark::State& s) {
    Gomoku_replay_game_only(s, 15);
  })->Unit(benchmark::kMicrosecond);
  return true;
}();

}  // namespace

BENCHMARK(Gomoku_scan)->Apply(sizesTraced);
BENCHMARK(Gomoku_lines)->Apply(sizesTraced);
BENCHMARK(Gomoku_windows)->Apply(sizesTraced);
BENCHMARK(Gomoku_bitboard)->Apply(sizesTraced);
BENCHMARK(Gomoku_scan_objc)->Apply(sizesTraced);
BENCHMARK(Gomoku_scan_java)->Apply(sizesTraced);
BENCHMARK(Gomoku_lines_js)->Apply(sizesTraced);
BENCHMARK(Gomoku_windows_csharp)->Apply(sizesTraced);
BENCHMARK(Gomoku_lines_update)->Apply(sizes);
BENCHMARK(Gomoku_lines_js_copy)->Apply(sizes);
BENCHMARK(Gomoku_scan_untraced_call)->Apply(sizes);
BENCHMARK(Gomoku_scan_plain_loop)->Apply(sizes);
BENCHMARK(Gomoku_call_floor)->Apply(sizes);
BENCHMARK(Gomoku_windows_20x20_200);
BENCHMARK(Gomoku_windows_csharp_20x20_200)->Unit(benchmark::kMicrosecond);
