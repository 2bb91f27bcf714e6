#!/usr/bin/env bash
# The web build's tests (docs/web.md): the page in out/web/ (scripts/web.sh --no-serve builds it) driven
# in Debian's headless Chromium through chromedriver. Installs what is missing first.
# Usage: tests/web/run.sh [--install-only] [unittest arguments, e.g. -k single_file]
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/install-packages.sh chromium chromium-driver python3-selenium python3-pil
[ "${1:-}" = "--install-only" ] && exit 0
[ -f out/web/index.html ] && [ -f out/web/BoardLab.html ] || {
  echo "web tests: no page in out/web/: build it with scripts/web.sh --no-serve" >&2
  exit 1
}
# Debian's Python: selenium and PIL are Debian's packages (the first python3 on PATH may be another build).
exec /usr/bin/python3 -m unittest discover -s tests/web -p '*_test.py' -v "$@"
