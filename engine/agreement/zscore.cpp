// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/zscore.h"

#include "engine/agreement/summation.h"
#include "engine/stats/descriptive.h"

#include <cmath>

namespace rl::agreement {

namespace {

constexpr double kIntegerLimit = 1048576.0; // as ItemRatings: keeps the test inside 128 bits
constexpr double kFloatSlack = 1e-12;

/// The exact comparison of z^2 with 1 for integer data: sign of (m-1)(m x - S)^2 - m (m Q - S^2),
/// plus whether the reference ratings are all equal (m Q - S^2 = 0).
struct ExactTest {
    bool within = false;
    bool tie = false;     ///< |z| = 1 with SD > 0
    bool infinite = false;
};

ExactTest exactTest(std::int64_t m, std::int64_t s, std::int64_t q, std::int64_t x)
{
    const detail::Int128 dev = static_cast<detail::Int128>(m) * x - s;
    const detail::Int128 lhs = static_cast<detail::Int128>(m - 1) * dev * dev;
    const detail::Int128 spread = static_cast<detail::Int128>(m) * q - static_cast<detail::Int128>(s) * s;
    const detail::Int128 rhs = static_cast<detail::Int128>(m) * spread;
    ExactTest t;
    t.within = lhs <= rhs;
    t.tie = spread > 0 && lhs == rhs;
    t.infinite = spread == 0 && dev != 0;
    return t;
}

bool exactApplies(const ItemRatings &h, double x)
{
    return h.integerValued() && detail::isInteger(x) && std::fabs(x) <= kIntegerLimit;
}

/// |z| with the SD = 0 rule.
double absZ(double x, double mean, double sd)
{
    if (sd == 0.0)
        return x == mean ? 0.0 : detail::kInf;
    return std::fabs((x - mean) / sd);
}

template <typename F>
void forEachItem(const ItemRatings &h, std::span<const int> items, F &&f)
{
    if (items.empty()) {
        for (std::size_t j = 0; j < h.itemCount(); ++j)
            f(j);
    } else {
        for (int j : items) {
            if (j >= 0 && static_cast<std::size_t>(j) < h.itemCount())
                f(static_cast<std::size_t>(j));
        }
    }
}

} // namespace

std::vector<double> zScores(const ItemRatings &humans, std::span<const double> predictions)
{
    std::vector<double> z(humans.itemCount(), detail::kNaN);
    for (std::size_t j = 0; j < z.size() && j < predictions.size(); ++j) {
        const double x = predictions[j];
        if (std::isnan(x) || humans.n(j) < 2)
            continue;
        const double sd = humans.sd(j);
        z[j] = sd == 0.0 ? (x == humans.mean(j) ? 0.0 : std::copysign(detail::kInf, x - humans.mean(j)))
                         : (x - humans.mean(j)) / sd;
    }
    return z;
}

W1sdResult w1sd(const ItemRatings &humans, std::span<const double> predictions, std::span<const int> items)
{
    W1sdResult r;
    r.exactTest = true;
    std::vector<double> absz;
    absz.reserve(items.empty() ? humans.itemCount() : items.size());
    forEachItem(humans, items, [&](std::size_t j) {
        const double x = j < predictions.size() ? predictions[j] : detail::kNaN;
        if (std::isnan(x) || humans.n(j) < 2) {
            ++r.nSkipped;
            return;
        }
        ++r.nItems;
        const double az = absZ(x, humans.mean(j), humans.sd(j));
        absz.push_back(az);
        if (exactApplies(humans, x)) {
            const ExactTest t = exactTest(humans.n(j), humans.sumInt(j), humans.sumSquaresInt(j),
                                          static_cast<std::int64_t>(x));
            r.nWithin += t.within ? 1 : 0;
            r.nExactTies += t.tie ? 1 : 0;
            r.nInfinite += t.infinite ? 1 : 0;
        } else {
            r.exactTest = false;
            r.nWithin += az <= 1.0 + kFloatSlack ? 1 : 0;
            r.nInfinite += std::isinf(az) ? 1 : 0;
        }
    });
    if (r.nItems == 0) {
        r.exactTest = false;
        return r;
    }
    r.share = static_cast<double>(r.nWithin) / static_cast<double>(r.nItems);
    r.meanAbsZ = stats::mean(absz);
    r.status = ZScoreStatus::Ok;
    return r;
}

LooResult humanLeaveOneOut(const ItemRatings &humans, std::span<const int> items)
{
    LooResult r;
    r.exactTest = humans.integerValued();
    const std::span<const double> values = humans.values();
    long double sumAbsZ = 0.0L;
    forEachItem(humans, items, [&](std::size_t j) {
        const int n = humans.n(j);
        if (n < 3) {
            ++r.nItemsSkipped;
            return;
        }
        ++r.nItems;
        const std::int64_t m = n - 1;
        for (const ValueCount &vc : humans.valueCounts(j)) {
            const double x = values[static_cast<std::size_t>(vc.value)];
            const auto c = static_cast<std::size_t>(vc.count);
            r.nPairs += c;
            double meanOthers, sdOthers;
            if (r.exactTest) {
                const auto xi = static_cast<std::int64_t>(x);
                const std::int64_t s = humans.sumInt(j) - xi;
                const std::int64_t q = humans.sumSquaresInt(j) - xi * xi;
                const ExactTest t = exactTest(m, s, q, xi);
                r.nWithin += t.within ? c : 0;
                r.nExactTies += t.tie ? c : 0;
                r.nNonFinite += t.infinite ? c : 0;
                const detail::Int128 spread = static_cast<detail::Int128>(m) * q - static_cast<detail::Int128>(s) * s;
                meanOthers = static_cast<double>(s) / static_cast<double>(m);
                sdOthers = std::sqrt(static_cast<double>(spread)
                                     / (static_cast<double>(m) * static_cast<double>(m - 1)));
            } else {
                // Downdate the centred statistics: removing x moves the mean by d/(n-1) and the
                // centred sum of squares by d^2 n/(n-1), d = x - M (no cancellation of raw sums).
                const double d = x - humans.mean(j);
                const double nn = n;
                meanOthers = humans.mean(j) - d / (nn - 1.0);
                const double css = std::max(0.0, humans.centeredSumSquares(j) - d * d * nn / (nn - 1.0));
                sdOthers = std::sqrt(css / (nn - 2.0));
            }
            const double az = absZ(x, meanOthers, sdOthers);
            if (!r.exactTest) {
                r.nWithin += az <= 1.0 + kFloatSlack ? c : 0;
                r.nNonFinite += std::isinf(az) ? c : 0;
            }
            sumAbsZ += static_cast<long double>(az) * c;
        }
    });
    if (r.nPairs == 0) {
        r.exactTest = false;
        return r;
    }
    r.share = static_cast<double>(r.nWithin) / static_cast<double>(r.nPairs);
    r.meanAbsZ = static_cast<double>(sumAbsZ / static_cast<long double>(r.nPairs));
    r.status = ZScoreStatus::Ok;
    return r;
}

} // namespace rl::agreement
