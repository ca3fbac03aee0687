// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/condition.h"

#include <QList>
#include <QString>

#include <vector>

/// The conditions editor's checks: study::validateCondition's rules, one translated message per
/// offending field (so the form can show it beside the field), plus what only an editor of a list
/// can know (duplicated ids) and what would break at run time (an API key typed where the name of
/// its environment variable belongs, Anthropic's minimum thinking budget, misspelt placeholders).
/// Errors block saving; warnings are shown but do not.
namespace rl::models {

enum class ConditionField {
    Id, Label, Provider, Model, BaseUrl, ApiKeyEnv, Strategy, Temperature, Seed, ImageDetail, MaxTokens,
    ThinkingBudget, RepetitionPenalty, Samples, PriceInput, PriceOutput, Prompts, Other
};

struct ConditionProblem {
    enum class Severity { Error, Warning };
    ConditionField field = ConditionField::Other;
    Severity severity = Severity::Error;
    QString message; ///< translated, one sentence
};

/// Problems of all[self] (self indexes `all`, which is used for the duplicate-id check).
QList<ConditionProblem> validateConditionFields(const std::vector<study::ModelCondition> &all, int self);

/// True when `name` looks like a secret rather than an environment variable name (OpenAI/Anthropic
/// "sk-…" keys, Google "AIza…" keys, long mixed-case alphanumeric runs).
bool looksLikeApiKey(const QString &name);

/// The placeholders a stage's template may use ({labels}, {emotion}, {valence}); see prompting.h.
QStringList allowedPlaceholders(const QString &templateKey);

} // namespace rl::models
