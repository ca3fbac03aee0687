#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Make resources/fonts/NotoSansKR-RaterLab.otf, the bundled Korean figure font.

A subset of Debian's Noto Sans CJK KR (fonts-noto-cjk, SIL Open Font License 1.1): the 2,350
Hangul syllables of KS X 1001 (what Korean text uses in practice), the compatibility jamo, CJK
punctuation, full-width forms, and every other non-ASCII character of translations/raterlab_ko.ts.
Latin, Greek and math symbols come from the bundled DejaVu Sans, so they are left out.
Needs python3-fonttools. Run from the repository root; the output is committed.
"""
import re
import sys
from fontTools import subset

SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
KR_INDEX = 1  # Noto Sans CJK KR in the collection
OUT = "resources/fonts/NotoSansKR-RaterLab.otf"

chars = set()
for lead in range(0xB0, 0xC9):          # EUC-KR Hangul rows
    for trail in range(0xA1, 0xFF):
        try:
            chars.add(bytes([lead, trail]).decode("euc-kr"))
        except UnicodeDecodeError:
            pass
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
print(f"{OUT}: {len(chars)} characters ({hangul} Hangul syllables)", file=sys.stderr)
