// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/study.h"

#include <string>
#include <vector>

/// A small LLM-jury study in the common data model (engine/analysis/jury/jurydata.h) for the
/// inference and GUI tests: text pairs "stsb:<i>" of the corpus "stsb" whose first sentence is
/// juryPairText(i), the gold rater's "similarity" 0–5 and the judges' "score" 1–5; judges are added
/// by the test (juryJudge).
namespace rl::test {

inline std::string juryPairText(int i) { return "Pair number " + std::to_string(100 + i) + " says a dog runs."; }

/// One pair per entry of `human` (its gold score), no conditions yet.
inline study::Study juryStudy(const std::vector<double> &human)
{
    study::Study s;
    s.name = "jury test study";
    s.protocol.kind = study::StudyKind::Jury;
    s.protocol.itemKind = study::ItemKind::TextPair;
    s.protocolRecorded = true;
    s.factors.push_back({"corpus", {"stsb"}});
    for (std::size_t i = 0; i < human.size(); ++i) {
        study::Item item;
        item.key = "stsb:" + std::to_string(i);
        item.kind = study::ItemKind::TextPair;
        item.text = juryPairText(static_cast<int>(i));
        item.text2 = "A dog is running.";
        item.levels = {0};
        s.addItem(item);
    }
    study::Dimension similarity;
    similarity.name = "similarity";
    similarity.scaleMin = 0;
    similarity.scaleMax = 5;
    similarity.integerValued = false;
    study::Dimension score;
    score.name = "score";
    score.scaleMin = 1;
    score.scaleMax = 5;
    s.dimensions = {similarity, score};
    const int gold = s.addRater({"stsb:gold", study::RaterKind::Human, -1});
    for (std::size_t i = 0; i < human.size(); ++i)
        s.ratings.push_back({gold, static_cast<int>(i), 0, human[i]});
    return s;
}

/// `n` pairs with the gold scores (i mod 11) / 2.
inline std::vector<double> juryGoldScores(int n)
{
    std::vector<double> h;
    for (int i = 0; i < n; ++i)
        h.push_back((i % 11) * 0.5);
    return h;
}

/// A judge condition: openai-compatible at `baseUrl`, model "judge-<id>", deliberation, temperature 0.
inline study::ModelCondition juryJudge(const std::string &id, const std::string &baseUrl)
{
    study::ModelCondition c;
    c.id = id;
    c.provider = "openai-compatible";
    c.model = "judge-" + id;
    c.baseUrl = baseUrl;
    c.strategy = "deliberation";
    c.temperature = 0;
    return c;
}

} // namespace rl::test
