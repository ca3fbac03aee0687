// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/jurycost.h"

#include "engine/storage/database.h"
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

Result<std::vector<JournalCostRow>> readJournalCosts(storage::Database &db, const study::Study &study)
{
    // A request without a recorded cost is priced from its tokens only when both counts are stored.
    const std::string tokened = "(q.cost_usd IS NULL AND q.input_tokens IS NOT NULL AND q.output_tokens IS NOT NULL)";
    auto st = db.prepare(
        "SELECT c.key, count(DISTINCT q.item_id), count(*), count(q.cost_usd), COALESCE(sum(q.cost_usd), 0), "
        "COALESCE(sum(" + tokened + "), 0), COALESCE(sum(CASE WHEN " + tokened + " THEN q.input_tokens END), 0), "
        "COALESCE(sum(CASE WHEN " + tokened + " THEN q.output_tokens END), 0) "
        "FROM requests q JOIN conditions c ON c.id = q.condition_id "
        "WHERE q.status = 'answered' AND q.round <= 1 GROUP BY c.key");
    if (!st)
        return st.error();
    std::vector<JournalCostRow> rows;
    RL_TRY(st->forEachRow([&](const storage::Statement &row) {
        const std::string key = row.columnText(0);
        const auto mc = std::find_if(study.conditions.begin(), study.conditions.end(),
                                     [&](const study::ModelCondition &c) { return c.id == key; });
        if (mc == study.conditions.end())
            return;
        JournalCostRow r;
        r.judge = mc->judge.empty() ? mc->id : mc->judge;
        r.condition = mc->juryCondition.empty() ? std::string("blind") : mc->juryCondition;
        r.items = row.columnInt(1);
        r.requests = row.columnInt(2);
        r.costed = row.columnInt(3);
        r.recordedUsd = row.columnDouble(4);
        r.tokened = row.columnInt(5);
        r.inputTokens = row.columnInt(6);
        r.outputTokens = row.columnInt(7);
        rows.push_back(std::move(r));
    }));
    return rows;
}

} // namespace rl::analysis::jury
