// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/plan/pilot.h"

#include "engine/analysis/ratingdata.h"
#include "engine/stats/descriptive.h"

#include <algorithm>
#include <cmath>

namespace rl::analysis::plan {

Result<PilotEstimate> estimateFromPilot(const study::Study &study, const std::string &dimension, const std::string &condition,
                                        const RatingAnalysisOptions &options, const SimulationOptions &base)
{
    const int declared = study.findDimension(dimension);
    if (declared < 0)
        return Error{ErrorCode::Validation, "the study has no dimension '" + dimension + "'"};
    if (study.dimensions[static_cast<std::size_t>(declared)].kind != study::DimensionKind::Numeric)
        return Error{ErrorCode::Validation, "the dimension '" + dimension
                                                    + "' is categorical: the numeric simulation needs a numeric dimension"};
    int conditionIndex = -1;
    if (!condition.empty() && (conditionIndex = study.findCondition(condition)) < 0)
        return Error{ErrorCode::Validation, "the study has no condition '" + condition + "'"};

    std::vector<std::string> notes;
    const detail::RatingData d = detail::buildRatingData(study, options, notes);
    std::size_t dim = d.dims.size();
    for (std::size_t k = 0; k < d.dims.size(); ++k)
        if (d.dims[k].studyDimension == declared)
            dim = k;
    if (dim == d.dims.size())
        return Error{ErrorCode::Validation, "the dimension '" + dimension + "' has no human ratings to fit"};
    const detail::DimensionData &dd = d.dims[dim];

    PilotEstimate out;
    std::vector<std::size_t> perItem;
    for (int j : d.groupItems[0])
        if (const int n = dd.humans.n(static_cast<std::size_t>(j)); n > 0)
            perItem.push_back(static_cast<std::size_t>(n));
    for (std::size_t h = 0; h < dd.byRater.raterCount(); ++h)
        if (dd.byRater.offsets[h + 1] > dd.byRater.offsets[h])
            ++out.humanRaters;
    out.items = perItem.size();
    if (perItem.empty() || *std::max_element(perItem.begin(), perItem.end()) < 2 || out.humanRaters < 2)
        return Error{ErrorCode::Validation, "the dimension '" + dimension
                                                    + "' has too few ratings: no item was rated by two human raters"};
    std::nth_element(perItem.begin(), perItem.begin() + static_cast<std::ptrdiff_t>((perItem.size() - 1) / 2), perItem.end());
    out.medianRaters = perItem[(perItem.size() - 1) / 2];

    out.fit = detail::crossedLmm(d, dim);
    if (out.fit.outcome != FitOutcome::Ok || !std::isfinite(out.fit.varImage) || !std::isfinite(out.fit.varRater)
        || !std::isfinite(out.fit.varResidual))
        return Error{ErrorCode::Validation, "the crossed human model of '" + dimension + "' could not be fitted ("
                                                    + out.fit.status + ")"};

    SimulationOptions &o = out.options;
    o = base;
    o.kind = SimulationKind::Numeric;
    o.itemVariance = out.fit.varImage;
    o.raterVariance = out.fit.varRater;
    o.residualVariance = out.fit.varResidual;
    o.annotators = std::max<std::size_t>(2, out.medianRaters);
    o.poolAnnotators = std::max(o.annotators, out.humanRaters);
    o.poolItems = out.items;
    std::vector<std::size_t> sizes;
    for (std::size_t n : SimulationOptions::defaultItems())
        if (n <= o.poolItems)
            sizes.push_back(n);
    if (!sizes.empty())
        o.items = sizes;

    if (conditionIndex >= 0) {
        const auto &answers = d.predictions[static_cast<std::size_t>(conditionIndex)][dim];
        std::vector<double> diff;
        long double humanPart = 0;
        for (int j : d.groupItems[0]) {
            const auto ju = static_cast<std::size_t>(j);
            const int k = dd.humans.n(ju);
            if (answers.empty() || k < 1 || !std::isfinite(answers[ju]))
                continue;
            diff.push_back(answers[ju] - dd.humans.mean(ju));
            humanPart += (out.fit.varRater + out.fit.varResidual) / static_cast<double>(k);
        }
        out.modelItems = diff.size();
        if (diff.size() < 2)
            return Error{ErrorCode::Validation, "the condition '" + condition + "' answered " + std::to_string(diff.size())
                                                        + " of the items humans rated on '" + dimension
                                                        + "': the model's bias and error need at least 2"};
        out.rawErrorVariance = stats::variance(diff);
        o.modelBias = stats::mean(diff);
        o.modelErrorVariance =
            std::max(0.0, static_cast<double>(out.rawErrorVariance - humanPart / static_cast<long double>(diff.size())));
    }
    return out;
}

Result<SimulationOptions> numericFromPilot(const study::Study &study, const std::string &dimension,
                                           const std::string &condition, const RatingAnalysisOptions &options,
                                           const SimulationOptions &base)
{
    auto estimate = estimateFromPilot(study, dimension, condition, options, base);
    if (!estimate)
        return estimate.error();
    return estimate->options;
}

} // namespace rl::analysis::plan
