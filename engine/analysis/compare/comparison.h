// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/compare/pairedtests.h"
#include "engine/analysis/ratinganalysis.h"
#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "engine/study/study.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

/// The condition comparison (docs/methods.md §3.6): 2-8 model conditions of a rating study compared
/// on the same items — the items every chosen condition answered — with each statistic's estimate and
/// CI per condition, and paired tests between every pair of conditions.
///
/// Items: for a numeric dimension, the items of the group with a prediction from every chosen condition
/// and >= 1 human rating; for the classified dimension, the items with a true label and an answer (an
/// invalid one included: it counts as wrong) from every chosen condition. Every estimate and test
/// states that n. The estimates are therefore those of RatingAnalysis restricted to the common items.
///
/// Bootstrap: for each (dimension, group) one set of B resamples of the common items (with replacement,
/// stats::Rng(seed) drawn dimension by dimension — numeric dimensions in study order, then the
/// classified one — group by group, resample by resample, index by index with below(n)), shared by all
/// conditions, so a resample gives every condition's statistic on the same items and the difference of
/// two conditions is paired. Percentile intervals are type-7 quantiles (R's quantile() default) of the
/// finite replicates; a replicate is NaN when the statistic is undefined on it (a constant resample).
///
/// Threads: none; the costly part is the bootstrap, O(B x items x conditions) per (dimension, group):
/// Δα uses the per-unit sufficient statistics of the interval metric (no coincidence matrix per
/// resample), ρ average ranks by tie groups (stats::TieGroups), W1SD the per-item membership.
namespace rl::analysis::compare {

enum class Statistic {
    PearsonR,    ///< cor.test(x, M): r, Fisher-z CI
    SpearmanRho, ///< cor(x, M, "spearman"), bootstrap CI
    Bias,        ///< Bland-Altman bias mean(M - x), t CI (Bland & Altman 1999)
    LoaLow,      ///< bias - z sd, CI of the limit (Bland & Altman 1999)
    LoaHigh,     ///< bias + z sd, CI of the limit
    DeltaAlpha,  ///< interval α(humans + condition) - α(humans) over the common items, bootstrap CI
    W1sd,        ///< share of common items with |z| <= 1, bootstrap CI
    Accuracy,    ///< classification accuracy (invalid = wrong), bootstrap CI
    Kappa,       ///< Cohen's κ, bootstrap CI
    MacroF1,     ///< macro-F1, bootstrap CI
};
/// metrics.csv names: pearson_r, spearman_rho, ba_bias, ba_loa_low, ba_loa_high, delta_alpha, w1sd,
/// accuracy, kappa, macro_f1.
const char *statisticName(Statistic s);
bool isClassification(Statistic s); ///< Accuracy, Kappa, MacroF1

enum class CiMethod { None, FisherZ, BlandAltman, Bootstrap };
const char *ciMethodName(CiMethod m); ///< none, fisher_z, bland_altman, bootstrap_percentile

struct CompareOptions {
    std::vector<std::string> conditions; ///< 2..8 condition ids, in the order shown
    std::size_t bootstrap = 2000;        ///< B; 0 = no bootstrap (no bootstrap CIs or tests)
    std::uint64_t seed = 42;             ///< stats::Rng seed of the resampling
    double confLevel = 0.95;             ///< level of every CI
    std::size_t mcnemarExactBelow = 25;  ///< exact binomial McNemar when b + c is below this
    RatingAnalysisOptions analysis;        ///< groupBy, itemSubset and blandAltmanZ are used
};

/// One statistic of one condition on the common items of a (dimension, group).
struct Estimate {
    std::size_t condition = 0;  ///< index into Comparison::conditions
    std::size_t dimension = 0;  ///< index into Comparison::dimensions
    std::size_t group = 0;      ///< index into Comparison::groups
    Statistic statistic = Statistic::PearsonR;
    std::size_t n = 0;          ///< common items
    double value = kNaN;
    double ciLow = kNaN;
    double ciHigh = kNaN;
    CiMethod ci = CiMethod::None;
    std::size_t validB = 0;     ///< finite bootstrap replicates (bootstrap CIs only)
};

enum class TestKind { WilliamsT, PairedT, PairedBootstrap, McNemarExact, McNemarChiSq };
const char *testKindName(TestKind k); ///< williams_t, paired_t, paired_bootstrap, mcnemar_exact, mcnemar_chisq

/// A paired comparison of conditions a < b (Comparison::conditions order) on one statistic.
struct PairedComparison {
    std::size_t a = 0;
    std::size_t b = 0;
    std::size_t dimension = 0;
    std::size_t group = 0;
    Statistic statistic = Statistic::PearsonR;
    TestKind test = TestKind::WilliamsT;
    std::size_t n = 0;          ///< common items
    double estimateA = kNaN;
    double estimateB = kNaN;
    double delta = kNaN;        ///< estimateA - estimateB (paired t: mean(d_A - d_B), the same number)
    double ciLow = kNaN;        ///< CI of delta: percentile of δ_b (bootstrap), t (paired t); NaN for Williams and McNemar
    double ciHigh = kNaN;
    double statisticValue = kNaN; ///< Williams t, paired t, McNemar χ² or b (exact); NaN for the bootstrap
    double df = kNaN;           ///< of t / χ²
    double rAB = kNaN;          ///< Williams: r(A, B)
    double p = kNaN;            ///< two-sided; bootstrap: min(1, 2 min(mean(δ_b <= 0), mean(δ_b >= 0)))
    double q = kNaN;            ///< p.adjust(p, "BH") over every comparison with a finite p
    std::size_t validB = 0;     ///< finite δ_b (bootstrap)
    std::size_t discordantAB = 0; ///< McNemar b: A right, B wrong
    std::size_t discordantBA = 0; ///< McNemar c: A wrong, B right
};

/// The common items of one (dimension, group).
struct CommonItems {
    std::size_t dimension = 0;
    std::size_t group = 0;
    std::size_t nItems = 0;     ///< items of the group
    std::size_t n = 0;          ///< items every chosen condition answered (and with the human data)
};

enum class CompareStatus {
    Ok,
    NoCommonItems, ///< no (dimension, group) has two common items: estimates and tests are empty
};

struct Comparison {
    CompareStatus status = CompareStatus::Ok;
    std::vector<std::string> conditions; ///< ids, in the order asked
    std::vector<std::string> labels;     ///< their display labels (the id when empty)
    std::vector<std::string> dimensions; ///< compared numeric dimensions (study order), then the classified one
    std::vector<bool> classification;    ///< per dimension: the classified one
    std::vector<std::string> groups;     ///< "all", then the grouping factor's levels
    std::vector<CommonItems> items;
    std::vector<Estimate> estimates;     ///< by dimension, group, statistic, condition
    std::vector<PairedComparison> tests; ///< by dimension, group, statistic, pair (a, b) with a < b
    std::size_t bootstrap = 0;           ///< B used
    std::uint64_t seed = 0;              ///< seed used
    double confLevel = 0.95;
    std::vector<std::string> notes;      ///< what was left out and why (English)

    /// The estimate of (condition, dimension, group, statistic), nullptr when absent.
    const Estimate *find(std::size_t condition, std::size_t dimension, std::size_t group, Statistic s) const;
};

/// Compares options.conditions on `study`. Errors: Validation (fewer than 2 or more than 8 conditions,
/// an unknown or repeated id, confLevel outside (0, 1)), Cancelled (stop token).
Result<Comparison> compareConditions(const study::Study &study, const CompareOptions &options,
                                     const Progress &progress = {});

/// The paired-bootstrap summary of replicate differences δ_b (NaN entries skipped): percentile CI at
/// confLevel, p = min(1, 2 min(share δ_b <= 0, share δ_b >= 0)), validB. Identical sides give δ_b = 0
/// for every b, hence p = 1.
struct BootstrapSummary {
    double ciLow = kNaN;
    double ciHigh = kNaN;
    double p = kNaN;
    std::size_t validB = 0;
};
BootstrapSummary summarizeDifferences(std::span<const double> deltas, double confLevel);

/// Interval-metric Krippendorff α of item units with multiplicities w from per-unit sufficient
/// statistics m_u (values), S_u (sum), Q_u (sum of squares), C_u (centered sum of squares): over the
/// units with m_u >= 2,
///   α = 1 - (n - 1) Σ w 2 m C / (m - 1) / (2 (n S2 - S1²)),  n = Σ w m, S1 = Σ w S, S2 = Σ w Q,
/// the coincidence form of krippendorff.h with d² = (c - k)². NaN when no unit is pairable or D_e = 0.
double intervalAlphaWeighted(std::span<const int> w, std::span<const double> m, std::span<const double> S,
                             std::span<const double> Q, std::span<const double> C);

} // namespace rl::analysis::compare
