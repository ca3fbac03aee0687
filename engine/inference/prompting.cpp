// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/prompting.h"

#include "engine/inference/textutil.h"
#include "engine/study/study.h"

namespace rl::inference {

const std::map<std::string, std::string> &builtinTemplates()
{
    static const std::map<std::string, std::string> t {
        {"system", "You are a participant in a psychology study rating facial expressions. Answer only with the "
                   "requested JSON object."},
        {"emotion", "Look at the face in this image. Which emotion does it express? Choose exactly one of: "
                    "{labels}.\nRespond with JSON only, in the form {\"emotion\": \"<label>\"}."},
        {"valence", "You classified the emotion of this face as {emotion}. Now rate the valence of the face on a "
                    "scale from 1 (very negative, unpleasant) to 9 (very positive, pleasant), 5 being neutral.\n"
                    "Respond with JSON only, in the form {\"valence\": <integer 1-9>}."},
        {"arousal", "You classified the emotion of this face as {emotion} and rated its valence as {valence}. Now "
                    "rate the arousal of the face on a scale from 1 (very calm, low energy) to 9 (very excited, "
                    "high energy).\nRespond with JSON only, in the form {\"arousal\": <integer 1-9>}."},
        {"single-shot", "Look at the face in this image. (1) Which emotion does it express? Choose exactly one of: "
                        "{labels}. (2) Rate its valence from 1 (very negative, unpleasant) to 9 (very positive, "
                        "pleasant), 5 being neutral. (3) Rate its arousal from 1 (very calm, low energy) to 9 (very "
                        "excited, high energy).\nRespond with JSON only, in the form {\"emotion\": \"<label>\", "
                        "\"valence\": <integer 1-9>, \"arousal\": <integer 1-9>}."},
    };
    return t;
}

Result<std::map<std::string, std::string>> effectiveTemplates(const study::ModelCondition &condition)
{
    auto t = builtinTemplates();
    for (const auto &[key, text] : condition.prompts) {
        if (!t.count(key))
            return Error{ErrorCode::Validation, "condition '" + condition.id + "': unknown prompt template '" + key
                             + "' (expected system, emotion, valence, arousal or single-shot)"};
        t[key] = text;
    }
    return t;
}

Result<PromptPlan> makePromptPlan(const study::ModelCondition &condition, const std::vector<std::string> &labels)
{
    auto templates = effectiveTemplates(condition);
    if (!templates)
        return templates.error();
    PromptPlan plan;
    plan.strategy = condition.strategy.empty() ? "context-carry" : condition.strategy;
    plan.templates = std::move(*templates);
    plan.system = plan.templates.at("system");
    plan.labels = labels.empty() ? study::face::emotionLabels() : labels;

    std::vector<std::pair<std::string, AnswerSpec>> stages;
    if (plan.strategy == "context-carry") {
        stages = {{"emotion", {true, false, false, plan.labels}}, {"valence", {false, true, false, plan.labels}},
            {"arousal", {false, false, true, plan.labels}}};
    } else if (plan.strategy == "single-shot") {
        stages = {{"single-shot", {true, true, true, plan.labels}}};
    } else {
        return Error{ErrorCode::Validation, "condition '" + condition.id + "': unknown strategy '" + plan.strategy + "'"};
    }
    std::string hashed = plan.strategy + '\0' + plan.system + '\0';
    for (std::size_t i = 0; i < stages.size(); ++i) {
        hashed += stages[i].first + '\0' + plan.templates.at(stages[i].first) + '\0';
        plan.stages.push_back({static_cast<int>(i + 1), stages[i].first, stages[i].second, fnv1aHex(hashed)});
    }
    return plan;
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
    const std::vector<CarriedAnswer> &earlier)
{
    std::string labels;
    for (const auto &l : plan.labels)
        labels += (labels.empty() ? "" : ", ") + l;
    Conversation conv;
    conv.system = plan.system;
    conv.image = image;
    for (std::size_t s = 0; s <= stageIndex && s < plan.stages.size(); ++s) {
        // Each stage's prompt sees only the answers that existed when it was asked.
        std::map<std::string, std::string> v {{"labels", labels}};
        for (std::size_t e = 0; e < s && e < earlier.size(); ++e) {
            const auto &p = earlier[e].parsed;
            if (p.emotion)
                v["emotion"] = p.emotionLabel;
            if (p.valence)
                v["valence"] = std::to_string(*p.valence);
        }
        conv.turns.push_back({Turn::Role::User, fillTemplate(plan.templates.at(plan.stages[s].templateKey), v)});
        if (s < stageIndex && s < earlier.size())
            conv.turns.push_back({Turn::Role::Assistant, earlier[s].visibleText});
    }
    return conv;
}

} // namespace rl::inference
