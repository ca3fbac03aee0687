#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `raterlab-cli infer` on the synthetic demo (1,440 SVG faces, context-carry: 4,320 requests) at
# concurrency 32 against a fake model answering 200 ms after each request (fake_model_server):
# ideal = 4,320 x 0.2 s / 32 = 27 s. Each CLI given runs twice on a fresh copy of the demo — the
# first run converts the SVG faces to PNG (kept in the project), the second is a new run of a second
# condition that finds them converted. CLIs given together run alternately in the same minutes, so
# the shared machine's load falls on both alike.
# Usage: bench/inference/infer_demo.sh BUILD_DIR [OTHER_CLI ...]
set -euo pipefail
build="$1"; shift
clis=("$build/app/cli/raterlab-cli" "$@")
server_bin="$build/bench/inference/fake_model_server"
work="$(mktemp -d)"
trap 'exec 3>&- 2>/dev/null || true; rm -rf "$work"' EXIT

coproc SERVER { "$server_bin" 200 900; }
read -r port <&"${SERVER[0]}"
echo "fake model on 127.0.0.1:$port (200 ms per request); load: $(cut -d' ' -f1-3 /proc/loadavg)"
cat > "$work/conditions.json" <<JSON
[{"id": "bench1", "label": "Bench 1", "provider": "openai-compatible", "model": "fake-vlm",
  "base_url": "http://127.0.0.1:$port/v1", "strategy": "context-carry"},
 {"id": "bench2", "label": "Bench 2", "provider": "openai-compatible", "model": "fake-vlm-2",
  "base_url": "http://127.0.0.1:$port/v1", "strategy": "context-carry"}]
JSON
for i in "${!clis[@]}"; do # each CLI makes its own demo (an older one cannot open a newer schema)
    "${clis[$i]}" demo "$work/p$i.raterlab" >/dev/null 2>&1
    "${clis[$i]}" import conditions "$work/p$i.raterlab" "$work/conditions.json" >/dev/null
done
for cond in bench1 bench2; do
    for i in "${!clis[@]}"; do
        /usr/bin/time -f "%e s wall, %U s user, %S s sys, %M KiB max RSS" -o "$work/time" \
            "${clis[$i]}" infer "$work/p$i.raterlab" --condition "$cond" --concurrency 32 >"$work/out" 2>&1
        echo "${clis[$i]} $cond: $(cat "$work/time"); ratio to 27 s: $(awk '{printf "%.3f", $1 / 27}' "$work/time")"
        grep -E "answered|converted" "$work/out" | tail -2 | sed 's/^/    /'
    done
done
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
