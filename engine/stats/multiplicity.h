// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

/// Multiple-testing adjustment exactly as R's p.adjust() (same ordering, same arithmetic).
namespace rl::stats {

enum class PAdjustMethod {
    Bonferroni, ///< min(1, n p)
    Holm,       ///< step-down: cummax((n + 1 - i) p_(i)), capped at 1 (Holm 1979)
    Hochberg,   ///< step-up: cummin((n + 1 - i) p_(i)) from the largest p (Hochberg 1988)
    Hommel,     ///< Hommel (1988), R's algorithm (n = 2 falls back to Hochberg, as R)
    BH,         ///< Benjamini-Hochberg 1995: cummin(n / i p_(i)) from the largest p, capped at 1
    BY,         ///< Benjamini-Yekutieli 2001: BH times sum_{k=1..n} 1/k
    None,       ///< unchanged
};

/// R's name ("holm", "hochberg", "hommel", "BH", "fdr", "BY", "bonferroni", "none") -> method.
std::optional<PAdjustMethod> pAdjustMethodFromName(std::string_view name);

/// p.adjust(p, method, n). NaN entries (R's NA) stay NaN and are not counted in n; n defaults to
/// the number of non-NaN p-values and must not be smaller than it (a larger n treats the missing
/// tests as p = 1 where R does, i.e. in Hommel). With n <= 1 the p-values are returned unchanged.
std::vector<double> pAdjust(std::span<const double> p, PAdjustMethod method, std::size_t n = 0);

} // namespace rl::stats
