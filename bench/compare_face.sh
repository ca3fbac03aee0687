#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The README's face-study figures, two builds side by side in one run (alternating, so the shared
# machine's load falls on both alike): demo creation, import of 72,000 wide rating rows, the face
# analysis (docs/methods.md §1–3) and the demographic battery (§5) on the demo. Prints the median of ROUNDS runs of
# each. usage: bench/compare_face.sh CLI_A CLI_B [ROUNDS=3] (reads tests/reference/face)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
a="$1"; b="$2"; rounds="${3:-3}"
ref="$root/tests/reference/face"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

wall() { # prints the wall seconds of the command
    local s e
    s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N)
    awk -v s="$s" -v e="$e" 'BEGIN{printf "%.3f", e - s}'
}
median() { tr ' ' '\n' | sort -g | awk '{v[NR]=$1} END{print v[int((NR+1)/2)]}'; }

declare -A times
for ((r = 0; r < rounds; ++r)); do
    for side in a b; do
        cli="${!side}"
        d="$work/$side$r"; mkdir -p "$d"
        times[$side,demo]+="$(wall "$cli" demo "$d/demo.raterlab") "
        "$cli" import stimuli "$d/face.raterlab" "$ref/face_images.csv" --map image_id=stimulus_id >/dev/null
        times[$side,import]+="$(wall "$cli" import ratings "$d/face.raterlab" "$ref/face_ratings.csv.gz" --map image_id=stimulus_id) "
        times[$side,agreement]+="$(wall "$cli" analyze "$d/demo.raterlab" --out "$d/agr" --only agreement) "
        times[$side,demographics]+="$(wall "$cli" analyze "$d/demo.raterlab" --out "$d/dem" --only demographics) "
    done
    cmp -s "$work/a$r/agr/metrics.csv" "$work/b$r/agr/metrics.csv" && cmp -s "$work/a$r/dem/metrics.csv" "$work/b$r/dem/metrics.csv" \
        || echo "round $r: metrics.csv differ between the builds"
done
printf '%-34s %10s %10s\n' "median wall seconds" "A" "B"
for k in demo import agreement demographics; do
    printf '%-34s %10s %10s\n' "$k" "$(echo ${times[a,$k]} | median)" "$(echo ${times[b,$k]} | median)"
done
echo "A = $a"; echo "B = $b"; echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
