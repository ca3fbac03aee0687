#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Every output of the three demo studies, hashed: run before and after a change that must not change
# a number (a refactoring), then diff the two lists.
#
#   scripts/output-snapshot.sh build/app/cli/raterlab-cli /tmp/before > before.txt
#   ... change, rebuild ...
#   scripts/output-snapshot.sh build/app/cli/raterlab-cli /tmp/after > after.txt
#   diff before.txt after.txt
#
# Lines that record when, how fast or with which build a file was made (`"created"`, `"wall_seconds"`, `"raterlab_version"`, the
# `# RaterLab …` header line of a CSV) are left out of the hash, so two builds of one commit agree.
set -euo pipefail
cli="$(realpath "$1")"
out="$2"
rm -rf "$out"
mkdir -p "$out"
cd "$out"

"$cli" demo face.rlab --study face --seed 1 >/dev/null
"$cli" demo jury.rlab --study jury --seed 1 >/dev/null
"$cli" demo st.rlab --study stereotales --seed 1 >/dev/null

"$cli" analyze face.rlab --out face-analysis --seed 1 >/dev/null
"$cli" methods face.rlab > face-methods.txt
"$cli" jury analyze jury.rlab --out jury-analysis --seed 1 >/dev/null
"$cli" methods jury.rlab > jury-methods.txt
"$cli" stereotales analyze st.rlab --out st-analysis --seed 1 >/dev/null
"$cli" stereotales harm st.rlab --out st-harm >/dev/null
"$cli" methods st.rlab > st-methods.txt

find . -type f ! -name '*.rlab*' | LC_ALL=C sort | while read -r f; do
    printf '%s  %s\n' "$(grep -av -e '"created"' -e '"raterlab_version"' -e '"wall_seconds"' -e '^# RaterLab' "$f" | sha256sum | cut -c1-16)" "$f"
done
