// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/plan/resampling.h"

#include "engine/agreement/alphabootstrap.h"
#include "engine/analysis/outputfiles.h"
#include "engine/analysis/plan/planmethods.h"
#include "engine/analysis/ratingdata.h"
#include "engine/analysis/verdicts.h"
#include "engine/io/csv.h"
#include "engine/stats/descriptive.h"
#include "engine/stats/distributions.h"
#include "engine/stats/random.h"
#include "engine/storage/runstore.h"

#include <boost/math/special_functions/beta.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <functional>
#include <limits>
#include <mutex>
#include <thread>

namespace rl::analysis::plan {

std::uint64_t drawSeed(std::uint64_t seed, std::size_t items, std::size_t raters, std::size_t draw)
{
    auto mix = [](std::uint64_t z) {
        z += 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    };
    std::uint64_t h = mix(seed);
    h = mix(h ^ static_cast<std::uint64_t>(items));
    h = mix(h ^ static_cast<std::uint64_t>(raters));
    return mix(h ^ static_cast<std::uint64_t>(draw));
}

std::pair<double, double> clopperPearson(std::size_t x, std::size_t n, double level)
{
    if (n == 0 || x > n)
        return {kNaN, kNaN};
    const double a = (1.0 - level) / 2.0;
    const double xd = static_cast<double>(x);
    const double nd = static_cast<double>(n);
    const double low = x == 0 ? 0.0 : boost::math::ibeta_inv(xd, nd - xd + 1.0, a);
    const double high = x == n ? 1.0 : boost::math::ibeta_inv(xd + 1.0, nd - xd, 1.0 - a);
    return {low, high};
}

double meanReliability(double varItem, double varRater, double varResidual, std::size_t k)
{
    if (!std::isfinite(varItem) || !std::isfinite(varRater) || !std::isfinite(varResidual) || k == 0)
        return kNaN;
    const double denominator = varItem + (varRater + varResidual) / static_cast<double>(k);
    return denominator > 0 ? varItem / denominator : kNaN;
}

agreement::AlphaResult intervalAlpha(const agreement::ItemRatings &h, std::span<const int> units, std::span<const double> extra)
{
    __extension__ typedef __int128 Int128;
    agreement::AlphaResult r;
    r.level = agreement::AlphaLevel::Interval;
    const bool exact = h.integerValued();
    long double observed = 0, sumAll = 0, sumSqAll = 0;
    Int128 sumInt = 0, sumSqInt = 0;
    bool integerSums = exact;
    for (int unit : units) {
        const auto j = static_cast<std::size_t>(unit);
        std::int64_t m = h.n(j);
        const double x = extra.empty() ? kNaN : extra[j];
        const bool withX = !std::isnan(x);
        if (withX)
            ++m;
        if (m < 2)
            continue;
        ++r.nUnitsPairable;
        r.nPairable += m;
        if (integerSums && (!withX || (x == std::nearbyint(x) && std::fabs(x) <= 1048576.0))) {
            std::int64_t su = h.sumInt(j), qu = h.sumSquaresInt(j);
            if (withX) {
                const auto xi = static_cast<std::int64_t>(x);
                su += xi;
                qu += xi * xi;
            }
            sumInt += su;
            sumSqInt += qu;
            const Int128 spread = static_cast<Int128>(m) * qu - static_cast<Int128>(su) * su;
            observed += 2.0L * static_cast<long double>(spread) / static_cast<long double>(m - 1);
        } else {
            if (integerSums) { // from here on in long double
                sumAll = static_cast<long double>(sumInt);
                sumSqAll = static_cast<long double>(sumSqInt);
                integerSums = false;
            }
            long double su = h.sum(j), qu = h.sumSquares(j);
            if (withX) {
                su += x;
                qu += static_cast<long double>(x) * x;
            }
            sumAll += su;
            sumSqAll += qu;
            observed += 2.0L * (static_cast<long double>(m) * qu - su * su) / static_cast<long double>(m - 1);
        }
    }
    if (r.nPairable < 2 || r.nUnitsPairable == 0) {
        r.status = agreement::AlphaStatus::NoPairableUnits;
        return r;
    }
    const auto n = static_cast<long double>(r.nPairable);
    const long double expected = integerSums
            ? 2.0L * static_cast<long double>(static_cast<Int128>(r.nPairable) * sumSqInt - sumInt * sumInt)
            : 2.0L * (n * sumSqAll - sumAll * sumAll);
    r.D_o = static_cast<double>(observed / n);
    r.D_e = static_cast<double>(expected / (n * (n - 1.0L)));
    if (!(expected > 0)) {
        r.status = agreement::AlphaStatus::NoExpectedDisagreement;
        return r;
    }
    r.alpha = static_cast<double>(1.0L - (n - 1.0L) * observed / expected);
    r.status = agreement::AlphaStatus::Ok;
    return r;
}

namespace {

using detail::RatingData;

/// The study once, arranged for drawing: per analysed item its human raters (ascending, over every
/// dimension) and, per dimension, each of those raters' rating (NaN when the rater did not rate it).
struct Source {
    RatingData d;
    std::vector<int> eligible;               ///< the analysed items, ascending
    std::vector<std::size_t> raterStart;     ///< per item, offsets into raterIds (itemCount + 1)
    std::vector<int> raterIds;
    std::vector<std::vector<double>> numeric;     ///< [dimension][position in raterIds]
    std::vector<std::vector<double>> categorical; ///< [categorical dimension][position in raterIds]
    std::size_t maxRaters = 0;
};

/// Per item, its human raters over every dimension, ascending and once each.
std::vector<std::vector<int>> ratersByItem(const RatingData &d)
{
    std::vector<std::vector<int>> raters(d.itemCount);
    auto collect = [&](const RaterRatings &rr) {
        for (std::size_t h = 0; h < rr.raterCount(); ++h)
            for (std::size_t i = rr.offsets[h]; i < rr.offsets[h + 1]; ++i)
                raters[static_cast<std::size_t>(rr.items[i])].push_back(static_cast<int>(h));
    };
    for (const auto &dd : d.dims)
        collect(dd.byRater);
    for (const auto &cd : d.catDims)
        collect(cd.byRater);
    for (auto &r : raters) {
        std::sort(r.begin(), r.end());
        r.erase(std::unique(r.begin(), r.end()), r.end());
    }
    return raters;
}

/// The most human raters of one analysed item, over every dimension.
std::size_t mostRaters(const RatingData &d)
{
    const auto raters = ratersByItem(d);
    std::size_t most = 0;
    for (std::size_t j = 0; j < d.itemCount; ++j)
        if (d.included[j])
            most = std::max(most, raters[j].size());
    return most;
}

Source arrange(RatingData d)
{
    Source s;
    const std::size_t I = d.itemCount;
    const std::vector<std::vector<int>> raters = ratersByItem(d);
    s.raterStart.assign(I + 1, 0);
    for (std::size_t j = 0; j < I; ++j) {
        s.raterStart[j + 1] = s.raterStart[j] + raters[j].size();
        if (d.included[j])
            s.maxRaters = std::max(s.maxRaters, raters[j].size());
    }
    s.raterIds.reserve(s.raterStart[I]);
    for (const auto &r : raters)
        s.raterIds.insert(s.raterIds.end(), r.begin(), r.end());
    auto place = [&](const RaterRatings &rr) {
        std::vector<double> v(s.raterIds.size(), kNaN);
        for (std::size_t h = 0; h < rr.raterCount(); ++h)
            for (std::size_t i = rr.offsets[h]; i < rr.offsets[h + 1]; ++i) {
                const auto j = static_cast<std::size_t>(rr.items[i]);
                const auto first = s.raterIds.begin() + static_cast<std::ptrdiff_t>(s.raterStart[j]);
                const auto last = s.raterIds.begin() + static_cast<std::ptrdiff_t>(s.raterStart[j + 1]);
                const auto at = std::lower_bound(first, last, static_cast<int>(h));
                v[static_cast<std::size_t>(at - s.raterIds.begin())] = rr.values[i];
            }
        return v;
    };
    for (const auto &dd : d.dims)
        s.numeric.push_back(place(dd.byRater));
    for (const auto &cd : d.catDims)
        s.categorical.push_back(place(cd.byRater));
    s.eligible = d.groupItems[0];
    s.d = std::move(d);
    return s;
}

/// What every draw's analysis shares with the whole study's.
struct Frame {
    RatingAnalysisOptions options;
    std::string groupFactor;
    std::string classifiedDimension;
    std::vector<std::string> dimensions;
    std::vector<std::string> categoricalDimensions;
    std::vector<std::string> conditionIds;
};

/// The sub-study of `items` (ascending) with, per item u, the raters at positions picks[pickStart[u]..) of
/// its rater list.
RatingData subStudy(const Source &s, std::span<const int> items, std::span<const std::size_t> pickStart,
                    std::span<const std::size_t> picks)
{
    const RatingData &d = s.d;
    RatingData sub;
    const std::size_t m = items.size();
    sub.itemCount = m;
    sub.included.assign(m, 1);
    sub.groupFactor = d.groupFactor;
    sub.groups = d.groups;
    sub.groupItems.assign(d.groups.size(), {});
    sub.groupOfItem.assign(m, -1);
    for (std::size_t u = 0; u < m; ++u) {
        const auto j = static_cast<std::size_t>(items[u]);
        sub.groupItems[0].push_back(static_cast<int>(u));
        const int e = d.groupOfItem[j];
        sub.groupOfItem[u] = e;
        if (e >= 0 && static_cast<std::size_t>(e) + 1 < sub.groupItems.size())
            sub.groupItems[static_cast<std::size_t>(e) + 1].push_back(static_cast<int>(u));
    }
    sub.labelDimension = d.labelDimension;
    sub.truthFactor = d.truthFactor;
    sub.labels = d.labels;
    sub.truth.resize(m);
    for (std::size_t u = 0; u < m; ++u)
        sub.truth[u] = d.truth[static_cast<std::size_t>(items[u])];
    sub.conditions = d.conditions;
    const std::size_t C = d.conditions.size();

    // The drawn raters renumbered 0.. in their order in the study (the Alt-test's results do not depend on the
    // numbering, and a pass over the raters then costs the drawn raters, not the study's).
    std::vector<int> compact(d.humanRaterCount, -1);
    for (std::size_t u = 0; u < m; ++u) {
        const std::size_t base = s.raterStart[static_cast<std::size_t>(items[u])];
        for (std::size_t p = pickStart[u]; p < pickStart[u + 1]; ++p)
            compact[static_cast<std::size_t>(s.raterIds[base + picks[p]])] = 0;
    }
    int drawnRaters = 0;
    for (int &id : compact)
        if (id == 0)
            id = drawnRaters++;
    auto compactId = [&](int h) { return compact[static_cast<std::size_t>(h)]; };
    sub.humanRaterCount = static_cast<std::size_t>(drawnRaters);
    std::vector<int> item, rater;
    std::vector<double> value;
    auto gather = [&](const std::vector<double> &aligned) {
        item.clear();
        rater.clear();
        value.clear();
        for (std::size_t u = 0; u < m; ++u) {
            const std::size_t base = s.raterStart[static_cast<std::size_t>(items[u])];
            for (std::size_t p = pickStart[u]; p < pickStart[u + 1]; ++p) {
                const double v = aligned[base + picks[p]];
                if (std::isnan(v))
                    continue;
                item.push_back(static_cast<int>(u));
                rater.push_back(compactId(s.raterIds[base + picks[p]]));
                value.push_back(v);
            }
        }
    };
    auto subset = [&](const std::vector<double> &full) {
        std::vector<double> out;
        if (full.empty())
            return out;
        out.resize(m);
        for (std::size_t u = 0; u < m; ++u)
            out[u] = full[static_cast<std::size_t>(items[u])];
        return out;
    };
    for (std::size_t k = 0; k < d.dims.size(); ++k) {
        detail::DimensionData dd;
        dd.name = d.dims[k].name;
        dd.studyDimension = d.dims[k].studyDimension;
        dd.scale = d.dims[k].scale;
        gather(s.numeric[k]);
        dd.humans = agreement::ItemRatings::fromLong(item, value, m);
        dd.byRater = RaterRatings::fromLong(rater, item, value, sub.humanRaterCount);
        sub.dims.push_back(std::move(dd));
    }
    for (std::size_t k = 0; k < d.catDims.size(); ++k) {
        detail::CategoricalData cd;
        cd.name = d.catDims[k].name;
        cd.studyDimension = d.catDims[k].studyDimension;
        cd.labels = d.catDims[k].labels;
        cd.ordered = d.catDims[k].ordered;
        gather(s.categorical[k]);
        cd.humans = agreement::ItemRatings::fromLong(item, value, m);
        cd.byRater = RaterRatings::fromLong(rater, item, value, sub.humanRaterCount);
        cd.plurality = agreement::plurality(cd.humans, cd.labels.size());
        sub.catDims.push_back(std::move(cd));
    }
    sub.predictions.assign(C, {});
    sub.catPredictions.assign(C, {});
    sub.labelPredictions.assign(C, std::vector<int>(m, detail::kNoAnswer));
    sub.hasLabels.assign(C, false);
    for (std::size_t c = 0; c < C; ++c) {
        for (std::size_t k = 0; k < d.dims.size(); ++k)
            sub.predictions[c].push_back(subset(d.predictions[c][k]));
        for (std::size_t k = 0; k < d.catDims.size(); ++k)
            sub.catPredictions[c].push_back(subset(d.catPredictions[c][k]));
        if (d.labelDimension >= 0 && d.hasLabels[c])
            for (std::size_t u = 0; u < m; ++u) {
                const int p = d.labelPredictions[c][static_cast<std::size_t>(items[u])];
                sub.labelPredictions[c][u] = p;
                if (p != detail::kNoAnswer)
                    sub.hasLabels[c] = true;
            }
    }
    return sub;
}

/// Bland–Altman's bias, SD and — only when `wantP` says the condition could be the calibration candidate —
/// the p of t.test(d), as agreement::blandAltman computes them (d = a - b); the LoA intervals and the
/// proportional bias, which the verdict does not read, are left out.
agreement::BlandAltmanResult biasAndSpread(std::span<const double> a, std::span<const double> b, double z,
                                           const std::function<bool(double sd)> &wantP)
{
    agreement::BlandAltmanResult r;
    r.z = z;
    std::vector<double> d;
    d.reserve(a.size());
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
        if (!std::isnan(a[i]) && !std::isnan(b[i]))
            d.push_back(a[i] - b[i]);
    r.n = d.size();
    if (r.n == 0)
        return r;
    r.bias = stats::mean(d);
    if (r.n < 2)
        return r;
    const auto n = static_cast<double>(r.n);
    const double var = stats::variance(d);
    r.sd = std::sqrt(var);
    r.loaLower = r.bias - z * r.sd;
    r.loaUpper = r.bias + z * r.sd;
    const double stderrT = std::sqrt(var / n);
    if (wantP(r.sd) && !(stderrT < 10.0 * 2.220446049250313e-16 * std::fabs(r.bias)) && stderrT > 0.0) {
        r.biasT = r.bias / stderrT;
        r.biasTP = 2.0 * stats::pt(-std::fabs(r.biasT), n - 1.0);
    }
    r.status = r.sd == 0.0 ? agreement::BlandAltmanStatus::ZeroVariance : agreement::BlandAltmanStatus::Ok;
    return r;
}

/// W1SD's counts as agreement::w1sd decides them (the exact integer test where it applies, else |z| <= 1 + 1e-12),
/// without the mean |z| the verdict does not read.
agreement::W1sdResult withinOneSd(const agreement::ItemRatings &humans, std::span<const double> predictions,
                                  std::span<const int> items)
{
    __extension__ typedef __int128 Int128;
    agreement::W1sdResult r;
    r.exactTest = true;
    for (int item : items) {
        const auto j = static_cast<std::size_t>(item);
        const double x = j < predictions.size() ? predictions[j] : kNaN;
        if (std::isnan(x) || humans.n(j) < 2) {
            ++r.nSkipped;
            continue;
        }
        ++r.nItems;
        if (humans.integerValued() && std::isfinite(x) && x == std::nearbyint(x) && std::fabs(x) <= 1048576.0) {
            const std::int64_t m = humans.n(j), sum = humans.sumInt(j), q = humans.sumSquaresInt(j);
            const Int128 dev = static_cast<Int128>(m) * static_cast<std::int64_t>(x) - sum;
            const Int128 lhs = static_cast<Int128>(m - 1) * dev * dev;
            const Int128 spread = static_cast<Int128>(m) * q - static_cast<Int128>(sum) * sum;
            const Int128 rhs = static_cast<Int128>(m) * spread;
            r.nWithin += lhs <= rhs ? 1 : 0;
            r.nExactTies += spread > 0 && lhs == rhs ? 1 : 0;
            r.nInfinite += spread == 0 && dev != 0 ? 1 : 0;
        } else {
            r.exactTest = false;
            const double sd = humans.sd(j), mean = humans.mean(j);
            const double az = sd == 0.0 ? (x == mean ? 0.0 : std::numeric_limits<double>::infinity()) : std::fabs((x - mean) / sd);
            r.nWithin += az <= 1.0 + 1e-12 ? 1 : 0;
            r.nInfinite += std::isinf(az) ? 1 : 0;
        }
    }
    if (r.nItems == 0) {
        r.exactTest = false;
        return r;
    }
    r.share = static_cast<double>(r.nWithin) / static_cast<double>(r.nItems);
    r.status = agreement::ZScoreStatus::Ok;
    return r;
}

/// The mean SD_j over the items with n_j >= 2, as agreement::humanDiversity gives it (without the histogram).
double meanItemSd(const agreement::ItemRatings &humans, std::span<const int> items)
{
    std::vector<double> sds;
    sds.reserve(items.size());
    for (int j : items)
        if (humans.n(static_cast<std::size_t>(j)) >= 2)
            sds.push_back(humans.sd(static_cast<std::size_t>(j)));
    return sds.empty() ? kNaN : stats::mean(sds);
}

/// Pearson's r and its Fisher-z 95 % interval as stats::pearson gives them, without the p-value.
stats::PearsonResult pearsonInterval(std::span<const double> x, std::span<const double> y)
{
    static const double w95 = stats::qnorm(0.975);
    stats::PearsonResult res;
    res.n = x.size();
    res.r = res.t = res.df = res.p = res.ciLow = res.ciHigh = kNaN;
    if (x.size() < 4 || x.size() != y.size()) {
        res.status = stats::CorrelationStatus::TooFewObservations;
        return res;
    }
    const auto n = static_cast<long double>(x.size());
    long double mx = 0, my = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        mx += x[i];
        my += y[i];
    }
    mx /= n;
    my /= n;
    long double sxx = 0, syy = 0, sxy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const long double dx = x[i] - mx, dy = y[i] - my;
        sxx += dx * dx;
        syy += dy * dy;
        sxy += dx * dy;
    }
    if (sxx == 0 || syy == 0) {
        res.status = stats::CorrelationStatus::ZeroVariance;
        return res;
    }
    const double r = std::clamp(static_cast<double>(sxy / std::sqrt(sxx * syy)), -1.0, 1.0);
    res.r = r;
    res.df = static_cast<double>(x.size()) - 2.0;
    res.status = std::fabs(r) == 1.0 ? stats::CorrelationStatus::Perfect : stats::CorrelationStatus::Ok;
    const double z = std::atanh(r);
    const double w = w95 / std::sqrt(static_cast<double>(x.size()) - 3.0);
    res.ciLow = std::tanh(z - w);
    res.ciHigh = std::tanh(z + w);
    return res;
}

/// The numbers of one (condition, dimension, group) that the verdict reads, computed as the analysis
/// computes them (ratinganalysis.cpp agreementCell, without the descriptive extras). `humanRange` = 2 z mean
/// SD_j of the group: the bias test is needed only by a condition that could be the calibration candidate.
AgreementCell agreementCell(const RatingData &d, std::size_t c, std::size_t dim, std::size_t g,
                            const agreement::AlphaResult &base, const RatingAnalysisOptions &o, AltTestResult alt,
                            double humanRange)
{
    AgreementCell cell;
    const auto &items = d.groupItems[g];
    const auto &humans = d.dims[dim].humans;
    const auto &pred = d.predictions[c][dim];
    cell.nItems = items.size();
    if (pred.empty()) {
        cell.status = CellStatus::NoPredictions;
        cell.nMissing = items.size();
        return cell;
    }
    detail::PairedAnswers paired = detail::pairedAnswers(d, c, dim, items);
    cell.nMissing = paired.missing;
    const std::vector<double> &x = paired.x, &m = paired.m;
    cell.n = x.size();
    if (paired.answered == 0) {
        cell.status = CellStatus::NoPredictions;
        return cell;
    }
    cell.alpha.base = base;
    cell.alpha.withRater = intervalAlpha(humans, items, pred);
    if (base.status == agreement::AlphaStatus::Ok && cell.alpha.withRater.status == agreement::AlphaStatus::Ok)
        cell.alpha.delta = cell.alpha.withRater.alpha - base.alpha;
    const double z = o.blandAltmanZ;
    const bool gains = std::isfinite(cell.alpha.delta) && cell.alpha.delta >= 0.0;
    cell.ba = biasAndSpread(m, x, z, [&](double sd) { return gains && 2.0 * z * sd <= humanRange; });
    cell.pearson = pearsonInterval(x, m);
    cell.w1sd = withinOneSd(humans, pred, items);
    cell.altTest = std::move(alt);
    cell.status = x.empty() ? CellStatus::NoHumanData : x.size() < 2 ? CellStatus::TooFewPairs : CellStatus::Ok;
    return cell;
}

/// The agreement part of the analysis that the verdict matrix reads, of one (sub-)study.
RatingAnalysis judge(const RatingData &d, const Frame &f)
{
    RatingAnalysis a;
    a.options = f.options;
    a.groupFactor = f.groupFactor;
    a.groups = d.groups;
    a.groupItems = d.groupItems;
    a.classifiedDimension = f.classifiedDimension;
    a.labels = d.labels;
    a.dimensions = f.dimensions;
    a.categoricalDimensions = f.categoricalDimensions;
    const std::size_t D = d.dims.size();
    const std::size_t CD = d.catDims.size();
    const std::size_t G = d.groups.size();
    const std::size_t C = d.conditions.size();
    constexpr auto kInterval = static_cast<std::size_t>(agreement::AlphaLevel::Interval);
    a.human.assign(D, std::vector<HumanCell>(G));
    for (std::size_t dim = 0; dim < D; ++dim)
        for (std::size_t g = 0; g < G; ++g) {
            HumanCell &h = a.human[dim][g];
            const auto &items = d.groupItems[g];
            h.nItems = items.size();
            h.alpha[kInterval] = intervalAlpha(d.dims[dim].humans, items, {});
            h.loo = agreement::humanLeaveOneOut(d.dims[dim].humans, items);
            h.diversity.meanItemSd = meanItemSd(d.dims[dim].humans, items);
        }
    a.categoricalHuman.assign(CD, std::vector<CategoricalHumanCell>(G));
    for (std::size_t k = 0; k < CD; ++k)
        for (std::size_t g = 0; g < G; ++g)
            a.categoricalHuman[k][g].result = agreement::categoricalHumans(
                    d.catDims[k].humans, d.catDims[k].labels.size(), d.catDims[k].alphaLevel(), d.groupItems[g]);

    AltTestOptions altOptions;
    altOptions.epsilon = f.options.altTestEpsilon;
    altOptions.q = f.options.altTestQ;
    altOptions.minItems = f.options.altTestMinItems;
    AltTestOptions altAccuracy = altOptions;
    altAccuracy.scoring = AltTestScoring::Accuracy;
    std::vector<int> groupOfItem(d.itemCount, -1);
    for (std::size_t g = 1; g < G; ++g)
        for (int j : d.groupItems[g])
            groupOfItem[static_cast<std::size_t>(j)] = static_cast<int>(g - 1);
    for (std::size_t c = 0; c < C; ++c) {
        ConditionAnalysis ca;
        ca.id = f.conditionIds[c];
        detail::classifyCondition(d, c, ca, false);
        ca.cells.assign(D, {});
        for (std::size_t dim = 0; dim < D; ++dim) {
            std::vector<AltTestResult> alt(G);
            if (!d.predictions[c][dim].empty())
                alt = altTestGroups(d.dims[dim].humans, d.dims[dim].byRater, d.predictions[c][dim], groupOfItem, G - 1,
                                    altOptions);
            for (std::size_t g = 0; g < G; ++g)
                ca.cells[dim].push_back(agreementCell(d, c, dim, g, a.human[dim][g].alpha[kInterval], f.options,
                                                      std::move(alt[g]),
                                                      2.0 * f.options.blandAltmanZ * a.human[dim][g].diversity.meanItemSd));
        }
        ca.categorical.assign(CD, {});
        for (std::size_t k = 0; k < CD; ++k)
            ca.categorical[k] = detail::categoricalCells(d, c, k, a.categoricalHuman[k], groupOfItem, altAccuracy);
        a.conditions.push_back(std::move(ca));
    }
    return a;
}

/// What one draw says about one row.
struct DrawRow {
    bool stable = false;
    bool altPass = false;
    double deltaAlpha = kNaN;
    double rWidth = kNaN;
};

/// The rows of a verdict matrix, cell by cell: the conditions, then the cell's verdict.
void readRows(const VerdictMatrix &m, const RatingAnalysis &a, std::span<const std::string> fullDecision, DrawRow *out)
{
    std::size_t r = 0;
    for (const VerdictCell &cell : m.cells) {
        const int dim = a.dimensionIndex(cell.dimension);
        const int g = a.groupIndex(cell.group);
        const bool numeric = dim >= 0 && !cell.categorical && cell.dimension != "classification";
        for (std::size_t c = 0; c < a.conditions.size(); ++c, ++r) {
            DrawRow &row = out[r];
            const VerdictEvidence *ev = nullptr;
            for (const auto &e : cell.evidence)
                if (e.condition == a.conditions[c].id)
                    ev = &e;
            const bool meets = ev && ev->meets;
            row.stable = (meets ? "meets" : "does_not_meet") == fullDecision[r];
            if (!ev)
                continue;
            row.altPass = ev->altTest.status == AltTestStatus::Ok && ev->altTest.passed;
            row.deltaAlpha = ev->deltaAlpha;
            if (numeric && g >= 0) {
                const auto &p = a.conditions[c].cells[static_cast<std::size_t>(dim)][static_cast<std::size_t>(g)].pearson;
                row.rWidth = p.ciHigh - p.ciLow;
            }
        }
        DrawRow &all = out[r];
        all.stable = verdictName(cell.verdict) == fullDecision[r];
        all.altPass = cell.altTestPassing > 0;
        ++r;
    }
}

Status validate(const PlanOptions &o)
{
    if (o.draws < 1)
        return Error{ErrorCode::Validation, "the number of draws must be at least 1"};
    if (!(o.target > 0 && o.target <= 1))
        return Error{ErrorCode::Validation, "the target stability must be in (0, 1]"};
    if (o.threads < 1)
        return Error{ErrorCode::Validation, "the number of threads must be at least 1"};
    return {};
}

} // namespace

std::vector<std::size_t> defaultPlanItems(std::size_t itemCount)
{
    std::vector<std::size_t> items;
    for (std::size_t m = 50; m < itemCount; m *= 2)
        items.push_back(m);
    items.push_back(itemCount);
    return items;
}

std::vector<std::size_t> defaultPlanRaters(std::size_t maxRaters)
{
    std::vector<std::size_t> raters;
    for (std::size_t k : {2, 3, 5, 10, 20, 50})
        if (k < maxRaters)
            raters.push_back(k);
    raters.push_back(maxRaters);
    return raters;
}

PlanBounds planBounds(const study::Study &study, const RatingAnalysisOptions &analysis)
{
    RatingAnalysisOptions full = analysis;
    full.parts = {true, false, false};
    std::vector<std::string> ignored;
    const RatingData data = detail::buildRatingData(study, full, ignored);
    return {data.groupItems[0].size(), mostRaters(data)};
}

Result<StudyPlan> planStudy(const study::Study &study, const PlanOptions &options, const Progress &progress)
{
    if (auto ok = validate(options); !ok)
        return ok.error();
    RatingAnalysisOptions full = options.analysis;
    full.parts = {true, false, false};
    full.alphaBootstrapRepeats = 0;
    full.resamplingRepeats = 0;
    std::vector<std::string> ignored;
    RatingData data = detail::buildRatingData(study, full, ignored);

    // The designs, checked against what the study has before anything runs.
    StudyPlan plan;
    plan.studyName = study.name;
    plan.itemCount = data.groupItems[0].size();
    plan.maxRaters = mostRaters(data);
    if (plan.itemCount == 0)
        return Error{ErrorCode::Validation, "the study has no items to plan with"};
    if (data.dims.empty() && data.catDims.empty())
        return Error{ErrorCode::Validation, "the study has no human ratings to resample"};
    if (plan.maxRaters < 2)
        return Error{ErrorCode::Validation, "no item has two human raters: a design needs at least 2 raters per item"};
    PlanOptions o = options;
    if (o.items.empty())
        o.items = defaultPlanItems(plan.itemCount);
    if (o.raters.empty())
        o.raters = defaultPlanRaters(plan.maxRaters);
    for (std::size_t m : o.items)
        if (m < 1 || m > plan.itemCount)
            return Error{ErrorCode::Validation, "a design of " + std::to_string(m) + " items is impossible: the study has "
                                                        + std::to_string(plan.itemCount) + " analysed items"};
    for (std::size_t k : o.raters)
        if (k < 2 || k > plan.maxRaters)
            return Error{ErrorCode::Validation, "a design of " + std::to_string(k) + " raters per item is impossible: "
                                                        + (k < 2 ? std::string("agreement needs at least 2")
                                                                 : "an item of the study has at most "
                                                                           + std::to_string(plan.maxRaters) + " human raters")};
    std::sort(o.items.begin(), o.items.end());
    o.items.erase(std::unique(o.items.begin(), o.items.end()), o.items.end());
    std::sort(o.raters.begin(), o.raters.end());
    o.raters.erase(std::unique(o.raters.begin(), o.raters.end()), o.raters.end());
    plan.options = o;

    // The whole study's verdicts: the analysis itself (agreement part, no resampling).
    progress("whole study", 0, 1);
    auto whole = analyzeRatingStudy(study, full, Progress {{}, progress.stop});
    if (!whole)
        return whole.error();
    const VerdictMatrix reference = verdictMatrix(*whole);
    progress("whole study", 1, 1);
    plan.groupFactor = whole->groupFactor;
    plan.notes = whole->notes;
    for (const auto &ca : whole->conditions)
        plan.conditions.push_back(ca.id);
    {
        // Only the dimensions the verdict judges are drawn (the face study's fixed cells leave out the other
        // numeric dimensions, e.g. naturalness).
        std::vector<std::size_t> keep;
        for (std::size_t k = 0; k < data.dims.size(); ++k)
            if (std::any_of(reference.cells.begin(), reference.cells.end(),
                            [&](const VerdictCell &cell) { return cell.dimension == data.dims[k].name && !cell.categorical; }))
                keep.push_back(k);
        std::vector<detail::DimensionData> dims;
        for (std::size_t k : keep)
            dims.push_back(std::move(data.dims[k]));
        data.dims = std::move(dims);
        for (auto &perCondition : data.predictions) {
            std::vector<std::vector<double>> kept;
            for (std::size_t k : keep)
                kept.push_back(std::move(perCondition[k]));
            perCondition = std::move(kept);
        }
    }
    const Source source = arrange(std::move(data));
    const RatingData &d = source.d;

    Frame frame;
    frame.options = full;
    frame.groupFactor = whole->groupFactor;
    frame.classifiedDimension = whole->classifiedDimension;
    for (const auto &dd : d.dims)
        frame.dimensions.push_back(dd.name);
    frame.categoricalDimensions = whole->categoricalDimensions;
    frame.conditionIds = plan.conditions;

    // The rows of one design and the whole study's decision of each.
    const std::size_t C = plan.conditions.size();
    std::vector<std::string> fullDecision;
    struct RowKey {
        std::string dimension, group, condition;
        int numericDim = -1;
    };
    std::vector<RowKey> keys;
    for (const VerdictCell &cell : reference.cells) {
        int dim = -1;
        for (std::size_t k = 0; k < d.dims.size() && !cell.categorical; ++k)
            if (d.dims[k].name == cell.dimension)
                dim = static_cast<int>(k);
        for (std::size_t c = 0; c < C; ++c) {
            const VerdictEvidence *ev = nullptr;
            for (const auto &e : cell.evidence)
                if (e.condition == plan.conditions[c])
                    ev = &e;
            fullDecision.push_back(ev && ev->meets ? "meets" : "does_not_meet");
            keys.push_back({cell.dimension, cell.group, plan.conditions[c], dim});
        }
        fullDecision.push_back(verdictName(cell.verdict));
        keys.push_back({cell.dimension, cell.group, kAllConditions, dim});
    }
    const std::size_t R = keys.size();

    // Human ceiling: the crossed LMM of each numeric dimension.
    std::vector<CrossedLmm> crossed;
    for (std::size_t dim = 0; dim < d.dims.size(); ++dim) {
        if (progress.stopRequested())
            return Error{ErrorCode::Cancelled, "plan cancelled"};
        crossed.push_back(detail::crossedLmm(d, dim));
        progress("human variance components", static_cast<std::int64_t>(dim + 1), static_cast<std::int64_t>(d.dims.size()));
    }

    // Every (design, draw) is a task writing its own rows.
    struct Design {
        std::size_t m, k;
    };
    std::vector<Design> designs;
    for (std::size_t m : o.items)
        for (std::size_t k : o.raters)
            designs.push_back({m, k});
    const std::size_t B = o.draws;
    const std::size_t tasks = designs.size() * B;
    std::vector<DrawRow> results(tasks * R);
    std::vector<std::uint64_t> drawn(tasks, 0);
    std::atomic<std::size_t> next {0};
    std::atomic<std::size_t> finished {0};
    std::atomic<bool> stop {false};
    std::exception_ptr failure;
    std::mutex failureMutex;

    auto runTask = [&](std::size_t t) {
        const Design &design = designs[t / B];
        const std::size_t b = t % B;
        stats::Rng rng(drawSeed(o.seed, design.m, design.k, b));
        std::vector<int> pool = source.eligible;
        for (std::size_t i = 0; i < design.m; ++i)
            std::swap(pool[i], pool[i + rng.below(pool.size() - i)]);
        std::vector<int> items(pool.begin(), pool.begin() + static_cast<std::ptrdiff_t>(design.m));
        std::sort(items.begin(), items.end());
        std::vector<std::size_t> pickStart {0};
        std::vector<std::size_t> picks;
        std::vector<std::size_t> local;
        for (int j : items) {
            const std::size_t n = source.raterStart[static_cast<std::size_t>(j) + 1] - source.raterStart[static_cast<std::size_t>(j)];
            local.resize(n);
            for (std::size_t p = 0; p < n; ++p)
                local[p] = p;
            const std::size_t take = std::min(design.k, n);
            for (std::size_t i = 0; i < take; ++i)
                std::swap(local[i], local[i + rng.below(n - i)]);
            std::sort(local.begin(), local.begin() + static_cast<std::ptrdiff_t>(take));
            picks.insert(picks.end(), local.begin(), local.begin() + static_cast<std::ptrdiff_t>(take));
            pickStart.push_back(picks.size());
        }
        const RatingData sub = subStudy(source, items, pickStart, picks);
        std::uint64_t ratings = 0;
        for (const auto &dd : sub.dims)
            ratings += dd.humans.ratingCount();
        for (const auto &cd : sub.catDims)
            ratings += cd.humans.ratingCount();
        drawn[t] = ratings;
        const RatingAnalysis a = judge(sub, frame);
        readRows(verdictMatrix(a), a, fullDecision, results.data() + t * R);
    };
    auto work = [&](bool reporting) {
        while (!stop.load()) {
            if (progress.stopRequested()) {
                stop = true;
                break;
            }
            const std::size_t t = next.fetch_add(1);
            if (t >= tasks)
                break;
            try {
                runTask(t);
            } catch (...) {
                std::lock_guard lock(failureMutex);
                if (!failure)
                    failure = std::current_exception();
                stop = true;
            }
            const std::size_t done = finished.fetch_add(1) + 1;
            if (reporting)
                progress("draws", static_cast<std::int64_t>(done), static_cast<std::int64_t>(tasks));
        }
    };
    {
        std::vector<std::thread> pool;
        const int extra = std::max(0, std::min<int>(o.threads, static_cast<int>(std::min<std::size_t>(tasks, 1024))) - 1);
        for (int i = 0; i < extra; ++i)
            pool.emplace_back(work, false);
        work(true);
        for (auto &th : pool)
            th.join();
    }
    if (failure)
        std::rethrow_exception(failure);
    if (progress.stopRequested() || finished.load() < tasks)
        return Error{ErrorCode::Cancelled, "plan cancelled"};
    for (std::uint64_t n : drawn)
        plan.ratingsDrawn += n;

    // Rows: design x (dimension x group x condition), summed over the draws in draw order.
    std::vector<double> conditionCost(C, kNaN);
    for (std::size_t c = 0; c < C && c < o.costPerItem.size(); ++c)
        conditionCost[c] = o.costPerItem[c];
    double allCost = 0;
    for (double v : conditionCost)
        allCost += v;
    std::vector<double> values;
    for (std::size_t di = 0; di < designs.size(); ++di) {
        const Design &design = designs[di];
        for (std::size_t r = 0; r < R; ++r) {
            PlanRow row;
            row.dimension = keys[r].dimension;
            row.group = keys[r].group;
            row.condition = keys[r].condition;
            row.items = design.m;
            row.raters = design.k;
            row.draws = B;
            row.fullDecision = fullDecision[r];
            values.clear();
            long double rSum = 0;
            std::size_t rFinite = 0;
            for (std::size_t b = 0; b < B; ++b) {
                const DrawRow &x = results[(di * B + b) * R + r];
                row.stableDraws += x.stable ? 1 : 0;
                row.altTestPassDraws += x.altPass ? 1 : 0;
                if (std::isfinite(x.deltaAlpha))
                    values.push_back(x.deltaAlpha);
                if (std::isfinite(x.rWidth)) {
                    rSum += x.rWidth;
                    ++rFinite;
                }
            }
            row.verdictStable = static_cast<double>(row.stableDraws) / static_cast<double>(B);
            std::tie(row.verdictStableCiLow, row.verdictStableCiHigh) = clopperPearson(row.stableDraws, B);
            row.altTestPassRate = static_cast<double>(row.altTestPassDraws) / static_cast<double>(B);
            const bool conditionRow = row.condition != kAllConditions;
            if (!conditionRow || keys[r].dimension == "classification") // no Alt-test in a classification cell
                row.altTestPassRate = conditionRow ? kNaN : row.altTestPassRate;
            if (conditionRow && values.size() >= 2) {
                const agreement::PercentileInterval pi = agreement::percentileInterval(values);
                row.deltaAlphaCiWidth = pi.high - pi.low;
            }
            if (conditionRow && rFinite > 0)
                row.rCiWidth = static_cast<double>(rSum / static_cast<long double>(rFinite));
            if (keys[r].numericDim >= 0) {
                const CrossedLmm &fit = crossed[static_cast<std::size_t>(keys[r].numericDim)];
                row.humanMeanReliability = meanReliability(fit.varImage, fit.varRater, fit.varResidual, design.k);
            }
            row.humanRatings = design.m * design.k;
            if (conditionRow) {
                const auto c = static_cast<std::size_t>(r % (C + 1));
                row.modelCostUsd = conditionCost[c] * static_cast<double>(design.m);
            } else {
                row.modelCostUsd = C == 0 ? 0.0 : allCost * static_cast<double>(design.m);
            }
            plan.rows.push_back(std::move(row));
        }
    }

    // The smallest design per row reaching the target.
    for (std::size_t r = 0; r < R; ++r) {
        PlanRecommendation rec;
        rec.dimension = keys[r].dimension;
        rec.group = keys[r].group;
        rec.condition = keys[r].condition;
        rec.fullDecision = fullDecision[r];
        rec.draws = B;
        const PlanRow *best = nullptr;
        const PlanRow *highest = nullptr;
        for (std::size_t di = 0; di < designs.size(); ++di) {
            const PlanRow &row = plan.rows[di * R + r];
            if (!highest || row.verdictStable > highest->verdictStable)
                highest = &row;
            if (row.verdictStable < o.target)
                continue;
            if (!best || row.humanRatings < best->humanRatings
                || (row.humanRatings == best->humanRatings && row.items < best->items))
                best = &row;
        }
        const std::string what = rec.dimension + ", " + rec.group + ", "
                + (rec.condition == kAllConditions ? std::string("the verdict") : "condition " + rec.condition);
        const std::string decision = rec.condition == kAllConditions ? "verdict (" + rec.fullDecision + ")"
                                                                     : "decision (" + rec.fullDecision + ")";
        if (best) {
            rec.reached = true;
            rec.items = best->items;
            rec.raters = best->raters;
            rec.humanRatings = best->humanRatings;
            rec.stableDraws = best->stableDraws;
            rec.verdictStable = best->verdictStable;
            rec.verdictStableCiLow = best->verdictStableCiLow;
            rec.verdictStableCiHigh = best->verdictStableCiHigh;
            rec.modelCostUsd = best->modelCostUsd;
            rec.sentence = what + ": " + std::to_string(best->items) + " items with " + std::to_string(best->raters)
                    + " human raters each (" + std::to_string(best->humanRatings) + " ratings) keep the whole study's "
                    + decision + " in " + std::to_string(best->stableDraws) + " of " + std::to_string(B)
                    + " draws, at least the target stability " + io::formatNumber(o.target) + ".";
        } else {
            rec.sentence = what + ": no design up to " + std::to_string(o.items.back()) + " items with "
                    + std::to_string(o.raters.back()) + " raters each keeps the whole study's " + decision
                    + " with the target stability " + io::formatNumber(o.target) + " (at best in "
                    + std::to_string(highest ? highest->stableDraws : 0) + " of " + std::to_string(B) + " draws).";
        }
        plan.summary.push_back(std::move(rec));
    }
    return plan;
}

Result<std::vector<double>> costPerItem(storage::Project &project, const study::Study &study)
{
    storage::RunStore store(project);
    auto rows = store.firstRoundCosts();
    if (!rows)
        return rows.error();
    std::vector<double> out(study.conditions.size(), kNaN);
    for (std::size_t c = 0; c < study.conditions.size(); ++c) {
        const study::ModelCondition &mc = study.conditions[c];
        for (const auto &row : *rows) {
            if (row.conditionKey != mc.id || row.requests <= 0 || row.items <= 0)
                continue;
            double usd = row.recordedUsd;
            std::int64_t priced = row.costed;
            if (row.tokened > 0 && mc.priceInputPerMTok && mc.priceOutputPerMTok) {
                usd += (static_cast<double>(row.inputTokens) * *mc.priceInputPerMTok
                        + static_cast<double>(row.outputTokens) * *mc.priceOutputPerMTok)
                        / 1e6;
                priced += row.tokened;
            }
            if (priced > 0) // the unpriced requests valued at the mean of the priced ones (jurycost.h)
                out[c] = usd * static_cast<double>(row.requests) / static_cast<double>(priced) / static_cast<double>(row.items);
        }
    }
    return out;
}

std::string planCsv(const StudyPlan &plan)
{
    std::string out = "dimension,group,condition,items,raters,draws,seed,full_decision,verdict_stable,"
                      "verdict_stable_ci_low,verdict_stable_ci_high,alt_test_pass_rate,delta_alpha_ci_width,r_ci_width,"
                      "human_mean_reliability,human_ratings,model_cost_usd\n";
    const std::string seed = std::to_string(plan.options.seed);
    for (const PlanRow &r : plan.rows) {
        out += io::csvField(r.dimension) + "," + io::csvField(r.group) + "," + io::csvField(r.condition) + ","
                + std::to_string(r.items) + "," + std::to_string(r.raters) + "," + std::to_string(r.draws) + "," + seed
                + "," + r.fullDecision + "," + io::formatNumber(r.verdictStable) + ","
                + io::formatNumber(r.verdictStableCiLow) + "," + io::formatNumber(r.verdictStableCiHigh) + ","
                + io::formatNumber(r.altTestPassRate) + "," + io::formatNumber(r.deltaAlphaCiWidth) + ","
                + io::formatNumber(r.rCiWidth) + "," + io::formatNumber(r.humanMeanReliability) + ","
                + std::to_string(r.humanRatings) + "," + io::formatNumber(r.modelCostUsd) + "\n";
    }
    return out;
}

std::string planSummaryCsv(const StudyPlan &plan)
{
    std::string out = "dimension,group,condition,full_decision,target,draws,seed,items,raters,human_ratings,"
                      "verdict_stable,verdict_stable_ci_low,verdict_stable_ci_high,model_cost_usd,recommendation\n";
    const std::string seed = std::to_string(plan.options.seed);
    for (const PlanRecommendation &r : plan.summary) {
        out += io::csvField(r.dimension) + "," + io::csvField(r.group) + "," + io::csvField(r.condition) + ","
                + r.fullDecision + "," + io::formatNumber(plan.options.target) + "," + std::to_string(r.draws) + ","
                + seed + "," + (r.reached ? std::to_string(r.items) : "NA") + ","
                + (r.reached ? std::to_string(r.raters) : "NA") + ","
                + (r.reached ? std::to_string(r.humanRatings) : "NA") + "," + io::formatNumber(r.verdictStable) + ","
                + io::formatNumber(r.verdictStableCiLow) + "," + io::formatNumber(r.verdictStableCiHigh) + ","
                + io::formatNumber(r.modelCostUsd) + "," + io::csvField(r.sentence) + "\n";
    }
    return out;
}

Status writePlanFiles(const StudyPlan &plan, const std::string &dir)
{
    return writeOutputFiles(dir, {{"plan.csv", planCsv(plan)},
                                  {"plan_summary.csv", planSummaryCsv(plan)},
                                  {"plan_methods.md", planMethodsParagraph(plan, MethodsLanguage::English) + "\n"}});
}

} // namespace rl::analysis::plan
