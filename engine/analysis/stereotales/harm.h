// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/stereotales/stdata.h"
#include "engine/core/result.h"
#include "engine/stats/correlation.h"

#include <string>
#include <vector>

/// Harm alignment of people and models (docs/methods.md §9): harm ratings 1–5 (5 = strongly agree it is
/// harmful) of each association by human raters and by the harm-rater model conditions.
///
/// Per association: the mean human and the mean model rating (over every rating of the group), their
/// difference model − human, and each group's share of "5" ratings. Across associations: Spearman's ρ
/// (average ranks, stats::spearman) between the human and the model means of the associations rated by
/// both. Per attribute, grouped twice — by the compared attribute B (`attribute`) and by the base
/// attribute A (`base_attribute`): the mean over the group's associations of the human mean, of the
/// model mean and of the signed difference (associations rated by both for the difference; each
/// association weighs one), and each rater group's share of "5" over all of its ratings in the group.
namespace rl::analysis::stereotales {

/// One harm-rater model condition's ratings of one association.
struct HarmModelMean {
    std::size_t model = 0;          ///< index into HarmResult::models
    std::size_t n = 0;              ///< its ratings of the association
    double mean = 0.0;              ///< their mean
};

struct HarmRow {
    std::size_t association = 0;    ///< index into HarmData::associations
    std::vector<HarmModelMean> perModel; ///< each model condition that rated it, in HarmResult::models order
    std::size_t nHuman = 0, nModel = 0;
    double humanMean = 0.0;         ///< NaN without human ratings
    double modelMean = 0.0;         ///< NaN without model ratings
    double difference = 0.0;        ///< modelMean − humanMean
    double humanShare5 = 0.0;       ///< share of human ratings equal to 5 (NaN without)
    double modelShare5 = 0.0;
};

enum class HarmGrouping { Attribute, BaseAttribute };
std::string_view harmGroupingName(HarmGrouping g); ///< "attribute" / "base_attribute"

struct HarmGroupRow {
    HarmGrouping grouping = HarmGrouping::Attribute;
    std::string name;               ///< the attribute
    std::size_t associations = 0;   ///< associations of the group
    std::size_t compared = 0;       ///< of them rated by both groups
    std::size_t nHuman = 0, nModel = 0; ///< ratings
    double humanMean = 0.0;         ///< mean of the associations' human means
    double modelMean = 0.0;         ///< mean of the associations' model means
    double meanDifference = 0.0;    ///< mean over compared associations of (model − human); NaN when none
    double humanShare5 = 0.0;       ///< human ratings = 5 / human ratings of the group
    double modelShare5 = 0.0;
};

struct HarmResult {
    std::vector<HarmRow> rows;          ///< per association, in HarmData order
    std::vector<std::string> models;    ///< the harm-rater model conditions (HarmAssociation::modelConditions), in name order
    std::vector<HarmGroupRow> groups;   ///< by attribute (name order), then by base attribute (name order)
    stats::SpearmanResult rho;          ///< Spearman ρ of (human mean, model mean) over compared associations
    std::size_t nHuman = 0, nModel = 0; ///< all ratings
    double humanShare5 = 0.0, modelShare5 = 0.0; ///< overall shares of "5"
    double humanMean = 0.0, modelMean = 0.0;     ///< means of all ratings
};

/// Errors: Validation when there are no associations or a rating is not an integer in 1..5.
Result<HarmResult> analyzeHarm(const HarmData &data);

} // namespace rl::analysis::stereotales
