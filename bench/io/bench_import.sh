#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Benchmarks of the project file: creating the demo study (target <= 15 s) and importing
# 72,000 wide ratings rows = 144,000 ratings (target <= 1 s). Prints wall and CPU seconds.
# usage: bench/io/bench_import.sh [BUILD_DIR] (reads tests/reference/face)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cli="${1:-$root/build}/app/cli/raterlab-cli"
ref="$root/tests/reference/face"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

measure() { # label, command...
    local label="$1"; shift
    /usr/bin/env TIMEFORMAT="%R %U %S" bash -c "time $(printf '%q ' "$@") >/dev/null 2>&1" 2>"$work/t" || true
    read -r real user sys <"$work/t"
    printf '%-44s wall %6.2f s   cpu %6.2f s\n' "$label" "$real" "$(awk -v u="$user" -v s="$sys" 'BEGIN{print u+s}')"
}

measure "demo study (1,440 faces, 216,000 ratings)" "$cli" demo "$work/demo.raterlab"
"$cli" import stimuli "$work/face.raterlab" "$ref/face_images.csv" --map image_id=stimulus_id >/dev/null
measure "import 72,000 rating rows (144,000 ratings)" "$cli" import ratings "$work/face.raterlab" "$ref/face_ratings.csv.gz" --map image_id=stimulus_id
