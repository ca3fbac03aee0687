// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/study/study.h"

#include <set>
#include <string>
#include <vector>

/// Writing an edited list of model conditions back into a project file (the conditions editor's
/// save, through models/conditions/conditionstore.h: the Qt layers never open the file themselves).
namespace rl::storage {

/// The ids of conditions that have ratings (predictions) in the study.
std::set<std::string> conditionsWithPredictions(const study::Study &study);

/// The study `base` (as loaded from the project) with its conditions replaced by `conditions`:
/// model raters follow their condition by id; a new condition gets its model rater (as
/// Study::addCondition does); the rater of a condition that is gone is dropped — which is refused
/// (Error{Validation}) when it has ratings.
Result<study::Study> withConditions(const study::Study &base, const std::vector<study::ModelCondition> &conditions);

/// Save `conditions` into the project at `path`, whose study (as loaded) is `base`:
/// Project::save of withConditions(base, conditions) with no new ratings — one
/// transaction upserting the conditions by id (and their raters) — followed, when some of base's
/// conditions are gone, by a second transaction deleting them (Project::save only upserts; the
/// deleted conditions have no ratings, see withConditions). Returns the saved study.
Result<study::Study> saveConditions(const std::string &path, const study::Study &base,
    const std::vector<study::ModelCondition> &conditions);

/// The study `base` (as loaded from the project at `path`) with the answers of condition
/// `conditionId` replaced by those the project holds now — what a finished run changed, without
/// reloading the study. The condition, its items and dimensions are matched by key and name; an
/// answer to an item or dimension `base` does not know, or a condition `base` does not have, is
/// Error{Validation} ("reopen the project"): the file changed beyond that condition's answers.
Result<study::Study> withConditionRatingsFrom(const std::string &path, const study::Study &base,
                                              const std::string &conditionId);

} // namespace rl::storage
