// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/analysisbundle.h"
#include "tests/gui/fakestudy.h"

#include <memory>

/// The analysis of the fake study with two predicting conditions (plus the fake's own "sim"),
/// agreement part only and few resamples, so a GUI test computes it in well under a second.
namespace rl::test {

inline std::shared_ptr<const models::AnalysisBundle> fakeAnalysisBundle(int conditions = 2, int identities = 2)
{
    FakeStudyOptions options;
    options.identities = identities;
    auto study = std::make_shared<study::Study>(makeFakeStudy(options));
    addFakePredictions(*study, conditions);
    analysis::RatingAnalysisOptions o;
    o.parts = {true, false, false};
    o.resamplingRepeats = 20;
    auto bundle = models::computeAnalysisBundle(std::shared_ptr<const study::Study>(study), o);
    return bundle ? *bundle : nullptr;
}

} // namespace rl::test
