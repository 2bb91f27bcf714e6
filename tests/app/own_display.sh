#!/usr/bin/env bash
# Runs a command on a display of its own: a fresh Xvfb (1920x1200x24, as the test command's), stopped
# afterwards. The real-process tests (kill_test.sh, instances_test.sh) find "the BoardLab window" and move
# the pointer with xdotool; alone on their display they cannot pick up or disturb another test's window,
# so ctest runs them beside the other tests instead of one at a time (their sleeps leave the cores free).
# Xvfb picks a free display number itself and reports it (-displayfd): no race between parallel tests,
# unlike `xvfb-run -a`, which guesses a number from the lock files.
# Usage: own_display.sh COMMAND [ARGUMENTS...]; exits with the command's status.
set -euo pipefail
dir="$(mktemp -d)"
# -noreset: no server reset when the last client goes (the tests kill -9 their only workbench and start
# the next one at once).
Xvfb -displayfd 3 -screen 0 1920x1200x24 -nolisten tcp -noreset 3>"$dir/display" >"$dir/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true; rm -rf "$dir"' EXIT
for _ in $(seq 200); do
  grep -q '^[0-9]' "$dir/display" 2>/dev/null && break
  kill -0 "$xvfb" 2>/dev/null || { echo "own_display: Xvfb did not start:"; cat "$dir/xvfb.log"; exit 1; }
  sleep 0.05
done
number="$(head -n 1 "$dir/display")"
[ -n "$number" ] || { echo "own_display: Xvfb reported no display in 10 s:"; cat "$dir/xvfb.log"; exit 1; }
export DISPLAY=":$number"
unset XAUTHORITY
status=0
"$@" || status=$?
if ((status != 0)); then  # say whether the display was still there, for a failure that needs one
  if kill -0 "$xvfb" 2>/dev/null; then echo "own_display: Xvfb on $DISPLAY was still running"
  else echo "own_display: Xvfb on $DISPLAY had stopped:"; cat "$dir/xvfb.log"; fi
fi
exit "$status"
