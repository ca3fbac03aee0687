// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <cstddef>
#include <limits>
#include <span>

/// Private to rl_agreement: the summation rules of R's mean() and var(), so that a statistic built
/// from them lands on R's double (to the last bit or two). R accumulates in long double and refines
/// the mean with a second pass (src/main/summary.c, src/library/stats/src/cov.c).
namespace rl::agreement::detail {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr double kInf = std::numeric_limits<double>::infinity();

/// R's mean(x): long-double sum / n, then + mean of the residuals. NaN for empty input.
inline double rMean(std::span<const double> x)
{
    if (x.empty())
        return kNaN;
    const auto n = static_cast<long double>(x.size());
    long double s = 0.0L;
    for (double v : x)
        s += v;
    s /= n;
    if (std::isfinite(static_cast<double>(s))) {
        long double t = 0.0L;
        for (double v : x)
            t += v - s;
        s += t / n;
    }
    return static_cast<double>(s);
}

/// R's var(x) (n - 1 denominator): two passes in long double. NaN for fewer than two values.
inline double rVar(std::span<const double> x)
{
    if (x.size() < 2)
        return kNaN;
    const auto n = static_cast<long double>(x.size());
    long double m = 0.0L;
    for (double v : x)
        m += v;
    m /= n;
    long double t = 0.0L;
    for (double v : x)
        t += v - m;
    const double mean = static_cast<double>(m + t / n); // cov.c keeps the mean as a double
    long double ss = 0.0L;
    for (double v : x) {
        const long double d = v - mean;
        ss += d * d;
    }
    return static_cast<double>(ss / (n - 1.0L));
}

inline bool isInteger(double v) { return std::isfinite(v) && v == std::nearbyint(v); }

} // namespace rl::agreement::detail
