// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/analysisbundle.h"


#include <cmath>
#include <limits>

namespace rl::models {

double AnalysisBundle::absZ(std::size_t d, std::size_t c, std::size_t item) const
{
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    if (d >= pairs.size() || c >= pairs[d].predictions.size() || item >= pairs[d].humanMean.size())
        return nan;
    const auto &p = pairs[d];
    const auto &pred = p.predictions[c];
    if (pred.empty() || std::isnan(pred[item]) || p.humanN[item] < 2)
        return nan;
    const double diff = std::abs(pred[item] - p.humanMean[item]);
    if (p.humanSd[item] == 0)
        return diff == 0 ? 0.0 : std::numeric_limits<double>::infinity();
    return diff / p.humanSd[item];
}

void fillItemPairs(AnalysisBundle &b)
{
    auto table = analysis::itemPairs(*b.study, b.analysis.dimensions);
    b.pairs = std::move(table.pairs);
    b.labelAnswers = std::move(table.labelAnswers);
    b.emotionOfItem = std::move(table.emotionOfItem);
}

namespace {

/// The bundle around an analysis of `study`: verdicts (when the agreement part ran) and item pairs.
Result<std::shared_ptr<const AnalysisBundle>> bundleOf(std::shared_ptr<const study::Study> study,
                                                       Result<analysis::RatingAnalysis> analysed)
{
    if (!analysed)
        return analysed.error();
    auto bundle = std::make_shared<AnalysisBundle>();
    bundle->study = std::move(study);
    bundle->analysis = std::move(*analysed);
    if (bundle->analysis.options.parts.agreement)
        bundle->verdicts = analysis::verdictMatrix(bundle->analysis);
    fillItemPairs(*bundle);
    return std::shared_ptr<const AnalysisBundle>(std::move(bundle));
}

} // namespace

analysis::VerdictMatrix AnalysisBundle::verdictsWith(const std::optional<VerdictThresholds> &thresholds) const
{
    if (!thresholds
        || (thresholds->recall == verdicts.recallThreshold && thresholds->kappa == verdicts.kappaThreshold
            && thresholds->replaceableMin == verdicts.replaceableMin))
        return verdicts;
    analysis::RatingAnalysis edited = analysis;
    edited.options.recallThreshold = thresholds->recall;
    edited.options.kappaThreshold = thresholds->kappa;
    edited.options.replaceableMin = thresholds->replaceableMin;
    return analysis::verdictMatrix(edited);
}

Result<std::shared_ptr<const AnalysisBundle>> computeAnalysisBundle(std::shared_ptr<const study::Study> study,
                                                                    const analysis::RatingAnalysisOptions &options,
                                                                    const Progress &progress)
{
    auto analysed = analysis::analyzeRatingStudy(*study, options, progress);
    return bundleOf(std::move(study), std::move(analysed));
}

Result<std::shared_ptr<const AnalysisBundle>> updateAnalysisBundle(const AnalysisBundle &previous,
                                                                   std::shared_ptr<const study::Study> study,
                                                                   const std::vector<std::string> &changedConditions,
                                                                   const Progress &progress)
{
    auto analysed = analysis::reanalyzeRatingStudy(previous.analysis, *study, changedConditions, progress);
    return bundleOf(std::move(study), std::move(analysed));
}

} // namespace rl::models
