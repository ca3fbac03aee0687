#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Install what is missing, build, and open RaterLab on the synthetic demo study. Without a display,
# run the demo analysis headless and say where its report is.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${RL_BUILD_DIR:-$root/build}"
"$root/scripts/build.sh" --target raterlab raterlab-cli
cli="$build/app/cli/raterlab-cli"
demo="$root/out/demo.raterlab"
mkdir -p "$root/out"
[ -f "$demo" ] || "$cli" demo "$demo"

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    exec "$build/app/gui/raterlab" "$demo"
fi

echo "No display found: running the demo analysis headless." >&2
report="$root/out/demo-report"
if "$cli" analyze --help >/dev/null 2>&1; then
    "$cli" analyze "$demo" --out "$report"
    echo "Report of the synthetic demo study: $report (metrics.csv, verdicts.csv, analysis.json)"
else
    mkdir -p "$report"
    "$cli" info "$demo" > "$report/info.json"
    echo "Summary of the synthetic demo study: $report/info.json"
fi
