#!/usr/bin/env bash
# The page's speed (docs/web.md, "Speed"): the engine's scan and corners benchmarks built natively (as
# scripts/bench.sh builds them) and compiled to WebAssembly with emscripten, run one after the other in the
# same run (node for the wasm: the engine of Chromium's V8), medians of repetitions, and one table of the
# wasm/native ratios. Usage: scripts/bench-web.sh [FILTER]   (default: 'Gomoku_scan/|BM_Corners_')
# Then a user's program in the page against the desktop (bench/web/programs_bench.py), and the page's first
# frame and a search's speed and frames per second in it (bench/web/page_bench.py).
# Environment: BENCH_REPETITIONS (default 5), BENCH_MIN_TIME (seconds per repetition, default 0.2),
# BENCH_PROGRAM_TRIES (random games of the programs' search, default 200), BENCH_SEARCH_SECONDS (how long the
# page's search is watched, default 20).
set -euo pipefail
cd "$(dirname "$0")/.."
filter="${1:-Gomoku_scan/|BM_Corners_}"
reps="${BENCH_REPETITIONS:-5}"
min_time="${BENCH_MIN_TIME:-0.2}"
out="out/bench"
mkdir -p "$out"

scripts/setup.sh build-bench -DBOARDLAB_BUILD_BENCH=ON -DBOARDLAB_BUILD_TESTS=OFF
scripts/install-packages.sh emscripten nodejs
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
gbench="$(scripts/debian-source.sh benchmark)"
imgui="$(scripts/debian-source.sh imgui)"
emcmake cmake -S . -B build-web-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DBOARDLAB_PCH=OFF -DBOARDLAB_BUILD_BENCH=ON \
  "-DBOARDLAB_IMGUI_SOURCE=$imgui" "-DBOARDLAB_BENCHMARK_SOURCE=$gbench" >/dev/null
cmake --build build-web-bench -j 2 --target boardlab_bench_web

options=(--benchmark_filter="$filter" --benchmark_format=json --benchmark_repetitions="$reps"
  --benchmark_report_aggregates_only=true --benchmark_min_time="$min_time")
echo "bench: native" >&2
build-bench/bench/boardlab_bench "${options[@]}" >"$out/native.json"
echo "bench: wasm under node" >&2
# Node 20's fetch cannot read a file path, which emscripten 3.1.6's loader tries first.
node --no-experimental-fetch build-web-bench/bench/web/boardlab_bench_web.js "${options[@]}" >"$out/wasm.json"

python3 - "$out/native.json" "$out/wasm.json" <<'PY' | tee "$out/web-table.md"
import json, sys
def medians(path):
    runs = json.load(open(path))["benchmarks"]
    return {r["run_name"]: r["real_time"] for r in runs if r.get("aggregate_name") == "median"}
native, wasm = medians(sys.argv[1]), medians(sys.argv[2])
print("| benchmark | native (ns) | wasm under node (ns) | wasm / native | goal |")
print("|---|---:|---:|---:|---|")
for name in native:
    if name in wasm:
        ratio = wasm[name] / native[name]
        print(f"| {name} | {native[name]:,.1f} | {wasm[name]:,.1f} | {ratio:.2f} | {'met' if ratio <= 2 else 'over'} (at most 2) |")
PY

# A user's program in the page against the same program on the desktop: the finder's checks per second,
# and Pyodide's first start (bench/web/programs_bench.py; the page from scripts/web.sh, Chromium).
scripts/web.sh --no-serve  # the page of this tree (incremental)
tests/web/run.sh --install-only
echo "bench: programs in the page and on the desktop" >&2
/usr/bin/python3 bench/web/programs_bench.py build-bench/app/boardlab-cli "${BENCH_PROGRAM_TRIES:-200}" |
  tee "$out/web-programs.md"

# The page's own speed: its first frame, and a search's states per second and frames per second beside the
# desktop's search on the same board (bench/web/page_bench.py).
echo "bench: the page's first frame and a search in it" >&2
/usr/bin/python3 bench/web/page_bench.py build-bench/app/boardlab-cli "${BENCH_SEARCH_SECONDS:-20}" |
  tee "$out/web-page.md"
