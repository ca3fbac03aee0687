// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/answerparser.h"
#include "engine/inference/provider.h"
#include "engine/inference/providerjson.h"

#include <nlohmann/json.hpp>

namespace rl::inference::anthropic {

using nlohmann::json;

HttpRequest buildRequest(const study::ModelCondition &c, const Conversation &conv, std::string_view apiKey)
{
    json messages = json::array();
    bool imagePlaced = conv.image.base64.empty();
    const detail::ImageSplice image(conv.image);
    for (const auto &t : conv.turns) {
        if (t.role == Turn::Role::Assistant) {
            messages.push_back({{"role", "assistant"}, {"content", t.text}});
            continue;
        }
        json content = json::array();
        if (!imagePlaced) {
            content.push_back({{"type", "image"},
                {"source",
                    {{"type", "base64"}, {"media_type", conv.image.mime}, {"data", std::string(image.field())}}}});
            imagePlaced = true;
        }
        content.push_back({{"type", "text"}, {"text", t.text}});
        messages.push_back({{"role", "user"}, {"content", content}});
    }
    const bool thinking = c.thinkingBudget && *c.thinkingBudget > 0;
    const int answerTokens = c.maxTokens.value_or(kDefaultMaxTokens);
    json body = {{"model", c.model}, {"max_tokens", thinking ? *c.thinkingBudget + answerTokens : answerTokens}};
    if (!conv.system.empty())
        body["system"] = conv.system;
    body["messages"] = messages;
    if (thinking)
        body["thinking"] = {{"type", "enabled"}, {"budget_tokens", *c.thinkingBudget}};
    else if (c.temperature)
        body["temperature"] = *c.temperature;

    HttpRequest r = detail::jsonPost(detail::endpointUrl(c, "anthropic", "/messages"), body, image, "x-api-key", "", apiKey);
    r.headers.emplace_back("anthropic-version", "2023-06-01");
    return r;
}

ProviderResponse parseResponse(int httpStatus, std::string_view body)
{
    ProviderResponse r;
    const auto parsed = detail::parseJsonObject(httpStatus, body, r, [](const json &j) {
        return j.contains("type") && j["type"] == "error";
    });
    if (!parsed)
        return r;
    const json &j = *parsed;
    if (j.contains("stop_reason") && j["stop_reason"].is_string())
        r.finishReason = j["stop_reason"].get<std::string>();
    if (j.contains("usage") && j["usage"].is_object()) {
        const json &u = j["usage"];
        if (u.contains("input_tokens") && u["input_tokens"].is_number_integer())
            r.inputTokens = u["input_tokens"].get<std::int64_t>();
        if (u.contains("output_tokens") && u["output_tokens"].is_number_integer())
            r.outputTokens = u["output_tokens"].get<std::int64_t>();
    }
    if (!j.contains("content") || !j["content"].is_array()) {
        r.error = Error{ErrorCode::Parse, "response has no content blocks"};
        return r;
    }
    std::string text, thinking;
    for (const auto &block : j["content"]) {
        if (!block.is_object())
            continue;
        const std::string type = block.contains("type") && block["type"].is_string() ? block["type"].get<std::string>() : "";
        if (type == "text" && block.contains("text") && block["text"].is_string())
            text += block["text"].get<std::string>();
        else if (type == "thinking" && block.contains("thinking") && block["thinking"].is_string())
            thinking += (thinking.empty() ? "" : "\n\n") + block["thinking"].get<std::string>();
        else if (type == "redacted_thinking")
            thinking += std::string(thinking.empty() ? "" : "\n\n") + "[redacted thinking]";
    }
    r.rawText = text;
    ThinkingSplit split = splitThinking(text);
    r.text = std::move(split.visible);
    if (!split.thinking.empty())
        thinking += (thinking.empty() ? "" : "\n\n") + split.thinking;
    r.thinking = std::move(thinking);
    if (r.rawText.empty())
        r.error = Error{ErrorCode::Parse, "response has no text block (stop reason '" + r.finishReason + "')"};
    return r;
}

} // namespace rl::inference::anthropic
