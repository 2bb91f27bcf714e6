// A teacher's grade of a class: 40 programs of the examples' mix (correct, buggy and misbehaving, in
// Python, JavaScript and C++) graded against `scan` by the real `boardlab-cli grade`, serially and with
// --jobs 2, in the same run. Goal: the class in under 60 s on 2 cores with --jobs.
//
// Names: Grade_class/jobs:N. Wall-clock time (UseRealTime): the programs run in other processes. One
// iteration each: a grade takes tens of seconds (scripts/bench.sh runs this binary once, not 5 times).
// Run: boardlab_grade_bench

#include <benchmark/benchmark.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include "tests/test_paths.hpp"

namespace {

namespace fs = std::filesystem;

const std::string kSource = testpaths::source;

// The programs file of the class: four of each block of ten.
fs::path classFile(const fs::path& dir) {
  const std::string py = "python3 " + kSource + "/examples/programs/python/";
  const std::string js = "node " + kSource + "/examples/programs/js/";
  const std::string cpp = std::string(testpaths::cppExamples) + "/example_cpp_";
  const std::string misbehave = "python3 " + kSource + "/tests/programs/misbehave.py ";
  const std::string block[] = {py + "gomoku_check.py",           py + "gomoku_check.py",
                               py + "gomoku_check.py",           py + "gomoku_missed_diagonal.py",
                               py + "gomoku_missed_diagonal.py", js + "gomoku_check.js",
                               js + "gomoku_edge_skipped.js",    cpp + "gomoku_check",
                               misbehave + "crash-every 10",     misbehave + "garbage"};
  const fs::path file = dir / "class.txt";
  std::ofstream out(file);
  for (int k = 0; k < 4; ++k)
    for (int i = 0; i < 10; ++i) out << "student" << k * 10 + i << "=" << block[i] << "\n";
  return file;
}

void gradeClass(benchmark::State& state) {
  const int jobs = static_cast<int>(state.range(0));
  const fs::path dir = fs::temp_directory_path() / ("boardlab-grade-bench-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string command = std::string(testpaths::cli) + " grade --reference scan --programs " +
                              classFile(dir).string() + " --jobs " + std::to_string(jobs) + " --out " +
                              (dir / "marks").string() + " > /dev/null 2>&1";
  for (auto _ : state)
    if (std::system(command.c_str()) != 0) state.SkipWithError("the grade failed");
  state.counters["programs"] = 40;
  fs::remove_all(dir);
}
BENCHMARK(gradeClass)
    ->Name("Grade_class")
    ->ArgName("jobs")
    ->Arg(1)
    ->Arg(2)
    ->Iterations(1)
    ->UseRealTime()
    ->Unit(benchmark::kSecond);

// A course's class at scale: 200 programs (per ten: four correct, three buggy, a slow starter that takes 0.3 s
// to answer its first request, a misbehaving one, one in C++), 200 random inputs each.
fs::path scaleClassFile(const fs::path& dir) {
  const std::string py = "python3 " + kSource + "/examples/programs/python/";
  const std::string js = "node " + kSource + "/examples/programs/js/";
  const std::string block[] = {
      py + "gomoku_check.py",
      py + "gomoku_check.py",
      js + "gomoku_check.js",
      std::string(testpaths::cppExamples) + "/example_cpp_gomoku_check",
      py + "gomoku_missed_diagonal.py",
      js + "gomoku_edge_skipped.js",
      py + "gomoku_missed_diagonal.py",
      "sh -c 'sleep 0.3; exec python3 " + kSource + "/examples/programs/python/gomoku_check.py'",
      "python3 " + kSource + "/tests/programs/misbehave.py garbage",
      js + "gomoku_check.js"};
  const fs::path file = dir / "class.txt";
  std::ofstream out(file);
  for (int k = 0; k < 20; ++k)
    for (int i = 0; i < 10; ++i) out << "s" << k * 10 + i << "=" << block[i] << "\n";
  return file;
}

constexpr int kScalePrograms = 200, kScaleTries = 200, kCores = 2;

std::string gradeCommand(const fs::path& classFile, const std::string& rest) {
  return std::string(testpaths::cli) + " grade --reference scan --tries " + std::to_string(kScaleTries) +
         " --jobs 2 --programs " + classFile.string() + " " + rest + " > /dev/null 2>&1";
}

// Programs per minute per core, from the run's wall time.
void perCore(benchmark::State& state, int programs) {
  state.counters["programs"] = programs;
  state.counters["programs_per_min_per_core"] =
      benchmark::Counter(programs * 60.0 / kCores, benchmark::Counter::kIsRate);
}

// The class in one run on this machine (--jobs 2).
void gradeScale(benchmark::State& state) {
  const fs::path dir = fs::temp_directory_path() / ("boardlab-grade-scale-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string command = gradeCommand(scaleClassFile(dir), "--out " + (dir / "marks").string());
  for (auto _ : state)
    if (std::system(command.c_str()) != 0) state.SkipWithError("the grade failed");
  perCore(state, kScalePrograms);
  fs::remove_all(dir);
}
BENCHMARK(gradeScale)->Name("Grade_scale/jobs:2")->Iterations(1)->UseRealTime()->Unit(benchmark::kSecond);

// The same class as 4 shards, one after the other (as 4 machines would run them at once): their sum.
void gradeScaleShards(benchmark::State& state) {
  const fs::path dir = fs::temp_directory_path() / ("boardlab-grade-shards-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const fs::path list = scaleClassFile(dir);
  for (auto _ : state)
    for (int i = 1; i <= 4; ++i) {
      const std::string command =
          gradeCommand(list, "--shard " + std::to_string(i) + "/4 --out " + (dir / std::to_string(i)).string());
      if (std::system(command.c_str()) != 0) state.SkipWithError("a shard failed");
    }
  perCore(state, kScalePrograms);
  fs::remove_all(dir);
}
BENCHMARK(gradeScaleShards)
    ->Name("Grade_scale_shards/shards:4")
    ->Iterations(1)
    ->UseRealTime()
    ->Unit(benchmark::kSecond);

// The merge of a class of 1,000 programs from its 4 shards (graded first, untimed: programs that fail on
// their first input, so that grading them is quick; each report still holds its board and message).
void gradeMerge(benchmark::State& state) {
  const fs::path dir = fs::temp_directory_path() / ("boardlab-grade-merge-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  {
    std::ofstream out(dir / "class.txt");
    for (int i = 0; i < 1000; ++i)
      out << "s" << i << "=python3 " << kSource << "/tests/programs/misbehave.py garbage\n";
  }
  std::string parts;
  for (int i = 1; i <= 4; ++i) {
    const fs::path part = dir / std::to_string(i);
    const std::string command = std::string(testpaths::cli) +
                                " grade --reference scan --tries 10 --jobs 2 --programs " +
                                (dir / "class.txt").string() + " --shard " + std::to_string(i) + "/4 --out " +
                                part.string() + " > /dev/null 2>&1";
    if (std::system(command.c_str()) != 0) state.SkipWithError("a shard failed");
    parts += " " + part.string();
  }
  const std::string merge =
      std::string(testpaths::cli) + " grade --merge" + parts + " --out " + (dir / "marks").string() + " > /dev/null";
  for (auto _ : state)
    if (std::system(merge.c_str()) != 0) state.SkipWithError("the merge failed");
  state.counters["programs"] = 1000;
  fs::remove_all(dir);
}
BENCHMARK(gradeMerge)->Name("Grade_merge/programs:1000")->Iterations(1)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace
