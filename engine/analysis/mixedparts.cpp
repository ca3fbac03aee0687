// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/mixedparts.h"

#include "engine/analysis/ratingdata.h"
#include "engine/mixed/design.h"
#include "engine/mixed/glmm.h"
#include "engine/mixed/lmm.h"
#include "engine/mixed/satterthwaite.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace rl::analysis {

std::string fitOutcomeName(FitOutcome outcome, const std::string &detail)
{
    switch (outcome) {
    case FitOutcome::NotRun: return "not_run";
    case FitOutcome::Ok: return "ok";
    case FitOutcome::OkSingular: return "ok_singular";
    case FitOutcome::NotAvailable: return "not_available";
    case FitOutcome::NoPredictions: return "no_predictions";
    case FitOutcome::NoAnswers: return "no_answers";
    case FitOutcome::NotConverged: return detail;
    case FitOutcome::FitFailed: return "fit: " + detail;
    case FitOutcome::TestFitFailed: return "fit_failed: " + detail;
    case FitOutcome::DesignFailed: return "design: " + detail;
    case FitOutcome::SatterthwaiteFailed: return "satterthwaite: " + detail;
    }
    return detail;
}

} // namespace rl::analysis

namespace rl::analysis::detail {

namespace {


/// Codes of `labels` in R's alphabetical level order.
mixed::Factor alphabeticalFactor(std::string name, const std::vector<std::string> &labelOfCode, std::span<const int> codes)
{
    mixed::Factor f;
    f.name = std::move(name);
    f.levels = labelOfCode;
    std::sort(f.levels.begin(), f.levels.end());
    f.codes.reserve(codes.size());
    for (int c : codes)
        f.codes.push_back(static_cast<int>(std::find(f.levels.begin(), f.levels.end(), labelOfCode[static_cast<std::size_t>(c)])
                                           - f.levels.begin()));
    return f;
}

double varianceOf(const mixed::LmmFit &fit, const std::string &group)
{
    for (const auto &row : fit.varCorr)
        if (row.group == group && row.var2.empty())
            return row.vcov;
    return kNaN;
}

/// Fits `spec` and fills what PairedLmm and CrossedLmm share: run, singular, REML criterion, residual variance and
/// status ("ok" or the optimizer's); no fit, and the status "fit: <reason>", when the model cannot be fitted.
template <class Out>
std::optional<mixed::LmmFit> fitInto(const mixed::LmmSpec &spec, Out &out)
{
    auto fit = mixed::fitLmm(spec);
    if (!fit) {
        setOutcome(out, FitOutcome::FitFailed, fit.error().detail);
        return std::nullopt;
    }
    out.run = true;
    out.singular = fit->singular;
    out.remlCriterion = fit->remlCriterion;
    out.varResidual = varianceOf(*fit, "Residual");
    if (fit->status == mixed::FitStatus::Converged)
        setOutcome(out, FitOutcome::Ok);
    else
        setOutcome(out, FitOutcome::NotConverged, mixed::fitStatusName(fit->status));
    return std::move(*fit);
}

PairedLmm pairedLmm(const RatingData &d, std::size_t c, std::size_t dim, const Progress &progress)
{
    PairedLmm out;
    const auto &pred = d.predictions[c][dim];
    if (pred.empty()) {
        setOutcome(out, FitOutcome::NoPredictions);
        return out;
    }
    const auto &humans = d.dims[dim].humans;
    std::vector<double> y;
    std::vector<int> raterType, emotion, image;
    int images = 0;
    for (int j : d.groupItems[0]) {
        const auto ju = static_cast<std::size_t>(j);
        if (std::isnan(pred[ju]) || humans.n(ju) < 1 || d.emotionOfItem[ju] < 0)
            continue;
        for (int t = 0; t < 2; ++t) {
            y.push_back(t == 0 ? humans.mean(ju) : pred[ju]);
            raterType.push_back(t);
            emotion.push_back(d.emotionOfItem[ju]);
            image.push_back(images);
        }
        ++images;
    }
    out.nImages = static_cast<std::size_t>(images);
    out.nObs = y.size();
    std::vector<mixed::Factor> factors {alphabeticalFactor("rater_type", {"human", "model"}, raterType),
                                        alphabeticalFactor("emotion", d.emotionLevels, emotion)};
    auto design = mixed::factorialDesign(factors, true);
    if (!design) {
        setOutcome(out, FitOutcome::DesignFailed, design.error().detail);
        return out;
    }
    mixed::LmmSpec spec;
    spec.response = y;
    spec.fixedDesign = design->X;
    spec.fixedNames = design->columnNames;
    spec.terms.push_back(mixed::RandomTerm::intercept("image_id", image, images));
    const auto fit = fitInto(spec, out);
    if (!fit)
        return out;
    out.varImage = varianceOf(*fit, "image_id");
    auto sm = mixed::satterthwaiteModel(*fit);
    if (!sm) {
        setOutcome(out, FitOutcome::SatterthwaiteFailed, sm.error().detail);
        return out;
    }
    for (const auto &row : mixed::anova(*fit, *sm, mixed::typeIIIContrasts(*design)))
        out.anova.push_back({row.term, row.F, static_cast<double>(row.numDf), row.denDf, row.p});
    const auto tests = mixed::coefficientTests(*fit, *sm);
    for (std::size_t k = 0; k < tests.size() && k < fit->fixedNames.size(); ++k)
        out.fixedEffects.push_back({fit->fixedNames[k], tests[k].estimate, tests[k].se, tests[k].df, tests[k].t, tests[k].p});
    (void)progress;
    return out;
}

} // namespace

CrossedLmm crossedLmm(const RatingData &d, std::size_t dim)
{
    CrossedLmm out;
    const auto &byRater = d.dims[dim].byRater;
    std::vector<double> y;
    std::vector<int> rater, image;
    for (std::size_t h = 0; h < byRater.raterCount(); ++h)
        for (std::size_t r = byRater.offsets[h]; r < byRater.offsets[h + 1]; ++r) {
            y.push_back(byRater.values[r]);
            rater.push_back(static_cast<int>(h));
            image.push_back(byRater.items[r]);
        }
    out.n = y.size();
    mixed::LmmSpec spec;
    spec.response = y;
    spec.fixedDesign.assign(y.size(), 1.0);
    spec.fixedNames = {"(Intercept)"};
    spec.terms.push_back(mixed::RandomTerm::intercept("rater", rater, static_cast<int>(byRater.raterCount())));
    spec.terms.push_back(mixed::RandomTerm::intercept("image", image, static_cast<int>(d.itemCount)));
    const auto fit = fitInto(spec, out);
    if (!fit)
        return out;
    out.varRater = varianceOf(*fit, "rater");
    out.varImage = varianceOf(*fit, "image");
    return out;
}

void runGlmm(const RatingData &d, std::size_t c, std::span<const int> raceOf, std::span<const int> genderOf,
             std::size_t raceLevels, std::size_t genderLevels, ConditionDemographics &out, std::stop_token stop)
{
    setOutcome(out.glmmRace, FitOutcome::NoAnswers);
    setOutcome(out.glmmGender, FitOutcome::NoAnswers);
    if (d.labelDimension < 0 || !d.hasLabels[c])
        return;
    // correct_j = [answer == intended label] over the items with an answer; raceOf / genderOf are
    // already alphabetical codes (demographics.cpp).
    std::vector<double> correct;
    std::vector<int> race, gender, truth;
    for (int j : d.groupItems[0]) {
        const auto ju = static_cast<std::size_t>(j);
        const int p = d.labelPredictions[c][ju];
        if (d.truth[ju] < 0 || p == kNoAnswer || raceOf[ju] < 0 || genderOf[ju] < 0)
            continue;
        correct.push_back(p == d.truth[ju] ? 1.0 : 0.0);
        race.push_back(raceOf[ju]);
        gender.push_back(genderOf[ju]);
        truth.push_back(d.truth[ju]);
    }
    auto fitWith = [&](const std::vector<int> *codes, std::size_t levels, const char *name) -> Result<mixed::GlmmFit> {
        mixed::GlmmBinomialSpec spec;
        spec.successes = correct;
        const std::size_t n = correct.size();
        const std::size_t p = codes ? levels : 1;
        spec.fixedDesign.assign(n * p, 0.0);
        std::fill(spec.fixedDesign.begin(), spec.fixedDesign.begin() + static_cast<std::ptrdiff_t>(n), 1.0);
        spec.fixedNames = {"(Intercept)"};
        for (std::size_t l = 1; codes && l < levels; ++l) {
            spec.fixedNames.push_back(std::string(name) + std::to_string(l));
            for (std::size_t i = 0; i < n; ++i)
                spec.fixedDesign[l * n + i] = (*codes)[i] == static_cast<int>(l) ? 1.0 : 0.0;
        }
        spec.terms.push_back(mixed::RandomTerm::intercept("gt_emotion", truth, static_cast<int>(d.labels.size())));
        mixed::GlmmOptions options;
        options.stop = stop;
        return mixed::fitGlmmBinomial(spec, options);
    };
    auto null = fitWith(nullptr, 1, "");
    for (auto [lrt, codes, levels, name] : {std::tuple {&out.glmmRace, &race, raceLevels, "race"},
                                            std::tuple {&out.glmmGender, &gender, genderLevels, "gender"}}) {
        lrt->n = correct.size();
        if (!null) {
            setOutcome(*lrt, FitOutcome::TestFitFailed, null.error().detail);
            continue;
        }
        auto full = fitWith(codes, levels, name);
        if (!full) {
            setOutcome(*lrt, FitOutcome::TestFitFailed, full.error().detail);
            continue;
        }
        const auto test = mixed::likelihoodRatioTest(*null, *full);
        lrt->run = true;
        lrt->chisq = test.chisq;
        lrt->df = test.df;
        lrt->p = test.p;
        if (full->status == mixed::FitStatus::Converged && null->status == mixed::FitStatus::Converged)
            setOutcome(*lrt, full->singular || null->singular ? FitOutcome::OkSingular : FitOutcome::Ok);
        else
            setOutcome(*lrt, FitOutcome::NotConverged, mixed::fitStatusName(full->status));
    }
}

Result<MixedAnalysis> analyzeMixed(const study::Study &study, const RatingData &d, const RatingAnalysisOptions &options,
                                   const Progress &progress, std::vector<std::string> &notes, const Reuse &reuse)
{
    (void)study;
    (void)options;
    MixedAnalysis m;
    m.run = true;
    m.outcome = FitOutcome::Ok;
    m.status = fitOutcomeName(m.outcome);
    const std::size_t C = d.conditions.size(), D = d.dims.size();
    m.crossed.resize(D);
    const bool humansReused = reuse.previous && reuse.previous->mixed.run && reuse.previous->mixed.crossed.size() == D;
    for (std::size_t dim = 0; dim < D; ++dim) {
        m.crossed[dim] = humansReused ? reuse.previous->mixed.crossed[dim] : crossedLmm(d, dim);
        progress("mixed: crossed human LMM", static_cast<std::int64_t>(dim + 1), static_cast<std::int64_t>(D));
        if (progress.stopRequested())
            return Error{ErrorCode::Cancelled, "analysis cancelled"};
    }
    m.paired.assign(C, std::vector<PairedLmm>(D));
    if (d.emotionLevels.size() < 2) { // rating ~ rater_type * emotion: the face study's factor, whatever the grouping
        notes.push_back("The paired LMMs need an emotion factor with at least two levels, so they are not run.");
        return m;
    }
    for (std::size_t c = 0; c < C; ++c) {
        const std::size_t from = reuse.reused(c) ? static_cast<std::size_t>(reuse.from[c]) : SIZE_MAX;
        const bool take = from != SIZE_MAX && from < reuse.previous->mixed.paired.size()
                          && reuse.previous->mixed.paired[from].size() == D;
        for (std::size_t dim = 0; dim < D; ++dim)
            m.paired[c][dim] = take ? reuse.previous->mixed.paired[from][dim] : pairedLmm(d, c, dim, progress);
        progress("mixed: paired LMM", static_cast<std::int64_t>(c + 1), static_cast<std::int64_t>(C));
        if (progress.stopRequested())
            return Error{ErrorCode::Cancelled, "analysis cancelled"};
    }
    return m;
}

} // namespace rl::analysis::detail
