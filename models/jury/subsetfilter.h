// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/jury/juryresult.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace rl::models::jury {

/// Which panels the subset explorer (its table and its figure) shows.
struct SubsetFilter {
    /// The panel's summed input price (USD / 1M tokens) at most; NaN: no cap. A member of unknown price
    /// puts a panel over any cap.
    double maxPanelPrice = std::numeric_limits<double>::quiet_NaN();
    bool cheapOnly = false;   ///< every member cheap (analysis::jury::isCheap at the analysis' threshold)
    int size = 0;             ///< panel size; 0: any size ≥ 2
    bool active() const { return maxPanelPrice == maxPanelPrice || cheapOnly || size > 0; }
};

/// The masks (over the search's table columns, size ≥ 2) that pass `filter`, by ρ descending with NaN
/// last and ties by mask: a stable sort on another column (size, price) keeps the ρ order within it.
std::vector<std::uint32_t> filteredSubsets(const JuryResult &result, const analysis::jury::SubsetSearch &search,
                                           const SubsetFilter &filter);

} // namespace rl::models::jury
