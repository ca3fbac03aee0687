// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/itemratings.h"
#include "engine/core/progress.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

/// Inter-model variance (methods 1.3): do K model conditions disagree with each other about an item
/// more or less than K humans would?
///
/// Model side, per item group g (e.g. an emotion): sigma2_models,g = mean over the items j of g of
/// Var(x_1j, ..., x_Kj) (n - 1 = K - 1), as R's `mean(apply(X, 1, var)[group == g])`.
///
/// Human reference, seeded and reproducible bit for bit: one rl::stats::Rng(seed); for b = 1..B, for
/// every item j of any group in ascending item order (items with all K predictions and >= K ratings),
/// Rng::sampleInPlace(ratings_j, K) on a working copy of the item's ratings (the copy carries over from
/// one repeat to the next) makes its first K entries a draw of K without replacement; their variance
/// (K - 1) is averaged over the group's items -> v_gb. Reported per group: mean_b v_gb, the 2.5% and
/// 97.5% type-7 quantiles (rl::stats::quantile = R's quantile() default) and the model value's percentile
/// 100 * #{v_gb <= sigma2_models,g} / B. Cost: B * (items) * K generator calls (~50-80 ms for
/// B = 1000, 1,440 items, K = 8 on one core); run dimensions in parallel from the caller if needed.
namespace rl::agreement {

enum class InterModelStatus {
    Ok,
    TooFewConditions, ///< K < 2: no variance
    NoItems,          ///< the group has no item with all K predictions
    NoHumanReference, ///< no item of the group has >= K human ratings (or B = 0): the human fields are NaN
};

struct InterModelOptions {
    std::size_t repeats = 1000;   ///< B
    std::uint64_t seed = 42;      ///< rl::stats::Rng seed
    bool humanReference = true;   ///< false: only the deterministic model side
};

struct InterModelGroup {
    std::size_t nItems = 0;             ///< items of the group with all K predictions
    std::size_t nItemsMissing = 0;      ///< items of the group left out for a missing prediction
    double interModelVariance = std::numeric_limits<double>::quiet_NaN(); ///< mean_j Var_k(x_kj)
    std::size_t nItemsHuman = 0;        ///< items with >= K human ratings, used by the reference
    double humanMean = std::numeric_limits<double>::quiet_NaN(); ///< mean_b v_gb
    double humanP025 = std::numeric_limits<double>::quiet_NaN(); ///< type-7 quantile 0.025 of v_gb
    double humanP975 = std::numeric_limits<double>::quiet_NaN(); ///< type-7 quantile 0.975 of v_gb
    double modelPercentile = std::numeric_limits<double>::quiet_NaN(); ///< 100 #{v_gb <= model} / B
    std::vector<double> humanDraws;     ///< v_gb, b = 1..B, in draw order
    InterModelStatus status = InterModelStatus::NoItems;
};

struct InterModelResult {
    std::size_t conditions = 0;       ///< K
    std::size_t repeats = 0;          ///< B actually run
    std::uint64_t seed = 0;           ///< the seed used
    bool cancelled = false;           ///< stopped through the stop_token: the human fields are NaN
    std::vector<InterModelGroup> groups; ///< indexed by group
};

/// `predictions`: K x I condition-major (predictions[k * I + j]; NaN = missing), I = humans.itemCount().
/// `groupOfItem[j]` in 0..groupCount-1, or -1 for an item in no group; size I.
InterModelResult interModelVariance(std::span<const double> predictions, std::size_t conditionCount,
                                    const ItemRatings &humans, std::span<const int> groupOfItem,
                                    std::size_t groupCount, const InterModelOptions &options = {},
                                    const Progress &progress = {});

} // namespace rl::agreement
