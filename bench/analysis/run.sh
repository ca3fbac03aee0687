#!/bin/sh
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The face analysis of docs/methods.md sections 1-3 (8 conditions, valence + arousal, overall and per emotion,
# LOO baseline, inter-model variance with B = 1000 human resamples) in RaterLab and in R, side by side.
#   bench/analysis/run.sh [BUILD_DIR] [REFERENCE_FACE_DIR]
# BUILD_DIR defaults to ./build (needs the bench_faceanalysis target built).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build}
face=${2:-$root/tests/reference/face}
bin=$build/bench/analysis/bench_faceanalysis
[ -x "$bin" ] || { echo "run.sh: $bin not built (cmake --build $build --target bench_faceanalysis)" >&2; exit 1; }

echo "== RaterLab ($(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg))"
cpp=$("$bin" "$face" 7)
echo "$cpp"
echo "== R ($(Rscript -e 'cat(R.version.string)'))"
r=$(Rscript "$here/face_analysis.R" "$face" 3)
echo "$r"

cs=$(echo "$cpp" | sed -n 's/^raterlab_seconds=\([0-9.]*\).*/\1/p')
rs=$(echo "$r" | sed -n 's/^r_seconds=\([0-9.]*\).*/\1/p')
rd=$(echo "$r" | sed -n 's/^r_seconds_deterministic=\([0-9.]*\).*/\1/p')
echo "== result"
awk -v c="$cs" -v r="$rs" -v d="$rd" 'BEGIN {
    printf "RaterLab %.3f s | R %.3f s (of which %.3f s without the B = 1000 resampling)\n", c, r, d;
    printf "ratio R / RaterLab = %.1fx (goal >= 20x); R without resampling / RaterLab with it = %.1fx\n", r / c, d / c }'
