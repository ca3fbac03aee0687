// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/itemratings.h"

#include <cstddef>
#include <limits>
#include <span>
#include <vector>

/// Response diversity (methods 1.3): does a model use the scale as the humans do?
namespace rl::agreement {

/// Counts of each integer value first..last, as R's tabulate(x, nbins) for first = 1: x == v exactly.
/// Values that are NaN, not integers or outside the range are counted in `outside`.
struct IntegerHistogram {
    int first = 1;                   ///< value of bin 0
    std::vector<std::size_t> counts; ///< counts[i] = #{x == first + i}, last - first + 1 bins
    std::size_t outside = 0;         ///< non-missing values not in first..last or not integers
};
IntegerHistogram integerHistogram(std::span<const double> x, int first = 1, int last = 9);

/// General bins: counts[i] = #{edges[i] <= x < edges[i+1]}, the last bin closed on the right.
/// `outside` counts finite values outside [edges.front(), edges.back()]; NaN values are ignored.
struct BinnedHistogram {
    std::vector<double> edges;
    std::vector<std::size_t> counts;
    std::size_t outside = 0;
};
BinnedHistogram histogram(std::span<const double> x, std::span<const double> edges);

enum class DiversityStatus {
    Ok,
    Empty,        ///< no non-missing value
    SingleValue,  ///< predictions: a single non-missing value, so sd is NaN
};

/// Diversity of one rater's predictions (one per item, NaN = missing and left out).
struct DiversityResult {
    std::size_t nValues = 0;        ///< non-missing predictions
    std::size_t nMissing = 0;       ///< NaN predictions
    std::size_t distinctValues = 0; ///< number of distinct non-missing values (R: length(unique(x)) without NA)
    double sd = std::numeric_limits<double>::quiet_NaN(); ///< sample SD (n - 1) of the predictions
    IntegerHistogram histogram;     ///< integerHistogram(x, first, last)
    DiversityStatus status = DiversityStatus::Empty;
};
DiversityResult predictionDiversity(std::span<const double> predictions, int first = 1, int last = 9);

/// The humans' side of the same table, over `items` (empty = all).
struct HumanDiversityResult {
    std::size_t nRatings = 0;       ///< ratings of the items
    std::size_t distinctValues = 0; ///< distinct rating values among them
    double meanItemSd = std::numeric_limits<double>::quiet_NaN(); ///< mean over items with n_j >= 2 of SD_j (n - 1)
    std::size_t nItemsWithSd = 0;   ///< items that entered meanItemSd
    IntegerHistogram histogram;     ///< of all the items' ratings
    DiversityStatus status = DiversityStatus::Empty; ///< Empty when the items have no rating, else Ok
};
HumanDiversityResult humanDiversity(const ItemRatings &humans, std::span<const int> items = {}, int first = 1,
                                    int last = 9);

} // namespace rl::agreement
