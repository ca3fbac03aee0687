// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/mixedparts.h"

#include "engine/analysis/facedata.h"

namespace rl::analysis::detail {

void runGlmm(const FaceData &data, std::size_t c, std::span<const int> raceOf, std::span<const int> genderOf,
             std::size_t raceLevels, std::size_t genderLevels, ConditionDemographics &out)
{
    (void)data;
    (void)c;
    (void)raceOf;
    (void)genderOf;
    (void)raceLevels;
    (void)genderLevels;
    out.glmmRace.status = "not_available";
    out.glmmGender.status = "not_available";
}

Result<MixedAnalysis> analyzeMixed(const study::Study &study, const FaceData &data, const FaceAnalysisOptions &options,
                                   const Progress &progress, std::vector<std::string> &notes)
{
    (void)study;
    (void)data;
    (void)options;
    (void)progress;
    MixedAnalysis m;
    m.status = "not_available";
    notes.push_back("mixed models (lmm_*, var_rater/var_image/var_residual, glmm_*) are not available in this build");
    return m;
}

} // namespace rl::analysis::detail
