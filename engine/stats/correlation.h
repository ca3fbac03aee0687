// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <span>

/// Pearson and Spearman correlation with R's cor() / cor.test() outputs.
namespace rl::stats {

enum class CorrelationStatus {
    Ok,
    SizeMismatch,       ///< x and y differ in length: every number is NaN
    TooFewObservations, ///< n < 3 (cor.test needs df = n - 2 >= 1): every number is NaN, except r when n = 2
    ZeroVariance,       ///< x or y is constant: r is undefined (R: NA with a warning), all numbers NaN
    Perfect,            ///< |r| = 1: t = +-Inf, p = 0, CI = [r, r] (as R)
};

/// cor.test(x, y, method = "pearson", conf.level = 0.95).
struct PearsonResult {
    CorrelationStatus status = CorrelationStatus::Ok;
    std::size_t n = 0;      ///< number of pairs
    double r = 0.0;         ///< sum((x - mx)(y - my)) / sqrt(sum (x - mx)^2 sum (y - my)^2), clamped to [-1, 1]
    double t = 0.0;         ///< sqrt(df) r / sqrt(1 - r^2)
    double df = 0.0;        ///< n - 2
    double p = 0.0;         ///< two-sided: 2 min(pt(t, df), pt(t, df, upper))
    double ciLow = 0.0;     ///< tanh(atanh(r) - qnorm((1 + level)/2) / sqrt(n - 3)); NaN when n <= 3 (R: no CI)
    double ciHigh = 0.0;    ///< tanh(atanh(r) + qnorm((1 + level)/2) / sqrt(n - 3)); NaN when n <= 3
    double confLevel = 0.95; ///< the CI's level
    CorrelationStatus info() const { return status; }
    bool ok() const { return status == CorrelationStatus::Ok || status == CorrelationStatus::Perfect; }
};

/// Pearson correlation test; see PearsonResult. x and y must be complete pairs: a NaN propagates
/// into r, t, p (as R's default use = "everything"); the caller drops incomplete pairs first.
PearsonResult pearson(std::span<const double> x, std::span<const double> y, double confLevel = 0.95);

/// R's cor(x, y) alone (same accumulation as cor.test): NaN when n < 2 or a variance is 0.
double pearsonR(std::span<const double> x, std::span<const double> y);

/// Spearman's rho = Pearson correlation of the average ranks (ties -> mean rank), i.e. R's
/// cor(x, y, method = "spearman"). (The 1 - 6 sum d^2 / (n(n^2 - 1)) shortcut is wrong with ties.)
/// Status: SizeMismatch; TooFewObservations only for n < 2; ZeroVariance when x or y is constant.
struct SpearmanResult {
    CorrelationStatus status = CorrelationStatus::Ok;
    std::size_t n = 0; ///< number of pairs
    double rho = 0.0;  ///< pearsonR(rank(x), rank(y)); NaN unless ok()
    CorrelationStatus info() const { return status; }
    bool ok() const { return status == CorrelationStatus::Ok || status == CorrelationStatus::Perfect; }
};
SpearmanResult spearman(std::span<const double> x, std::span<const double> y);

} // namespace rl::stats
