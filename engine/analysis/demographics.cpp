// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/demographics.h"

#include "engine/analysis/ratingdata.h"
#include "engine/stats/multiplicity.h"

#include <algorithm>
#include <cmath>

namespace rl::analysis {

const char *demographicStatusName(DemographicStatus s)
{
    switch (s) {
    case DemographicStatus::Ok: return "ok";
    case DemographicStatus::NotRun: return "not_run";
    case DemographicStatus::MissingFactors: return "missing_factors";
    case DemographicStatus::NoPredictions: return "no_predictions";
    case DemographicStatus::TooFewItems: return "too_few_items";
    }
    return "ok";
}

namespace detail {

namespace {

/// A study factor recoded to R's alphabetical level order (byte order, as sort() in the C locale).
struct Recoded {
    std::vector<std::string> levels;
    std::vector<int> codeOfStudyLevel;
};

Recoded recode(const study::Factor &f)
{
    Recoded r;
    r.levels = f.levels;
    std::sort(r.levels.begin(), r.levels.end());
    r.codeOfStudyLevel.resize(f.levels.size());
    for (std::size_t l = 0; l < f.levels.size(); ++l)
        r.codeOfStudyLevel[l] = static_cast<int>(std::find(r.levels.begin(), r.levels.end(), f.levels[l]) - r.levels.begin());
    return r;
}

BiasAnovaCell biasAnova(std::span<const int> raceCodes, std::span<const int> genderCodes, std::span<const double> bias,
                        const Recoded &race, const Recoded &gender)
{
    BiasAnovaCell cell;
    cell.n = bias.size();
    cell.terms[0].term = "race";
    cell.terms[1].term = "gender";
    cell.terms[2].term = "race:gender";
    const std::size_t pFull = race.levels.size() * gender.levels.size();
    if (bias.size() < pFull + 1) {
        cell.status = bias.empty() ? DemographicStatus::NoPredictions : DemographicStatus::TooFewItems;
        return cell;
    }
    std::vector<stats::Factor> factors(2);
    factors[0].name = "race";
    factors[0].levels = race.levels;
    factors[0].codes.assign(raceCodes.begin(), raceCodes.end());
    factors[1].name = "gender";
    factors[1].levels = gender.levels;
    factors[1].codes.assign(genderCodes.begin(), genderCodes.end());

    auto fit = [&](std::vector<stats::ModelTerm> terms) -> stats::OlsFit {
        auto design = stats::treatmentDesign(factors, terms);
        if (!design)
            return {};
        return stats::ols(*design, bias);
    };
    const stats::OlsFit mRace = fit({{0}});
    const stats::OlsFit mGender = fit({{1}});
    const stats::OlsFit mAdd = fit({{0}, {1}});
    const stats::OlsFit mFull = fit({{0}, {1}, {0, 1}});
    cell.terms[0].test = stats::nestedFTest(mGender, mAdd);
    cell.terms[1].test = stats::nestedFTest(mRace, mAdd);
    cell.terms[2].test = stats::nestedFTest(mAdd, mFull);
    const stats::AnovaTable table = stats::anovaTypeI(mFull);
    for (auto &t : cell.terms) {
        t.ssTotal = mFull.tss;
        t.ssType1 = 0.0; // a term without estimable columns has no sequential SS
        for (const auto &row : table.rows)
            if (row.term == t.term)
                t.ssType1 = row.ss;
        t.eta2 = t.ssTotal > 0 ? t.ssType1 / t.ssTotal : kNaN;
    }
    cell.status = DemographicStatus::Ok;
    return cell;
}

/// The GLMM tests of every condition (the bulk of the demographic battery's time), in condition order; a stop is
/// honoured between conditions. Sequential: threading belongs to the caller (docs/style.md, "Engine habits").
void runGlmmTests(const RatingData &d, std::span<const int> raceOf, std::span<const int> genderOf, std::size_t raceLevels,
                  std::size_t genderLevels, std::vector<ConditionDemographics> &conditions, const Progress &progress,
                  const Reuse &reuse)
{
    const std::size_t C = conditions.size();
    for (std::size_t c = 0; c < C && !progress.stopRequested(); ++c) {
        if (!reuse.reused(c))
            runGlmm(d, c, raceOf, genderOf, raceLevels, genderLevels, conditions[c], progress.stop);
        progress("demographics", static_cast<std::int64_t>(c + 1), static_cast<std::int64_t>(C));
    }
}

} // namespace

Demographics analyzeDemographics(const study::Study &s, const RatingData &d, const RatingAnalysisOptions &o,
                                 const Progress &progress, std::vector<std::string> &notes, const Reuse &given)
{
    // A previous analysis whose demographic part did not run has nothing to take over.
    const bool usable = given.previous && given.previous->demographics.status == DemographicStatus::Ok
                        && given.previous->demographics.conditions.size() == given.previous->conditions.size();
    const Reuse reuse = usable ? given : Reuse {};
    Demographics out;
    if (d.raceFactor < 0 || d.genderFactor < 0) {
        out.status = DemographicStatus::MissingFactors;
        notes.push_back("Demographic bias needs 'race' and 'gender' factors, which the study does not have, so it is not computed.");
        return out;
    }
    const Recoded race = recode(s.factors[static_cast<std::size_t>(d.raceFactor)]);
    const Recoded gender = recode(s.factors[static_cast<std::size_t>(d.genderFactor)]);
    out.raceLevels = race.levels;
    out.genderLevels = gender.levels;
    if (race.levels.size() < 2 || gender.levels.size() < 2) {
        out.status = DemographicStatus::MissingFactors;
        notes.push_back("Demographic bias needs at least two levels of 'race' and of 'gender', so it is not computed.");
        return out;
    }
    std::vector<int> raceOf(d.itemCount, -1), genderOf(d.itemCount, -1);
    for (std::size_t j = 0; j < d.itemCount; ++j) {
        const int r = s.items[j].levels[static_cast<std::size_t>(d.raceFactor)];
        const int g = s.items[j].levels[static_cast<std::size_t>(d.genderFactor)];
        raceOf[j] = r >= 0 ? race.codeOfStudyLevel[static_cast<std::size_t>(r)] : -1;
        genderOf[j] = g >= 0 ? gender.codeOfStudyLevel[static_cast<std::size_t>(g)] : -1;
    }

    const std::size_t C = d.conditions.size();
    const std::size_t D = d.dims.size();
    const std::size_t E = d.groups.size() - 1;
    out.conditions.resize(C);
    for (std::size_t c = 0; c < C; ++c) {
        ConditionDemographics &cd = out.conditions[c];
        if (reuse.reused(c)) {
            cd = reuse.previous->demographics.conditions[static_cast<std::size_t>(reuse.from[c])];
            continue;
        }
        cd.id = s.conditions[static_cast<std::size_t>(d.conditions[c])].id;

        // Classification per race, gender and race:gender cell.
        if (d.labelDimension >= 0 && d.hasLabels[c]) {
            auto subgroup = [&](const std::string &kind, const std::string &level, auto &&member) {
                std::vector<int> truth, predicted;
                for (int j : d.groupItems[0]) {
                    const auto ju = static_cast<std::size_t>(j);
                    const int p = d.labelPredictions[c][ju];
                    if (d.truth[ju] < 0 || p == kNoAnswer || !member(ju))
                        continue;
                    truth.push_back(d.truth[ju]);
                    predicted.push_back(p);
                }
                cd.classification.push_back({kind, level, agreement::confusion(truth, predicted, d.labels.size())});
            };
            for (std::size_t r = 0; r < race.levels.size(); ++r)
                subgroup("race", race.levels[r], [&](std::size_t j) { return raceOf[j] == static_cast<int>(r); });
            for (std::size_t g = 0; g < gender.levels.size(); ++g)
                subgroup("gender", gender.levels[g], [&](std::size_t j) { return genderOf[j] == static_cast<int>(g); });
            for (std::size_t r = 0; r < race.levels.size(); ++r)
                for (std::size_t g = 0; g < gender.levels.size(); ++g)
                    subgroup("race:gender", race.levels[r] + ":" + gender.levels[g], [&](std::size_t j) {
                        return raceOf[j] == static_cast<int>(r) && genderOf[j] == static_cast<int>(g);
                    });
        }

        // Bias ANOVA per dimension and group; BH within the (condition, dimension) family.
        cd.anova.assign(D, std::vector<BiasAnovaCell>(E));
        for (std::size_t dim = 0; dim < D; ++dim) {
            const auto &pred = d.predictions[c][dim];
            const auto &humans = d.dims[dim].humans;
            for (std::size_t e = 0; e < E; ++e) {
                std::vector<int> rc, gc;
                std::vector<double> bias;
                if (!pred.empty()) {
                    for (int j : d.groupItems[e + 1]) {
                        const auto ju = static_cast<std::size_t>(j);
                        if (std::isnan(pred[ju]) || humans.n(ju) < 1 || raceOf[ju] < 0 || genderOf[ju] < 0)
                            continue;
                        rc.push_back(raceOf[ju]);
                        gc.push_back(genderOf[ju]);
                        bias.push_back(pred[ju] - humans.mean(ju));
                    }
                }
                cd.anova[dim][e] = biasAnova(rc, gc, bias, race, gender);
            }
            std::vector<double> p;
            for (const auto &cell : cd.anova[dim])
                for (const auto &t : cell.terms)
                    p.push_back(cell.status == DemographicStatus::Ok && t.test.status == stats::FTestStatus::Ok ? t.test.p : kNaN);
            const auto q = stats::pAdjust(p, stats::PAdjustMethod::BH);
            std::size_t k = 0;
            for (std::size_t e = 0; e < E; ++e) {
                auto &cell = cd.anova[dim][e];
                for (auto &t : cell.terms)
                    t.q = q[k++];
                if (cell.status == DemographicStatus::Ok && cell.terms[2].q < 0.05) {
                    std::vector<stats::Factor> f(2);
                    f[0].name = "race";
                    f[0].levels = race.levels;
                    f[1].name = "gender";
                    f[1].levels = gender.levels;
                    const auto &pr = d.predictions[c][dim];
                    std::vector<double> bias;
                    for (int j : d.groupItems[e + 1]) {
                        const auto ju = static_cast<std::size_t>(j);
                        if (std::isnan(pr[ju]) || humans.n(ju) < 1 || raceOf[ju] < 0 || genderOf[ju] < 0)
                            continue;
                        f[0].codes.push_back(raceOf[ju]);
                        f[1].codes.push_back(genderOf[ju]);
                        bias.push_back(pr[ju] - humans.mean(ju));
                    }
                    cell.tukey = stats::tukeyCellComparisons(f, bias);
                    cell.tukeyRun = true;
                }
            }
        }
        if (progress.stopRequested())
            break;
    }
    runGlmmTests(d, raceOf, genderOf, race.levels.size(), gender.levels.size(), out.conditions, progress, reuse);
    (void)o;
    out.status = DemographicStatus::Ok;
    return out;
}

} // namespace detail
} // namespace rl::analysis
