// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/alttest.h"

#include "engine/stats/distributions.h"
#include "engine/stats/multiplicity.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace rl::analysis {

const char *altTestStatusName(AltTestStatus s)
{
    switch (s) {
    case AltTestStatus::Ok: return "ok";
    case AltTestStatus::NoPredictions: return "no_predictions";
    case AltTestStatus::NoUsableRaters: return "no_usable_raters";
    }
    return "ok";
}

RaterRatings RaterRatings::fromLong(std::span<const int> rater, std::span<const int> item, std::span<const double> value,
                                    std::size_t raterCount)
{
    RaterRatings out;
    out.offsets.assign(raterCount + 1, 0);
    const std::size_t n = std::min({rater.size(), item.size(), value.size()});
    auto keep = [&](std::size_t r) {
        return rater[r] >= 0 && static_cast<std::size_t>(rater[r]) < raterCount && item[r] >= 0 && !std::isnan(value[r]);
    };
    for (std::size_t r = 0; r < n; ++r)
        if (keep(r))
            ++out.offsets[static_cast<std::size_t>(rater[r]) + 1];
    for (std::size_t h = 0; h < raterCount; ++h)
        out.offsets[h + 1] += out.offsets[h];
    out.items.resize(out.offsets.back());
    out.values.resize(out.offsets.back());
    std::vector<std::size_t> next(out.offsets.begin(), out.offsets.end() - 1);
    for (std::size_t r = 0; r < n; ++r) {
        if (!keep(r))
            continue;
        const std::size_t at = next[static_cast<std::size_t>(rater[r])]++;
        out.items[at] = item[r];
        out.values[at] = value[r];
    }
    return out;
}

namespace {

/// Count of `y` among the ratings of item j (accuracy scoring).
int countOf(const agreement::ItemRatings &byItem, std::size_t j, double y)
{
    const auto &vals = byItem.values();
    for (const auto &vc : byItem.valueCounts(j))
        if (vals[static_cast<std::size_t>(vc.value)] == y)
            return vc.count;
    return 0;
}

} // namespace

namespace {

/// Per-rater tallies of one group.
struct Tally {
    std::size_t usable = 0, llmWins = 0, nPlus = 0, nMinus = 0;
    bool touched = false;
};

/// Accumulates the raters' one-sided t-tests of one group and turns them into the result.
class GroupAccumulator {
public:
    explicit GroupAccumulator(const AltTestOptions &o) : m_o(o)
    {
        m_res.epsilon = o.epsilon;
        m_res.q = o.q;
        m_res.minItems = o.minItems;
    }

    void addRater(const Tally &t)
    {
        if (t.touched)
            ++m_res.ratersWithItems;
        if (t.usable < m_o.minItems || t.usable < 2)
            return;
        ++m_res.ratersUsable;
        m_res.comparisons += t.usable;
        m_p.push_back(pValue(t));
        m_adv.push_back(static_cast<double>(t.llmWins) / static_cast<double>(t.usable));
    }

    AltTestResult finish(bool anyPrediction)
    {
        if (!anyPrediction) {
            m_res.status = AltTestStatus::NoPredictions;
            return m_res;
        }
        if (m_p.empty()) {
            m_res.status = AltTestStatus::NoUsableRaters;
            return m_res;
        }
        const std::vector<double> adjusted = stats::pAdjust(m_p, stats::PAdjustMethod::BY);
        for (double a : adjusted)
            m_res.ratersWon += a <= m_o.q ? 1 : 0;
        long double sumAdv = 0;
        for (double a : m_adv)
            sumAdv += a;
        m_res.winningRate = static_cast<double>(m_res.ratersWon) / static_cast<double>(m_res.ratersUsable);
        m_res.advantage = static_cast<double>(sumAdv / static_cast<long double>(m_adv.size()));
        m_res.passed = m_res.winningRate >= 0.5;
        m_res.status = AltTestStatus::Ok;
        return m_res;
    }

private:
    /// p of t = (mean(d) - ε) / (sd(d)/sqrt(n)), d in {-1, 0, 1}: it depends on (n, n+, n-) only, so
    /// equal tallies share one pt() evaluation.
    double pValue(const Tally &t)
    {
        const auto key = std::make_tuple(t.usable, t.nPlus, t.nMinus);
        if (auto it = m_cache.find(key); it != m_cache.end()) {
            m_res.ratersConstant += it->second.second ? 1 : 0;
            return it->second.first;
        }
        const double n = static_cast<double>(t.usable);
        const double mean = (static_cast<double>(t.nPlus) - static_cast<double>(t.nMinus)) / n;
        const double css = static_cast<double>(t.nPlus + t.nMinus) - n * mean * mean; // sum (d - mean)^2
        double p;
        bool constant = false;
        if (t.nPlus == t.usable || t.nMinus == t.usable || (t.nPlus == 0 && t.nMinus == 0) || !(css > 0)) {
            constant = true;
            p = mean < m_o.epsilon ? 0.0 : 1.0; // t = -Inf or +Inf (mean == ε: t = NaN, H0 kept)
        } else {
            const double se = std::sqrt(css / (n - 1.0)) / std::sqrt(n);
            const double tStat = (mean - m_o.epsilon) / se;
            // Only p <= q can be rejected, and a p > q never changes which BY-adjusted p are <= q (it sorts
            // after them and (m H_m / k) p > q): such p are stored as 1 without evaluating pt(). The cut
            // t > qt(q, n - 1) keeps a margin so that boundary cases are still computed exactly.
            const double cut = criticalT(n - 1.0);
            p = tStat > cut + 1e-6 * (1.0 + std::fabs(cut)) ? 1.0 : stats::pt(tStat, n - 1.0);
        }
        m_res.ratersConstant += constant ? 1 : 0;
        m_cache.emplace(key, std::make_pair(p, constant));
        return p;
    }

    double criticalT(double df)
    {
        auto it = m_critical.find(df);
        if (it == m_critical.end())
            it = m_critical.emplace(df, stats::qt(m_o.q, df)).first;
        return it->second;
    }

    const AltTestOptions &m_o;
    std::map<double, double> m_critical;
    AltTestResult m_res;
    std::vector<double> m_p;
    std::vector<double> m_adv;
    std::map<std::tuple<std::size_t, std::size_t, std::size_t>, std::pair<double, bool>> m_cache;
};

} // namespace

std::vector<AltTestResult> altTestGroups(const agreement::ItemRatings &byItem, const RaterRatings &byRater,
                                         std::span<const double> predictions, std::span<const int> groupOfItem,
                                         std::size_t groupCount, const AltTestOptions &options)
{
    const std::size_t itemCount = byItem.itemCount();
    const std::size_t G = groupCount + 1;
    std::vector<unsigned char> anyPrediction(G, 0);
    for (std::size_t j = 0; j < itemCount && j < predictions.size(); ++j) {
        if (std::isnan(predictions[j]))
            continue;
        anyPrediction[0] = 1;
        const int g = j < groupOfItem.size() ? groupOfItem[j] : -1;
        if (g >= 0 && static_cast<std::size_t>(g) < groupCount)
            anyPrediction[static_cast<std::size_t>(g) + 1] = 1;
    }
    std::vector<GroupAccumulator> acc;
    acc.reserve(G);
    for (std::size_t g = 0; g < G; ++g)
        acc.emplace_back(options);
    std::vector<Tally> tally(G);
    for (std::size_t h = 0; h < byRater.raterCount(); ++h) {
        std::fill(tally.begin(), tally.end(), Tally {});
        for (std::size_t r = byRater.offsets[h]; r < byRater.offsets[h + 1]; ++r) {
            const auto j = static_cast<std::size_t>(byRater.items[r]);
            if (j >= itemCount)
                continue;
            const int grp = j < groupOfItem.size() ? groupOfItem[j] : -1;
            const std::size_t g = grp >= 0 && static_cast<std::size_t>(grp) < groupCount ? static_cast<std::size_t>(grp) + 1 : 0;
            tally[0].touched = true;
            tally[g].touched = true;
            if (j >= predictions.size() || std::isnan(predictions[j]) || byItem.n(j) < 2)
                continue;
            const double x = byRater.values[r];
            const double f = predictions[j];
            bool llmGe, humanGe;
            if (options.scoring == AltTestScoring::NegRmse) {
                // Sums of squared differences to the other ratings: larger score = smaller sum.
                const double m = byItem.n(j) - 1;
                const double s = byItem.sum(j) - x;
                const double q = byItem.sumSquares(j) - x * x;
                const double ssHuman = m * x * x - 2.0 * x * s + q;
                const double ssModel = m * f * f - 2.0 * f * s + q;
                llmGe = ssModel <= ssHuman;
                humanGe = ssHuman <= ssModel;
            } else {
                const int cf = countOf(byItem, j, f) - (f == x ? 1 : 0);
                const int ch = countOf(byItem, j, x) - 1;
                llmGe = cf >= ch;
                humanGe = ch >= cf;
            }
            const int d = (humanGe ? 1 : 0) - (llmGe ? 1 : 0);
            for (std::size_t k : {std::size_t(0), g}) {
                ++tally[k].usable;
                tally[k].llmWins += llmGe ? 1 : 0;
                tally[k].nPlus += d > 0 ? 1 : 0;
                tally[k].nMinus += d < 0 ? 1 : 0;
                if (g == 0)
                    break;
            }
        }
        for (std::size_t g = 0; g < G; ++g)
            acc[g].addRater(tally[g]);
    }
    std::vector<AltTestResult> out;
    out.reserve(G);
    for (std::size_t g = 0; g < G; ++g)
        out.push_back(acc[g].finish(anyPrediction[g] != 0));
    return out;
}

AltTestResult altTest(const agreement::ItemRatings &byItem, const RaterRatings &byRater,
                      std::span<const double> predictions, std::span<const unsigned char> inGroup,
                      const AltTestOptions &options)
{
    // One group: the items with inGroup[j] = 1 (all items when inGroup is empty).
    std::vector<int> groupOfItem(byItem.itemCount(), inGroup.empty() ? 0 : -1);
    if (!inGroup.empty())
        for (std::size_t j = 0; j < groupOfItem.size() && j < inGroup.size(); ++j)
            groupOfItem[j] = inGroup[j] ? 0 : -1;
    return altTestGroups(byItem, byRater, predictions, groupOfItem, 1, options)[1];
}

} // namespace rl::analysis
