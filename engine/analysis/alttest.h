// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/itemratings.h"

#include <cstddef>
#include <limits>
#include <span>
#include <vector>

/// The alternative annotator test (Calderon, Reichart & Dror 2025, ACL, "The Alternative Annotator Test
/// for LLM-as-a-Judge"; docs/methods.md §3.5), as the authors' reference implementation `alt_test()`:
///
/// For every human rater h with at least `minItems` usable items (an item is usable when the model
/// answered it and at least one other human rated it), and each such item i with the other raters'
/// ratings R_i^(-h):
///   S(y) = -sqrt(mean_{r in R_i^(-h)} (y - r)^2)   (neg_rmse; numeric dimensions) or
///   S(y) = mean_{r in R_i^(-h)} [y == r]             (accuracy; categorical dimensions),
///   W^f_i = [S(model) >= S(x_hi)],  W^h_i = [S(x_hi) >= S(model)],  d_i = W^h_i - W^f_i;
/// one-sided one-sample t-test of H0: mean(d) >= ε against H1: mean(d) < ε (scipy's
/// ttest_1samp(d, ε, alternative = 'less')): t = (mean(d) - ε) / (sd(d)/sqrt(n)), p = pt(t, n - 1).
/// The p-values of the usable raters are adjusted by Benjamini–Yekutieli (R's p.adjust "BY"); the model
/// wins against h when the adjusted p <= q. Winning rate ω = wins / usable raters; the model passes when
/// ω >= 0.5. Advantage probability ρ = mean over usable raters of mean_i W^f_i.
///
/// The comparison S(model) >= S(x) is made on the sums of squares m y^2 - 2 y S' + Q' (exact for integer
/// ratings; S', Q' = sum and sum of squares of the other ratings), which orders the scores as the sqrt of
/// their means does.
namespace rl::analysis {

/// The ratings of one dimension grouped by rater (the by-item view is an agreement::ItemRatings).
struct RaterRatings {
    std::vector<std::size_t> offsets; ///< raterCount + 1 offsets into items/values
    std::vector<int> items;           ///< item of each rating, rater by rater
    std::vector<double> values;       ///< value of each rating

    /// From long data; ratings with a NaN value or a negative rater/item are skipped.
    static RaterRatings fromLong(std::span<const int> rater, std::span<const int> item, std::span<const double> value,
                                 std::size_t raterCount);
    std::size_t raterCount() const { return offsets.empty() ? 0 : offsets.size() - 1; }
};

enum class AltTestScoring { NegRmse, Accuracy };

struct AltTestOptions {
    double epsilon = 0.2;         ///< ε, the cost-benefit penalty (0.2 experts, 0.15 skilled, 0.1 crowd)
    double q = 0.05;              ///< BY level
    std::size_t minItems = 30;    ///< usable items a rater needs (the t-test's normality rule of thumb)
    AltTestScoring scoring = AltTestScoring::NegRmse;
};

enum class AltTestStatus {
    Ok,
    NoPredictions,   ///< the model answered none of the items
    NoUsableRaters,  ///< no rater has minItems usable items: ω and ρ are NaN
};
const char *altTestStatusName(AltTestStatus s);

struct AltTestResult {
    AltTestStatus status = AltTestStatus::NoPredictions;
    double epsilon = 0.2;              ///< ε used
    double q = 0.05;                   ///< BY level used
    std::size_t minItems = 30;         ///< rule used for usable raters
    std::size_t ratersWithItems = 0;   ///< raters who rated at least one of the items
    std::size_t ratersUsable = 0;      ///< raters with >= minItems usable items (the m of the BY correction)
    std::size_t ratersWon = 0;         ///< raters whose BY-adjusted p <= q
    std::size_t ratersConstant = 0;    ///< usable raters whose d_i are all equal: t = -Inf/+Inf, p = 0/1
    std::size_t comparisons = 0;       ///< (rater, item) comparisons over the usable raters
    double winningRate = std::numeric_limits<double>::quiet_NaN(); ///< ω = won / usable
    double advantage = std::numeric_limits<double>::quiet_NaN();   ///< ρ = mean_h mean_i W^f_hi
    bool passed = false;               ///< ω >= 0.5
};

/// `predictions`: one per item of `byItem` (NaN = no answer; for Accuracy the value is a label index).
/// `inGroup`: empty = every item, else size itemCount() with 1 for the items to use.
AltTestResult altTest(const agreement::ItemRatings &byItem, const RaterRatings &byRater,
                      std::span<const double> predictions, std::span<const unsigned char> inGroup = {},
                      const AltTestOptions &options = {});

/// The same for several item groups in one pass over the ratings: result 0 over every item (`all`),
/// result 1 + g over the items with groupOfItem[j] == g (g in 0..groupCount-1; -1 = in no group).
/// Equal to calling altTest() once per group.
std::vector<AltTestResult> altTestGroups(const agreement::ItemRatings &byItem, const RaterRatings &byRater,
                                         std::span<const double> predictions, std::span<const int> groupOfItem,
                                         std::size_t groupCount, const AltTestOptions &options = {});

} // namespace rl::analysis
