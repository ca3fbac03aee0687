// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/answerparser.h"
#include "engine/inference/provider.h"
#include "engine/study/condition.h"
#include "engine/study/study.h"

#include <map>
#include <string>
#include <vector>

/// Prompting strategies, compiled from the study protocol's strategies (study/protocol.h).
///
/// Face study (docs/file-formats.md, "conditions.json": `strategy`):
/// context-carry: three requests per item and sample. Stage 1 asks for the emotion (one of the six
/// labels, as JSON); stage 2 carries stage 1 (its user prompt and the model's visible answer as
/// conversation turns) and asks for valence 1–9 given the stage-1 emotion; stage 3 carries both
/// and asks for arousal 1–9 given emotion and valence.
/// single-shot: one request per item and sample asking for all three at once (stage 1 is last).
/// Every study:
/// json-schema: one request per item asking for every declared dimension in one JSON object whose
/// schema the prompt states (plus an optional rationale).
/// free-text: one request per item (a generation prompt); the answer is kept as text.
/// deliberation: json-schema in round 1; in round r > 1 the model sees its own round r − 1 answer
/// and the other judges' (anonymised, in an order fixed per item by a seed) and answers again.
/// Repeated samples (ModelCondition::samples) repeat the whole chain with sample = 0..n-1.
///
/// Templates: the built-ins below, each replaceable through ModelCondition::prompts. Face keys:
/// "system", "emotion", "valence", "arousal", "single-shot"; other studies: "system", "question",
/// "generate", "deliberate". Placeholders: {labels} (the label set, comma separated), {emotion}
/// (stage-1 label), {valence} (stage-2 rating); {item} (the item's text, text pair or prompt),
/// {text}, {text_a}, {text_b}, {dimensions} (one line per asked dimension with its scale),
/// {schema} (the JSON form of the answer), {previous} and {others} (deliberation).
/// The template hash of a stage is FNV-1a (textutil.h) over the strategy, the system prompt and
/// the exact template texts of every stage up to and including it; it is part of every request's
/// identity, so an edited template never reuses answers obtained with another one.
namespace rl::inference {

/// The template keys and the built-in English templates of a study kind (the face study's by default).
const std::map<std::string, std::string> &builtinTemplates(study::StudyKind kind = study::StudyKind::Face);

/// The effective templates of a condition: built-ins overridden by condition.prompts. Unknown
/// keys in condition.prompts are an Error{Validation}.
Result<std::map<std::string, std::string>> effectiveTemplates(const study::ModelCondition &condition,
    study::StudyKind kind = study::StudyKind::Face);

/// One stage of a strategy.
struct StageSpec {
    int stage = 1;             ///< 1-based stage number stored in the journal
    std::string templateKey;   ///< "emotion", "valence", "arousal", "single-shot", "question", "generate", "deliberate"
    AnswerSpec answer;         ///< which fields the stage's answer must hold
    std::string promptHash;    ///< the stage's template hash (see above)
};

/// A strategy compiled for one condition.
struct PromptPlan {
    std::string strategy;                      ///< the condition's strategy
    std::string system;                        ///< system prompt (may be empty)
    std::map<std::string, std::string> templates;
    std::vector<StageSpec> stages;             ///< in order; the last one completes an item
    std::vector<std::string> labels;           ///< the emotion label set (face study)
    bool deliberation = false;                 ///< rounds > 1 use `roundStage`
    StageSpec roundStage;                      ///< deliberation: the stage of rounds 2, 3, ...
};

/// The plan of a condition's strategy as the study's protocol defines it. Error{Validation} for
/// a strategy the protocol does not offer or a template key it does not know.
Result<PromptPlan> makePromptPlan(const study::ModelCondition &condition, const study::Study &study);
/// The face study's plan with the given label set (empty = the six labels).
Result<PromptPlan> makePromptPlan(const study::ModelCondition &condition,
    const std::vector<std::string> &labels = {});

/// An earlier stage's answer carried into a later stage.
struct CarriedAnswer {
    std::string visibleText;  ///< what the model said (thinking removed), replayed as the assistant turn
    ParsedAnswer parsed;
};

/// The placeholders an item fills: {item}, {text}, {text_a}, {text_b} (empty for an image item).
std::map<std::string, std::string> itemPlaceholders(const study::Item &item);

/// The conversation of stage index `stageIndex` (0-based into plan.stages) given the answers of
/// the earlier stages (`earlier.size() == stageIndex`). `values` fills the item's placeholders
/// (itemPlaceholders) and, for a deliberation round, {previous} and {others}; an empty image
/// makes a text-only conversation. `stage` overrides plan.stages[stageIndex] (deliberation rounds).
Conversation buildConversation(const PromptPlan &plan, std::size_t stageIndex, const ImageData &image,
    const std::vector<CarriedAnswer> &earlier, const std::map<std::string, std::string> &values = {},
    const StageSpec *stage = nullptr);

/// Replace {name} placeholders; unknown placeholders stay as written.
std::string fillTemplate(const std::string &text, const std::map<std::string, std::string> &values);

} // namespace rl::inference
