// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/fisher.h"

#include "engine/stats/distributions.h"
#include "engine/stats/random.h"

#include <algorithm>
#include <cassert>
#include <cfloat>
#include <cmath>
#include <limits>

// The sampler's vector helpers are internal and always inlined: the AVX argument-passing ABI note is moot.
#pragma GCC diagnostic ignored "-Wpsabi"

namespace rl::stats {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kRelErr = 1.0 + 1e-7;               // R's fisher.test relErr (2 × 2 and exact)
constexpr double kAlmostOne = 1.0 + 64.0 * DBL_EPSILON; // R's almost.1 (simulate.p.value)
constexpr double kTailCut = 1e-20;                   // CDF tails cut below this share of the mode's mass

/// The table with its empty rows and columns removed.
struct Compact {
    int rows = 0, cols = 0;
    std::vector<int> counts; // row-major
    std::vector<int> rowTotals, colTotals;
    std::int64_t n = 0;
};

Compact compact(std::span<const std::int64_t> counts, int rows, int cols)
{
    assert(rows >= 0 && cols >= 0 && counts.size() == std::size_t(rows) * std::size_t(cols));
    std::vector<std::int64_t> rs(rows, 0), cs(cols, 0);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j) {
            const std::int64_t v = counts[std::size_t(i) * cols + j];
            assert(v >= 0);
            rs[i] += v;
            cs[j] += v;
        }
    Compact c;
    std::vector<int> keepR, keepC;
    for (int i = 0; i < rows; ++i)
        if (rs[i] > 0)
            keepR.push_back(i);
    for (int j = 0; j < cols; ++j)
        if (cs[j] > 0)
            keepC.push_back(j);
    c.rows = int(keepR.size());
    c.cols = int(keepC.size());
    c.colTotals.assign(c.cols, 0);
    for (int i : keepR) {
        assert(rs[i] < std::numeric_limits<int>::max());
        c.rowTotals.push_back(int(rs[i]));
        c.n += rs[i];
        for (std::size_t jj = 0; jj < keepC.size(); ++jj) {
            const int v = int(counts[std::size_t(i) * cols + keepC[jj]]);
            c.counts.push_back(v);
            c.colTotals[jj] += v;
        }
    }
    assert(c.n < std::numeric_limits<int>::max());
    return c;
}

} // namespace

namespace {

// The Monte Carlo sampler: kLanes independent Patefield tables at once, one per lane of a vector
// (GCC/Clang vector extensions: AVX2 registers where the CPU has them, SSE2 pairs otherwise; the
// same IEEE operations either way, so the same bits).
constexpr int kLanes = 4;                  ///< tables in one vector
constexpr int kGroups = 1;                 ///< vectors drawn at once (independent chains; 2 measured no faster here)
constexpr int kTables = kLanes * kGroups;  ///< tables drawn at once (fixed: the stream of a seed depends on it)
using V = double __attribute__((vector_size(kLanes * sizeof(double))));             ///< one value per lane
using M = std::int64_t __attribute__((vector_size(kLanes * sizeof(std::int64_t))));  ///< lane masks (0 / −1)
using I = std::int32_t __attribute__((vector_size(kLanes * sizeof(std::int32_t))));  ///< counts per lane

#define RL_INLINE inline __attribute__((always_inline))

RL_INLINE V select(M m, V yes, V no) { return V((M(yes) & m) | (M(no) & ~m)); }

RL_INLINE bool allSet(M m)
{
    std::int64_t a = -1;
    for (int j = 0; j < kLanes; ++j)
        a &= m[j];
    return a != 0;
}

RL_INLINE V gather(const double *t, I idx)
{
    V r;
    for (int j = 0; j < kLanes; ++j)
        r[j] = t[idx[j]];
    return r;
}

/// e^x for x in [−500, 0] (log-probabilities), every lane: x = k ln 2 + r, |r| ≤ ln 2 / 2, ln 2 in two
/// parts (Cody & Waite), e^r by its Taylor polynomial to r^13 (truncation < 2e−17 relative; Estrin's scheme), 2^k put
/// into the exponent bits. Basic IEEE operations only, so every platform gives the same bits (libm's
/// exp may differ between CPUs); about 2 ulp.
RL_INLINE V expNonPositive(V x)
{
    const V shifter = V{} + 0x1.8p52;
    const V t = x * 1.4426950408889634 + shifter; // round to nearest: k in the low bits of t
    const V kd = t - shifter;
    const V r = (x - kd * 0x1.62e42fee00000p-1) - kd * 0x1.a39ef35793c76p-33;
    // Estrin's scheme (a short dependency chain: the draw waits for this value)
    const V r2 = r * r, r4 = r2 * r2, r8 = r4 * r4;
    const V q0 = r + 1.0, q1 = r * (1.0 / 6.0) + 0.5, q2 = r * (1.0 / 120.0) + 1.0 / 24.0,
            q3 = r * (1.0 / 5040.0) + 1.0 / 720.0, q4 = r * (1.0 / 362880.0) + 1.0 / 40320.0,
            q5 = r * (1.0 / 39916800.0) + 1.0 / 3628800.0, q6 = r * (1.0 / 6227020800.0) + 1.0 / 479001600.0;
    const V s0 = q1 * r2 + q0, s1 = q3 * r2 + q2, s2 = q5 * r2 + q4;
    const V t0 = s1 * r4 + s0, t1 = q6 * r4 + s2;
    const V p = t1 * r8 + t0;
    const M k = M(t) - M(shifter);
    return V(M(p) + (k << 52)); // p ∈ [0.7, 1.5]: adding k to its exponent is p · 2^k
}

/// kTables hypergeometric draws, kGroups vectors of kLanes; lane j of group g: n[g][j] drawn of
/// N[g][j] with K[g][j] successes (0 ≤ n, K ≤ N), by inversion in AS 159's chop-down order: the
/// mode, then mode + 1, mode − 1, mode + 2, mode − 2, … P(mode) from the log-factorials `lf`, the
/// neighbours by the pmf's ratios. A value outside the support gets probability exactly 0 (its ratio
/// has a zero factor), so every lane walks the same order and the lanes step together until each has
/// passed u or its whole support (then the mode: u beyond the rounded total mass, order 1e−16). The
/// groups are independent chains of arithmetic, interleaved so that the processor overlaps them.
RL_INLINE void drawHypergeometric(const double *lf, const I *n, const I *K, const I *N, const V *u, I *x)
{
    V va[kGroups], vk[kGroups], vrest[kGroups], vlower[kGroups], w[kGroups], hi[kGroups], lo[kGroups], ph[kGroups],
        pl[kGroups], out[kGroups];
    M done[kGroups];
#pragma GCC unroll 4
    for (int g = 0; g < kGroups; ++g) {
        const I a = n[g] < K[g] ? n[g] : K[g], k = n[g] < K[g] ? K[g] : n[g];
        I lower = a + k - N[g];
        lower = lower > 0 ? lower : I{};
        const I rest = N[g] - k - a; // ≥ −lower
        va[g] = __builtin_convertvector(a, V);
        vk[g] = __builtin_convertvector(k, V);
        const V vN = __builtin_convertvector(N[g], V);
        // any deterministic start is exact; this one is the mode (up to rounding; 1/(N + 2) does not
        // wait for the previous draw)
        I mode = __builtin_convertvector((va[g] + 1.0) * (vk[g] + 1.0) * (1.0 / (vN + 2.0)), I);
        mode = mode < lower ? lower : mode;
        mode = mode > a ? a : mode;
        const V cst = ((gather(lf, k) + gather(lf, N[g] - k)) + (gather(lf, a) + gather(lf, N[g] - a))) - gather(lf, N[g]);
        V lg = (cst - (gather(lf, mode) + gather(lf, k - mode))) - (gather(lf, a - mode) + gather(lf, rest + mode));
        lg = lg < 0.0 ? lg : V{};
        const V pm = expNonPositive(lg);
        vrest[g] = __builtin_convertvector(rest, V);
        vlower[g] = __builtin_convertvector(lower, V);
        hi[g] = lo[g] = out[g] = __builtin_convertvector(mode, V);
        ph[g] = pl[g] = pm;
        w[g] = u[g] - pm;
        done[g] = w[g] < 0.0;
    }
    // every lane has passed its whole support after `steps` steps (then it keeps its mode: u beyond the
    // rounded total mass, order 1e−16)
    int steps = 0;
    for (int g = 0; g < kGroups; ++g)
        for (int j = 0; j < kLanes; ++j)
            steps = std::max(steps, int(va[g][j] - vlower[g][j]));
    for (int t = 0; t < steps; ++t) {
        M all = done[0];
        for (int g = 1; g < kGroups; ++g)
            all &= done[g];
        if (allSet(all))
            break;
#pragma GCC unroll 4
        for (int g = 0; g < kGroups; ++g) {
            // p(hi + 1)/p(hi) = (K − hi)(n − hi)/((hi + 1)(rest + hi + 1)),
            // p(lo − 1)/p(lo) = lo (rest + lo)/((K − lo + 1)(n − lo + 1)): one division for both
            const V dh = (hi[g] + 1.0) * (vrest[g] + hi[g] + 1.0), dl = (vk[g] - lo[g] + 1.0) * (va[g] - lo[g] + 1.0);
            const V inv = 1.0 / (dh * dl);
            ph[g] *= (vk[g] - hi[g]) * (va[g] - hi[g]) * dl * inv;
            pl[g] *= lo[g] * (vrest[g] + lo[g]) * dh * inv;
            hi[g] += 1.0;
            lo[g] -= 1.0;
            const M hitHi = (w[g] - ph[g] < 0.0) & ~done[g];
            w[g] -= ph[g] + pl[g]; // ≤ w − ph (rounding is monotone): a lane that hits hi is done too
            const M stop = w[g] < 0.0;
            out[g] = select(hitHi, hi[g], select(stop & ~done[g], lo[g], out[g]));
            done[g] |= stop;
        }
    }
    for (int g = 0; g < kGroups; ++g)
        x[g] = __builtin_convertvector(out[g], I);
}

/// kTables Patefield tables with row totals rowT[0 .. r) and column totals colT[0 .. c) (N = total),
/// table t from generator rng[t] (lane t mod kLanes of group t / kLanes): cell by cell, each the
/// hypergeometric count of its row's remaining total among the remaining column totals (AS 159).
/// s[t] = Σ log(n_ij!) of table t; the cells go to `cells` (kTables row-major tables) unless null.
/// `rem` has room for c × kGroups vectors.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
__attribute__((target_clones("avx2", "default")))
#endif
void patefieldLanes(const double *lf, Rng *rng, const int *rowT, const int *colT, int r, int c, int total, I *rem,
                    double *s, int *cells)
{
    for (int m = 0; m < c * kGroups; ++m)
        rem[m] = I{} + colT[m / kGroups];
    V sum[kGroups] = {};
    const std::size_t size = std::size_t(r) * std::size_t(c);
    auto put = [&](int g, int l, int m, I v) {
        for (int j = 0; j < kLanes; ++j)
            cells[std::size_t(g * kLanes + j) * size + std::size_t(l) * c + m] = v[j];
    };
    int remaining = total;
    for (int l = 0; l < r - 1; ++l) {
        I ia[kGroups], ie[kGroups], x[kGroups];
        V u[kGroups];
        for (int g = 0; g < kGroups; ++g) {
            ia[g] = I{} + rowT[l];
            ie[g] = I{} + remaining;
        }
        remaining -= rowT[l];
        for (int m = 0; m < c - 1; ++m) {
            I *id = rem + std::size_t(m) * kGroups;
            for (int g = 0; g < kGroups; ++g)
                for (int j = 0; j < kLanes; ++j)
                    u[g][j] = rng[g * kLanes + j].uniform();
            drawHypergeometric(lf, ia, id, ie, u, x);
            for (int g = 0; g < kGroups; ++g) {
                sum[g] += gather(lf, x[g]);
                ia[g] -= x[g];
                ie[g] -= id[g];
                id[g] -= x[g];
                if (cells)
                    put(g, l, m, x[g]);
            }
        }
        for (int g = 0; g < kGroups; ++g) {
            sum[g] += gather(lf, ia[g]);
            rem[std::size_t(c - 1) * kGroups + g] -= ia[g];
            if (cells)
                put(g, l, c - 1, ia[g]);
        }
    }
    for (int m = 0; m < c; ++m)
        for (int g = 0; g < kGroups; ++g) {
            sum[g] += gather(lf, rem[std::size_t(m) * kGroups + g]);
            if (cells)
                put(g, r - 1, m, rem[std::size_t(m) * kGroups + g]);
        }
    for (int g = 0; g < kGroups; ++g)
        for (int j = 0; j < kLanes; ++j)
            s[g * kLanes + j] = sum[g][j];
}

} // namespace

struct FisherWorkspace::Impl {
    std::vector<double> lfact; ///< lfact[k] = log(k!) = lgammafn(k + 1), R's lfactorial
    std::vector<I> colRem;     ///< per column, the lanes' remaining totals
    std::vector<int> cell;     ///< kLanes tables (patefieldTables)

    void ensureFactorials(std::int64_t n)
    {
        const std::size_t old = lfact.size();
        if (old > std::size_t(n))
            return;
        lfact.resize(std::size_t(n) + 1);
        for (std::size_t k = old; k < lfact.size(); ++k)
            lfact[k] = k < 2 ? 0.0 : lgammafn(double(k) + 1.0);
    }

    /// B tables with the given margins from `seed`: lane j's generator is Rng(seed) advanced by j
    /// jumps of 2^128, table b is drawn by lane b mod kLanes (the lanes of the last group beyond B
    /// are drawn and discarded). visit(b, s, cellsOrNull) for each b in order.
    template <class Visit>
    void run(std::uint64_t seed, std::uint64_t B, const int *rowT, const int *colT, int r, int c, int total,
             bool wantCells, Visit &&visit)
    {
        assert(total < std::numeric_limits<int>::max() / 2 && lfact.size() > std::size_t(total));
        Rng rng[kTables];
        rng[0] = Rng(seed);
        for (int j = 1; j < kTables; ++j) {
            rng[j] = rng[j - 1];
            rng[j].jump();
        }
        colRem.resize(std::size_t(c) * kGroups);
        cell.resize(wantCells ? std::size_t(kTables) * r * c : 0);
        int *cells = wantCells ? cell.data() : nullptr;
        double s[kTables];
        for (std::uint64_t b = 0; b < B; b += kTables) {
            patefieldLanes(lfact.data(), rng, rowT, colT, r, c, total, colRem.data(), s, cells);
            for (int j = 0; j < kTables && b + std::uint64_t(j) < B; ++j)
                visit(b + std::uint64_t(j), s[j], cells ? cells + std::size_t(j) * r * c : nullptr);
        }
    }
};

FisherWorkspace::FisherWorkspace() : m_impl(std::make_unique<Impl>()) {}
FisherWorkspace::~FisherWorkspace() = default;
FisherWorkspace::FisherWorkspace(FisherWorkspace &&) noexcept = default;
FisherWorkspace &FisherWorkspace::operator=(FisherWorkspace &&) noexcept = default;

std::string_view fisherMethodName(FisherMethod m) { return m == FisherMethod::Exact ? "exact" : "monte_carlo"; }

double FisherResult::standardError() const
{
    if (method != FisherMethod::MonteCarlo || resamples == 0 || std::isnan(p))
        return 0.0;
    return std::sqrt(p * (1.0 - p) / double(resamples));
}

namespace {

/// R's 2 × 2 two-sided conditional test (fisher.test, or = 1): d = dhyper over the support, scaled by
/// its maximum and normalised; p = Σ d[d ≤ d_obs · relErr].
void exactTwoByTwo(const Compact &c, FisherResult &out)
{
    const double m = c.colTotals[0], n = c.colTotals[1], k = c.rowTotals[0];
    const int x = c.counts[0];
    const int lo = int(std::max(0.0, k - n)), hi = int(std::min(k, m));
    std::vector<double> d(std::size_t(hi - lo + 1));
    double mx = -std::numeric_limits<double>::infinity();
    for (int s = lo; s <= hi; ++s) {
        d[s - lo] = dhyper(s, m, n, k, true);
        mx = std::max(mx, d[s - lo]);
    }
    long double sum = 0.0L;
    for (double &v : d) {
        v = std::exp(v - mx);
        sum += v;
    }
    for (double &v : d)
        v = double(v / sum);
    const double limit = d[x - lo] * kRelErr;
    long double p = 0.0L;
    for (double v : d)
        if (v <= limit)
            p += v;
    out.p = double(p);
    out.method = FisherMethod::Exact;
    out.tablesEnumerated = d.size();
}

struct Enumerator {
    int r = 0, c = 0;
    const int *rowT = nullptr;
    std::vector<int> colRem;
    const double *lf = nullptr;
    double minS = 0.0;   // include tables with S ≥ minS (P ≤ P_obs (1 + 1e−7))
    double logConst = 0.0; // log Π r_i! Π c_j! / N!
    long double sum = 0.0L;
    std::uint64_t leaves = 0, maxLeaves = 0;
    bool aborted = false;

    void leaf(double s)
    {
        if (++leaves > maxLeaves) {
            aborted = true;
            return;
        }
        if (s >= minS)
            sum += std::exp(logConst - s);
    }

    // cell (l, m) of row l with rowRem left to place among columns m.. whose totals sum to suffix
    void run(int l, int m, int rowRem, int suffix, double s)
    {
        if (aborted)
            return;
        if (l == r - 1) {
            for (int j = 0; j < c; ++j)
                s += lf[colRem[j]];
            leaf(s);
            return;
        }
        if (m == c - 1) {
            colRem[m] -= rowRem;
            int total = 0; // the next row places the whole remainder
            for (int j = 0; j < c; ++j)
                total += colRem[j];
            run(l + 1, 0, rowT[l + 1], total, s + lf[rowRem]);
            colRem[m] += rowRem;
            return;
        }
        const int here = colRem[m];
        const int rest = suffix - here;
        const int lo = std::max(0, rowRem - rest), hi = std::min(rowRem, here);
        for (int x = lo; x <= hi && !aborted; ++x) {
            colRem[m] = here - x;
            run(l, m + 1, rowRem - x, rest, s + lf[x]);
        }
        colRem[m] = here;
    }
};

/// Margins in sampling order: ascending, so that the largest row and column are the determined last
/// ones and the drawn cells have the smallest spread (the statistic does not depend on the order).
std::vector<int> samplingOrder(std::vector<int> t)
{
    std::stable_sort(t.begin(), t.end());
    return t;
}

double sumLogFactorials(const Compact &c, const std::vector<double> &lf)
{
    double s = 0.0; // the order of FisherWorkspace::Impl::patefield: row-major
    for (int v : c.counts)
        s += lf[v];
    return s;
}

} // namespace

namespace {

/// The enumeration on the compacted table with the log-factorials `lf` (at least N + 1 of them).
bool enumerateCompact(const Compact &c, const std::vector<double> &lf, std::uint64_t maxTables, FisherResult &out)
{
    FisherResult res;
    res.rows = c.rows;
    res.cols = c.cols;
    res.n = c.n;
    if (c.rows < 2 || c.cols < 2) {
        res.status = FisherStatus::Degenerate;
        res.p = kNaN;
        out = res;
        return true;
    }
    const double sObs = sumLogFactorials(c, lf);
    Enumerator e;
    e.r = c.rows;
    e.c = c.cols;
    e.rowT = c.rowTotals.data();
    e.colRem = c.colTotals;
    e.lf = lf.data();
    e.minS = sObs - std::log1p(1e-7);
    e.logConst = -lf[std::size_t(c.n)];
    for (int v : c.rowTotals)
        e.logConst += lf[v];
    for (int v : c.colTotals)
        e.logConst += lf[v];
    e.maxLeaves = maxTables;
    e.run(0, 0, c.rowTotals[0], int(c.n), 0.0);
    if (e.aborted)
        return false;
    res.method = FisherMethod::Exact;
    res.statistic = -sObs;
    res.p = std::min(1.0, double(e.sum));
    res.tablesEnumerated = e.leaves;
    out = res;
    return true;
}

} // namespace

bool fisherExactEnumerate(std::span<const std::int64_t> counts, int rows, int cols, std::uint64_t maxTables,
                          FisherResult &out)
{
    const Compact c = compact(counts, rows, cols);
    std::vector<double> lf(std::size_t(c.n) + 1);
    for (std::size_t k = 2; k < lf.size(); ++k)
        lf[k] = lgammafn(double(k) + 1.0);
    return enumerateCompact(c, lf, maxTables, out);
}

FisherResult fisherTest(std::span<const std::int64_t> counts, int rows, int cols, const FisherOptions &options,
                        FisherWorkspace *ws)
{
    const Compact c = compact(counts, rows, cols);
    FisherResult res;
    res.rows = c.rows;
    res.cols = c.cols;
    res.n = c.n;
    if (c.rows < 2 || c.cols < 2) {
        res.status = FisherStatus::Degenerate;
        res.p = kNaN;
        return res;
    }
    FisherWorkspace local;
    FisherWorkspace::Impl &w = (ws ? *ws : local).impl();
    w.ensureFactorials(c.n);
    const double sObs = sumLogFactorials(c, w.lfact);
    res.statistic = -sObs;
    if (c.rows == 2 && c.cols == 2) {
        exactTwoByTwo(c, res);
        return res;
    }
    if (options.maxExactTables > 0 && enumerateCompact(c, w.lfact, options.maxExactTables, res))
        return res;

    res.method = FisherMethod::MonteCarlo;
    res.resamples = options.resamples;
    res.seed = options.seed;
    const double threshold = res.statistic / kAlmostOne; // R: tmp <= STATISTIC/almost.1, tmp = −S
    const std::vector<int> rowT = samplingOrder(c.rowTotals), colT = samplingOrder(c.colTotals);
    std::uint64_t hits = 0;
    w.run(options.seed, options.resamples, rowT.data(), colT.data(), c.rows, c.cols, int(c.n), false,
          [&](std::uint64_t, double s, const int *) { hits += (-s <= threshold) ? 1 : 0; });
    res.atMostObserved = hits;
    res.p = (1.0 + double(hits)) / (double(options.resamples) + 1.0);
    return res;
}

void patefieldTables(std::span<const std::int64_t> rowTotals, std::span<const std::int64_t> colTotals,
                     std::uint64_t seed, std::size_t count, std::vector<std::int64_t> &out)
{
    const int r = int(rowTotals.size()), c = int(colTotals.size());
    std::vector<int> rt(rowTotals.begin(), rowTotals.end()), ct(colTotals.begin(), colTotals.end());
    std::int64_t n = 0;
    for (int v : rt)
        n += v;
    FisherWorkspace ws;
    ws.impl().ensureFactorials(n);
    const std::size_t size = std::size_t(r) * std::size_t(c);
    out.assign(count * size, 0);
    ws.impl().run(seed, count, rt.data(), ct.data(), r, c, int(n), true, [&](std::uint64_t b, double, const int *cells) {
        std::copy(cells, cells + size, out.begin() + std::ptrdiff_t(b * size));
    });
}

ChiSquareResult chiSquareTest(std::span<const std::int64_t> counts, int rows, int cols)
{
    const Compact c = compact(counts, rows, cols);
    ChiSquareResult res;
    res.df = double(std::max(0, c.rows - 1)) * double(std::max(0, c.cols - 1));
    if (c.n == 0) {
        res.statistic = res.p = res.minExpected = kNaN;
        return res;
    }
    const double n = double(c.n);
    long double sum = 0.0L; // R: sum((abs(x - E))^2/E), column-major, long double accumulator
    res.minExpected = std::numeric_limits<double>::infinity();
    for (int j = 0; j < c.cols; ++j)
        for (int i = 0; i < c.rows; ++i) {
            const double e = double(c.rowTotals[i]) * double(c.colTotals[j]) / n;
            const double d = std::fabs(double(c.counts[std::size_t(i) * c.cols + j]) - e);
            sum += d * d / e;
            res.minExpected = std::min(res.minExpected, e);
        }
    res.statistic = double(sum);
    res.p = res.df > 0 ? pchisq(res.statistic, res.df, false) : kNaN;
    return res;
}

std::string_view effectSizeName(EffectSize e)
{
    switch (e) {
    case EffectSize::Negligible:
        return "negligible";
    case EffectSize::Small:
        return "small";
    case EffectSize::Medium:
        return "medium";
    case EffectSize::Large:
        return "large";
    }
    return "negligible";
}

EffectSize effectSizeOfV(double v, int rows, int cols)
{
    const double d = std::sqrt(double(std::max(1, std::min(rows, cols) - 1)));
    if (!(v >= 0.1 / d))
        return EffectSize::Negligible;
    if (v < 0.3 / d)
        return EffectSize::Small;
    if (v < 0.5 / d)
        return EffectSize::Medium;
    return EffectSize::Large;
}

CramersV cramersV(double chisq, std::int64_t n, int rows, int cols)
{
    CramersV res;
    const double nn = double(n), r = rows, k = cols;
    res.phi2 = chisq / nn;
    res.v = std::sqrt(res.phi2 / std::min(r - 1.0, k - 1.0));
    if (n <= 1) {
        res.phi2Corrected = res.rCorrected = res.kCorrected = res.vCorrected = kNaN;
        return res;
    }
    res.phi2Corrected = std::max(0.0, res.phi2 - (k - 1.0) * (r - 1.0) / (nn - 1.0));
    res.rCorrected = r - (r - 1.0) * (r - 1.0) / (nn - 1.0);
    res.kCorrected = k - (k - 1.0) * (k - 1.0) / (nn - 1.0);
    res.vCorrected = std::sqrt(res.phi2Corrected / std::min(res.kCorrected - 1.0, res.rCorrected - 1.0));
    res.effect = effectSizeOfV(res.vCorrected, rows, cols);
    return res;
}

double fisherCellGreater(std::int64_t nab, std::int64_t na, std::int64_t nb, std::int64_t n)
{
    return phyper(double(nab) - 1.0, double(nb), double(n - nb), double(na), false);
}

} // namespace rl::stats
