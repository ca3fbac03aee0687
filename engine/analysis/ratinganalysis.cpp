// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/ratinganalysis.h"

#include "engine/agreement/alphabootstrap.h"
#include "engine/analysis/ratingdata.h"
#include "engine/stats/regression.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <unordered_set>

namespace rl::analysis {

const char *cellStatusName(CellStatus s)
{
    switch (s) {
    case CellStatus::Ok: return "ok";
    case CellStatus::NoPredictions: return "no_predictions";
    case CellStatus::NoHumanData: return "no_human_data";
    case CellStatus::TooFewPairs: return "too_few_pairs";
    }
    return "ok";
}

const char *analysisStatusName(AnalysisStatus s)
{
    switch (s) {
    case AnalysisStatus::Ok: return "ok";
    case AnalysisStatus::NoItems: return "no_items";
    case AnalysisStatus::NoGroupFactor: return "no_group_factor";
    case AnalysisStatus::NoHumanRatings: return "no_human_ratings";
    }
    return "ok";
}

int RatingAnalysis::dimensionIndex(const std::string &name) const
{
    for (std::size_t d = 0; d < dimensions.size(); ++d)
        if (dimensions[d] == name)
            return static_cast<int>(d);
    return -1;
}

int RatingAnalysis::categoricalIndex(const std::string &name) const
{
    for (std::size_t k = 0; k < categoricalDimensions.size(); ++k)
        if (categoricalDimensions[k] == name)
            return static_cast<int>(k);
    return -1;
}

int RatingAnalysis::groupIndex(const std::string &name) const
{
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (groups[g] == name)
            return static_cast<int>(g);
    return -1;
}

namespace detail {

RatingData buildRatingData(const study::Study &s, const RatingAnalysisOptions &options, std::vector<std::string> &notes)
{
    RatingData d;
    d.itemCount = s.items.size();
    const std::size_t I = d.itemCount;
    d.included.assign(I, 1);
    if (!options.itemSubset.empty()) {
        std::fill(d.included.begin(), d.included.end(), 0);
        std::size_t unknown = 0;
        for (const auto &key : options.itemSubset) {
            const int j = s.findItem(key);
            if (j >= 0)
                d.included[static_cast<std::size_t>(j)] = 1;
            else
                ++unknown;
        }
        if (unknown > 0)
            notes.push_back(std::to_string(unknown) + " stimulus ids of the item subset are not in the study.");
    }

    // Groups: all + the levels of the grouping factor (declared order).
    d.groupFactor = s.findFactor(options.groupBy);
    d.groups.push_back("all");
    d.groupOfItem.assign(I, -1);
    if (d.groupFactor >= 0) {
        const auto gf = static_cast<std::size_t>(d.groupFactor);
        for (const auto &l : s.factors[gf].levels)
            d.groups.push_back(l);
        for (std::size_t j = 0; j < I; ++j)
            d.groupOfItem[j] = s.items[j].levels[gf];
    }
    d.groupItems.assign(d.groups.size(), {});
    d.groupMask.assign(d.groups.size(), std::vector<unsigned char>(I, 0));
    for (std::size_t j = 0; j < I; ++j) {
        if (!d.included[j])
            continue;
        d.groupItems[0].push_back(static_cast<int>(j));
        d.groupMask[0][j] = 1;
        const int e = d.groupOfItem[j];
        if (e >= 0) {
            d.groupItems[static_cast<std::size_t>(e) + 1].push_back(static_cast<int>(j));
            d.groupMask[static_cast<std::size_t>(e) + 1][j] = 1;
        }
    }
    // The face study's emotion factor, whatever the grouping (the paired LMM is rating ~ rater_type * emotion).
    d.emotionFactor = s.findFactor(study::face::kEmotion);
    d.emotionOfItem.assign(I, -1);
    if (d.emotionFactor >= 0) {
        const auto ef = static_cast<std::size_t>(d.emotionFactor);
        d.emotionLevels = s.factors[ef].levels;
        for (std::size_t j = 0; j < I; ++j)
            d.emotionOfItem[j] = s.items[j].levels[ef];
    }

    // Classification: the categorical dimension `emotion` if the study has one, else the first categorical
    // dimension with a factor of the same name; an item's true label is its level of that factor.
    d.labelDimension = -1;
    for (std::size_t k = 0; k < s.dimensions.size() && d.labelDimension < 0; ++k)
        if (s.dimensions[k].kind == study::DimensionKind::Categorical && s.dimensions[k].name == study::face::kEmotion)
            d.labelDimension = static_cast<int>(k);
    for (std::size_t k = 0; k < s.dimensions.size() && d.labelDimension < 0; ++k)
        if (s.dimensions[k].kind == study::DimensionKind::Categorical && s.findFactor(s.dimensions[k].name) >= 0)
            d.labelDimension = static_cast<int>(k);
    d.truth.assign(I, -1);
    if (d.labelDimension >= 0) {
        const auto &dim = s.dimensions[static_cast<std::size_t>(d.labelDimension)];
        d.labels = dim.levels;
        const int tf = s.findFactor(dim.name);
        d.truthFactor = tf;
        if (tf >= 0) {
            const auto &levels = s.factors[static_cast<std::size_t>(tf)].levels;
            std::vector<int> map(levels.size(), -1);
            for (std::size_t l = 0; l < levels.size(); ++l)
                map[l] = dim.levelIndex(levels[l]);
            for (std::size_t j = 0; j < I; ++j) {
                const int level = s.items[j].levels[static_cast<std::size_t>(tf)];
                if (level >= 0)
                    d.truth[j] = map[static_cast<std::size_t>(level)];
            }
        }
    }

    // Conditions and raters.
    const std::size_t C = s.conditions.size();
    for (std::size_t c = 0; c < C; ++c)
        d.conditions.push_back(static_cast<int>(c));
    std::vector<int> humanIndex(s.raters.size(), -1);
    for (std::size_t r = 0; r < s.raters.size(); ++r)
        if (s.raters[r].kind == study::RaterKind::Human)
            humanIndex[r] = static_cast<int>(d.humanRaterCount++);

    // One pass over the ratings: human ratings per dimension, predictions per condition.
    const std::size_t D = s.dimensions.size();
    std::vector<std::vector<int>> hItem(D), hRater(D);
    std::vector<std::vector<double>> hValue(D);
    std::vector<std::vector<std::vector<double>>> pred(C, std::vector<std::vector<double>>(D));
    d.labelPredictions.assign(C, std::vector<int>(I, kNoAnswer));
    d.hasLabels.assign(C, false);
    std::size_t extraSamples = 0;
    for (const auto &r : s.ratings) {
        if (r.item < 0 || static_cast<std::size_t>(r.item) >= I || r.dimension < 0 || static_cast<std::size_t>(r.dimension) >= D)
            continue;
        const auto j = static_cast<std::size_t>(r.item);
        if (!d.included[j])
            continue;
        const auto &rater = s.raters[static_cast<std::size_t>(r.rater)];
        const auto dim = static_cast<std::size_t>(r.dimension);
        if (rater.kind == study::RaterKind::Human) {
            if (s.dimensions[dim].kind == study::DimensionKind::Categorical && r.value < 0)
                continue; // a human label outside the declared labels is not a label
            hItem[dim].push_back(r.item);
            hRater[dim].push_back(humanIndex[static_cast<std::size_t>(r.rater)]);
            hValue[dim].push_back(r.value);
            continue;
        }
        if (rater.conditionIndex < 0 || static_cast<std::size_t>(rater.conditionIndex) >= C)
            continue;
        if (r.round != 0 || r.sample != 0) {
            ++extraSamples;
            continue;
        }
        const auto c = static_cast<std::size_t>(rater.conditionIndex);
        if (static_cast<int>(dim) == d.labelDimension) {
            d.labelPredictions[c][j] = r.value >= 0 ? static_cast<int>(r.value) : -1;
            d.hasLabels[c] = true;
        }
        auto &v = pred[c][dim];
        if (v.empty())
            v.assign(I, kNaN);
        const bool label = s.dimensions[dim].kind == study::DimensionKind::Categorical;
        v[j] = label && !(r.value >= 0 && r.value < static_cast<double>(s.dimensions[dim].levels.size())) ? -1.0 : r.value;
    }
    if (extraSamples > 0)
        notes.push_back(std::to_string(extraSamples)
                        + " model answers of later rounds or repeated samples were left out (sample 0 of round 0 is analysed).");

    for (std::size_t dim = 0; dim < D; ++dim) {
        if (s.dimensions[dim].kind != study::DimensionKind::Numeric)
            continue;
        if (hValue[dim].empty()) {
            bool predicted = false;
            for (std::size_t c = 0; c < C; ++c)
                predicted = predicted || !pred[c][dim].empty();
            if (predicted)
                notes.push_back("The dimension '" + s.dimensions[dim].name
                                + "' has model predictions but no human ratings, so it is not analysed.");
            continue;
        }
        DimensionData dd;
        dd.name = s.dimensions[dim].name;
        dd.studyDimension = static_cast<int>(dim);
        dd.scale = s.dimensions[dim];
        dd.humans = agreement::ItemRatings::fromLong(hItem[dim], hValue[dim], I);
        dd.byRater = RaterRatings::fromLong(hRater[dim], hItem[dim], hValue[dim], d.humanRaterCount);
        d.dims.push_back(std::move(dd));
    }
    for (std::size_t dim = 0; dim < D; ++dim) {
        const study::Dimension &sd = s.dimensions[dim];
        if (sd.kind != study::DimensionKind::Categorical || hValue[dim].empty())
            continue;
        CategoricalData cd;
        cd.name = sd.name;
        cd.studyDimension = static_cast<int>(dim);
        cd.labels = sd.levels;
        cd.ordered = sd.ordered;
        cd.humans = agreement::ItemRatings::fromLong(hItem[dim], hValue[dim], I);
        cd.byRater = RaterRatings::fromLong(hRater[dim], hItem[dim], hValue[dim], d.humanRaterCount);
        cd.plurality = agreement::plurality(cd.humans, cd.labels.size());
        d.catDims.push_back(std::move(cd));
    }
    for (std::size_t k = 0; k < D; ++k) {
        const study::Dimension &sd = s.dimensions[k];
        if (sd.kind != study::DimensionKind::Categorical || static_cast<int>(k) == d.labelDimension || !hValue[k].empty())
            continue;
        notes.push_back("The categorical dimension '" + sd.name + "' has neither true labels (a factor of the same name"
                        + (d.labelDimension >= 0 ? ", and only one dimension is classified" : std::string())
                        + ") nor human labels, so it is not analysed.");
    }
    d.predictions.assign(C, {});
    d.catPredictions.assign(C, {});
    for (std::size_t c = 0; c < C; ++c) {
        for (const auto &dd : d.dims)
            d.predictions[c].push_back(std::move(pred[c][static_cast<std::size_t>(dd.studyDimension)]));
        for (const auto &cd : d.catDims)
            d.catPredictions[c].push_back(std::move(pred[c][static_cast<std::size_t>(cd.studyDimension)]));
    }

    d.raceFactor = s.findFactor("race");
    d.genderFactor = s.findFactor("gender");
    return d;
}

ClassificationResult classify(const RatingData &d, std::size_t c, std::span<const int> items, bool keepItems)
{
    ClassificationResult res;
    if (d.labelDimension < 0 || !d.hasLabels[c])
        return res;
    res.present = true;
    std::vector<int> truth, predicted;
    truth.reserve(items.size());
    predicted.reserve(items.size());
    for (int j : items) {
        const int t = d.truth[static_cast<std::size_t>(j)];
        if (t < 0)
            continue;
        const int p = d.labelPredictions[c][static_cast<std::size_t>(j)];
        if (p == kNoAnswer) {
            ++res.nItemsMissing;
            continue;
        }
        truth.push_back(t);
        predicted.push_back(p);
        if (!keepItems)
            continue;
        res.items.push_back(j);
        res.itemRows.push_back(t);
        res.itemColumns.push_back(p >= 0 && static_cast<std::size_t>(p) < d.labels.size() ? p
                                                                                          : static_cast<int>(d.labels.size()));
    }
    res.confusion = agreement::confusion(truth, predicted, d.labels.size());
    return res;
}

PairedAnswers pairedAnswers(const RatingData &d, std::size_t c, std::size_t dim, std::span<const int> items,
                            std::vector<double> *all)
{
    PairedAnswers p;
    const auto &humans = d.dims[dim].humans;
    const auto &pred = d.predictions[c][dim];
    p.x.reserve(items.size());
    p.m.reserve(items.size());
    if (all)
        all->reserve(items.size());
    for (int j : items) {
        const double v = pred[static_cast<std::size_t>(j)];
        if (std::isnan(v)) {
            ++p.missing;
            continue;
        }
        ++p.answered;
        if (all)
            all->push_back(v);
        if (humans.n(static_cast<std::size_t>(j)) < 1)
            continue;
        p.x.push_back(v);
        p.m.push_back(humans.mean(static_cast<std::size_t>(j)));
    }
    return p;
}

void classifyCondition(const RatingData &d, std::size_t c, ConditionAnalysis &ca, bool keepItems)
{
    const std::size_t G = d.groupItems.size();
    ca.classification = classify(d, c, d.groupItems[0], keepItems);
    if (ca.classification.present && G > 1 && d.groupFactor != d.truthFactor) {
        ca.classificationByGroup.push_back(ca.classification);
        for (std::size_t g = 1; g < G; ++g)
            ca.classificationByGroup.push_back(classify(d, c, d.groupItems[g], keepItems));
    }
}

std::vector<CategoricalCell> categoricalCells(const RatingData &d, std::size_t c, std::size_t k,
                                              std::span<const CategoricalHumanCell> human, std::span<const int> groupOfItem,
                                              const AltTestOptions &accuracy)
{
    const std::size_t G = d.groupItems.size();
    const CategoricalData &cd = d.catDims[k];
    const auto &answers = d.catPredictions[c][k];
    std::vector<AltTestResult> alt(G);
    if (!answers.empty())
        alt = altTestGroups(cd.humans, cd.byRater, answers, groupOfItem, G - 1, accuracy);
    std::vector<CategoricalCell> cells;
    cells.reserve(G);
    for (std::size_t g = 0; g < G; ++g) {
        CategoricalCell cell;
        cell.nItemsGroup = d.groupItems[g].size();
        if (!answers.empty()) {
            cell.result = agreement::pluralityAgreement(cd.humans, cd.plurality, answers, human[g].result.alpha,
                                                        cd.alphaLevel(), d.groupItems[g]);
            cell.altTest = std::move(alt[g]);
            cell.status = cell.result.nItems == 0
                    ? (cell.result.nMissing == 0 ? CellStatus::NoHumanData : CellStatus::NoPredictions)
                    : CellStatus::Ok;
        }
        cells.push_back(std::move(cell));
    }
    return cells;
}

} // namespace detail

namespace {

using detail::RatingData;

constexpr int kContinuousBins = 10;  ///< bins of a continuous scale's histogram
constexpr int kMaxIntegerBins = 21;  ///< an integer scale with more values (0-100) is binned as a continuous one

/// The histogram layout of a declared scale: one bin per integer of an integer scale (ceil(lo)..floor(hi))
/// of at most kMaxIntegerBins values, else kContinuousBins equal bins with edges lo + (hi - lo) i / kContinuousBins.
struct ScaleBins {
    bool integer = true;
    int first = 1;
    int last = 9;
    std::vector<double> edges;
};

ScaleBins scaleBins(const study::Dimension &dim)
{
    ScaleBins b;
    if (dim.integerValued && dim.scaleMax - dim.scaleMin < kMaxIntegerBins) {
        b.first = static_cast<int>(std::ceil(dim.scaleMin));
        b.last = static_cast<int>(std::floor(dim.scaleMax));
        return b;
    }
    b.integer = false;
    b.first = 1;
    b.last = 0; // no integer bins
    for (int i = 0; i <= kContinuousBins; ++i)
        b.edges.push_back(dim.scaleMin + (dim.scaleMax - dim.scaleMin) * i / kContinuousBins);
    return b;
}

/// The binned histogram of the human ratings of `items` (continuous scales).
agreement::BinnedHistogram humanBins(const agreement::ItemRatings &humans, std::span<const int> items,
                                     std::span<const double> edges)
{
    std::vector<double> x;
    const std::span<const double> values = humans.values();
    for (int j : items)
        for (const agreement::ValueCount &vc : humans.valueCounts(static_cast<std::size_t>(j)))
            x.insert(x.end(), static_cast<std::size_t>(vc.count), values[static_cast<std::size_t>(vc.value)]);
    return agreement::histogram(x, edges);
}

CalibrationFit calibrationFit(std::span<const double> x, std::span<const double> m)
{
    CalibrationFit fit;
    fit.n = x.size();
    if (x.size() < 2)
        return fit;
    const std::vector<std::vector<double>> cov {std::vector<double>(x.begin(), x.end())};
    const std::vector<std::string> names {"x"};
    const auto design = stats::covariateDesign(cov, names);
    const auto ols = stats::ols(design, m);
    if (ols.status != stats::OlsStatus::Ok && ols.status != stats::OlsStatus::NoResidualDf)
        return fit;
    fit.b = ols.coefficients[0];
    fit.a = ols.coefficients[1];
    fit.ok = std::isfinite(fit.a) && std::isfinite(fit.b);
    return fit;
}

AgreementCell agreementCell(const RatingData &d, std::size_t c, std::size_t dim, std::size_t g,
                            const agreement::AlphaResult &baseAlpha, const RatingAnalysisOptions &o, AltTestResult alt)
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
    std::vector<double> xAll;
    detail::PairedAnswers paired = detail::pairedAnswers(d, c, dim, items, &xAll);
    cell.nMissing = paired.missing;
    const std::vector<double> &x = paired.x, &m = paired.m;
    cell.n = x.size();
    const ScaleBins bins = scaleBins(d.dims[dim].scale);
    cell.diversity = agreement::predictionDiversity(xAll, bins.first, bins.last);
    if (!bins.integer)
        cell.bins = agreement::histogram(xAll, bins.edges);
    if (xAll.empty()) {
        cell.status = CellStatus::NoPredictions;
        return cell;
    }
    agreement::BlandAltmanOptions bo;
    bo.z = o.blandAltmanZ;
    cell.ba = agreement::blandAltman(m, x, bo);
    cell.pearson = stats::pearson(x, m);
    cell.spearman = stats::spearman(x, m);
    cell.alpha = agreement::deltaAlpha(humans, baseAlpha, pred, items);
    cell.w1sd = agreement::w1sd(humans, pred, items);
    cell.calibration = calibrationFit(x, m);
    cell.altTest = std::move(alt);
    if (x.empty())
        cell.status = CellStatus::NoHumanData;
    else if (x.size() < 2)
        cell.status = CellStatus::TooFewPairs;
    else
        cell.status = CellStatus::Ok;
    return cell;
}

} // namespace

namespace {

using detail::CategoricalData;

/// The human ratings of every numeric (or every categorical) dimension as one set of instances
/// (item x dimension: instance = dimension * I + item), for the Alt-test across dimensions.
struct JointHumans {
    std::size_t dimensions = 0;
    agreement::ItemRatings humans;
    RaterRatings byRater;
    std::vector<int> groupOfInstance; ///< the group (level) of the instance's item, -1 = none
};

JointHumans jointHumans(const RatingData &d, bool categorical, std::size_t G)
{
    JointHumans jh;
    jh.dimensions = categorical ? d.catDims.size() : d.dims.size();
    if (jh.dimensions < 2)
        return jh;
    const std::size_t I = d.itemCount;
    std::vector<int> rater, item;
    std::vector<double> value;
    for (std::size_t k = 0; k < jh.dimensions; ++k) {
        const RaterRatings &rr = categorical ? d.catDims[k].byRater : d.dims[k].byRater;
        for (std::size_t r = 0; r < rr.raterCount(); ++r)
            for (std::size_t i = rr.offsets[r]; i < rr.offsets[r + 1]; ++i) {
                rater.push_back(static_cast<int>(r));
                item.push_back(static_cast<int>(k * I) + rr.items[i]);
                value.push_back(rr.values[i]);
            }
    }
    jh.humans = agreement::ItemRatings::fromLong(item, value, jh.dimensions * I);
    jh.byRater = RaterRatings::fromLong(rater, item, value, d.humanRaterCount);
    jh.groupOfInstance.assign(jh.dimensions * I, -1);
    for (std::size_t g = 1; g < G; ++g)
        for (int j : d.groupItems[g])
            for (std::size_t k = 0; k < jh.dimensions; ++k)
                jh.groupOfInstance[k * I + static_cast<std::size_t>(j)] = static_cast<int>(g - 1);
    return jh;
}

/// Condition c's answers over the instances of jointHumans (NaN where it gave none).
std::vector<double> jointAnswers(const RatingData &d, std::size_t c, bool categorical)
{
    const std::size_t I = d.itemCount;
    const std::size_t K = categorical ? d.catDims.size() : d.dims.size();
    std::vector<double> out(K * I, kNaN);
    for (std::size_t k = 0; k < K; ++k) {
        const auto &p = categorical ? d.catPredictions[c][k] : d.predictions[c][k];
        for (std::size_t j = 0; j < p.size() && j < I; ++j)
            out[k * I + j] = p[j];
    }
    return out;
}

/// Fills the bootstrap intervals of the human alpha and of every condition's delta alpha, per dimension
/// and group, from one seeded set of resamples per (dimension, group). False when cancelled.
bool bootstrapAlpha(RatingAnalysis &a, const RatingData &d, const RatingAnalysisOptions &o, const Progress &progress)
{
    const std::size_t G = d.groups.size();
    const std::size_t C = a.conditions.size();
    agreement::AlphaBootstrapOptions bo;
    bo.repeats = o.alphaBootstrapRepeats;
    bo.seed = o.seed;
    auto interval = [](std::span<const double> v, std::size_t B) {
        const agreement::PercentileInterval pi = agreement::percentileInterval(v);
        return BootstrapInterval {pi.low, pi.high, B, pi.finite};
    };
    auto run = [&](const agreement::ItemRatings &humans, agreement::AlphaLevel level,
                   const std::vector<std::span<const double>> &answers, std::size_t g, BootstrapInterval &human,
                   const std::function<BootstrapInterval &(std::size_t)> &conditionCi) {
        std::vector<std::span<const double>> extra;
        std::vector<std::size_t> which;
        for (std::size_t c = 0; c < C; ++c)
            if (!answers[c].empty()) {
                extra.emplace_back(answers[c]);
                which.push_back(c);
            }
        const auto boot = agreement::alphaBootstrap(humans, level, d.groupItems[g], extra, bo, progress.stop);
        if (boot.repeats == 0)
            return bo.repeats == 0;
        human = interval(boot.base, boot.repeats);
        std::vector<double> delta(boot.repeats);
        for (std::size_t e = 0; e < which.size(); ++e) {
            for (std::size_t b = 0; b < boot.repeats; ++b)
                delta[b] = boot.withRater[e][b] - boot.base[b];
            conditionCi(which[e]) = interval(delta, boot.repeats);
        }
        return true;
    };
    for (auto &ca : a.conditions)
        ca.deltaAlphaCi.assign(d.dims.size(), std::vector<BootstrapInterval>(G));
    for (std::size_t dim = 0; dim < d.dims.size(); ++dim) {
        std::vector<std::span<const double>> answers(C); // the predictions as they are, not copied
        for (std::size_t c = 0; c < C; ++c)
            answers[c] = d.predictions[c][dim];
        for (std::size_t g = 0; g < G; ++g)
            if (!run(d.dims[dim].humans, agreement::AlphaLevel::Interval, answers, g, a.human[dim][g].alphaCi,
                     [&](std::size_t c) -> BootstrapInterval & { return a.conditions[c].deltaAlphaCi[dim][g]; }))
                return false;
    }
    for (std::size_t k = 0; k < d.catDims.size(); ++k) {
        std::vector<std::vector<double>> labels(C); // an invalid answer is not a label: left out of alpha
        std::vector<std::span<const double>> answers(C);
        for (std::size_t c = 0; c < C; ++c) {
            labels[c] = d.catPredictions[c][k];
            for (double &v : labels[c])
                if (v < 0)
                    v = kNaN;
            answers[c] = labels[c];
        }
        for (std::size_t g = 0; g < G; ++g)
            if (!run(d.catDims[k].humans, d.catDims[k].alphaLevel(), answers, g, a.categoricalHuman[k][g].alphaCi,
                     [&](std::size_t c) -> BootstrapInterval & { return a.conditions[c].categorical[k][g].deltaAlphaCi; }))
                return false;
    }
    return true;
}

/// analyzeRatingStudy, taking over from `reuse.previous` what `reuse` allows (reanalyzeRatingStudy).
Result<RatingAnalysis> analyze(const study::Study &s, const RatingAnalysisOptions &o, const Progress &progress,
                             const std::vector<std::string> *changed, const RatingAnalysis *previous)
{
    if (!(o.recallThreshold >= 0 && o.recallThreshold <= 1) || !(o.kappaThreshold >= -1 && o.kappaThreshold <= 1))
        return Error{ErrorCode::Validation, "thresholds must be r* in [0, 1] and kappa* in [-1, 1]"};
    if (!(o.altTestEpsilon >= 0 && o.altTestEpsilon < 1) || !(o.altTestQ > 0 && o.altTestQ < 1))
        return Error{ErrorCode::Validation, "Alt-test epsilon must be in [0, 1) and q in (0, 1)"};
    auto cancelled = [] { return Error{ErrorCode::Cancelled, "analysis cancelled"}; };

    RatingAnalysis a;
    a.options = o;
    a.studyName = s.name;
    a.syntheticDemo = s.synthetic;
    a.demoSeed = s.demoSeed;
    progress("prepare", 0, 1);
    const RatingData d = detail::buildRatingData(s, o, a.notes);
    a.itemCount = d.groupItems[0].size();
    a.humanRaterCount = d.humanRaterCount;
    a.groups = d.groups;
    a.groupItems = d.groupItems;
    a.labels = d.labels;
    if (d.labelDimension >= 0)
        a.classifiedDimension = s.dimensions[static_cast<std::size_t>(d.labelDimension)].name;
    for (const auto &dd : d.dims) {
        a.dimensions.push_back(dd.name);
        a.scales.push_back(dd.scale);
    }
    for (const auto &cd : d.catDims) {
        a.categoricalDimensions.push_back(cd.name);
        a.categoricalLabels.push_back(cd.labels);
        a.categoricalOrdered.push_back(cd.ordered);
    }
    if (d.groupFactor >= 0)
        a.groupFactor = o.groupBy;
    const bool groupMissing = !o.groupBy.empty() && d.groupFactor < 0;
    if (a.itemCount == 0)
        a.status = AnalysisStatus::NoItems;
    else if (groupMissing)
        a.status = AnalysisStatus::NoGroupFactor;
    else if (d.dims.empty() && d.catDims.empty())
        a.status = AnalysisStatus::NoHumanRatings;
    for (std::size_t g = 1; g < d.groups.size() && d.labelDimension >= 0 && d.groupFactor != d.truthFactor; ++g)
        if (std::find(d.labels.begin(), d.labels.end(), d.groups[g]) != d.labels.end())
            a.notes.push_back("The classification within " + o.groupBy + " '" + d.groups[g]
                              + "' is in analysis.json only: the level is also a class label of '"
                              + a.classifiedDimension + "' (its metrics.csv rows are the class's).");
    if (groupMissing)
        a.notes.push_back("The study has no factor '" + o.groupBy + "', so every result is over all items (the 'all' group).");
    progress("prepare", 1, 1);
    if (progress.stopRequested())
        return cancelled();

    const std::size_t D = d.dims.size();
    const std::size_t G = d.groups.size();
    for (std::size_t c = 0; c < d.conditions.size(); ++c) {
        const auto &mc = s.conditions[static_cast<std::size_t>(d.conditions[c])];
        ConditionAnalysis ca;
        ca.id = mc.id;
        ca.label = mc.label;
        ca.simulated = mc.simulated;
        a.conditions.push_back(std::move(ca));
    }
    // A condition is taken over when the previous analysis has it and its answers did not change.
    detail::Reuse reuse;
    if (previous) {
        reuse.previous = previous;
        for (const auto &ca : a.conditions) {
            int from = -1;
            if (std::find(changed->begin(), changed->end(), ca.id) == changed->end())
                for (std::size_t k = 0; k < previous->conditions.size(); ++k)
                    if (previous->conditions[k].id == ca.id)
                        from = static_cast<int>(k);
            reuse.from.push_back(from);
        }
    }

    if (o.parts.agreement) {
        // Human side: alpha at four levels, LOO baseline, diversity, per dimension and group.
        a.human.assign(D, std::vector<HumanCell>(G));
        const bool humansReused = previous && previous->human.size() == D;
        if (humansReused)
            a.human = previous->human;
        for (std::size_t dim = 0; dim < D && !humansReused; ++dim) {
            const auto &humans = d.dims[dim].humans;
            for (std::size_t g = 0; g < G; ++g) {
                HumanCell &h = a.human[dim][g];
                const auto &items = d.groupItems[g];
                h.nItems = items.size();
                for (int j : items)
                    h.nRatings += static_cast<std::size_t>(humans.n(static_cast<std::size_t>(j)));
                h.alpha = agreement::krippendorffAlphaAllLevels(humans, items);
                h.loo = agreement::humanLeaveOneOut(humans, items);
                const ScaleBins bins = scaleBins(d.dims[dim].scale);
                h.diversity = agreement::humanDiversity(humans, items, bins.first, bins.last);
                if (!bins.integer)
                    h.bins = humanBins(humans, items, bins.edges);
            }
            progress("human", static_cast<std::int64_t>(dim + 1), static_cast<std::int64_t>(D));
        }
        // The same for every categorical dimension with human labels (methods §3.7).
        const std::size_t CD = d.catDims.size();
        a.categoricalHuman.assign(CD, std::vector<CategoricalHumanCell>(G));
        const bool catReused = previous && previous->categoricalHuman.size() == CD && humansReused;
        if (catReused)
            a.categoricalHuman = previous->categoricalHuman;
        for (std::size_t k = 0; k < CD && !catReused; ++k)
            for (std::size_t g = 0; g < G; ++g)
                a.categoricalHuman[k][g].result = agreement::categoricalHumans(
                        d.catDims[k].humans, d.catDims[k].labels.size(), d.catDims[k].alphaLevel(), d.groupItems[g]);
        if (progress.stopRequested())
            return cancelled();

        AltTestOptions altOptions;
        altOptions.epsilon = o.altTestEpsilon;
        altOptions.q = o.altTestQ;
        altOptions.minItems = o.altTestMinItems;
        AltTestOptions altAccuracy = altOptions;
        altAccuracy.scoring = AltTestScoring::Accuracy;
        const std::array<JointHumans, 2> joint {jointHumans(d, false, G), jointHumans(d, true, G)};

        // Conditions: classification and per-dimension agreement.
        const std::size_t C = a.conditions.size();
        std::vector<int> groupOfItem(d.itemCount, -1);
        for (std::size_t g = 1; g < G; ++g)
            for (int j : d.groupItems[g])
                groupOfItem[static_cast<std::size_t>(j)] = static_cast<int>(g - 1);
        for (std::size_t c = 0; c < C; ++c) {
            auto &ca = a.conditions[c];
            if (reuse.reused(c)) {
                const auto &was = previous->conditions[static_cast<std::size_t>(reuse.from[c])];
                ca.classification = was.classification;
                ca.classificationByGroup = was.classificationByGroup;
                ca.cells = was.cells;
                ca.categorical = was.categorical;
                ca.jointAltTest = was.jointAltTest;
                progress("agreement", static_cast<std::int64_t>(c + 1), static_cast<std::int64_t>(C));
                continue;
            }
            classifyCondition(d, c, ca);
            ca.cells.assign(D, {});
            for (std::size_t dim = 0; dim < D; ++dim) {
                std::vector<AltTestResult> alt(G);
                if (!d.predictions[c][dim].empty())
                    alt = altTestGroups(d.dims[dim].humans, d.dims[dim].byRater, d.predictions[c][dim], groupOfItem,
                                        G - 1, altOptions);
                ca.cells[dim].reserve(G);
                for (std::size_t g = 0; g < G; ++g) {
                    const auto &base = a.human[dim][g].alpha[static_cast<std::size_t>(agreement::AlphaLevel::Interval)];
                    ca.cells[dim].push_back(agreementCell(d, c, dim, g, base, o, std::move(alt[g])));
                }
            }
            ca.categorical.assign(CD, {});
            for (std::size_t k = 0; k < CD; ++k)
                ca.categorical[k] = categoricalCells(d, c, k, a.categoricalHuman[k], groupOfItem, altAccuracy);
            for (std::size_t kind = 0; kind < 2; ++kind) {
                const JointHumans &jh = joint[kind];
                if (jh.dimensions < 2)
                    continue;
                const std::vector<double> answers = jointAnswers(d, c, kind == 1);
                if (std::all_of(answers.begin(), answers.end(), [](double v) { return std::isnan(v); }))
                    continue;
                ca.jointAltTest[kind] = altTestGroups(jh.humans, jh.byRater, answers, jh.groupOfInstance, G - 1,
                                                      kind == 1 ? altAccuracy : altOptions);
            }
            progress("agreement", static_cast<std::int64_t>(c + 1), static_cast<std::int64_t>(C));
            if (progress.stopRequested())
                return cancelled();
        }

        // Percentile intervals of alpha and delta alpha, every condition on the same resamples.
        if (!bootstrapAlpha(a, d, o, progress))
            return cancelled();

        // Inter-model variance per dimension over the chosen conditions: over every item, and within the
        // levels of the grouping factor.
        a.interModel.assign(D, {});
        for (std::size_t dim = 0; dim < D; ++dim) {
            InterModelAnalysis &im = a.interModel[dim];
            std::vector<std::size_t> chosen;
            for (std::size_t c = 0; c < C; ++c) {
                const bool wanted = o.interModelConditions.empty()
                        || std::find(o.interModelConditions.begin(), o.interModelConditions.end(), a.conditions[c].id)
                                != o.interModelConditions.end();
                if (wanted && !d.predictions[c][dim].empty())
                    chosen.push_back(c);
            }
            // Taken over when the same conditions, all unchanged, enter it.
            if (previous && previous->interModel.size() == D) {
                const auto &was = previous->interModel[dim];
                bool same = was.conditions.size() == chosen.size();
                for (std::size_t k = 0; same && k < chosen.size(); ++k)
                    same = reuse.reused(chosen[k]) && was.conditions[k] == a.conditions[chosen[k]].id;
                if (same) {
                    im = was;
                    continue;
                }
            }
            std::vector<double> X(chosen.size() * d.itemCount, kNaN);
            for (std::size_t k = 0; k < chosen.size(); ++k) {
                im.conditions.push_back(a.conditions[chosen[k]].id);
                const auto &p = d.predictions[chosen[k]][dim];
                for (int j : d.groupItems[0])
                    X[k * d.itemCount + static_cast<std::size_t>(j)] = p[static_cast<std::size_t>(j)];
            }
            agreement::InterModelOptions io;
            io.repeats = o.resamplingRepeats;
            io.seed = o.seed;
            Progress sub;
            sub.stop = progress.stop;
            std::vector<int> everyItem(d.itemCount, -1);
            for (int j : d.groupItems[0])
                everyItem[static_cast<std::size_t>(j)] = 0;
            im.overall = agreement::interModelVariance(X, chosen.size(), d.dims[dim].humans, everyItem, 1, io, sub);
            if (!im.overall.cancelled && G > 1)
                im.result = agreement::interModelVariance(X, chosen.size(), d.dims[dim].humans, groupOfItem, G - 1, io, sub);
            if (im.overall.cancelled || im.result.cancelled)
                return cancelled();
            progress("inter-model", static_cast<std::int64_t>(dim + 1), static_cast<std::int64_t>(D));
        }
    }

    if (o.parts.demographics) {
        a.demographics = detail::analyzeDemographics(s, d, o, progress, a.notes, reuse);
        if (progress.stopRequested())
            return cancelled();
    }
    if (o.parts.mixed) {
        auto mixed = detail::analyzeMixed(s, d, o, progress, a.notes, reuse);
        if (!mixed)
            return mixed.error();
        a.mixed = std::move(*mixed);
    }
    return a;
}

} // namespace

Result<RatingAnalysis> analyzeRatingStudy(const study::Study &s, const RatingAnalysisOptions &o, const Progress &progress)
{
    return analyze(s, o, progress, nullptr, nullptr);
}

Result<RatingAnalysis> reanalyzeRatingStudy(const RatingAnalysis &previous, const study::Study &s,
                                        const std::vector<std::string> &changed, const Progress &progress)
{
    return analyze(s, previous.options, progress, &changed, &previous);
}

std::vector<int> ClassificationResult::itemsInCell(int row, int column) const
{
    std::vector<int> out;
    for (std::size_t i = 0; i < items.size(); ++i)
        if (itemRows[i] == row && itemColumns[i] == column)
            out.push_back(items[i]);
    return out;
}

} // namespace rl::analysis
