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

/// One entry of an alias table (Walker's method): the value drawn is `value` when the uniform's
/// fraction within the entry's bucket is below `threshold`, else `alias`.
struct AliasEntry {
    double threshold = 1.0;
    std::int32_t value = 0, alias = 0;
};

/// The first row's draws depend only on (column m, the row's remaining total n), the first column's
/// (rows 1 … rows − 2) only on (row l, the column's remaining total K): their distributions are
/// drawn from alias tables, one per slot — [m · width + n] (width = rowT[0] + 1), [(l − 1) · width + K]
/// (width = colT[0] + 1) — built when a draw first needs one (PatefieldDraw::buildSlot). slot ==
/// null: not tabulated (too large), those draws are general ones.
struct AliasEdge {
    std::int64_t *slot = nullptr;      ///< per slot: (its first entry) | (its width) << 32; 0 until built
    const AliasEntry *entry = nullptr; ///< the entries of every slot (they do not move during a run)
    int width = 0;                     ///< slots per position: the varying number's values
};

struct PatefieldDraw;
/// Builds slot `slot` of edge `edge` (0: first row, 1: first column) of the run d.
using BuildSlot = void (*)(PatefieldDraw &d, int edge, std::int32_t slot);

/// One Monte Carlo run's margins and its lanes' generators.
struct PatefieldDraw {
    const double *lf = nullptr;                  ///< lf[k] = log(k!), k = 0 … total
    const int *rowT = nullptr, *colT = nullptr;  ///< margins in sampling order (ascending)
    int rows = 0, cols = 0, total = 0;
    std::int32_t *colRem = nullptr;              ///< scratch: cols × kTables
    AliasEdge edge[2];                           ///< the first row's [0] and first column's [1] draws
    BuildSlot buildSlot = nullptr;
    void *owner = nullptr;                       ///< for buildSlot
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
