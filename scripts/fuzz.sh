#!/usr/bin/env bash
# Fuzzes every reader with libFuzzer (clang, ASan + UBSan): builds the fuzz targets in build-fuzz, then
# runs each one for SECONDS on a scratch copy of its seed corpus (tests/fuzz/corpus/NAME, so the repo is
# never written), FUZZ_JOBS targets at a time (default: one per core; a libFuzzer process uses one core).
# Prints executions and crashes per target; exits non-zero on any crash, sanitizer report, failed
# invariant, leak, timeout or out-of-memory.
# Usage: scripts/fuzz.sh [SECONDS-PER-TARGET (default 10)] [TARGET...]   e.g. scripts/fuzz.sh 600 sgf psq
#        scripts/fuzz.sh --build-only   (builds build-fuzz and stops: scripts/test.sh builds it early)
# Crashing inputs are kept in build-fuzz/artifacts/NAME/; docs/hardening.md says what to do with them.
set -euo pipefail
cd "$(dirname "$0")/.."

build_only=0
if [ "${1:-}" = "--build-only" ]; then
  build_only=1
  shift
fi
seconds="${1:-10}"
shift || true
build=build-fuzz

# -O1 with line tables: what libFuzzer's documentation suggests, and half the compile time of -O2 -g;
# reports still name file and line. No precompiled headers: clang's embed the checkout's absolute paths, so
# the build cache could never serve this tree to another clone (GCC's do not: the other trees keep them).
scripts/setup.sh "$build" -DBOARDLAB_FUZZ=ON -DBOARDLAB_PCH=OFF -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
  "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG"
if ((build_only)); then exit 0; fi

targets=("$@")
if ((${#targets[@]} == 0)); then
  for source in tests/fuzz/fuzz_*.cpp; do
    name="$(basename "$source" .cpp)"
    targets+=("${name#fuzz_}")
  done
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# Runs one target; its exit status goes to $scratch/NAME.status.
fuzz_one() {
  local name="$1" corpus="$scratch/$1" artifacts="$build/artifacts/$1" status=0
  mkdir -p "$corpus" "$artifacts"
  cp -r "tests/fuzz/corpus/$name/." "$corpus/"
  local dict=()
  [ -f "tests/fuzz/dict/$name.dict" ] && dict=("-dict=tests/fuzz/dict/$name.dict")
  # -timeout: one input taking over 10 s is a hang; -rss_limit_mb: a reader must not need 2 GB.
  "$build/tests/fuzz/fuzz_$name" "$corpus" "${dict[@]}" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" >"$build/fuzz-$name.log" 2>&1 \
    || status=$?
  echo "$status" >"$scratch/$name.status"
}

jobs="${FUZZ_JOBS:-$(nproc)}"
running=0
for name in "${targets[@]}"; do
  if ((running >= jobs)); then
    wait -n || true
    running=$((running - 1))
  fi
  fuzz_one "$name" &
  running=$((running + 1))
done
wait

failed=0
printf '%-14s %12s %8s\n' target executions crashes
for name in "${targets[@]}"; do
  log="$build/fuzz-$name.log"
  status="$(cat "$scratch/$name.status" 2>/dev/null || echo 1)"
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
