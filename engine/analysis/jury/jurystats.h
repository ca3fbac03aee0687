// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/jury/jurydata.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

/// The jury's elementary statistics (docs/methods.md §8): the aggregate of a panel, its agreement with
/// the human score, and the paired bootstrap of a difference in Spearman ρ.
///
/// Missing answers (the one NaN rule of every jury statistic): a panel's aggregate on an item is
/// NaN unless every member scored it (R: rowMeans / apply(median) without na.rm), and a correlation
/// uses the items where both sides are finite (R: cor(x, y, use = "complete.obs") of the two
/// vectors). A bootstrap first keeps the items where all its vectors are finite, then resamples those.
namespace rl::analysis::jury {

enum class Aggregate { Mean, Median };
const char *aggregateName(Aggregate a); ///< mean | median
bool parseAggregate(const std::string &s, Aggregate &out);

/// Agreement of a predictor with the human score.
struct Agreement {
    double rho = kNaN;  ///< Spearman ρ: Pearson r of the average ranks (R: cor(x, y, method = "spearman")); NaN when n < 2 or a side is constant
    double r = kNaN;    ///< Pearson r (R: cor(x, y)); NaN when n < 2 or a side is constant
    std::size_t n = 0;  ///< items where x and the human score are both finite
};
Agreement agreement(std::span<const double> x, std::span<const double> human);

/// Spearman ρ alone over the complete pairs (NaN when fewer than 2 or a side is constant).
double spearmanRho(std::span<const double> x, std::span<const double> y);

/// The per-item aggregate of the table columns `cols` (mean, or median = mean of the two middle
/// values for an even panel); NaN where a member has no score.
std::vector<double> aggregateColumns(const JuryTable &t, std::span<const int> cols, Aggregate a);

/// Paired bootstrap of δ = ρ_A − ρ_B (Spearman against the human score): the same resample of
/// items for both sides (reference README §5).
struct PairedBootstrap {
    double rhoA = kNaN;      ///< ρ_A on the complete items
    double rhoB = kNaN;      ///< ρ_B on the complete items
    double delta = kNaN;     ///< rhoA − rhoB
    double ciLow = kNaN;     ///< type-7 quantile 0.025 of the resampled δ_b (NaN δ_b, a constant resample, are left out)
    double ciHigh = kNaN;    ///< type-7 quantile 0.975 of the resampled δ_b
    double p = kNaN;         ///< two-sided sign p: min(1, 2 min(mean(δ_b ≤ 0), mean(δ_b ≥ 0)))
    double deltaMean = kNaN; ///< mean of the δ_b
    double deltaSd = kNaN;   ///< SD (n − 1) of the δ_b
    std::size_t n = 0;       ///< complete items resampled
    std::size_t B = 0;       ///< resamples drawn
    std::size_t validB = 0;  ///< resamples with a finite δ_b
    std::uint64_t seed = 0;  ///< seed of the resampling (stats::Rng), 0 for fixed resamples
    std::vector<double> deltas; ///< the B δ_b in draw order (NaN kept)
    /// docs/methods.md §8: "certain" when the CI excludes 0, "borderline" otherwise.
    bool certain() const { return ciLow > 0.0 || ciHigh < 0.0; }
};

/// B resamples of n indices, each drawn with stats::Rng(seed).below(n), resample after resample.
std::vector<std::vector<int>> bootstrapResamples(std::size_t n, std::size_t B, std::uint64_t seed);

/// Paired bootstrap with our own seeded resamples.
PairedBootstrap pairedBootstrap(std::span<const double> a, std::span<const double> b, std::span<const double> human,
                                std::size_t B, std::uint64_t seed);
/// The same on given resamples (0-based indices into the complete items), e.g. R's stored indices.
PairedBootstrap pairedBootstrap(std::span<const double> a, std::span<const double> b, std::span<const double> human,
                                const std::vector<std::vector<int>> &resamples);

/// Percentile bootstrap CI of one ρ (a stratum's): type-7 quantiles 0.025/0.975 of ρ_b.
struct RhoInterval {
    double rho = kNaN;
    double ciLow = kNaN;
    double ciHigh = kNaN;
    std::size_t n = 0;
};
RhoInterval bootstrapRho(std::span<const double> x, std::span<const double> human, std::size_t B, std::uint64_t seed);

} // namespace rl::analysis::jury
