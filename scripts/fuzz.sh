#!/usr/bin/env bash
# Fuzzes every reader with libFuzzer (clang, ASan + UBSan): builds the fuzz targets in build-fuzz, then
# runs each one for SECONDS on a scratch copy of its seed corpus (tests/fuzz/corpus/NAME, so the repo is
# never written), one target at a time. Prints executions and crashes per target; exits non-zero on any
# crash, sanitizer report, failed invariant, leak, timeout or out-of-memory.
# Usage: scripts/fuzz.sh [SECONDS-PER-TARGET (default 10)] [TARGET...]   e.g. scripts/fuzz.sh 600 sgf psq
# Crashing inputs are kept in build-fuzz/artifacts/NAME/; docs/hardening.md says what to do with them.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-10}"
shift || true
build=build-fuzz

scripts/setup.sh "$build" -DBOARDLAB_FUZZ=ON -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo

targets=("$@")
if ((${#targets[@]} == 0)); then
  for source in tests/fuzz/fuzz_*.cpp; do
    name="$(basename "$source" .cpp)"
    targets+=("${name#fuzz_}")
  done
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
failed=0
printf '%-14s %12s %8s\n' target executions crashes
for name in "${targets[@]}"; do
  corpus="$scratch/$name"
  artifacts="$build/artifacts/$name"
  mkdir -p "$corpus" "$artifacts"
  cp -r "tests/fuzz/corpus/$name/." "$corpus/"
  dict=()
  [ -f "tests/fuzz/dict/$name.dict" ] && dict=("-dict=tests/fuzz/dict/$name.dict")
  log="$build/fuzz-$name.log"
  status=0
  # -timeout: one input taking over 10 s is a hang; -rss_limit_mb: a reader must not need 2 GB.
  "$build/tests/fuzz/fuzz_$name" "$corpus" "${dict[@]}" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  crashes=0
  if [ "$status" -ne 0 ]; then
    crashes=1  # libFuzzer stops at the first one
    failed=1
  fi
  printf '%-14s %12s %8s\n' "$name" "${runs:-?}" "$crashes"
  if [ "$status" -ne 0 ]; then
    echo "fuzz: $name failed (exit $status); the end of $log:" >&2
    tail -n 40 "$log" >&2
  fi
done
exit "$failed"
