// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/itemratings.h"

#include "engine/agreement/summation.h"
#include "engine/stats/descriptive.h"

#include <algorithm>
#include <cmath>

namespace rl::agreement {

namespace {
constexpr double kIntegerLimit = 1048576.0; // 2^20: keeps n Q - S^2 and the W1SD test inside 128 bits
constexpr double kLookupRange = 65536.0;    // integer values spanning more than this are sorted instead
} // namespace

std::size_t ItemRatings::valueIndex(double v) const
{
    const auto it = std::lower_bound(m_values.begin(), m_values.end(), v);
    if (it == m_values.end() || *it != v)
        return m_values.size();
    return static_cast<std::size_t>(it - m_values.begin());
}

ItemRatings ItemRatings::fromLong(std::span<const int> item, std::span<const double> value, std::size_t itemCount)
{
    ItemRatings r;
    const std::size_t count = std::min(item.size(), value.size());
    r.m_skipped = std::max(item.size(), value.size()) - count;

    // Pass 1: item count, per-item n, integer check, value range.
    std::size_t items = itemCount;
    bool integer = true;
    double lo = detail::kInf, hi = -detail::kInf;
    for (std::size_t k = 0; k < count; ++k) {
        if (item[k] < 0 || std::isnan(value[k]))
            continue;
        items = std::max(items, static_cast<std::size_t>(item[k]) + 1);
        const double v = value[k];
        lo = std::min(lo, v);
        hi = std::max(hi, v);
        if (integer && !(detail::isInteger(v) && std::fabs(v) <= kIntegerLimit))
            integer = false;
    }
    r.m_n.assign(items, 0);
    for (std::size_t k = 0; k < count; ++k) {
        if (item[k] < 0 || std::isnan(value[k])) {
            ++r.m_skipped;
            continue;
        }
        ++r.m_n[static_cast<std::size_t>(item[k])];
    }

    // Pass 2: counting sort of the ratings by item (stable: input order within an item).
    r.m_ratingStart.assign(items + 1, 0);
    for (std::size_t j = 0; j < items; ++j)
        r.m_ratingStart[j + 1] = r.m_ratingStart[j] + static_cast<std::size_t>(r.m_n[j]);
    r.m_ratings.resize(r.m_ratingStart[items]);
    {
        std::vector<std::size_t> fill(r.m_ratingStart.begin(), r.m_ratingStart.end() - 1);
        for (std::size_t k = 0; k < count; ++k) {
            if (item[k] < 0 || std::isnan(value[k]))
                continue;
            r.m_ratings[fill[static_cast<std::size_t>(item[k])]++] = value[k];
        }
    }
    for (int n : r.m_n)
        integer = integer && n <= static_cast<int>(kIntegerLimit);
    r.m_integer = integer && !r.m_ratings.empty();

    // Distinct values and the index of every rating's value.
    std::vector<std::int32_t> index(r.m_ratings.size());
    if (r.m_integer && hi - lo <= kLookupRange) {
        const auto base = static_cast<std::int64_t>(lo);
        std::vector<std::int32_t> lookup(static_cast<std::size_t>(hi - lo) + 1, -1);
        for (double v : r.m_ratings)
            lookup[static_cast<std::size_t>(static_cast<std::int64_t>(v) - base)] = 0;
        for (std::size_t i = 0; i < lookup.size(); ++i) {
            if (lookup[i] == 0) {
                lookup[i] = static_cast<std::int32_t>(r.m_values.size());
                r.m_values.push_back(static_cast<double>(base + static_cast<std::int64_t>(i)));
            }
        }
        for (std::size_t k = 0; k < r.m_ratings.size(); ++k)
            index[k] = lookup[static_cast<std::size_t>(static_cast<std::int64_t>(r.m_ratings[k]) - base)];
    } else {
        r.m_values = r.m_ratings;
        std::sort(r.m_values.begin(), r.m_values.end());
        r.m_values.erase(std::unique(r.m_values.begin(), r.m_values.end()), r.m_values.end());
        for (std::size_t k = 0; k < r.m_ratings.size(); ++k)
            index[k] = static_cast<std::int32_t>(r.valueIndex(r.m_ratings[k]));
    }

    // Per item: value counts (ascending by value), sums, mean, SD.
    r.m_countStart.assign(items + 1, 0);
    r.m_counts.reserve(std::min(r.m_ratings.size(), items * r.m_values.size()));
    r.m_sum.assign(items, 0.0);
    r.m_sumSq.assign(items, 0.0);
    r.m_mean.assign(items, detail::kNaN);
    r.m_sd.assign(items, detail::kNaN);
    r.m_css.assign(items, detail::kNaN);
    if (r.m_integer) {
        r.m_sumInt.assign(items, 0);
        r.m_sumSqInt.assign(items, 0);
    }
    std::vector<std::int32_t> scratch(r.m_values.size(), 0);
    std::vector<std::int32_t> touched;
    for (std::size_t j = 0; j < items; ++j) {
        const std::size_t b = r.m_ratingStart[j], e = r.m_ratingStart[j + 1];
        touched.clear();
        for (std::size_t k = b; k < e; ++k) {
            if (scratch[static_cast<std::size_t>(index[k])]++ == 0)
                touched.push_back(index[k]);
        }
        std::sort(touched.begin(), touched.end());
        for (std::int32_t v : touched) {
            r.m_counts.push_back({v, scratch[static_cast<std::size_t>(v)]});
            scratch[static_cast<std::size_t>(v)] = 0;
        }
        r.m_countStart[j + 1] = r.m_counts.size();
        r.m_maxDistinct = std::max(r.m_maxDistinct, touched.size());

        const auto n = static_cast<std::int64_t>(e - b);
        if (n == 0)
            continue;
        const std::span<const double> x(r.m_ratings.data() + b, r.m_ratings.data() + e);
        if (r.m_integer) {
            std::int64_t s = 0, q = 0;
            for (const ValueCount &c : r.valueCounts(j)) {
                const auto v = static_cast<std::int64_t>(r.m_values[static_cast<std::size_t>(c.value)]);
                s += c.count * v;
                q += c.count * v * v;
            }
            r.m_sumInt[j] = s;
            r.m_sumSqInt[j] = q;
            r.m_sum[j] = static_cast<double>(s);
            r.m_sumSq[j] = static_cast<double>(q);
            r.m_mean[j] = static_cast<double>(s) / static_cast<double>(n);
            // n Q - S^2 = n * (centred sum of squares), exact
            const detail::Int128 num = static_cast<detail::Int128>(n) * q - static_cast<detail::Int128>(s) * s;
            r.m_css[j] = static_cast<double>(num) / static_cast<double>(n);
            if (n >= 2)
                r.m_sd[j] = std::sqrt(static_cast<double>(num) / (static_cast<double>(n) * static_cast<double>(n - 1)));
        } else {
            long double s = 0.0L, q = 0.0L;
            for (double v : x) {
                s += v;
                q += static_cast<long double>(v) * v;
            }
            r.m_sum[j] = static_cast<double>(s);
            r.m_sumSq[j] = static_cast<double>(q);
            r.m_mean[j] = stats::mean(x);
            long double css = 0.0L;
            for (double v : x) {
                const long double d = v - r.m_mean[j];
                css += d * d;
            }
            r.m_css[j] = static_cast<double>(css);
            if (n >= 2)
                r.m_sd[j] = std::sqrt(stats::variance(x));
        }
    }
    return r;
}

} // namespace rl::agreement
