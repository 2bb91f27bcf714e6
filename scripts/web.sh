#!/usr/bin/env bash
# BoardLab in the browser (docs/web.md): installs what is missing (Debian's packages only), builds the page
# with emscripten through the build cache, writes out/web/ (index.html with boardlab.js, .wasm and .data for
# any static host; BoardLab.html, one file that opens offline) and serves the folder on 127.0.0.1.
# Usage: scripts/web.sh [--no-serve] [--port N]
set -euo pipefail
cd "$(dirname "$0")/.."

serve=1
port=8080
while (($#)); do
  case "$1" in
    --no-serve) serve=0 ;;
    --port) port="${2:?--port wants a number}"; shift ;;
    *) echo "usage: scripts/web.sh [--no-serve] [--port N]" >&2; exit 2 ;;
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
# cache. apt-get source wants a deb-src entry, which the system may not have: one is derived at run time
# from the system's own Debian entry into a private folder (no mirror is written into the project and the
# system's apt configuration is not touched). apt checks the files against the archive's signed index.
imgui="${XDG_CACHE_HOME:-$HOME/.cache}/boardlab/imgui-1.86"
if [ ! -f "$imgui/imgui.cpp" ]; then
  echo "web: fetching ImGui 1.86's sources (Debian's source package imgui)"
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  python3 - "$work" <<'PY'
import glob, os, re, sys
work = sys.argv[1]
def stanzas(path):  # deb822 (.sources) entries
    for block in re.split(r"\n\s*\n", open(path).read()):
        fields = {}
        for line in block.splitlines():
            if line.startswith("#") or ":" not in line or line[0].isspace():
                continue
            key, value = line.split(":", 1)
            fields[key.strip()] = value.strip()
        yield fields
for path in sorted(glob.glob("/etc/apt/sources.list.d/*.sources")):
    for f in stanzas(path):
        if "deb" in f.get("Types", "").split() and "bookworm" in f.get("Suites", "").split():
            f["Types"], f["Suites"] = "deb-src", "bookworm"
            open(os.path.join(work, "src.sources"), "w").write("".join(f"{k}: {v}\n" for k, v in f.items()))
            sys.exit(0)
for path in ["/etc/apt/sources.list"] + sorted(glob.glob("/etc/apt/sources.list.d/*.list")):
    if not os.path.exists(path):
        continue
    for line in open(path):
        words = line.split()
        if len(words) >= 4 and words[0] == "deb" and "bookworm" in words:
            words[0] = "deb-src"
            words[words.index("bookworm", 1)] = "bookworm"
            open(os.path.join(work, "src.list"), "w").write(" ".join(words) + "\n")
            sys.exit(0)
sys.exit("web: no Debian bookworm entry in /etc/apt to derive a deb-src entry from")
PY
  mkdir -p "$work/lists/partial"
  apt_private=(-o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$work" -o "Dir::State::Lists=$work/lists")
  apt-get "${apt_private[@]}" -qq update
  (cd "$work" && apt-get "${apt_private[@]}" -qq source --download-only imgui 2>&1 | grep -v "unsandboxed" || true)
  tar -xf "$work"/imgui_1.86*.orig.tar.xz -C "$work"
  [ -f "$work/imgui-1.86/imgui.cpp" ] || { echo "web: ImGui's sources did not arrive" >&2; exit 1; }
  mkdir -p "$(dirname "$imgui")"
  rm -rf "$imgui.part"
  mv "$work/imgui-1.86" "$imgui.part"
  mv "$imgui.part" "$imgui"
fi

# No precompiled headers: clang's carry a timestamp, and ccache would miss every file that uses one.
emcmake cmake -S . -B build-web -G Ninja -DCMAKE_BUILD_TYPE=Release -DBOARDLAB_PCH=OFF "-DBOARDLAB_IMGUI_SOURCE=$imgui" >/dev/null
cmake --build build-web -j 2
python3 app/web/make_pages.py build-web/app out/web

if ((serve)); then
  echo "web: serving out/web on http://127.0.0.1:$port/ (the single file: out/web/BoardLab.html); Ctrl+C stops"
  exec python3 -m http.server --bind 127.0.0.1 --directory out/web "$port"
fi
