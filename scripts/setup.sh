#!/usr/bin/env bash
# Installs the Debian packages BoardLab needs (only the missing ones, without questions), then
# configures and builds it. Usage: scripts/setup.sh [BUILD_DIR] [extra cmake arguments...]
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  cmake ninja-build g++ pkg-config git
  libimgui-dev libglfw3-dev python3-glad libstb-dev
  libgtest-dev libgmock-dev libbenchmark-dev nlohmann-json3-dev libcli11-dev
  libgif-dev xvfb xauth xdotool fonts-dejavu-core
  fonts-noto-cjk  # the Chinese UI (View -> Language); without it the workbench stays in English
  clang libclang-rt-14-dev  # scripts/fuzz.sh: libFuzzer lives in libclang-rt, which clang only recommends
  python3 nodejs openjdk-17-jdk-headless mono-mcs  # the kits' languages (kits/, the outside-program tests)
  clang-format  # the house style's check in the test command (scripts/check-format.sh)
  procps  # ps and pgrep: test.sh and the outside-program tests look for processes left behind
  ccache  # the build cache every build uses where it is installed (CMakeLists.txt, docs/performance.md)
  libfontconfig-dev  # the workbench finds its fonts through fontconfig (app/workbench/views/system_fonts.cpp)
  desktop-file-utils  # the install test validates the desktop entry (desktop-file-validate)
  dpkg-dev  # cpack -G DEB reads the programs' library dependencies with dpkg-shlibdeps (docs/install.md)
  parallel slurm-wlm munge python3-yaml  # examples/grading's recipes, run by the test command (docs/grading.md)
)
scripts/install-packages.sh "${packages[@]}"

build="${1:-build}"
shift || true
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
cmake --build "$build" -j 2
