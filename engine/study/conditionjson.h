// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/study/condition.h"

#include <string>
#include <string_view>
#include <vector>

/// conditions.json (docs/file-formats.md): a list of model-condition objects. Unknown keys are an error,
/// missing optional keys take the provider's defaults. An imported condition (provider "imported") has
/// no strategy (`strategy` absent or null) and may carry `imported_from` {file, date, answers}. Errors name the file, the condition's
/// position (and id) and the key.
namespace rl::study {

/// Parse one JSON document: an array of condition objects (or a single object).
Result<std::vector<ModelCondition>> parseConditionsJson(std::string_view text, const std::string &sourceName);

/// Serialise a condition as the conditions.json object (keys in the documented order; unset
/// optionals written as null so that a round trip is lossless).
std::string conditionToJson(const ModelCondition &c, int indent = -1);
std::string conditionsToJson(const std::vector<ModelCondition> &cs);

/// The tolerant reader of conditions that `import predictions` created before imported conditions existed
/// (provider "openai-compatible", model = id, no endpoint, no key variable, no prompts, notes "created by
/// importing FILE" and nothing else): they become imported conditions (provider "imported", no strategy,
/// no model, `imported_from.file` = FILE, date and answers unknown, the note dropped). Returns whether `c`
/// was one. parseConditionsJson applies it to every condition it reads, so an old project file or an old
/// `export conditions` file opens with them imported; the next save writes the new form.
bool adoptLegacyImport(ModelCondition &c);

/// Why `c` cannot be run, as one English line ("condition 'x' is imported: ..."); empty when it can. An imported
/// condition cannot: its answers were made outside RaterLab and it names no model or endpoint.
std::string notRunnableReason(const ModelCondition &c);

/// Validate the fields' domains (provider, strategy, samples >= 1, prices >= 0, ...).
Status validateCondition(const ModelCondition &c);

} // namespace rl::study
