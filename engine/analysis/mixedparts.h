// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <limits>
#include <string>
#include <vector>

/// Mixed-model parts of the face analysis (docs/methods.md §4), result types. Computed by
/// analyzeRatingStudy() when RatingAnalysisParts::mixed is set and the build has engine/mixed.
///  - paired LMM per condition x dimension: two rows per image (rater_type human = M_j, model = x_j),
///    lmer(rating ~ rater_type * emotion + (1 | image_id), REML), treatment contrasts (human and R's first
///    emotion level as references), lmerTest anova (type III, Satterthwaite) and the variance components;
///  - crossed human decomposition per dimension: lmer(value ~ 1 + (1 | rater) + (1 | image), REML).
namespace rl::analysis {

/// What became of a mixed-model fit of the analysis. The views switch on it (and show `detail`);
/// the report and the exported tables write its name, kept in each result's `status` string
/// (fitOutcomeName(outcome, detail), set together by the analysis — never parsed back).
enum class FitOutcome {
    NotRun,              ///< "not_run": the part did not run
    Ok,                  ///< "ok": converged
    OkSingular,          ///< "ok_singular": converged on the boundary (GLMM tests)
    NotAvailable,        ///< "not_available": the build has no mixed-model engine
    NoPredictions,       ///< "no_predictions": the condition has no answers on the dimension
    NoAnswers,           ///< "no_answers": the condition has no label answers (GLMM tests)
    NotConverged,        ///< detail = mixed::fitStatusName of the optimizer ("max_evaluations", ...)
    FitFailed,           ///< "fit: <detail>": the LMM could not be fitted
    TestFitFailed,       ///< "fit_failed: <detail>": a GLMM of a likelihood-ratio test could not be fitted
    DesignFailed,        ///< "design: <detail>": the fixed-effects design could not be built
    SatterthwaiteFailed, ///< "satterthwaite: <detail>": the denominator df could not be computed
};

/// The machine name written for an outcome (see each enumerator).
std::string fitOutcomeName(FitOutcome outcome, const std::string &detail = {});

/// Set a fit result's outcome, detail and written status together (PairedLmm, CrossedLmm, GlmmLrt).
template <class Fit>
void setOutcome(Fit &fit, FitOutcome outcome, std::string detail = {})
{
    fit.outcome = outcome;
    fit.status = fitOutcomeName(outcome, detail);
    fit.detail = std::move(detail);
}

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
    FitOutcome outcome = FitOutcome::NotRun;
    std::string detail;              ///< of FitOutcome::NotConverged and the failures
    std::string status = "not_run";  ///< fitOutcomeName(outcome, detail): "ok", "no_predictions", "fit: ..."
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
    FitOutcome outcome = FitOutcome::NotRun;
    std::string detail;              ///< of FitOutcome::NotConverged and the failures
    std::string status = "not_run";  ///< fitOutcomeName(outcome, detail)
    std::size_t n = 0;
    double varRater = std::numeric_limits<double>::quiet_NaN();
    double varImage = std::numeric_limits<double>::quiet_NaN();
    double varResidual = std::numeric_limits<double>::quiet_NaN();
    double remlCriterion = std::numeric_limits<double>::quiet_NaN();
    bool singular = false;
};

struct MixedAnalysis {
    bool run = false;
    FitOutcome outcome = FitOutcome::NotRun; ///< NotRun, Ok or NotAvailable
    std::string status = "not_run";          ///< fitOutcomeName(outcome)
    std::vector<std::vector<PairedLmm>> paired; ///< [condition][dimension]
    std::vector<CrossedLmm> crossed;            ///< [dimension]
};

} // namespace rl::analysis
