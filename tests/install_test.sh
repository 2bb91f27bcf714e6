#!/usr/bin/env bash
# An installed BoardLab runs from its own files: `cmake --install` into a temporary root (DESTDIR), and the
# .deb that `cpack -G DEB` makes, unpacked with dpkg -x. In each, from a folder outside the checkout and with
# no BOARDLAB_* variable set, boardlab-cli answers on an example board and a lesson's board, names its kits
# in the installed tree, and the workbench renders a lesson and a share link naming a shipped lesson; no
# file of the checkout is named, none is compiled into the programs.
# Usage: tests/install_test.sh BUILD_DIR SOURCE_DIR (a Release build: the test command runs it there only)
set -euo pipefail
build=$(cd "$1" && pwd)
source=$(cd "$2" && pwd)
root=$(mktemp -d "${TMPDIR:-/tmp}/boardlab-install-test.XXXXXX")
trap 'rm -rf "$root"' EXIT
fail() { echo "install test: $*" >&2; exit 1; }

check() {  # check PREFIX WHAT
  local prefix=$1 what=$2
  local cli=$prefix/bin/boardlab-cli gui=$prefix/bin/boardlab share=$prefix/share/boardlab
  for f in "$cli" "$gui" "$share/examples/lessons/14-bfs.lesson" "$share/kits/python/boardlab.py" \
           "$prefix/share/applications/boardlab.desktop" "$prefix/share/icons/hicolor/scalable/apps/boardlab.svg" \
           "$prefix/share/doc/boardlab/docs/share-links.md" \
           "$prefix/share/doc/boardlab/README.md"; do
    [ -e "$f" ] || fail "$what: $f is missing"
  done
  # The desktop entry as Debian's own tool reads it (Version 1.5 was unknown to Debian 12's).
  desktop-file-validate "$prefix/share/applications/boardlab.desktop" || fail "$what: the desktop entry is not valid"
  if grep -q -a -F "$source" "$cli" "$gui"; then
    fail "$what: a program holds the checkout's path $source"
  fi
  cd "$root"
  local out
  out=$(env -u BOARDLAB_EXAMPLES -u BOARDLAB_KITS -u BOARDLAB_LESSONS "$cli" gomoku "$share/examples/gomoku/centre-five.board" --algo scan)
  [[ $out == *"black wins"* ]] || fail "$what: boardlab-cli gomoku said: $out"
  out=$(env -u BOARDLAB_EXAMPLES -u BOARDLAB_KITS "$cli" kit python)
  [ "$(cd "$out" && pwd -P)" = "$(cd "$share/kits/python" && pwd -P)" ] || fail "$what: the Python kit is at $out"
  [[ $out != "$source"* ]] || fail "$what: boardlab-cli kit names the checkout: $out"
  local link
  link=$("$cli" convert "$share/examples/link/midgame-12x8.board" --to share --algo bfs --pair 7,2-0,7 --lesson 14-bfs)
  out=$("$cli" link "$link" --algo bfs)
  [[ $out == *"linked"* ]] || fail "$what: boardlab-cli link on a share link said: $out"
  if [ -n "${DISPLAY:-}" ]; then
    env -u BOARDLAB_EXAMPLES -u BOARDLAB_KITS -u BOARDLAB_LESSONS HOME="$root/home" \
      "$gui" --lesson "$share/examples/lessons/01-scan.lesson" --export-png "$root/$what-lesson.png" >/dev/null ||
      fail "$what: the workbench did not export the lesson"
    [ -s "$root/$what-lesson.png" ] || fail "$what: no PNG of the lesson"
    out=$(env -u BOARDLAB_EXAMPLES -u BOARDLAB_KITS -u BOARDLAB_LESSONS HOME="$root/home" \
      "$gui" "$link" --frames 3 --screenshot "$root/$what-link.png" 2>&1) || fail "$what: the share link did not open: $out"
    [ -s "$root/$what-link.png" ] || fail "$what: no screenshot of the share link"
  fi
}

DESTDIR="$root/destdir" cmake --install "$build" --prefix /usr >/dev/null
check "$root/destdir/usr" installed

(cd "$root" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$root/package" >/dev/null) ||
  fail "cpack -G DEB failed"
deb=$(ls "$root"/package/*.deb)
depends=$(dpkg-deb -f "$deb" Depends)
for d in libglfw3 libstdc++6 libgl1 fonts-dejavu-core; do
  [[ $depends == *"$d"* ]] || fail "the package's Depends lacks $d: $depends"
done
dpkg-deb -c "$deb" >"$root/contents"  # to a file: grep -q stopping early would fail the pipe (pipefail)
grep -q "./usr/share/applications/boardlab.desktop" "$root/contents" || fail "no desktop entry in $deb"
dpkg -x "$deb" "$root/deb"
check "$root/deb/usr" deb
echo "install test: $(basename "$deb") ($(stat -c %s "$deb") bytes), Depends: $depends"
