#!/usr/bin/env bash
# The C++ kit built with clang++ (a student builds with whichever compiler is installed; libstdc++'s
# std::source_location does not compile with Debian 12's clang 14): every C++ example compiles, and a
# traced request gets steps that name the example's own file and the line of its first t.say() call.
# Usage: kit_clang_test.sh CLANGXX SOURCE_DIR
set -euo pipefail
clangxx="$1" source="$2"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for example in "$source"/examples/programs/cpp/*.cpp; do
  "$clangxx" -std=c++20 -Wall -Wextra -Werror -I"$source/kits/cpp" "$example" -o "$out/$(basename "$example" .cpp)"
done
check="$source/examples/programs/cpp/gomoku_check.cpp"
line="$(grep -n 't\.say(' "$check" | head -n 1 | cut -d: -f1)"
row='"..............."'
request='{"id":1,"game":"gomoku","cols":15,"rows":15,"rule":"freestyle","board":['"$row,$row,$row,$row,$row,$row,$row"',".......xxxxx...",'"$row,$row,$row,$row,$row,$row,$row"'],"move":{"x":11,"y":7,"name":"l8"},"trace":true}'
reply="$(echo "$request" | timeout 10 "$out/gomoku_check")"
first="$(echo "$reply" | grep -o '"file":"[^"]*","line":[0-9]*' | head -n 1)"
[ "$first" = "\"file\":\"$check\",\"line\":$line" ] || {
  echo "kit clang test: the first step names $first, not $check line $line"
  echo "$reply" | head -n 3
  exit 1
}
echo "kit clang test: the examples compile with $clangxx; steps name $(basename "$check"):$line"
