#!/usr/bin/env bash
# The web build's tests (docs/web.md): the page in out/web/ (scripts/web.sh --no-serve builds it) driven
# in Debian's headless Chromium through chromedriver, and in Firefox ESR on Xvfb through WebDriver BiDi
# (npm's puppeteer-core, pinned by tests/web/firefox/package-lock.json). Installs what is missing first.
# Usage: tests/web/run.sh [--install-only] [unittest arguments, e.g. -k single_file]
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/install-packages.sh chromium chromium-driver python3-selenium python3-pil firefox-esr xvfb xauth
command -v npm >/dev/null || scripts/install-packages.sh npm
# The lock's tarballs, checked against its integrity hashes; again whenever the lock changed (or an install
# stopped before the end, which leaves no note of the lock it installed).
lock="$(sha256sum tests/web/firefox/package-lock.json | cut -d' ' -f1)"
if [ "$(cat tests/web/firefox/node_modules/.boardlab-lock 2>/dev/null || true)" != "$lock" ]; then
  (cd tests/web/firefox && npm ci --no-audit --no-fund --loglevel=error)
  echo "$lock" > tests/web/firefox/node_modules/.boardlab-lock
fi
[ "${1:-}" = "--install-only" ] && exit 0
[ -f out/web/index.html ] && [ -f out/web/BoardLab.html ] || {
  echo "web tests: no page in out/web/: build it with scripts/web.sh --no-serve" >&2
  exit 1
}
# Debian's Python: selenium and PIL are Debian's packages (the first python3 on PATH may be another build).
exec /usr/bin/python3 -m unittest discover -s tests/web -p '*_test.py' -v "$@"
