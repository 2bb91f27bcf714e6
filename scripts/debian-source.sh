#!/usr/bin/env bash
# Fetches a Debian source package's upstream sources once into the user's cache and prints their folder:
# ${XDG_CACHE_HOME:-~/.cache}/boardlab/<package>-<version>. The web build takes ImGui's sources from here
# (libimgui-dev has none), the web benchmark Google Benchmark's. Usage: scripts/debian-source.sh PACKAGE
#
# apt-get source wants a deb-src entry, which the system may not have: one is derived at run time from the
# system's own Debian entry into a private folder, so that no mirror is written into the project and the
# system's apt configuration is not touched. apt checks the files against the archive's signed index.
set -euo pipefail
package="${1:?usage: scripts/debian-source.sh PACKAGE}"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/boardlab"
for found in "$cache/$package"-*/; do
  [ -f "$found/.complete" ] && { echo "${found%/}"; exit 0; }
done

echo "source: fetching Debian's source package $package" >&2
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
            open(os.path.join(work, "src.list"), "w").write(" ".join(words) + "\n")
            sys.exit(0)
sys.exit("source: no Debian bookworm entry in /etc/apt to derive a deb-src entry from")
PY
mkdir -p "$work/lists/partial" "$work/cache/archives/partial" "$work/unpacked"
apt_private=(-o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$work" -o "Dir::State::Lists=$work/lists"
  -o "Dir::Cache=$work/cache" -o APT::Sandbox::User=root)
apt-get "${apt_private[@]}" -qq update
(cd "$work" && apt-get "${apt_private[@]}" -qq source --download-only "$package" >&2)
tarball=("$work/${package}"_*.orig.tar.*)
[ -f "${tarball[0]}" ] || { echo "source: $package's sources did not arrive" >&2; exit 1; }
tar -xf "${tarball[0]}" -C "$work/unpacked"
top=("$work/unpacked"/*)
[ "${#top[@]}" -eq 1 ] && [ -d "${top[0]}" ] || { echo "source: $package's tarball holds more than one folder" >&2; exit 1; }
name="$(basename "${top[0]}")"
mkdir -p "$cache"
rm -rf "$cache/$name"
touch "${top[0]}/.complete"  # written last: a fetch cut short is fetched again
mv "${top[0]}" "$cache/$name"
echo "$cache/$name"
