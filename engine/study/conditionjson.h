// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/study/condition.h"

#include <string>
#include <string_view>
#include <vector>

/// conditions.json (product.md): a list of model-condition objects. Unknown keys are an error,
/// missing optional keys take the provider's defaults. Errors name the file, the condition's
/// position (and id) and the key.
namespace rl::study {

/// Parse one JSON document: an array of condition objects (or a single object).
Result<std::vector<ModelCondition>> parseConditionsJson(std::string_view text, const std::string &sourceName);

/// Serialise a condition as the conditions.json object (keys in the documented order; unset
/// optionals written as null so that a round trip is lossless).
std::string conditionToJson(const ModelCondition &c, int indent = -1);
std::string conditionsToJson(const std::vector<ModelCondition> &cs);

/// Validate the fields' domains (provider, strategy, samples >= 1, prices >= 0, ...).
Status validateCondition(const ModelCondition &c);

} // namespace rl::study
