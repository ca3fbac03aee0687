// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/itemratings.h"

#include <array>
#include <cstddef>
#include <limits>
#include <span>
#include <vector>

/// Krippendorff's alpha in the coincidence-matrix form of Krippendorff (2011), "Computing
/// Krippendorff's Alpha-Reliability", as `kripp_alpha_long()` in tests/reference/R/common.R.
///
/// Units are the items of an ItemRatings. A unit with m_u >= 2 values is pairable; the others are
/// ignored. Over the pairable units
///   o_ck = sum_u n_uc (n_uk - [c == k]) / (m_u - 1),  n_c = sum_k o_ck,  n = sum_c n_c,
///   alpha = 1 - (n - 1) sum_ck o_ck d2_ck / sum_ck n_c n_k d2_ck.
/// Cost: O(sum_u d_u^2 + V^2) for d_u distinct values in unit u and V distinct values overall —
/// the ratings are never copied.
///
/// "Humans plus one more rater" (a model condition that rated every unit) is an `extraRater` span,
/// one value per item (NaN = that rater did not rate the item): it is merged into each unit's value
/// counts on the fly, so Delta-alpha for a condition costs one pass over the units, not a copy of the
/// 72,000 human ratings. Values of the extra rater absent from the human ratings join the value set.
namespace rl::agreement {

enum class AlphaLevel {
    Nominal,  ///< d2 = [c != k]
    Ordinal,  ///< d2 = (sum_{g = c..k} n_g - (n_c + n_k)/2)^2, g over the ordered values that occur
    Interval, ///< d2 = (c - k)^2
    Ratio,    ///< d2 = ((c - k)/(c + k))^2, 0 when c + k = 0
};
const char *alphaLevelName(AlphaLevel level); ///< "nominal", "ordinal", "interval", "ratio"

enum class AlphaStatus {
    Ok,
    NoPairableUnits,        ///< no unit has two values: alpha, D_o, D_e are NaN
    NoExpectedDisagreement, ///< D_e = 0 (a single value occurs): alpha is NaN
};

/// The coincidence matrix over the pairable units, on the sorted distinct values.
struct Coincidence {
    std::vector<double> values;     ///< the sorted distinct values c (V of them), incl. the extra rater's
    std::vector<double> o;          ///< o_ck, V x V row-major: o[c * V + k]
    std::vector<double> nc;         ///< n_c = sum_k o_ck (integers: the pairable values equal to c)
    long long n = 0;                ///< n = sum_c n_c, the number of pairable values
    long long nUnitsPairable = 0;   ///< units with m_u >= 2

    std::size_t size() const { return values.size(); }
    double at(std::size_t c, std::size_t k) const { return o[c * values.size() + k]; }
};

struct AlphaResult {
    /// 1 - (n - 1) sum o_ck d2_ck / sum n_c n_k d2_ck = 1 - D_o / D_e
    double alpha = std::numeric_limits<double>::quiet_NaN();
    double D_o = std::numeric_limits<double>::quiet_NaN();   ///< observed disagreement sum_ck o_ck d2_ck / n
    double D_e = std::numeric_limits<double>::quiet_NaN();   ///< expected: sum_ck n_c n_k d2_ck / (n (n - 1))
    long long nPairable = 0;      ///< n: values in pairable units
    long long nUnitsPairable = 0; ///< units with m_u >= 2
    AlphaLevel level = AlphaLevel::Interval;
    AlphaStatus status = AlphaStatus::NoPairableUnits;
};

/// The coincidence matrix of the units in `units` (item indices; empty = every item), each with the
/// extra rater's value added when `extraRater` is not empty (size itemCount(); NaN = not rated).
Coincidence coincidence(const ItemRatings &ratings, std::span<const int> units = {},
                        std::span<const double> extraRater = {});

/// Alpha at one level from a coincidence matrix (O(V^2)).
AlphaResult krippendorffAlpha(const Coincidence &c, AlphaLevel level);

/// Alpha at one level; `units` and `extraRater` as for coincidence().
AlphaResult krippendorffAlpha(const ItemRatings &ratings, AlphaLevel level, std::span<const int> units = {},
                              std::span<const double> extraRater = {});

/// Alpha at the four levels from one coincidence matrix, indexed by AlphaLevel.
std::array<AlphaResult, 4> krippendorffAlphaAllLevels(const ItemRatings &ratings, std::span<const int> units = {},
                                                      std::span<const double> extraRater = {});

/// Delta-alpha of one more rater: alpha(ratings + extraRater) - alpha(ratings), over `units`.
struct DeltaAlphaResult {
    AlphaResult base;      ///< alpha of the ratings alone
    AlphaResult withRater; ///< alpha with the extra rater's value added to each unit it rated
    double delta = std::numeric_limits<double>::quiet_NaN(); ///< withRater.alpha - base.alpha (NaN unless both Ok)
};
DeltaAlphaResult deltaAlpha(const ItemRatings &ratings, std::span<const double> extraRater, AlphaLevel level,
                            std::span<const int> units = {});
/// The same with the base alpha already known (it does not depend on the extra rater): one pass.
DeltaAlphaResult deltaAlpha(const ItemRatings &ratings, const AlphaResult &base, std::span<const double> extraRater,
                            std::span<const int> units = {});

} // namespace rl::agreement
