// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <limits>

/// Private to rl_agreement: small numeric helpers shared by its .cpp files. Means and variances come
/// from rl::stats (descriptive.h), which sums as R does.
namespace rl::agreement::detail {

/// 128-bit integers for the exact W1SD test and n Q - S^2 (__extension__ keeps -Wpedantic quiet).
__extension__ typedef __int128 Int128;

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr double kInf = std::numeric_limits<double>::infinity();

inline bool isInteger(double v) { return std::isfinite(v) && v == std::nearbyint(v); }

} // namespace rl::agreement::detail
