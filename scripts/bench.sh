#!/usr/bin/env bash
# The performance suite: builds BoardLab in Release with the benchmarks, runs every benchmark binary with
# JSON output (repetitions, median aggregates), times the first frame under Xvfb, and prints one Markdown
# table: each measure's median, the ratio to its peer measured in the same run, and the issue's goals.
# Usage: scripts/bench.sh [BUILD_DIR]   (default build-bench; raw JSON goes to out/bench/)
# Environment: BENCH_REPETITIONS (default 5), BENCH_MIN_TIME (seconds per repetition, default 0.1),
# BENCH_NO_BUILD=1 to run binaries already built in BUILD_DIR (same options) without building.
set -euo pipefail
cd "$(dirname "$0")/.."

build="${1:-build-bench}"
reps="${BENCH_REPETITIONS:-5}"
min_time="${BENCH_MIN_TIME:-0.1}"
out="out/bench"
start=$(date +%s)

if [ "${BENCH_NO_BUILD:-0}" != 1 ]; then
  scripts/setup.sh "$build" -DBOARDLAB_BUILD_BENCH=ON -DBOARDLAB_BUILD_TESTS=OFF
fi
mkdir -p "$out"

# Medians of several short repetitions: the machine may be shared, and a median shrugs off the moments when
# another process takes the core, where a mean over one long run would not.
run_bench() {
  local binary="$1" json="$2"
  echo "bench: $(basename "$binary")" >&2
  "$binary" --benchmark_format=json --benchmark_repetitions="$reps" --benchmark_report_aggregates_only=true \
    --benchmark_min_time="$min_time" >"$json"
}
run_bench "$build/bench/boardlab_bench" "$out/engine.json"
run_bench "$build/bench/boardlab_trace_bench" "$out/trace.json"
run_bench "$build/bench/boardlab_ui_bench" "$out/ui.json"
# A class of 40 programs graded serially and with --jobs 2: one run each (a grade takes tens of seconds).
echo "bench: boardlab_grade_bench" >&2
"$build/bench/boardlab_grade_bench" --benchmark_format=json >"$out/grade.json"

# Xvfb is started once around the timing script, so its own start-up is not part of any run; the screen
# matches scripts/test.sh. Runs under the caller's display when there is one.
echo "bench: first frame" >&2
first_frame=(python3 scripts/first_frame.py --boardlab "$build/app/boardlab"
  --probe "$build/bench/libboardlab_first_frame_probe.so" --floor "$build/bench/boardlab_first_frame_floor"
  --runs 7 --out "$out/first_frame.json")
if [ -n "${DISPLAY:-}" ]; then
  "${first_frame[@]}"
else
  xvfb-run -a -s "-screen 0 1920x1200x24" "${first_frame[@]}"
fi

python3 scripts/bench_table.py "$out/engine.json" "$out/trace.json" "$out/ui.json" "$out/grade.json" "$out/first_frame.json" | tee "$out/table.md"
built="build included"
[ "${BENCH_NO_BUILD:-0}" != 1 ] || built="no build"
echo "bench: done in $(($(date +%s) - start)) s ($built); JSON and table in $out/" >&2
