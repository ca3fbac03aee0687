// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/itempairs.h"

#include "engine/agreement/itemratings.h"

#include <cmath>
#include <limits>

namespace rl::analysis {

ItemPairTable itemPairs(const study::Study &s, const std::vector<std::string> &dimensions)
{
    ItemPairTable b;
    const std::size_t items = s.items.size();
    const std::size_t conditions = s.conditions.size();
    const int emotionFactor = s.findFactor(study::face::kEmotion);
    b.emotionOfItem.assign(items, -1);
    if (emotionFactor >= 0)
        for (std::size_t j = 0; j < items; ++j) {
            const auto &levels = s.items[j].levels;
            if (static_cast<std::size_t>(emotionFactor) < levels.size())
                b.emotionOfItem[j] = levels[static_cast<std::size_t>(emotionFactor)];
        }

    // Study dimension -> analysis dimension.
    std::vector<int> slot(s.dimensions.size(), -1);
    b.pairs.clear();
    for (const auto &name : dimensions) {
        const int dim = s.findDimension(name);
        if (dim < 0)
            continue;
        slot[static_cast<std::size_t>(dim)] = static_cast<int>(b.pairs.size());
        ItemPairs p;
        p.dimension = name;
        p.predictions.assign(conditions, {});
        b.pairs.push_back(std::move(p));
    }
    const int emotionDimension = s.findDimension(study::face::kEmotion);
    b.labelAnswers.assign(conditions, std::vector<int>(items, -2));

    std::vector<std::vector<int>> humanItem(b.pairs.size());
    std::vector<std::vector<double>> humanValue(b.pairs.size());
    for (const auto &r : s.ratings) {
        if (r.item < 0 || static_cast<std::size_t>(r.item) >= items || r.dimension < 0
            || static_cast<std::size_t>(r.dimension) >= s.dimensions.size() || r.rater < 0)
            continue;
        const auto &rater = s.raters[static_cast<std::size_t>(r.rater)];
        const int d = slot[static_cast<std::size_t>(r.dimension)];
        if (rater.kind == study::RaterKind::Human) {
            if (d >= 0) {
                humanItem[static_cast<std::size_t>(d)].push_back(r.item);
                humanValue[static_cast<std::size_t>(d)].push_back(r.value);
            }
            continue;
        }
        if (rater.conditionIndex < 0 || static_cast<std::size_t>(rater.conditionIndex) >= conditions || r.round != 0
            || r.sample != 0)
            continue;
        const auto c = static_cast<std::size_t>(rater.conditionIndex);
        if (r.dimension == emotionDimension) {
            b.labelAnswers[c][static_cast<std::size_t>(r.item)] = r.value >= 0 ? static_cast<int>(r.value) : -1;
        } else if (d >= 0) {
            auto &v = b.pairs[static_cast<std::size_t>(d)].predictions[c];
            if (v.empty())
                v.assign(items, std::numeric_limits<double>::quiet_NaN());
            v[static_cast<std::size_t>(r.item)] = r.value;
        }
    }
    for (std::size_t d = 0; d < b.pairs.size(); ++d) {
        const auto humans = agreement::ItemRatings::fromLong(humanItem[d], humanValue[d], items);
        auto &p = b.pairs[d];
        p.humanMean.resize(items);
        p.humanSd.resize(items);
        p.humanN.resize(items);
        for (std::size_t j = 0; j < items; ++j) {
            p.humanMean[j] = humans.mean(j);
            p.humanSd[j] = humans.sd(j);
            p.humanN[j] = humans.n(j);
        }
    }
    return b;
}

} // namespace rl::analysis
