// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/provider.h"

#include <nlohmann/json.hpp>

namespace rl::inference {

std::string defaultBaseUrl(std::string_view provider)
{
    if (provider == "openai")
        return "https://api.openai.com/v1";
    if (provider == "gemini")
        return "https://generativelanguage.googleapis.com/v1beta";
    if (provider == "anthropic")
        return "https://api.anthropic.com/v1";
    return "http://127.0.0.1:8000/v1";
}

Result<HttpRequest> buildRequest(const study::ModelCondition &condition, const Conversation &conversation,
    std::string_view apiKey)
{
    const std::string &p = condition.provider;
    if (p == "openai")
        return openai::buildRequest(condition, conversation, apiKey, false);
    if (p == "openai-compatible")
        return openai::buildRequest(condition, conversation, apiKey, true);
    if (p == "gemini")
        return gemini::buildRequest(condition, conversation, apiKey);
    if (p == "anthropic")
        return anthropic::buildRequest(condition, conversation, apiKey);
    return Error{ErrorCode::Unsupported, "provider '" + p + "' is not supported"};
}

ProviderResponse parseResponse(std::string_view provider, int httpStatus, std::string_view body)
{
    if (provider == "gemini")
        return gemini::parseResponse(httpStatus, body);
    if (provider == "anthropic")
        return anthropic::parseResponse(httpStatus, body);
    if (provider == "openai" || provider == "openai-compatible")
        return openai::parseResponse(httpStatus, body);
    ProviderResponse r;
    r.error = Error{ErrorCode::Unsupported, "provider '" + std::string(provider) + "' is not supported"};
    return r;
}

Error httpStatusError(int httpStatus, std::string_view body)
{
    std::string message;
    const auto j = nlohmann::json::parse(body.begin(), body.end(), nullptr, false);
    if (j.is_object() && j.contains("error")) {
        const auto &e = j["error"];
        if (e.is_string())
            message = e.get<std::string>();
        else if (e.is_object() && e.contains("message") && e["message"].is_string())
            message = e["message"].get<std::string>();
    }
    std::string detail = "HTTP " + std::to_string(httpStatus);
    if (!message.empty())
        detail += ": " + message;
    const ErrorCode code = (httpStatus == 401 || httpStatus == 403) ? ErrorCode::Auth : ErrorCode::Http;
    return Error{code, detail};
}

} // namespace rl::inference
