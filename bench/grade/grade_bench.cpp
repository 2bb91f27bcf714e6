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

}  // namespace
