#!/usr/bin/env bash
# Fetches one pinned package from the npm registry once into the user's cache and prints its folder:
# ${XDG_CACHE_HOME:-~/.cache}/boardlab/npm/<package>-<version>. The page's Python (Pyodide) comes from here.
# The tarball must have the SHA-256 given: a registry that answers with other bytes is refused.
# Usage: scripts/npm-package.sh PACKAGE VERSION SHA256
set -euo pipefail
package="${1:?usage: scripts/npm-package.sh PACKAGE VERSION SHA256}"
version="${2:?usage: scripts/npm-package.sh PACKAGE VERSION SHA256}"
sha256="${3:?usage: scripts/npm-package.sh PACKAGE VERSION SHA256}"
folder="${XDG_CACHE_HOME:-$HOME/.cache}/boardlab/npm/$package-$version"
[ -f "$folder/.complete" ] && { echo "$folder"; exit 0; }

command -v npm >/dev/null || scripts/install-packages.sh npm >&2
echo "npm: fetching $package@$version from the npm registry" >&2
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "$package@$version" >/dev/null)
tarball="$(ls "$work"/*.tgz)"
if ! echo "$sha256  $tarball" | sha256sum --check --status; then
  echo "npm: $package@$version is not the tarball pinned (SHA-256 $sha256); not used" >&2
  exit 1
fi
rm -rf "$folder"
mkdir -p "$folder"
tar -xzf "$tarball" -C "$folder" --strip-components=1
touch "$folder/.complete"
echo "$folder"
