// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test helpers of the jury statistics: jury studies built in code in the common data model exactly
// as engine/analysis/jury/jurydata.h describes it (the corpus readers and `import judgments` are the
// data layer's and tested there), from the reference jury_data.csv or from given matrices.
#include "engine/io/csv.h"
#include "engine/study/study.h"
#include "tests/common/testutil.h"

#include <cstdlib>
#include <string>
#include <vector>

namespace rl::test {

/// A judge matrix on one corpus: human scores and judges' integer answers (NaN = no answer).
struct JuryMatrix {
    std::vector<std::string> itemIds;
    std::vector<double> human;
    std::vector<std::string> judgeIds;
    std::vector<std::vector<double>> scores; ///< [judge][item]
};

/// jury_data.csv (item_id, human, j01..j13).
inline JuryMatrix readJuryData()
{
    JuryMatrix m;
    auto t = io::readCsvFile(referenceDir() + "/jury_data.csv");
    if (!t)
        return m;
    for (std::size_t c = 2; c < t->header.size(); ++c)
        m.judgeIds.push_back(t->header[c]);
    m.scores.resize(m.judgeIds.size());
    for (const auto &row : t->rows) {
        m.itemIds.push_back(row.fields[0]);
        m.human.push_back(std::strtod(row.fields[1].c_str(), nullptr));
        for (std::size_t j = 0; j < m.judgeIds.size(); ++j)
            m.scores[j].push_back(std::strtod(row.fields[2 + j].c_str(), nullptr));
    }
    return m;
}

/// A jury study skeleton: factor corpus, dimensions similarity (0–5) and score (1–5 integers).
inline study::Study emptyJuryStudy(const std::vector<std::string> &corpora)
{
    study::Study s;
    s.name = "jury test";
    s.protocol.kind = study::StudyKind::Jury;
    s.protocol.itemKind = study::ItemKind::TextPair;
    s.protocolRecorded = true;
    s.factors.push_back({"corpus", corpora});
    study::Dimension sim;
    sim.name = "similarity";
    sim.scaleMin = 0;
    sim.scaleMax = 5;
    sim.integerValued = false;
    study::Dimension score;
    score.name = "score";
    score.scaleMin = 1;
    score.scaleMax = 5;
    score.integerValued = true;
    s.dimensions = {sim, score};
    return s;
}

/// Adds a corpus' items with a gold rater holding the human scores; returns the items' indices.
inline std::vector<int> addCorpus(study::Study &s, int corpus, const JuryMatrix &m)
{
    const std::string name = s.factors[0].levels[corpus];
    const int gold = s.addRater({name + ":gold", study::RaterKind::Human, -1});
    std::vector<int> items;
    for (std::size_t i = 0; i < m.itemIds.size(); ++i) {
        study::Item it;
        it.key = name + ":" + m.itemIds[i];
        it.kind = study::ItemKind::TextPair;
        it.levels = {corpus};
        it.text = "first sentence " + m.itemIds[i];
        it.text2 = "second sentence " + m.itemIds[i];
        items.push_back(s.addItem(it));
        if (std::isfinite(m.human[i]))
            s.ratings.push_back({gold, items.back(), s.findDimension("similarity"), m.human[i]});
    }
    return items;
}

/// The condition of judge `judge` under prompt condition `prompt` (created on first use).
inline int judgeCondition(study::Study &s, const std::string &judge, const std::string &prompt, double priceIn = 0.5,
                          double priceOut = 1.5)
{
    const std::string id = prompt == "blind" ? judge : judge + "-" + prompt;
    if (const int c = s.findCondition(id); c >= 0)
        return c;
    study::ModelCondition mc;
    mc.id = id;
    mc.label = judge;
    mc.provider = "openai-compatible";
    mc.model = judge;
    mc.strategy = "json-schema";
    mc.judge = judge;
    mc.juryCondition = prompt == "blind" ? std::string() : prompt;
    mc.priceInputPerMTok = priceIn;
    mc.priceOutputPerMTok = priceOut;
    return s.addCondition(mc);
}

/// The judges' answers of `m` on `items` under `prompt` in `round` (NaN answers are left out).
inline void addAnswers(study::Study &s, const std::vector<int> &items, const JuryMatrix &m, const std::string &prompt,
                       int round = 1, double rtMs = 1000.0)
{
    const int dim = s.findDimension("score");
    for (std::size_t j = 0; j < m.judgeIds.size(); ++j) {
        const int rater = s.raterOfCondition(judgeCondition(s, m.judgeIds[j], prompt));
        for (std::size_t i = 0; i < items.size(); ++i)
            if (std::isfinite(m.scores[j][i]))
                s.ratings.push_back({rater, items[i], dim, m.scores[j][i], rtMs + static_cast<double>(j), round, 0});
    }
}

} // namespace rl::test
