// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/plurality.h"

#include "engine/agreement/summation.h"
#include "engine/stats/distributions.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rl::agreement {

namespace {

__extension__ typedef unsigned __int128 UInt128;

template <typename F>
void forEachUnit(std::size_t itemCount, std::span<const int> units, F &&f)
{
    if (units.empty()) {
        for (std::size_t j = 0; j < itemCount; ++j)
            f(j);
    } else {
        for (int j : units) {
            if (j >= 0 && static_cast<std::size_t>(j) < itemCount)
                f(static_cast<std::size_t>(j));
        }
    }
}

/// The label of each distinct value of `humans` (an index of values()), or -1 when the value is not a label
/// index 0..K-1. Values are sorted, so the labels of an item's valueCounts() come in ascending order.
std::vector<std::int32_t> labelOfValue(const ItemRatings &humans, std::size_t labelCount)
{
    const std::span<const double> values = humans.values();
    std::vector<std::int32_t> out(values.size(), -1);
    for (std::size_t v = 0; v < values.size(); ++v) {
        const double x = values[v];
        if (detail::isInteger(x) && x >= 0 && x < static_cast<double>(labelCount))
            out[v] = static_cast<std::int32_t>(x);
    }
    return out;
}

/// The label of an answer, or -1 when it is not one of 0..K-1 (NaN must be handled before).
std::int32_t answerLabel(double a, std::size_t labelCount)
{
    return detail::isInteger(a) && a >= 0 && a < static_cast<double>(labelCount) ? static_cast<std::int32_t>(a) : -1;
}

/// One unit's label counts: the largest count M, how many labels have M and how many M - 1, the number m of
/// labels. O(distinct values of the unit).
struct UnitCounts {
    std::int64_t m = 0;
    std::int32_t max = 0;
    std::int32_t atMax = 0;
    std::int32_t belowMax = 0; ///< labels with count max - 1 (max >= 2 only)
};

UnitCounts unitCounts(const ItemRatings &humans, const std::vector<std::int32_t> &labelOf, std::size_t j)
{
    UnitCounts u;
    for (const ValueCount &vc : humans.valueCounts(j)) {
        if (labelOf[static_cast<std::size_t>(vc.value)] < 0)
            continue;
        u.m += vc.count;
        if (vc.count > u.max) {
            u.belowMax = vc.count == u.max + 1 ? u.atMax : 0;
            u.max = vc.count;
            u.atMax = 1;
        } else if (vc.count == u.max) {
            ++u.atMax;
        } else if (vc.count == u.max - 1) {
            ++u.belowMax;
        }
    }
    return u;
}

} // namespace

// ---- CreditTally --------------------------------------------------------------------------------

double CreditTally::sum() const
{
    long double s = 0.0L;
    for (std::size_t t = 1; t < byTie.size(); ++t)
        s += static_cast<long double>(byTie[t]) / static_cast<long double>(t);
    return static_cast<double>(s);
}

double CreditTally::share() const
{
    if (n == 0)
        return detail::kNaN;
    long double s = 0.0L;
    for (std::size_t t = 1; t < byTie.size(); ++t)
        s += static_cast<long double>(byTie[t]) / static_cast<long double>(t);
    return static_cast<double>(s / static_cast<long double>(n));
}

void CreditTally::add(std::size_t tieSize, std::uint64_t count)
{
    if (tieSize == 0)
        return;
    if (byTie.size() <= tieSize)
        byTie.resize(tieSize + 1, 0);
    byTie[tieSize] += count;
}

int compareShares(const CreditTally &a, const CreditTally &b)
{
    // sum_t c_t / t = (sum_t c_t L / t) / L for L = lcm of the tie sizes that occur; then
    // A / (L n_a) <=> B / (L n_b) as A n_b <=> B n_a.
    const std::size_t T = std::max(a.byTie.size(), b.byTie.size());
    auto at = [](const CreditTally &c, std::size_t t) -> std::uint64_t { return t < c.byTie.size() ? c.byTie[t] : 0; };
    UInt128 L = 1;
    bool overflow = false;
    for (std::size_t t = 2; t < T && !overflow; ++t) {
        if (at(a, t) == 0 && at(b, t) == 0)
            continue;
        const UInt128 g = std::gcd(static_cast<std::uint64_t>(L % t), static_cast<std::uint64_t>(t));
        overflow = __builtin_mul_overflow(L, static_cast<UInt128>(t) / g, &L);
    }
    auto numerator = [&](const CreditTally &c, UInt128 &out) {
        out = 0;
        for (std::size_t t = 1; t < c.byTie.size(); ++t) {
            UInt128 term;
            if (__builtin_mul_overflow(static_cast<UInt128>(c.byTie[t]), L / t, &term)
                || __builtin_add_overflow(out, term, &out))
                return false;
        }
        return true;
    };
    UInt128 A = 0, B = 0, lhs = 0, rhs = 0;
    if (!overflow && numerator(a, A) && numerator(b, B) && !__builtin_mul_overflow(A, static_cast<UInt128>(b.n), &lhs)
        && !__builtin_mul_overflow(B, static_cast<UInt128>(a.n), &rhs))
        return lhs < rhs ? -1 : (lhs > rhs ? 1 : 0);
    // Beyond 128 bits (tie sizes with a huge lcm and ~2^64 credits): long double.
    long double sa = 0.0L, sb = 0.0L;
    for (std::size_t t = 1; t < T; ++t) {
        sa += static_cast<long double>(at(a, t)) / static_cast<long double>(t);
        sb += static_cast<long double>(at(b, t)) / static_cast<long double>(t);
    }
    const long double l = sa * static_cast<long double>(b.n), r = sb * static_cast<long double>(a.n);
    return l < r ? -1 : (l > r ? 1 : 0);
}

// ---- Plurality ----------------------------------------------------------------------------------

Plurality plurality(const ItemRatings &humans, std::size_t labelCount)
{
    Plurality p;
    p.labelCount = labelCount;
    const std::size_t I = humans.itemCount();
    const std::vector<std::int32_t> labelOf = labelOfValue(humans, labelCount);
    p.offsets.assign(I + 1, 0);
    p.labels.reserve(I);
    for (std::size_t j = 0; j < I; ++j) {
        std::int32_t max = 0;
        for (const ValueCount &vc : humans.valueCounts(j))
            if (labelOf[static_cast<std::size_t>(vc.value)] >= 0)
                max = std::max(max, vc.count);
        if (max > 0) {
            for (const ValueCount &vc : humans.valueCounts(j)) {
                const std::int32_t label = labelOf[static_cast<std::size_t>(vc.value)];
                if (label >= 0 && vc.count == max)
                    p.labels.push_back(label);
            }
        }
        p.offsets[j + 1] = static_cast<std::uint32_t>(p.labels.size());
    }
    return p;
}

// ---- Fleiss' kappa ------------------------------------------------------------------------------

const char *fleissStatusName(FleissStatus s)
{
    switch (s) {
    case FleissStatus::Ok:
        return "ok";
    case FleissStatus::UnequalRaters:
        return "unequal_raters";
    case FleissStatus::TooFewRaters:
        return "too_few_raters";
    case FleissStatus::NoItems:
        return "no_items";
    case FleissStatus::NoExpectedAgreementGap:
        return "single_label";
    }
    return "?";
}

FleissResult fleissKappa(const ItemRatings &humans, std::size_t labelCount, std::span<const int> units)
{
    FleissResult r;
    const std::vector<std::int32_t> labelOf = labelOfValue(humans, labelCount);
    std::vector<std::uint64_t> column(labelCount, 0); // sum_j n_jk
    std::uint64_t sumSquares = 0;                     // sum_j sum_k n_jk^2
    std::int64_t m = -1;
    bool unequal = false;
    forEachUnit(humans.itemCount(), units, [&](std::size_t j) {
        std::int64_t mj = 0;
        for (const ValueCount &vc : humans.valueCounts(j)) {
            const std::int32_t label = labelOf[static_cast<std::size_t>(vc.value)];
            if (label < 0)
                continue;
            mj += vc.count;
            column[static_cast<std::size_t>(label)] += static_cast<std::uint64_t>(vc.count);
            sumSquares += static_cast<std::uint64_t>(vc.count) * static_cast<std::uint64_t>(vc.count);
        }
        if (mj == 0)
            return;
        ++r.nItems;
        if (m < 0)
            m = mj;
        else if (mj != m)
            unequal = true;
    });
    if (r.nItems == 0) {
        r.status = FleissStatus::NoItems;
        return r;
    }
    if (unequal) {
        r.status = FleissStatus::UnequalRaters;
        return r;
    }
    r.raters = static_cast<std::size_t>(m);
    if (m < 2) {
        r.status = FleissStatus::TooFewRaters;
        return r;
    }
    const auto N = static_cast<double>(r.nItems);
    const auto md = static_cast<double>(m);
    const double Nm = N * md;
    // P = mean_j (sum_k n_jk^2 - m) / (m (m - 1)); the numerator summed exactly.
    r.pObserved = static_cast<double>(sumSquares - static_cast<std::uint64_t>(r.nItems) * static_cast<std::uint64_t>(m))
            / (md * (md - 1.0) * N);
    long double sumColumnSq = 0.0L, spq = 0.0L, spqqp = 0.0L;
    for (std::size_t k = 0; k < labelCount; ++k) {
        const auto c = static_cast<long double>(column[k]);
        sumColumnSq += c * c;
        const long double pk = c / static_cast<long double>(Nm), qk = 1.0L - pk;
        spq += pk * qk;
        spqqp += pk * qk * (qk - pk);
    }
    r.pExpected = static_cast<double>(sumColumnSq / (static_cast<long double>(Nm) * static_cast<long double>(Nm)));
    if (r.pExpected == 1.0) {
        r.status = FleissStatus::NoExpectedAgreementGap;
        return r;
    }
    r.kappa = (r.pObserved - r.pExpected) / (1.0 - r.pExpected);
    // Fleiss, Nee & Landis (1979) as irr: var = 2 / ((sum pq)^2 N m (m - 1)) ((sum pq)^2 - sum pq (q - p)).
    const double s = static_cast<double>(spq);
    const double var = 2.0 / (s * s * Nm * (md - 1.0)) * (s * s - static_cast<double>(spqqp));
    r.z = r.kappa / std::sqrt(var);
    r.p = 2.0 * (1.0 - stats::pnorm(std::fabs(r.z)));
    r.status = FleissStatus::Ok;
    return r;
}

// ---- The humans ---------------------------------------------------------------------------------

CategoricalHumanResult categoricalHumans(const ItemRatings &humans, std::size_t labelCount, AlphaLevel level,
                                         std::span<const int> units)
{
    CategoricalHumanResult r;
    const std::vector<std::int32_t> labelOf = labelOfValue(humans, labelCount);
    r.labelCounts.assign(labelCount, 0);
    std::vector<std::uint64_t> saAgree(labelCount, 0), saPairs(labelCount, 0);
    r.loo.byTie.assign(labelCount + 1, 0);
    forEachUnit(humans.itemCount(), units, [&](std::size_t j) {
        ++r.nItems;
        const UnitCounts u = unitCounts(humans, labelOf, j);
        r.nRatings += static_cast<std::size_t>(u.m);
        for (const ValueCount &vc : humans.valueCounts(j)) {
            const std::int32_t label = labelOf[static_cast<std::size_t>(vc.value)];
            if (label < 0)
                continue;
            const auto k = static_cast<std::size_t>(label);
            const auto n = static_cast<std::uint64_t>(vc.count);
            r.labelCounts[k] += n;
            if (u.m >= 2) {
                saAgree[k] += n * (n - 1);
                saPairs[k] += n * static_cast<std::uint64_t>(u.m - 1);
            }
        }
        if (u.m < 2)
            return;
        ++r.nItemsPairable;
        // Leaving out one label y: the others' plurality holds y only when y was the unique plurality
        // (count M), and then ties it (at M - 1) with the labels of count M - 1; M >= 2 there since m >= 2.
        r.loo.n += static_cast<std::size_t>(u.m);
        if (u.atMax == 1)
            r.loo.add(1 + static_cast<std::size_t>(u.belowMax), static_cast<std::uint64_t>(u.max));
    });
    r.specificAgreement.assign(labelCount, detail::kNaN);
    for (std::size_t k = 0; k < labelCount; ++k)
        if (saPairs[k] > 0)
            r.specificAgreement[k] = static_cast<double>(saAgree[k]) / static_cast<double>(saPairs[k]);
    r.alpha = krippendorffAlpha(humans, level, units);
    r.fleiss = fleissKappa(humans, labelCount, units);
    return r;
}

// ---- A model against the plurality --------------------------------------------------------------

namespace {

void finishConfusion(PluralityConfusion &c, const std::vector<std::uint64_t> &byTie, const CreditTally &agreement)
{
    const std::size_t K = c.classCount, W = K + 1;
    c.counts.assign(K * W, 0.0);
    for (std::size_t cell = 0; cell < K * W; ++cell) {
        long double s = 0.0L;
        for (std::size_t t = 1; t <= K; ++t)
            s += static_cast<long double>(byTie[t * K * W + cell]) / static_cast<long double>(t);
        c.counts[cell] = static_cast<double>(s);
    }
    c.n = static_cast<double>(agreement.n);
    c.precision.assign(K, 0.0);
    c.recall.assign(K, 0.0);
    c.f1.assign(K, 0.0);
    c.support.assign(K, 0.0);
    if (agreement.n == 0)
        return;
    c.accuracy = agreement.share(); // = trace / n, from the exact credits
    std::vector<double> column(K, 0.0);
    for (std::size_t row = 0; row < K; ++row)
        for (std::size_t col = 0; col < W; ++col) {
            c.support[row] += c.at(row, col);
            if (col < K)
                column[col] += c.at(row, col);
        }
    long double pe = 0.0L, f1 = 0.0L;
    for (std::size_t k = 0; k < K; ++k) {
        pe += static_cast<long double>(c.support[k] / c.n) * static_cast<long double>(column[k] / c.n);
        const double tp = c.at(k, k);
        c.precision[k] = column[k] > 0 ? tp / column[k] : 0.0;
        c.recall[k] = c.support[k] > 0 ? tp / c.support[k] : 0.0;
        const double pr = c.precision[k] + c.recall[k];
        c.f1[k] = pr > 0 ? 2.0 * c.precision[k] * c.recall[k] / pr : 0.0;
        f1 += c.f1[k];
    }
    c.pExpected = static_cast<double>(pe);
    if (c.pExpected != 1.0)
        c.kappa = (c.accuracy - c.pExpected) / (1.0 - c.pExpected);
    c.macroF1 = K > 0 ? static_cast<double>(f1 / static_cast<long double>(K)) : detail::kNaN;
}

} // namespace

PluralityAgreementResult pluralityAgreement(const ItemRatings &humans, const Plurality &plurality,
                                            std::span<const double> answers, const AlphaResult &base,
                                            AlphaLevel level, std::span<const int> units)
{
    PluralityAgreementResult r;
    const std::size_t K = plurality.labelCount, W = K + 1;
    const std::size_t I = std::min(humans.itemCount(), plurality.offsets.empty() ? 0 : plurality.offsets.size() - 1);
    r.agreement.byTie.assign(K + 1, 0);
    // Confusion cells counted by tie size: byTie[(t * K + row) * W + column] = items of tie size t.
    std::vector<std::uint64_t> byTie((K + 1) * K * W, 0);
    std::vector<double> extra(humans.itemCount(), detail::kNaN); // the model as a rater, valid answers only
    forEachUnit(I, units, [&](std::size_t j) {
        const std::span<const std::int32_t> tied = plurality.of(j);
        if (tied.empty())
            return;
        const double a = j < answers.size() ? answers[j] : detail::kNaN;
        if (std::isnan(a)) {
            ++r.nMissing;
            return;
        }
        ++r.nItems;
        ++r.agreement.n;
        const std::int32_t label = answerLabel(a, K);
        const std::size_t column = label < 0 ? K : static_cast<std::size_t>(label);
        const std::size_t t = tied.size();
        if (label < 0)
            ++r.nInvalid;
        else
            extra[j] = static_cast<double>(label);
        for (std::int32_t row : tied) {
            ++byTie[(t * K + static_cast<std::size_t>(row)) * W + column];
            if (row == label)
                r.agreement.add(t);
        }
    });
    r.confusion.classCount = K;
    finishConfusion(r.confusion, byTie, r.agreement);
    r.alpha = deltaAlpha(humans, base.level == level ? base : krippendorffAlpha(humans, level, units), extra, units);
    return r;
}

} // namespace rl::agreement
