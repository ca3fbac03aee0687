// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/subsetsearch.h"

#include "engine/stats/descriptive.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cassert>
#include <cmath>
#include <thread>

namespace rl::analysis::jury {

std::vector<int> membersOf(std::uint32_t mask)
{
    std::vector<int> out;
    for (int c = 0; mask; ++c, mask >>= 1)
        if (mask & 1u)
            out.push_back(c);
    return out;
}

bool SubsetSearch::beatsOwnBest(std::uint32_t mask) const
{
    if (std::isnan(rho[mask]))
        return false;
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const std::uint32_t bit = m & (~m + 1);
        if (!(rho[mask] > rho[bit]) && !std::isnan(rho[bit]))
            return false;
    }
    return true;
}

namespace {

/// The counting path's state for one table: the judges' scores as small integers over the items
/// with a human score (0 where missing: `missing` lists those rows per column), and the human
/// scores sorted once, with their tie groups, from which the ranks over any subset of the items follow
/// in one pass.
struct FastTable {
    std::size_t n = 0;
    int k = 0;
    int L = 0;                                 ///< judgeMax − judgeMin
    std::vector<std::vector<std::uint8_t>> v;  ///< [column][item] score − judgeMin (0 where missing)
    std::vector<std::vector<std::uint32_t>> missing; ///< [column] items without a score, ascending
    std::vector<double> y;                     ///< human scores
    std::vector<std::uint32_t> order;          ///< items by human score (ascending, stable)
    std::vector<std::uint32_t> tieEnd;         ///< per position of `order`, one past the end of its tie group
    std::vector<double> colDot;                ///< [column] Σ_i v_ci yc_i over all items (the root view's centring)
};

/// The human side over the items every member of a subset scored: n, the centred human scores
/// (0 on the other items), per item 2³² + 2ρ_i with ρ_i the average rank among those items
/// (Counts), and the sums of squares. The view of the empty subset (the root) holds every item.
struct HumanView {
    std::size_t n = 0;
    bool root = true;                    ///< every item is in (no member is missing anywhere)
    std::vector<std::uint8_t> out;       ///< per item: 1 when a member has no score
    std::vector<std::uint64_t> packed;   ///< per item 2³² + 2ρ_i (garbage where out)
    std::vector<double> yc;              ///< per item y_i − ȳ (0 where out)
    double sumYc = 0.0;                  ///< Σ yc_i (0 up to rounding; kept so nothing is assumed)
    double sumRank2Sq = 0.0;             ///< Σ (2ρ_i − n − 1)²
    double sumYcSq = 0.0;                ///< Σ yc_i²
};

/// The view over the items that `out` leaves in: average ranks by one walk of the sorted order
/// (a tie group's valid members share 2p + t + 1, p items before it, t in it), then the centring.
void buildView(const FastTable &f, HumanView &h)
{
    std::size_t n = 0;
    double ysum = 0.0;
    for (std::size_t i = 0; i < f.n; ++i)
        if (!h.out[i]) {
            ++n;
            ysum += f.y[i];
        }
    h.n = n;
    const double ybar = n ? ysum / static_cast<double>(n) : 0.0;
    h.sumYc = h.sumYcSq = h.sumRank2Sq = 0.0;
    std::uint64_t before = 0;
    for (std::size_t g = 0; g < f.n;) {
        const std::size_t end = f.tieEnd[g];
        std::uint64_t t = 0;
        for (std::size_t q = g; q < end; ++q)
            t += !h.out[f.order[q]];
        const std::uint64_t r2 = 2 * before + t + 1;
        const double c = static_cast<double>(r2) - static_cast<double>(n + 1);
        for (std::size_t q = g; q < end; ++q)
            h.packed[f.order[q]] = (std::uint64_t(1) << 32) + r2;
        h.sumRank2Sq += c * c * static_cast<double>(t);
        before += t;
        g = end;
    }
    for (std::size_t i = 0; i < f.n; ++i) {
        h.yc[i] = h.out[i] ? 0.0 : f.y[i] - ybar;
        h.sumYc += h.yc[i];
        h.sumYcSq += h.yc[i] * h.yc[i];
    }
}

/// The fast path's inputs, or false when a score is not an integer or off the scale.
bool makeFastTable(const JuryData &data, const JuryTable &t, FastTable &f, HumanView &root)
{
    const double lf = data.judgeMax - data.judgeMin;
    if (!(lf >= 0) || lf != std::floor(lf) || lf > 7)
        return false;
    f.L = static_cast<int>(lf);
    f.k = static_cast<int>(t.columnCount());
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < t.rowCount(); ++i)
        if (std::isfinite(t.human[i]))
            rows.push_back(i);
    f.n = rows.size();
    if (f.n > 30000) // Σ 2ρ_i ≤ 2n² fits the low half of a Counts word
        return false;
    f.v.assign(f.k, std::vector<std::uint8_t>(f.n, 0));
    f.missing.assign(f.k, {});
    for (int c = 0; c < f.k; ++c)
        for (std::size_t i = 0; i < f.n; ++i) {
            const double s = t.score(rows[i], c);
            if (std::isnan(s)) {
                f.missing[c].push_back(static_cast<std::uint32_t>(i));
                continue;
            }
            if (s != std::floor(s) || s < data.judgeMin || s > data.judgeMax)
                return false;
            f.v[c][i] = static_cast<std::uint8_t>(s - data.judgeMin);
        }
    f.y.resize(f.n);
    for (std::size_t i = 0; i < f.n; ++i)
        f.y[i] = t.human[rows[i]];
    f.order.resize(f.n);
    for (std::size_t i = 0; i < f.n; ++i)
        f.order[i] = static_cast<std::uint32_t>(i);
    std::stable_sort(f.order.begin(), f.order.end(), [&](std::uint32_t a, std::uint32_t b) { return f.y[a] < f.y[b]; });
    f.tieEnd.resize(f.n);
    for (std::size_t g = 0; g < f.n;) {
        std::size_t end = g + 1;
        while (end < f.n && f.y[f.order[end]] == f.y[f.order[g]])
            ++end;
        for (std::size_t q = g; q < end; ++q)
            f.tieEnd[q] = static_cast<std::uint32_t>(end);
        g = end;
    }
    root.out.assign(f.n, 0);
    root.packed.resize(f.n);
    root.yc.resize(f.n);
    buildView(f, root);
    f.colDot.assign(f.k, 0.0);
    for (int c = 0; c < f.k; ++c)
        for (std::size_t i = 0; i < f.n; ++i)
            f.colDot[c] += static_cast<double>(f.v[c][i]) * root.yc[i];
    return true;
}

/// The views of a depth-first walk: level d is the view of the current depth-d subset, or that of
/// its parent when the new member's missing items were already out (views[d] points at the level
/// that holds it).
struct Views {
    std::vector<HumanView> level;
    std::vector<const HumanView *> at;
    Views(const FastTable &f, HumanView root) : level(f.k + 1), at(f.k + 1)
    {
        level[0] = std::move(root);
        at[0] = &level[0];
    }
    /// The view at depth + 1 after adding column j to the depth-d subset.
    const HumanView &push(const FastTable &f, int depth, int j)
    {
        const HumanView &par = *at[depth];
        bool grows = false;
        for (std::uint32_t i : f.missing[j])
            grows = grows || !par.out[i];
        if (!grows)
            return *(at[depth + 1] = &par);
        HumanView &h = level[depth + 1];
        h.root = false;
        h.out = par.out;
        for (std::uint32_t i : f.missing[j])
            h.out[i] = 1;
        h.packed.resize(f.n);
        h.yc.resize(f.n);
        buildView(f, h);
        return *(at[depth + 1] = &h);
    }
};

/// Per-value accumulators of one subset's aggregate: one 64-bit word per value holding the count in
/// its high half and Σ 2ρ_i (the doubled human ranks, ≤ 2n² < 2³²) in its low half, so that one
/// addition per item (HumanView::packed) gathers both. Four interleaved copies (item i adds to copy
/// i & 3) keep runs of equal values from chaining through one memory cell. The last value of each
/// copy is the bin of the items out of the view, never read.
struct Counts {
    static constexpr int kCopies = 4;
    int stride = 0;
    std::vector<std::uint64_t> c;
    explicit Counts(int maxValues) : stride(maxValues + 1), c(kCopies * stride) { }
    unsigned bin() const { return static_cast<unsigned>(stride - 1); }
    void clear(int nv)
    {
        for (int k = 0; k < kCopies; ++k)
            std::fill_n(c.begin() + k * stride, nv, 0u);
    }
    std::uint64_t at(int v) const { return c[v] + c[stride + v] + c[2 * stride + v] + c[3 * stride + v]; }
};

/// From the accumulators, with c_v items at value v and W_v = Σ_{x_i = v} (2ρ_i − n − 1):
/// the rank numerator Σ_v (2R_v − n − 1) W_v (2R_v − n − 1 = 2 cum + c_v − n; exact integers),
/// Σ_v c_v (2R_v − n − 1)², Σ_v c_v v and Σ_v c_v v².
void rankSums(const HumanView &h, const Counts &cnt, int nv, std::int64_t &rankNum, double &sxx, double &xsum,
              double &x2sum)
{
    const auto n = static_cast<std::int64_t>(h.n);
    std::int64_t cum = 0, num = 0, sxxI = 0, xs = 0, x2s = 0;
    for (int v = 0; v < nv; ++v) {
        const std::uint64_t packed = cnt.at(v);
        const auto c = static_cast<std::int64_t>(packed >> 32);
        if (!c)
            continue;
        const std::int64_t w = static_cast<std::int64_t>(packed & 0xffffffffu) - c * (n + 1);
        const std::int64_t r = 2 * cum + c - n;
        num += r * w;
        sxxI += c * r * r;
        xs += c * v;
        x2s += c * v * v;
        cum += c;
    }
    rankNum = num;
    sxx = static_cast<double>(sxxI);
    xsum = static_cast<double>(xs);
    x2sum = static_cast<double>(x2s);
}

/// ρ and r from the rank numerator, the Pearson cross sum Σ x_i yc_i and the value moments.
void finish(const HumanView &h, std::int64_t rankNum, double sxx, double dot, double xsum, double x2sum, double &rho,
            double &r)
{
    const double n = static_cast<double>(h.n);
    const double xbar = xsum / n;
    const double sxr = x2sum - xsum * xbar;       // Σ (x − x̄)², from integers
    const double num = dot - xbar * h.sumYc;      // Σ (x − x̄) yc
    rho = sxx > 0 && h.sumRank2Sq > 0 ? std::clamp(static_cast<double>(rankNum) / std::sqrt(sxx * h.sumRank2Sq), -1.0, 1.0)
                                      : kNaN;
    r = sxr > 0 && h.sumYcSq > 0 ? std::clamp(num / std::sqrt(sxr * h.sumYcSq), -1.0, 1.0) : kNaN;
}

/// One subset of the mean walk: x_i = parent sum + column, stored for the children when `Store`,
/// and added to the value's accumulator. `Masked` (a view that leaves items out): those items go to
/// the unread bin, and the Pearson cross sum Σ x_i yc_i is gathered here (it is no longer the
/// parent's plus the column's) and returned.
template <bool Store, bool Masked>
double scatterMean(const FastTable &f, const HumanView &h, Counts &cnt, const std::uint16_t *par, const std::uint8_t *col,
                   std::uint16_t *ch)
{
    const std::size_t n = f.n;
    std::uint64_t *c0 = cnt.c.data(), *c1 = c0 + cnt.stride, *c2 = c1 + cnt.stride, *c3 = c2 + cnt.stride;
    const std::uint64_t *pk = h.packed.data();
    [[maybe_unused]] const std::uint8_t *out = h.out.data();
    [[maybe_unused]] const double *yc = h.yc.data();
    [[maybe_unused]] const unsigned bin = cnt.bin();
    double dot[4] = {0.0, 0.0, 0.0, 0.0};
    std::size_t i = 0;
    for (; i + 3 < n; i += 4) {
        unsigned x0 = par[i] + col[i], x1 = par[i + 1] + col[i + 1], x2 = par[i + 2] + col[i + 2], x3 = par[i + 3] + col[i + 3];
        if constexpr (Store) {
            ch[i] = static_cast<std::uint16_t>(x0);
            ch[i + 1] = static_cast<std::uint16_t>(x1);
            ch[i + 2] = static_cast<std::uint16_t>(x2);
            ch[i + 3] = static_cast<std::uint16_t>(x3);
        }
        if constexpr (Masked) {
            dot[0] += static_cast<double>(x0) * yc[i];
            dot[1] += static_cast<double>(x1) * yc[i + 1];
            dot[2] += static_cast<double>(x2) * yc[i + 2];
            dot[3] += static_cast<double>(x3) * yc[i + 3];
            x0 = out[i] ? bin : x0;
            x1 = out[i + 1] ? bin : x1;
            x2 = out[i + 2] ? bin : x2;
            x3 = out[i + 3] ? bin : x3;
        }
        c0[x0] += pk[i];
        c1[x1] += pk[i + 1];
        c2[x2] += pk[i + 2];
        c3[x3] += pk[i + 3];
    }
    for (; i < n; ++i) {
        unsigned x = par[i] + col[i];
        if constexpr (Store)
            ch[i] = static_cast<std::uint16_t>(x);
        if constexpr (Masked) {
            dot[0] += static_cast<double>(x) * yc[i];
            x = out[i] ? bin : x;
        }
        c0[x] += pk[i];
    }
    return (dot[0] + dot[1]) + (dot[2] + dot[3]);
}

/// Depth-first walk for the mean: level d holds the integer sums of the current depth-d subset and
/// dots[d] its Σ x_i yc_i (while no member misses an item, a parent's plus the new column's).
void walkMean(const FastTable &f, SubsetSearch &out, std::vector<std::vector<std::uint16_t>> &acc,
              std::vector<double> &dots, Views &views, Counts &cnt, int depth, std::uint32_t mask, int first)
{
    const int nv = (depth + 1) * f.L + 1;
    for (int j = first; j < f.k; ++j) {
        const std::uint32_t child = mask | (1u << j);
        const std::uint16_t *par = acc[depth].data();
        std::uint16_t *ch = acc[depth + 1].data();
        const std::uint8_t *col = f.v[j].data();
        const HumanView &h = views.push(f, depth, j);
        const bool inner = j + 1 < f.k; // a leaf stores nothing: no child reads its sums
        cnt.clear(nv);
        if (h.root) {
            inner ? scatterMean<true, false>(f, h, cnt, par, col, ch) : scatterMean<false, false>(f, h, cnt, par, col, ch);
            dots[depth + 1] = dots[depth] + f.colDot[j];
        } else {
            dots[depth + 1] = inner ? scatterMean<true, true>(f, h, cnt, par, col, ch)
                                    : scatterMean<false, true>(f, h, cnt, par, col, ch);
        }
        std::int64_t rankNum;
        double sxx, xsum, x2sum;
        rankSums(h, cnt, nv, rankNum, sxx, xsum, x2sum);
        finish(h, rankNum, sxx, dots[depth + 1], xsum, x2sum, out.rho[child], out.r[child]);
        out.n[child] = static_cast<std::uint32_t>(h.n);
        if (inner)
            walkMean(f, out, acc, dots, views, cnt, depth + 1, child, j + 1);
    }
}

/// One subset of the median walk (see walkMedian): returns Σ_i x_i yc_i of the doubled medians x_i.
/// Items out of the view go to the unread bin (their yc is 0).
template <bool Store, bool Masked>
double scatterMedian(const FastTable &f, const HumanView &hv, Counts &cnt, const std::uint64_t *par, const std::uint8_t *col,
                     std::uint64_t *ch, std::uint64_t kLo, std::uint64_t kHi)
{
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
    const std::uint64_t add[8] = {kOnes, kOnes << 8, kOnes << 16, kOnes << 24, kOnes << 32, kOnes << 40, kOnes << 48, kOnes << 56};
    std::uint64_t *c[4] = {cnt.c.data(), cnt.c.data() + cnt.stride, cnt.c.data() + 2 * cnt.stride, cnt.c.data() + 3 * cnt.stride};
    const std::uint64_t *pk = hv.packed.data();
    const double *yc = hv.yc.data();
    [[maybe_unused]] const std::uint8_t *out = hv.out.data();
    [[maybe_unused]] const unsigned bin = cnt.bin();
    double dot[4] = {0.0, 0.0, 0.0, 0.0};
    for (std::size_t i = 0; i < f.n; ++i) {
        const std::uint64_t h = par[i] + add[col[i]];
        if constexpr (Store)
            ch[i] = h;
        // (kLo - h) has the high bit of byte v set iff C_v <= lo (bytes 0..a-1): the lowest clear one is byte a
        const std::uint64_t mlo = ~(kLo - h) & kHigh, mhi = ~(kHi - h) & kHigh;
        unsigned x = static_cast<unsigned>((std::countr_zero(mlo) >> 3) + (std::countr_zero(mhi) >> 3));
        dot[i & 3] += static_cast<double>(x) * yc[i];
        if constexpr (Masked)
            x = out[i] ? bin : x;
        c[i & 3][x] += pk[i];
    }
    return (dot[0] + dot[1]) + (dot[2] + dot[3]);
}

/// Depth-first walk for the median. Level d holds per item the cumulative histogram of the current
/// depth-d subset packed in one word: byte v = members scoring ≤ v (a new member scoring u adds one
/// to bytes u..7). With s members and middle positions lo = ⌊(s − 1)/2⌋, hi = ⌊s/2⌋ (0-based), the
/// middle values are #{v : C_v ≤ lo} and #{v : C_v ≤ hi}: the bytes ≤ lo are the lowest ones, found
/// branch-free by a bytewise subtraction (every byte < 128) and a count of trailing set bytes. The
/// aggregate is 2 × median = their sum ∈ {0..2L}. (A missing score adds to every byte like a score
/// of 0; its item is out of the view of every subset below, so what its bytes hold is never read.)
void walkMedian(const FastTable &f, SubsetSearch &out, std::vector<std::vector<std::uint64_t>> &cum, Views &views,
                Counts &cnt, int depth, std::uint32_t mask, int first)
{
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
    const int nv = 2 * f.L + 1;
    const int s = depth + 1;
    const std::uint64_t kLo = kOnes * (0x80u | static_cast<unsigned>((s - 1) / 2));
    const std::uint64_t kHi = kOnes * (0x80u | static_cast<unsigned>(s / 2));
    for (int j = first; j < f.k; ++j) {
        const std::uint32_t child = mask | (1u << j);
        const std::uint64_t *par = cum[depth].data();
        std::uint64_t *ch = cum[depth + 1].data();
        const std::uint8_t *col = f.v[j].data();
        const HumanView &h = views.push(f, depth, j);
        const bool inner = j + 1 < f.k; // a leaf stores nothing
        cnt.clear(nv);
        double dot;
        if (h.root)
            dot = inner ? scatterMedian<true, false>(f, h, cnt, par, col, ch, kLo, kHi)
                        : scatterMedian<false, false>(f, h, cnt, par, col, ch, kLo, kHi);
        else
            dot = inner ? scatterMedian<true, true>(f, h, cnt, par, col, ch, kLo, kHi)
                        : scatterMedian<false, true>(f, h, cnt, par, col, ch, kLo, kHi);
        std::int64_t rankNum;
        double sxx, xsum, x2sum;
        rankSums(h, cnt, nv, rankNum, sxx, xsum, x2sum);
        finish(h, rankNum, sxx, dot, xsum, x2sum, out.rho[child], out.r[child]);
        out.n[child] = static_cast<std::uint32_t>(h.n);
        if (inner)
            walkMedian(f, out, cum, views, cnt, depth + 1, child, j + 1);
    }
}

void searchGeneral(const JuryData &data, const JuryTable &t, SubsetSearch &out)
{
    const std::uint32_t full = (1u << out.k);
    for (std::uint32_t mask = 1; mask < full; ++mask) {
        const std::vector<int> cols = membersOf(mask);
        const Agreement a = agreement(aggregateColumns(t, cols, out.aggregate), t.human);
        out.rho[mask] = a.rho;
        out.r[mask] = a.r;
        out.n[mask] = static_cast<std::uint32_t>(a.n);
    }
}

} // namespace

SubsetSearch searchSubsets(const JuryData &data, std::size_t tableIndex, Aggregate aggregate)
{
    const JuryTable &t = data.tables[tableIndex];
    SubsetSearch out;
    out.table = tableIndex;
    out.aggregate = aggregate;
    out.k = static_cast<int>(t.columnCount());
    assert(out.k <= kMaxSearchJudges);
    const std::size_t size = std::size_t(1) << out.k;
    out.rho.assign(size, kNaN);
    out.r.assign(size, kNaN);
    out.n.assign(size, 0);
    FastTable f;
    HumanView root;
    out.fastPath = out.k > 0 && makeFastTable(data, t, f, root) && f.n >= 2;
    if (out.fastPath) {
        Counts cnt(2 * out.k * f.L + 2 * f.L + 1);
        Views views(f, std::move(root));
        if (aggregate == Aggregate::Mean) {
            std::vector<std::vector<std::uint16_t>> acc(out.k + 1, std::vector<std::uint16_t>(f.n, 0));
            std::vector<double> dots(out.k + 1, 0.0);
            walkMean(f, out, acc, dots, views, cnt, 0, 0, 0);
        } else {
            std::vector<std::vector<std::uint64_t>> cum(out.k + 1, std::vector<std::uint64_t>(f.n, 0));
            walkMedian(f, out, cum, views, cnt, 0, 0, 0);
        }
    } else if (out.k > 0) {
        searchGeneral(data, t, out);
    }
    for (int c = 0; c < out.k; ++c) {
        const double rho = out.rho[std::size_t(1) << c];
        if (!std::isnan(rho) && (out.bestSingle < 0 || rho > out.bestSingleRho)) {
            out.bestSingle = c;
            out.bestSingleRho = rho;
        }
    }
    return out;
}

std::vector<SubsetSearch> searchSubsets(const JuryData &data, std::span<const std::size_t> tables,
                                        std::span<const Aggregate> aggregates, int threads)
{
    const std::size_t tasks = tables.size() * aggregates.size();
    std::vector<SubsetSearch> out(tasks);
    // Largest tables first (longest-processing-time order), so the last tasks are the short ones.
    std::vector<std::size_t> order(tasks);
    for (std::size_t i = 0; i < tasks; ++i)
        order[i] = i;
    auto cost = [&](std::size_t i) {
        const JuryTable &t = data.tables[tables[i / aggregates.size()]];
        return (std::size_t(1) << std::min<std::size_t>(t.columnCount(), kMaxSearchJudges)) * t.rowCount();
    };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return cost(a) > cost(b); });
    std::atomic<std::size_t> next {0};
    auto work = [&] {
        for (std::size_t o = next++; o < tasks; o = next++) {
            const std::size_t i = order[o];
            out[i] = searchSubsets(data, tables[i / aggregates.size()], aggregates[i % aggregates.size()]);
        }
    };
    const int extra = std::max(0, std::min<int>(threads, static_cast<int>(tasks)) - 1);
    std::vector<std::thread> pool;
    for (int i = 0; i < extra; ++i)
        pool.emplace_back(work);
    work();
    for (auto &th : pool)
        th.join();
    return out;
}

} // namespace rl::analysis::jury
