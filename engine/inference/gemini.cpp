// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/answerparser.h"
#include "engine/inference/provider.h"
#include "engine/inference/providerjson.h"

#include <nlohmann/json.hpp>

namespace rl::inference::gemini {

using nlohmann::json;

namespace {

using detail::intOr;

} // namespace

HttpRequest buildRequest(const study::ModelCondition &c, const Conversation &conv, std::string_view apiKey)
{
    json contents = json::array();
    bool imagePlaced = conv.image.base64.empty();
    const detail::ImageSplice image(conv.image);
    for (const auto &t : conv.turns) {
        json parts = json::array();
        if (t.role == Turn::Role::User && !imagePlaced) {
            parts.push_back({{"inlineData", {{"mimeType", conv.image.mime}, {"data", std::string(image.field())}}}});
            imagePlaced = true;
        }
        parts.push_back({{"text", t.text}});
        contents.push_back({{"role", t.role == Turn::Role::User ? "user" : "model"}, {"parts", parts}});
    }
    json body = {{"contents", contents}};
    if (!conv.system.empty())
        body["systemInstruction"] = {{"parts", json::array({{{"text", conv.system}}})}};

    json config = json::object();
    if (c.temperature)
        config["temperature"] = *c.temperature;
    if (c.seed)
        config["seed"] = *c.seed;
    if (c.maxTokens)
        config["maxOutputTokens"] = *c.maxTokens;
    if (c.thinkingBudget || c.includeThoughts) {
        json thinking = json::object();
        if (c.thinkingBudget)
            thinking["thinkingBudget"] = *c.thinkingBudget;
        thinking["includeThoughts"] = c.includeThoughts;
        config["thinkingConfig"] = thinking;
    }
    if (!config.empty())
        body["generationConfig"] = config;

    return detail::jsonPost(detail::endpointUrl(c, "gemini", "/models/" + c.model + ":generateContent"), body, image,
                            "x-goog-api-key", "", apiKey);
}

ProviderResponse parseResponse(int httpStatus, std::string_view body)
{
    ProviderResponse r;
    const auto parsed = detail::parseJsonObject(httpStatus, body, r);
    if (!parsed)
        return r;
    const json &j = *parsed;
    if (j.contains("usageMetadata") && j["usageMetadata"].is_object()) {
        const json &u = j["usageMetadata"];
        r.inputTokens = intOr(u, "promptTokenCount", -1);
        const std::int64_t candidates = intOr(u, "candidatesTokenCount", 0);
        const std::int64_t thoughts = intOr(u, "thoughtsTokenCount", 0);
        r.outputTokens = candidates + thoughts;
        r.thinkingTokens = thoughts;
    }
    if (!j.contains("candidates") || !j["candidates"].is_array() || j["candidates"].empty()
        || !j["candidates"][0].is_object()) {
        std::string why = "response has no candidates";
        if (j.contains("promptFeedback") && j["promptFeedback"].is_object()
            && j["promptFeedback"].contains("blockReason") && j["promptFeedback"]["blockReason"].is_string())
            why += " (prompt blocked: " + j["promptFeedback"]["blockReason"].get<std::string>() + ")";
        r.error = Error{ErrorCode::Parse, why};
        return r;
    }
    const json &cand = j["candidates"][0];
    if (cand.contains("finishReason") && cand["finishReason"].is_string())
        r.finishReason = cand["finishReason"].get<std::string>();
    std::string text, thinking;
    if (cand.contains("content") && cand["content"].is_object() && cand["content"].contains("parts")
        && cand["content"]["parts"].is_array()) {
        for (const auto &part : cand["content"]["parts"]) {
            if (!part.is_object() || !part.contains("text") || !part["text"].is_string())
                continue;
            const bool thought = part.contains("thought") && part["thought"].is_boolean() && part["thought"].get<bool>();
            (thought ? thinking : text) += part["text"].get<std::string>();
        }
    }
    r.rawText = text;
    ThinkingSplit split = splitThinking(text);
    r.text = std::move(split.visible);
    if (!split.thinking.empty())
        thinking += (thinking.empty() ? "" : "\n\n") + split.thinking;
    r.thinking = std::move(thinking);
    if (r.rawText.empty())
        r.error = Error{ErrorCode::Parse, "candidate has no text (finish reason '" + r.finishReason + "')"};
    return r;
}

} // namespace rl::inference::gemini
