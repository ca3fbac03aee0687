#!/bin/sh
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# StereoTales benchmarks, side by side (not run by CI):
#  (a) per table, RaterLab's Monte Carlo Fisher test against R's fisher.test(simulate.p.value = TRUE,
#      B = 5e5) on the same tables (the reference set's plus typical attribute tables, tables.R), one
#      core each, user CPU seconds, with a check that the p-values agree within 4 combined SE;
#  (b) with `full`, the whole per-model analysis of a synthetic 650k-story x 19-attribute study
#      (23 models, 7,866 tables, B = 500,000) on THREADS threads, with its peak RSS.
#   bench/stereotales/run.sh [BUILD_DIR] [THREADS] [full]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build}
threads=${2:-2}
B=500000
for t in bench_fisher bench_association; do
    [ -x "$build/bench/stereotales/$t" ] || { echo "run.sh: $t not built (cmake --build $build --target $t)" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
Rscript "$here/tables.R" "$root/tests/reference" "$work/tables.csv"

echo "== (a) per table, B = $B, one core ($(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg))"
"$build/bench/stereotales/bench_fisher" "$work/tables.csv" "$B" 1 > "$work/cpp.csv"
Rscript "$here/fisher_r.R" "$work/tables.csv" "$B" "$work/r.csv"
/usr/bin/python3 - "$work/cpp.csv" "$work/r.csv" "$B" <<'PY'
import csv, math, sys
cpp = {r["table"]: r for r in csv.DictReader(open(sys.argv[1]))}
rr = {r["table"]: r for r in csv.DictReader(open(sys.argv[2]))}
B = float(sys.argv[3])
ok = True
print("%-16s %6s %7s %-11s %12s %12s %9s %9s %7s" % ("table", "dim", "N", "method", "p_raterlab", "p_R", "s_RL", "s_R", "R/RL"))
tot_c = tot_r = 0.0
for t, c in cpp.items():
    r = rr[t]
    pc, pr, sc, sr = float(c["p"]), float(r["p"]), float(c["seconds"]), float(r["seconds"])
    p = max(pr, 1 / B)
    agree = abs(pc - pr) <= 4 * math.sqrt(p * (1 - p) * 2 / B) + 2 / B if c["method"] == "monte_carlo" else abs(pc - pr) <= 1e-10 * pr
    ok &= agree
    if c["method"] == "monte_carlo":
        tot_c += sc; tot_r += sr
    print("%-16s %6s %7s %-11s %12.6g %12.6g %9.3f %9.3f %7s%s" % (t, c["nrow"] + "x" + c["ncol"], c["n"], c["method"], pc, pr, sc, sr,
          ("%.2f" % (sr / sc)) if sc > 0.001 else "-", "" if agree else "  DISAGREE"))
print("Monte Carlo tables: RaterLab %.2f s, R %.2f s, R / RaterLab = %.2fx (goal >= 3x)" % (tot_c, tot_r, tot_r / tot_c))
sys.exit(0 if ok else 1)
PY

if [ "${3:-}" = full ]; then
    echo "== (b) per-model analysis, 650,000 stories x 19 attributes, 23 models, B = $B, $threads threads"
    /usr/bin/time -f "wall %e s, user %U s, peak RSS %M KB" "$build/bench/stereotales/bench_association" 650000 23 "$B" "$threads"
fi
