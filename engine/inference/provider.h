// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/study/condition.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// Providers are pairs of pure functions: buildRequest() turns a condition and a conversation
/// into an HTTP request, parseResponse() turns an HTTP status and body into the model's answer.
/// Neither touches the network, the clock or the environment; the API key is an argument and
/// appears only in the request headers (never in the URL or body).
///
/// Protocols (the providers' published REST references):
/// - openai: POST {base}/chat/completions, `Authorization: Bearer`, images as base64 data URLs
///   with `detail`; temperature, seed, max_completion_tokens; usage.prompt/completion_tokens and
///   completion_tokens_details.reasoning_tokens. Base default https://api.openai.com/v1.
/// - openai-compatible (vLLM, llama.cpp server, Ollama /v1, mlx-vlm): the same Chat Completions
///   shape with `max_tokens`; repetition penalty sent as `repetition_penalty` (vLLM, mlx-vlm) and
///   `repeat_penalty` (llama.cpp); a thinking budget as `thinking_budget` plus
///   `chat_template_kwargs.enable_thinking` (Qwen3 chat templates). The answer's thinking is taken
///   from `message.reasoning_content` (vLLM, llama.cpp), `message.reasoning` (Ollama) and from
///   `<think>…</think>` inside the content. Base default http://127.0.0.1:8000/v1; no key needed.
/// - gemini: POST {base}/models/{model}:generateContent, `x-goog-api-key`, inlineData images,
///   generationConfig {temperature, seed, maxOutputTokens, thinkingConfig {thinkingBudget,
///   includeThoughts}}; parts with `thought: true` are thinking; usageMetadata
///   {promptTokenCount, candidatesTokenCount, thoughtsTokenCount}. Base default
///   https://generativelanguage.googleapis.com/v1beta.
/// - anthropic: POST {base}/messages, `x-api-key`, `anthropic-version: 2023-06-01`, base64 image
///   blocks, optional `thinking {type: enabled, budget_tokens}` (then temperature is not sent and
///   max_tokens = budget + answer allowance, as the API requires max_tokens > budget_tokens);
///   `thinking` content blocks are thinking. Base default https://api.anthropic.com/v1.
namespace rl::inference {

/// The image of a request, already base64-encoded (RFC 4648).
struct ImageData {
    std::string mime = "image/png";
    std::string base64;
};

/// One turn of a conversation. The image (if any) is attached to the first user turn.
struct Turn {
    enum class Role { User, Assistant };
    Role role = Role::User;
    std::string text;
};

/// What the model is asked: an optional system prompt, one image, alternating user/assistant turns
/// ending with a user turn.
struct Conversation {
    std::string system;
    ImageData image;
    std::vector<Turn> turns;
};

struct HttpRequest {
    std::string method = "POST";                              ///< POST (with the body) or GET (the body is ignored)
    std::string url;
    std::vector<std::pair<std::string, std::string>> headers; ///< name, value
    std::string body;                                         ///< JSON
};

/// A parsed answer of one request.
struct ProviderResponse {
    std::string text;            ///< the visible answer (provider thinking parts and <think> blocks removed)
    std::string rawText;         ///< the answer content verbatim as the model produced it
    std::string thinking;        ///< thinking captured from separate fields/parts/blocks and inline <think>
    std::int64_t inputTokens = -1;    ///< billed input tokens; -1 when the server did not report usage
    std::int64_t outputTokens = -1;   ///< billed output tokens, thinking included (Gemini: candidates + thoughts)
    std::int64_t thinkingTokens = -1; ///< of which thinking (reasoning_tokens, thoughtsTokenCount); -1 unknown
    std::string finishReason;    ///< as reported: stop, length, STOP, MAX_TOKENS, end_turn, ...
    std::optional<Error> error;  ///< Auth (401/403), Http (other status, API error object), Parse (body)
};

/// The provider's public endpoint base when the condition leaves base_url empty.
std::string defaultBaseUrl(std::string_view provider);

/// Dispatch on condition.provider. Unknown provider → Error{Unsupported}.
Result<HttpRequest> buildRequest(const study::ModelCondition &condition, const Conversation &conversation,
    std::string_view apiKey);
ProviderResponse parseResponse(std::string_view provider, int httpStatus, std::string_view body);

namespace openai {
/// `compatible` selects the local-server dialect (max_tokens, repetition penalty, thinking budget).
HttpRequest buildRequest(const study::ModelCondition &c, const Conversation &conv, std::string_view apiKey,
    bool compatible = false);
ProviderResponse parseResponse(int httpStatus, std::string_view body);
} // namespace openai

namespace gemini {
HttpRequest buildRequest(const study::ModelCondition &c, const Conversation &conv, std::string_view apiKey);
ProviderResponse parseResponse(int httpStatus, std::string_view body);
} // namespace gemini

namespace anthropic {
inline constexpr int kDefaultMaxTokens = 1024; ///< Anthropic requires max_tokens; used when the condition has none
HttpRequest buildRequest(const study::ModelCondition &c, const Conversation &conv, std::string_view apiKey);
ProviderResponse parseResponse(int httpStatus, std::string_view body);
} // namespace anthropic

namespace detail {
/// The image's base64 data does not go through the JSON serializer (which scans and escapes a body
/// byte by byte: about a millisecond for an 80 KB image, on the scheduler's thread, per request).
/// The builders put field() in the JSON where the data belongs — a random per-process token when
/// the data is plain base64, else the data itself — and apply() replaces the token in the dumped
/// body with the data: the base64 alphabet needs no escaping, so the body is byte for byte the one
/// the serializer would have written.
class ImageSplice {
public:
    explicit ImageSplice(const ImageData &image);
    std::string_view field() const;
    void apply(std::string &body) const;

private:
    const ImageData &m_image;
    bool m_splice = false;
};
} // namespace detail

/// Shared by the parsers: the error for a non-2xx status, with the API's error message when the
/// body carries one ({"error": {"message": ...}} and {"error": "..."}).
Error httpStatusError(int httpStatus, std::string_view body);

} // namespace rl::inference
