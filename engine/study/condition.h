// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace rl::study {

/// The provider of a condition whose answers were made outside RaterLab and brought in with
/// `import predictions`: it has no strategy, no endpoint and is never run.
inline constexpr const char *kImportedProvider = "imported";

/// Where an imported condition's answers came from (conditions.json `imported_from`), set by every
/// `import predictions` into the condition.
struct ImportRecord {
    std::string file;                  ///< the predictions file's name (no folder)
    std::string date;                  ///< the import's time, ISO 8601 UTC ("2026-05-01T09:30:00Z"); empty = unknown
    std::optional<std::int64_t> answers; ///< the file's rows with a value for the condition (one per stimulus
                                         ///< and round); unset = unknown (a project made before the record)
};

/// A model condition: provider + model + endpoint + every parameter + prompting strategy + prices
/// (docs/file-formats.md, "conditions.json"). Unset optionals take the provider's defaults. The API key itself
/// is never stored: only the name of the environment variable (or keychain entry) that holds it.
struct ModelCondition {
    std::string id;                           ///< unique key, e.g. "gpt4omini"
    std::string label;                        ///< display name, e.g. "GPT-4o-mini"
    std::string provider;                     ///< openai | gemini | anthropic | openai-compatible | imported
    std::string model;
    std::string baseUrl;                      ///< empty = the provider's public endpoint
    std::string apiKeyEnv;                    ///< environment variable holding the key
    std::string strategy = "context-carry";   ///< context-carry | single-shot (face) | json-schema | free-text | deliberation;
                                              ///< empty for an imported condition
    std::optional<double> temperature;
    std::optional<std::int64_t> seed;
    std::string imageDetail;                  ///< OpenAI "low" | "high" | "auto"; empty = default
    std::optional<int> maxTokens;
    std::optional<int> thinkingBudget;        ///< Gemini/Anthropic/local thinking budget in tokens; 0 = off
    bool includeThoughts = false;
    std::optional<double> repetitionPenalty;
    int samples = 1;                          ///< repeated samples per item (temperature > 0)
    std::string quantization;
    std::string parameters;                   ///< model size as reported ("4B", "frontier")
    std::optional<double> priceInputPerMTok;  ///< USD per million input tokens
    std::optional<double> priceOutputPerMTok; ///< USD per million output tokens
    std::map<std::string, std::string> prompts; ///< inline prompt templates by stage name; empty = built-in
    bool simulated = false;                   ///< produced by the demo generator, not by a model
    std::string judge;                        ///< jury: the panel member this condition is (empty = the id)
    std::string juryCondition;                ///< jury: the prompt condition (blind, rubric, random-anchor, gold-plus-one, rubric-random-anchor; empty = blind)
    std::optional<ImportRecord> imported;     ///< provider "imported": where its answers came from
    std::string notes;
};

/// True for a condition made by `import predictions` (provider "imported"): it cannot be run.
inline bool isImported(const ModelCondition &c) { return c.provider == kImportedProvider; }

} // namespace rl::study
