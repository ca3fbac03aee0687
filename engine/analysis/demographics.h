// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/confusion.h"
#include "engine/analysis/mixedparts.h"
#include "engine/stats/regression.h"
#include "engine/stats/tukey.h"

#include <array>
#include <cstddef>
#include <limits>
#include <string>
#include <vector>

/// Demographic bias of the model conditions (docs/methods.md §5), result types. Computed by
/// analyzeRatingStudy() when RatingAnalysisParts::demographics is set.
///
/// Dimensional level, per condition x dimension x emotion: bias_j = x_j - M_j (model minus human mean;
/// the opposite sign to Bland–Altman's d), four OLS fits lm(bias ~ race), lm(bias ~ gender),
/// lm(bias ~ race + gender), lm(bias ~ race * gender) with R's alphabetical levels and treatment
/// contrasts; race = anova(M_gender, M_additive), gender = anova(M_race, M_additive),
/// race:gender = anova(M_additive, M_full); η² = sequential (Type I) SS of the term in anova(M_full)
/// (order race, gender, race:gender) / sum (bias - mean bias)^2; q = p.adjust(p, "BH") within each
/// (condition, dimension) family (emotions x 3 terms); where the interaction has q < .05, Tukey-adjusted
/// pairwise comparisons of the race x gender cells (emmeans pairs, first factor fastest).
/// Classification level: accuracy and macro-F1 per race, per gender and per race:gender cell.
namespace rl::analysis {

enum class DemographicStatus {
    Ok,
    NotRun,          ///< the part was not asked for
    MissingFactors,  ///< the study has no `race` or `gender` factor (or a single level of one)
    NoPredictions,   ///< the condition gave no prediction for this dimension / emotion
    TooFewItems,     ///< fewer items than the full model has coefficients + 1: no residual df
};
const char *demographicStatusName(DemographicStatus s);

/// One of the three nested F tests with its effect size.
struct AnovaTermResult {
    std::string term;            ///< "race", "gender", "race:gender"
    stats::NestedFTest test;     ///< F, df1, df2, p, rss_reduced, rss_larger, status
    double ssType1 = std::numeric_limits<double>::quiet_NaN(); ///< sequential SS in anova(M_full)
    double ssTotal = std::numeric_limits<double>::quiet_NaN(); ///< sum (bias - mean bias)^2
    double eta2 = std::numeric_limits<double>::quiet_NaN();    ///< ssType1 / ssTotal
    double q = std::numeric_limits<double>::quiet_NaN();       ///< BH within the (condition, dimension) family
};

struct BiasAnovaCell {
    DemographicStatus status = DemographicStatus::NotRun;
    std::size_t n = 0;                    ///< items with a prediction, a human mean, race and gender
    std::array<AnovaTermResult, 3> terms; ///< race, gender, race:gender
    bool tukeyRun = false;                ///< the interaction had q < .05
    stats::TukeyResult tukey;             ///< pairwise race x gender cell comparisons (when tukeyRun)
};

/// Classification metrics of one demographic subgroup ("Black", "female", "Black:female").
struct SubgroupClassification {
    std::string kind;   ///< "race", "gender" or "race:gender"
    std::string level;  ///< level, or "race:gender" levels joined by ':'
    agreement::ConfusionResult confusion; ///< n, accuracy, macroF1, kappa, per class
};

/// Binomial GLMM likelihood-ratio test `correct ~ factor + (1|gt_emotion)` vs `correct ~ 1 + (1|gt_emotion)`.
struct GlmmLrt {
    bool run = false;       ///< false: the GLMM engine is not available in this build or the part did not run
    FitOutcome outcome = FitOutcome::NotRun; ///< Ok, OkSingular, NoAnswers, NotConverged, TestFitFailed
    std::string detail;     ///< of FitOutcome::NotConverged and TestFitFailed
    std::string status;     ///< fitOutcomeName(outcome, detail) once the test ran: "ok", "no_answers", "fit_failed: ..."
    double chisq = std::numeric_limits<double>::quiet_NaN(); ///< -2 (l0 - l1)
    double df = std::numeric_limits<double>::quiet_NaN();
    double p = std::numeric_limits<double>::quiet_NaN();     ///< pchisq(chisq, df, upper)
    std::size_t n = 0;
};

struct ConditionDemographics {
    std::string id;
    std::vector<SubgroupClassification> classification; ///< races, genders, then race:gender cells (race outer)
    std::vector<std::vector<BiasAnovaCell>> anova;      ///< [dimension][emotion]
    GlmmLrt glmmRace;
    GlmmLrt glmmGender;
};

struct Demographics {
    DemographicStatus status = DemographicStatus::NotRun;
    std::vector<std::string> raceLevels;   ///< R's alphabetical order
    std::vector<std::string> genderLevels; ///< R's alphabetical order
    std::vector<ConditionDemographics> conditions; ///< same order as RatingAnalysis::conditions
};

} // namespace rl::analysis
