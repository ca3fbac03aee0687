// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/compare/pairedtests.h"

#include "engine/stats/correlation.h"
#include "engine/stats/distributions.h"
#include "engine/stats/ttest.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace rl::analysis::compare {

WilliamsTest williamsTest(double rjk, double rjh, double rkh, std::size_t n)
{
    WilliamsTest w;
    w.n = n;
    w.rjk = rjk;
    w.rjh = rjh;
    w.rkh = rkh;
    if (n < 4)
        return w;
    w.df = static_cast<double>(n) - 3.0;
    if (!std::isfinite(rjk) || !std::isfinite(rjh) || !std::isfinite(rkh) || std::fabs(rkh) >= 1.0) {
        w.status = TestStatus::Degenerate;
        return w;
    }
    const double nm1 = static_cast<double>(n) - 1.0;
    w.detR = 1.0 - rjk * rjk - rjh * rjh - rkh * rkh + 2.0 * rjk * rjh * rkh;
    const double rbar = (rjk + rjh) / 2.0;
    const double denom = 2.0 * nm1 / w.df * w.detR + rbar * rbar * std::pow(1.0 - rkh, 3.0);
    if (!(denom > 0.0)) {
        w.status = TestStatus::Degenerate;
        return w;
    }
    w.t = (rjk - rjh) * std::sqrt(nm1 * (1.0 + rkh) / denom);
    w.p = 2.0 * stats::pt(-std::fabs(w.t), w.df);
    w.status = TestStatus::Ok;
    return w;
}

WilliamsTest williamsTest(std::span<const double> m, std::span<const double> a, std::span<const double> b)
{
    if (m.size() < 4)
        return williamsTest(kNaN, kNaN, kNaN, m.size());
    return williamsTest(stats::pearsonR(m, a), stats::pearsonR(m, b), stats::pearsonR(a, b), m.size());
}

McNemarTest mcnemarTest(std::size_t b, std::size_t c, std::size_t exactBelow)
{
    McNemarTest t;
    t.b = b;
    t.c = c;
    const std::size_t n = b + c;
    if (n == 0) {
        t.exact = true;
        t.p = 1.0;
        return t;
    }
    if (n < exactBelow) {
        // P(X <= k) for X ~ Bin(n, 1/2), n < 64: binomial coefficients are exact integers in a double.
        t.exact = true;
        t.statistic = static_cast<double>(b);
        const std::size_t k = std::min(b, c);
        double coef = 1.0, tail = 0.0;
        for (std::size_t i = 0; i <= k; ++i) {
            tail += coef;
            coef = coef * static_cast<double>(n - i) / static_cast<double>(i + 1);
        }
        t.p = std::min(1.0, 2.0 * std::ldexp(tail, -static_cast<int>(n)));
        return t;
    }
    const double diff = std::fabs(static_cast<double>(b) - static_cast<double>(c)) - 1.0;
    t.statistic = diff * diff / static_cast<double>(n);
    t.p = stats::pchisq(t.statistic, 1.0, false);
    return t;
}

PairedTTest pairedTTest(std::span<const double> x, std::span<const double> y, double confLevel)
{
    PairedTTest r;
    r.n = x.size();
    if (x.size() != y.size() || x.size() < 2)
        return r;
    std::vector<double> d(x.size());
    for (std::size_t i = 0; i < x.size(); ++i)
        d[i] = x[i] - y[i];
    const stats::OneSampleTTest t = stats::tTestOneSample(d, 0.0, confLevel);
    r.meanDiff = t.mean;
    r.df = t.df;
    if (t.status != stats::TTestStatus::Ok) {
        r.status = TestStatus::Degenerate;
        return r;
    }
    r.t = t.t;
    r.p = t.p;
    r.ciLow = t.ciLow;
    r.ciHigh = t.ciHigh;
    r.status = TestStatus::Ok;
    return r;
}

} // namespace rl::analysis::compare
