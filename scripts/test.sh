#!/usr/bin/env bash
# Sets everything up and runs the whole test suite twice: in Release, and built under
# AddressSanitizer + UndefinedBehaviorSanitizer (less what runs no instrumented code of ours that another
# test does not: tests/CMakeLists.txt says which); besides, a short libFuzzer run of every file reader
# (scripts/fuzz.sh), and the web build (scripts/web.sh) tested in headless Chromium and in Firefox ESR on Xvfb
# (tests/web/run.sh).
# GUI tests get Xvfb when there is no display.
# Prints the wall and CPU time of each step (docs/performance.md, "The test command").
# Exits non-zero on any failure.
#
# The steps overlap where one leaves the cores idle: once the Release tree is built, the fuzz and the
# sanitizer trees build in the background at the lowest priority (nice 19) while the Release suite and the
# fuzz run take what they need first (the suite waits on real processes and timers much of the time).
# A background step's output is shown, in one piece, when the script waits for it. The steps' wall times
# overlap, so the last line, "time: total", is the one to compare between runs.
#
# scripts/test.sh --quick: the Release build and suite only, for the minutes between commits (the whole
# command above is what CI runs). One test or one group: ctest --test-dir build -R 'WalkGomoku\.'.
set -euo pipefail
cd "$(dirname "$0")/.."

quick=0
case "${1:-}" in
  --quick) quick=1 ;;
  "") ;;
  *) echo "usage: scripts/test.sh [--quick]" >&2; exit 2 ;;
esac

# The build cache's counters now, to say at the end how many of this run's compilations it served (none yet
# on a machine where setup.sh is about to install it).
cache_before=""
command -v ccache >/dev/null && cache_before="$(ccache --print-stats 2>/dev/null || true)"
cache_report() {
  command -v ccache >/dev/null || { echo "cache: none (ccache is not installed)"; return; }
  python3 - "$cache_before" "$(ccache --print-stats)" <<'PY'
import sys
def counters(text):
    return {k: int(v) for k, v in (line.split("\t") for line in text.splitlines() if "\t" in line) if v.isdigit()}
a, b = counters(sys.argv[1]), counters(sys.argv[2])
d = lambda k: b.get(k, 0) - a.get(k, 0)
hits = d("direct_cache_hit") + d("preprocessed_cache_hit")
calls = hits + d("cache_miss")
rate = f"{100 * hits / calls:.1f}%" if calls else "nothing compiled"
print(f"cache: {hits} of {calls} compilations from the build cache ({rate})")
PY
}

# Two tests more than the cores: the kill, instances and idle tests wait on timers and on the workbench
# they start, the program tests on interpreters starting, and with one more a core still idled beside them
# (the Release suite used 1.5 of 2 cores at -j 3). -noreset: Xvfb resets when its last client leaves, and a
# workbench that connects during the reset fails with "Failed to open display" (the pixel tests start one
# after another: seen under load in scripts/soak-tests.sh).
run_ctest() {
  local dir="$1" jobs=$(($(nproc) + 2))
  if [ -n "${DISPLAY:-}" ]; then
    ctest --test-dir "$dir" --output-on-failure -j "$jobs"
  else
    xvfb-run -a -s "-screen 0 1920x1200x24 -noreset" ctest --test-dir "$dir" --output-on-failure -j "$jobs"
  fi
}

# Each step prints "time: STEP: W s wall, U s user, S s sys" (its child processes included).
step() {
  local name="$1" TIMEFORMAT
  shift
  TIMEFORMAT="time: $name: %R s wall, %U s user, %S s sys"
  time "$@"
}

# Background steps: `background NAME COMMAND...` starts one (its output into logs/NAME.log), `await NAME`
# waits for it, prints its output and fails if it failed. A failure anywhere stops the ones still running.
logs="$(mktemp -d)"
declare -A pids=()
background() {
  local name="$1"
  shift
  (step "$name" "$@") >"$logs/$name.log" 2>&1 &
  pids[$name]=$!
}
await() {
  local name="$1" status=0
  # Nothing else runs now: back to the normal priority where allowed (root), or a shared machine's other
  # work would starve it; alone on a machine, nice 19 costs nothing.
  renice_tree "${pids[$name]}"
  wait "${pids[$name]}" || status=$?
  unset "pids[$name]"
  cat "$logs/$name.log"
  if ((status != 0)); then
    echo "test: $name failed (exit $status)" >&2
    exit "$status"
  fi
}
renice_tree() {  # a process and all its descendants, to nice 0 (new children inherit it)
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do renice_tree "$child"; done
  renice -n 0 -p "$1" >/dev/null 2>&1 || true
}
stop_tree() {  # a process and all its descendants
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do stop_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
cleanup() {
  local pid
  for pid in "${pids[@]}"; do stop_tree "$pid"; done
  rm -rf "$logs" "${interpreters:-}"
}
trap cleanup EXIT

# The python3 the suites start is Debian's, the one setup.sh installs: each suite starts python3 about
# 330 times (the programs and kits under test), and a version manager's shim earlier in PATH (pyenv's on
# these machines: a chain of four bash scripts) took 0.3 CPU-s a start, twelve times python3's own start:
# about 190 of the test command's CPU-seconds. Only python3 is put first; every other tool is found as
# before.
interpreters="$(mktemp -d)"
ln -s /usr/bin/python3 "$interpreters/python3"
export PATH="$interpreters:$PATH"

step "Release build" scripts/setup.sh build -DBOARDLAB_BUILD_TESTS=ON

if ((quick)); then
  echo "test: Release suite"
  step "Release suite" run_ctest build
  cache_report
  echo "time: total: $SECONDS s wall"
  exit 0
fi

# Both builds in the background at the lowest priority: they take what the Release suite and the fuzz run
# leave. The sanitizer build at -O1 with line tables only (-g1): ASan and UBSan check the same accesses and
# operations as at -O2 -g, reports still name file and line, and it compiles in less than half the time.
# The suites' own files drop to -O0 there (tests/CMakeLists.txt).
background "fuzz build" nice -n 19 scripts/fuzz.sh --build-only
background "sanitizer build" nice -n 19 scripts/setup.sh build-asan -DBOARDLAB_BUILD_TESTS=ON -DBOARDLAB_SANITIZE=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
  "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG"

# The page, with the browser and driver its tests use (their packages installed here, while no other step
# runs apt).
background "web build" nice -n 19 bash -c 'scripts/web.sh --no-serve && tests/web/run.sh --install-only'

echo "test: Release suite"
step "Release suite" run_ctest build

# The run takes the cores back from the sanitizer build (nice 19): each fuzzer gets its 10 seconds of a core.
await "fuzz build"
echo "test: libFuzzer, 10 seconds per file reader (the long run is scripts/fuzz.sh 600)"
step "fuzz run" scripts/fuzz.sh 10

await "web build"
echo "test: the web build in headless Chromium and Firefox ESR"
step "web suite" tests/web/run.sh

await "sanitizer build"
echo "test: AddressSanitizer + UndefinedBehaviorSanitizer suite"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
step "sanitizer suite" run_ctest build-asan
cache_report
echo "time: total: $SECONDS s wall"
