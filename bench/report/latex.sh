#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The LaTeX tables compile with pdflatex: every table of the face demo is exported with
# `raterlab-cli export-table --format latex`, wrapped in one article with booktabs and longtable, and
# compiled with pdflatex (Debian: texlive-latex-base, texlive-latex-recommended). Too heavy for CI, so
# tests/gui/tst_reportpages.cpp checks the LaTeX structurally and this script compiles it.
# usage: bench/report/latex.sh [BUILD_DIR]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cli="${1:-$root/build}/app/cli/raterlab-cli"
command -v pdflatex >/dev/null || { echo "pdflatex is not installed (apt-get install texlive-latex-base texlive-latex-recommended)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$cli" demo "$work/demo.raterlab" >/dev/null 2>&1
doc="$work/tables.tex"
printf '%s\n' '\documentclass{article}' '\usepackage[a4paper,landscape,margin=2cm]{geometry}' \
    '\usepackage{booktabs}' '\usepackage{longtable}' '\begin{document}' '\footnotesize' >"$doc"
for table in agreement agreement-long verdicts class-metrics human-reliability variance-components subgroup-accuracy \
             demographic-anova demographic-tukey demographic-glmm comparison; do
    "$cli" export-table "$work/demo.raterlab" --table "$table" --format latex --out "$work/$table.tex" 2>/dev/null || continue
    printf '\\input{%s}\n\\clearpage\n' "$work/$table.tex" >>"$doc"
done
echo '\end{document}' >>"$doc"
if (cd "$work" && pdflatex -interaction=nonstopmode -halt-on-error tables.tex >pdflatex.log 2>&1); then
    echo "pdflatex: $(grep -c input "$doc") tables compiled, $(pdfinfo "$work/tables.pdf" 2>/dev/null | awk '/^Pages/{print $2}') pages"
else
    grep -n -A3 '^!' "$work/pdflatex.log" | head -20
    exit 1
fi
