// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <span>
#include <vector>

/// Spearman's ρ of a bootstrap resample without sorting it. A resample of n items is a multiplicity
/// w_i per item (Σ w = n); the items' tie groups in sorted order are found once, and the group of tied
/// values v gets the average rank cum + (Σ_group w + 1)/2 of its copies — R's rank(ties = "average")
/// of the resampled vector. Ranks are half-integers, so every sum in weightedSpearman is exact.
/// Shared by the jury's paired bootstrap and the condition comparison.
namespace rl::stats {

class TieGroups {
public:
    explicit TieGroups(std::span<const double> v) : m_order(v.size())
    {
        for (std::size_t i = 0; i < v.size(); ++i)
            m_order[i] = static_cast<int>(i);
        std::stable_sort(m_order.begin(), m_order.end(), [&](int a, int b) { return v[a] < v[b]; });
        for (std::size_t p = 1; p <= v.size(); ++p)
            if (p == v.size() || v[m_order[p]] != v[m_order[p - 1]])
                m_end.push_back(static_cast<int>(p));
    }

    /// r[i] = the average rank of item i's copies in the resample with multiplicities w (r[i] is
    /// meaningless where w[i] = 0). r.size() == w.size() == the constructor's v.size().
    void ranks(std::span<const int> w, std::span<double> r) const
    {
        double cum = 0.0;
        int start = 0;
        for (int end : m_end) {
            int c = 0;
            for (int p = start; p < end; ++p)
                c += w[m_order[p]];
            const double rank = cum + (c + 1) / 2.0;
            for (int p = start; p < end; ++p)
                r[m_order[p]] = rank;
            cum += c;
            start = end;
        }
    }

private:
    std::vector<int> m_order;
    std::vector<int> m_end; ///< one past each tie group, in m_order positions
};

/// Spearman ρ of the resample with multiplicities w (Σ w = n): the Pearson correlation of the
/// average ranks rx, ry (TieGroups::ranks), weighted by w. NaN when a side is constant.
inline double weightedSpearman(std::span<const int> w, std::span<const double> rx, std::span<const double> ry,
                               std::size_t n)
{
    const double m = (static_cast<double>(n) + 1.0) / 2.0;
    double sxy = 0.0, sxx = 0.0, syy = 0.0;
    for (std::size_t i = 0; i < w.size(); ++i) {
        if (!w[i])
            continue;
        const double dx = rx[i] - m, dy = ry[i] - m;
        sxy += w[i] * dx * dy;
        sxx += w[i] * dx * dx;
        syy += w[i] * dy * dy;
    }
    if (sxx == 0.0 || syy == 0.0)
        return std::numeric_limits<double>::quiet_NaN();
    return std::clamp(sxy / std::sqrt(sxx * syy), -1.0, 1.0);
}

} // namespace rl::stats
