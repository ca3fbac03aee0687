// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <limits>
#include <string>
#include <vector>

/// Mixed-model parts of the face analysis (methods.md §1.2), result types. Computed by
/// analyzeFaceStudy() when FaceAnalysisParts::mixed is set and the build has engine/mixed.
///  - paired LMM per condition x dimension: two rows per image (rater_type human = M_j, model = x_j),
///    lmer(rating ~ rater_type * emotion + (1 | image_id), REML), treatment contrasts (human and R's first
///    emotion level as references), lmerTest anova (type III, Satterthwaite) and the variance components;
///  - crossed human decomposition per dimension: lmer(value ~ 1 + (1 | rater) + (1 | image), REML).
namespace rl::analysis {

struct LmmAnovaRow {
    std::string term;  ///< "rater_type", "emotion", "rater_type:emotion"
    double F = std::numeric_limits<double>::quiet_NaN();
    double numDf = std::numeric_limits<double>::quiet_NaN();
    double denDf = std::numeric_limits<double>::quiet_NaN(); ///< Satterthwaite
    double p = std::numeric_limits<double>::quiet_NaN();
};

struct LmmFixedEffect {
    std::string name;
    double estimate = 0, se = 0, df = 0, t = 0, p = 0;
};

struct PairedLmm {
    bool run = false;
    std::string status = "not_run";  ///< "ok", "not_run", "not_available", "no_predictions", "fit: ..."
    std::size_t nImages = 0;
    std::size_t nObs = 0;            ///< 2 nImages
    double varImage = std::numeric_limits<double>::quiet_NaN();
    double varResidual = std::numeric_limits<double>::quiet_NaN();
    double remlCriterion = std::numeric_limits<double>::quiet_NaN();
    bool singular = false;
    std::vector<LmmAnovaRow> anova;  ///< type III, Satterthwaite
    std::vector<LmmFixedEffect> fixedEffects;
};

struct CrossedLmm {
    bool run = false;
    std::string status = "not_run";
    std::size_t n = 0;
    double varRater = std::numeric_limits<double>::quiet_NaN();
    double varImage = std::numeric_limits<double>::quiet_NaN();
    double varResidual = std::numeric_limits<double>::quiet_NaN();
    double remlCriterion = std::numeric_limits<double>::quiet_NaN();
    bool singular = false;
};

struct MixedAnalysis {
    bool run = false;
    std::string status = "not_run"; ///< "ok", "not_run", "not_available"
    std::vector<std::vector<PairedLmm>> paired; ///< [condition][dimension]
    std::vector<CrossedLmm> crossed;            ///< [dimension]
};

} // namespace rl::analysis
