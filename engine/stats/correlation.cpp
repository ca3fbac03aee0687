// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/correlation.h"

#include "engine/stats/descriptive.h"
#include "engine/stats/distributions.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace rl::stats {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// R's cov.c correlation of two complete vectors: r = cov(x, y) / (sd(x) sd(y)) with the centred
/// cross-products summed in long double (descriptive.cpp), clamped to [-1, 1].
/// Returns NaN and sets *zeroVar when a standard deviation is 0.
double corR(std::span<const double> x, std::span<const double> y, bool *zeroVar)
{
    const double sdx = std::sqrt(variance(x));
    const double sdy = std::sqrt(variance(y));
    if (sdx == 0.0 || sdy == 0.0) {
        *zeroVar = true;
        return kNaN;
    }
    *zeroVar = false;
    return std::clamp(covariance(x, y) / (sdx * sdy), -1.0, 1.0);
}

} // namespace

double pearsonR(std::span<const double> x, std::span<const double> y)
{
    if (x.size() != y.size() || x.size() < 2)
        return kNaN;
    bool zeroVar = false;
    return corR(x, y, &zeroVar);
}

PearsonResult pearson(std::span<const double> x, std::span<const double> y, double confLevel)
{
    PearsonResult res;
    res.n = x.size();
    res.confLevel = confLevel;
    res.r = res.t = res.df = res.p = res.ciLow = res.ciHigh = kNaN;
    if (x.size() != y.size()) {
        res.status = CorrelationStatus::SizeMismatch;
        return res;
    }
    if (x.size() < 3) {
        res.status = CorrelationStatus::TooFewObservations;
        if (x.size() == 2)
            res.r = pearsonR(x, y);
        return res;
    }
    bool zeroVar = false;
    const double r = corR(x, y, &zeroVar);
    if (zeroVar) {
        res.status = CorrelationStatus::ZeroVariance;
        return res;
    }
    const double n = static_cast<double>(x.size());
    res.r = r;
    res.df = n - 2.0;
    res.t = std::sqrt(res.df) * r / std::sqrt(1.0 - r * r); // +-Inf when |r| = 1
    res.p = 2.0 * std::min(pt(res.t, res.df), pt(res.t, res.df, false));
    res.status = std::fabs(r) == 1.0 ? CorrelationStatus::Perfect : CorrelationStatus::Ok;
    if (x.size() > 3) {
        const double z = std::atanh(r);
        const double sigma = 1.0 / std::sqrt(n - 3.0);
        const double w = sigma * qnorm((1.0 + confLevel) / 2.0);
        res.ciLow = std::tanh(z - w);
        res.ciHigh = std::tanh(z + w);
    }
    return res;
}

SpearmanResult spearman(std::span<const double> x, std::span<const double> y)
{
    SpearmanResult res;
    res.n = x.size();
    res.rho = kNaN;
    if (x.size() != y.size()) {
        res.status = CorrelationStatus::SizeMismatch;
        return res;
    }
    if (x.size() < 2) {
        res.status = CorrelationStatus::TooFewObservations;
        return res;
    }
    const std::vector<double> rx = averageRanks(x);
    const std::vector<double> ry = averageRanks(y);
    bool zeroVar = false;
    const double rho = corR(rx, ry, &zeroVar);
    if (zeroVar) {
        res.status = CorrelationStatus::ZeroVariance;
        return res;
    }
    res.rho = rho;
    res.status = std::fabs(rho) == 1.0 ? CorrelationStatus::Perfect : CorrelationStatus::Ok;
    return res;
}

} // namespace rl::stats
