#!/bin/sh
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The section 1.4 demographic battery (8 conditions: bias ANOVAs with Tukey, per-group classification, binomial
# GLMM likelihood-ratio tests) timed end to end as `raterlab-cli analyze --only demographics`, and split into
# project open (integrity check), study load and battery by bench_demographics. Rounds alternate the programs
# so that a baseline and the current build are measured side by side in the same minute (the machine is shared:
# compare within a round, not across runs of the script).
#   bench/analysis/demographics.sh [BUILD_DIR] [PROJECT] [ROUNDS] [BASELINE_CLI]
# BUILD_DIR defaults to ./build (needs raterlab-cli and bench_demographics); PROJECT defaults to
# /tmp/rl_bench_demo.raterlab and is created with `raterlab-cli demo` when missing; BASELINE_CLI is another
# raterlab-cli (e.g. a copy of the previous build) run in the same rounds.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build}
project=${2:-/tmp/rl_bench_demo.raterlab}
rounds=${3:-5}
baseline=${4:-}
cli=$build/app/cli/raterlab-cli
bench=$build/bench/analysis/bench_demographics
for b in "$cli" "$bench"; do
    [ -x "$b" ] || { echo "demographics.sh: $b not built (cmake --build $build --target raterlab-cli bench_demographics)" >&2; exit 1; }
done
[ -z "$baseline" ] || [ -x "$baseline" ] || { echo "demographics.sh: $baseline is not executable" >&2; exit 1; }
[ -f "$project" ] || "$cli" demo "$project" >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

timed() { # LABEL PROGRAM: wall, user and system seconds of one analyze run
    /usr/bin/time -f "$1 %e s wall %U s user %S s sys" "$2" analyze "$project" --out "$out/$1" --only demographics \
        2>&1 >/dev/null | tail -n 1
}

echo "== $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), project $project"
i=1
while [ "$i" -le "$rounds" ]; do
    echo "-- round $i"
    [ -z "$baseline" ] || timed baseline "$baseline"
    timed current "$cli"
    "$bench" "$project" 1 | sed 's/^run 1:/phases (s):/'
    i=$((i + 1))
done
if [ -n "$baseline" ]; then
    for f in analysis.json metrics.csv verdicts.csv verdict_evidence.csv; do
        cmp -s "$out/baseline/$f" "$out/current/$f" && echo "same $f" || echo "DIFFERENT $f"
    done
fi
