// Predict and simulate mode's cost on the largest boards the UI takes: a 64x64 link mid-game, the 0-1
// BFS (the longest traces of questions: layers of hundreds of cells). The questions are made once per
// scene, from the scene recorded again in English: compare the untraced query, the traced one, the traced
// one with its questions, and the simulation's steps, as ratios in one run.

#include <benchmark/benchmark.h>

#include "engine/core/game_module.hpp"
#include "engine/core/simulate.hpp"
#include "engine/link/algorithms.hpp"
#include "engine/link/bfs.hpp"
#include "engine/link/board.hpp"
#include "engine/link/board_file.hpp"
#include "link_boards.hpp"

namespace {

using namespace boardlab;

struct BigScene {
  bench::MidGame game = bench::midGame(64, 64, 30);
  std::vector<Scene> scenes;  // one per pair, bfs
};

const BigScene& big() {
  static const BigScene s = [] {
    BigScene b;
    const std::string text = link::saveBoardFile(b.game.board);
    for (const link::Pair& p : b.game.queries) {
      Scene scene{.game = "link", .boardText = text, .algo = "bfs"};
      scene.set("from", link::cellName(p.a));
      scene.set("to", link::cellName(p.b));
      b.scenes.push_back(std::move(scene));
      if (b.scenes.size() == 32) break;
    }
    return b;
  }();
  return s;
}

void BM_Quiz64_Untraced(benchmark::State& state) {
  const BigScene& b = big();
  std::size_t i = 0;
  for (auto _ : state) {
    const link::Pair& p = b.game.queries[i % b.scenes.size()];
    benchmark::DoNotOptimize(link::query(&link::kBfs, b.game.board, p.a, p.b));
    ++i;
  }
}

void BM_Quiz64_Traced(benchmark::State& state) {
  const BigScene& b = big();
  const GameModule& link = *findGame("link");
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(link.traceScene(b.scenes[i++ % b.scenes.size()]));
}

void BM_Quiz64_TracedWithQuestions(benchmark::State& state) {
  const BigScene& b = big();
  const GameModule& link = *findGame("link");
  const i18n::LanguageScope english(i18n::Language::English);
  std::size_t i = 0, questions = 0;
  for (auto _ : state) {
    const SceneTrace run = link.traceScene(b.scenes[i++ % b.scenes.size()]);
    questions += link.questions(run).size();
  }
  state.counters["questions/scene"] = static_cast<double>(questions) / static_cast<double>(state.iterations());
}

void BM_Quiz64_TracedWithSimulation(benchmark::State& state) {
  const BigScene& b = big();
  const GameModule& link = *findGame("link");
  std::size_t i = 0, clicks = 0;
  for (auto _ : state) {
    const SceneTrace run = link.traceScene(b.scenes[i++ % b.scenes.size()]);
    for (const SimulationStep& s : simulationSteps(run.trace)) clicks += s.cells.size();
  }
  state.counters["clicks/scene"] = static_cast<double>(clicks) / static_cast<double>(state.iterations());
}

}  // namespace

BENCHMARK(BM_Quiz64_Untraced);
BENCHMARK(BM_Quiz64_Traced)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Quiz64_TracedWithQuestions)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Quiz64_TracedWithSimulation)->Unit(benchmark::kMicrosecond);
