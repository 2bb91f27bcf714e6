#!/usr/bin/env bash
# The kill test: start the workbench, play a move with a real click, kill -9 it, and check that the
# unsaved board survived in the recovery folder, with the move in it. Needs a display (Xvfb) and xdotool.
set -euo pipefail
app="$1"
state="$(mktemp -d)"
trap 'kill -9 "${pid:-0}" 2>/dev/null || true; rm -rf "$state"' EXIT
export XDG_STATE_HOME="$state" XDG_CONFIG_HOME="$state/config" XDG_DATA_HOME="$state/data"

# A 5x5 board: its points are so far apart that a click near the canvas centre can only mean c3.
printf 'game gomoku\nsize 5\n' > "$state/small.board"
"$app" --scale 1 --width 1440 --height 900 --board "$state/small.board" &
pid=$!
for _ in $(seq 50); do
  win="$(xdotool search --name '^BoardLab$' 2>/dev/null | head -n 1 || true)"
  [ -n "$win" ] && break
  sleep 0.2
done
[ -n "${win:-}" ] || { echo "kill test: the window never appeared"; exit 1; }
sleep 1
read -r x y w h < <(xdotool getwindowgeometry --shell "$win" | awk -F= '/^X=/{x=$2}/^Y=/{y=$2}/^WIDTH=/{w=$2}/^HEIGHT=/{h=$2}END{print x, y, w, h}')
# The canvas is the left part of the window (the side panel takes 40%), above the timeline strip.
cx=$(( x + w * 30 / 100 )); cy=$(( y + (h - 110) / 2 ))
xdotool mousemove "$cx" "$cy" click 1
# The recovery copy is written within two seconds of a change; a loaded machine may take longer.
for _ in $(seq 75); do
  ls "$state"/boardlab/recovery-*.board > /dev/null 2>&1 && break
  sleep 0.2
done
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
copy="$(ls "$state"/boardlab/recovery-*.board 2>/dev/null | head -n 1 || true)"   # each instance has its own copy
[ -n "$copy" ] && [ -f "$copy" ] || { echo "kill test: no recovery copy after kill -9"; exit 1; }
moves=$(grep -c '' "$copy" || true)
grep -q '^moves c3' "$copy" || { echo "kill test: the copy lacks the move c3:"; cat "$copy"; exit 1; }
echo "kill test: the unsaved move survived kill -9 ($copy, $moves lines)"
