// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"

#include <string>
#include <vector>

/// A small face study for the GUI tests and benchmarks (the real generator lives in engine/demo):
/// factors race (3) × gender (2) × emotion (6) × identity (`identities`), keys "face_1"…"face_N"
/// in that order (so natural and lexicographic order differ), three numeric dimensions 1–9 and a
/// categorical "emotion" dimension, human ratings from a fixed formula, one model condition.
namespace rl::test {

struct FakeStudyOptions {
    int identities = 2;        ///< items = 36 × identities
    int raters = 10;           ///< human raters
    int itemsPerRater = 72;    ///< each rater rates this many consecutive rated items (wrapping, no repeats)
    int unratedItems = 1;      ///< the last items get no human rating (sorting puts them last)
    bool synthetic = true;
};

study::Study makeFakeStudy(const FakeStudyOptions &options = {});

/// Add `conditions` model conditions "cond1"… with an emotion answer for every item (correct except
/// when (item + c) % 5 == 0, then the next label; item 3 of cond1 is invalid, -1) and valence and
/// arousal answers near the human means (fakeModelValue). For the analysis views' tests.
void addFakePredictions(study::Study &study, int conditions);
/// The fake model's answer of condition c on item i for numeric dimension k (0 valence, 1 arousal).
double fakeModelValue(int condition, int item, int k);

/// The fixed human rating of (rater, item, numeric dimension k): 1 + (7r + 3i + 5k + (r·i) mod 4) mod 9.
double fakeRating(int rater, int item, int k);

/// A tiny SVG face: skin tone by race, mouth curve by emotion.
std::string fakeFaceSvg(const study::Study &study, int item);
/// The skin colour fakeFaceSvg uses for a race level, as "#rrggbb".
std::string fakeSkinColour(int raceLevel);

/// Write the study and one SVG payload per item to a new project file.
Status saveFakeProject(const std::string &path, const study::Study &study);

} // namespace rl::test
