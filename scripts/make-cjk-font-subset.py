#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Make resources/fonts/NotoSansKR-RaterLab.otf, the bundled Korean figure font.

A subset of Debian's Noto Sans CJK KR (fonts-noto-cjk, SIL Open Font License 1.1): every one of
Unicode's 11,172 precomposed Hangul syllables (U+AC00-U+D7A3, so that a name such as "똠방", which
KS X 1001 lacks, is drawn and not a box), the conjoining and compatibility jamo, CJK punctuation,
full-width forms, and every other non-ASCII character of translations/raterlab_ko.ts. Latin, Greek
and math symbols come from the bundled DejaVu Sans, so they are left out. The font is committed, so
a figure exported on any machine uses the same glyphs; the build never runs this script.
Needs fonts-noto-cjk and python3-fonttools (apt-get install fonts-noto-cjk python3-fonttools).
Run from the repository root; the source file's version and checksum go into
resources/fonts/README-NotoSansKR-RaterLab.txt (the subset's provenance).
"""
import hashlib
import subprocess
import sys
from fontTools import subset

SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
KR_INDEX = 1  # Noto Sans CJK KR in the collection
OUT = "resources/fonts/NotoSansKR-RaterLab.otf"
PROVENANCE = "resources/fonts/README-NotoSansKR-RaterLab.txt"

chars = set()
chars.update(chr(c) for c in range(0xAC00, 0xD7A4))  # every Hangul syllable
chars.update(chr(c) for c in range(0x1100, 0x1200))  # conjoining jamo
chars.update(chr(c) for c in range(0x3131, 0x318F))  # compatibility jamo
chars.update(chr(c) for c in range(0x3000, 0x3040))  # CJK symbols and punctuation
chars.update(chr(c) for c in range(0xFF01, 0xFF5F))  # full-width forms
with open("translations/raterlab_ko.ts", encoding="utf-8") as ts:
    for ch in ts.read():
        if ord(ch) >= 0x1100:
            chars.add(ch)
hangul = sum(1 for ch in chars if 0xAC00 <= ord(ch) <= 0xD7A3)

options = subset.Options()
options.font_number = KR_INDEX
options.layout_features = ["*"]
options.name_IDs = ["*"]
options.name_languages = ["*"]
options.notdef_outline = True
options.hinting = False
font = subset.load_font(SOURCE, options)
subsetter = subset.Subsetter(options)
subsetter.populate(text="".join(sorted(chars)))
subsetter.subset(font)
# A family name of its own, so that Qt never confuses it with an installed Noto Sans CJK KR.
FAMILY = "RaterLab Noto Sans KR"
names = font["name"]
for record in list(names.names):
    if record.nameID in (1, 16):
        names.setName(FAMILY, record.nameID, record.platformID, record.platEncID, record.langID)
    elif record.nameID in (4,):
        names.setName(FAMILY + " Regular", record.nameID, record.platformID, record.platEncID, record.langID)
    elif record.nameID == 6:
        names.setName("RaterLabNotoSansKR-Regular", record.nameID, record.platformID, record.platEncID, record.langID)
subset.save_font(font, OUT, options)

with open(SOURCE, "rb") as f:
    source_sha = hashlib.sha256(f.read()).hexdigest()
try:
    package = subprocess.run(["dpkg-query", "-W", "-f", "${Package} ${Version}", "fonts-noto-cjk"],
                             capture_output=True, text=True, check=True).stdout
except (OSError, subprocess.CalledProcessError):
    package = "fonts-noto-cjk (version unknown)"
with open(PROVENANCE, "w", encoding="utf-8") as f:
    f.write(f"""NotoSansKR-RaterLab.otf: family "{FAMILY}", a subset of Noto Sans CJK KR
(SIL Open Font License 1.1, see LICENSE-NotoSansCJK.txt) made by scripts/make-cjk-font-subset.py.

Source: {SOURCE}, face {KR_INDEX} (Noto Sans CJK KR)
Debian package: {package}
Source SHA-256: {source_sha}
Characters: {len(chars)}, of which {hangul} Hangul syllables (U+AC00-U+D7A3, all of them)
""")
print(f"{OUT}: {len(chars)} characters ({hangul} Hangul syllables)", file=sys.stderr)
