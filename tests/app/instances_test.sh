#!/usr/bin/env bash
# Issue 14 with real workbench processes (needs a display, Xvfb, and xdotool):
#  2. an idle second instance leaves the first one's recovery copy alone, and the copy survives kill -9;
#  1. the copies stay while "Restore the board?" is on screen and after Cancel, and a restart offers every
#     copy left by an instance no longer running, one after another;
#  8. a named pipe as the board, as a lesson's board, as settings.ini or as a recovery copy never hangs.
set -euo pipefail
app="$1"
state="$(mktemp -d)"
pids=()
trap 'for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done; rm -rf "$state"' EXIT
export XDG_STATE_HOME="$state" XDG_CONFIG_HOME="$state/config" XDG_DATA_HOME="$state/data"
rec="$state/boardlab"
fail() { echo "instances test: $*"; ls -la "$rec" 2>/dev/null || true; exit 1; }
printf 'game gomoku\nsize 5\n' > "$state/small.board"

start() { "$app" --scale 1 --width 1440 --height 900 "$@" 2>>"$state/app.err" & last=$!; pids+=("$last"); }
# Starts the workbench and waits for its window: sets $last (its process) and $win. A start that could not
# reach the display at all (GLFW's "Failed to open display": once in about ten suites of this session,
# cause unknown) is tried once more and says so; anything else fails the test.
open_window() {
  local attempt
  for attempt in 1 2; do
    start "$@"
    win=""
    for _ in $(seq 50); do
      win="$(xdotool search --pid "$last" --name '^BoardLab$' 2>/dev/null | head -n 1 || true)"
      [ -n "$win" ] && return 0
      kill -0 "$last" 2>/dev/null || break
      sleep 0.2
    done
    kill -0 "$last" 2>/dev/null && fail "no window for process $last (DISPLAY=$DISPLAY)"
    if [ "$attempt" = 1 ] && grep -q "Failed to open display" "$state/app.err"; then
      echo "instances test: process $last could not open $DISPLAY; starting it again" >&2
      : > "$state/app.err"
      continue
    fi
    fail "process $last ended before its window showed (DISPLAY=$DISPLAY): $(tail -n 3 "$state/app.err")"
  done
}
# The pointer over the window (no window manager: the keyboard follows the pointer), then a held key.
press() {
  read -r x y w h < <(xdotool getwindowgeometry --shell "$1" | awk -F= '/^X=/{x=$2}/^Y=/{y=$2}/^WIDTH=/{w=$2}/^HEIGHT=/{h=$2}END{print x, y, w, h}')
  xdotool mousemove $(( x + w / 2 )) $(( y + h / 2 ))
  xdotool windowfocus "$1" 2>/dev/null || true
  xdotool keydown "$2"; sleep 0.2; xdotool keyup "$2"; sleep 0.5
}
# A click on c3 of the 5x5 board (as in kill_test.sh).
click_c3() {
  read -r x y w h < <(xdotool getwindowgeometry --shell "$1" | awk -F= '/^X=/{x=$2}/^Y=/{y=$2}/^WIDTH=/{w=$2}/^HEIGHT=/{h=$2}END{print x, y, w, h}')
  xdotool mousemove $(( x + w * 30 / 100 )) $(( y + (h - 110) / 2 )) click 1
}
copies() { ls "$rec"/recovery*.board 2>/dev/null | wc -l; }
# Polls a condition for up to 15 s: on a loaded machine (the suites run two at a time beside other builds)
# the recovery timer's two seconds and a frame can take longer than a fixed sleep allows.
eventually() {
  for _ in $(seq 75); do "$@" && return 0; sleep 0.2; done
  return 1
}
copies_are() { [ "$(copies)" = "$1" ]; }
has_copy_of() { ls "$rec"/recovery-"$1"-*.board > /dev/null 2>&1; }

# --- Item 2: two instances, the first with unsaved work, the second idle.
open_window --board "$state/small.board"; first=$last; sleep 1
click_c3 "$win"
eventually copies_are 1 || fail "the first instance kept no copy"
own="$(ls "$rec"/recovery-"$first"-*.board)" || fail "the copy is not named after its instance"
open_window; second=$last; sleep 5   # the old code cleared the shared copy within 2 s
[ -f "$own" ] || fail "the idle second instance deleted the first one's copy"
kill -9 "$first" "$second"; wait "$first" "$second" 2>/dev/null || true
[ -f "$own" ] && grep -q '^moves c3' "$own" || fail "the edit did not survive kill -9"

# --- Item 1: a second copy left behind; a restart offers both; nothing goes while asking or after Cancel.
printf 'game gomoku\nsize 5\nmoves a1 e5\n' > "$rec/recovery-1-gone.board"
open_window; third=$last; sleep 4   # the old code deleted the copy ~2 s after the start, dialog or not
[ "$(copies)" = 2 ] || fail "a copy went while 'Restore the board?' was on screen"
press "$win" Escape; sleep 3            # Cancel the first offer: the second one is asked next
press "$win" Escape; sleep 3            # and Cancel that too
[ "$(copies)" = 2 ] || fail "Cancel did not keep the copies"
kill -9 "$third"; wait "$third" 2>/dev/null || true

open_window; fourth=$last; sleep 1
press "$win" Escape                     # not the first ...
press "$win" Return                     # ... but the second is restored
eventually has_copy_of "$fourth" || fail "the restored board is not the restarted instance's own copy"
# The restored copy is written before the one it came from is removed: wait for both to happen.
eventually copies_are 2 || fail "expected the copy not restored plus the restored one, found $(copies)"
kill -9 "$fourth"; wait "$fourth" 2>/dev/null || true

# --- Item 8: named pipes never hang a start.
rm -f "$rec"/recovery*
mkfifo "$state/pipe.board" "$rec/recovery-2-pipe.board"
mkdir -p "$state/config/boardlab" && rm -f "$state/config/boardlab/settings.ini" && mkfifo "$state/config/boardlab/settings.ini"
printf 'title Pipe\nboard pipe.board\nalgo scan\nply 1\ntext A lesson on a pipe.\n' > "$state/pipe.lesson"
set +e
out="$(timeout -s KILL 20 "$app" --board "$state/pipe.board" --screenshot "$state/shot.png" 2>&1)"; code=$?
set -e
[ "$code" = 3 ] || fail "--board on a named pipe: exit $code (137 = hung and killed): $out"
echo "$out" | grep -q "pipe.board:0: is not a regular file (a named pipe)" || fail "--board on a pipe: $out"
set +e
out="$(timeout -s KILL 20 "$app" --lesson "$state/pipe.lesson" --screenshot "$state/shot.png" 2>&1)"; code=$?
set -e
[ "$code" = 3 ] || fail "a lesson naming a pipe: exit $code: $out"
echo "$out" | grep -q "pipe.board:0: is not a regular file (a named pipe)" || fail "a lesson naming a pipe: $out"
# A pipe as settings.ini and as a recovery copy: the start goes on and work is kept as usual.
open_window --board "$state/small.board"; fifth=$last; sleep 2
click_c3 "$win"
eventually has_copy_of "$fifth" || fail "with pipes as settings.ini and a recovery copy the start hung"
echo "instances test: each instance keeps its own copy; every left copy is offered; pipes never hang a start"
