// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <limits>
#include <span>

/// The closed-form paired tests of the condition comparison (docs/methods.md §3.6): two model
/// conditions answered the same items, and the question is whether they differ in their agreement
/// with the humans. Goldens: tests/reference/R/compare_goldens.R (base R; cocor is not used).
namespace rl::analysis::compare {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

enum class TestStatus {
    Ok,
    TooFewItems,  ///< n < 4 (Williams: df = n - 3 >= 1), n < 2 (paired t): every number NaN
    Degenerate,   ///< a correlation is +-1 or undefined, or the paired differences are constant: t, p NaN
};

/// Williams' t for two dependent correlations sharing one variable (Williams 1959, in the form
/// recommended by Steiger 1980, eq. 14): H0 ρ(j,k) = ρ(j,h) with j = the human mean, k and h the two
/// conditions. With |R| = 1 - r_jk² - r_jh² - r_kh² + 2 r_jk r_jh r_kh and r̄ = (r_jk + r_jh)/2,
///   t = (r_jk - r_jh) sqrt((n - 1)(1 + r_kh) / (2 (n - 1)/(n - 3) |R| + r̄² (1 - r_kh)³)),  df = n - 3,
/// p = 2 pt(-|t|, df) (cocor's williams1959, psych::r.test(n, r12, r13, r23)).
struct WilliamsTest {
    TestStatus status = TestStatus::TooFewItems;
    std::size_t n = 0;
    double rjk = kNaN;  ///< r(human, A)
    double rjh = kNaN;  ///< r(human, B)
    double rkh = kNaN;  ///< r(A, B)
    double detR = kNaN; ///< |R|
    double t = kNaN;
    double df = kNaN;   ///< n - 3
    double p = kNaN;
};
WilliamsTest williamsTest(double rjk, double rjh, double rkh, std::size_t n);

/// The same from the data: human means m and the two conditions' values a, b (complete, equal length).
WilliamsTest williamsTest(std::span<const double> m, std::span<const double> a, std::span<const double> b);

/// McNemar's test of paired correctness. b = #(A right, B wrong), c = #(A wrong, B right).
/// With b + c < exactBelow (25): the exact binomial test, p = min(1, 2 P(X <= min(b, c))), X ~ Bin(b + c, 1/2)
/// (R: binom.test(b, b + c)$p.value), statistic = b. Otherwise R's mcnemar.test(correct = TRUE):
/// χ² = (|b - c| - 1)² / (b + c), df 1, p = pchisq(χ², 1, lower = FALSE). b + c = 0: p = 1, statistic NaN.
struct McNemarTest {
    std::size_t b = 0;
    std::size_t c = 0;
    bool exact = false;   ///< the exact binomial form was used
    double statistic = kNaN;
    double p = kNaN;
};
McNemarTest mcnemarTest(std::size_t b, std::size_t c, std::size_t exactBelow = 25);

/// Paired t-test of x - y (R: t.test(x, y, paired = TRUE)): mean difference, its CI, t, df, p.
struct PairedTTest {
    TestStatus status = TestStatus::TooFewItems;
    std::size_t n = 0;
    double meanDiff = kNaN;
    double ciLow = kNaN;
    double ciHigh = kNaN;
    double t = kNaN;
    double df = kNaN;
    double p = kNaN;
};
PairedTTest pairedTTest(std::span<const double> x, std::span<const double> y, double confLevel = 0.95);

} // namespace rl::analysis::compare
