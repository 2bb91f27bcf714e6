# Drives the real workbench from a process test (sourced by kill_test.sh and instances_test.sh).
# Each instance runs with --test-events and says on stderr what state it is in (app/workbench/platform/test_events.hpp);
# the test waits for those states with a deadline, never for a fixed time, and sends keys and clicks to the
# window by its id, focused, only once the state that takes them is on screen.
# The sourcing script sets $app (the workbench), $state (a folder of its own) and $test (its name).

deadline="${BOARDLAB_GUI_DEADLINE:-120}"  # seconds any one state may take: ASan on a loaded machine is slow
instances=()                              # every process started, killed at the end
cleanup_instances() { for p in "${instances[@]}"; do kill -9 "$p" 2>/dev/null || true; done; }

fail() {
  echo "$test: $*"
  ls -la "$state/boardlab" 2>/dev/null || true
  exit 1
}
# The last lines an instance printed (its events and messages), for a failure.
output_of() { tail -n 12 "$state/$1.err" 2>/dev/null | sed 's/^/    /'; }

# start NAME ARGS...: starts an instance named NAME; its stderr goes to $state/NAME.err. Sets $pid.
start() {
  local name="$1"
  shift
  "$app" --test-events --scale 1 --width 1440 --height 900 "$@" >"$state/$name.out" 2>"$state/$name.err" &
  pid=$!
  instances+=("$pid")
  eval "pid_$name=$pid"
}
pid_of() { local v="pid_$1"; [ -n "${!v:-}" ] || fail "no instance named $1 was started"; echo "${!v}"; }

# How many times instance NAME reported an event that starts with TEXT ("key down 2" never counts
# "key down 256": a whole event, or TEXT followed by a space, colon, comma or parenthesis).
# 0 before the instance's output file exists (its shell in the background makes it).
events() {
  [ -f "$state/$1.err" ] || { echo 0; return; }
  awk -v want="boardlab: event: $2" 'index($0, want) == 1 {
      rest = substr($0, length(want) + 1)
      if (rest == "" || rest ~ /^[ :(,]/) n++
    } END { print n + 0 }' "$state/$1.err"
}

# await NAME TEXT [COUNT]: waits until instance NAME has reported the event TEXT at least COUNT times (1).
# Fails, naming what it awaited and showing the instance's last lines, when the deadline passes or the
# instance ends first.
await() {
  local name="$1" what="$2" count="${3:-1}" p end=$((SECONDS + deadline))
  p="$(pid_of "$name")"
  while (("$(events "$name" "$what")" < count)); do
    if ! kill -0 "$p" 2>/dev/null; then
      fail "instance $name (process $p) ended while the test waited for '$what' (x$count); its last lines:
$(output_of "$name")"
    fi
    ((SECONDS < end)) || fail "waited $deadline s for '$what' (x$count) from instance $name (process $p); its last lines:
$(output_of "$name")"
    sleep 0.05
  done
}

# eventually COMMAND...: polls a condition about files on disk until the deadline.
eventually() {
  local end=$((SECONDS + deadline))
  until "$@"; do
    ((SECONDS < end)) || return 1
    sleep 0.1
  done
}

# open_window NAME ARGS...: starts an instance and waits for its window, laid out and listening (its first
# frames drawn and settled: the loop waits for input).
# A start that could not reach the display at all (GLFW's "Failed to open display", seen once in about ten
# suites, cause unknown) is tried once more and says so; anything else fails the test.
open_window() {
  local name="$1" attempt p
  shift
  for attempt in 1 2; do
    start "$name" "$@"
    p=$pid
    local end=$((SECONDS + deadline))
    while (("$(events "$name" "frame 1 drawn")" == 0)); do
      kill -0 "$p" 2>/dev/null || break
      ((SECONDS < end)) || fail "waited $deadline s for the first frame of instance $name (process $p); its last lines:
$(output_of "$name")"
      sleep 0.05
    done
    if (("$(events "$name" "frame 1 drawn")" > 0)); then
      win="$(xdotool search --pid "$p" --name '^BoardLab$' 2>/dev/null | head -n 1 || true)"
      [ -n "$win" ] || fail "instance $name (process $p) drew its first frame but xdotool finds no window of it"
      eval "win_$name=$win"
      await "$name" "idle after frame"
      return 0
    fi
    if [ "$attempt" = 1 ] && grep -q "Failed to open display" "$state/$name.err"; then
      echo "$test: process $p could not open $DISPLAY; starting it again" >&2
      continue
    fi
    fail "instance $name (process $p) ended before its first frame (DISPLAY=$DISPLAY); its last lines:
$(output_of "$name")"
  done
}
win_of() { local v="win_$1"; echo "${!v}"; }

# The window's rectangle on the screen: sets x y w h.
geometry() {
  read -r x y w h < <(xdotool getwindowgeometry --shell "$1" | awk -F= '/^X=/{x=$2}/^Y=/{y=$2}/^WIDTH=/{w=$2}/^HEIGHT=/{h=$2}END{print x, y, w, h}')
  [[ "$x$y$w$h" =~ ^[0-9-]+$ && -n "$w" && -n "$h" ]] || fail "xdotool gave no geometry for window $1"
}

# focus NAME: the pointer over instance NAME's window and the keyboard focus on it (no window manager
# here: the focus is set directly, and checked).
focus() {
  local window
  window="$(win_of "$1")"
  geometry "$window"
  xdotool mousemove --sync $((x + w / 2)) $((y + h / 2))
  xdotool windowfocus --sync "$window" 2>/dev/null || true
  [ "$(xdotool getwindowfocus 2>/dev/null)" = "$window" ] || fail "instance $1's window $window did not take the keyboard focus"
}

# press NAME KEY: holds KEY on instance NAME's window until a frame of it saw the key go down, then lets go.
press() {
  local before
  before="$(events "$1" "key down $2")"
  focus "$1"
  xdotool keydown "$2"
  await "$1" "key down $2" $((before + 1))
  xdotool keyup "$2"
}

# click NAME DX DY: a left click at (DX, DY) inside instance NAME's window, arithmetic of its width w and
# height h (click one 'w / 2' 'h / 2'); returns once a frame of it saw the click.
click() {
  local before window
  window="$(win_of "$1")"
  before="$(events "$1" "click at")"
  geometry "$window"
  xdotool mousemove --sync $((x + $2)) $((y + $3))
  xdotool click 1
  await "$1" "click at" $((before + 1))
}
