// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/jurycost.h"

#include "engine/storage/runstore.h"
#include "engine/study/study.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace rl::analysis::jury {

std::vector<JudgeCost> judgeCosts(const JuryData &data, std::span<const JournalCostRow> rows)
{
    std::vector<std::string> conditions; // of the round-1 tables, in table order
    for (const auto &t : data.tables)
        if (t.round == 1 && std::find(conditions.begin(), conditions.end(), t.condition) == conditions.end())
            conditions.push_back(t.condition);
    std::map<std::pair<std::string, std::string>, JournalCostRow> sum;
    for (const auto &r : rows) {
        auto &s = sum[{r.judge, r.condition}];
        s.items += r.items;
        s.requests += r.requests;
        s.costed += r.costed;
        s.recordedUsd += r.recordedUsd;
        s.tokened += r.tokened;
        s.inputTokens += r.inputTokens;
        s.outputTokens += r.outputTokens;
    }
    std::vector<JudgeCost> out;
    for (std::size_t j = 0; j < data.judges.size(); ++j) {
        const Judge &judge = data.judges[j];
        for (const auto &condition : conditions) {
            JudgeCost c;
            c.judge = int(j);
            c.condition = condition;
            const auto it = sum.find({judge.id, condition});
            if (it == sum.end() || it->second.requests <= 0) {
                out.push_back(std::move(c));
                continue;
            }
            const JournalCostRow &s = it->second;
            c.items = s.items;
            c.requests = s.requests;
            double usd = s.recordedUsd;
            c.priced = s.costed;
            // Tokens without a recorded cost are priced at the judge's list prices (both needed: a
            // missing price is unknown, not 0).
            if (s.tokened > 0 && !std::isnan(judge.priceInputPerMTok) && !std::isnan(judge.priceOutputPerMTok)) {
                usd += (double(s.inputTokens) * judge.priceInputPerMTok + double(s.outputTokens) * judge.priceOutputPerMTok) / 1e6;
                c.priced += s.tokened;
            }
            if (c.priced == 0) {
                c.status = CostStatus::NoPrice;
            } else {
                c.status = c.priced == c.requests ? CostStatus::Known : CostStatus::Partial;
                c.usd = usd * double(c.requests) / double(c.priced);
                c.usdPer1000Items = c.items > 0 ? c.usd / double(c.items) * 1000.0 : kNaN;
            }
            out.push_back(std::move(c));
        }
    }
    return out;
}

const JudgeCost *findJudgeCost(std::span<const JudgeCost> costs, int judge, const std::string &condition)
{
    for (const auto &c : costs)
        if (c.judge == judge && c.condition == condition)
            return &c;
    return nullptr;
}

double panelCostPer1000(std::span<const JudgeCost> costs, std::span<const int> judges, const std::string &condition)
{
    double sum = 0.0;
    for (int j : judges) {
        const JudgeCost *c = findJudgeCost(costs, j, condition);
        if (!c || !c->known())
            return kNaN;
        sum += c->usdPer1000Items;
    }
    return sum;
}

namespace {

Result<std::vector<JournalCostRow>> journalCosts(storage::RunStore store, const study::Study &study)
{
    auto costs = store.firstRoundCosts();
    if (!costs)
        return costs.error();
    std::vector<JournalCostRow> rows;
    for (const auto &row : *costs) {
        const auto mc = std::find_if(study.conditions.begin(), study.conditions.end(),
                                     [&](const study::ModelCondition &c) { return c.id == row.conditionKey; });
        if (mc == study.conditions.end())
            continue;
        JournalCostRow r;
        r.judge = mc->judge.empty() ? mc->id : mc->judge;
        r.condition = mc->juryCondition.empty() ? std::string("blind") : mc->juryCondition;
        r.items = row.items;
        r.requests = row.requests;
        r.costed = row.costed;
        r.recordedUsd = row.recordedUsd;
        r.tokened = row.tokened;
        r.inputTokens = row.inputTokens;
        r.outputTokens = row.outputTokens;
        rows.push_back(std::move(r));
    }
    return rows;
}

} // namespace

Result<std::vector<JournalCostRow>> readJournalCosts(storage::Database &db, const study::Study &study)
{
    return journalCosts(storage::RunStore(db), study);
}

Result<std::vector<JournalCostRow>> readJournalCosts(storage::Project &project, const study::Study &study)
{
    return journalCosts(storage::RunStore(project), study);
}

} // namespace rl::analysis::jury
