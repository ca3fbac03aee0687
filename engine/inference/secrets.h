// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/study/condition.h"

#include <string>

/// API keys. A key lives in the environment variable a condition names (`api_key_env`); when that
/// variable is unset, the keychain entry with attributes `service raterlab variable <NAME>` is
/// tried (keychain.h, libsecret: the entries secret-tool reads and writes). The key is returned to the caller only to build
/// request headers: the engine never stores, logs or exports it, and every text it stores passes
/// through redact(text, key) first (textutil.h).
namespace rl::inference {

/// The environment variable of a condition: api_key_env, else the provider's usual name
/// (OPENAI_API_KEY, GEMINI_API_KEY, ANTHROPIC_API_KEY); empty for openai-compatible servers.
std::string apiKeyVariable(const study::ModelCondition &condition);

/// The key, or Error{Auth, "environment variable NAME is not set"} (never containing a key).
/// An openai-compatible condition without api_key_env gets an empty key (local servers need none).
Result<std::string> resolveApiKey(const study::ModelCondition &condition);

} // namespace rl::inference
