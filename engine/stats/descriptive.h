// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <span>
#include <vector>

/// Descriptive statistics, each computed the way R computes it (same accumulation order and
/// precision), so that a mean or an SD is R's double, not merely close to it.
namespace rl::stats {

/// R's mean(x): long-double sum / n, then one refinement pass mean += sum(x - mean) / n.
/// Empty input -> NaN. NaN in x -> NaN.
double mean(std::span<const double> x);

/// R's var(x): sum((x - mean)^2) / (n - 1) in long double (two-pass). n < 2 -> NaN.
double variance(std::span<const double> x);

/// R's sd(x) = sqrt(var(x)). n < 2 -> NaN.
double sd(std::span<const double> x);

/// Sample covariance (R's cov(x, y), n - 1 denominator). Sizes must match; n < 2 -> NaN.
double covariance(std::span<const double> x, std::span<const double> y);

enum class SummaryStatus {
    Ok,
    Empty,          ///< n = 0: every field except n is NaN
    SingleValue,    ///< n = 1: variance and sd are NaN
    ZeroVariance,   ///< n >= 2 and all values equal: variance = sd = 0
};

/// Everything a table row needs about one sample.
struct Summary {
    SummaryStatus status = SummaryStatus::Empty;
    std::size_t n = 0;   ///< number of values
    double mean = 0.0;   ///< R's mean(x)
    double variance = 0.0; ///< R's var(x), n - 1 denominator
    double sd = 0.0;     ///< sqrt(variance)
    double min = 0.0;    ///< smallest value
    double max = 0.0;    ///< largest value
    SummaryStatus info() const { return status; }
};
Summary summarize(std::span<const double> x);

/// R's rank(x, ties.method = "average"): 1-based ranks; tied values share the mean of their ranks.
/// NaN entries keep NaN (na.last = "keep") and are not ranked.
std::vector<double> averageRanks(std::span<const double> x);

/// R's quantile(x, p, type = 7): with sorted x and h = 1 + (n - 1) p, x[floor h] + (h - floor h)
/// (x[ceil h] - x[floor h]), written as R does ((1 - f) x_lo + f x_hi, only when x_hi != x_lo).
/// p is clamped to [0, 1]; empty x, NaN in x or NaN p -> NaN.
double quantile(std::span<const double> x, double p);
std::vector<double> quantiles(std::span<const double> x, std::span<const double> probs);

/// Median (= type-7 quantile at 0.5, i.e. the mean of the two middle values for even n).
double median(std::span<const double> x);

/// R's tabulate(bin, nbins): counts of the values 1..nbins; values outside 1..nbins are ignored.
std::vector<std::size_t> tabulate(std::span<const int> bins, int nbins);

} // namespace rl::stats
