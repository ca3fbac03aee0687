// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/intermodel.h"

#include "engine/agreement/summation.h"
#include "engine/stats/descriptive.h"
#include "engine/stats/random.h"

#include <algorithm>
#include <cmath>

namespace rl::agreement {

InterModelResult interModelVariance(std::span<const double> predictions, std::size_t conditionCount,
                                    const ItemRatings &humans, std::span<const int> groupOfItem,
                                    std::size_t groupCount, const InterModelOptions &options,
                                    const Progress &progress)
{
    InterModelResult r;
    const std::size_t K = conditionCount;
    const std::size_t I = humans.itemCount();
    r.conditions = K;
    r.seed = options.seed;
    r.groups.resize(groupCount);
    if (K < 2) {
        for (auto &g : r.groups)
            g.status = InterModelStatus::TooFewConditions;
        return r;
    }

    // Model side: per-item variance across the K conditions, averaged within each group.
    std::vector<std::vector<double>> itemVars(groupCount);
    std::vector<int> used; // items that enter the human reference, ascending
    std::vector<double> x(K);
    for (std::size_t j = 0; j < I && j < groupOfItem.size(); ++j) {
        const int g = groupOfItem[j];
        if (g < 0 || static_cast<std::size_t>(g) >= groupCount)
            continue;
        bool complete = true;
        for (std::size_t k = 0; k < K; ++k) {
            const std::size_t at = k * I + j;
            x[k] = at < predictions.size() ? predictions[at] : detail::kNaN;
            complete = complete && !std::isnan(x[k]);
        }
        InterModelGroup &grp = r.groups[static_cast<std::size_t>(g)];
        if (!complete) {
            ++grp.nItemsMissing;
            continue;
        }
        ++grp.nItems;
        itemVars[static_cast<std::size_t>(g)].push_back(stats::variance(x));
        if (static_cast<std::size_t>(humans.n(j)) >= K) {
            ++grp.nItemsHuman;
            used.push_back(static_cast<int>(j));
        }
    }
    for (std::size_t g = 0; g < groupCount; ++g) {
        InterModelGroup &grp = r.groups[g];
        if (grp.nItems == 0) {
            grp.status = InterModelStatus::NoItems;
            continue;
        }
        grp.interModelVariance = stats::mean(itemVars[g]);
        grp.status = grp.nItemsHuman > 0 && options.humanReference && options.repeats > 0
                ? InterModelStatus::Ok
                : InterModelStatus::NoHumanReference;
    }
    if (!options.humanReference || options.repeats == 0 || used.empty())
        return r;

    // Human reference: B repeats of "K ratings per item without replacement".
    std::vector<double> work(humans.allRatings().begin(), humans.allRatings().end());
    const std::span<const std::size_t> offsets = humans.ratingOffsets();
    const bool integer = humans.integerValued();
    stats::Rng rng(options.seed);
    std::vector<double> groupSum(groupCount);
    for (std::size_t g = 0; g < groupCount; ++g) {
        if (r.groups[g].status == InterModelStatus::Ok)
            r.groups[g].humanDraws.reserve(options.repeats);
    }
    const auto kd = static_cast<double>(K);
    for (std::size_t b = 0; b < options.repeats; ++b) {
        if (progress.stopRequested()) {
            r.cancelled = true;
            break;
        }
        if (b % 100 == 0)
            progress("inter-model variance: human resampling", static_cast<std::int64_t>(b),
                     static_cast<std::int64_t>(options.repeats));
        std::fill(groupSum.begin(), groupSum.end(), 0.0);
        for (int j : used) {
            const std::span<double> v(work.data() + offsets[static_cast<std::size_t>(j)],
                                      work.data() + offsets[static_cast<std::size_t>(j) + 1]);
            rng.sampleInPlace(v, K);
            double var;
            if (integer) { // small integers: the one-pass sums are exact
                double s = 0.0, q = 0.0;
                for (std::size_t k = 0; k < K; ++k) {
                    s += v[k];
                    q += v[k] * v[k];
                }
                var = (kd * q - s * s) / (kd * (kd - 1.0));
            } else {
                double s = 0.0;
                for (std::size_t k = 0; k < K; ++k)
                    s += v[k];
                const double mean = s / kd;
                double ss = 0.0;
                for (std::size_t k = 0; k < K; ++k)
                    ss += (v[k] - mean) * (v[k] - mean);
                var = ss / (kd - 1.0);
            }
            groupSum[static_cast<std::size_t>(groupOfItem[static_cast<std::size_t>(j)])] += var;
        }
        for (std::size_t g = 0; g < groupCount; ++g) {
            if (r.groups[g].status == InterModelStatus::Ok)
                r.groups[g].humanDraws.push_back(groupSum[g] / static_cast<double>(r.groups[g].nItemsHuman));
        }
        r.repeats = b + 1;
    }
    if (r.cancelled) {
        for (auto &g : r.groups)
            g.humanDraws.clear();
        r.repeats = 0;
        return r;
    }
    progress("inter-model variance: human resampling", static_cast<std::int64_t>(options.repeats),
             static_cast<std::int64_t>(options.repeats));

    for (auto &g : r.groups) {
        if (g.status != InterModelStatus::Ok)
            continue;
        g.humanMean = stats::mean(g.humanDraws);
        const double probs[2] = {0.025, 0.975};
        const std::vector<double> q = stats::quantiles(g.humanDraws, probs);
        g.humanP025 = q[0];
        g.humanP975 = q[1];
        std::vector<double> sorted = g.humanDraws;
        std::sort(sorted.begin(), sorted.end());
        const auto below = std::upper_bound(sorted.begin(), sorted.end(), g.interModelVariance) - sorted.begin();
        g.modelPercentile = 100.0 * static_cast<double>(below) / static_cast<double>(sorted.size());
    }
    return r;
}

} // namespace rl::agreement
