// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/alphabootstrap.h"

#include "engine/stats/descriptive.h"
#include "engine/stats/random.h"

#include <Eigen/Core>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rl::agreement {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr std::size_t kReplicateChunk = 64;           ///< replicates per matrix product
constexpr std::size_t kFeatureBudget = std::size_t(1) << 24; ///< doubles of the units' features held at once (128 MiB)

/// The layout of one rater set's features.
struct Layout {
    AlphaLevel level;
    std::size_t V;     ///< merged distinct values
    std::size_t width() const
    {
        switch (level) {
        case AlphaLevel::Nominal: return 1 + V;  // D_o, n_c
        case AlphaLevel::Interval: return 4;     // D_o, n, S1, S2
        default: return V * V;                   // o_ck
        }
    }
};

struct Entry {
    std::size_t index; ///< merged value index
    double count;
};

/// Writes one unit's features (`entries`: its distinct values with counts, any order) at `out`.
void unitFeatures(const Layout &L, std::span<const double> values, std::span<const Entry> entries, double *out)
{
    double m = 0;
    for (const Entry &e : entries)
        m += e.count;
    if (m < 2)
        return; // not pairable: zeros
    switch (L.level) {
    case AlphaLevel::Nominal: {
        double sq = 0;
        for (const Entry &e : entries) {
            sq += e.count * e.count;
            out[1 + e.index] += e.count;
        }
        out[0] = (m * m - sq) / (m - 1);
        return;
    }
    case AlphaLevel::Interval: {
        double s1 = 0, s2 = 0;
        for (const Entry &e : entries) {
            s1 += e.count * values[e.index];
            s2 += e.count * values[e.index] * values[e.index];
        }
        const double mean = s1 / m;
        double css = 0;
        for (const Entry &e : entries)
            css += e.count * (values[e.index] - mean) * (values[e.index] - mean);
        out[0] = 2.0 * m * css / (m - 1);
        out[1] = m;
        out[2] = s1;
        out[3] = s2;
        return;
    }
    default:
        for (const Entry &a : entries)
            for (const Entry &b : entries)
                out[a.index * L.V + b.index] += a.count * (b.count - (a.index == b.index ? 1.0 : 0.0)) / (m - 1);
        return;
    }
}

/// Alpha from one replicate's summed features.
double alphaOf(const Layout &L, std::span<const double> values, const double *f)
{
    switch (L.level) {
    case AlphaLevel::Nominal: {
        double n = 0, sq = 0;
        for (std::size_t c = 0; c < L.V; ++c) {
            n += f[1 + c];
            sq += f[1 + c] * f[1 + c];
        }
        const double de = n * n - sq;
        return n >= 2 && de > 0 ? 1.0 - (n - 1) * f[0] / de : kNaN;
    }
    case AlphaLevel::Interval: {
        const double n = f[1];
        const double de = 2.0 * (n * f[3] - f[2] * f[2]);
        return n >= 2 && de > 0 ? 1.0 - (n - 1) * f[0] / de : kNaN;
    }
    default: {
        const std::size_t V = L.V;
        std::vector<double> nc(V, 0.0);
        double n = 0;
        for (std::size_t c = 0; c < V; ++c) {
            for (std::size_t k = 0; k < V; ++k)
                nc[c] += f[c * V + k];
            n += nc[c];
        }
        std::vector<double> cum(V + 1, 0.0); // cum[c] = sum_{g < c} n_g
        for (std::size_t c = 0; c < V; ++c)
            cum[c + 1] = cum[c] + nc[c];
        double num = 0, de = 0;
        for (std::size_t c = 0; c < V; ++c)
            for (std::size_t k = 0; k < V; ++k) {
                if (c == k)
                    continue;
                double d2;
                if (L.level == AlphaLevel::Ordinal) {
                    const std::size_t lo = std::min(c, k), hi = std::max(c, k);
                    const double d = cum[hi + 1] - cum[lo] - (nc[c] + nc[k]) / 2.0;
                    d2 = d * d;
                } else {
                    const double s = values[c] + values[k];
                    d2 = s == 0 ? 0.0 : ((values[c] - values[k]) / s) * ((values[c] - values[k]) / s);
                }
                num += f[c * V + k] * d2;
                de += nc[c] * nc[k] * d2;
            }
        return n >= 2 && de > 0 ? 1.0 - (n - 1) * num / de : kNaN;
    }
    }
}

} // namespace

AlphaBootstrapResult alphaBootstrap(const ItemRatings &ratings, AlphaLevel level, std::span<const int> unitsIn,
                                    const std::vector<std::span<const double>> &extraRaters,
                                    const AlphaBootstrapOptions &options, std::stop_token stop)
{
    AlphaBootstrapResult res;
    res.seed = options.seed;
    const std::size_t E = extraRaters.size();
    res.withRater.assign(E, {});
    std::vector<int> units;
    if (unitsIn.empty()) {
        for (std::size_t j = 0; j < ratings.itemCount(); ++j)
            units.push_back(static_cast<int>(j));
    } else {
        for (int j : unitsIn)
            if (j >= 0 && static_cast<std::size_t>(j) < ratings.itemCount())
                units.push_back(j);
    }
    const std::size_t U = units.size();
    const std::size_t B = options.repeats;
    if (U == 0 || B == 0)
        return res;

    // The merged value set: the ratings' values and every extra rater's.
    std::vector<double> values(ratings.values().begin(), ratings.values().end());
    for (const auto &x : extraRaters)
        for (int j : units)
            if (static_cast<std::size_t>(j) < x.size() && !std::isnan(x[static_cast<std::size_t>(j)]))
                values.push_back(x[static_cast<std::size_t>(j)]);
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    auto indexOf = [&values](double v) {
        return static_cast<std::size_t>(std::lower_bound(values.begin(), values.end(), v) - values.begin());
    };
    std::vector<std::size_t> remap(ratings.values().size());
    for (std::size_t i = 0; i < remap.size(); ++i)
        remap[i] = indexOf(ratings.values()[i]);

    const Layout L {level, values.size()};
    const std::size_t w = L.width();
    const std::size_t sets = 1 + E;
    const std::size_t F = w * sets;
    const std::size_t unitChunk = std::max<std::size_t>(1, std::min(U, kFeatureBudget / std::max<std::size_t>(1, F)));

    // The features of units u0 .. u0 + Uc - 1 into `features` (Uc x F).
    std::vector<Entry> entries, with;
    std::vector<double> row(F);
    auto build = [&](std::size_t u0, std::size_t Uc, Eigen::MatrixXd &features) {
        features.setZero(static_cast<Eigen::Index>(Uc), static_cast<Eigen::Index>(F));
        for (std::size_t i = 0; i < Uc; ++i) {
            const auto j = static_cast<std::size_t>(units[u0 + i]);
            std::fill(row.begin(), row.end(), 0.0);
            entries.clear();
            for (const ValueCount &vc : ratings.valueCounts(j))
                entries.push_back({remap[static_cast<std::size_t>(vc.value)], static_cast<double>(vc.count)});
            unitFeatures(L, values, entries, row.data());
            for (std::size_t e = 0; e < E; ++e) {
                const double x = j < extraRaters[e].size() ? extraRaters[e][j] : kNaN;
                if (std::isnan(x)) {
                    std::copy(row.begin(), row.begin() + static_cast<std::ptrdiff_t>(w),
                              row.begin() + static_cast<std::ptrdiff_t>((1 + e) * w));
                    continue;
                }
                const std::size_t xi = indexOf(x);
                with.assign(entries.begin(), entries.end());
                auto it = std::find_if(with.begin(), with.end(), [xi](const Entry &en) { return en.index == xi; });
                if (it != with.end())
                    it->count += 1.0;
                else
                    with.push_back({xi, 1.0});
                unitFeatures(L, values, with, row.data() + (1 + e) * w);
            }
            for (std::size_t f = 0; f < F; ++f)
                features(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(f)) = row[f];
        }
    };
    const bool oneChunk = unitChunk >= U;
    Eigen::MatrixXd features;
    if (oneChunk)
        build(0, U, features);

    // Draw counts, replicate chunk by replicate chunk, from one generator in replicate order.
    stats::Rng rng(options.seed);
    std::vector<double> out(B * sets, kNaN); // [replicate][set]
    // Row-major: a replicate's counts are one contiguous row; they are tallied in a compact integer
    // buffer first (the draws hit random units, so the buffer should stay in cache).
    Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> counts;
    Eigen::MatrixXd sums;
    std::vector<double> f(F);
    std::vector<std::uint32_t> tally(U);
    for (std::size_t b0 = 0; b0 < B; b0 += kReplicateChunk) {
        if (stop.stop_requested())
            return AlphaBootstrapResult {0, options.seed, {}, std::vector<std::vector<double>>(E)};
        const std::size_t R = std::min(kReplicateChunk, B - b0);
        counts.resize(static_cast<Eigen::Index>(R), static_cast<Eigen::Index>(U));
        for (std::size_t r = 0; r < R; ++r) {
            std::fill(tally.begin(), tally.end(), 0u);
            for (std::size_t i = 0; i < U; ++i)
                ++tally[rng.below(U)];
            double *row = counts.row(static_cast<Eigen::Index>(r)).data();
            for (std::size_t u = 0; u < U; ++u)
                row[u] = static_cast<double>(tally[u]);
        }
        sums.setZero(static_cast<Eigen::Index>(R), static_cast<Eigen::Index>(F));
        for (std::size_t u0 = 0; u0 < U; u0 += unitChunk) {
            const std::size_t Uc = std::min(unitChunk, U - u0);
            if (!oneChunk)
                build(u0, Uc, features);
            sums.noalias() += counts.middleCols(static_cast<Eigen::Index>(u0), static_cast<Eigen::Index>(Uc)) * features;
        }
        for (std::size_t r = 0; r < R; ++r) {
            for (std::size_t k = 0; k < F; ++k)
                f[k] = sums(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(k));
            for (std::size_t s = 0; s < sets; ++s)
                out[(b0 + r) * sets + s] = alphaOf(L, values, f.data() + s * w);
        }
    }
    res.repeats = B;
    res.base.resize(B);
    for (std::size_t e = 0; e < E; ++e)
        res.withRater[e].resize(B);
    for (std::size_t b = 0; b < B; ++b) {
        res.base[b] = out[b * sets];
        for (std::size_t e = 0; e < E; ++e)
            res.withRater[e][b] = out[b * sets + 1 + e];
    }
    return res;
}

PercentileInterval percentileInterval(std::span<const double> values)
{
    std::vector<double> finite;
    finite.reserve(values.size());
    for (double v : values)
        if (std::isfinite(v))
            finite.push_back(v);
    if (finite.empty())
        return {kNaN, kNaN, 0};
    std::sort(finite.begin(), finite.end());
    return {stats::quantile(finite, 0.025), stats::quantile(finite, 0.975), finite.size()};
}

} // namespace rl::agreement
