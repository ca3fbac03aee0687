// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/compare/comparison.h"

#include "engine/agreement/blandaltman.h"
#include "engine/agreement/confusion.h"
#include "engine/agreement/krippendorff.h"
#include "engine/agreement/zscore.h"
#include "engine/analysis/ratingdata.h"
#include "engine/stats/correlation.h"
#include "engine/stats/descriptive.h"
#include "engine/stats/multiplicity.h"
#include "engine/stats/random.h"
#include "engine/stats/weightedranks.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

namespace rl::analysis::compare {

const char *statisticName(Statistic s)
{
    switch (s) {
    case Statistic::PearsonR: return "pearson_r";
    case Statistic::SpearmanRho: return "spearman_rho";
    case Statistic::Bias: return "ba_bias";
    case Statistic::LoaLow: return "ba_loa_low";
    case Statistic::LoaHigh: return "ba_loa_high";
    case Statistic::DeltaAlpha: return "delta_alpha";
    case Statistic::W1sd: return "w1sd";
    case Statistic::Accuracy: return "accuracy";
    case Statistic::Kappa: return "kappa";
    case Statistic::MacroF1: return "macro_f1";
    }
    return "pearson_r";
}

bool isClassification(Statistic s)
{
    return s == Statistic::Accuracy || s == Statistic::Kappa || s == Statistic::MacroF1;
}

const char *ciMethodName(CiMethod m)
{
    switch (m) {
    case CiMethod::None: return "none";
    case CiMethod::FisherZ: return "fisher_z";
    case CiMethod::BlandAltman: return "bland_altman";
    case CiMethod::Bootstrap: return "bootstrap_percentile";
    }
    return "none";
}

const char *testKindName(TestKind k)
{
    switch (k) {
    case TestKind::WilliamsT: return "williams_t";
    case TestKind::PairedT: return "paired_t";
    case TestKind::PairedBootstrap: return "paired_bootstrap";
    case TestKind::McNemarExact: return "mcnemar_exact";
    case TestKind::McNemarChiSq: return "mcnemar_chisq";
    }
    return "williams_t";
}

const Estimate *Comparison::find(std::size_t condition, std::size_t dimension, std::size_t group, Statistic s) const
{
    for (const Estimate &e : estimates)
        if (e.condition == condition && e.dimension == dimension && e.group == group && e.statistic == s)
            return &e;
    return nullptr;
}

double intervalAlphaWeighted(std::span<const int> w, std::span<const double> m, std::span<const double> S,
                             std::span<const double> Q, std::span<const double> C)
{
    double n = 0.0, s1 = 0.0, s2 = 0.0, observed = 0.0;
    for (std::size_t u = 0; u < w.size(); ++u) {
        if (!w[u] || m[u] < 2.0)
            continue;
        const double wu = w[u];
        n += wu * m[u];
        s1 += wu * S[u];
        s2 += wu * Q[u];
        observed += wu * 2.0 * m[u] * C[u] / (m[u] - 1.0);
    }
    const double expected = 2.0 * (n * s2 - s1 * s1);
    if (n < 2.0 || !(expected > 0.0))
        return kNaN;
    return 1.0 - (n - 1.0) * observed / expected;
}

namespace {

std::array<double, 2> percentile(std::span<const double> v, double confLevel, std::size_t &valid)
{
    std::vector<double> f;
    f.reserve(v.size());
    for (double d : v)
        if (std::isfinite(d))
            f.push_back(d);
    valid = f.size();
    if (f.empty())
        return {kNaN, kNaN};
    const double probs[] = {(1.0 - confLevel) / 2.0, 1.0 - (1.0 - confLevel) / 2.0};
    const auto q = stats::quantiles(f, probs);
    return {q[0], q[1]};
}

/// Builds a comparison cell by cell; owns the generator so the draw order is the documented one.
class Builder {
public:
    Builder(const detail::RatingData &d, const CompareOptions &o, std::vector<std::size_t> chosen, Comparison &out)
        : m_d(d), m_o(o), m_chosen(std::move(chosen)), m_out(out), m_rng(o.seed)
    {
    }

    void numericCell(std::size_t dd, std::size_t dimOut, std::size_t g, const std::vector<int> &items);
    /// `cat` < 0: the classified dimension against the items' true labels; otherwise categorical dimension
    /// d.catDims[cat] against the items' human plurality (items with a single plurality label only).
    void classificationCell(std::size_t dimOut, std::size_t g, const std::vector<int> &items, int cat = -1);
    const Progress *progress = nullptr;

private:
    void drawWeights(std::vector<int> &w)
    {
        std::fill(w.begin(), w.end(), 0);
        const std::size_t n = w.size();
        for (std::size_t i = 0; i < n; ++i)
            ++w[m_rng.below(n)];
    }
    void estimate(std::size_t c, std::size_t dimOut, std::size_t g, Statistic s, std::size_t n, double v, double lo,
                  double hi, CiMethod ci, std::size_t validB = 0)
    {
        Estimate e;
        e.condition = c;
        e.dimension = dimOut;
        e.group = g;
        e.statistic = s;
        e.n = n;
        e.value = v;
        e.ciLow = lo;
        e.ciHigh = hi;
        e.ci = ci;
        e.validB = validB;
        m_out.estimates.push_back(e);
    }
    PairedComparison pair(std::size_t a, std::size_t b, std::size_t dimOut, std::size_t g, Statistic s, TestKind k,
                          std::size_t n, double ea, double eb) const
    {
        PairedComparison t;
        t.a = a;
        t.b = b;
        t.dimension = dimOut;
        t.group = g;
        t.statistic = s;
        t.test = k;
        t.n = n;
        t.estimateA = ea;
        t.estimateB = eb;
        t.delta = ea - eb;
        return t;
    }
    /// Percentile CI and sign p of the paired differences of two replicate vectors.
    BootstrapSummary paired(const std::vector<double> &ra, const std::vector<double> &rb) const
    {
        std::vector<double> delta(ra.size());
        for (std::size_t i = 0; i < ra.size(); ++i)
            delta[i] = ra[i] - rb[i];
        return summarizeDifferences(delta, m_o.confLevel);
    }
    void bootstrapCi(const std::vector<std::vector<double>> &reps, std::size_t dimOut, std::size_t g, Statistic s,
                     std::size_t n, const std::vector<double> &values)
    {
        for (std::size_t c = 0; c < reps.size(); ++c) {
            std::size_t valid = 0;
            const auto ci = percentile(reps[c], m_o.confLevel, valid);
            estimate(c, dimOut, g, s, n, values[c], ci[0], ci[1], CiMethod::Bootstrap, valid);
        }
    }

    const detail::RatingData &m_d;
    const CompareOptions &m_o;
    std::vector<std::size_t> m_chosen;
    Comparison &m_out;
    stats::Rng m_rng;
};

void Builder::numericCell(std::size_t dd, std::size_t dimOut, std::size_t g, const std::vector<int> &items)
{
    const auto &humans = m_d.dims[dd].humans;
    const std::size_t K = m_chosen.size(), n = items.size(), B = m_o.bootstrap;
    std::vector<double> M(n);
    std::vector<std::vector<double>> X(K, std::vector<double>(n)), D(K, std::vector<double>(n));
    for (std::size_t i = 0; i < n; ++i)
        M[i] = humans.mean(static_cast<std::size_t>(items[i]));
    for (std::size_t c = 0; c < K; ++c)
        for (std::size_t i = 0; i < n; ++i) {
            X[c][i] = m_d.predictions[m_chosen[c]][dd][static_cast<std::size_t>(items[i])];
            D[c][i] = M[i] - X[c][i];
        }

    std::vector<stats::PearsonResult> pr(K);
    std::vector<agreement::BlandAltmanResult> ba(K);
    std::vector<double> rho(K), dalpha(K), w1(K);
    agreement::BlandAltmanOptions bo;
    bo.z = m_o.analysis.blandAltmanZ;
    bo.conf = m_o.confLevel;
    const agreement::AlphaResult base = agreement::krippendorffAlpha(humans, agreement::AlphaLevel::Interval, items);
    for (std::size_t c = 0; c < K; ++c) {
        const auto &pred = m_d.predictions[m_chosen[c]][dd];
        pr[c] = stats::pearson(X[c], M, m_o.confLevel);
        const auto sp = stats::spearman(X[c], M);
        rho[c] = sp.ok() ? sp.rho : kNaN;
        ba[c] = agreement::blandAltman(M, X[c], bo);
        dalpha[c] = agreement::deltaAlpha(humans, base, pred, items).delta;
        w1[c] = agreement::w1sd(humans, pred, items).share;
    }

    // Replicates [condition][b] of r, ρ, Δα, W1SD on the shared resamples.
    std::vector<std::vector<double>> repR(K), repRho(K), repAlpha(K), repW1(K);
    if (B > 0 && n >= 2) {
        std::vector<double> mH(n), sH(n), qH(n), cH(n);
        std::vector<std::vector<double>> mC(K, std::vector<double>(n)), sC = mC, qC = mC, cC = mC;
        std::vector<std::vector<signed char>> within(K, std::vector<signed char>(n, -1));
        for (std::size_t i = 0; i < n; ++i) {
            const auto j = static_cast<std::size_t>(items[i]);
            mH[i] = humans.n(j);
            sH[i] = humans.sum(j);
            qH[i] = humans.sumSquares(j);
            cH[i] = humans.centeredSumSquares(j);
        }
        for (std::size_t c = 0; c < K; ++c) {
            const auto &pred = m_d.predictions[m_chosen[c]][dd];
            for (std::size_t i = 0; i < n; ++i) {
                const double x = X[c][i];
                mC[c][i] = mH[i] + 1.0;
                sC[c][i] = sH[i] + x;
                qC[c][i] = qH[i] + x * x;
                cC[c][i] = cH[i] + (x - M[i]) * (x - M[i]) * mH[i] / (mH[i] + 1.0);
                const int one[] = {items[i]};
                const auto w = agreement::w1sd(humans, pred, one);
                if (w.nItems == 1)
                    within[c][i] = static_cast<signed char>(w.nWithin);
            }
            repR[c].reserve(B);
            repRho[c].reserve(B);
            repAlpha[c].reserve(B);
            repW1[c].reserve(B);
        }
        std::vector<stats::TieGroups> ties;
        ties.reserve(K);
        for (std::size_t c = 0; c < K; ++c)
            ties.emplace_back(X[c]);
        const stats::TieGroups tiesM(M);
        std::vector<int> w(n);
        std::vector<double> rM(n), rX(n);
        for (std::size_t b = 0; b < B; ++b) {
            drawWeights(w);
            const double alphaBase = intervalAlphaWeighted(w, mH, sH, qH, cH);
            tiesM.ranks(w, rM);
            double sw = 0.0, sm = 0.0, smm = 0.0;
            for (std::size_t i = 0; i < n; ++i)
                if (w[i]) {
                    sw += w[i];
                    sm += w[i] * M[i];
                }
            const double mm = sm / sw;
            for (std::size_t i = 0; i < n; ++i)
                smm += w[i] * (M[i] - mm) * (M[i] - mm);
            for (std::size_t c = 0; c < K; ++c) {
                ties[c].ranks(w, rX);
                repRho[c].push_back(stats::weightedSpearman(w, rX, rM, n));
                repAlpha[c].push_back(intervalAlphaWeighted(w, mC[c], sC[c], qC[c], cC[c]) - alphaBase);
                double sx = 0.0, in = 0.0, ok = 0.0;
                for (std::size_t i = 0; i < n; ++i)
                    if (w[i]) {
                        sx += w[i] * X[c][i];
                        if (within[c][i] >= 0) {
                            ok += w[i];
                            in += w[i] * within[c][i];
                        }
                    }
                const double mx = sx / sw;
                double sxx = 0.0, sxm = 0.0;
                for (std::size_t i = 0; i < n; ++i)
                    if (w[i]) {
                        sxx += w[i] * (X[c][i] - mx) * (X[c][i] - mx);
                        sxm += w[i] * (X[c][i] - mx) * (M[i] - mm);
                    }
                repR[c].push_back(sxx > 0.0 && smm > 0.0 ? std::clamp(sxm / std::sqrt(sxx * smm), -1.0, 1.0) : kNaN);
                repW1[c].push_back(ok > 0.0 ? in / ok : kNaN);
            }
            if (b % 64 == 63 && progress && progress->stopRequested())
                return;
        }
    }

    for (std::size_t c = 0; c < K; ++c)
        estimate(c, dimOut, g, Statistic::PearsonR, n, pr[c].ok() ? pr[c].r : kNaN, pr[c].ciLow, pr[c].ciHigh,
                 CiMethod::FisherZ);
    if (B > 0)
        bootstrapCi(repRho, dimOut, g, Statistic::SpearmanRho, n, rho);
    else
        for (std::size_t c = 0; c < K; ++c)
            estimate(c, dimOut, g, Statistic::SpearmanRho, n, rho[c], kNaN, kNaN, CiMethod::None);
    for (std::size_t c = 0; c < K; ++c)
        estimate(c, dimOut, g, Statistic::Bias, n, ba[c].bias, ba[c].biasCiLower, ba[c].biasCiUpper,
                 CiMethod::BlandAltman);
    for (std::size_t c = 0; c < K; ++c)
        estimate(c, dimOut, g, Statistic::LoaLow, n, ba[c].loaLower, ba[c].loaLowerCiLower, ba[c].loaLowerCiUpper,
                 CiMethod::BlandAltman);
    for (std::size_t c = 0; c < K; ++c)
        estimate(c, dimOut, g, Statistic::LoaHigh, n, ba[c].loaUpper, ba[c].loaUpperCiLower, ba[c].loaUpperCiUpper,
                 CiMethod::BlandAltman);
    if (B > 0) {
        bootstrapCi(repAlpha, dimOut, g, Statistic::DeltaAlpha, n, dalpha);
        bootstrapCi(repW1, dimOut, g, Statistic::W1sd, n, w1);
    } else {
        for (std::size_t c = 0; c < K; ++c)
            estimate(c, dimOut, g, Statistic::DeltaAlpha, n, dalpha[c], kNaN, kNaN, CiMethod::None);
        for (std::size_t c = 0; c < K; ++c)
            estimate(c, dimOut, g, Statistic::W1sd, n, w1[c], kNaN, kNaN, CiMethod::None);
    }

    auto add = [&](PairedComparison t, const std::vector<std::vector<double>> *reps, bool bootstrapP) {
        if (B > 0 && reps) {
            const BootstrapSummary s = paired((*reps)[t.a], (*reps)[t.b]);
            t.ciLow = s.ciLow;
            t.ciHigh = s.ciHigh;
            t.validB = s.validB;
            if (bootstrapP)
                t.p = s.p;
        }
        m_out.tests.push_back(t);
    };
    for (std::size_t a = 0; a < K; ++a)
        for (std::size_t b = a + 1; b < K; ++b) {
            auto t = pair(a, b, dimOut, g, Statistic::PearsonR, TestKind::WilliamsT, n, pr[a].r, pr[b].r);
            const WilliamsTest wt = williamsTest(M, X[a], X[b]);
            t.rAB = wt.rkh;
            t.statisticValue = wt.t;
            t.df = wt.df;
            t.p = wt.p;
            add(t, &repR, false);
        }
    if (B > 0)
        for (std::size_t a = 0; a < K; ++a)
            for (std::size_t b = a + 1; b < K; ++b)
                add(pair(a, b, dimOut, g, Statistic::SpearmanRho, TestKind::PairedBootstrap, n, rho[a], rho[b]), &repRho,
                    true);
    for (std::size_t a = 0; a < K; ++a)
        for (std::size_t b = a + 1; b < K; ++b) {
            auto t = pair(a, b, dimOut, g, Statistic::Bias, TestKind::PairedT, n, ba[a].bias, ba[b].bias);
            const PairedTTest pt = pairedTTest(D[a], D[b], m_o.confLevel);
            t.delta = pt.meanDiff;
            t.ciLow = pt.ciLow;
            t.ciHigh = pt.ciHigh;
            t.statisticValue = pt.t;
            t.df = pt.df;
            t.p = pt.p;
            add(t, nullptr, false);
        }
    if (B > 0) {
        for (std::size_t a = 0; a < K; ++a)
            for (std::size_t b = a + 1; b < K; ++b)
                add(pair(a, b, dimOut, g, Statistic::DeltaAlpha, TestKind::PairedBootstrap, n, dalpha[a], dalpha[b]),
                    &repAlpha, true);
        for (std::size_t a = 0; a < K; ++a)
            for (std::size_t b = a + 1; b < K; ++b)
                add(pair(a, b, dimOut, g, Statistic::W1sd, TestKind::PairedBootstrap, n, w1[a], w1[b]), &repW1, true);
    }
}

void Builder::classificationCell(std::size_t dimOut, std::size_t g, const std::vector<int> &items, int cat)
{
    const std::size_t K = m_chosen.size(), n = items.size(), B = m_o.bootstrap;
    const detail::CategoricalData *cd = cat >= 0 ? &m_d.catDims[static_cast<std::size_t>(cat)] : nullptr;
    const std::size_t L = cd ? cd->labels.size() : m_d.labels.size();
    std::vector<int> truth(n);
    std::vector<std::vector<int>> P(K, std::vector<int>(n));
    for (std::size_t i = 0; i < n; ++i) {
        const auto j = static_cast<std::size_t>(items[i]);
        truth[i] = cd ? cd->plurality.of(j).front() : m_d.truth[j];
        for (std::size_t c = 0; c < K; ++c)
            P[c][i] = cd ? static_cast<int>(m_d.catPredictions[m_chosen[c]][static_cast<std::size_t>(cat)][j])
                         : m_d.labelPredictions[m_chosen[c]][j];
    }
    std::vector<agreement::ConfusionResult> cr(K);
    std::vector<double> acc(K), kappa(K), f1(K);
    for (std::size_t c = 0; c < K; ++c) {
        cr[c] = agreement::confusion(truth, P[c], L);
        acc[c] = cr[c].accuracy;
        kappa[c] = cr[c].kappa;
        f1[c] = cr[c].macroF1;
    }
    std::vector<std::vector<double>> repAcc(K), repKappa(K), repF1(K);
    if (B > 0 && n >= 2) {
        std::vector<int> w(n), tb, pb;
        tb.reserve(n);
        pb.reserve(n);
        for (std::size_t b = 0; b < B; ++b) {
            drawWeights(w);
            tb.clear();
            for (std::size_t i = 0; i < n; ++i)
                tb.insert(tb.end(), static_cast<std::size_t>(w[i]), truth[i]);
            for (std::size_t c = 0; c < K; ++c) {
                pb.clear();
                for (std::size_t i = 0; i < n; ++i)
                    pb.insert(pb.end(), static_cast<std::size_t>(w[i]), P[c][i]);
                const auto r = agreement::confusion(tb, pb, L);
                repAcc[c].push_back(r.accuracy);
                repKappa[c].push_back(r.kappa);
                repF1[c].push_back(r.macroF1);
            }
            if (b % 64 == 63 && progress && progress->stopRequested())
                return;
        }
        bootstrapCi(repAcc, dimOut, g, Statistic::Accuracy, n, acc);
        bootstrapCi(repKappa, dimOut, g, Statistic::Kappa, n, kappa);
        bootstrapCi(repF1, dimOut, g, Statistic::MacroF1, n, f1);
    } else {
        for (std::size_t c = 0; c < K; ++c)
            estimate(c, dimOut, g, Statistic::Accuracy, n, acc[c], kNaN, kNaN, CiMethod::None);
        for (std::size_t c = 0; c < K; ++c)
            estimate(c, dimOut, g, Statistic::Kappa, n, kappa[c], kNaN, kNaN, CiMethod::None);
        for (std::size_t c = 0; c < K; ++c)
            estimate(c, dimOut, g, Statistic::MacroF1, n, f1[c], kNaN, kNaN, CiMethod::None);
    }
    const bool boot = B > 0 && n >= 2;
    for (std::size_t a = 0; a < K; ++a)
        for (std::size_t b = a + 1; b < K; ++b) {
            std::size_t nb = 0, nc = 0;
            for (std::size_t i = 0; i < n; ++i) {
                const bool ra = P[a][i] == truth[i], rb = P[b][i] == truth[i];
                nb += ra && !rb;
                nc += !ra && rb;
            }
            const McNemarTest mc = mcnemarTest(nb, nc, m_o.mcnemarExactBelow);
            auto t = pair(a, b, dimOut, g, Statistic::Accuracy, mc.exact ? TestKind::McNemarExact : TestKind::McNemarChiSq,
                          n, acc[a], acc[b]);
            t.discordantAB = nb;
            t.discordantBA = nc;
            t.statisticValue = mc.statistic;
            t.df = mc.exact ? kNaN : 1.0;
            t.p = mc.p;
            if (boot) {
                const BootstrapSummary s = paired(repAcc[a], repAcc[b]);
                t.ciLow = s.ciLow;
                t.ciHigh = s.ciHigh;
                t.validB = s.validB;
            }
            m_out.tests.push_back(t);
        }
    if (!boot)
        return;
    for (auto [s, reps, est] : {std::tuple{Statistic::Kappa, &repKappa, &kappa}, std::tuple{Statistic::MacroF1, &repF1, &f1}})
        for (std::size_t a = 0; a < K; ++a)
            for (std::size_t b = a + 1; b < K; ++b) {
                auto t = pair(a, b, dimOut, g, s, TestKind::PairedBootstrap, n, (*est)[a], (*est)[b]);
                const BootstrapSummary sum = paired((*reps)[a], (*reps)[b]);
                t.ciLow = sum.ciLow;
                t.ciHigh = sum.ciHigh;
                t.validB = sum.validB;
                t.p = sum.p;
                m_out.tests.push_back(t);
            }
}

} // namespace

BootstrapSummary summarizeDifferences(std::span<const double> deltas, double confLevel)
{
    BootstrapSummary s;
    const auto ci = percentile(deltas, confLevel, s.validB);
    s.ciLow = ci[0];
    s.ciHigh = ci[1];
    if (s.validB == 0)
        return s;
    std::size_t le = 0, ge = 0;
    for (double d : deltas)
        if (std::isfinite(d)) {
            le += d <= 0.0;
            ge += d >= 0.0;
        }
    const double m = static_cast<double>(s.validB);
    s.p = std::min(1.0, 2.0 * std::min(static_cast<double>(le) / m, static_cast<double>(ge) / m));
    return s;
}

Result<Comparison> compareConditions(const study::Study &study, const CompareOptions &o, const Progress &progress)
{
    if (o.conditions.size() < 2 || o.conditions.size() > 8)
        return Error{ErrorCode::Validation, "choose 2 to 8 conditions to compare (got "
                                                + std::to_string(o.conditions.size()) + ")"};
    if (!(o.confLevel > 0.0 && o.confLevel < 1.0))
        return Error{ErrorCode::Validation, "the confidence level must be in (0, 1)"};
    Comparison out;
    out.bootstrap = o.bootstrap;
    out.seed = o.seed;
    out.confLevel = o.confLevel;
    std::vector<std::size_t> chosen;
    std::set<std::string> seen;
    for (const std::string &id : o.conditions) {
        const int c = study.findCondition(id);
        if (c < 0)
            return Error{ErrorCode::Validation, "unknown condition '" + id + "'"};
        if (!seen.insert(id).second)
            return Error{ErrorCode::Validation, "condition '" + id + "' is chosen twice"};
        chosen.push_back(static_cast<std::size_t>(c));
        const auto &mc = study.conditions[static_cast<std::size_t>(c)];
        out.conditions.push_back(mc.id);
        out.labels.push_back(mc.label.empty() ? mc.id : mc.label);
    }
    progress("prepare", 0, 1);
    const detail::RatingData d = detail::buildRatingData(study, o.analysis, out.notes);
    out.groups = d.groups;
    progress("prepare", 1, 1);

    struct Cell {
        bool classification = false;
        std::size_t dd = 0, dimOut = 0, g = 0;
        std::vector<int> items;
        int cat = -1; ///< a categorical dimension without gold: d.catDims[cat] against the human plurality
    };
    std::vector<Cell> cells;
    for (std::size_t dd = 0; dd < d.dims.size(); ++dd) {
        bool all = true;
        for (std::size_t c : chosen)
            if (d.predictions[c][dd].empty()) {
                out.notes.push_back("condition '" + study.conditions[c].id + "' gave no " + d.dims[dd].name
                                    + " predictions: " + d.dims[dd].name + " is not compared");
                all = false;
            }
        if (!all)
            continue;
        const std::size_t dimOut = out.dimensions.size();
        out.dimensions.push_back(d.dims[dd].name);
        out.classification.push_back(false);
        for (std::size_t g = 0; g < d.groups.size(); ++g) {
            Cell cell{false, dd, dimOut, g, {}};
            for (int j : d.groupItems[g]) {
                const auto ju = static_cast<std::size_t>(j);
                bool ok = d.dims[dd].humans.n(ju) >= 1;
                for (std::size_t c : chosen)
                    ok = ok && std::isfinite(d.predictions[c][dd][ju]);
                if (ok)
                    cell.items.push_back(j);
            }
            out.items.push_back({dimOut, g, d.groupItems[g].size(), cell.items.size()});
            cells.push_back(std::move(cell));
        }
    }
    if (d.labelDimension >= 0) {
        bool all = true;
        for (std::size_t c : chosen)
            if (!d.hasLabels[c]) {
                out.notes.push_back("condition '" + study.conditions[c].id + "' gave no "
                                    + study.dimensions[static_cast<std::size_t>(d.labelDimension)].name
                                    + " labels: the classification is not compared");
                all = false;
            }
        if (all) {
            const std::size_t dimOut = out.dimensions.size();
            out.dimensions.push_back(study.dimensions[static_cast<std::size_t>(d.labelDimension)].name);
            out.classification.push_back(true);
            const std::size_t groups = d.groupFactor >= 0 && d.groupFactor != d.truthFactor ? d.groups.size() : 1;
            for (std::size_t g = 0; g < groups; ++g) {
                Cell cell{true, 0, dimOut, g, {}};
                for (int j : d.groupItems[g]) {
                    const auto ju = static_cast<std::size_t>(j);
                    bool ok = d.truth[ju] >= 0;
                    for (std::size_t c : chosen)
                        ok = ok && d.labelPredictions[c][ju] != detail::kNoAnswer;
                    if (ok)
                        cell.items.push_back(j);
                }
                out.items.push_back({dimOut, g, d.groupItems[g].size(), cell.items.size()});
                cells.push_back(std::move(cell));
            }
            if (groups == 1 && d.groups.size() > 1)
                out.notes.push_back("the classification is compared overall only: the groups are its true classes");
        }
    }

    // Categorical dimensions with human labels: compared like a classification against each item's human
    // plurality, on the items whose plurality is a single label (a tie has no one label to be right about).
    for (std::size_t k = 0; k < d.catDims.size(); ++k) {
        const detail::CategoricalData &cd = d.catDims[k];
        bool all = true;
        for (std::size_t c : chosen)
            if (d.catPredictions[c][k].empty()) {
                out.notes.push_back("condition '" + study.conditions[c].id + "' gave no " + cd.name
                                    + " labels: its agreement with the human plurality is not compared");
                all = false;
            }
        if (!all)
            continue;
        const std::size_t dimOut = out.dimensions.size();
        const bool classified = d.labelDimension == cd.studyDimension;
        out.dimensions.push_back(classified ? cd.name + " (human plurality)" : cd.name);
        out.classification.push_back(true);
        std::size_t ties = 0;
        for (std::size_t g = 0; g < d.groups.size(); ++g) {
            Cell cell{true, 0, dimOut, g, {}, static_cast<int>(k)};
            for (int j : d.groupItems[g]) {
                const auto ju = static_cast<std::size_t>(j);
                const std::size_t t = cd.plurality.of(ju).size();
                ties += g == 0 && t > 1;
                bool ok = t == 1;
                for (std::size_t c : chosen)
                    ok = ok && !std::isnan(d.catPredictions[c][k][ju]);
                if (ok)
                    cell.items.push_back(j);
            }
            out.items.push_back({dimOut, g, d.groupItems[g].size(), cell.items.size()});
            cells.push_back(std::move(cell));
        }
        if (ties > 0)
            out.notes.push_back(cd.name + " is compared against the human plurality on the items whose plurality is one label: "
                                + std::to_string(ties) + " tied items are left out");
    }

    Builder builder(d, o, chosen, out);
    builder.progress = &progress;
    bool any = false;
    for (std::size_t k = 0; k < cells.size(); ++k) {
        progress("compare", static_cast<std::int64_t>(k), static_cast<std::int64_t>(cells.size()));
        if (progress.stopRequested())
            return Error{ErrorCode::Cancelled, "comparison cancelled"};
        const Cell &cell = cells[k];
        if (cell.items.size() < 2) {
            if (cell.g == 0 || !cell.items.empty())
                out.notes.push_back(out.dimensions[cell.dimOut] + " in " + out.groups[cell.g] + ": "
                                    + std::to_string(cell.items.size()) + " common items, not compared");
            continue;
        }
        any = true;
        if (cell.classification)
            builder.classificationCell(cell.dimOut, cell.g, cell.items, cell.cat);
        else
            builder.numericCell(cell.dd, cell.dimOut, cell.g, cell.items);
    }
    if (progress.stopRequested())
        return Error{ErrorCode::Cancelled, "comparison cancelled"};
    progress("compare", static_cast<std::int64_t>(cells.size()), static_cast<std::int64_t>(cells.size()));
    if (!any)
        out.status = CompareStatus::NoCommonItems;

    std::vector<double> p;
    std::vector<std::size_t> where;
    for (std::size_t t = 0; t < out.tests.size(); ++t)
        if (std::isfinite(out.tests[t].p)) {
            p.push_back(out.tests[t].p);
            where.push_back(t);
        }
    const std::vector<double> q = stats::pAdjust(p, stats::PAdjustMethod::BH);
    for (std::size_t k = 0; k < where.size(); ++k)
        out.tests[where[k]].q = q[k];
    return out;
}

} // namespace rl::analysis::compare
