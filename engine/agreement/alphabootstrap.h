// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/itemratings.h"
#include "engine/agreement/krippendorff.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <stop_token>
#include <vector>

/// The percentile bootstrap of Krippendorff's alpha over units (docs/methods.md §3.5, "Intervals of α and Δα"): B
/// resamples of the units, each drawn with replacement from `units` (U draws of U), alpha of the humans and of the
/// humans plus each extra rater on the same resample, so Δα's replicates are paired.
///
/// The resamples come from one rl::stats::Rng(seed): replicate b draws its U units by Rng::below(U), in
/// order b = 1..B. A unit drawn t times counts t times in the coincidence matrix (Hayes & Krippendorff
/// 2007 resample units as well).
///
/// How: alpha = 1 - (n - 1) sum o_ck d2_ck / sum n_c n_k d2_ck is a function of per-unit sums. Each
/// unit gets a feature row per rater set — nominal: its observed disagreement and its value counts;
/// interval: its disagreement, n_u, sum and sum of squares; ordinal and ratio: its coincidences — and the
/// replicates' sums are one matrix product (counts B x U) (features U x f), in chunks of replicates and
/// units so that memory stays small. The coincidences are the same numbers as krippendorff.h's.
namespace rl::agreement {

struct AlphaBootstrapOptions {
    std::size_t repeats = 1000;  ///< B
    std::uint64_t seed = 42;     ///< rl::stats::Rng seed
};

struct AlphaBootstrapResult {
    std::size_t repeats = 0;     ///< B run (0 when cancelled)
    std::uint64_t seed = 0;
    std::vector<double> base;    ///< alpha of the ratings alone, replicate by replicate (NaN: undefined)
    std::vector<std::vector<double>> withRater; ///< [extra rater][replicate]
};

/// `units`: item indices to resample (empty = every item). `extraRaters`: one span per extra rater, one
/// value per item (NaN = not rated).
AlphaBootstrapResult alphaBootstrap(const ItemRatings &ratings, AlphaLevel level, std::span<const int> units,
                                    const std::vector<std::span<const double>> &extraRaters,
                                    const AlphaBootstrapOptions &options = {}, std::stop_token stop = {});

/// The type-7 2.5% and 97.5% quantiles (R's quantile()) of the finite values; NaN when none.
struct PercentileInterval {
    double low;
    double high;
    std::size_t finite;
};
PercentileInterval percentileInterval(std::span<const double> values);

} // namespace rl::agreement
