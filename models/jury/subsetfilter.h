// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/jury/juryresult.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace rl::models::jury {

/// What a panel's price is: the summed list price per 1M input tokens, or what the journal recorded
/// its members cost per 1,000 items (JuryResult::costs, analysis/jury/jurycost.h).
enum class PriceBasis { InputPerMTok, Per1000Items };

/// Which panels the subset explorer (its table and its figure) shows.
struct SubsetFilter {
    /// The panel's price (`basis`) at most; NaN: no cap. A member of unknown price or cost (no price, no
    /// cost recorded) puts a panel over any cap.
    double maxPanelPrice = std::numeric_limits<double>::quiet_NaN();
    PriceBasis basis = PriceBasis::InputPerMTok;
    bool cheapOnly = false;   ///< every member cheap (analysis::jury::isCheap at the analysis' threshold)
    int size = 0;             ///< panel size; 0: any size ≥ 2
    bool active() const { return maxPanelPrice == maxPanelPrice || cheapOnly || size > 0; }
};

/// The masks (over the search's table columns, size ≥ 2) that pass `filter`, by ρ descending with NaN
/// last and ties by mask: a stable sort on another column (size, price) keeps the ρ order within it.
/// The price of each column of the search's table on `basis` (NaN where unknown).
std::vector<double> columnPrices(const JuryResult &result, const analysis::jury::SubsetSearch &search, PriceBasis basis);

std::vector<std::uint32_t> filteredSubsets(const JuryResult &result, const analysis::jury::SubsetSearch &search,
                                           const SubsetFilter &filter);

} // namespace rl::models::jury
