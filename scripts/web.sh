#!/usr/bin/env bash
# BoardLab in the browser (docs/web.md): installs what is missing (Debian's packages only), builds the page
# with emscripten through the build cache, writes out/web/ (index.html with boardlab.js, .wasm and .data for
# any static host; BoardLab.html, one file that opens offline) and serves the folder on 127.0.0.1.
# Usage: scripts/web.sh [--no-serve] [--port N] [--share-base URL]
#   --share-base URL: the public address the page is published at (also BOARDLAB_SHARE_BASE): a share link
#   copied in the page, the single file opened from a disk included, goes after it.
set -euo pipefail
cd "$(dirname "$0")/.."

serve=1
port=8080
share_base="${BOARDLAB_SHARE_BASE:-}"
while (($#)); do
  case "$1" in
    --no-serve) serve=0 ;;
    --port) port="${2:?--port wants a number}"; shift ;;
    --share-base) share_base="${2?--share-base wants a web address}"; shift ;;
    *) echo "usage: scripts/web.sh [--no-serve] [--port N] [--share-base URL]" >&2; exit 2 ;;
  esac
  shift
done

# emscripten 3.1.6 brings its system libraries prebuilt (nothing is built or downloaded on first use);
# the headers the engine uses come from the desktop's packages; ccache is the build cache; the fonts are
# packed into the page, the Chinese one cut down by fonttools' pyftsubset.
scripts/install-packages.sh emscripten cmake ninja-build ccache python3 nlohmann-json3-dev libstb-dev \
  fonts-dejavu-core fonts-noto-cjk fonttools
# emcc's JavaScript optimiser needs Debian's acorn, which this machine's node does not look for.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

# ImGui 1.86's own sources (libimgui-dev has none): Debian's source package, fetched once into the user's
# cache (scripts/debian-source.sh).
imgui="$(scripts/debian-source.sh imgui)"

# No precompiled headers: clang's carry a timestamp, and ccache would miss every file that uses one.
emcmake cmake -S . -B build-web -G Ninja -DCMAKE_BUILD_TYPE=Release -DBOARDLAB_PCH=OFF "-DBOARDLAB_IMGUI_SOURCE=$imgui" >/dev/null
cmake --build build-web -j 2
# Python programs in the page run on Pyodide, pinned (the npm registry's package, checked by its SHA-256).
pyodide="$(scripts/npm-package.sh pyodide 314.0.8 9a52704e0ae5b07aaacb8e4fed9f1658e8024694a078695ea45ac79dee4cefcb)"
python3 app/web/make_pages.py build-web/app out/web --pyodide "$pyodide" --share-base "$share_base"

if ((serve)); then
  echo "web: serving out/web on http://127.0.0.1:$port/ (the single file: out/web/BoardLab.html); Ctrl+C stops"
  exec python3 -m http.server --bind 127.0.0.1 --directory out/web "$port"
fi
