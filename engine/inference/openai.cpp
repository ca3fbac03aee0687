// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/answerparser.h"
#include "engine/inference/provider.h"
#include "engine/inference/providerjson.h"

#include <nlohmann/json.hpp>

namespace rl::inference::openai {

using nlohmann::json;

namespace {

using detail::intOr;

std::string textOf(const json &content)
{
    if (content.is_string())
        return content.get<std::string>();
    std::string out;
    if (content.is_array()) // content parts (some servers answer this way)
        for (const auto &part : content)
            if (part.is_object() && part.contains("text") && part["text"].is_string())
                out += part["text"].get<std::string>();
    return out;
}

} // namespace

HttpRequest buildRequest(const study::ModelCondition &c, const Conversation &conv, std::string_view apiKey,
    bool compatible)
{
    json messages = json::array();
    if (!conv.system.empty())
        messages.push_back({{"role", "system"}, {"content", conv.system}});
    bool imagePlaced = conv.image.base64.empty();
    const detail::ImageSplice image(conv.image);
    for (const auto &t : conv.turns) {
        if (t.role == Turn::Role::Assistant) {
            messages.push_back({{"role", "assistant"}, {"content", t.text}});
            continue;
        }
        if (imagePlaced) {
            messages.push_back({{"role", "user"}, {"content", t.text}});
            continue;
        }
        json imageUrl = {{"url", "data:" + conv.image.mime + ";base64," + std::string(image.field())}};
        if (!c.imageDetail.empty())
            imageUrl["detail"] = c.imageDetail;
        messages.push_back({{"role", "user"},
            {"content", json::array({{{"type", "text"}, {"text", t.text}}, {{"type", "image_url"}, {"image_url", imageUrl}}})}});
        imagePlaced = true;
    }

    json body = {{"model", c.model}, {"messages", messages}};
    if (c.temperature)
        body["temperature"] = *c.temperature;
    if (c.seed)
        body["seed"] = *c.seed;
    if (c.maxTokens)
        body[compatible ? "max_tokens" : "max_completion_tokens"] = *c.maxTokens;
    if (compatible) {
        if (c.repetitionPenalty) {
            body["repetition_penalty"] = *c.repetitionPenalty;
            body["repeat_penalty"] = *c.repetitionPenalty;
        }
        if (c.thinkingBudget) {
            if (*c.thinkingBudget > 0)
                body["thinking_budget"] = *c.thinkingBudget;
            body["chat_template_kwargs"] = {{"enable_thinking", *c.thinkingBudget != 0}};
        }
    }

    return detail::jsonPost(detail::endpointUrl(c, compatible ? "openai-compatible" : "openai", "/chat/completions"), body,
                            image, "Authorization", "Bearer ", apiKey);
}

ProviderResponse parseResponse(int httpStatus, std::string_view body)
{
    ProviderResponse r;
    const auto parsed = detail::parseJsonObject(httpStatus, body, r, [](const json &j) {
        return j.contains("error") && !j["error"].is_null();
    });
    if (!parsed)
        return r;
    const json &j = *parsed;
    if (!j.contains("choices") || !j["choices"].is_array() || j["choices"].empty() || !j["choices"][0].is_object()) {
        r.error = Error{ErrorCode::Parse, "response has no choices"};
        return r;
    }
    const json &choice = j["choices"][0];
    const json message = choice.value("message", json::object());
    if (!message.is_object()) {
        r.error = Error{ErrorCode::Parse, "choice has no message"};
        return r;
    }
    if (choice.contains("finish_reason") && choice["finish_reason"].is_string())
        r.finishReason = choice["finish_reason"].get<std::string>();
    r.rawText = message.contains("content") ? textOf(message["content"]) : std::string();

    std::string thinking;
    for (const char *key : {"reasoning_content", "reasoning"})
        if (message.contains(key) && message[key].is_string() && !message[key].get<std::string>().empty()) {
            thinking = message[key].get<std::string>();
            break;
        }
    ThinkingSplit split = splitThinking(r.rawText);
    r.text = std::move(split.visible);
    if (!split.thinking.empty())
        thinking += (thinking.empty() ? "" : "\n\n") + split.thinking;
    r.thinking = std::move(thinking);

    if (j.contains("usage") && j["usage"].is_object()) {
        const json &u = j["usage"];
        r.inputTokens = intOr(u, "prompt_tokens", -1);
        r.outputTokens = intOr(u, "completion_tokens", -1);
        if (u.contains("completion_tokens_details"))
            r.thinkingTokens = intOr(u["completion_tokens_details"], "reasoning_tokens", -1);
    }
    if (!message.contains("content") || (message["content"].is_null() && r.thinking.empty()))
        r.error = Error{ErrorCode::Parse, "message has no content (finish reason '" + r.finishReason + "')"};
    return r;
}

} // namespace rl::inference::openai
