#!/usr/bin/env bash
# The kill test: start the workbench, play a move with a real click, kill -9 it, and check that the
# unsaved board survived in the recovery folder, with the move in it. Needs a display (Xvfb) and xdotool.
# Every wait is for a state the workbench reports (gui_driver.sh), with a deadline.
set -euo pipefail
app="$1"
test="kill test"
state="$(mktemp -d)"
source "$(dirname "$0")/gui_driver.sh"
# Killed by ctest's timeout or by hand: the instances go too (never a workbench left on a dead display).
trap 'cleanup_instances; rm -rf "$state"' EXIT
trap 'exit 143' TERM INT HUP
export XDG_STATE_HOME="$state" XDG_CONFIG_HOME="$state/config" XDG_DATA_HOME="$state/data"

# A 5x5 board: its points are so far apart that a click near the canvas centre can only mean c3.
printf 'game gomoku\nsize 5\n' > "$state/small.board"
open_window one --board "$state/small.board"
# The canvas is the left part of the window (the side panel takes 40%), above the timeline strip.
click one 'w * 30 / 100' '(h - 110) / 2'
# The recovery copy is written at the first recovery check after the change (two seconds at most, idle).
await one "recovery check: kept"
kill -9 "$pid_one"
wait "$pid_one" 2>/dev/null || true
copy="$(ls "$state"/boardlab/recovery-*.board 2>/dev/null | head -n 1 || true)"   # each instance has its own copy
[ -n "$copy" ] && [ -f "$copy" ] || fail "no recovery copy after kill -9"
moves=$(grep -c '' "$copy" || true)
grep -q '^moves c3' "$copy" || fail "the copy lacks the move c3: $(cat "$copy")"
echo "kill test: the unsaved move survived kill -9 ($copy, $moves lines)"
