#!/usr/bin/env bash
# Fails when a C++ source of ours differs from what clang-format (.clang-format, Debian's clang-format)
# writes, naming the files; `scripts/check-format.sh --fix` rewrites them. Part of the test command.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.hpp' '*.h' 2>/dev/null | grep -v '^third_party/' ||
                     find app engine tests bench kits examples -name '*.cpp' -o -name '*.hpp' -o -name '*.h')
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
  exit 0
fi
# One clang-format for all files (fast); only when it finds something, one per file to name them.
clang-format --dry-run --Werror "${files[@]}" >/dev/null 2>&1 && { echo "check-format: ${#files[@]} files match .clang-format"; exit 0; }
bad=()
for f in "${files[@]}"; do
  clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if ((${#bad[@]})); then
  echo "check-format: ${#bad[@]} file(s) differ from .clang-format (scripts/check-format.sh --fix rewrites them):"
  printf '  %s\n' "${bad[@]}"
  exit 1
fi
echo "check-format: ${#files[@]} files match .clang-format"
