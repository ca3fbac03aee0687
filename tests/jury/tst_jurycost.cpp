// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/jurycost.h"
#include "tests/common/rawdatabase.h"
#include "engine/analysis/jury/jurydata.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"
#include "tests/jury/juryfixture.h"

#include <QtTest>

#include <cmath>
#include <string>

using namespace rl;
using namespace rl::analysis::jury;
using rl::test::fuzzyCompare;

namespace {

/// Judges j1..j4 answering 10 items under blind and j1 under rubric; j4 has no prices.
study::Study costStudy()
{
    test::JuryMatrix m;
    for (int i = 0; i < 10; ++i) {
        m.itemIds.push_back("i" + std::to_string(i));
        m.human.push_back(i % 5);
    }
    m.judgeIds = {"j1", "j2", "j3"};
    for (int j = 0; j < 3; ++j) {
        m.scores.emplace_back();
        for (int i = 0; i < 10; ++i)
            m.scores.back().push_back(1 + (i + j) % 5);
    }
    study::Study s = test::emptyJuryStudy({"c"});
    const auto items = test::addCorpus(s, 0, m);
    test::addAnswers(s, items, m, "blind");
    test::JuryMatrix one = m;
    one.judgeIds = {"j1"};
    one.scores.resize(1);
    test::addAnswers(s, items, one, "rubric");
    study::ModelCondition free;
    free.id = "j4";
    free.label = "j4";
    free.provider = "openai-compatible";
    free.model = "j4";
    free.strategy = "json-schema";
    free.judge = "j4";
    const int rater = s.raterOfCondition(s.addCondition(free));
    for (std::size_t i = 0; i < items.size(); ++i)
        s.ratings.push_back({rater, items[i], s.findDimension("score"), 3.0, 1000.0, 1, 0});
    return s;
}

int judgeIndex(const JuryData &d, const std::string &id)
{
    for (std::size_t j = 0; j < d.judges.size(); ++j)
        if (d.judges[j].id == id)
            return int(j);
    return -1;
}

} // namespace

class TestJuryCost : public QObject {
    Q_OBJECT
private slots:
    /// Recorded cost, tokens × price, partial, no price, nothing recorded — and a panel with an unrecorded member is not free.
    void costPerThousandItems()
    {
        const study::Study s = costStudy();
        auto d = juryDataOf(s);
        QVERIFY2(d.has_value(), d ? "" : d.error().detail.c_str());
        std::vector<JournalCostRow> rows(5);
        rows[0] = {"j1", "blind", 10, 10, 10, 0.03, 0, 0, 0};                 // $0.03 recorded for 10 items
        rows[1] = {"j2", "blind", 10, 20, 0, 0.0, 20, 40000, 8000};          // 2 requests per item, tokens only
        rows[2] = {"j1", "rubric", 8, 8, 4, 0.02, 0, 0, 0};                  // 4 of 8 requests with a cost
        rows[3] = {"j4", "blind", 10, 10, 0, 0.0, 10, 5000, 500};            // tokens, but j4 has no price
        rows[4] = {"gone", "blind", 10, 10, 10, 9.0, 0, 0, 0};               // a judge the study does not know
        const auto costs = judgeCosts(*d, rows);
        const int j1 = judgeIndex(*d, "j1"), j2 = judgeIndex(*d, "j2"), j3 = judgeIndex(*d, "j3"), j4 = judgeIndex(*d, "j4");
        QCOMPARE(costs.size(), d->judges.size() * 2); // blind, rubric

        const JudgeCost *c = findJudgeCost(costs, j1, "blind");
        QVERIFY(c);
        QCOMPARE(c->status, CostStatus::Known);
        QVERIFY(fuzzyCompare(c->usdPer1000Items, 3.0, 1e-12)); // 0.03 / 10 · 1000
        c = findJudgeCost(costs, j2, "blind");
        QCOMPARE(c->status, CostStatus::Known);
        QVERIFY(fuzzyCompare(c->usd, (40000 * 0.5 + 8000 * 1.5) / 1e6, 1e-15)); // fixture prices 0.5 / 1.5 per 1M
        QVERIFY(fuzzyCompare(c->usdPer1000Items, 0.032 / 10 * 1000, 1e-12));
        c = findJudgeCost(costs, j1, "rubric");
        QCOMPARE(c->status, CostStatus::Partial);
        QCOMPARE(c->priced, std::int64_t(4));
        QVERIFY(fuzzyCompare(c->usdPer1000Items, 0.02 * 8 / 4 / 8 * 1000, 1e-12)); // the 4 unpriced at the others' mean
        c = findJudgeCost(costs, j3, "blind");
        QCOMPARE(c->status, CostStatus::NotRecorded);
        QVERIFY(std::isnan(c->usdPer1000Items));
        c = findJudgeCost(costs, j4, "blind");
        QCOMPARE(c->status, CostStatus::NoPrice);
        QVERIFY(std::isnan(c->usdPer1000Items));

        const std::vector<int> cheapPair {j1, j2}, withUnrecorded {j1, j3}, withUnpriced {j2, j4};
        QVERIFY(fuzzyCompare(panelCostPer1000(costs, cheapPair, "blind"), 3.0 + 3.2, 1e-12));
        QVERIFY(std::isnan(panelCostPer1000(costs, withUnrecorded, "blind"))); // not silently free
        QVERIFY(std::isnan(panelCostPer1000(costs, withUnpriced, "blind")));
    }

    /// The rows read from a project's journal: answered round ≤ 1 requests, per condition key.
    void readFromJournal()
    {
        const study::Study s = costStudy();
        const std::string path = test::tempDir() + "/cost.raterlab";
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p.has_value());
        QVERIFY(p->save(s).has_value());
        auto db = test::rawDatabase(*p);
        const auto insert = [&](const std::string &condition, const std::string &item, int round, const char *status,
                                double cost, std::int64_t in, std::int64_t out) {
            auto st = db.prepare("INSERT INTO requests(condition_id, item_id, stage, round, sample, prompt_hash, status, "
                                 "input_tokens, output_tokens, cost_usd) SELECT c.id, i.id, 1, ?3, 0, 'h' || ?4, ?4, ?5, ?6, ?7 "
                                 "FROM conditions c, items i WHERE c.key = ?1 AND i.key = ?2");
            QVERIFY(st.has_value());
            st->bind(1, condition).bind(2, item).bind(3, round).bind(4, status);
            if (in >= 0)
                st->bind(5, in);
            if (out >= 0)
                st->bind(6, out);
            st->bind(7, cost); // NaN binds NULL
            const auto stepped = st->step();
            QVERIFY2(stepped.has_value(), stepped ? "" : stepped.error().detail.c_str());
        };
        const double none = std::nan("");
        for (int i = 0; i < 10; ++i) {
            const std::string item = "c:i" + std::to_string(i);
            insert("j1", item, 1, "answered", 0.003, 100, 10);
            insert("j1", item, 2, "answered", 0.5, 100, 10);      // a deliberation round: not part of the panel's price
            insert("j2", item, 1, "answered", none, 4000, 800);
            insert("j2", item, 1, "failed", none, 4000, 800);      // a failure is not an answer
        }
        insert("j1-rubric", "c:i0", 1, "answered", none, -1, -1); // neither cost nor tokens
        auto rows = readJournalCosts(db, s);
        QVERIFY(rows.has_value());
        auto d = juryDataOf(s);
        QVERIFY(d.has_value());
        const auto costs = judgeCosts(*d, *rows);
        const JudgeCost *j1 = findJudgeCost(costs, judgeIndex(*d, "j1"), "blind");
        QCOMPARE(j1->status, CostStatus::Known);
        QCOMPARE(j1->items, std::int64_t(10));
        QVERIFY(fuzzyCompare(j1->usdPer1000Items, 3.0, 1e-12)); // 10 × 0.003 / 10 · 1000
        const JudgeCost *j2 = findJudgeCost(costs, judgeIndex(*d, "j2"), "blind");
        QCOMPARE(j2->status, CostStatus::Known);
        QCOMPARE(j2->requests, std::int64_t(10));
        QVERIFY(fuzzyCompare(j2->usdPer1000Items, (4000 * 0.5 + 800 * 1.5) / 1e6 * 1000, 1e-12));
        QCOMPARE(findJudgeCost(costs, judgeIndex(*d, "j1"), "rubric")->status, CostStatus::NoPrice);
        QCOMPARE(findJudgeCost(costs, judgeIndex(*d, "j3"), "blind")->status, CostStatus::NotRecorded);
    }
};

QTEST_GUILESS_MAIN(TestJuryCost)
#include "tst_jurycost.moc"
