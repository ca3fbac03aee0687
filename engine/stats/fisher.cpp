// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/fisher.h"

#include "engine/stats/distributions.h"
#include "engine/stats/fisherkernel.h"
#include "engine/stats/random.h"

#include <algorithm>
#include <cassert>
#include <cfloat>
#include <cmath>
#include <limits>

namespace rl::stats {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kRelErr = 1.0 + 1e-7;               // R's fisher.test relErr (2 × 2 and exact)
constexpr double kAlmostOne = 1.0 + 64.0 * DBL_EPSILON; // R's almost.1 (simulate.p.value)

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

/// The first row's and column's alias tables (fisherkernel.h) are used when their slots number at
/// most this many and their entries at most kAliasEntryLimit (16 bytes an entry; the entries are
/// built only for the slots the draws reach, the storage for the rest is reserved, not touched).
constexpr std::size_t kAliasSlotLimit = std::size_t(1) << 19;
constexpr std::size_t kAliasEntryLimit = std::size_t(1) << 22;

/// One edge's alias tables: the slots of its positions (columns of the first row, rows 1 … r − 2 of
/// the first column) × `width` values of the varying number v (the row's remaining total, the
/// column's remaining total); a position's draw is of v among N = total[pos] with other[pos]
/// successes, or the reverse — the hypergeometric is symmetric in n and K.
struct AliasTable {
    std::vector<std::int64_t> slot;
    std::vector<detail::AliasEntry> entry;
    std::vector<int> other, total; // per position
    int width = 0;
    std::vector<double> weight; // scratch of build()
    std::vector<int> small, large;

    /// Attaches the edge to `out` when it is small enough; other and total are already set.
    void attach(int w, detail::AliasEdge &out)
    {
        width = w;
        const std::size_t slots = other.size() * std::size_t(w);
        if (slots == 0 || slots > kAliasSlotLimit)
            return;
        std::size_t bound = 0; // Σ over the slots of the support's width, min(v, other) + 1
        for (const int o : other)
            for (int v = 0; v < w; ++v)
                bound += std::size_t(std::min(v, o)) + 1;
        if (bound > kAliasEntryLimit)
            return;
        slot.assign(slots, 0);
        entry.clear();
        entry.reserve(bound);
        out.slot = slot.data();
        out.entry = entry.data();
        out.width = w;
    }

    /// Slot s: the pmf of the draw by its ratios from the mode (weight 1 there), each tail ending
    /// where a weight falls below 2^−70 of the mode's, then Vose's construction of the alias table.
    void build(std::int32_t s)
    {
        const int pos = s / width, v = s - pos * width;
        const int N = total[std::size_t(pos)];
        const int a = std::min(v, other[std::size_t(pos)]), k = std::max(v, other[std::size_t(pos)]);
        const int lower = std::max(0, a + k - N), rest = N - k - a;
        const int mode = std::clamp(int((double(a) + 1.0) * (double(k) + 1.0) / (double(N) + 2.0)), lower, a);
        constexpr double kTiny = 0x1p-70; // a weight this far below the mode's ends a tail
        // the upper tail into weight (mode first), the lower tail after it, then put in order
        weight.assign(1, 1.0);
        for (int h = mode; h < a; ++h) {
            const double next = weight.back() * (double(k - h) * double(a - h)) /
                                (double(h + 1) * double(rest + h + 1));
            if (next < kTiny)
                break;
            weight.push_back(next);
        }
        const std::size_t up = weight.size();
        for (int l = mode, prev = 0; l > lower; --l) { // prev: the weight of l (the mode's first)
            const double next = weight[std::size_t(prev)] * (double(l) * double(rest + l)) /
                                (double(k - l + 1) * double(a - l + 1));
            if (next < kTiny)
                break;
            prev = int(weight.size());
            weight.push_back(next);
        }
        const int below = int(weight.size() - up);
        std::reverse(weight.begin() + std::ptrdiff_t(up), weight.end());
        std::rotate(weight.begin(), weight.begin() + std::ptrdiff_t(up), weight.end());
        const int lo = mode - below, W = int(weight.size());
        double sum = 0.0;
        for (double x : weight)
            sum += x;
        // Vose: scaled probabilities W · p_i; pair each bucket below 1 with one above it
        const std::size_t first = entry.size();
        assert(first + std::size_t(W) <= entry.capacity());
        entry.resize(first + std::size_t(W));
        small.clear();
        large.clear();
        for (int i = 0; i < W; ++i) {
            weight[std::size_t(i)] *= double(W) / sum;
            (weight[std::size_t(i)] < 1.0 ? small : large).push_back(i);
        }
        while (!small.empty() && !large.empty()) {
            const int sm = small.back(), lg = large.back();
            small.pop_back();
            detail::AliasEntry &e = entry[first + std::size_t(sm)];
            e.threshold = weight[std::size_t(sm)];
            e.value = lo + sm;
            e.alias = lo + lg;
            weight[std::size_t(lg)] = (weight[std::size_t(lg)] + weight[std::size_t(sm)]) - 1.0;
            if (weight[std::size_t(lg)] < 1.0) {
                large.pop_back();
                small.push_back(lg);
            }
        }
        for (const std::vector<int> *left : {&small, &large}) // full buckets (1 up to rounding)
            for (int i : *left)
                entry[first + std::size_t(i)] = {1.0, lo + i, lo + i};
        slot[std::size_t(s)] = std::int64_t(first) | (std::int64_t(W) << 32);
    }
};

} // namespace

struct FisherWorkspace::Impl {
    std::vector<double> lfact;       ///< lfact[k] = log(k!) = lgammafn(k + 1), R's lfactorial
    std::vector<std::int32_t> colRem; ///< per column, the lanes' remaining totals
    std::vector<int> cell;            ///< the tables of one chunk (patefieldTables)
    std::vector<double> stat;         ///< Σ log(n_ij!) of the tables of one chunk
    AliasTable edge[2];               ///< the first row's and column's draws

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
    /// jumps of 2^128, table b is drawn by lane b mod kTables (the lanes of the last group beyond B
    /// are drawn and discarded). visit(b, s, cellsOrNull) for each b in order.
    template <class Visit>
    void run(std::uint64_t seed, std::uint64_t B, const int *rowT, const int *colT, int r, int c, int total,
             bool wantCells, detail::PatefieldKernel kernel, Visit &&visit)
    {
        using detail::kTables;
        assert(total < std::numeric_limits<int>::max() / 2 && lfact.size() > std::size_t(total));
        detail::PatefieldDraw d;
        Rng rng(seed);
        for (int j = 0; j < kTables; ++j) {
            const auto st = rng.state();
            for (int w = 0; w < 4; ++w)
                d.state[w][j] = st[std::size_t(w)];
            rng.jump();
        }
        colRem.resize(std::size_t(c) * kTables);
        d.lf = lfact.data();
        d.rowT = rowT;
        d.colT = colT;
        d.rows = r;
        d.cols = c;
        d.total = total;
        d.colRem = colRem.data();
        // the first row's positions: the columns m < c − 1, each a draw among N = the total less
        // the columns before it, with colT[m] successes; the first column's: the rows 1 … r − 2,
        // each a draw of rowT[l] among N = the total less the rows before it
        for (AliasTable &t : edge) {
            t.other.clear();
            t.total.clear();
        }
        for (int m = 0, N = total; m < c - 1; N -= colT[m], ++m) {
            edge[0].other.push_back(colT[m]);
            edge[0].total.push_back(N);
        }
        for (int l = 1, N = total - rowT[0]; l < r - 1; N -= rowT[l], ++l) {
            edge[1].other.push_back(rowT[l]);
            edge[1].total.push_back(N);
        }
        edge[0].attach(rowT[0] + 1, d.edge[0]);
        edge[1].attach(colT[0] + 1, d.edge[1]);
        d.owner = this;
        d.buildSlot = [](detail::PatefieldDraw &dd, int e, std::int32_t s) { static_cast<Impl *>(dd.owner)->edge[e].build(s); };
        const std::size_t size = std::size_t(r) * std::size_t(c);
        constexpr std::uint64_t kChunk = 256; // groups per kernel call
        stat.resize(kChunk * kTables);
        cell.resize(wantCells ? std::size_t(kChunk) * kTables * size : 0);
        for (std::uint64_t b = 0; b < B;) {
            const std::uint64_t groups = std::min(kChunk, (B - b + kTables - 1) / kTables);
            kernel(d, std::size_t(groups), stat.data(), wantCells ? cell.data() : nullptr);
            for (std::uint64_t t = 0; t < groups * kTables && b < B; ++t, ++b)
                visit(b, stat[t], wantCells ? cell.data() + t * size : nullptr);
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

/// The number of ways to fill one line of the table: vectors x with Σ x = total, 0 ≤ x_j ≤ bound_j,
/// or cap if there are at least cap (cap ≤ 2^30). Each is the first line of at least one table with
/// the margins (what is left has non-negative margins with equal sums), so it bounds the tables
/// from below. The counts are kept capped, which is exact in the capped sense (a window holding a
/// capped count sums to at least cap); the window's running sum is exact (≤ (total + 1) · cap < 2^62).
std::uint64_t lineFillings(int total, const std::vector<int> &bound, std::uint64_t cap)
{
    assert(cap <= (std::uint64_t(1) << 30));
    std::vector<std::uint64_t> ways(std::size_t(total) + 1, 0), next(ways.size());
    ways[0] = 1;
    for (int b : bound) { // next[s] = Σ_{x = 0 … min(b, s)} ways[s − x]
        std::uint64_t run = 0;
        for (int s = 0; s <= total; ++s) {
            run += ways[std::size_t(s)];
            if (s - b - 1 >= 0)
                run -= ways[std::size_t(s - b - 1)];
            next[std::size_t(s)] = std::min(cap, run);
        }
        ways.swap(next);
    }
    return ways[std::size_t(total)];
}

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
    // more fillings of one row or column than the limit: more tables, so the enumeration would stop
    // there (without enumerating its first maxTables tables)
    if (maxTables < (std::uint64_t(1) << 30)) {
        for (int i = 0; i < c.rows; ++i)
            if (lineFillings(c.rowTotals[std::size_t(i)], c.colTotals, maxTables + 1) > maxTables)
                return false;
        for (int j = 0; j < c.cols; ++j)
            if (lineFillings(c.colTotals[std::size_t(j)], c.rowTotals, maxTables + 1) > maxTables)
                return false;
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
          detail::patefieldKernel(), [&](std::uint64_t, double s, const int *) { hits += (-s <= threshold) ? 1 : 0; });
    res.atMostObserved = hits;
    res.p = (1.0 + double(hits)) / (double(options.resamples) + 1.0);
    return res;
}

void patefieldTables(std::span<const std::int64_t> rowTotals, std::span<const std::int64_t> colTotals,
                     std::uint64_t seed, std::size_t count, std::vector<std::int64_t> &out, SamplerBuild build)
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
    const detail::PatefieldKernel kernel =
        build == SamplerBuild::Portable ? detail::patefieldGeneric : detail::patefieldKernel();
    ws.impl().run(seed, count, rt.data(), ct.data(), r, c, int(n), true, kernel, [&](std::uint64_t b, double, const int *cells) {
        std::copy(cells, cells + size, out.begin() + std::ptrdiff_t(b * size));
    });
}

bool samplerNativeIsAvx2() { return detail::patefieldKernelIsAvx2(); }

namespace detail {

bool patefieldKernelIsAvx2()
{
#if defined(RL_FISHER_AVX2_KERNEL)
    static const bool avx2 = __builtin_cpu_supports("avx2");
    return avx2;
#else
    return false;
#endif
}

PatefieldKernel patefieldKernel()
{
#if defined(RL_FISHER_AVX2_KERNEL)
    if (patefieldKernelIsAvx2())
        return patefieldAvx2;
#endif
    return patefieldGeneric;
}

} // namespace detail

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
