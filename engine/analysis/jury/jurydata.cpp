// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/jurydata.h"

#include "engine/stats/descriptive.h"
#include "engine/study/study.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace rl::analysis::jury {

namespace {

constexpr const char *kSimilarity = "similarity";
constexpr const char *kSimilaritySd = "similarity_sd";
constexpr const char *kScore = "score";
constexpr const char *kCorpus = "corpus";

/// One judge answer: the first one seen for a (table, item, judge) wins; sample > 0 answers are not read.
struct Answer {
    double value = kNaN;
    double rtMs = kNaN;
};

} // namespace

// Reading rules beyond the header's contract:
//  - a rating's round 0 (a study without deliberation) is round 1;
//  - of repeated samples only sample 0 is read (the jury asks once per item and round);
//  - when two conditions stand for the same judge under the same prompt condition, the first
//    condition's answer on an item is kept;
//  - an item without a "corpus" level belongs to no table.
Result<JuryData> juryDataOf(const study::Study &s, JudgeAnswers required)
{
    const int dimSim = s.findDimension(kSimilarity);
    if (dimSim < 0)
        return Error{ErrorCode::Validation, "not a jury study: no dimension '" + std::string(kSimilarity) + "' (the human score)"};
    const int dimScore = s.findDimension(kScore);
    if (dimScore < 0)
        return Error{ErrorCode::Validation, "not a jury study: no dimension '" + std::string(kScore) + "' (the judges' answers)"};
    const int dimSd = s.findDimension(kSimilaritySd);
    const int fCorpus = s.findFactor(kCorpus);
    if (fCorpus < 0)
        return Error{ErrorCode::Validation, "not a jury study: no factor '" + std::string(kCorpus) + "'"};

    JuryData data;
    data.corpora = s.factors[fCorpus].levels;
    data.humanMin = s.dimensions[dimSim].scaleMin;
    data.humanMax = s.dimensions[dimSim].scaleMax;
    data.judgeMin = s.dimensions[dimScore].scaleMin;
    data.judgeMax = s.dimensions[dimScore].scaleMax;

    // Judges in the order of first appearance of their conditions; prompt conditions likewise.
    std::vector<int> judgeOfCondition(s.conditions.size(), -1);
    std::vector<int> promptOfCondition(s.conditions.size(), -1);
    std::vector<std::string> prompts;
    for (std::size_t c = 0; c < s.conditions.size(); ++c) {
        const study::ModelCondition &mc = s.conditions[c];
        const std::string id = mc.judge.empty() ? mc.id : mc.judge;
        const std::string prompt = mc.juryCondition.empty() ? std::string("blind") : mc.juryCondition;
        auto it = std::find_if(data.judges.begin(), data.judges.end(), [&](const Judge &j) { return j.id == id; });
        if (it == data.judges.end()) {
            Judge j;
            j.id = id;
            j.label = mc.label.empty() ? id : mc.label;
            // A condition's label names its prompt condition ("j07 · blind"); the judge is the same under every one.
            const std::string suffix = " · " + prompt;
            if (j.label.size() > suffix.size() && j.label.compare(j.label.size() - suffix.size(), suffix.size(), suffix) == 0)
                j.label.resize(j.label.size() - suffix.size());
            data.judges.push_back(j);
            it = data.judges.end() - 1;
        }
        if (std::isnan(it->priceInputPerMTok) && mc.priceInputPerMTok)
            it->priceInputPerMTok = *mc.priceInputPerMTok;
        if (std::isnan(it->priceOutputPerMTok) && mc.priceOutputPerMTok)
            it->priceOutputPerMTok = *mc.priceOutputPerMTok;
        judgeOfCondition[c] = static_cast<int>(it - data.judges.begin());
        auto p = std::find(prompts.begin(), prompts.end(), prompt);
        if (p == prompts.end()) {
            prompts.push_back(prompt);
            p = prompts.end() - 1;
        }
        promptOfCondition[c] = static_cast<int>(p - prompts.begin());
    }

    // Items of each corpus in study order; the row of an item within its corpus.
    const std::size_t nCorpora = data.corpora.size();
    std::vector<std::vector<int>> corpusItems(nCorpora);
    std::vector<int> rowOfItem(s.items.size(), -1), corpusOfItem(s.items.size(), -1);
    for (std::size_t i = 0; i < s.items.size(); ++i) {
        const auto &lv = s.items[i].levels;
        const int c = fCorpus < static_cast<int>(lv.size()) ? lv[fCorpus] : -1;
        if (c < 0 || c >= static_cast<int>(nCorpora))
            continue;
        corpusOfItem[i] = c;
        rowOfItem[i] = static_cast<int>(corpusItems[c].size());
        corpusItems[c].push_back(static_cast<int>(i));
    }

    // Human scores (every human rater's "similarity" rating, all rounds and samples) and SDs.
    std::vector<std::vector<double>> humanValues(s.items.size());
    std::vector<double> goldSd(s.items.size(), kNaN);
    // Judge answers by (corpus, prompt, round) -> judge -> row.
    std::map<std::tuple<int, int, int>, std::map<int, std::vector<Answer>>> answers;
    for (const study::Rating &r : s.ratings) {
        if (r.item < 0 || r.item >= static_cast<int>(s.items.size()) || r.rater < 0
            || r.rater >= static_cast<int>(s.raters.size()))
            continue;
        const study::Rater &rater = s.raters[r.rater];
        if (rater.kind == study::RaterKind::Human) {
            if (r.dimension == dimSim && std::isfinite(r.value))
                humanValues[r.item].push_back(r.value);
            else if (dimSd >= 0 && r.dimension == dimSd && std::isnan(goldSd[r.item]))
                goldSd[r.item] = r.value;
            continue;
        }
        if (r.dimension != dimScore || r.sample != 0 || rater.conditionIndex < 0
            || rater.conditionIndex >= static_cast<int>(s.conditions.size()))
            continue;
        const int corpus = corpusOfItem[r.item];
        if (corpus < 0)
            continue;
        const int round = std::max(1, r.round);
        auto &column = answers[{corpus, promptOfCondition[rater.conditionIndex], round}][judgeOfCondition[rater.conditionIndex]];
        if (column.empty())
            column.resize(corpusItems[corpus].size());
        Answer &a = column[rowOfItem[r.item]];
        if (std::isnan(a.value)) {
            a.value = r.value;
            a.rtMs = r.rtMs;
        }
    }
    if (answers.empty() && required == JudgeAnswers::Required)
        return Error{ErrorCode::Validation, "no judge answers: no model condition rated '" + std::string(kScore) + "'"};
    if (answers.empty()) // every corpus' items and human scores, without judge columns
        for (std::size_t c = 0; c < nCorpora; ++c)
            answers[{static_cast<int>(c), -1, 1}];

    for (const auto &[key, columns] : answers) {
        const auto [corpus, prompt, round] = key;
        JuryTable t;
        t.corpus = data.corpora[corpus];
        if (prompt >= 0)
            t.condition = prompts[prompt];
        t.round = round;
        t.items = corpusItems[corpus];
        const std::size_t n = t.items.size();
        for (int item : t.items) {
            t.itemKeys.push_back(s.items[item].key);
            const auto &hv = humanValues[item];
            t.human.push_back(hv.empty() ? kNaN : stats::mean(hv));
            t.humanSd.push_back(hv.size() >= 2 ? std::sqrt(stats::variance(hv)) : goldSd[item]);
        }
        for (const auto &[judge, column] : columns) { // std::map: ascending judge index
            t.judges.push_back(judge);
            std::vector<double> rts;
            for (std::size_t row = 0; row < n; ++row) {
                t.scores.push_back(column[row].value);
                if (std::isfinite(column[row].value) && std::isfinite(column[row].rtMs))
                    rts.push_back(column[row].rtMs / 1000.0);
            }
            t.latencyMedianS.push_back(rts.empty() ? kNaN : stats::median(rts));
        }
        data.tables.push_back(std::move(t));
    }
    return data;
}

} // namespace rl::analysis::jury
