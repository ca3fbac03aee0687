// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/prompting.h"

#include "engine/inference/kindprompting.h"
#include "engine/inference/textutil.h"
#include "engine/study/conditionjson.h"
#include "engine/study/study.h"


namespace rl::inference {

const std::map<std::string, std::string> &builtinTemplates(study::StudyKind kind)
{
    const KindPrompting *k = kindPrompting(kind);
    return k && k->templates ? k->templates() : commonTemplates();
}

Result<std::map<std::string, std::string>> effectiveTemplates(const study::ModelCondition &condition, study::StudyKind kind)
{
    auto t = builtinTemplates(kind);
    for (const auto &[key, text] : condition.prompts) {
        if (!t.count(key)) {
            std::string keys;
            for (const auto &[k, v] : t)
                keys += (keys.empty() ? "" : ", ") + k;
            return Error{ErrorCode::Validation, "condition '" + condition.id + "': unknown prompt template '" + key
                             + "' (expected " + keys + ")"};
        }
        t[key] = text;
    }
    return t;
}

namespace {

std::string scaleLine(const study::AnswerField &f)
{
    switch (f.kind) {
    case study::FieldKind::Label: {
        std::string levels;
        for (const auto &l : f.levels)
            levels += (levels.empty() ? "" : ", ") + l;
        return "- " + f.name + ": exactly one of " + levels;
    }
    case study::FieldKind::Integer: return "- " + f.name + ": an integer from " + shortNumber(f.min) + " to " + shortNumber(f.max);
    case study::FieldKind::Number: return "- " + f.name + ": a number from " + shortNumber(f.min) + " to " + shortNumber(f.max);
    case study::FieldKind::Text: return "- " + f.name + (f.required ? ": text" : ": one or two sentences (optional)");
    case study::FieldKind::Object: return "- " + f.name + ": a JSON object";
    }
    return {};
}

std::string schemaExample(const study::AnswerSchema &schema)
{
    std::string out = "{";
    for (const auto &f : schema.fields) {
        out += (out.size() > 1 ? ", \"" : "\"") + f.name + "\": ";
        switch (f.kind) {
        case study::FieldKind::Label: out += "\"<label>\""; break;
        case study::FieldKind::Integer: out += "<integer>"; break;
        case study::FieldKind::Number: out += "<number>"; break;
        case study::FieldKind::Text: out += "\"<text>\""; break;
        case study::FieldKind::Object: out += "{...}"; break;
        }
    }
    return out + "}";
}

StageSpec stageSpec(int number, const std::string &key, const study::AnswerSchema &answer, const std::string &hashed)
{
    return {number, key, answer, fnv1aHex(hashed)};
}

} // namespace

Result<PromptPlan> makePromptPlan(const study::ModelCondition &condition, const study::Study &study)
{
    const study::StudyKind kind = study.protocol.kind;
    if (const std::string why = study::notRunnableReason(condition); !why.empty())
        return Error{ErrorCode::Unsupported, why};
    auto templates = effectiveTemplates(condition, kind);
    if (!templates)
        return templates.error();
    PromptPlan plan;
    plan.strategy = condition.strategy.empty() ? "context-carry" : condition.strategy;
    plan.templates = std::move(*templates);
    plan.system = plan.templates.at("system");
    const study::Strategy strategy = study::strategyFor(study.protocol, study, plan.strategy);
    if (strategy.stages.empty()) {
        std::string offered;
        for (const auto &n : study::strategyNames(study.protocol))
            offered += (offered.empty() ? "" : ", ") + n;
        return Error{ErrorCode::Validation, "condition '" + condition.id + "': unknown strategy '" + plan.strategy + "' for a "
                         + study::studyKindName(kind) + " study (offered: " + offered + ")"};
    }
    const study::KindProtocol *protocol = study::kindProtocol(kind);
    const std::string labelDimension = protocol ? protocol->labelDimension : std::string();
    // {labels}: the kind's label dimension as the first stage asks it, else the first label field asked; then the
    // protocol's own label set (the face study's six emotions).
    for (const auto &f : strategy.stages.front().answer.fields)
        if (f.kind == study::FieldKind::Label && (labelDimension.empty() ? plan.labels.empty() : f.name == labelDimension))
            plan.labels = f.levels;
    if (plan.labels.empty() && !labelDimension.empty())
        for (const auto &d : study::protocolFor(kind, study::ItemKind::Image).builtinDimensions())
            if (d.name == labelDimension)
                plan.labels = d.levels;
    std::string hashed = plan.strategy + '\0' + plan.system + '\0';
    if (const KindPrompting *k = kindPrompting(kind); k && k->promptIdentity) // e.g. a jury's rubric, anchors, seed
        hashed += k->promptIdentity(condition) + '\0';
    for (std::size_t i = 0; i < strategy.stages.size(); ++i) {
        const auto &st = strategy.stages[i];
        hashed += st.templateKey + '\0' + plan.templates.at(st.templateKey) + '\0';
        plan.stages.push_back(stageSpec(static_cast<int>(i + 1), st.templateKey, st.answer, hashed));
    }
    if (strategy.deliberation) {
        plan.deliberation = true;
        plan.roundStage = stageSpec(1, "deliberate", strategy.stages.front().answer,
            hashed + "deliberate" + '\0' + plan.templates.at("deliberate") + '\0');
    }
    return plan;
}

Result<PromptPlan> makePromptPlan(const study::ModelCondition &condition, const std::vector<std::string> &labels)
{
    study::Study face;
    face.protocol = study::faceProtocol();
    face.dimensions = face.protocol.builtinDimensions(labels);
    return makePromptPlan(condition, face);
}

std::map<std::string, std::string> itemPlaceholders(const study::Item &item)
{
    std::map<std::string, std::string> v;
    switch (item.kind) {
    case study::ItemKind::Image: v["item"] = "Look at the image."; break;
    case study::ItemKind::Text: v["item"] = "Text:\n" + item.text; break;
    case study::ItemKind::TextPair:
        v["item"] = "Sentence 1: " + item.text + "\nSentence 2: " + item.text2;
        break;
    case study::ItemKind::Prompt: v["item"] = item.text; break;
    }
    v["text"] = item.text;
    v["text_a"] = item.text;
    v["text_b"] = item.text2;
    return v;
}

std::string fillTemplate(const std::string &text, const std::map<std::string, std::string> &values)
{
    std::string out;
    out.reserve(text.size());
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t open = text.find('{', pos);
        if (open == std::string::npos) {
            out.append(text, pos);
            break;
        }
        out.append(text, pos, open - pos);
        const std::size_t close = text.find('}', open + 1);
        if (close != std::string::npos) {
            auto it = values.find(text.substr(open + 1, close - open - 1));
            if (it != values.end()) {
                out += it->second;
                pos = close + 1;
                continue;
            }
        }
        out += '{';
        pos = open + 1;
    }
    return out;
}

Conversation buildConversation(const PromptPlan &plan, std::size_t stageIndex, const ImageData &image,
    const std::vector<CarriedAnswer> &earlier, const std::map<std::string, std::string> &values, const StageSpec *stage)
{
    std::string labels;
    for (const auto &l : plan.labels)
        labels += (labels.empty() ? "" : ", ") + l;
    Conversation conv;
    conv.system = plan.system;
    conv.image = image;
    for (std::size_t s = 0; s <= stageIndex && s < plan.stages.size(); ++s) {
        const StageSpec &spec = stage && s == stageIndex ? *stage : plan.stages[s];
        // Each stage's prompt sees only the answers that existed when it was asked.
        std::map<std::string, std::string> v = values;
        v["labels"] = labels;
        std::string dims;
        for (const auto &f : spec.answer.fields)
            dims += (dims.empty() ? "" : "\n") + scaleLine(f);
        v["dimensions"] = dims;
        v["schema"] = schemaExample(spec.answer);
        for (std::size_t e = 0; e < s && e < earlier.size(); ++e) {
            for (const auto &[name, value] : earlier[e].parsed.values) {
                if (value.kind == study::FieldKind::Integer)
                    v[name] = std::to_string(static_cast<long long>(value.number));
                else if (value.kind == study::FieldKind::Label || value.kind == study::FieldKind::Text)
                    v[name] = value.text;
            }
        }
        conv.turns.push_back({Turn::Role::User, fillTemplate(plan.templates.at(spec.templateKey), v)});
        if (s < stageIndex && s < earlier.size())
            conv.turns.push_back({Turn::Role::Assistant, earlier[s].visibleText});
    }
    return conv;
}

} // namespace rl::inference
