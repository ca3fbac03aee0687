// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/condition.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

/// A-priori cost of an inference run, before anything is sent: how many requests, how many input
/// and output tokens, and what they cost at the condition's prices. An estimate, not a quote —
/// the run itself reports the billed usage (RunProgress::inputTokens/outputTokens/costUsd).
///
/// Requests = items × stages × samples (context-carry 3 stages, single-shot 1).
///
/// Input tokens of one request = image allowance + text tokens + per-message overhead, where
///  - the text is the request's actual conversation (prompting.h buildConversation with the
///    condition's effective templates: the system prompt, every user turn up to the stage, and the
///    earlier stages' answers replayed as assistant turns, using the example answers below);
///  - text tokens = ⌈code points / charsPerToken⌉ per message, charsPerToken = 4 by default
///    (OpenAI's rule of thumb "one token ≈ 4 characters of English text", help.openai.com "What are
///    tokens and how to count them");
///  - overhead = messageOverheadTokens per message (OpenAI cookbook "How to count tokens with
///    tiktoken": 3 tokens per message + 3 priming the reply; rounded to 4 per message here);
///  - image allowance per request (the image is sent again with every stage) — see imageTokens().
///
/// Output tokens of one request (expected) = the example answer's tokens + thinking, where
/// thinking = the thinking budget when positive (an upper bound: models often stop earlier),
/// `dynamicThinkingTokens` when the budget is dynamic (-1, Gemini), 0 when off/unset or when the
/// provider takes no budget (openai). The upper bound uses the request's token cap instead:
/// max_tokens (Anthropic with thinking: budget + max_tokens; Anthropic without max_tokens: 1024).
///
/// Example answers (the JSON forms the built-in templates ask for): stage emotion
/// {"emotion": "neutral"}, valence {"valence": 5}, arousal {"arousal": 5}, single-shot
/// {"emotion": "neutral", "valence": 5, "arousal": 5}.
///
/// Cost = input × price_input_per_mtok / 10⁶ + output × price_output_per_mtok / 10⁶ (USD). A
/// missing price makes the cost unknown (status UnknownPrice, costs NaN) — never 0: a local
/// server costs nothing only when its prices are entered as 0.
namespace rl::inference {

struct CostOptions {
    int imageWidth = 1024;               ///< pixels of the image as sent
    int imageHeight = 1024;
    double charsPerToken = 4.0;          ///< Unicode code points per text token
    int messageOverheadTokens = 4;       ///< per message (system, user, assistant)
    int dynamicThinkingTokens = 1024;    ///< assumed thinking per request when thinking_budget = -1
    std::optional<int> imageTokens;      ///< overrides the provider rule (e.g. a local model's known count)
    std::vector<std::string> labels;     ///< emotion label set; empty = the six face labels
};

enum class CostStatus {
    Known,            ///< every figure computed, both prices set
    UnknownPrice,     ///< token figures computed, a price is missing: costs are NaN
    InvalidCondition, ///< unknown strategy or template key: nothing computed (statusDetail says why)
    NotRun,           ///< an imported condition: it is never run, so nothing is requested and nothing costs (0)
};

/// The image allowance per request and the rule that gave it.
struct ImageTokenAllowance {
    std::int64_t tokens = 0;
    std::string rule; ///< e.g. "openai gpt-4o-mini high detail: 2833 + 5667 × 4 tiles"
};

/// Image tokens for one image of width × height pixels (rules as published by the providers):
///  - openai, detail "low": a fixed base (85 tokens; gpt-4o-mini 2833). Detail "high", "auto" or
///    unset (auto is counted as high — an upper bound): the image is fitted into 2048 × 2048, then
///    scaled down so its shorter side is at most 768 px, and counted as base + perTile × number of
///    512 px tiles (85 + 170 per tile; gpt-4o-mini 2833 + 5667 per tile). Source: OpenAI platform
///    docs, "Images and vision — Calculating costs" (2024–2025).
///  - gemini: 258 tokens when both sides are ≤ 384 px, else 258 per 768 × 768 tile
///    (⌈w/768⌉·⌈h/768⌉). Source: Gemini API docs, "Image understanding — token calculation"
///    (Gemini 2.0 and later).
///  - anthropic: the image is scaled down to a long edge of at most 1568 px and an area of at most
///    1092² pixels (≈ 1.19 MP, the docs' largest 1:1 size, ≈ 1590 tokens), then tokens = ⌈w·h / 750⌉.
///    Source: Anthropic docs, "Vision — Calculate image costs".
///  - openai-compatible: 256 (Gemma 3's SigLIP encoder maps an image to 256 soft tokens, Gemma 3
///    Technical Report 2025); local models differ (Qwen-VL: one token per 28 × 28 patch), so
///    CostOptions::imageTokens may override it.
ImageTokenAllowance imageTokens(const study::ModelCondition &condition, int width, int height);

struct CostEstimate {
    CostStatus status = CostStatus::InvalidCondition;
    std::string statusDetail;                 ///< why the status is not Known (English; the GUI translates the status)
    std::size_t items = 0;
    int stages = 0;                           ///< requests per item and sample: 3 context-carry, 1 single-shot
    int samples = 1;
    std::int64_t requests = 0;                ///< items × stages × samples
    ImageTokenAllowance image;                ///< per request
    std::int64_t inputTokens = 0;             ///< Σ over requests of image + text + overhead
    std::int64_t outputTokens = 0;            ///< Σ over requests of example answer + thinking (expected)
    std::int64_t thinkingTokens = 0;          ///< of outputTokens, the thinking part
    std::int64_t outputTokensMax = -1;        ///< Σ over requests of the token cap; -1 when the requests have no cap
    double costUsd = 0;                       ///< input·p_in/10⁶ + output·p_out/10⁶; NaN unless status == Known
    double costUsdMax = 0;                    ///< the same with outputTokensMax; NaN unless Known and capped
};

CostEstimate estimateRunCost(const study::ModelCondition &condition, std::size_t items, const CostOptions &options = {});

/// ⌈code points of `text` / charsPerToken⌉; 0 for an empty text.
std::int64_t estimateTextTokens(const std::string &text, double charsPerToken = 4.0);

} // namespace rl::inference
