// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/verdicts.h"

#include <algorithm>
#include <cmath>

namespace rl::analysis {

const char *verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Replaceable: return "replaceable";
    case Verdict::Partial: return "partial";
    case Verdict::NeedsCalibration: return "needs_calibration";
    case Verdict::NotReplaceable: return "not_replaceable";
    case Verdict::NoData: return "no_data";
    }
    return "not_replaceable";
}

const VerdictCell *VerdictMatrix::find(const std::string &group, const std::string &dimension) const
{
    for (const auto &c : cells)
        if (c.group == group && c.dimension == dimension)
            return &c;
    return nullptr;
}

namespace {

__extension__ typedef unsigned __int128 UInt128; // exact products of counts

/// Classification evidence of group g: the recall of the group's class when the groups are the classes
/// (the face study's emotions), otherwise the accuracy over the group's items (g = 0: every item), i.e.
/// the recall of all its items together.
VerdictEvidence classificationEvidence(const RatingAnalysis &a, const ConditionAnalysis &ca, std::size_t g)
{
    VerdictEvidence ev;
    ev.condition = ca.id;
    const auto &cls = ca.classification;
    if (!cls.present || cls.confusion.status == agreement::ConfusionStatus::Empty)
        return ev;
    ev.kappa = cls.confusion.kappa;
    // The groups are the classes when the grouping factor is the one giving the true labels (a result
    // assembled without naming its classified dimension counts as such).
    const bool groupsAreClasses = a.classifiedDimension.empty() || a.groupingFactor() == a.classifiedDimension;
    std::size_t k = a.labels.size();
    for (std::size_t l = 0; g > 0 && groupsAreClasses && l < a.labels.size(); ++l)
        if (a.labels[l] == a.groups[g])
            k = l;
    if (k < cls.confusion.perClass.size()) {
        const auto &pc = cls.confusion.perClass[k];
        ev.tp = pc.tp;
        ev.support = pc.support;
        ev.recall = pc.recall;
    } else {
        const ClassificationResult *within = g == 0 ? &cls
                : g < ca.classificationByGroup.size() ? &ca.classificationByGroup[g]
                                                      : nullptr;
        if (!within || within->confusion.status == agreement::ConfusionStatus::Empty)
            return ev;
        ev.tp = within->confusion.nCorrect;
        ev.support = within->confusion.n;
        ev.recall = within->confusion.accuracy;
    }
    ev.hasData = ev.support > 0;
    ev.available = ev.support > 0 && std::isfinite(ev.kappa);
    // Exact: recall >= r*  <=>  tp >= r* support (no division).
    ev.meets = ev.available && static_cast<double>(ev.tp) >= a.options.recallThreshold * static_cast<double>(ev.support)
            && ev.kappa >= a.options.kappaThreshold;
    return ev;
}

VerdictEvidence dimensionEvidence(const RatingAnalysis &a, const ConditionAnalysis &ca, std::size_t dim, std::size_t g)
{
    VerdictEvidence ev;
    ev.condition = ca.id;
    const AgreementCell &cell = ca.cells[dim][g];
    const HumanCell &h = a.human[dim][g];
    ev.w1sdLoo = h.loo.share;
    ev.looWithin = h.loo.nWithin;
    ev.looPairs = h.loo.nPairs;
    const double z = a.options.blandAltmanZ;
    ev.humanRange = 2.0 * z * h.diversity.meanItemSd;
    ev.altTest = cell.altTest;
    if (g < ca.jointAltTest[0].size())
        ev.jointAltTest = ca.jointAltTest[0][g];
    if (cell.status == CellStatus::NoPredictions || cell.status == CellStatus::NoHumanData)
        return ev;
    ev.hasData = true;
    ev.deltaAlpha = cell.alpha.delta;
    ev.w1sd = cell.w1sd.share;
    ev.w1sdWithin = cell.w1sd.nWithin;
    ev.w1sdItems = cell.w1sd.nItems;
    ev.bias = cell.ba.bias;
    ev.biasP = cell.ba.biasTP;
    ev.loaWidth = 2.0 * z * cell.ba.sd;
    ev.calibration = cell.calibration;
    ev.available = std::isfinite(ev.deltaAlpha) && ev.w1sdItems > 0 && ev.looPairs > 0;
    // Exact: W1SD >= W1SD_LOO  <=>  n_within * n_pairs_loo >= n_within_loo * n_items (integers).
    const bool w1sdOk = ev.available
            && static_cast<UInt128>(ev.w1sdWithin) * ev.looPairs
                    >= static_cast<UInt128>(ev.looWithin) * ev.w1sdItems;
    ev.meets = ev.available && ev.deltaAlpha >= 0.0 && w1sdOk;
    ev.calibrationCandidate = std::isfinite(ev.deltaAlpha) && ev.deltaAlpha >= 0.0 && ev.biasP < 0.05
            && ev.loaWidth <= ev.humanRange;
    return ev;
}

/// A categorical dimension without gold (methods §3.7): Δα >= 0 and plurality agreement >= the humans'
/// leave-one-out plurality agreement, compared exactly.
VerdictEvidence categoricalEvidence(const RatingAnalysis &a, const ConditionAnalysis &ca, std::size_t k, std::size_t g)
{
    VerdictEvidence ev;
    ev.condition = ca.id;
    const agreement::CategoricalHumanResult &h = a.categoricalHuman[k][g].result;
    ev.pluralityLoo = h.loo.share();
    if (k >= ca.categorical.size() || g >= ca.categorical[k].size())
        return ev;
    const CategoricalCell &cell = ca.categorical[k][g];
    ev.altTest = cell.altTest;
    if (g < ca.jointAltTest[1].size())
        ev.jointAltTest = ca.jointAltTest[1][g];
    if (cell.status != CellStatus::Ok)
        return ev;
    ev.hasData = true;
    ev.deltaAlpha = cell.result.alpha.delta;
    ev.pluralityAgreement = cell.result.agreement.share();
    ev.available = std::isfinite(ev.deltaAlpha) && cell.result.agreement.n > 0 && h.loo.n > 0;
    ev.meets = ev.available && ev.deltaAlpha >= 0.0 && agreement::compareShares(cell.result.agreement, h.loo) >= 0;
    return ev;
}

std::string joinIds(const std::vector<std::string> &ids)
{
    std::string out;
    for (const auto &id : ids)
        out += (out.empty() ? "" : ", ") + id;
    return out;
}

} // namespace

VerdictMatrix verdictMatrix(const RatingAnalysis &a)
{
    VerdictMatrix m;
    m.recallThreshold = a.options.recallThreshold;
    m.kappaThreshold = a.options.kappaThreshold;
    m.replaceableMin = a.options.replaceableMin;
    m.altTestEpsilon = a.options.altTestEpsilon;
    m.groupBy = a.groupingFactor();
    if (a.human.empty() && a.conditions.empty())
        return m;
    // The face study's fixed three; otherwise the classification (when its classes are the groups) and
    // every analysed numeric dimension.
    std::vector<std::string> dimensions;
    if (a.groupingFactor() == study::face::kEmotion) {
        dimensions = {"classification", study::face::kValence, study::face::kArousal};
    } else {
        if (!a.classifiedDimension.empty())
            dimensions.push_back("classification");
        dimensions.insert(dimensions.end(), a.dimensions.begin(), a.dimensions.end());
    }
    for (const std::string &name : a.categoricalDimensions)
        if (std::find(dimensions.begin(), dimensions.end(), name) == dimensions.end())
            dimensions.push_back(name);
    // The overall row (`all`, g = 0) always; a row per level of the grouping factor when there is one.
    for (std::size_t g = 0; g < a.groups.size(); ++g) {
        const std::string &group = a.groups[g];
        for (const std::string &dimension : dimensions) {
            VerdictCell cell;
            cell.group = group;
            cell.dimension = dimension;
            const bool classification = cell.dimension == "classification";
            const int cat = classification ? -1 : a.categoricalIndex(cell.dimension);
            cell.categorical = cat >= 0 && static_cast<std::size_t>(cat) < a.categoricalHuman.size();
            const int dim = classification || cell.categorical ? -1 : a.dimensionIndex(cell.dimension);
            if (!classification && !cell.categorical && (dim < 0 || a.human.empty())) {
                cell.noHumanRatings = true;
                cell.verdict = Verdict::NoData;
                cell.reason = "no human ratings of " + cell.dimension;
                m.cells.push_back(std::move(cell));
                continue;
            }
            for (const auto &ca : a.conditions) {
                if (!classification && !cell.categorical && ca.cells.empty())
                    continue;
                VerdictEvidence ev = classification ? classificationEvidence(a, ca, g)
                        : cell.categorical          ? categoricalEvidence(a, ca, static_cast<std::size_t>(cat), g)
                                                    : dimensionEvidence(a, ca, static_cast<std::size_t>(dim), g);
                if (ev.meets)
                    cell.conditionsMeeting.push_back(ev.condition);
                if (ev.altTest.status == AltTestStatus::Ok && ev.altTest.passed)
                    ++cell.altTestPassing;
                cell.altTestUsableRaters = std::max(cell.altTestUsableRaters, ev.altTest.ratersUsable);
                cell.evidence.push_back(std::move(ev));
            }
            cell.nMeeting = cell.conditionsMeeting.size();
            const std::string why = classification ? "recall >= " + std::to_string(a.options.recallThreshold).substr(0, 4)
                            + " and kappa >= " + std::to_string(a.options.kappaThreshold).substr(0, 4)
                    : cell.categorical ? "delta alpha >= 0 and plurality agreement >= the human LOO baseline"
                                       : "delta alpha >= 0 and W1SD >= the human LOO baseline";
            if (cell.nMeeting >= a.options.replaceableMin && cell.nMeeting > 0) {
                cell.verdict = Verdict::Replaceable;
                cell.reason = std::to_string(cell.nMeeting) + " conditions meet " + why + ": " + joinIds(cell.conditionsMeeting);
            } else if (cell.nMeeting >= 1) {
                cell.verdict = Verdict::Partial;
                cell.reason = std::to_string(cell.nMeeting) + " condition(s) meet " + why + ": " + joinIds(cell.conditionsMeeting);
            } else {
                const VerdictEvidence *candidate = nullptr;
                if (!classification)
                    for (const auto &ev : cell.evidence)
                        if (ev.calibrationCandidate && !candidate)
                            candidate = &ev;
                if (candidate) {
                    cell.verdict = Verdict::NeedsCalibration;
                    cell.calibrationCondition = candidate->condition;
                    cell.calibration = candidate->calibration;
                    cell.reason = "no condition meets " + why + "; " + candidate->condition
                            + " has delta alpha >= 0, a significant bias and LoA no wider than the human range: calibrate";
                } else if (std::none_of(cell.evidence.begin(), cell.evidence.end(),
                                        [](const VerdictEvidence &ev) { return ev.hasData; })) {
                    cell.verdict = Verdict::NoData; // nothing was judged: not "not replaceable"
                    cell.reason = "no condition has data for this cell";
                } else {
                    cell.verdict = Verdict::NotReplaceable;
                    cell.reason = "no condition meets " + why;
                }
            }
            m.cells.push_back(std::move(cell));
        }
    }
    return m;
}

} // namespace rl::analysis
