// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/study/conditionjson.h"

#include "engine/core/closestname.h"

#include "engine/core/jsonstrict.h"
#include "engine/core/utf8.h"
#include "engine/study/secretscan.h"

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>

using nlohmann::ordered_json;

namespace rl::study {

namespace {

const std::set<std::string> kProviders {"openai", "gemini", "anthropic", "openai-compatible", kImportedProvider};
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
    j["strategy"] = isImported(c) ? ordered_json(nullptr) : ordered_json(c.strategy);
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
    if (!c.judge.empty())
        j["judge"] = c.judge;
    if (!c.juryCondition.empty())
        j["jury_condition"] = c.juryCondition;
    if (c.imported) {
        ordered_json from;
        from["file"] = c.imported->file;
        from["date"] = c.imported->date.empty() ? ordered_json(nullptr) : ordered_json(c.imported->date);
        from["answers"] = opt(c.imported->answers);
        j["imported_from"] = from;
    }
    if (!c.notes.empty())
        j["notes"] = c.notes;
    return j;
}

/// The notes `import predictions` gave the conditions it created before imported conditions existed.
constexpr std::string_view kLegacyImportNote = "created by importing ";

/// Reads one condition object's fields; the first problem is kept, named "file:line:column:
/// condition N ('id'): key 'k' …" with the position of the key.
struct FieldReader {
    const ordered_json &obj;
    std::string where;     ///< "condition N ('id')"
    std::string pointer;   ///< the object's JSON pointer ("/0")
    std::string_view text; ///< the document, for positions
    const std::string &source;
    const JsonOffsets &offsets;
    std::string error;

    std::string at(const std::string &key) const { return jsonWhere(text, source, offsets, pointer + jsonPointerStep(key)); }
    bool fail(const std::string &key, const std::string &what)
    {
        if (error.empty())
            error = at(key) + ": " + where + ": key '" + key + "' " + what;
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
            // nlohmann keeps 2^64-1 as unsigned and 4294967297 as int64: get<int>() would wrap them
            // (to -1 and 1). Refuse what does not fit instead.
            constexpr auto lo = std::numeric_limits<T>::min();
            constexpr auto hi = std::numeric_limits<T>::max();
            const std::string range = " (it must lie within " + std::to_string(lo) + ".." + std::to_string(hi) + ")";
            if (!it->is_number_integer())
                fail(key, "must be an integer or null");
            else if (it->is_number_unsigned() && it->get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
                fail(key, "= " + std::to_string(it->get<std::uint64_t>()) + " does not fit" + range);
            else if (!it->is_number_unsigned()
                     && (it->get<std::int64_t>() < static_cast<std::int64_t>(lo) || it->get<std::int64_t>() > static_cast<std::int64_t>(hi)))
                fail(key, "= " + std::to_string(it->get<std::int64_t>()) + " does not fit" + range);
            else
                out = it->get<T>();
        } else
            out = it->get<T>();
    }
};

} // namespace

Status validateCondition(const ModelCondition &c)
{
    // An id that is itself a key is not echoed.
    const std::string who = findKeyShape(c.id) ? std::string("a condition") : "condition '" + excerpt(c.id) + "'";
    if (c.id.empty())
        return Error{ErrorCode::Validation, "a condition needs a non-empty 'id'"};
    if (auto key = findKeyInCondition(c))
        return Error{ErrorCode::Validation, keyRefusal(who, *key)};
    if (!kProviders.count(c.provider))
        return Error{ErrorCode::Validation, who + ": provider '" + excerpt(c.provider)
                                                + "' is not one of openai, gemini, anthropic, openai-compatible, imported"};
    if (isImported(c)) {
        // Its answers came from a file: nothing about it is run, so only the record is checked.
        if (!c.strategy.empty())
            return Error{ErrorCode::Validation, who + ": an imported condition has no strategy (its answers were made "
                                                      "outside RaterLab), not '" + excerpt(c.strategy) + "'"};
        if (c.imported && c.imported->answers && *c.imported->answers < 0)
            return Error{ErrorCode::Validation, who + ": 'imported_from.answers' must not be negative"};
        return {};
    }
    if (c.imported)
        return Error{ErrorCode::Validation, who + ": 'imported_from' belongs to imported conditions (provider 'imported') only"};
    if (!kStrategies.count(c.strategy)) {
        std::string known;
        for (const auto &k : kStrategies)
            known += (known.empty() ? "" : ", ") + k;
        return Error{ErrorCode::Validation, who + ": strategy '" + excerpt(c.strategy) + "' is not one of " + known};
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
    JsonOffsets offsets;
    auto parsed = parseJsonObjectList(text, sourceName, offsets, "condition", ErrorCode::Parse);
    if (!parsed)
        return parsed.error();
    const ordered_json &doc = parsed->items;

    static const std::set<std::string> known {"id", "label", "provider", "model", "base_url", "api_key_env",
        "strategy", "temperature", "seed", "image_detail", "max_tokens", "thinking_budget", "include_thoughts",
        "repetition_penalty", "samples", "quantization", "parameters", "price_input_per_mtok",
        "price_output_per_mtok", "prompts", "simulated", "judge", "jury_condition", "imported_from", "notes"};

    std::vector<ModelCondition> out;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < doc.size(); ++i) {
        const auto &obj = doc[i];
        const std::string pointer = parsed->pointer(i);
        auto at = [&](const std::string &key) {
            return jsonWhere(text, sourceName, offsets, key.empty() ? pointer : pointer + jsonPointerStep(key));
        };
        std::string where = "condition " + std::to_string(i + 1);
        if (!obj.is_object())
            return Error{ErrorCode::Parse, at({}) + ": " + where + " is not an object"};
        if (obj.contains("id") && obj["id"].is_string() && !findKeyShape(obj["id"].get<std::string>()))
            where += " ('" + excerpt(obj["id"].get<std::string>()) + "')";
        for (const char *secret : {"api_key", "key", "apikey", "api-key"})
            if (obj.contains(secret))
                return Error{ErrorCode::Validation,
                             at(secret) + ": " + where + ": '" + secret + "': API keys are never stored in files; put the key in an "
                             "environment variable and name it in 'api_key_env' (e.g. \"api_key_env\": \"OPENAI_API_KEY\"), or store "
                             "it in the system keychain (the condition editor's Store key in keychain…)"};
        for (auto it = obj.begin(); it != obj.end(); ++it)
            if (!known.count(it.key()))
                return Error{ErrorCode::Validation, at(it.key()) + ": " + where + ": unknown key '" + excerpt(it.key())
                                                        + "' (did you mean '" + closestName(it.key(), {known.begin(), known.end()}) + "'?)"};

        ModelCondition c;
        FieldReader r {obj, where, pointer, text, sourceName, offsets, {}};
        r.str("id", c.id);
        r.str("label", c.label);
        r.str("provider", c.provider);
        r.str("model", c.model);
        r.str("base_url", c.baseUrl);
        r.str("api_key_env", c.apiKeyEnv);
        r.str("strategy", c.strategy);
        const bool strategyGiven = obj.contains("strategy") && !obj["strategy"].is_null();
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
        r.str("judge", c.judge);
        r.str("jury_condition", c.juryCondition);
        r.str("notes", c.notes);
        if (auto it = obj.find("prompts"); it != obj.end() && !it->is_null()) {
            if (!it->is_object())
                return Error{ErrorCode::Validation, at("prompts") + ": " + where + ": 'prompts' must be an object of stage -> template"};
            for (auto p = it->begin(); p != it->end(); ++p) {
                if (!p->is_string())
                    return Error{ErrorCode::Validation, jsonWhere(text, sourceName, offsets, pointer + "/prompts" + jsonPointerStep(p.key()))
                                                            + ": " + where + ": prompt '" + excerpt(p.key()) + "' must be a string"};
                c.prompts[p.key()] = p->get<std::string>();
            }
        }
        if (auto it = obj.find("imported_from"); it != obj.end() && !it->is_null()) {
            const std::string from = pointer + "/imported_from";
            auto bad = [&](const std::string &key, const std::string &what) {
                return Error{ErrorCode::Validation, jsonWhere(text, sourceName, offsets, key.empty() ? from : from + jsonPointerStep(key))
                                                        + ": " + where + ": 'imported_from" + (key.empty() ? "" : "." + key) + "' " + what};
            };
            if (!it->is_object())
                return bad({}, "must be an object {\"file\", \"date\", \"answers\"}");
            ImportRecord rec;
            for (auto f = it->begin(); f != it->end(); ++f) {
                if (f.key() == "file" || f.key() == "date") {
                    if (!f->is_null() && !f->is_string())
                        return bad(f.key(), "must be a string");
                    if (f->is_string())
                        (f.key() == "file" ? rec.file : rec.date) = f->get<std::string>();
                } else if (f.key() == "answers") {
                    if (!f->is_null() && !f->is_number_integer())
                        return bad(f.key(), "must be a whole number or null");
                    if (!f->is_null())
                        rec.answers = f->is_number_unsigned() ? static_cast<std::int64_t>(std::min<std::uint64_t>(
                                          f->get<std::uint64_t>(), std::numeric_limits<std::int64_t>::max()))
                                                              : f->get<std::int64_t>();
                } else {
                    return bad(f.key(), "is not a key of imported_from (file, date, answers)");
                }
            }
            c.imported = std::move(rec);
        }
        if (!r.error.empty())
            return Error{ErrorCode::Validation, r.error};
        if (isImported(c)) {
            if (strategyGiven && !c.strategy.empty())
                return Error{ErrorCode::Validation, at("strategy") + ": " + where + ": an imported condition has no strategy "
                                                        "(its answers were made outside RaterLab), not '" + excerpt(c.strategy) + "'"};
            c.strategy.clear();
        } else {
            adoptLegacyImport(c);
        }
        if (auto key = findKeyInCondition(c)) {
            const auto dot = key->field.find('.');
            const std::string field = key->field.substr(0, dot);
            const std::string pos = dot == std::string::npos
                ? at(field)
                : jsonWhere(text, sourceName, offsets, pointer + "/prompts" + jsonPointerStep(key->field.substr(dot + 1)));
            return Error{ErrorCode::Validation, keyRefusal(pos + ": " + where, *key)};
        }
        if (c.label.empty())
            c.label = c.id;
        if (Status s = validateCondition(c); !s)
            return Error{ErrorCode::Validation, at({}) + ": " + s.error().detail};
        if (!seen.insert(c.id).second)
            return Error{ErrorCode::Validation, at("id") + ": " + where + ": duplicated id '" + excerpt(c.id) + "'"};
        out.push_back(std::move(c));
    }
    return out;
}

std::string notRunnableReason(const ModelCondition &c)
{
    if (!isImported(c))
        return {};
    std::string from = c.imported && !c.imported->file.empty() ? " from " + excerpt(c.imported->file) : std::string();
    return "condition '" + excerpt(c.id) + "' is imported: its predictions were made outside RaterLab (imported" + from
        + "), so it has no model to run; run a condition with a provider, or import its predictions again";
}

bool adoptLegacyImport(ModelCondition &c)
{
    if (c.provider != "openai-compatible" || c.simulated || !c.baseUrl.empty() || !c.apiKeyEnv.empty() || c.model != c.id
        || !c.prompts.empty() || c.imported || c.notes.size() <= kLegacyImportNote.size()
        || c.notes.compare(0, kLegacyImportNote.size(), kLegacyImportNote) != 0
        || c.notes.find('\n') != std::string::npos)
        return false;
    ImportRecord rec;
    rec.file = c.notes.substr(kLegacyImportNote.size());
    c.provider = kImportedProvider;
    c.strategy.clear();
    c.model.clear(); // the importer set the id as a placeholder model name
    c.notes.clear(); // it is the record now
    c.imported = std::move(rec);
    return true;
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
