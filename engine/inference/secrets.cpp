// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/secrets.h"

#include "engine/inference/keychain.h"

#include <cstdlib>

namespace rl::inference {

std::string apiKeyVariable(const study::ModelCondition &c)
{
    if (!c.apiKeyEnv.empty())
        return c.apiKeyEnv;
    if (c.provider == "openai")
        return "OPENAI_API_KEY";
    if (c.provider == "gemini")
        return "GEMINI_API_KEY";
    if (c.provider == "anthropic")
        return "ANTHROPIC_API_KEY";
    return {};
}

Result<std::string> resolveApiKey(const study::ModelCondition &c)
{
    const std::string var = apiKeyVariable(c);
    if (var.empty())
        return std::string();
    if (const char *v = std::getenv(var.c_str()); v && *v)
        return std::string(v);
    auto stored = keychainLookup(var);
    if (stored && !stored->empty())
        return *stored;
    const std::string keychain = stored ? "no keychain entry 'service raterlab variable " + var + "'" : stored.error().detail;
    return Error{ErrorCode::Auth, "condition '" + c.id + "': environment variable " + var + " is not set (and "
                     + keychain + ")"};
}

} // namespace rl::inference
