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
/// with a human score, and the centred human ranks and scores.
struct FastTable {
    std::size_t n = 0;
    int k = 0;
    int L = 0;                                 ///< judgeMax − judgeMin
    std::vector<std::vector<std::uint8_t>> v;  ///< [column][item] score − judgeMin
    std::vector<std::int32_t> rank2;           ///< 2 rank(y_i) − (n + 1): centred ranks, doubled (exact integers)
    std::vector<double> yc;                    ///< y_i − ȳ
    std::vector<std::uint64_t> packed;         ///< per item 2³² + 2ρ_i (Counts)
    std::vector<double> colDot;                ///< [column] Σ_i v_ci yc_i (the mean's Pearson numerator is additive)
    double sumYc = 0.0;                        ///< Σ yc_i (0 up to rounding; kept so nothing is assumed)
    double sumRank2Sq = 0.0;                   ///< Σ rank2_i²
    double sumYcSq = 0.0;                      ///< Σ yc_i²
};

/// The fast path's inputs, or false when a score is missing, not an integer or off the scale.
bool makeFastTable(const JuryData &data, const JuryTable &t, FastTable &f)
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
    f.v.assign(f.k, std::vector<std::uint8_t>(f.n));
    for (int c = 0; c < f.k; ++c)
        for (std::size_t i = 0; i < f.n; ++i) {
            const double s = t.score(rows[i], c);
            if (!std::isfinite(s) || s != std::floor(s) || s < data.judgeMin || s > data.judgeMax)
                return false;
            f.v[c][i] = static_cast<std::uint8_t>(s - data.judgeMin);
        }
    std::vector<double> y(f.n);
    for (std::size_t i = 0; i < f.n; ++i)
        y[i] = t.human[rows[i]];
    const std::vector<double> ry = stats::averageRanks(y);
    const double ybar = f.n ? stats::mean(y) : 0.0;
    f.rank2.resize(f.n);
    f.yc.resize(f.n);
    for (std::size_t i = 0; i < f.n; ++i) {
        f.rank2[i] = static_cast<std::int32_t>(2.0 * ry[i]) - static_cast<std::int32_t>(f.n + 1);
        f.packed.push_back((std::uint64_t(1) << 32) + static_cast<std::uint64_t>(2.0 * ry[i]));
        f.yc[i] = y[i] - ybar;
        f.sumYc += f.yc[i];
        f.sumRank2Sq += static_cast<double>(f.rank2[i]) * static_cast<double>(f.rank2[i]);
        f.sumYcSq += f.yc[i] * f.yc[i];
    }
    f.colDot.assign(f.k, 0.0);
    for (int c = 0; c < f.k; ++c)
        for (std::size_t i = 0; i < f.n; ++i)
            f.colDot[c] += static_cast<double>(f.v[c][i]) * f.yc[i];
    return true;
}

/// Per-value accumulators of one subset's aggregate: one 64-bit word per value holding the count in
/// its high half and Σ 2ρ_i (the doubled human ranks, ≤ 2n² < 2³²) in its low half, so that one
/// addition per item (FastTable::packed) gathers both. Four interleaved copies (item i adds to copy
/// i & 3) keep runs of equal values from chaining through one memory cell.
struct Counts {
    static constexpr int kCopies = 4;
    int stride = 0;
    std::vector<std::uint64_t> c;
    explicit Counts(int maxValues) : stride(maxValues), c(kCopies * maxValues) { }
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
void rankSums(const FastTable &f, const Counts &cnt, int nv, std::int64_t &rankNum, double &sxx, double &xsum,
              double &x2sum)
{
    const auto n = static_cast<std::int64_t>(f.n);
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
void finish(const FastTable &f, std::int64_t rankNum, double sxx, double dot, double xsum, double x2sum, double &rho,
            double &r)
{
    const double n = static_cast<double>(f.n);
    const double xbar = xsum / n;
    const double sxr = x2sum - xsum * xbar;       // Σ (x − x̄)², from integers
    const double num = dot - xbar * f.sumYc;      // Σ (x − x̄) yc
    rho = sxx > 0 && f.sumRank2Sq > 0 ? std::clamp(static_cast<double>(rankNum) / std::sqrt(sxx * f.sumRank2Sq), -1.0, 1.0)
                                      : kNaN;
    r = sxr > 0 && f.sumYcSq > 0 ? std::clamp(num / std::sqrt(sxr * f.sumYcSq), -1.0, 1.0) : kNaN;
}

/// One subset of the mean walk: x_i = parent sum + column, stored for the children when `Store`,
/// and added to the value's accumulator.
template <bool Store>
void scatterMean(const FastTable &f, Counts &cnt, const std::uint16_t *par, const std::uint8_t *col, std::uint16_t *ch)
{
    const std::size_t n = f.n;
    std::uint64_t *c0 = cnt.c.data(), *c1 = c0 + cnt.stride, *c2 = c1 + cnt.stride, *c3 = c2 + cnt.stride;
    const std::uint64_t *pk = f.packed.data();
    std::size_t i = 0;
    for (; i + 3 < n; i += 4) {
        const unsigned x0 = par[i] + col[i], x1 = par[i + 1] + col[i + 1], x2 = par[i + 2] + col[i + 2],
                       x3 = par[i + 3] + col[i + 3];
        if constexpr (Store) {
            ch[i] = static_cast<std::uint16_t>(x0);
            ch[i + 1] = static_cast<std::uint16_t>(x1);
            ch[i + 2] = static_cast<std::uint16_t>(x2);
            ch[i + 3] = static_cast<std::uint16_t>(x3);
        }
        c0[x0] += pk[i];
        c1[x1] += pk[i + 1];
        c2[x2] += pk[i + 2];
        c3[x3] += pk[i + 3];
    }
    for (; i < n; ++i) {
        const unsigned x = par[i] + col[i];
        if constexpr (Store)
            ch[i] = static_cast<std::uint16_t>(x);
        c0[x] += pk[i];
    }
}

/// Depth-first walk for the mean: level d holds the integer sums of the current depth-d subset and
/// dots[d] its Σ x_i yc_i (a parent's plus the new column's).
void walkMean(const FastTable &f, SubsetSearch &out, std::vector<std::vector<std::uint16_t>> &acc,
              std::vector<double> &dots, Counts &cnt, int depth, std::uint32_t mask, int first)
{
    const std::size_t n = f.n;
    const int nv = (depth + 1) * f.L + 1;
    for (int j = first; j < f.k; ++j) {
        const std::uint32_t child = mask | (1u << j);
        const std::uint16_t *par = acc[depth].data();
        std::uint16_t *ch = acc[depth + 1].data();
        const std::uint8_t *col = f.v[j].data();
        cnt.clear(nv);
        if (j + 1 < f.k)
            scatterMean<true>(f, cnt, par, col, ch);
        else
            scatterMean<false>(f, cnt, par, col, ch); // a leaf: no child reads its sums
        std::int64_t rankNum;
        double sxx, xsum, x2sum;
        rankSums(f, cnt, nv, rankNum, sxx, xsum, x2sum);
        dots[depth + 1] = dots[depth] + f.colDot[j];
        finish(f, rankNum, sxx, dots[depth + 1], xsum, x2sum, out.rho[child], out.r[child]);
        out.n[child] = static_cast<std::uint32_t>(n);
        if (j + 1 < f.k)
            walkMean(f, out, acc, dots, cnt, depth + 1, child, j + 1);
    }
}

/// One subset of the median walk (see walkMedian): returns Σ_i x_i yc_i of the doubled medians x_i.
template <bool Store>
double scatterMedian(const FastTable &f, Counts &cnt, const std::uint64_t *par, const std::uint8_t *col, std::uint64_t *ch,
                     std::uint64_t kLo, std::uint64_t kHi)
{
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
    const std::uint64_t add[8] = {kOnes, kOnes << 8, kOnes << 16, kOnes << 24, kOnes << 32, kOnes << 40, kOnes << 48, kOnes << 56};
    std::uint64_t *c[4] = {cnt.c.data(), cnt.c.data() + cnt.stride, cnt.c.data() + 2 * cnt.stride, cnt.c.data() + 3 * cnt.stride};
    const std::uint64_t *pk = f.packed.data();
    const double *yc = f.yc.data();
    double dot[4] = {0.0, 0.0, 0.0, 0.0};
    for (std::size_t i = 0; i < f.n; ++i) {
        const std::uint64_t h = par[i] + add[col[i]];
        if constexpr (Store)
            ch[i] = h;
        // (kLo - h) has the high bit of byte v set iff C_v <= lo (bytes 0..a-1): the lowest clear one is byte a
        const std::uint64_t mlo = ~(kLo - h) & kHigh, mhi = ~(kHi - h) & kHigh;
        const unsigned x = static_cast<unsigned>((std::countr_zero(mlo) >> 3) + (std::countr_zero(mhi) >> 3));
        c[i & 3][x] += pk[i];
        dot[i & 3] += static_cast<double>(x) * yc[i];
    }
    return (dot[0] + dot[1]) + (dot[2] + dot[3]);
}

/// Depth-first walk for the median. Level d holds per item the cumulative histogram of the current
/// depth-d subset packed in one word: byte v = members scoring ≤ v (a new member scoring u adds one
/// to bytes u..7). With s members and middle positions lo = ⌊(s − 1)/2⌋, hi = ⌊s/2⌋ (0-based), the
/// middle values are #{v : C_v ≤ lo} and #{v : C_v ≤ hi}: the bytes ≤ lo are the lowest ones, found
/// branch-free by a bytewise subtraction (every byte < 128) and a count of trailing set bytes. The
/// aggregate is 2 × median = their sum ∈ {0..2L}.
void walkMedian(const FastTable &f, SubsetSearch &out, std::vector<std::vector<std::uint64_t>> &cum, Counts &cnt,
                int depth, std::uint32_t mask, int first)
{
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
    const std::size_t n = f.n;
    const int nv = 2 * f.L + 1;
    const int s = depth + 1;
    const std::uint64_t kLo = kOnes * (0x80u | static_cast<unsigned>((s - 1) / 2));
    const std::uint64_t kHi = kOnes * (0x80u | static_cast<unsigned>(s / 2));
    for (int j = first; j < f.k; ++j) {
        const std::uint32_t child = mask | (1u << j);
        const std::uint64_t *par = cum[depth].data();
        std::uint64_t *ch = cum[depth + 1].data();
        const std::uint8_t *col = f.v[j].data();
        cnt.clear(nv);
        const double dot = j + 1 < f.k ? scatterMedian<true>(f, cnt, par, col, ch, kLo, kHi)
                                       : scatterMedian<false>(f, cnt, par, col, ch, kLo, kHi); // a leaf stores nothing
        std::int64_t rankNum;
        double sxx, xsum, x2sum;
        rankSums(f, cnt, nv, rankNum, sxx, xsum, x2sum);
        finish(f, rankNum, sxx, dot, xsum, x2sum, out.rho[child], out.r[child]);
        out.n[child] = static_cast<std::uint32_t>(n);
        if (j + 1 < f.k)
            walkMedian(f, out, cum, cnt, depth + 1, child, j + 1);
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
    out.fastPath = out.k > 0 && makeFastTable(data, t, f) && f.n >= 2;
    if (out.fastPath) {
        Counts cnt(2 * out.k * f.L + 2 * f.L + 1);
        if (aggregate == Aggregate::Mean) {
            std::vector<std::vector<std::uint16_t>> acc(out.k + 1, std::vector<std::uint16_t>(f.n, 0));
            std::vector<double> dots(out.k + 1, 0.0);
            walkMean(f, out, acc, dots, cnt, 0, 0, 0);
        } else {
            std::vector<std::vector<std::uint64_t>> cum(out.k + 1, std::vector<std::uint64_t>(f.n, 0));
            walkMedian(f, out, cum, cnt, 0, 0, 0);
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
