// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/diversity.h"

#include "engine/agreement/summation.h"
#include "engine/stats/descriptive.h"

#include <algorithm>
#include <cmath>

namespace rl::agreement {

IntegerHistogram integerHistogram(std::span<const double> x, int first, int last)
{
    IntegerHistogram h;
    h.first = first;
    h.counts.assign(last >= first ? static_cast<std::size_t>(last - first) + 1 : 0, 0);
    for (double v : x) {
        if (std::isnan(v))
            continue;
        if (detail::isInteger(v) && v >= first && v <= last)
            ++h.counts[static_cast<std::size_t>(v - first)];
        else
            ++h.outside;
    }
    return h;
}

BinnedHistogram histogram(std::span<const double> x, std::span<const double> edges)
{
    BinnedHistogram h;
    h.edges.assign(edges.begin(), edges.end());
    if (edges.size() < 2)
        return h;
    h.counts.assign(edges.size() - 1, 0);
    for (double v : x) {
        if (std::isnan(v))
            continue;
        if (v < edges.front() || v > edges.back()) {
            ++h.outside;
            continue;
        }
        auto bin = static_cast<std::size_t>(std::upper_bound(edges.begin(), edges.end(), v) - edges.begin());
        bin = std::min(bin, edges.size() - 1) - 1; // v == last edge falls in the last bin
        ++h.counts[bin];
    }
    return h;
}

DiversityResult predictionDiversity(std::span<const double> predictions, int first, int last)
{
    DiversityResult r;
    std::vector<double> x;
    x.reserve(predictions.size());
    for (double v : predictions) {
        if (std::isnan(v))
            ++r.nMissing;
        else
            x.push_back(v);
    }
    r.nValues = x.size();
    r.histogram = integerHistogram(x, first, last);
    if (x.empty())
        return r;
    r.sd = x.size() >= 2 ? std::sqrt(stats::variance(x)) : detail::kNaN;
    std::sort(x.begin(), x.end());
    r.distinctValues = static_cast<std::size_t>(std::unique(x.begin(), x.end()) - x.begin());
    r.status = x.size() >= 2 ? DiversityStatus::Ok : DiversityStatus::SingleValue;
    return r;
}

HumanDiversityResult humanDiversity(const ItemRatings &humans, std::span<const int> items, int first, int last)
{
    HumanDiversityResult r;
    r.histogram.first = first;
    r.histogram.counts.assign(last >= first ? static_cast<std::size_t>(last - first) + 1 : 0, 0);
    const std::span<const double> values = humans.values();
    std::vector<std::size_t> valueCount(values.size(), 0);
    std::vector<double> sds;
    auto visit = [&](std::size_t j) {
        for (const ValueCount &vc : humans.valueCounts(j))
            valueCount[static_cast<std::size_t>(vc.value)] += static_cast<std::size_t>(vc.count);
        r.nRatings += static_cast<std::size_t>(humans.n(j));
        if (humans.n(j) >= 2)
            sds.push_back(humans.sd(j));
    };
    if (items.empty()) {
        for (std::size_t j = 0; j < humans.itemCount(); ++j)
            visit(j);
    } else {
        for (int j : items) {
            if (j >= 0 && static_cast<std::size_t>(j) < humans.itemCount())
                visit(static_cast<std::size_t>(j));
        }
    }
    for (std::size_t v = 0; v < values.size(); ++v) {
        if (valueCount[v] == 0)
            continue;
        ++r.distinctValues;
        const double x = values[v];
        if (detail::isInteger(x) && x >= first && x <= last)
            r.histogram.counts[static_cast<std::size_t>(x - first)] += valueCount[v];
        else
            r.histogram.outside += valueCount[v];
    }
    r.nItemsWithSd = sds.size();
    if (!sds.empty())
        r.meanItemSd = stats::mean(sds);
    r.status = r.nRatings == 0 ? DiversityStatus::Empty : DiversityStatus::Ok;
    return r;
}

} // namespace rl::agreement
