#!/usr/bin/env bash
# The kill test: start the workbench, play a move with a real click, kill -9 it, and check that the
# unsaved board survived in the recovery folder, with the move in it. Then the same with SIGTERM while the
# user's program is being asked: the workbench ends cleanly (status 143), keeps the copy, releases its lock
# and leaves no program running. Needs a display (Xvfb) and xdotool.
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

# SIGTERM (a logout, `kill`) while a program of the user's is still being asked about the move.
marker="600.$$"   # names this test's program for pgrep
export XDG_STATE_HOME="$state/term"
open_window term --board "$state/small.board" --program "hang=python3 -c \"import time; time.sleep($marker)\"" --algo hang
click term 'w * 30 / 100' '(h - 110) / 2'
await term "recovery check: kept"
pgrep -f "time.sleep\($marker\)" >/dev/null || fail "the program was not running before SIGTERM"
kill -TERM "$pid_term"
status=0
wait "$pid_term" 2>/dev/null || status=$?
[ "$status" = 143 ] || fail "the workbench ended with status $status on SIGTERM, not 143; its last lines:
$(output_of term)"
no_program() { ! pgrep -f "time.sleep\($marker\)" >/dev/null; }
eventually no_program || fail "the program still runs after the workbench ended on SIGTERM"
ls "$state"/term/boardlab/recovery-*.lock >/dev/null 2>&1 && fail "the recovery lock was left behind: $(ls "$state"/term/boardlab)"
copy="$(ls "$state"/term/boardlab/recovery-*.board 2>/dev/null | head -n 1 || true)"
[ -n "$copy" ] && grep -q '^moves c3' "$copy" || fail "no recovery copy with the move c3 after SIGTERM: $(ls "$state"/term/boardlab)"
echo "kill test: SIGTERM kept the unsaved move ($copy), released the lock and stopped the program"
