// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/krippendorff.h"
#include "engine/analysis/ratinganalysis.h"
#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "engine/study/study.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace rl::storage { class Project; }

/// Planning a rating study by resampling the study itself: how many items and how many human raters per
/// item keep the replaceability verdict of the whole study (docs/methods.md "Planning a study").
///
/// A design is (m items, k human raters per item). A draw of a design picks m of the analysed items
/// without replacement, then for each of them k of the human raters who rated it (all of them when it has
/// fewer than k), and keeps exactly those raters' ratings on every dimension; the models' answers of the
/// drawn items are kept as they are. The draw is judged by the verdict pipeline of the face/rating suite
/// (its agreement functions — the interval α from sums, intervalAlpha() — and verdictMatrix()), per
/// dimension, group and condition:
///  - a condition row (dimension x group x condition) is stable in a draw when the condition meets the
///    cell in the draw exactly when it meets it in the whole study (verdicts.h);
///  - the cell's row (condition `all`) is stable when the draw's verdict (replaceable, partial, ...) is the
///    whole study's.
/// Per design and row: verdict_stable = stable draws / draws with its Clopper–Pearson 95 % interval;
/// alt_test_pass_rate = draws whose Alt-test ran and passed / draws (the `all` row: draws in which at least
/// one condition passed); delta_alpha_ci_width = the 97.5 % minus the 2.5 % quantile (type 7) of Δα over
/// the draws (the sampling spread of Δα at that design); r_ci_width = the mean over the draws of the width
/// of Pearson r's Fisher-z 95 % interval; human_mean_reliability = the reliability of the mean of k raters,
/// σ²_item / (σ²_item + (σ²_rater + σ²_residual) / k), from the whole study's crossed human LMM of the
/// dimension (mixedparts.h CrossedLmm; NaN for categorical dimensions and the classification);
/// human_ratings = m k; model_cost_usd = m times the condition's cost per item (the `all` row: the sum over
/// the conditions; NaN when a cost is unknown).
///
/// Seeds: draw b of design (m, k) uses rl::stats::Rng(drawSeed(seed, m, k, b)), so a design's draws do not
/// depend on the other designs asked for nor on the number of threads.
/// Cost: a draw costs O(ratings drawn + items drawn) per condition (the drawn ratings are regrouped once per
/// dimension, then every statistic is one pass over them). Threads: `threads` worker threads (std::thread,
/// the calling thread included, which alone calls `progress`).
namespace rl::analysis::plan {

struct PlanOptions {
    std::vector<std::size_t> items;   ///< m of each design; empty = 50, 100, 200, ... below the item count, and it
    std::vector<std::size_t> raters;  ///< k of each design; empty = 2, 3, 5, 10, 20, 50 up to the most raters of an item, and that
    std::size_t draws = 200;          ///< B per design
    std::uint64_t seed = 42;
    double target = 0.95;             ///< the stability a recommended design reaches
    int threads = 1;                  ///< worker threads (>= 1)
    /// Thresholds, Alt-test ε and q, grouping factor, item subset of the verdicts (the resampling parts'
    /// sizes — bootstrap, inter-model — are not used).
    RatingAnalysisOptions analysis;
    /// USD per item of each study condition (study order; NaN = unknown); empty = every cost unknown.
    std::vector<double> costPerItem;
};

inline constexpr const char *kAllConditions = "all"; ///< the condition of a cell's verdict row

/// One row of plan.csv.
struct PlanRow {
    std::string dimension;        ///< "classification", a numeric or a categorical dimension
    std::string group;            ///< `all` or a level of the grouping factor
    std::string condition;        ///< a condition id, or kAllConditions for the cell's verdict
    std::size_t items = 0;        ///< m
    std::size_t raters = 0;       ///< k
    std::size_t draws = 0;        ///< B
    std::string fullDecision;     ///< whole study: "meets" / "does_not_meet", or the verdict's name (verdictName)
    std::size_t stableDraws = 0;
    double verdictStable = kNaN;  ///< stableDraws / draws
    double verdictStableCiLow = kNaN;
    double verdictStableCiHigh = kNaN;
    std::size_t altTestPassDraws = 0;
    double altTestPassRate = kNaN;
    double deltaAlphaCiWidth = kNaN;
    double rCiWidth = kNaN;
    double humanMeanReliability = kNaN;
    std::size_t humanRatings = 0; ///< m k
    double modelCostUsd = kNaN;
};

/// The smallest design of one dimension x group x condition that reaches the target (plan_summary.csv).
struct PlanRecommendation {
    std::string dimension, group, condition;
    std::string fullDecision;
    bool reached = false;         ///< some design reached the target; the fields below are that design's
    std::size_t items = 0;        ///< 0 when none reached
    std::size_t raters = 0;
    std::size_t humanRatings = 0;
    std::size_t stableDraws = 0;
    std::size_t draws = 0;
    double verdictStable = kNaN;
    double verdictStableCiLow = kNaN;
    double verdictStableCiHigh = kNaN;
    double modelCostUsd = kNaN;
    std::string sentence;         ///< one English sentence naming the design (or saying none reached)
};

struct StudyPlan {
    PlanOptions options;          ///< with items and raters resolved
    std::string studyName;
    std::string groupFactor;      ///< the grouping factor used, empty: none
    std::size_t itemCount = 0;    ///< analysed items
    std::size_t maxRaters = 0;    ///< most human raters of one item
    std::vector<std::string> conditions;
    std::vector<PlanRow> rows;    ///< design (items, then raters, ascending) x dimension x group x condition
    /// Per dimension x group x condition (the rows' order): the smallest design by human ratings m k (then
    /// fewer items) whose verdict_stable >= target.
    std::vector<PlanRecommendation> summary;
    std::uint64_t ratingsDrawn = 0; ///< human ratings over every draw of every design (the work's size)
    std::vector<std::string> notes;
};

/// The seed of draw `draw` of design (items, raters) under `seed` (splitmix64 of the four).
std::uint64_t drawSeed(std::uint64_t seed, std::size_t items, std::size_t raters, std::size_t draw);

/// Clopper–Pearson interval of x successes in n at `level` (NaN, NaN when n = 0).
std::pair<double, double> clopperPearson(std::size_t x, std::size_t n, double level = 0.95);

/// Reliability of the mean of k raters from the crossed model's variances (NaN when one is not finite).
double meanReliability(double varItem, double varRater, double varResidual, std::size_t k);

/// Krippendorff's interval α of `units` (item indices), each with the extra rater's value added when `extra` is
/// not empty (one per item, NaN = not rated), from per-unit counts, sums and sums of squares: with
/// d² = (c - k)² the coincidence sums reduce to sum o_ck d²_ck = sum_u 2 (m_u Q_u - S_u²) / (m_u - 1) and
/// sum n_c n_k d²_ck = 2 (n Q - S²) over the pairable units, so a draw's α costs O(units), not
/// O(sum_u d_u² + V²). Equal to agreement::krippendorffAlpha(..., Interval, units, extra) up to rounding (the
/// counts and sums exact for integer ratings).
agreement::AlphaResult intervalAlpha(const agreement::ItemRatings &ratings, std::span<const int> units,
                                     std::span<const double> extra = {});

/// The designs planStudy plans when PlanOptions::items / raters are empty: items 50, 100, 200, ... below
/// `itemCount`, then `itemCount`; raters those of 2, 3, 5, 10, 20, 50 below `maxRaters`, then `maxRaters`.
std::vector<std::size_t> defaultPlanItems(std::size_t itemCount);
std::vector<std::size_t> defaultPlanRaters(std::size_t maxRaters);

/// What planStudy plans with, without drawing anything (what a front end shows as the defaults' bounds).
struct PlanBounds {
    std::size_t itemCount = 0; ///< StudyPlan::itemCount: the analysed items
    std::size_t maxRaters = 0; ///< StudyPlan::maxRaters: the most human raters of one of them
};
/// O(ratings): the study's ratings regrouped once, as planStudy does before its first draw.
PlanBounds planBounds(const study::Study &study, const RatingAnalysisOptions &analysis);

/// Runs the plan. Errors: Validation (no items or no human ratings, a design out of range: m < 1 or above
/// the items, k < 2 or above the most raters of an item, draws < 1, target outside (0, 1], threads < 1),
/// Cancelled (stop token).
Result<StudyPlan> planStudy(const study::Study &study, const PlanOptions &options, const Progress &progress = {});

/// USD per item of each condition of `study` from the project's journal (answered first-round requests:
/// recorded costs, else tokens at the condition's prices; NaN when neither). Errors: Sql.
Result<std::vector<double>> costPerItem(storage::Project &project, const study::Study &study);

/// plan.csv and plan_summary.csv as text (numbers io::formatNumber, NA when undefined).
std::string planCsv(const StudyPlan &plan);
std::string planSummaryCsv(const StudyPlan &plan);
/// Both into `dir` with plan_methods.md (planmethods.h, English), together or not at all (writeOutputFiles).
Status writePlanFiles(const StudyPlan &plan, const std::string &dir);

} // namespace rl::analysis::plan
