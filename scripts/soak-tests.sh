#!/usr/bin/env bash
# The GUI process tests (kill, instances) and the pixel tests, again and again under a CPU load that takes
# both cores: a test that waits for a fixed time instead of for a state fails here first. Not part of the
# test command (it takes most of an hour); run it after touching a GUI test or the workbench's frame loop.
#
# Usage: scripts/soak-tests.sh [RUNS (default 20)] [BUILD_DIR...]   (default: build and build-asan, each
#        built first by scripts/test.sh or by hand). Prints one line per run, and the runs, failures and
#        times per build at the end; exits non-zero if any run failed. A failed run's output is kept in
#        the printed log file.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-20}"
shift || true
builds=("$@")
((${#builds[@]})) || builds=(build build-asan)
tests='^(KillTest|InstancesTest|Pixel|Export|IdleCost|WindowPlacement|SlidesExport|GifExport)\.'
logs="$(mktemp -d /tmp/boardlab-soak.XXXXXX)"

# The load: one busy loop per core, at normal priority, for the whole run.
load=()
for _ in $(seq "$(nproc)"); do
  (while :; do :; done) &
  load+=($!)
done
trap 'kill "${load[@]}" 2>/dev/null || true' EXIT

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
summary=()
failed_any=0
for build in "${builds[@]}"; do
  [ -x "$build/app/boardlab" ] || { echo "soak-tests: $build/app/boardlab is not built"; exit 2; }
  count="$(ctest --test-dir "$build" -N -R "$tests" | grep -c 'Test *#' || true)"
  failures=0
  started=$SECONDS
  for run in $(seq "$runs"); do
    log="$logs/$(basename "$build")-$run.log"
    t0=$SECONDS
    if xvfb-run -a -s "-screen 0 1920x1200x24 -noreset" ctest --test-dir "$build" -R "$tests" -j "$(($(nproc) + 1))" \
        --output-on-failure >"$log" 2>&1; then
      echo "soak-tests: $build run $run/$runs: $count tests passed in $((SECONDS - t0)) s"
      rm -f "$log"
    else
      failures=$((failures + 1))
      echo "soak-tests: $build run $run/$runs: FAILED in $((SECONDS - t0)) s: $(grep -E '\((Failed|Timeout)\)|\*\*\*' "$log" | tr -s ' ' | head -n 5 | tr '\n' ';') (log: $log)"
    fi
  done
  summary+=("$build: $((runs - failures)) of $runs runs passed ($count tests each), $((SECONDS - started)) s in all")
  ((failures == 0)) || failed_any=1
done
printf 'soak-tests: %s\n' "${summary[@]}"
exit "$failed_any"
