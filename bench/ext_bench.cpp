// Outside programs: win checks per second through the JSON-lines protocol, with the C++ kit's
// example and the Python kit's example, untraced and traced, beside the built-in scan on the same
// position in the same run; and the time for a grade of one buggy Python program (search, find, shrink).
// Goals (docs/performance.md): >= 20,000 checks/s with the C++ kit, >= 3,000/s with the Python kit
// untraced; the grade under 5 s.
//
// Names: Ext_check/<program>/<traced>, Ext_grade/python_missed_diagonal. Wall-clock time (UseRealTime):
// the program's own CPU time is in another process, so the host's CPU time would flatter it.
// Run: boardlab_bench --benchmark_filter=Ext

#include <benchmark/benchmark.h>

#include <memory>
#include <string>

#include "engine/diff/gomoku/gomoku_diff.hpp"
#include "engine/ext/outside.hpp"
#include "engine/gomoku/detector.hpp"
#include "engine/gomoku/game.hpp"
#include "tests/test_paths.hpp"

namespace {

using namespace boardlab;

const std::string kPython = std::string("python3 ") + testpaths::source + "/examples/programs/python/";
const std::string kCpp = std::string(testpaths::cppExamples) + "/example_cpp_";

// A mid-game 15x15 position with no five: 30 stones in a loose pattern, the last one to be checked.
gomoku::Game midGame() {
  gomoku::Game game(gomoku::Board(15, 15), gomoku::Stone::Black, gomoku::Rule::Freestyle);
  for (int i = 0; i < 30; ++i) game.play({(i * 7 + i / 5) % 15, (i * 4 + 3) % 15});
  return game;
}

std::string registered(const std::string& command) {
  const std::string name = "ext:" + command;
  if (!ext::findOutside(name)) {
    std::string error;
    if (!ext::addOutside("gomoku", name, "", "", {}, error)) return "";
  }
  return name;
}

void checks(benchmark::State& state, const std::string& algo, bool traced) {
  const std::string name = algo == "scan" ? algo : registered(algo);
  if (name.empty()) {
    state.SkipWithError(("cannot start " + algo).c_str());
    return;
  }
  const gomoku::Game game = midGame();
  const gomoku::Action action{gomoku::Action::Kind::Place, game.moves().back().cell};
  auto detector = gomoku::makeDetector(name, game);
  std::size_t steps = 0;
  for (auto _ : state) {
    if (traced) {
      Recorder rec(name);
      benchmark::DoNotOptimize(detector->onAction(game, action, &rec));
      steps += rec.trace().steps.size();
    } else {
      benchmark::DoNotOptimize(detector->onAction(game, action, nullptr));
    }
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["steps"] =
      benchmark::Counter(static_cast<double>(steps) / static_cast<double>(std::max<int64_t>(1, state.iterations())));
}

void Ext_grade(benchmark::State& state) {
  const std::string name = registered(kPython + "gomoku_missed_diagonal.py");
  for (auto _ : state) {
    diff::GomokuSearchOptions options;
    options.algoA = "scan";
    options.algoB = name;
    diff::GomokuSearch search(options);
    search.run();
    if (search.state() != diff::SearchState::Found) state.SkipWithError("the bug was not found");
    state.counters["actions"] = static_cast<double>(search.result()->record.actions.size());
    state.counters["tried"] = search.progress().tried;
  }
}

}  // namespace

BENCHMARK_CAPTURE(checks, Ext_check / scan / 0, std::string("scan"), false)->UseRealTime();
BENCHMARK_CAPTURE(checks, Ext_check / scan / 1, std::string("scan"), true)->UseRealTime();
BENCHMARK_CAPTURE(checks, Ext_check / cpp_kit / 0, kCpp + "gomoku_check", false)->UseRealTime();
BENCHMARK_CAPTURE(checks, Ext_check / cpp_kit / 1, kCpp + "gomoku_check", true)->UseRealTime();
BENCHMARK_CAPTURE(checks, Ext_check / python_kit / 0, kPython + "gomoku_check.py", false)->UseRealTime();
BENCHMARK_CAPTURE(checks, Ext_check / python_kit / 1, kPython + "gomoku_check.py", true)->UseRealTime();
BENCHMARK(Ext_grade)
    ->Name("Ext_grade/python_missed_diagonal")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->UseRealTime();
