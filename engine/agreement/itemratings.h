// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace rl::agreement {

/// One distinct value of an item and how often it was given: `value` indexes ItemRatings::values().
struct ValueCount {
    std::int32_t value = 0;
    std::int32_t count = 0;
};

/// The ratings of one numeric dimension grouped by item (Krippendorff's "unit"): the shared input of
/// Krippendorff's alpha, W1SD, the human leave-one-out baseline, diversity and the inter-model
/// resampling reference. Built once per dimension in O(R + I) for R ratings and I items (plus a sort of
/// the distinct values when they are not small integers); afterwards every query is a span into flat
/// arrays, so an analysis can ask for many item subsets and model raters without copying ratings.
///
/// Per item j it keeps the raw ratings in input order, the distinct values with counts (sorted by
/// value), n_j, S_j = sum, Q_j = sum of squares, M_j = mean and SD_j = sample SD (n - 1).
/// When every rating is an integer with |v| <= 2^20 (and n_j <= 2^20), S_j and Q_j are also kept as
/// exact integers and M_j = S_j/n_j, SD_j^2 = (n_j Q_j - S_j^2)/(n_j (n_j - 1)) are correctly rounded;
/// otherwise M_j and SD_j follow R's mean()/sd() (long-double two-pass).
class ItemRatings {
public:
    ItemRatings() = default;

    /// Long data: rating r gives `value[r]` to item `item[r]` (0-based). NaN values and negative item
    /// indices are skipped and counted in skippedCount(). The item count is max(itemCount, max item + 1);
    /// items without ratings are allowed (they are never pairable).
    static ItemRatings fromLong(std::span<const int> item, std::span<const double> value, std::size_t itemCount = 0);

    std::size_t itemCount() const { return m_n.size(); }
    std::size_t ratingCount() const { return m_ratings.size(); } ///< non-missing ratings kept
    std::size_t skippedCount() const { return m_skipped; }       ///< NaN values or negative item indices
    std::span<const double> values() const { return m_values; } ///< the sorted distinct values (V of them)
    std::size_t valueIndex(double v) const;                     ///< index in values(), or values().size() if absent
    bool integerValued() const { return m_integer; }            ///< the exact integer arithmetic applies

    std::span<const double> ratings(std::size_t j) const ///< raw ratings of item j, in input order
    {
        return {m_ratings.data() + m_ratingStart[j], m_ratings.data() + m_ratingStart[j + 1]};
    }
    std::span<const ValueCount> valueCounts(std::size_t j) const ///< distinct values of item j, ascending
    {
        return {m_counts.data() + m_countStart[j], m_counts.data() + m_countStart[j + 1]};
    }
    std::size_t maxDistinctPerItem() const { return m_maxDistinct; }

    int n(std::size_t j) const { return m_n[j]; }
    double sum(std::size_t j) const { return m_sum[j]; }        ///< S_j
    double sumSquares(std::size_t j) const { return m_sumSq[j]; } ///< Q_j
    std::int64_t sumInt(std::size_t j) const { return m_sumInt[j]; }    ///< S_j exactly (integerValued() only)
    std::int64_t sumSquaresInt(std::size_t j) const { return m_sumSqInt[j]; } ///< Q_j exactly (integerValued() only)
    double mean(std::size_t j) const { return m_mean[j]; }      ///< M_j; NaN when n_j = 0
    double sd(std::size_t j) const { return m_sd[j]; }          ///< SD_j (n - 1); NaN when n_j < 2
    double centeredSumSquares(std::size_t j) const { return m_css[j]; } ///< sum (x - M_j)^2

    /// The ratings of every item, item by item (item j's block is ratings(j)).
    std::span<const double> allRatings() const { return m_ratings; }
    std::span<const std::size_t> ratingOffsets() const { return m_ratingStart; } ///< itemCount() + 1 offsets

private:
    std::vector<double> m_values;
    std::vector<double> m_ratings;
    std::vector<std::size_t> m_ratingStart;
    std::vector<ValueCount> m_counts;
    std::vector<std::size_t> m_countStart;
    std::vector<int> m_n;
    std::vector<double> m_sum;
    std::vector<double> m_sumSq;
    std::vector<std::int64_t> m_sumInt;
    std::vector<std::int64_t> m_sumSqInt;
    std::vector<double> m_mean;
    std::vector<double> m_sd;
    std::vector<double> m_css;
    std::size_t m_skipped = 0;
    std::size_t m_maxDistinct = 0;
    bool m_integer = false;
};

} // namespace rl::agreement
