// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/subsetsearch.h"

#include "engine/stats/descriptive.h"

#include <algorithm>
#include <atomic>
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
    std::vector<std::int64_t> rank2;           ///< 2 rank(y_i) − (n + 1): centred ranks, doubled (exact integers)
    std::vector<double> yc;                    ///< y_i − ȳ
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
        f.rank2[i] = static_cast<std::int64_t>(2.0 * ry[i]) - static_cast<std::int64_t>(f.n + 1);
        f.yc[i] = y[i] - ybar;
        f.sumRank2Sq += static_cast<double>(f.rank2[i]) * static_cast<double>(f.rank2[i]);
        f.sumYcSq += f.yc[i] * f.yc[i];
    }
    return true;
}

/// Per-value accumulators of one subset's aggregate (values 0..nv−1).
struct Bins {
    std::vector<std::uint32_t> count;
    std::vector<std::int64_t> w;  ///< Σ rank2 of the items at the value
    std::vector<double> y;        ///< Σ yc of the items at the value
    explicit Bins(int nv) : count(nv), w(nv), y(nv) { }
    void clear(int nv)
    {
        std::fill_n(count.begin(), nv, 0u);
        std::fill_n(w.begin(), nv, 0);
        std::fill_n(y.begin(), nv, 0.0);
    }
};

/// ρ and r of an aggregate from its bins (see the header's formulas; ranks doubled and centred).
void finish(const FastTable &f, const Bins &b, int nv, double &rho, double &r)
{
    const auto n = static_cast<std::int64_t>(f.n);
    std::int64_t cum = 0, xsum = 0;
    double num = 0.0, sxx = 0.0;
    for (int v = 0; v < nv; ++v) {
        const std::int64_t c = b.count[v];
        if (!c)
            continue;
        // doubled centred average rank: 2 (cum + (c + 1)/2) − (n + 1)
        const auto rv = static_cast<double>(2 * cum + c + 1 - (n + 1));
        num += rv * static_cast<double>(b.w[v]);
        sxx += static_cast<double>(c) * rv * rv;
        cum += c;
        xsum += c * v;
    }
    const double xbar = static_cast<double>(xsum) / static_cast<double>(n);
    double numr = 0.0, sxr = 0.0;
    for (int v = 0; v < nv; ++v) {
        if (!b.count[v])
            continue;
        const double d = static_cast<double>(v) - xbar;
        numr += d * b.y[v];
        sxr += static_cast<double>(b.count[v]) * d * d;
    }
    rho = sxx > 0 && f.sumRank2Sq > 0 ? std::clamp(num / std::sqrt(sxx * f.sumRank2Sq), -1.0, 1.0) : kNaN;
    r = sxr > 0 && f.sumYcSq > 0 ? std::clamp(numr / std::sqrt(sxr * f.sumYcSq), -1.0, 1.0) : kNaN;
}

/// Depth-first walk for the mean: level d holds the integer sums of the current depth-d subset.
void walkMean(const FastTable &f, SubsetSearch &out, std::vector<std::vector<std::uint16_t>> &acc, Bins &bins,
              int depth, std::uint32_t mask, int first)
{
    const std::size_t n = f.n;
    const int nv = (depth + 1) * f.L + 1;
    for (int j = first; j < f.k; ++j) {
        const std::uint32_t child = mask | (1u << j);
        const std::uint16_t *par = acc[depth].data();
        std::uint16_t *ch = acc[depth + 1].data();
        const std::uint8_t *col = f.v[j].data();
        bins.clear(nv);
        std::uint32_t *cnt = bins.count.data();
        std::int64_t *w = bins.w.data();
        double *y = bins.y.data();
        for (std::size_t i = 0; i < n; ++i) {
            const unsigned x = par[i] + col[i];
            ch[i] = static_cast<std::uint16_t>(x);
            ++cnt[x];
            w[x] += f.rank2[i];
            y[x] += f.yc[i];
        }
        finish(f, bins, nv, out.rho[child], out.r[child]);
        out.n[child] = static_cast<std::uint32_t>(n);
        if (j + 1 < f.k)
            walkMean(f, out, acc, bins, depth + 1, child, j + 1);
    }
}

/// Depth-first walk for the median: level d holds per item the packed histogram (byte v = members
/// scoring v) of the current depth-d subset; the aggregate is 2 × median ∈ {0..2L}.
void walkMedian(const FastTable &f, SubsetSearch &out, std::vector<std::vector<std::uint64_t>> &hist, Bins &bins,
                std::vector<std::uint8_t> &x2, int depth, std::uint32_t mask, int first)
{
    const std::size_t n = f.n;
    const int nv = 2 * f.L + 1;
    const int s = depth + 1;
    const int lo = (s - 1) / 2, hi = s / 2; // 0-based positions of the middle values
    for (int j = first; j < f.k; ++j) {
        const std::uint32_t child = mask | (1u << j);
        const std::uint64_t *par = hist[depth].data();
        std::uint64_t *ch = hist[depth + 1].data();
        const std::uint8_t *col = f.v[j].data();
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint64_t h = par[i] + (std::uint64_t(1) << (8 * col[i]));
            ch[i] = h;
            int cum = 0, a = -1, b = -1;
            for (int v = 0; b < 0; ++v) {
                cum += static_cast<int>((h >> (8 * v)) & 0xffu);
                if (a < 0 && cum > lo)
                    a = v;
                if (cum > hi)
                    b = v;
            }
            x2[i] = static_cast<std::uint8_t>(a + b);
        }
        bins.clear(nv);
        std::uint32_t *cnt = bins.count.data();
        std::int64_t *w = bins.w.data();
        double *y = bins.y.data();
        for (std::size_t i = 0; i < n; ++i) {
            const unsigned x = x2[i];
            ++cnt[x];
            w[x] += f.rank2[i];
            y[x] += f.yc[i];
        }
        finish(f, bins, nv, out.rho[child], out.r[child]);
        out.n[child] = static_cast<std::uint32_t>(n);
        if (j + 1 < f.k)
            walkMedian(f, out, hist, bins, x2, depth + 1, child, j + 1);
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
        Bins bins(2 * out.k * f.L + 2 * f.L + 1);
        if (aggregate == Aggregate::Mean) {
            std::vector<std::vector<std::uint16_t>> acc(out.k + 1, std::vector<std::uint16_t>(f.n, 0));
            walkMean(f, out, acc, bins, 0, 0, 0);
        } else {
            std::vector<std::vector<std::uint64_t>> hist(out.k + 1, std::vector<std::uint64_t>(f.n, 0));
            std::vector<std::uint8_t> x2(f.n);
            walkMedian(f, out, hist, bins, x2, 0, 0, 0);
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
    std::atomic<std::size_t> next {0};
    auto work = [&] {
        for (std::size_t i = next++; i < tasks; i = next++)
            out[i] = searchSubsets(data, tables[i / aggregates.size()], aggregates[i % aggregates.size()]);
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
