#!/usr/bin/env bash
# Sets everything up and runs the whole test suite twice: in Release, and built under
# AddressSanitizer + UndefinedBehaviorSanitizer; between the two, a short libFuzzer run of every file
# reader (scripts/fuzz.sh). GUI tests get Xvfb when there is no display.
# Prints the wall and CPU time of each step (docs/performance.md, "The test command").
# Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

run_ctest() {
  local dir="$1"
  if [ -n "${DISPLAY:-}" ]; then
    ctest --test-dir "$dir" --output-on-failure -j "$(nproc)"
  else
    xvfb-run -a -s "-screen 0 1920x1200x24" ctest --test-dir "$dir" --output-on-failure -j "$(nproc)"
  fi
}

# Each step prints "time: STEP: W s wall, U s user, S s sys" (its child processes included).
step() {
  local name="$1" TIMEFORMAT
  shift
  TIMEFORMAT="time: $name: %R s wall, %U s user, %S s sys"
  time "$@"
}

step "Release build" scripts/setup.sh build -DBOARDLAB_BUILD_TESTS=ON
echo "test: Release suite"
step "Release suite" run_ctest build

echo "test: libFuzzer, 10 seconds per file reader (the long run is scripts/fuzz.sh 600)"
step "fuzz build and run" scripts/fuzz.sh 10

# The sanitizer build at -O1 with line tables only (-g1): ASan and UBSan check the same accesses and
# operations as at -O2 -g, reports still name file and line, and it compiles in less than half the time.
# The suites' own files drop to -O0 there (tests/CMakeLists.txt).
step "sanitizer build" scripts/setup.sh build-asan -DBOARDLAB_BUILD_TESTS=ON -DBOARDLAB_SANITIZE=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
  "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG"
echo "test: AddressSanitizer + UndefinedBehaviorSanitizer suite"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
step "sanitizer suite" run_ctest build-asan
