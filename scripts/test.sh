#!/usr/bin/env bash
# Sets everything up and runs the whole test suite twice: in Release, and built under
# AddressSanitizer + UndefinedBehaviorSanitizer; between the two, a short libFuzzer run of every file
# reader (scripts/fuzz.sh). GUI tests get Xvfb when there is no display.
# Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

run_ctest() {
  local dir="$1"
  if [ -n "${DISPLAY:-}" ]; then
    ctest --test-dir "$dir" --output-on-failure -j 2
  else
    xvfb-run -a -s "-screen 0 1920x1200x24" ctest --test-dir "$dir" --output-on-failure -j 2
  fi
}

scripts/setup.sh build -DBOARDLAB_BUILD_TESTS=ON
echo "test: Release suite"
run_ctest build

echo "test: libFuzzer, 10 seconds per file reader (the long run is scripts/fuzz.sh 600)"
scripts/fuzz.sh 10

scripts/setup.sh build-asan -DBOARDLAB_BUILD_TESTS=ON -DBOARDLAB_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
echo "test: AddressSanitizer + UndefinedBehaviorSanitizer suite"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 run_ctest build-asan
