#!/usr/bin/env bash
# Sets everything up and opens the workbench on its built-in example board. Without a display it
# renders the workbench under Xvfb to a PNG and says where. Extra arguments go to boardlab.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build -DBOARDLAB_BUILD_TESTS=OFF
if [ -n "${DISPLAY:-}" ]; then
  exec build/app/boardlab "$@"
fi
mkdir -p out
shot="$PWD/out/workbench.png"
echo "run: no display here, rendering the workbench under Xvfb instead"
xvfb-run -a build/app/boardlab --screenshot "$shot" "$@"
echo "run: open $shot to see it"
