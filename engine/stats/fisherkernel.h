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

inline constexpr int kLanes = 4; ///< tables drawn at once, one per vector lane

/// One Monte Carlo run's margins and its lanes' generators.
struct PatefieldDraw {
    const double *lf = nullptr;                  ///< lf[k] = log(k!), k = 0 … total
    const int *rowT = nullptr, *colT = nullptr;  ///< margins in sampling order (ascending)
    int rows = 0, cols = 0, total = 0;
    std::int32_t *colRem = nullptr;              ///< scratch: cols × kLanes
    std::uint64_t state[4][kLanes] = {};         ///< word w of lane j's xoshiro256** state is state[w][j]; advanced
};

/// Draws `groups` × kLanes tables (table t of the call by lane t mod kLanes): s[t] = Σ log(n_ij!) of
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
