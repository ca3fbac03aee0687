// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/fisher.h"

#include "engine/stats/distributions.h"
#include "engine/stats/random.h"

#include <algorithm>
#include <cassert>
#include <cfloat>
#include <cmath>
#include <functional>
#include <limits>

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

struct FisherWorkspace::Impl {
    std::vector<double> lfact; ///< lfact[k] = log(k!) = lgammafn(k + 1), R's lfactorial
    std::vector<double> recip; ///< recip[k] = 1/k (recip[0] = 0): the chop-down search multiplies, never divides

    /// The CDFs of one edge position (row 0 or column 0), indexed by its one varying parameter.
    struct Slot {
        std::int32_t offset = -1; ///< into pool, -1 = not built yet
        std::int32_t lo = 0;
        std::int32_t count = 0;   ///< CDF values, also the guide table's size
        std::int32_t guide = 0;   ///< into guidePool: guide[g] = first index with CDF > g/count
    };
    std::vector<Slot> slots;               ///< row-0 positions m (r0 + 1 each), then column-0 positions l ≥ 1 (c0 + 1 each)
    std::vector<std::size_t> rowSlotBase;  ///< per column m < c − 1: first slot of row-0 position m
    std::vector<std::size_t> colSlotBase;  ///< per row l: first slot of column-0 position l (l ≥ 1)
    std::vector<double> pool;
    std::vector<std::int32_t> guidePool;
    std::vector<double> down, up, scratch;

    void ensureFactorials(std::int64_t n)
    {
        const std::size_t old = lfact.size();
        if (old > std::size_t(n))
            return;
        lfact.resize(std::size_t(n) + 1);
        recip.resize(std::size_t(n) + 3);
        for (std::size_t k = old; k < lfact.size(); ++k)
            lfact[k] = k < 2 ? 0.0 : lgammafn(double(k) + 1.0);
        for (std::size_t k = std::max<std::size_t>(old, 1); k < recip.size(); ++k)
            recip[k] = 1.0 / double(k);
    }

    /// Edge caches for one table's margins (forgets the previous table's).
    void prepare(const int *rowT, const int *colT, int r, int c)
    {
        slots.clear();
        pool.clear();
        guidePool.clear();
        rowSlotBase.assign(std::size_t(c), 0);
        colSlotBase.assign(std::size_t(r), 0);
        for (int m = 0; m < c - 1; ++m) {
            rowSlotBase[m] = slots.size();
            slots.resize(slots.size() + std::size_t(rowT[0]) + 1);
        }
        for (int l = 1; l < r - 1; ++l) {
            colSlotBase[l] = slots.size();
            slots.resize(slots.size() + std::size_t(colT[0]) + 1);
        }
    }

    /// The CDF of hypergeometric(draws n, successes K, population N), n ≤ K, 0 < n, K < N, written to
    /// `out` (first value `lo`). Weights from the mode (weight 1) outwards by the ratio recursion,
    /// cut below kTailCut, cumulated in increasing value order and divided by their sum.
    void buildCdf(int n, int K, int N, std::vector<double> &out, int &lo)
    {
        const int lower = std::max(0, n + K - N), upper = std::min(n, K);
        int mode = int((double(n) + 1.0) * (double(K) + 1.0) / (double(N) + 2.0));
        mode = std::clamp(mode, lower, upper);
        down.clear();
        up.clear();
        double w = 1.0;
        for (int k = mode; k > lower;) { // p(k − 1)/p(k) = k (N − K − n + k) / ((K − k + 1)(n − k + 1))
            w *= double(k) * double(N - K - n + k) / (double(K - k + 1) * double(n - k + 1));
            if (w < kTailCut)
                break;
            --k;
            down.push_back(w);
        }
        w = 1.0;
        for (int k = mode; k < upper;) { // p(k + 1)/p(k) = (K − k)(n − k) / ((k + 1)(N − K − n + k + 1))
            w *= double(K - k) * double(n - k) / (double(k + 1) * double(N - K - n + k + 1));
            if (w < kTailCut)
                break;
            ++k;
            up.push_back(w);
        }
        lo = mode - int(down.size());
        out.clear();
        double sum = 0.0;
        for (std::size_t i = down.size(); i-- > 0;)
            out.push_back(sum += down[i]);
        out.push_back(sum += 1.0);
        for (double u : up)
            out.push_back(sum += u);
        for (double &c : out)
            c /= sum; // the last is sum/sum = 1 exactly
    }

    /// Inversion of the cached CDF of an edge slot (built at its first use): the first value whose
    /// CDF exceeds u, found from a guide table (Chen & Asau 1974: the search starts at the first index
    /// whose CDF exceeds floor(u·count)/count; about one comparison on average).
    int drawCached(Slot &slot, int n, int K, int N, double u)
    {
        if (slot.offset < 0) {
            if (n > K)
                std::swap(n, K);
            int lo = 0;
            buildCdf(n, K, N, scratch, lo);
            slot.offset = std::int32_t(pool.size());
            slot.lo = lo;
            slot.count = std::int32_t(scratch.size());
            slot.guide = std::int32_t(guidePool.size());
            pool.insert(pool.end(), scratch.begin(), scratch.end());
            const std::size_t m = scratch.size();
            std::size_t i = 0;
            for (std::size_t g = 0; g < m; ++g) {
                const double level = double(g) / double(m);
                while (i + 1 < m && scratch[i] <= level)
                    ++i;
                guidePool.push_back(std::int32_t(i));
            }
        }
        const double *cdf = pool.data() + slot.offset;
        std::size_t i = std::size_t(guidePool[std::size_t(slot.guide) + std::size_t(u * double(slot.count))]);
        while (cdf[i] <= u)
            ++i;
        return slot.lo + int(i);
    }

    /// One hypergeometric draw by chop-down search from the mode (AS 159's inner loop): P(mode) from
    /// the log-factorials, then alternately one value above and one below, by the pmf ratios,
    /// until the probabilities passed exceed u.
    int drawDirect(int n, int K, int N, double u) const
    {
        if (n > K)
            std::swap(n, K);
        const double *lf = lfact.data(), *rc = recip.data();
        const int lower = std::max(0, n + K - N), upper = n;
        const int rest = N - K - n; // ≥ −lower
        // any deterministic start is exact; this one is the mode up to the reciprocal's rounding
        int mode = int((double(n) + 1.0) * (double(K) + 1.0) * rc[N + 2]);
        mode = std::clamp(mode, lower, upper);
        const double pm = std::exp(lf[K] + lf[N - K] + lf[n] + lf[N - n] - lf[N] - lf[mode] - lf[K - mode] - lf[n - mode]
                                   - lf[rest + mode]);
        u -= pm;
        if (u < 0.0)
            return mode;
        int hi = mode, lo = mode;
        double ph = pm, pl = pm;
        while (hi < upper && lo > lower) { // both sides open: the two ratios are independent
            ph *= double(K - hi) * double(n - hi) * (rc[hi + 1] * rc[rest + hi + 1]);
            pl *= double(lo) * double(rest + lo) * (rc[K - lo + 1] * rc[n - lo + 1]);
            ++hi;
            --lo;
            u -= ph;
            if (u < 0.0)
                return hi;
            u -= pl;
            if (u < 0.0)
                return lo;
        }
        while (hi < upper || lo > lower) {
            if (hi < upper) {
                ph *= double(K - hi) * double(n - hi) * (rc[hi + 1] * rc[rest + hi + 1]);
                ++hi;
                u -= ph;
                if (u < 0.0)
                    return hi;
            }
            if (lo > lower) {
                pl *= double(lo) * double(rest + lo) * (rc[K - lo + 1] * rc[n - lo + 1]);
                --lo;
                u -= pl;
                if (u < 0.0)
                    return lo;
            }
        }
        return mode; // u beyond the rounded total mass (order 1e−16)
    }

    /// One Patefield table into `cell` (row-major); returns Σ log(n_ij!) of it. Row 0 and column 0
    /// draw from the edge caches (one varying parameter each), the inner cells directly.
    double patefield(Rng &rng, const int *rowT, const int *colT, int r, int c, int total, int *colRem, int *cell)
    {
        const double *lf = lfact.data();
        std::copy(colT, colT + c, colRem);
        double s = 0.0;
        int remaining = total;
        for (int l = 0; l < r - 1; ++l) {
            int ia = rowT[l];
            int ie = remaining;
            remaining -= ia;
            int *row = cell + std::size_t(l) * c;
            for (int m = 0; m < c - 1; ++m) {
                const int id = colRem[m];
                int x;
                if (ia == 0 || id == 0)
                    x = 0;
                else if (ie == id)
                    x = ia;
                else if (ie == ia)
                    x = id;
                else if (l == 0)
                    x = drawCached(slots[rowSlotBase[m] + std::size_t(ia)], ia, id, ie, rng.uniform());
                else if (m == 0)
                    x = drawCached(slots[colSlotBase[l] + std::size_t(id)], ia, id, ie, rng.uniform());
                else
                    x = drawDirect(ia, id, ie, rng.uniform());
                row[m] = x;
                s += lf[x];
                colRem[m] -= x;
                ia -= x;
                ie -= id;
            }
            row[c - 1] = ia;
            s += lf[ia];
            colRem[c - 1] -= ia;
        }
        int *last = cell + std::size_t(r - 1) * c;
        for (int j = 0; j < c; ++j) {
            last[j] = colRem[j];
            s += lf[colRem[j]];
        }
        return s;
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

/// Margins sorted descending, then the second largest moved to the end.
std::vector<int> edgeOrder(std::vector<int> t)
{
    std::stable_sort(t.begin(), t.end(), std::greater<int>());
    if (t.size() > 2)
        std::rotate(t.begin() + 1, t.begin() + 2, t.end());
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
    Rng rng(options.seed);
    const double threshold = res.statistic / kAlmostOne; // R: tmp <= STATISTIC/almost.1, tmp = −S
    // The statistic does not depend on the order of rows and columns, the sampler's cost does: the
    // first row and column come from the edge caches and the last ones are determined, so the two
    // largest margins go first and last and the inner (chop-down) cells get the smallest.
    const std::vector<int> rowT = edgeOrder(c.rowTotals), colT = edgeOrder(c.colTotals);
    w.prepare(rowT.data(), colT.data(), c.rows, c.cols);
    std::vector<int> colRem(c.cols), cell(std::size_t(c.rows) * c.cols);
    std::uint64_t hits = 0;
    for (std::uint64_t b = 0; b < options.resamples; ++b) {
        const double s = w.patefield(rng, rowT.data(), colT.data(), c.rows, c.cols, int(c.n), colRem.data(), cell.data());
        hits += (-s <= threshold) ? 1 : 0;
    }
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
    Rng rng(seed);
    ws.impl().prepare(rt.data(), ct.data(), r, c);
    std::vector<int> colRem(c), cell(std::size_t(r) * c);
    out.clear();
    out.reserve(count * cell.size());
    for (std::size_t b = 0; b < count; ++b) {
        ws.impl().patefield(rng, rt.data(), ct.data(), r, c, int(n), colRem.data(), cell.data());
        out.insert(out.end(), cell.begin(), cell.end());
    }
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
