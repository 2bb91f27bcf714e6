#!/usr/bin/env bash
# Renders the README's images with the workbench itself (under Xvfb when there is no display).
# Usage: scripts/screenshots.sh [BUILD_DIR]   (default: build, as left by scripts/run.sh or test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
app="${1:-build}/app/boardlab"
[ -x "$app" ] || { echo "screenshots: $app is missing; run scripts/run.sh or scripts/test.sh first" >&2; exit 1; }
run() {
  if [ -n "${DISPLAY:-}" ]; then "$app" "$@"; else xvfb-run -a "$app" "$@"; fi
}
mkdir -p docs/images
run --scale 1 --screenshot docs/images/workbench.png
run --scale 1 --board examples/gomoku/lines-js-takeback-dead-line.board --algo lines:js --step 2 --heat black \
    --screenshot docs/images/gomoku-lines-js.png
run --scale 1 --board examples/gomoku/scan-objc-edge.board --algo scan:objc --step 2 --screenshot docs/images/gomoku-scan-objc.png
run --scale 1 --board examples/link/midgame-12x8.board --algo bfs --from 7,2 --to 0,7 --step 3 \
    --screenshot docs/images/link-bfs.png
run --scale 1 --board examples/link/corners-objc-early-return.board --algo corners:objc --from 0,0 --to 3,2 --step 4 \
    --screenshot docs/images/link-corners-objc.png
run --scale 1 --width 1920 --height 1080 --presenter --lesson examples/lessons/04-scan-objc-edge.lesson \
    --screenshot docs/images/presenter.png
run --scale 1 --lang zh-CN --lesson examples/lessons/07-lines-js-dead-line.lesson --heat black \
    --screenshot docs/images/chinese.png
