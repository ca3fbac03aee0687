// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/condition.h"
#include "engine/study/study.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

/// The LLM jury's prompt conditions (docs/methods.md §8, "Prompt conditions") on the common prompting machinery
/// (prompting.h): a judge condition's `jury_condition` decides what its question shows besides the
/// sentence pair —
///   blind                 the pair and the 1–5 scale only
///   rubric                + the five-level similarity rubric
///   random-anchor         + "another rater gave this pair N", N uniform 1–5 per item, seeded
///   gold-plus-one         + the same sentence with the human grade + 1 (5 → 4)
///   rubric-random-anchor  rubric and random anchor
/// A condition name of the user's own shows the pair only, like blind. The jury templates take the
/// placeholders {rubric} and {anchor} (empty when the condition shows none), filled per item by
/// juryItemValues(). The anchor seed is the condition's `seed` (42 when unset); the random anchor
/// of an item depends only on that seed and the item's key, never on an answer or on which items
/// a run covers. The human grade of an item is floor(mean human score + 0.5) clamped to 1..5.
namespace rl::inference::jury {

/// The jury study's built-in templates: system, question, deliberate (prompting.h keys).
const std::map<std::string, std::string> &builtinTemplates();

/// The text {rubric} expands to for a rubric condition (starting with a newline).
const std::string &rubricText();

/// The seed of a condition's random anchors.
std::uint64_t anchorSeed(const study::ModelCondition &condition);

/// The random anchor of an item: uniform on 1..5 from (seed, item key).
int randomAnchor(std::uint64_t seed, const std::string &itemKey);

/// The gold+1 anchor of a human score: its grade + 1, 5 -> 4; nullopt for NaN.
std::optional<int> goldPlusOneAnchor(double humanScore);

/// What a condition's prompts add to the template hash (prompting.h): the prompt condition, and
/// for rubric / anchor conditions the rubric text and the anchor seed — another seed or rubric
/// makes other requests, never a reuse of answers to another prompt.
std::string promptIdentity(const study::ModelCondition &condition);

/// {rubric}, {anchor} (and {anchor_value}, the bare number) for every item of the study, in study
/// order, under the condition's prompt condition. The human score of an item is the mean of its
/// human raters' ratings on "similarity"; an item without one gets no gold+1 anchor (empty).
std::vector<std::map<std::string, std::string>> juryItemValues(const study::Study &study,
                                                               const study::ModelCondition &condition);

} // namespace rl::inference::jury
