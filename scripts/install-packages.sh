#!/usr/bin/env bash
# Installs the Debian packages named, only the missing ones, without questions (as root, else through sudo).
# Usage: scripts/install-packages.sh PACKAGE...   (setup.sh, web.sh and tests/web/run.sh share it)
set -euo pipefail
missing=()
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
((${#missing[@]})) || exit 0
echo "setup: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
# Waits for another apt or dpkg (the test command installs the web build's packages beside other steps).
lock=(-o DPkg::Lock::Timeout=600)
$sudo apt-get "${lock[@]}" update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get "${lock[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
