#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Build the Debian package: configure a Release build without tests and benchmarks into
# build-package/ (or $RL_BUILD_DIR), build the programs and their man pages, and run CPack.
# Prints the path of raterlab_<version>_<arch>.deb; install it with `apt-get install ./raterlab_*.deb`.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${RL_BUILD_DIR:-$root/build-package}"
jobs="${RL_JOBS:-$(nproc)}"
"$root/scripts/install-deps.sh"
for tool in help2man dpkg-shlibdeps; do
    command -v "$tool" >/dev/null || { echo "package.sh: $tool not found (apt-get install help2man dpkg-dev)" >&2; exit 1; }
done
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
      -DRL_BUILD_TESTS=OFF -DRL_BUILD_BENCH=OFF >/dev/null
cmake --build "$build" -j "$jobs"
(cd "$build" && cpack -G DEB >/dev/null)
ls -1 "$build"/raterlab_*.deb
