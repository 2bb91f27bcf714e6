// CPU time to build one workbench frame with ImGui's null backend: NewFrame, every panel, Render.
// The two busiest scenes the issues name: gomoku 20x20 analysed with `lines`, its heat map and every
// side-panel section open; link 64x64 analysed with `bfs`, mid-trace so the frontier is drawn.

#include <benchmark/benchmark.h>

#include <random>

#include "app/workbench/games/gomoku/gomoku_view.hpp"
#include "app/workbench/games/link/link_view.hpp"
#include "app/workbench/platform/headless_imgui.hpp"
#include "app/workbench/shell/workbench.hpp"
#include "app/workbench/views/style.hpp"
#include "engine/link/bfs.hpp"
#include "engine/link/game.hpp"
#include "engine/link/generator.hpp"

namespace boardlab::ui {
namespace {

// A seeded 20x20 middle game: 120 random moves, stopping short of any win.
gomoku::Game middleGame20() {
  gomoku::Game g(gomoku::Board(20, 20));
  std::mt19937 rng(2026);
  std::uniform_int_distribution<int> coord(0, 19);
  while (g.moves().size() < 120) {
    const Cell c{coord(rng), coord(rng)};
    if (g.board().at(c) != gomoku::Stone::None) continue;
    g.play(c);
    if (g.over()) g.takeBack();
  }
  return gomoku::Game(g.board(), g.toMove());  // the position, replayed as one move below
}

void BM_FrameGomoku20LinesHeatMapAllPanels(benchmark::State& state) {
  HeadlessImGui imgui(1440, 900);
  Workbench bench(Settings{}, {}, 1.0f);
  gomoku::Game g = middleGame20();
  for (int c = 0; c < 20 && g.moves().empty(); ++c)
    for (int r = 0; r < 20 && g.moves().empty(); ++r)
      if (g.board().at({c, r}) == gomoku::Stone::None) g.play({c, r});
  bench.viewOf<GomokuView>().setGame(g, "");
  bench.viewOf<GomokuView>().analysis().setAlgorithm("lines");
  bench.viewOf<GomokuView>().setHeatMap(1);
  setExpandAllSections(true);
  const auto body = [&] { bench.frame(); };
  for (int i = 0; i < 3; ++i) imgui.frame(body);
  bench.viewOf<GomokuView>().analysis().cursor().jump(bench.viewOf<GomokuView>().analysis().cursor().size() / 2);
  for (auto _ : state) imgui.frame(body);
  setExpandAllSections(false);
  state.counters["trace_steps"] = static_cast<double>(bench.viewOf<GomokuView>().analysis().cursor().size());
}
BENCHMARK(BM_FrameGomoku20LinesHeatMapAllPanels)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

void BM_FrameLink64BfsFrontier(benchmark::State& state) {
  HeadlessImGui imgui(1440, 900);
  Workbench bench(Settings{}, {}, 1.0f);
  link::GenerateOptions o;
  o.cols = 64;
  o.rows = 64;
  o.faces = 36;
  o.seed = 5;
  link::Generated gen = link::generateBoard(o);
  // Mid-game: the first half of the solution removed, so paths have room to wander.
  for (std::size_t i = 0; i < gen.solution.size() / 2; ++i)
    link::removePair(gen.board, gen.solution[i].a, gen.solution[i].b);
  const link::Pair query = gen.solution[gen.solution.size() - 1];
  bench.viewOf<LinkView>().show(gen.board, "");
  bench.viewOf<LinkView>().analysis().setAlgorithm(&link::kBfs);
  bench.viewOf<LinkView>().analysePair(query.a, query.b);
  setExpandAllSections(true);
  const auto body = [&] { bench.frame(); };
  for (int i = 0; i < 3; ++i) imgui.frame(body);
  bench.viewOf<LinkView>().analysis().cursor().jump(bench.viewOf<LinkView>().analysis().cursor().size() / 2);
  for (auto _ : state) imgui.frame(body);
  setExpandAllSections(false);
  state.counters["trace_steps"] = static_cast<double>(bench.viewOf<LinkView>().analysis().cursor().size());
}
BENCHMARK(BM_FrameLink64BfsFrontier)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly(true);

}  // namespace
}  // namespace boardlab::ui
