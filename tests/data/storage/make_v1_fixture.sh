#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Regenerates v1_face_with_runs.raterlab: a schema-1 project written by RaterLab before schema 2
# (commit 8276149), with 6 stimuli, human ratings, imported predictions and an inference run
# (context-carry: 18 answered requests) against a local fake OpenAI server.
# Usage: make_v1_fixture.sh RATERLAB_CLI_OF_A_V1_BUILD
set -euo pipefail
cli="$1"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$(mktemp -d)"
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
cd "$work"
python3 - <<'PY'
import struct, zlib
def png(r, g, b):
    raw = b''.join(b'\x00' + bytes([r, g, b]) * 4 for _ in range(4))
    def chunk(t, d):
        c = struct.pack('>I', len(d)) + t + d
        return c + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 4, 4, 8, 2, 0, 0, 0)) + \
        chunk(b'IDAT', zlib.compress(raw)) + chunk(b'IEND', b'')
emotions = ['happy', 'sad', 'neutral']
with open('stimuli.csv', 'w') as f:
    f.write('stimulus_id,file,race,gender,emotion,identity\n')
    for i in range(6):
        e = emotions[i % 3]
        open(f'f{i}.png', 'wb').write(png(40 * i, 100, 200))
        f.write(f'f{i},f{i}.png,{"Korean" if i < 3 else "White"},{"female" if i % 2 else "male"},{e},id{i // 3}\n')
with open('ratings.csv', 'w') as f:
    f.write('rater_id,stimulus_id,valence,arousal,naturalness,rt_ms\n')
    for h in range(3):
        for i in range(6):
            f.write(f'h{h},f{i},{1 + (i + h) % 9},{2 + (i * h) % 7},{5 + h},{900 + 10 * i}\n')
with open('predictions.csv', 'w') as f:
    f.write('condition,stimulus_id,emotion,valence,arousal,thinking,raw_response\n')
    for i in range(6):
        f.write(f'imported,f{i},{emotions[(i + 1) % 3]},{1 + i},{9 - i},"thought {i}","raw {i}"\n')
PY
cat > fake.py <<'PY'
import http.server, json, sys
class H(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers['Content-Length'])))
        last = body['messages'][-1]['content']
        text = last if isinstance(last, str) else ''.join(p.get('text', '') for p in last)
        n = len(body['messages'])
        if 'Which emotion' in text:
            answer = '{"emotion": "sad"}'
        elif 'arousal' in text.lower() and 'valence as' in text:
            answer = '{"arousal": 3}'
        else:
            answer = '{"valence": %d}' % (2 + n)
        out = {"id": "x", "object": "chat.completion", "choices": [{"index": 0, "message": {"role": "assistant",
               "content": answer}, "finish_reason": "stop"}], "usage": {"prompt_tokens": 50, "completion_tokens": 5}}
        data = json.dumps(out).encode()
        self.send_response(200); self.send_header('Content-Type', 'application/json')
        self.send_header('Content-Length', str(len(data))); self.end_headers(); self.wfile.write(data)
    def log_message(self, *a): pass
http.server.HTTPServer(('127.0.0.1', int(sys.argv[1])), H).serve_forever()
PY
port=18765
python3 fake.py $port & server=$!
sleep 0.5
cat > conditions.json <<JSON
[{"id": "local", "label": "Local fake", "provider": "openai-compatible", "model": "fake-vlm",
  "base_url": "http://127.0.0.1:$port/v1", "strategy": "context-carry", "temperature": 0,
  "price_input_per_mtok": 0.1, "price_output_per_mtok": 0.4}]
JSON
p="$work/v1.raterlab"
"$cli" import stimuli "$p" stimuli.csv
"$cli" import ratings "$p" ratings.csv
"$cli" import predictions "$p" predictions.csv
"$cli" import conditions "$p" conditions.json
"$cli" infer "$p" --condition local --concurrency 2
sqlite3 "$p" "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;" >/dev/null
test "$(sqlite3 "$p" 'PRAGMA user_version')" = 1
cp "$p" "$here/v1_face_with_runs.raterlab"
echo "wrote $here/v1_face_with_runs.raterlab"
