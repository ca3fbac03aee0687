// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/itemratings.h"

#include <cstddef>
#include <limits>
#include <span>
#include <vector>

/// z-score range membership (methods 1.3): is a prediction within one human SD of the human mean?
///
/// z_j = (x_j - M_j) / SD_j over the human ratings of item j; if SD_j = 0, |z| = 0 when x_j = M_j and
/// infinity otherwise. Boundary ties |z| = 1 are common with integer ratings, and floating point lands
/// on either side of 1 depending on the summation order, so membership is decided exactly whenever the
/// ratings and the prediction are integers (ItemRatings::integerValued()):
///   |z| <= 1  <=>  (n - 1)(n x - S)^2 <= n (n Q - S^2)     (n, S, Q of the reference ratings),
/// which also gives the SD = 0 rule. Otherwise |z| <= 1 + 1e-12 is used. mean_abs_z uses the
/// floating z as R computes it.
namespace rl::agreement {

enum class ZScoreStatus {
    Ok,
    Empty, ///< no item (or pair) qualifies: shares and means are NaN
};

/// Per-item z of a rater against the human ratings (NaN when x is missing or n_j < 2; +-Inf when SD_j = 0
/// and x != M_j; 0 when SD_j = 0 and x == M_j).
std::vector<double> zScores(const ItemRatings &humans, std::span<const double> predictions);

struct W1sdResult {
    std::size_t nItems = 0;       ///< items with a prediction and n_j >= 2 human ratings
    std::size_t nWithin = 0;      ///< #{ |z_j| <= 1 }
    double share = std::numeric_limits<double>::quiet_NaN();     ///< W1SD = nWithin / nItems
    std::size_t nExactTies = 0;   ///< |z_j| = 1 exactly (exact test only; SD_j > 0)
    std::size_t nInfinite = 0;    ///< SD_j = 0 and x_j != M_j
    double meanAbsZ = std::numeric_limits<double>::quiet_NaN();  ///< mean |z_j| over nItems (Inf if nInfinite > 0)
    std::size_t nSkipped = 0;     ///< items asked for but without a prediction or with n_j < 2
    bool exactTest = false;       ///< membership by the integer test (else |z| <= 1 + 1e-12)
    ZScoreStatus status = ZScoreStatus::Empty;
};

/// W1SD of `predictions` (one per item of `humans`, NaN = missing) over `items` (empty = all items).
W1sdResult w1sd(const ItemRatings &humans, std::span<const double> predictions, std::span<const int> items = {});

/// Human leave-one-out baseline: every rating x_hj of item j against the other m = n_j - 1 ratings of j,
/// z_hj = (x_hj - M_j^(-h)) / SD_j^(-h), same SD = 0 rule and the same exact test with S' = S - x,
/// Q' = Q - x^2, m. Items need n_j >= 3. Computed per distinct value of the item (equal ratings have
/// equal z), so the cost is O(distinct values), not O(ratings).
struct LooResult {
    std::size_t nPairs = 0;       ///< (rater, item) pairs evaluated
    std::size_t nWithin = 0;      ///< pairs with |z| <= 1
    double share = std::numeric_limits<double>::quiet_NaN();     ///< W1SD_LOO = nWithin / nPairs
    std::size_t nExactTies = 0;   ///< |z| = 1 exactly (exact test only)
    std::size_t nNonFinite = 0;   ///< SD^(-h) = 0 and x != M^(-h)
    double meanAbsZ = std::numeric_limits<double>::quiet_NaN();  ///< mean |z| over the pairs (Inf if nNonFinite > 0)
    std::size_t nItems = 0;       ///< items with n_j >= 3
    std::size_t nItemsSkipped = 0;///< items asked for with n_j < 3
    bool exactTest = false;
    ZScoreStatus status = ZScoreStatus::Empty;
};
LooResult humanLeaveOneOut(const ItemRatings &humans, std::span<const int> items = {});

} // namespace rl::agreement
