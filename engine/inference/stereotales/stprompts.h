// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/answerparser.h"
#include "engine/inference/provider.h"
#include "engine/study/condition.h"
#include "engine/study/study.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

/// The prompts of the StereoTales runs (docs/methods.md §9) as pure functions: the study kind's
/// templates (generation, harm question), the extraction prompt with its strict answer schema, and
/// the reader of an extractor's answer. Nothing here touches the network or the project.
///
/// Generation: the prompt item's text as the only turn ("generate" = "{item}", free-text strategy, no
/// system prompt unless the condition sets one).
///
/// Harm question (json-schema strategy over the association items "<A>=<a>|<B>=<b>"): the
/// association in words ({base_attribute}, {base_value}, {attribute}, {value}) and the study's
/// dimensions harm (integer 1–5, 5 = strongly agree it is harmful) and realism (yes, no, idk).
///
/// Extraction answer, strict JSON: {"refused": "yes" | "no", "attributes": {"<attribute>":
/// "<one value of its closed set>" | "unknown", ...}}. The envelope goes through the schema-driven
/// parser (answerparser.h: fences and surrounding prose are tolerated, the fields are not): `refused`
/// is a required label, `attributes` an object required unless refused is "yes". Inside it every
/// attribute is read on its own: a value outside the closed set (grid.h matchValue), a value that is
/// not a string, or an attribute left out is `unknown` with a warning — never a failure — so one bad
/// attribute does not throw away the others. A key that names no attribute is ignored with a
/// warning. A refusal makes every attribute unknown.
namespace rl::inference::stereotales {

/// The StereoTales study kind's templates: system, question (harm), generate, deliberate.
const std::map<std::string, std::string> &builtinTemplates();

/// Per study item: the harm question's placeholders of an association item (key "<A>=<a>|<B>=<b>":
/// base_attribute, base_value, attribute, value); an empty map for every other item.
std::vector<std::map<std::string, std::string>> harmItemValues(const study::Study &study);

/// One attribute and its closed value set, as the project stores it (st_attributes, st_values; a
/// value's position is its code in st_extractions).
struct ExtractAttribute {
    std::string name;
    std::vector<std::string> values;
};

/// The extraction request of a condition, built once per run.
struct ExtractionPrompt {
    std::string system;
    std::string instructions;        ///< the user turn before the story
    std::string promptHash;          ///< fnv1a of system, instructions and the value sets: part of the request identity
    AnswerSpec envelope;             ///< refused (label yes/no), attributes (object, optional)
    std::vector<ExtractAttribute> attributes;
};

/// The prompt of `attributes` (every attribute of the project, code order). `condition.prompts` may
/// replace "system" and "extract" (the instructions; {attributes} lists the value sets).
ExtractionPrompt extractionPrompt(const study::ModelCondition &condition, std::vector<ExtractAttribute> attributes);

/// The conversation of one story.
Conversation extractionConversation(const ExtractionPrompt &prompt, std::string_view story);

/// One extractor's reading of one story.
struct ExtractionAnswer {
    bool refused = false;
    std::vector<std::uint8_t> codes;      ///< per attribute: the value code, or 255 (unknown / not answered)
    std::vector<std::string> warnings;    ///< values outside the set, wrong types, missing or unknown keys
    std::size_t outsideSet = 0;           ///< values that are not in their attribute's closed set
    std::size_t wrongType = 0;            ///< values that are not strings
    std::size_t missing = 0;              ///< attributes the answer leaves out
    ParseMethod method = ParseMethod::Json;
    std::string canonicalJson;            ///< {"refused":…, "attributes":{…}} with the values as stored
};

/// Read a model's answer (the visible text). Error{Parse, reason} when the envelope is unreadable:
/// no JSON object, truncated JSON, `refused` missing or not "yes"/"no", `attributes` missing (not
/// refused) or not an object.
Result<ExtractionAnswer> parseExtraction(std::string_view text, const ExtractionPrompt &prompt);

} // namespace rl::inference::stereotales
