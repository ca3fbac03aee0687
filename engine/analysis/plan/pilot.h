// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/plan/simulation.h"
#include "engine/analysis/ratinganalysis.h"
#include "engine/core/result.h"
#include "engine/study/study.h"

#include <limits>
#include <string>

/// The numeric simulation's generator (simulation.h) with its parameters taken from a pilot study
/// (docs/methods.md "Planning a study").
///
/// Humans: σ²_item, σ²_rater and σ²_res are the variance components of the dimension's crossed human LMM,
/// lmer(value ~ 1 + (1 | rater) + (1 | image), REML) — the very fit of the analysis (mixedparts.h
/// CrossedLmm, detail::crossedLmm) on the same items. annotators = the lower median of the human raters
/// per item (at least 2), poolAnnotators = the human raters of the dimension (at least annotators),
/// poolItems = the analysed items with a human rating of the dimension; items = the default sizes that fit
/// in poolItems (unchanged when none does: validateSimulationOptions then says so).
///
/// Model (condition given): over the n analysed items with the condition's answer f_i and k_i ≥ 1 human
/// ratings with mean M_i, d_i = f_i − M_i;
///   modelBias = mean(d),
///   modelErrorVariance = max(0, var(d) − (1/n) Σ_i (σ²_rater + σ²_res) / k_i)   (var with n − 1),
/// the generator solved for σ²_f: under it d_i = bias + e_i − (mean rater effect + mean residual of item i's
/// k_i raters), whose variance is σ²_f + (σ²_rater + σ²_res) / k_i when each item's raters are drawn afresh.
/// Without a condition the model's two parameters keep the values of `base`.
namespace rl::analysis::plan {

/// What the pilot gave besides the options (shown next to them).
struct PilotEstimate {
    SimulationOptions options;   ///< `base` with the fitted fields replaced
    CrossedLmm fit;              ///< the crossed human LMM of the dimension
    std::size_t items = 0;       ///< analysed items with a human rating of the dimension
    std::size_t humanRaters = 0; ///< human raters of the dimension
    std::size_t medianRaters = 0; ///< lower median of the human raters per item
    std::size_t modelItems = 0;  ///< n of the model's parameters (0 without a condition)
    double rawErrorVariance = std::numeric_limits<double>::quiet_NaN(); ///< var(d) before the humans' part is taken away
};

/// Fits the pilot's numeric dimension `dimension` and, when `condition` is not empty, that condition's
/// answers; `options` selects the items (itemSubset) as for the analysis. The result's kind is Numeric.
/// Errors: Validation — an unknown or categorical dimension, an unknown condition, a dimension without two
/// human raters sharing an item, a condition with fewer than 2 answered items that humans rated, an LMM
/// that could not be fitted (its status named).
Result<PilotEstimate> estimateFromPilot(const study::Study &study, const std::string &dimension, const std::string &condition,
                                        const RatingAnalysisOptions &options = {}, const SimulationOptions &base = {});

/// estimateFromPilot(...)->options.
Result<SimulationOptions> numericFromPilot(const study::Study &study, const std::string &dimension,
                                           const std::string &condition, const RatingAnalysisOptions &options = {},
                                           const SimulationOptions &base = {});

} // namespace rl::analysis::plan
