// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/study/conditionjson.h"

#include <nlohmann/json.hpp>
#include <set>

using nlohmann::ordered_json;

namespace rl::study {

namespace {

const std::set<std::string> kProviders {"openai", "gemini", "anthropic", "openai-compatible"};
const std::set<std::string> kStrategies {"context-carry", "single-shot", "json-schema", "free-text", "deliberation"};

ordered_json toJson(const ModelCondition &c)
{
    auto opt = [](const auto &o) -> ordered_json { return o ? ordered_json(*o) : ordered_json(nullptr); };
    ordered_json j;
    j["id"] = c.id;
    j["label"] = c.label;
    j["provider"] = c.provider;
    j["model"] = c.model;
    j["base_url"] = c.baseUrl;
    j["api_key_env"] = c.apiKeyEnv;
    j["strategy"] = c.strategy;
    j["temperature"] = opt(c.temperature);
    j["seed"] = opt(c.seed);
    j["image_detail"] = c.imageDetail;
    j["max_tokens"] = opt(c.maxTokens);
    j["thinking_budget"] = opt(c.thinkingBudget);
    j["include_thoughts"] = c.includeThoughts;
    j["repetition_penalty"] = opt(c.repetitionPenalty);
    j["samples"] = c.samples;
    j["quantization"] = c.quantization;
    j["parameters"] = c.parameters;
    j["price_input_per_mtok"] = opt(c.priceInputPerMTok);
    j["price_output_per_mtok"] = opt(c.priceOutputPerMTok);
    if (!c.prompts.empty())
        j["prompts"] = c.prompts;
    if (c.simulated)
        j["simulated"] = true;
    if (!c.notes.empty())
        j["notes"] = c.notes;
    return j;
}

struct FieldReader {
    const ordered_json &obj;
    std::string where;
    std::string error;

    bool fail(const std::string &key, const std::string &what)
    {
        if (error.empty())
            error = where + ": key '" + key + "' " + what;
        return false;
    }
    void str(const char *key, std::string &out)
    {
        auto it = obj.find(key);
        if (it == obj.end() || it->is_null())
            return;
        if (!it->is_string())
            fail(key, "must be a string");
        else
            out = it->get<std::string>();
    }
    void boolean(const char *key, bool &out)
    {
        auto it = obj.find(key);
        if (it == obj.end() || it->is_null())
            return;
        if (!it->is_boolean())
            fail(key, "must be true or false");
        else
            out = it->get<bool>();
    }
    template <typename T>
    void number(const char *key, std::optional<T> &out)
    {
        auto it = obj.find(key);
        if (it == obj.end() || it->is_null())
            return;
        if (!it->is_number())
            fail(key, "must be a number or null");
        else if constexpr (std::is_integral_v<T>) {
            if (!it->is_number_integer())
                fail(key, "must be an integer or null");
            else
                out = it->get<T>();
        } else
            out = it->get<T>();
    }
};

} // namespace

Status validateCondition(const ModelCondition &c)
{
    const std::string who = "condition '" + c.id + "'";
    if (c.id.empty())
        return Error{ErrorCode::Validation, "a condition needs a non-empty 'id'"};
    if (!kProviders.count(c.provider))
        return Error{ErrorCode::Validation,
                     who + ": provider '" + c.provider + "' is not one of openai, gemini, anthropic, openai-compatible"};
    if (!kStrategies.count(c.strategy)) {
        std::string known;
        for (const auto &k : kStrategies)
            known += (known.empty() ? "" : ", ") + k;
        return Error{ErrorCode::Validation, who + ": strategy '" + c.strategy + "' is not one of " + known};
    }
    if (c.model.empty() && !c.simulated)
        return Error{ErrorCode::Validation, who + ": 'model' is required"};
    if (c.samples < 1)
        return Error{ErrorCode::Validation, who + ": 'samples' must be at least 1"};
    if (c.temperature && (*c.temperature < 0 || *c.temperature > 2))
        return Error{ErrorCode::Validation, who + ": 'temperature' must be within 0..2"};
    if ((c.priceInputPerMTok && *c.priceInputPerMTok < 0) || (c.priceOutputPerMTok && *c.priceOutputPerMTok < 0))
        return Error{ErrorCode::Validation, who + ": prices must not be negative"};
    if (c.maxTokens && *c.maxTokens < 1)
        return Error{ErrorCode::Validation, who + ": 'max_tokens' must be positive"};
    if (c.thinkingBudget && *c.thinkingBudget < -1)
        return Error{ErrorCode::Validation, who + ": 'thinking_budget' must be -1 (dynamic), 0 (off) or positive"};
    if (!c.imageDetail.empty() && c.imageDetail != "low" && c.imageDetail != "high" && c.imageDetail != "auto")
        return Error{ErrorCode::Validation, who + ": 'image_detail' must be low, high or auto"};
    return {};
}

Result<std::vector<ModelCondition>> parseConditionsJson(std::string_view text, const std::string &sourceName)
{
    ordered_json doc;
    try {
        doc = ordered_json::parse(text.begin(), text.end());
    } catch (const ordered_json::parse_error &e) {
        return Error{ErrorCode::Parse, sourceName + ": invalid JSON at byte " + std::to_string(e.byte) + ": " + e.what()};
    }
    if (doc.is_object())
        doc = ordered_json::array({doc});
    if (!doc.is_array())
        return Error{ErrorCode::Parse, sourceName + ": expected a list of condition objects"};

    static const std::set<std::string> known {"id", "label", "provider", "model", "base_url", "api_key_env",
        "strategy", "temperature", "seed", "image_detail", "max_tokens", "thinking_budget", "include_thoughts",
        "repetition_penalty", "samples", "quantization", "parameters", "price_input_per_mtok",
        "price_output_per_mtok", "prompts", "simulated", "notes"};

    std::vector<ModelCondition> out;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < doc.size(); ++i) {
        const auto &obj = doc[i];
        std::string where = sourceName + ": condition " + std::to_string(i + 1);
        if (!obj.is_object())
            return Error{ErrorCode::Parse, where + " is not an object"};
        if (obj.contains("id") && obj["id"].is_string())
            where += " ('" + obj["id"].get<std::string>() + "')";
        for (auto it = obj.begin(); it != obj.end(); ++it)
            if (!known.count(it.key()))
                return Error{ErrorCode::Validation, where + ": unknown key '" + it.key() + "'"};
        if (obj.contains("api_key") || obj.contains("key"))
            return Error{ErrorCode::Validation, where + ": API keys are never stored; name the variable in 'api_key_env'"};

        ModelCondition c;
        FieldReader r {obj, where, {}};
        r.str("id", c.id);
        r.str("label", c.label);
        r.str("provider", c.provider);
        r.str("model", c.model);
        r.str("base_url", c.baseUrl);
        r.str("api_key_env", c.apiKeyEnv);
        r.str("strategy", c.strategy);
        r.number("temperature", c.temperature);
        r.number("seed", c.seed);
        r.str("image_detail", c.imageDetail);
        r.number("max_tokens", c.maxTokens);
        r.number("thinking_budget", c.thinkingBudget);
        r.boolean("include_thoughts", c.includeThoughts);
        r.number("repetition_penalty", c.repetitionPenalty);
        std::optional<int> samples;
        r.number("samples", samples);
        if (samples)
            c.samples = *samples;
        r.str("quantization", c.quantization);
        r.str("parameters", c.parameters);
        r.number("price_input_per_mtok", c.priceInputPerMTok);
        r.number("price_output_per_mtok", c.priceOutputPerMTok);
        r.boolean("simulated", c.simulated);
        r.str("notes", c.notes);
        if (auto it = obj.find("prompts"); it != obj.end() && !it->is_null()) {
            if (!it->is_object())
                return Error{ErrorCode::Validation, where + ": 'prompts' must be an object of stage -> template"};
            for (auto p = it->begin(); p != it->end(); ++p) {
                if (!p->is_string())
                    return Error{ErrorCode::Validation, where + ": prompt '" + p.key() + "' must be a string"};
                c.prompts[p.key()] = p->get<std::string>();
            }
        }
        if (!r.error.empty())
            return Error{ErrorCode::Validation, r.error};
        if (c.label.empty())
            c.label = c.id;
        if (Status s = validateCondition(c); !s)
            return Error{ErrorCode::Validation, sourceName + ": " + s.error().detail};
        if (!seen.insert(c.id).second)
            return Error{ErrorCode::Validation, where + ": duplicated id '" + c.id + "'"};
        out.push_back(std::move(c));
    }
    return out;
}

std::string conditionToJson(const ModelCondition &c, int indent) { return toJson(c).dump(indent); }

std::string conditionsToJson(const std::vector<ModelCondition> &cs)
{
    ordered_json arr = ordered_json::array();
    for (const auto &c : cs)
        arr.push_back(toJson(c));
    return arr.dump(2) + "\n";
}

} // namespace rl::study
