// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/jurystats.h"

#include "engine/stats/correlation.h"
#include "engine/stats/descriptive.h"
#include "engine/stats/random.h"
#include "engine/stats/weightedranks.h"

#include <algorithm>
#include <cassert>

namespace rl::analysis::jury {

const char *aggregateName(Aggregate a) { return a == Aggregate::Median ? "median" : "mean"; }

bool parseAggregate(const std::string &s, Aggregate &out)
{
    if (s == "mean")
        out = Aggregate::Mean;
    else if (s == "median")
        out = Aggregate::Median;
    else
        return false;
    return true;
}

namespace {

void completePairs(std::span<const double> x, std::span<const double> y, std::vector<double> &cx, std::vector<double> &cy)
{
    assert(x.size() == y.size());
    cx.clear();
    cy.clear();
    for (std::size_t i = 0; i < x.size(); ++i)
        if (std::isfinite(x[i]) && std::isfinite(y[i])) {
            cx.push_back(x[i]);
            cy.push_back(y[i]);
        }
}

double rhoComplete(std::span<const double> x, std::span<const double> y)
{
    if (x.size() < 2)
        return kNaN;
    const stats::SpearmanResult s = stats::spearman(x, y);
    return s.ok() ? s.rho : kNaN;
}

std::vector<double> type7(std::vector<double> v)
{
    v.erase(std::remove_if(v.begin(), v.end(), [](double d) { return std::isnan(d); }), v.end());
    if (v.empty())
        return {kNaN, kNaN};
    const double probs[] = {0.025, 0.975};
    return stats::quantiles(v, probs);
}

} // namespace

Agreement agreement(std::span<const double> x, std::span<const double> human)
{
    std::vector<double> cx, cy;
    completePairs(x, human, cx, cy);
    Agreement a;
    a.n = cx.size();
    a.rho = rhoComplete(cx, cy);
    a.r = cx.size() >= 2 ? stats::pearsonR(cx, cy) : kNaN;
    return a;
}

double spearmanRho(std::span<const double> x, std::span<const double> y)
{
    std::vector<double> cx, cy;
    completePairs(x, y, cx, cy);
    return rhoComplete(cx, cy);
}

std::vector<double> aggregateColumns(const JuryTable &t, std::span<const int> cols, Aggregate a)
{
    const std::size_t n = t.rowCount();
    std::vector<double> out(n, kNaN);
    std::vector<double> v(cols.size());
    for (std::size_t row = 0; row < n; ++row) {
        bool complete = !cols.empty();
        for (std::size_t m = 0; m < cols.size() && complete; ++m) {
            v[m] = t.score(row, static_cast<std::size_t>(cols[m]));
            complete = std::isfinite(v[m]);
        }
        if (!complete)
            continue;
        if (a == Aggregate::Mean) {
            double s = 0.0;
            for (double d : v)
                s += d;
            out[row] = s / static_cast<double>(v.size());
        } else {
            std::sort(v.begin(), v.end());
            const std::size_t k = v.size();
            out[row] = k % 2 ? v[k / 2] : (v[k / 2 - 1] + v[k / 2]) / 2.0;
        }
    }
    return out;
}

std::vector<std::vector<int>> bootstrapResamples(std::size_t n, std::size_t B, std::uint64_t seed)
{
    stats::Rng rng(seed);
    std::vector<std::vector<int>> out(B, std::vector<int>(n));
    for (auto &r : out)
        for (auto &i : r)
            i = static_cast<int>(rng.below(n));
    return out;
}

namespace {

PairedBootstrap pairedOn(std::span<const double> a, std::span<const double> b, std::span<const double> human,
                         const std::vector<std::vector<int>> *fixed, std::size_t B, std::uint64_t seed)
{
    PairedBootstrap res;
    std::vector<double> ca, cb, ch;
    for (std::size_t i = 0; i < human.size(); ++i)
        if (std::isfinite(a[i]) && std::isfinite(b[i]) && std::isfinite(human[i])) {
            ca.push_back(a[i]);
            cb.push_back(b[i]);
            ch.push_back(human[i]);
        }
    res.n = ch.size();
    res.rhoA = rhoComplete(ca, ch);
    res.rhoB = rhoComplete(cb, ch);
    res.delta = res.rhoA - res.rhoB;
    if (res.n < 2)
        return res;
    stats::Rng rng(seed);
    res.seed = fixed ? 0 : seed;
    res.B = fixed ? fixed->size() : B;
    const stats::TieGroups ga(ca), gb(cb), gh(ch);
    std::vector<double> ra(res.n), rb(res.n), rh(res.n);
    std::vector<int> w(res.n);
    res.deltas.reserve(res.B);
    for (std::size_t bIdx = 0; bIdx < res.B; ++bIdx) {
        std::fill(w.begin(), w.end(), 0);
        if (fixed) {
            const auto &f = (*fixed)[bIdx];
            assert(f.size() == res.n);
            for (int i : f)
                ++w[i];
        } else {
            for (std::size_t i = 0; i < res.n; ++i)
                ++w[rng.below(res.n)];
        }
        ga.ranks(w, ra);
        gb.ranks(w, rb);
        gh.ranks(w, rh);
        res.deltas.push_back(stats::weightedSpearman(w, ra, rh, res.n) - stats::weightedSpearman(w, rb, rh, res.n));
    }
    std::vector<double> valid;
    std::size_t le = 0, ge = 0;
    for (double d : res.deltas)
        if (!std::isnan(d)) {
            valid.push_back(d);
            le += d <= 0.0;
            ge += d >= 0.0;
        }
    res.validB = valid.size();
    if (valid.empty())
        return res;
    const auto q = type7(valid);
    res.ciLow = q[0];
    res.ciHigh = q[1];
    const double m = static_cast<double>(valid.size());
    res.p = std::min(1.0, 2.0 * std::min(static_cast<double>(le) / m, static_cast<double>(ge) / m));
    res.deltaMean = stats::mean(valid);
    res.deltaSd = valid.size() >= 2 ? stats::sd(valid) : kNaN;
    return res;
}

} // namespace

PairedBootstrap pairedBootstrap(std::span<const double> a, std::span<const double> b, std::span<const double> human,
                                std::size_t B, std::uint64_t seed)
{
    return pairedOn(a, b, human, nullptr, B, seed);
}

PairedBootstrap pairedBootstrap(std::span<const double> a, std::span<const double> b, std::span<const double> human,
                                const std::vector<std::vector<int>> &resamples)
{
    return pairedOn(a, b, human, &resamples, resamples.size(), 0);
}

RhoInterval bootstrapRho(std::span<const double> x, std::span<const double> human, std::size_t B, std::uint64_t seed)
{
    RhoInterval out;
    std::vector<double> cx, cy;
    completePairs(x, human, cx, cy);
    out.n = cx.size();
    out.rho = rhoComplete(cx, cy);
    if (out.n < 2 || B == 0)
        return out;
    stats::Rng rng(seed);
    const stats::TieGroups gx(cx), gy(cy);
    std::vector<double> rx(out.n), ry(out.n), rhos;
    std::vector<int> w(out.n);
    rhos.reserve(B);
    for (std::size_t b = 0; b < B; ++b) {
        std::fill(w.begin(), w.end(), 0);
        for (std::size_t i = 0; i < out.n; ++i)
            ++w[rng.below(out.n)];
        gx.ranks(w, rx);
        gy.ranks(w, ry);
        rhos.push_back(stats::weightedSpearman(w, rx, ry, out.n));
    }
    const auto q = type7(rhos);
    out.ciLow = q[0];
    out.ciHigh = q[1];
    return out;
}

} // namespace rl::analysis::jury
