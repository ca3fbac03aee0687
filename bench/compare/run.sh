#!/bin/sh
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The condition comparison of the 8 demo conditions with B = 2000 in RaterLab and the same paired
# bootstrap of Δα and W1SD in R (compare_bootstrap.R), side by side on the same data, one run each.
# Not run by CI.
#   bench/compare/run.sh [BUILD_DIR] [B]
# BUILD_DIR defaults to ./build (needs raterlab-cli, bench_compare and, for the redraw time,
# bench_compare_redraw built).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build}
B=${2:-2000}
cli=$build/app/cli/raterlab-cli
bin=$build/bench/compare/bench_compare
for f in "$cli" "$bin"; do
    [ -x "$f" ] || { echo "run.sh: $f not built (cmake --build $build --target raterlab-cli bench_compare)" >&2; exit 1; }
done
work=$(mktemp -d "${TMPDIR:-/tmp}/raterlab-bench-compare-XXXXXX")
trap 'rm -rf "$work"' EXIT
"$cli" demo "$work/demo.raterlab" >/dev/null 2>&1
"$cli" export ratings "$work/demo.raterlab" "$work/ratings.csv" >/dev/null
"$cli" export predictions "$work/demo.raterlab" "$work/predictions.csv" >/dev/null
"$cli" export stimuli "$work/demo.raterlab" "$work/stimuli.csv" >/dev/null

echo "== RaterLab ($(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)): every statistic, B = $B"
cpp=$("$bin" "$work/demo.raterlab" "$B" 42)
echo "$cpp" | head -1
echo "== R ($(Rscript -e 'cat(R.version.string)')): the Δα and W1SD bootstrap only, B = $B"
r=$(Rscript "$here/compare_bootstrap.R" "$work/ratings.csv" "$work/predictions.csv" "$work/stimuli.csv" "$B" 42)
echo "$r" | head -1
echo "== overall valence 95% CIs: condition:statistic,RaterLab estimate,low,high,R low,high (different generators:"
echo "   the bounds agree to bootstrap noise)"
key='s/^ci,\([^,]*\),\([^,]*\),/\1:\2,/'
echo "$cpp" | grep '^ci,' | sed "$key" | sort > "$work/cpp.txt"
echo "$r" | grep '^ci,' | sed "$key" | sort > "$work/r.txt"
join -t, "$work/cpp.txt" "$work/r.txt"
redraw=$build/bench/compare/bench_compare_redraw
if [ -x "$redraw" ]; then
    echo "== redraw of the forest plots (8 conditions)"
    QT_QPA_PLATFORM=offscreen "$redraw" "$work/demo.raterlab"
fi
cs=$(echo "$cpp" | sed -n 's/^raterlab_seconds=\([0-9.]*\).*/\1/p')
cc=$(echo "$cpp" | sed -n 's/.*cpu_seconds=\([0-9.]*\).*/\1/p')
rs=$(echo "$r" | sed -n 's/^r_seconds=\([0-9.]*\).*/\1/p')
rc=$(echo "$r" | sed -n 's/.*r_cpu_seconds=\([0-9.]*\).*/\1/p')
echo "== result (the machine may be shared: the CPU-time ratio is the stable one)"
awk -v c="$cs" -v cc="$cc" -v r="$rs" -v rc="$rc" 'BEGIN {
    printf "RaterLab %.3f s wall, %.3f s CPU (all statistics) | R %.3f s wall, %.3f s CPU (Δα and W1SD only)\n", c, cc, r, rc;
    printf "ratio R / RaterLab = %.1fx wall, %.1fx CPU\n", r / c, rc / cc }'
