// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/krippendorff.h"

#include "engine/agreement/summation.h"

#include <algorithm>
#include <cmath>

namespace rl::agreement {

const char *alphaLevelName(AlphaLevel level)
{
    switch (level) {
    case AlphaLevel::Nominal:
        return "nominal";
    case AlphaLevel::Ordinal:
        return "ordinal";
    case AlphaLevel::Interval:
        return "interval";
    case AlphaLevel::Ratio:
        return "ratio";
    }
    return "?";
}

namespace {

template <typename F>
void forEachUnit(const ItemRatings &ratings, std::span<const int> units, F &&f)
{
    if (units.empty()) {
        for (std::size_t j = 0; j < ratings.itemCount(); ++j)
            f(j);
    } else {
        for (int j : units) {
            if (j >= 0 && static_cast<std::size_t>(j) < ratings.itemCount())
                f(static_cast<std::size_t>(j));
        }
    }
}

} // namespace

Coincidence coincidence(const ItemRatings &ratings, std::span<const int> units, std::span<const double> extraRater)
{
    Coincidence c;
    const std::span<const double> base = ratings.values();
    const bool extra = !extraRater.empty();

    // The value set: the ratings' values plus any value only the extra rater gave.
    std::vector<std::int32_t> remap; // base index -> merged index; empty = identity
    if (extra) {
        std::vector<double> novel;
        forEachUnit(ratings, units, [&](std::size_t j) {
            const double v = j < extraRater.size() ? extraRater[j] : detail::kNaN;
            if (!std::isnan(v) && ratings.valueIndex(v) == base.size())
                novel.push_back(v);
        });
        if (!novel.empty()) {
            std::sort(novel.begin(), novel.end());
            novel.erase(std::unique(novel.begin(), novel.end()), novel.end());
            c.values.resize(base.size() + novel.size());
            std::merge(base.begin(), base.end(), novel.begin(), novel.end(), c.values.begin());
            remap.resize(base.size());
            for (std::size_t i = 0, k = 0; i < base.size(); ++i) {
                while (c.values[k] != base[i])
                    ++k;
                remap[i] = static_cast<std::int32_t>(k);
            }
        }
    }
    if (c.values.empty())
        c.values.assign(base.begin(), base.end());

    const std::size_t V = c.values.size();
    c.o.assign(V * V, 0.0);
    c.nc.assign(V, 0.0);
    std::vector<long long> nc(V, 0);
    std::vector<std::int32_t> idx(ratings.maxDistinctPerItem() + 1);
    std::vector<std::int32_t> cnt(ratings.maxDistinctPerItem() + 1);

    forEachUnit(ratings, units, [&](std::size_t j) {
        std::size_t d = 0;
        long long m = ratings.n(j);
        for (const ValueCount &vc : ratings.valueCounts(j)) {
            idx[d] = remap.empty() ? vc.value : remap[static_cast<std::size_t>(vc.value)];
            cnt[d] = vc.count;
            ++d;
        }
        if (extra && j < extraRater.size() && !std::isnan(extraRater[j])) {
            const auto e = static_cast<std::int32_t>(
                    std::lower_bound(c.values.begin(), c.values.end(), extraRater[j]) - c.values.begin());
            ++m;
            std::size_t a = 0;
            while (a < d && idx[a] != e)
                ++a;
            if (a < d) {
                ++cnt[a];
            } else {
                idx[d] = e;
                cnt[d] = 1;
                ++d;
            }
        }
        if (m < 2)
            return;
        ++c.nUnitsPairable;
        c.n += m;
        const double w = 1.0 / static_cast<double>(m - 1);
        for (std::size_t a = 0; a < d; ++a) {
            nc[static_cast<std::size_t>(idx[a])] += cnt[a];
            double *row = c.o.data() + static_cast<std::size_t>(idx[a]) * V;
            for (std::size_t b = 0; b < d; ++b) {
                const long long pairs = static_cast<long long>(cnt[a]) * (cnt[b] - (a == b ? 1 : 0));
                row[idx[b]] += static_cast<double>(pairs) * w;
            }
        }
    });
    for (std::size_t v = 0; v < V; ++v)
        c.nc[v] = static_cast<double>(nc[v]);
    return c;
}

AlphaResult krippendorffAlpha(const Coincidence &c, AlphaLevel level)
{
    AlphaResult r;
    r.level = level;
    r.nPairable = c.n;
    r.nUnitsPairable = c.nUnitsPairable;
    if (c.n < 2 || c.nUnitsPairable == 0) {
        r.status = AlphaStatus::NoPairableUnits;
        return r;
    }
    const std::size_t V = c.size();
    std::vector<double> prefix(V + 1, 0.0); // ordinal: sum of n_g below each value
    for (std::size_t g = 0; g < V; ++g)
        prefix[g + 1] = prefix[g] + c.nc[g];
    auto delta2 = [&](std::size_t i, std::size_t k) -> double {
        if (i == k)
            return 0.0;
        switch (level) {
        case AlphaLevel::Nominal:
            return 1.0;
        case AlphaLevel::Ordinal: {
            const std::size_t lo = std::min(i, k), hi = std::max(i, k);
            const double s = (prefix[hi + 1] - prefix[lo]) - (c.nc[i] + c.nc[k]) / 2.0;
            return s * s;
        }
        case AlphaLevel::Interval: {
            const double s = c.values[i] - c.values[k];
            return s * s;
        }
        case AlphaLevel::Ratio: {
            const double sum = c.values[i] + c.values[k];
            if (sum == 0.0)
                return 0.0;
            const double s = (c.values[i] - c.values[k]) / sum;
            return s * s;
        }
        }
        return detail::kNaN;
    };
    // Column-major long-double sums, as R's sum(O * D) and sum(outer(nc, nc) * D).
    long double observed = 0.0L, expected = 0.0L;
    for (std::size_t k = 0; k < V; ++k) {
        for (std::size_t i = 0; i < V; ++i) {
            const double d2 = delta2(i, k);
            observed += c.o[i * V + k] * d2;
            expected += (c.nc[i] * c.nc[k]) * d2;
        }
    }
    const double Do = static_cast<double>(observed), De = static_cast<double>(expected);
    const auto n = static_cast<double>(c.n);
    r.D_o = Do / n;
    r.D_e = De / (n * (n - 1.0));
    if (De == 0.0) {
        r.status = AlphaStatus::NoExpectedDisagreement;
        return r;
    }
    r.alpha = 1.0 - (n - 1.0) * Do / De;
    r.status = AlphaStatus::Ok;
    return r;
}

AlphaResult krippendorffAlpha(const ItemRatings &ratings, AlphaLevel level, std::span<const int> units,
                              std::span<const double> extraRater)
{
    return krippendorffAlpha(coincidence(ratings, units, extraRater), level);
}

std::array<AlphaResult, 4> krippendorffAlphaAllLevels(const ItemRatings &ratings, std::span<const int> units,
                                                      std::span<const double> extraRater)
{
    const Coincidence c = coincidence(ratings, units, extraRater);
    return {krippendorffAlpha(c, AlphaLevel::Nominal), krippendorffAlpha(c, AlphaLevel::Ordinal),
            krippendorffAlpha(c, AlphaLevel::Interval), krippendorffAlpha(c, AlphaLevel::Ratio)};
}

DeltaAlphaResult deltaAlpha(const ItemRatings &ratings, const AlphaResult &base, std::span<const double> extraRater,
                            std::span<const int> units)
{
    DeltaAlphaResult r;
    r.base = base;
    r.withRater = krippendorffAlpha(ratings, base.level, units, extraRater);
    if (r.base.status == AlphaStatus::Ok && r.withRater.status == AlphaStatus::Ok)
        r.delta = r.withRater.alpha - r.base.alpha;
    return r;
}

DeltaAlphaResult deltaAlpha(const ItemRatings &ratings, std::span<const double> extraRater, AlphaLevel level,
                            std::span<const int> units)
{
    return deltaAlpha(ratings, krippendorffAlpha(ratings, level, units), extraRater, units);
}

} // namespace rl::agreement
