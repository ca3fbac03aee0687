// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/humansummary.h"

#include <algorithm>
#include <cmath>

namespace rl::analysis {

int HistogramBinning::binOf(double value) const
{
    const double k = std::floor((value - lower) / width + 0.5);
    return static_cast<int>(std::clamp(k, 0.0, static_cast<double>(bins - 1)));
}

int HumanRatingsSummary::slotOf(int dimension) const
{
    for (std::size_t k = 0; k < binnings.size(); ++k)
        if (binnings[k].dimension == dimension)
            return static_cast<int>(k);
    return -1;
}

const ItemDimensionSummary *HumanRatingsSummary::find(int item, int dimension) const
{
    const int slot = slotOf(dimension);
    if (slot < 0 || item < 0 || static_cast<std::size_t>(item) >= items.size())
        return nullptr;
    return &items[static_cast<std::size_t>(item)][static_cast<std::size_t>(slot)];
}

namespace {

HistogramBinning binningFor(const study::Dimension &d, int index)
{
    HistogramBinning b;
    b.dimension = index;
    const double span = d.scaleMax - d.scaleMin;
    if (d.integerValued && span >= 0 && span <= 50) {
        b.lower = d.scaleMin;
        b.width = 1.0;
        b.bins = static_cast<int>(span) + 1;
        b.integerBins = true;
    } else {
        b.bins = 10;
        b.width = span > 0 ? span / b.bins : 1.0;
        b.lower = d.scaleMin + b.width / 2;
        b.integerBins = false;
    }
    return b;
}

// Welford's running mean and sum of squared deviations, per item × dimension.
struct Accumulator {
    double mean = 0;
    double m2 = 0;
};

} // namespace

HumanRatingsSummary summarizeHumanRatings(const study::Study &study)
{
    HumanRatingsSummary out;
    std::vector<int> slotOfDimension(study.dimensions.size(), -1);
    std::vector<char> humanRated(study.dimensions.size(), 0);
    for (const auto &r : study.ratings)
        if (r.rater >= 0 && study.raters[static_cast<std::size_t>(r.rater)].kind == study::RaterKind::Human && r.dimension >= 0)
            humanRated[static_cast<std::size_t>(r.dimension)] = 1;
    for (std::size_t d = 0; d < study.dimensions.size(); ++d) {
        if (study.dimensions[d].kind != study::DimensionKind::Numeric || !humanRated[d])
            continue; // a dimension only models answer (a jury's "score") has no human histogram
        slotOfDimension[d] = static_cast<int>(out.binnings.size());
        out.binnings.push_back(binningFor(study.dimensions[d], static_cast<int>(d)));
    }
    const std::size_t slots = out.binnings.size();
    out.items.resize(study.items.size());
    for (auto &perItem : out.items) {
        perItem.resize(slots);
        for (std::size_t k = 0; k < slots; ++k)
            perItem[k].counts.assign(static_cast<std::size_t>(out.binnings[k].bins), 0);
    }
    out.humanRaters = study.humanRaterCount();

    std::vector<Accumulator> acc(study.items.size() * slots);
    for (const auto &r : study.ratings) {
        if (r.rater < 0 || static_cast<std::size_t>(r.rater) >= study.raters.size()
            || study.raters[static_cast<std::size_t>(r.rater)].kind != study::RaterKind::Human)
            continue;
        if (r.item < 0 || static_cast<std::size_t>(r.item) >= study.items.size() || r.dimension < 0
            || static_cast<std::size_t>(r.dimension) >= slotOfDimension.size() || !std::isfinite(r.value))
            continue;
        const int slot = slotOfDimension[static_cast<std::size_t>(r.dimension)];
        if (slot < 0)
            continue;
        auto &s = out.items[static_cast<std::size_t>(r.item)][static_cast<std::size_t>(slot)];
        auto &a = acc[static_cast<std::size_t>(r.item) * slots + static_cast<std::size_t>(slot)];
        ++s.counts[static_cast<std::size_t>(out.binnings[static_cast<std::size_t>(slot)].binOf(r.value))];
        ++s.n;
        const double delta = r.value - a.mean;
        a.mean += delta / s.n;
        a.m2 += delta * (r.value - a.mean);
        ++out.humanRatings;
    }

    for (std::size_t i = 0; i < out.items.size(); ++i) {
        for (std::size_t k = 0; k < slots; ++k) {
            auto &s = out.items[i][k];
            const auto &a = acc[i * slots + k];
            if (s.n == 0) {
                s.status = SummaryStatus::NoRatings;
                continue;
            }
            s.mean = a.mean;
            if (s.n == 1) {
                s.status = SummaryStatus::SingleRating;
                continue;
            }
            s.sd = std::sqrt(a.m2 / (s.n - 1));
            s.status = SummaryStatus::Ok;
        }
    }
    return out;
}

} // namespace rl::analysis
