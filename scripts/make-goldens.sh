#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Recompute every R golden of tests/reference from its committed input data (tests/reference/R/*.R)
# into a temporary folder and compare each file with the committed one: byte-equal, or all numbers
# within the tolerances of tests/reference/README.md. Not run by CI (about 25 minutes; needs
# r-base-core r-cran-lme4 r-cran-lmertest r-cran-emmeans r-cran-pbkrtest r-cran-jsonlite; 11_categorical needs
# the irr package, installed or as its R sources in $RL_IRR_SOURCE — see tests/reference/README.md).
#
#   scripts/make-goldens.sh [--keep] [SCRIPT...]      e.g. scripts/make-goldens.sh 01_krippendorff
# Exit status 0 when every regenerated file equals its golden.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ref="$root/tests/reference"
keep=0
if [ "${1:-}" = "--keep" ]; then keep=1; shift; fi
command -v Rscript >/dev/null || { echo "make-goldens: Rscript not found (apt-get install r-base-core r-cran-lme4 r-cran-lmertest r-cran-emmeans r-cran-pbkrtest)" >&2; exit 2; }

scripts=("$@")
all=0
if [ ${#scripts[@]} -eq 0 ]; then
    all=1
    scripts=(01_krippendorff 02_bland_altman 03_lme4_datasets 04_face_metrics 05_face_mixed 06_face_replaceability 07_jury 08_contingency 09_tukey 10_contingency_tables 11_categorical compare_goldens)
fi
out="$(mktemp -d "${TMPDIR:-/tmp}/raterlab-goldens-XXXXXX")"
[ $keep -eq 1 ] || trap 'rm -rf "$out"' EXIT
mkdir -p "$out/face"

echo "== $(Rscript -e 'cat(R.version.string)') into $out"
for s in "${scripts[@]}"; do
    start=$(date +%s)
    Rscript "$ref/R/${s%.R}.R" "$ref" "$out" || { echo "make-goldens: ${s} failed" >&2; exit 1; }
    echo "   ${s%.R}: $(( $(date +%s) - start )) s"
done

# The goldens made by the scripts beside them (tests/reference/stats, tests/reference/mixed and
# tests/data/agreement/krippendorff_extra_rater): each script run from a copy of its folder.
if [ $all -eq 1 ]; then
    work="$out/.work"
    mkdir -p "$work"
    ln -s "$ref/face" "$work/face" # mixed/face_unbalanced.R reads ../face/face_ratings.csv.gz
    for group in stats mixed; do
        mkdir -p "$work/$group" "$out/$group"
        cp "$ref/$group"/*.R "$work/$group/"
        for script in "$work/$group"/*.R; do
            start=$(date +%s)
            (cd "$work/$group" && Rscript "$(basename "$script")" >/dev/null) || { echo "make-goldens: $group/$(basename "$script") failed" >&2; exit 1; }
            echo "   $group/$(basename "$script" .R): $(( $(date +%s) - start )) s"
        done
        for f in "$work/$group"/*; do
            case "$f" in *.R) ;; *) mv "$f" "$out/$group/" ;; esac
        done
    done
    kx="tests/data/agreement/krippendorff_extra_rater"
    mkdir -p "$work/kx" "$out/$kx"
    (cd "$work/kx" && Rscript "$root/$kx/make.R" "$ref/R/common.R" >/dev/null) || { echo "make-goldens: $kx/make.R failed" >&2; exit 1; }
    mv "$work/kx"/*.csv "$out/$kx/"
    rm -rf "$work"
fi

cd "$out"
status=0
files=$(find . -type f -not -path "./tests/*" | sed 's|^\./||' | sort)
echo "== comparing $(echo "$files" | wc -l) files with tests/reference"
Rscript "$ref/R/compare.R" "$out" "$ref" $files || status=1
if [ -d "$out/tests" ]; then
    files=$(cd "$out" && find tests -type f | sort)
    echo "== comparing $(echo "$files" | wc -l) files with tests/data"
    Rscript "$ref/R/compare.R" "$out" "$root" $files || status=1
fi
exit $status
