// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/jury/subsetfilter.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace rl::models::jury {

namespace aj = analysis::jury;

std::vector<double> columnPrices(const JuryResult &result, const aj::SubsetSearch &s, PriceBasis basis)
{
    const auto &t = result.data.tables[s.table];
    std::vector<double> price(std::size_t(std::max(0, s.k)), aj::kNaN);
    for (int c = 0; c < s.k; ++c) {
        const int judge = t.judges[std::size_t(c)];
        if (basis == PriceBasis::InputPerMTok) {
            price[std::size_t(c)] = result.data.judges[std::size_t(judge)].priceInputPerMTok;
        } else if (const aj::JudgeCost *cost = aj::findJudgeCost(result.costs, judge, t.condition); cost && cost->known()) {
            price[std::size_t(c)] = cost->usdPer1000Items;
        }
    }
    return price;
}

std::vector<std::uint32_t> filteredSubsets(const JuryResult &result, const aj::SubsetSearch &s, const SubsetFilter &filter)
{
    const auto &t = result.data.tables[s.table];
    std::uint32_t cheapMask = 0;
    const std::vector<double> price = columnPrices(result, s, filter.basis);
    for (int c = 0; c < s.k; ++c)
        if (aj::isCheap(result.data.judges[std::size_t(t.judges[std::size_t(c)])], result.analysis.options.cheapMaxPrice))
            cheapMask |= 1u << c;
    std::vector<std::uint32_t> out;
    const std::uint32_t end = s.k > 0 ? (1u << s.k) : 0;
    for (std::uint32_t mask = 1; mask < end; ++mask) {
        const int size = std::popcount(mask);
        if (size < 2 || (filter.size > 0 && size != filter.size) || (filter.cheapOnly && (mask & ~cheapMask)))
            continue;
        if (!std::isnan(filter.maxPanelPrice)) {
            double sum = 0;
            for (int c : aj::membersOf(mask))
                sum += price[std::size_t(c)]; // NaN propagates: over any cap
            if (!(sum <= filter.maxPanelPrice))
                continue;
        }
        out.push_back(mask);
    }
    std::stable_sort(out.begin(), out.end(), [&](std::uint32_t a, std::uint32_t b) {
        const double ra = s.rho[a], rb = s.rho[b];
        if (std::isnan(ra) || std::isnan(rb))
            return !std::isnan(ra) && std::isnan(rb);
        return ra > rb;
    });
    return out;
}

} // namespace rl::models::jury
