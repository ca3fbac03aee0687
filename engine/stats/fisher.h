// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

/// Tests of an r × c contingency table (docs/methods.md §9): Fisher's test (exact or Monte Carlo on the
/// table probability, as R's fisher.test), Pearson's chi-square without continuity correction (R's
/// chisq.test(correct = FALSE)), the bias-corrected Cramér's V (Bergsma 2013) with its effect category,
/// and the one-sided Fisher test of one cell on its collapsed 2 × 2 table.
///
/// Tables are row-major `counts` of `rows × cols` non-negative integers. Rows and columns with a zero
/// total are dropped first (as fisher.test does for simulate.p.value = TRUE; they change no
/// probability); fewer than two non-empty rows or columns is the status Degenerate (p = NaN).
///
/// The Monte Carlo p-value. A table's probability under the null (fixed margins) is
///   P = Π r_i! Π c_j! / (N! Π n_ij!),
/// so it is ordered by the statistic S = −Σ log(n_ij!) alone. B random tables with the observed margins
/// are drawn by Patefield's algorithm (AS 159, R's rcont2: cell by cell, each the hypergeometric count
/// of its row's remaining total among the remaining column totals) and
///   p = (1 + #{b : S_b ≤ S_obs / almost1}) / (B + 1),   almost1 = 1 + 64 ε
/// exactly as R (fisher.test's `tmp <= STATISTIC/almost.1`; docs/methods.md §9 states the same tolerance as
/// "probability ≤ observed·(1 + 1e−7)", which on S differs from R's only for distinct tables whose
/// log-probabilities agree to 1e−7 — R's rule is kept so that the comparison with R is like for like).
/// There is no early stop: every one of the B tables is counted (the p-value must be R's estimator).
///
/// How it is fast. A table is (r − 1)(c − 1) hypergeometric draws, each an inversion from the mode
/// outwards (AS 159's chop-down order: mode, mode + 1, mode − 1, …; P(mode) from a log-factorial
/// table and one exp, the neighbours by the pmf's ratios, whose integer factors are stepped by
/// their differences). The draws of the first row depend only on (column, the row's remaining
/// total) and those of the first column only on (row, the column's remaining total): they are drawn
/// from alias tables (Walker; Vose's construction), one per such pair, built the first time a draw
/// needs it — one uniform, no walk (the pmf's tails beyond 2^−70 of the mode's mass are dropped,
/// and the bucket's fraction of a 53-bit uniform has W · 2^−53 resolution for a support of W
/// values: the draw's distribution is exact to ~1e−14). Eight tables are drawn at once: two 4-double vectors
/// side by side (the set-up of one overlaps the other's), one table per lane, their eight
/// generators in lanes too (fisherkernel.h: GCC vector extensions, one translation unit built for
/// AVX2 and chosen at run time, the portable one otherwise — the same IEEE operations, so the same
/// bits; a test compares them): the lanes of a vector walk the same order and step together, a
/// value outside a lane's support having probability exactly 0. exp is our own (Cody–Waite
/// reduction to ln 2/64, a table of 2^(j/32), a degree-6 Taylor polynomial, ~2 ulp) so that it too
/// is bit-identical everywhere. Rows and columns are sorted ascending (the largest are the
/// determined last ones, the drawn cells have the smallest spread; the statistic does not depend on
/// the order). No allocation per table drawn. Lane j's generator (j = 0 … 7) is Rng(seed) advanced
/// by j jumps of 2^128 and table b is lane b mod 8's, so a seed gives the same tables — and p — on
/// any thread and with any workspace, and the first k tables of B are those of B = k.
/// Exact p-values: a 2 × 2 table always (R does so even with simulate.p.value = TRUE): the two-sided
/// conditional test, Σ of the hypergeometric probabilities ≤ the observed one × (1 + 1e−7) (R's relErr);
/// an r × c table when FisherOptions::maxExactTables > 0 and its tables with the observed margins
/// number at most that many: full enumeration, the same rule on P.
namespace rl::stats {

enum class FisherMethod {
    Exact,      ///< 2 × 2 hypergeometric or full enumeration of the r × c tables
    MonteCarlo, ///< B Patefield tables
};
std::string_view fisherMethodName(FisherMethod m); ///< "exact" / "monte_carlo"

enum class FisherStatus {
    Ok,
    Degenerate, ///< fewer than 2 non-empty rows or columns: no test (p = NaN)
};

struct FisherOptions {
    std::uint64_t resamples = 500000;     ///< B of the Monte Carlo test (the authors' 500,000)
    std::uint64_t seed = 0;               ///< seed of this table's own generator (stats::Rng)
    std::uint64_t maxExactTables = 0;     ///< enumerate r × c tables when at most this many (0: never; 2 × 2 is always exact)
};

struct FisherResult {
    FisherStatus status = FisherStatus::Ok;
    FisherMethod method = FisherMethod::Exact;
    int rows = 0, cols = 0;                ///< after dropping empty rows and columns
    std::int64_t n = 0;                    ///< N = Σ n_ij
    double p = 0.0;                        ///< two-sided p-value (see the header); NaN when Degenerate
    double statistic = 0.0;                ///< S_obs = −Σ log(n_ij!) (R's STATISTIC)
    std::uint64_t resamples = 0;           ///< B (Monte Carlo), else 0
    std::uint64_t atMostObserved = 0;      ///< #{b : S_b ≤ S_obs/almost1} (Monte Carlo)
    std::uint64_t seed = 0;                ///< the generator's seed (Monte Carlo)
    std::uint64_t tablesEnumerated = 0;    ///< tables with the margins (r × c exact), support size (2 × 2)

    FisherStatus info() const { return status; }
    /// Monte Carlo standard error sqrt(p(1 − p)/B) of p; 0 when exact.
    double standardError() const;
};

/// Reusable per-thread state of the Monte Carlo test (log-factorials, the CDF memo). Not thread safe:
/// one per worker thread.
class FisherWorkspace {
public:
    FisherWorkspace();
    ~FisherWorkspace();
    FisherWorkspace(FisherWorkspace &&) noexcept;
    FisherWorkspace &operator=(FisherWorkspace &&) noexcept;
    struct Impl;
    Impl &impl() { return *m_impl; }

private:
    std::unique_ptr<Impl> m_impl;
};

/// Fisher's test of a rows × cols table (row-major counts, all ≥ 0, asserted). `ws` may be null
/// (a temporary one is used).
FisherResult fisherTest(std::span<const std::int64_t> counts, int rows, int cols, const FisherOptions &options,
                        FisherWorkspace *ws = nullptr);

/// Full enumeration of the tables with the observed margins (after dropping empty rows/columns):
/// Σ P over the tables with P ≤ P_obs (1 + 1e−7). Returns false (and leaves `out` untouched) when
/// there are more than `maxTables` of them.
bool fisherExactEnumerate(std::span<const std::int64_t> counts, int rows, int cols, std::uint64_t maxTables,
                          FisherResult &out);

/// Which build of the sampler's kernel draws: the one for this CPU (AVX2 where it has it) or the
/// portable one. They give the same tables; tests compare them.
enum class SamplerBuild { Native, Portable };
bool samplerNativeIsAvx2(); ///< the Native build is the AVX2 one on this CPU

/// `count` random tables with the given margins by Patefield's algorithm (row-major into `out`, each
/// rows × cols), the generators of `seed` as fisherTest uses them. For property tests of the sampler.
void patefieldTables(std::span<const std::int64_t> rowTotals, std::span<const std::int64_t> colTotals,
                     std::uint64_t seed, std::size_t count, std::vector<std::int64_t> &out,
                     SamplerBuild build = SamplerBuild::Native);

/// Pearson's chi-square test without continuity correction (R's chisq.test(x, correct = FALSE)) on
/// the table after dropping empty rows and columns.
struct ChiSquareResult {
    double statistic = 0.0;   ///< Σ (n_ij − E_ij)²/E_ij, E_ij = r_i c_j / N
    double df = 0.0;          ///< (r − 1)(c − 1)
    double p = 0.0;           ///< pchisq(statistic, df, lower = FALSE)
    double minExpected = 0.0; ///< min E_ij (the approximation is poor below 5)
};
ChiSquareResult chiSquareTest(std::span<const std::int64_t> counts, int rows, int cols);

/// Effect size category of a Cramér's V: thresholds 0.1, 0.3, 0.5 (Cohen's w) ÷ sqrt(min(r, c) − 1):
/// V < t1 negligible, < t2 small, < t3 medium, else large.
enum class EffectSize { Negligible, Small, Medium, Large };
std::string_view effectSizeName(EffectSize e); ///< "negligible", "small", "medium", "large"
EffectSize effectSizeOfV(double v, int rows, int cols);

/// Cramér's V and its bias correction (Bergsma 2013), from the chi-square statistic of an r × k table
/// with N observations (README §6 of the reference set).
struct CramersV {
    double phi2 = 0.0;          ///< χ²/N
    double v = 0.0;             ///< sqrt(φ² / min(r − 1, k − 1))
    double phi2Corrected = 0.0; ///< max(0, φ² − (k − 1)(r − 1)/(N − 1))
    double rCorrected = 0.0;    ///< r − (r − 1)²/(N − 1)
    double kCorrected = 0.0;    ///< k − (k − 1)²/(N − 1)
    double vCorrected = 0.0;    ///< sqrt(φ²_corr / min(k_corr − 1, r_corr − 1)); NaN when N ≤ 1
    EffectSize effect = EffectSize::Negligible; ///< effectSizeOfV(vCorrected, r, k)
};
CramersV cramersV(double chisq, std::int64_t n, int rows, int cols);

/// One-sided (greater) Fisher test of the cell (a, b) on its collapsed 2 × 2 table
/// [[n_ab, n_a − n_ab], [n_b − n_ab, N − n_a − n_b + n_ab]]: P[X ≥ n_ab] for X hypergeometric
/// = phyper(n_ab − 1, n_b, N − n_b, n_a, lower = FALSE) (R's fisher.test(alternative = "greater")).
double fisherCellGreater(std::int64_t nab, std::int64_t na, std::int64_t nb, std::int64_t n);

} // namespace rl::stats
