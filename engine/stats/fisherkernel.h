// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

/// Internal to fisher.cpp: the Monte Carlo sampler's inner kernel, compiled twice from
/// fisherkernel.inc — once for any x86-64 / other CPU (GCC vector extensions on SSE2 pairs or the
/// target's own vectors) and, on x86-64, once for AVX2 (its own translation unit built with -mavx2,
/// chosen at run time) — with the same IEEE operations in the same order, so both give the same bits.
/// Only plain memory crosses between the two (no vector types in this interface: the translation
/// units are compiled for different instruction sets).
namespace rl::stats::detail {

inline constexpr int kLanes = 4;                    ///< tables in one vector, one per lane
inline constexpr int kVectors = 2;                  ///< vectors drawn side by side (independent tables)
inline constexpr int kTables = kLanes * kVectors;   ///< tables drawn at once (fixed: a seed's stream depends on it)

/// One Monte Carlo run's margins and its lanes' generators.
struct PatefieldDraw {
    const double *lf = nullptr;                  ///< lf[k] = log(k!), k = 0 … total
    const int *rowT = nullptr, *colT = nullptr;  ///< margins in sampling order (ascending)
    int rows = 0, cols = 0, total = 0;
    std::int32_t *colRem = nullptr;              ///< scratch: cols × kTables
    /// The first row's draws depend only on (column m, the row's remaining total n): their mode and
    /// P(mode) are tabulated once per run, at [m · (rowT[0] + 1) + n] for m < cols − 1, n ≤ rowT[0]
    /// (the same operations as a draw's own, so the same bits). Null: not tabulated (too large).
    std::int32_t *firstRowMode = nullptr;
    double *firstRowP = nullptr;
    /// Likewise the first column's draws of rows 1 … rows − 2, which depend only on (row l, the
    /// column's remaining total K): at [(l − 1) · (colT[0] + 1) + K].
    std::int32_t *firstColMode = nullptr;
    double *firstColP = nullptr;
    bool tablesReady = false;                    ///< set by the kernel once it has filled them
    std::uint64_t state[4][kTables] = {};        ///< word w of table-lane j's xoshiro256** state is state[w][j]; advanced
};

/// Draws `groups` × kTables tables (table t of the call by lane t mod kTables): s[t] = Σ log(n_ij!) of
/// table t; its cells (row-major) at cells + t·rows·cols unless cells is null.
using PatefieldKernel = void (*)(PatefieldDraw &d, std::size_t groups, double *s, int *cells);

void patefieldGeneric(PatefieldDraw &d, std::size_t groups, double *s, int *cells);
#if defined(RL_FISHER_AVX2_KERNEL)
void patefieldAvx2(PatefieldDraw &d, std::size_t groups, double *s, int *cells);
#endif

/// The kernel for this CPU (AVX2 when it has it and it was built), and the portable one.
PatefieldKernel patefieldKernel();
bool patefieldKernelIsAvx2();

} // namespace rl::stats::detail
