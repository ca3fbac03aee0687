// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/descriptive.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <numeric>

namespace rl::stats {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
} // namespace

double mean(std::span<const double> x)
{
    if (x.empty())
        return kNaN;
    const auto n = static_cast<long double>(x.size());
    long double s = 0.0L;
    for (double v : x)
        s += v;
    s /= n;
    if (std::isfinite(static_cast<double>(s))) { // R's summary.c: one refinement pass
        long double t = 0.0L;
        for (double v : x)
            t += (v - s);
        s += t / n;
    }
    return static_cast<double>(s);
}

namespace {

/// R's cov.c MEAN(): long-double sum / n, refined once, stored as a double.
double covMean(std::span<const double> x)
{
    const auto n = static_cast<long double>(x.size());
    long double sum = 0.0L;
    for (double v : x)
        sum += v;
    long double tmp = sum / n;
    if (std::isfinite(static_cast<double>(tmp))) {
        sum = 0.0L;
        for (double v : x)
            sum += (v - tmp);
        tmp = tmp + sum / n;
    }
    return static_cast<double>(tmp);
}

} // namespace

double covariance(std::span<const double> x, std::span<const double> y)
{
    assert(x.size() == y.size());
    if (x.size() < 2)
        return kNaN;
    const double xm = covMean(x);
    const double ym = covMean(y);
    long double sum = 0.0L;
    for (std::size_t k = 0; k < x.size(); ++k)
        sum += (x[k] - xm) * (y[k] - ym);
    return static_cast<double>(sum / static_cast<long double>(x.size() - 1));
}

double variance(std::span<const double> x) { return covariance(x, x); }

double sd(std::span<const double> x) { return std::sqrt(variance(x)); }

Summary summarize(std::span<const double> x)
{
    Summary s;
    s.n = x.size();
    if (x.empty()) {
        s.status = SummaryStatus::Empty;
        s.mean = s.variance = s.sd = s.min = s.max = kNaN;
        return s;
    }
    s.mean = mean(x);
    const auto [lo, hi] = std::minmax_element(x.begin(), x.end());
    s.min = *lo;
    s.max = *hi;
    if (x.size() == 1) {
        s.status = SummaryStatus::SingleValue;
        s.variance = s.sd = kNaN;
        return s;
    }
    s.variance = variance(x);
    s.sd = std::sqrt(s.variance);
    s.status = s.min == s.max ? SummaryStatus::ZeroVariance : SummaryStatus::Ok;
    return s;
}

std::vector<double> averageRanks(std::span<const double> x)
{
    std::vector<double> ranks(x.size(), kNaN);
    std::vector<std::size_t> order;
    order.reserve(x.size());
    for (std::size_t i = 0; i < x.size(); ++i)
        if (!std::isnan(x[i]))
            order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return x[a] < x[b]; });
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i + 1;
        while (j < order.size() && x[order[j]] == x[order[i]])
            ++j;
        // positions i..j-1 (0-based) hold ranks i+1..j: their mean is (i + 1 + j) / 2
        const double r = (static_cast<double>(i + 1) + static_cast<double>(j)) / 2.0;
        for (std::size_t k = i; k < j; ++k)
            ranks[order[k]] = r;
        i = j;
    }
    return ranks;
}

std::vector<double> quantiles(std::span<const double> x, std::span<const double> probs)
{
    std::vector<double> out(probs.size(), kNaN);
    if (x.empty() || std::any_of(x.begin(), x.end(), [](double v) { return std::isnan(v); }))
        return out;
    std::vector<double> s(x.begin(), x.end());
    std::sort(s.begin(), s.end());
    const double n = static_cast<double>(s.size());
    for (std::size_t i = 0; i < probs.size(); ++i) {
        if (std::isnan(probs[i]))
            continue;
        const double p = std::clamp(probs[i], 0.0, 1.0);
        const double index = 1.0 + std::max(n - 1.0, 0.0) * p;
        const double lo = std::floor(index);
        const double hi = std::ceil(index);
        double q = s[static_cast<std::size_t>(lo) - 1];
        const double xhi = s[static_cast<std::size_t>(hi) - 1];
        if (index > lo && xhi != q) {
            const double h = index - lo;
            q = (1.0 - h) * q + h * xhi;
        }
        out[i] = q;
    }
    return out;
}

double quantile(std::span<const double> x, double p)
{
    const double probs[1] = {p};
    return quantiles(x, probs)[0];
}

double median(std::span<const double> x) { return quantile(x, 0.5); }

std::vector<std::size_t> tabulate(std::span<const int> bins, int nbins)
{
    std::vector<std::size_t> counts(static_cast<std::size_t>(std::max(nbins, 0)), 0);
    for (int b : bins)
        if (b >= 1 && b <= nbins)
            ++counts[static_cast<std::size_t>(b - 1)];
    return counts;
}

} // namespace rl::stats
