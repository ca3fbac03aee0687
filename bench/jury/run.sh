#!/bin/sh
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The full jury subset search (13 judges x 3 corpora x 4 prompt conditions, mean and median:
# 24 x 8,178 panels) in RaterLab and in vectorised numpy/scipy, side by side on the same data, with a
# check that every panel's rho and r agree.
#   bench/jury/run.sh [BUILD_DIR] [THREADS]
# BUILD_DIR defaults to ./build (needs the bench_subsets target built); THREADS defaults to 2.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build}
threads=${2:-2}
bin=$build/bench/jury/bench_subsets
[ -x "$bin" ] || { echo "run.sh: $bin not built (cmake --build $build --target bench_subsets)" >&2; exit 1; }
py=/usr/bin/python3 # Debian's python3-numpy / python3-scipy
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== RaterLab ($(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg), $threads threads)"
cpp=$("$bin" "$work/data.csv" "$work/cpp.csv" 7 "$threads")
echo "$cpp"
echo "== numpy/scipy ($($py --version 2>&1))"
np=$("$py" "$here/subsets_numpy.py" "$work/data.csv" "$work/numpy.csv" 3)
echo "$np"
echo "== agreement"
"$py" - "$work/cpp.csv" "$work/numpy.csv" <<'PY'
import csv, sys
def read(p):
    with open(p, newline="") as f:
        return {(r["corpus"], r["condition"], r["aggregate"], r["mask"]): (float(r["spearman_rho"]), float(r["pearson_r"]))
                for r in csv.DictReader(f)}
a, b = read(sys.argv[1]), read(sys.argv[2])
assert a.keys() == b.keys(), "different panels"
drho = max(abs(a[k][0] - b[k][0]) for k in a)
dr = max(abs(a[k][1] - b[k][1]) for k in a)
print("panels %d, max |rho diff| %.3g, max |r diff| %.3g" % (len(a), drho, dr))
sys.exit(0 if drho < 1e-12 and dr < 1e-12 else 1)
PY
cs=$(echo "$cpp" | sed -n 's/^raterlab_seconds=\([0-9.]*\).*/\1/p')
ns=$(echo "$np" | sed -n 's/^numpy_seconds=\([0-9.]*\).*/\1/p')
echo "== result"
awk -v c="$cs" -v n="$ns" 'BEGIN {
    printf "RaterLab %.3f s | numpy/scipy %.3f s | ratio numpy / RaterLab = %.1fx (goal >= 20x, RaterLab <= 1 s)\n", c, n, n / c }'
