// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/jury/jurystats.h"

#include <cstdint>
#include <span>
#include <vector>

/// The exhaustive subset search (docs/methods.md §8): Spearman ρ and Pearson r against the human score of
/// the mean or median of every non-empty subset of a table's judges (the 2^k − k − 1 panels of size
/// ≥ 2 plus the k single judges).
///
/// How it is fast. Every subset is its parent (the subset without its largest member) plus one judge
/// column, so a depth-first walk over the subsets adds one column per subset: O(n) per subset. With
/// integer scores on [judgeMin, judgeMax] (L = judgeMax − judgeMin) the mean of s judges is a sum
/// Σ(score − judgeMin) ∈ {0..sL}, and ρ and r of the mean equal those of the sum (a monotone affine
/// map); the median is half of an integer in {0..2L}, read off a per-item histogram of the members'
/// scores packed into one 64-bit word (one byte per score value) that the walk also updates by one
/// addition. With at most sL + 1 distinct values the average ranks come from a counting pass
/// (histogram, cumulative counts; no sort), and one scatter pass per subset accumulates per value the
/// count, the centred human ranks and the centred human scores, from which ρ and r follow in O(sL):
///   ρ = Σ_v (R_v − m) W_v / sqrt(Σ_v c_v (R_v − m)² · Σ_i (ρ_i − m)²), m = (n + 1)/2,
///   r = Σ_v (v − x̄) Y_v / sqrt(Σ_v c_v (v − x̄)² · Σ_i (y_i − ȳ)²),
/// with c_v items at value v, R_v their average rank, W_v = Σ_{x_i = v} (ρ_i − m) and Y_v = Σ_{x_i = v}
/// (y_i − ȳ) (ρ_i the human score's average rank). Centring keeps the sums free of cancellation.
/// Missing answers (a panel's aggregate is NaN where a member is missing, jurystats.h): a subset's
/// correlation is over the items every member scored, and its human ranks are those among these
/// items. The walk carries that item set down the tree (it only shrinks); where a new member misses an
/// item still in, the human ranks are recomputed in one O(n) pass over the human scores sorted once
/// per table (tie groups keep their average ranks), otherwise the parent's are reused, so a few
/// missing answers cost one extra pass per affected subset, not a sort. Non-integer or off-scale
/// scores (or more than 30,000 items) take the general path: per subset the aggregate, its complete
/// pairs with the human score and stats::spearman/pearsonR.
namespace rl::analysis::jury {

/// Subsets are bit masks over a table's columns (bit c = JuryTable::judges[c]); at most this many columns
/// (2^20 subsets: 20 MB of results per table and aggregate, a million rows of jury_subsets.csv).
inline constexpr int kMaxSearchJudges = 20;

/// The search on one table under one aggregate; every array is indexed by the subset's mask.
struct SubsetSearch {
    std::size_t table = 0;           ///< index into JuryData::tables
    Aggregate aggregate = Aggregate::Mean;
    int k = 0;                       ///< columns searched
    bool fastPath = false;           ///< the counting path (integer scores on the scale, missing answers allowed) was taken
    std::vector<double> rho;         ///< 2^k: ρ of the subset's aggregate (mask 0: NaN); singles at the one-bit masks
    std::vector<double> r;           ///< 2^k: Pearson r
    std::vector<std::uint32_t> n;    ///< 2^k: items in the correlation
    int bestSingle = -1;             ///< column of the single judge with the highest ρ (first of ties), -1 when none
    double bestSingleRho = kNaN;

    std::size_t subsetCount() const { return k >= 2 ? (std::size_t(1) << k) - k - 1 : 0; } ///< 2^k − k − 1
    /// ρ strictly above the best single judge's.
    bool beatsBestSingle(std::uint32_t mask) const { return rho[mask] > bestSingleRho; }
    /// ρ strictly above that of each of its own members.
    bool beatsOwnBest(std::uint32_t mask) const;
};

/// The search on table `t` (at most kMaxSearchJudges columns, asserted).
SubsetSearch searchSubsets(const JuryData &data, std::size_t t, Aggregate aggregate);

/// Every (table, aggregate) pair of the lists, spread over `threads` worker threads (std::thread;
/// 1 = the calling thread only). Results in the order tables × aggregates.
std::vector<SubsetSearch> searchSubsets(const JuryData &data, std::span<const std::size_t> tables,
                                        std::span<const Aggregate> aggregates, int threads);

/// Members of a mask in column order.
std::vector<int> membersOf(std::uint32_t mask);

} // namespace rl::analysis::jury
