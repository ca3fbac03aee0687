// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/costestimate.h"

#include "engine/inference/prompting.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rl::inference {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

/// Scale (w, h) down (never up) by factor f = min(1, limit / current).
void scaleDown(double &w, double &h, double factor)
{
    if (factor < 1) {
        w *= factor;
        h *= factor;
    }
}

std::string exampleAnswer(const std::string &templateKey)
{
    if (templateKey == "emotion")
        return "{\"emotion\": \"neutral\"}";
    if (templateKey == "valence")
        return "{\"valence\": 5}";
    if (templateKey == "arousal")
        return "{\"arousal\": 5}";
    return "{\"emotion\": \"neutral\", \"valence\": 5, \"arousal\": 5}";
}

/// Expected thinking tokens per request (see the header).
std::int64_t thinkingPerRequest(const study::ModelCondition &c, const CostOptions &o)
{
    if (c.provider == "openai")
        return 0;
    std::optional<int> budget = c.thinkingBudget;
    if (!budget && c.provider == "gemini")
        budget = -1; // Gemini 2.5 thinks dynamically unless told otherwise
    if (!budget || *budget == 0)
        return 0;
    if (*budget < 0)
        return c.provider == "anthropic" ? 0 : o.dynamicThinkingTokens;
    return *budget;
}

/// The per-request token cap, -1 when the request has none.
std::int64_t capPerRequest(const study::ModelCondition &c)
{
    if (c.provider == "anthropic") {
        const std::int64_t answer = c.maxTokens.value_or(anthropic::kDefaultMaxTokens);
        const bool thinking = c.thinkingBudget && *c.thinkingBudget > 0;
        return thinking ? *c.thinkingBudget + answer : answer;
    }
    return c.maxTokens ? *c.maxTokens : -1;
}

} // namespace

std::int64_t estimateTextTokens(const std::string &text, double charsPerToken)
{
    std::int64_t codePoints = 0;
    for (unsigned char ch : text)
        if ((ch & 0xC0) != 0x80)
            ++codePoints;
    if (codePoints == 0)
        return 0;
    return static_cast<std::int64_t>(std::ceil(static_cast<double>(codePoints) / std::max(0.1, charsPerToken)));
}

ImageTokenAllowance imageTokens(const study::ModelCondition &c, int width, int height)
{
    ImageTokenAllowance a;
    double w = std::max(1, width), h = std::max(1, height);
    if (c.provider == "openai") {
        const bool mini = c.model.find("4o-mini") != std::string::npos;
        const std::int64_t base = mini ? 2833 : 85;
        const std::int64_t perTile = mini ? 5667 : 170;
        const std::string who = mini ? "openai gpt-4o-mini " : "openai ";
        if (c.imageDetail == "low") {
            a.tokens = base;
            a.rule = who + "low detail: " + std::to_string(base);
            return a;
        }
        scaleDown(w, h, 2048.0 / std::max(w, h));
        scaleDown(w, h, 768.0 / std::min(w, h));
        const std::int64_t tiles = ceilDiv(static_cast<std::int64_t>(std::ceil(w)), 512)
            * ceilDiv(static_cast<std::int64_t>(std::ceil(h)), 512);
        a.tokens = base + perTile * tiles;
        a.rule = who + (c.imageDetail == "high" ? "high" : "auto (counted as high)") + " detail: "
            + std::to_string(base) + " + " + std::to_string(perTile) + " × " + std::to_string(tiles) + " tiles";
    } else if (c.provider == "gemini") {
        if (w <= 384 && h <= 384) {
            a.tokens = 258;
            a.rule = "gemini: 258 (both sides ≤ 384 px)";
        } else {
            const std::int64_t tiles = ceilDiv(static_cast<std::int64_t>(w), 768) * ceilDiv(static_cast<std::int64_t>(h), 768);
            a.tokens = 258 * tiles;
            a.rule = "gemini: 258 × " + std::to_string(tiles) + " tiles of 768 px";
        }
    } else if (c.provider == "anthropic") {
        scaleDown(w, h, 1568.0 / std::max(w, h));
        scaleDown(w, h, std::sqrt(1092.0 * 1092.0 / (w * h)));
        a.tokens = static_cast<std::int64_t>(std::ceil(std::floor(w) * std::floor(h) / 750.0));
        a.rule = "anthropic: width × height / 750 after scaling to ≤ 1568 px and ≤ 1092² pixels";
    } else {
        a.tokens = 256;
        a.rule = "openai-compatible: 256 (Gemma 3 image encoder); local models differ";
    }
    return a;
}

CostEstimate estimateRunCost(const study::ModelCondition &c, std::size_t items, const CostOptions &o)
{
    CostEstimate e;
    e.items = items;
    e.samples = std::max(1, c.samples);
    if (study::isImported(c)) {
        e.status = CostStatus::NotRun;
        e.statusDetail = "an imported condition is not run: its predictions were made outside RaterLab";
        return e;
    }
    auto plan = makePromptPlan(c, o.labels);
    if (!plan) {
        e.statusDetail = plan.error().detail;
        e.costUsd = e.costUsdMax = kNaN;
        return e;
    }
    e.stages = static_cast<int>(plan->stages.size());
    e.requests = static_cast<std::int64_t>(items) * e.stages * e.samples;
    e.image = imageTokens(c, o.imageWidth, o.imageHeight);
    if (o.imageTokens) {
        e.image.tokens = *o.imageTokens;
        e.image.rule = "given: " + std::to_string(*o.imageTokens);
    }

    const std::int64_t thinking = thinkingPerRequest(c, o);
    const std::int64_t cap = capPerRequest(c);
    std::int64_t inputPerChain = 0, outputPerChain = 0, thinkingPerChain = 0;
    std::vector<CarriedAnswer> earlier;
    for (std::size_t s = 0; s < plan->stages.size(); ++s) {
        const Conversation conv = buildConversation(*plan, s, ImageData {}, earlier);
        std::int64_t input = e.image.tokens;
        int messages = static_cast<int>(conv.turns.size());
        if (!conv.system.empty()) {
            input += estimateTextTokens(conv.system, o.charsPerToken);
            ++messages;
        }
        for (const auto &t : conv.turns)
            input += estimateTextTokens(t.text, o.charsPerToken);
        input += static_cast<std::int64_t>(messages) * o.messageOverheadTokens;
        inputPerChain += input;

        const std::string &key = plan->stages[s].templateKey;
        std::int64_t answer = estimateTextTokens(exampleAnswer(key), o.charsPerToken) + thinking;
        if (cap >= 0)
            answer = std::min(answer, cap); // a capped request cannot produce more
        outputPerChain += answer;
        thinkingPerChain += std::min(thinking, answer);
        auto parsed = parseAnswer(exampleAnswer(key), plan->stages[s].answer);
        earlier.push_back({exampleAnswer(key), parsed ? *parsed : ParsedAnswer {}});
    }
    const std::int64_t chains = static_cast<std::int64_t>(items) * e.samples;
    e.inputTokens = inputPerChain * chains;
    e.outputTokens = outputPerChain * chains;
    e.thinkingTokens = thinkingPerChain * chains;
    e.outputTokensMax = cap >= 0 ? cap * e.requests : -1;

    if (!c.priceInputPerMTok || !c.priceOutputPerMTok) {
        e.status = CostStatus::UnknownPrice;
        e.statusDetail = "condition '" + c.id + "' has no "
            + (!c.priceInputPerMTok ? std::string("input") : std::string("output")) + " price";
        e.costUsd = e.costUsdMax = kNaN;
        return e;
    }
    e.status = CostStatus::Known;
    const double pin = *c.priceInputPerMTok / 1e6, pout = *c.priceOutputPerMTok / 1e6;
    e.costUsd = static_cast<double>(e.inputTokens) * pin + static_cast<double>(e.outputTokens) * pout;
    e.costUsdMax = e.outputTokensMax >= 0
        ? static_cast<double>(e.inputTokens) * pin + static_cast<double>(e.outputTokensMax) * pout
        : kNaN;
    return e;
}

} // namespace rl::inference
