// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/study/condition.h"

#include <optional>
#include <string>
#include <string_view>

/// Keys never reach a project file (docs/file-formats.md): a condition names the environment variable that
/// holds its key (`api_key_env`), or the OS keychain entry `service raterlab variable NAME`. This
/// is the one detector of a key typed or pasted where it does not belong, shared by the
/// conditions.json importer, the project loader and the conditions editor. It looks for
///  - provider key prefixes at a word boundary: sk-… (OpenAI, Anthropic sk-ant-…), AIza… (Google),
///    gsk_…, xai-…, hf_…, ghp_…/github_pat_…, r8_…, with the length real keys have;
///  - long high-entropy tokens: a run of 32+ base64/URL-safe characters that mixes lower case,
///    upper case and digits with a Shannon entropy of at least 4 bits per character (model names
///    and hex hashes do not qualify);
///  - credentials in a URL: `scheme://user:pass@host`, `scheme://token@host`, or a query parameter
///    named key, api_key, apikey, token, access_token, secret or password with a value.
/// A finding names the kind of key, never the key itself.
namespace rl::study {

/// What a text holds that looks like a key ("an OpenAI or Anthropic key (sk-…)"), or nothing.
std::optional<std::string> findKeyShape(std::string_view text);

/// The stricter rule for a value that should be an environment variable name: any sk- or AIza
/// prefix, or a 32+ character run of letters, digits, '_' and '-' with lower case and digits, or
/// whatever findKeyShape() finds.
bool looksLikeApiKey(std::string_view envName);

struct KeyFinding {
    std::string field; ///< the conditions.json key: "notes", "base_url", "prompts.valence", ...
    std::string kind;  ///< from findKeyShape(), or "an API key" for api_key_env
};

/// The first field of a condition that holds something key-shaped (every string field: id, label,
/// model, base_url, api_key_env, quantization, parameters, notes, image_detail, strategy, provider,
/// prompts' names and texts).
std::optional<KeyFinding> findKeyInCondition(const ModelCondition &condition);

/// The refusal of an id an import would store (a rater, condition, judge, item, corpus, annotator, story, model,
/// extractor, attribute or value id; a text of a seed file) in which findKeyShape() found `kind`: "<what> holds
/// what looks like <kind>; ...". The id itself is never quoted: the message would carry the key. Every importer
/// checks its ids with findKeyShape() before anything else quotes them, so that a key pasted as an id is refused
/// at import (with file:line:column) instead of being stored — after which every open of the project would
/// refuse the file (valuecheck.h).
std::string idKeyRefusal(const std::string &what, const std::string &kind);
/// idKeyRefusal(what, kind) when findKeyShape(id) finds a kind, else nothing.
std::optional<std::string> keyInId(std::string_view id, const std::string &what);

/// The refusal: "condition 'x': the field 'notes' holds what looks like <kind>; keys are never stored
/// in a project: put the key in the environment variable named by 'api_key_env' (e.g. OPENAI_API_KEY)
/// or in the OS keychain (service raterlab, variable NAME)". `who` starts the sentence.
std::string keyRefusal(const std::string &who, const KeyFinding &finding);

} // namespace rl::study
