// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/jury/juryprompts.h"

#include "engine/stats/random.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rl::inference::jury {

namespace {

bool showsRubric(const std::string &c) { return c == "rubric" || c == "rubric-random-anchor"; }
bool randomAnchored(const std::string &c) { return c == "random-anchor" || c == "rubric-random-anchor"; }
bool goldAnchored(const std::string &c) { return c == "gold-plus-one"; }

std::string anchorSentence(int value)
{
    return "\nFor reference, another rater gave this pair a " + std::to_string(value) + ".";
}

} // namespace

const std::map<std::string, std::string> &builtinTemplates()
{
    static const std::map<std::string, std::string> t {
        {"system", "You are a careful annotator of semantic textual similarity in a research study. Answer only "
                   "with the requested JSON object."},
        {"question", "{item}\nHow similar in meaning are the two sentences? Answer on a scale from 1 (completely "
                     "dissimilar) to 5 (completely equivalent).{rubric}{anchor}\nRate it on:\n{dimensions}\n"
                     "Respond with JSON only, in the form {schema}."},
        {"deliberate", "{item}\nHow similar in meaning are the two sentences? Answer on a scale from 1 (completely "
                       "dissimilar) to 5 (completely equivalent).{rubric}{anchor}\nIn the previous round you "
                       "answered: {previous}\nThe other judges answered (anonymised):\n{others}\nYou may keep or "
                       "change your score. Rate it on:\n{dimensions}\nRespond with JSON only, in the form {schema}."},
    };
    return t;
}

const std::string &rubricText()
{
    static const std::string r = "\nUse this rubric:\n"
                                 "5 - completely equivalent: they mean the same thing.\n"
                                 "4 - mostly equivalent: some unimportant details differ.\n"
                                 "3 - roughly equivalent: some important information differs or is missing.\n"
                                 "2 - not equivalent, but they share some details.\n"
                                 "1 - not equivalent: at most on the same topic.";
    return r;
}

std::uint64_t anchorSeed(const study::ModelCondition &condition)
{
    return condition.seed ? static_cast<std::uint64_t>(*condition.seed) : 42u;
}

int randomAnchor(std::uint64_t seed, const std::string &itemKey)
{
    std::uint64_t h = 0xcbf29ce484222325ull; // FNV-1a 64 of the key
    for (unsigned char c : itemKey) {
        h ^= c;
        h *= 0x100000001b3ull;
    }
    stats::Rng rng(seed ^ h);
    return 1 + static_cast<int>(rng.below(5));
}

std::optional<int> goldPlusOneAnchor(double humanScore)
{
    if (std::isnan(humanScore))
        return std::nullopt;
    const int grade = std::clamp(static_cast<int>(std::floor(humanScore + 0.5)), 1, 5);
    return grade == 5 ? 4 : grade + 1;
}

std::string promptIdentity(const study::ModelCondition &condition)
{
    const std::string &c = condition.juryCondition.empty() ? std::string("blind") : condition.juryCondition;
    std::string id = "jury_condition=" + c;
    if (showsRubric(c))
        id += "|rubric=" + rubricText();
    if (randomAnchored(c))
        id += "|anchor_seed=" + std::to_string(anchorSeed(condition));
    if (goldAnchored(c))
        id += "|anchor=gold+1";
    return id;
}

std::vector<std::map<std::string, std::string>> juryItemValues(const study::Study &study,
                                                               const study::ModelCondition &condition)
{
    const std::string &c = condition.juryCondition;
    std::vector<std::map<std::string, std::string>> out(study.items.size());
    std::vector<double> sum, count;
    if (goldAnchored(c)) {
        sum.assign(study.items.size(), 0.0);
        count.assign(study.items.size(), 0.0);
        const int similarity = study.findDimension("similarity");
        for (const auto &r : study.ratings)
            if (r.dimension == similarity && similarity >= 0 && r.rater >= 0
                && study.raters[static_cast<std::size_t>(r.rater)].kind == study::RaterKind::Human && !std::isnan(r.value)) {
                sum[static_cast<std::size_t>(r.item)] += r.value;
                count[static_cast<std::size_t>(r.item)] += 1;
            }
    }
    const std::uint64_t seed = anchorSeed(condition);
    for (std::size_t j = 0; j < study.items.size(); ++j) {
        auto &v = out[j];
        v["rubric"] = showsRubric(c) ? rubricText() : std::string();
        std::optional<int> anchor;
        if (randomAnchored(c))
            anchor = randomAnchor(seed, study.items[j].key);
        else if (goldAnchored(c) && count[j] > 0)
            anchor = goldPlusOneAnchor(sum[j] / count[j]);
        v["anchor"] = anchor ? anchorSentence(*anchor) : std::string();
        v["anchor_value"] = anchor ? std::to_string(*anchor) : std::string();
    }
    return out;
}

} // namespace rl::inference::jury
