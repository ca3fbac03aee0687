// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The LLM jury's prompt conditions (engine/inference/jury/juryprompts.h): blind, rubric, random
// anchor (uniform 1–5 per item, seeded), gold+1 anchor (human grade + 1, 5 → 4), rubric + random
// anchor — what each judge sees, checked on the requests a loopback model received, and that each
// condition (and each anchor seed) has its own request identity.

#include "engine/inference/inferencerun.h"
#include "tests/common/rawdatabase.h"
#include "engine/inference/jury/juryprompts.h"
#include "engine/inference/prompting.h"
#include "tests/common/testutil.h"
#include "tests/inference/jurystudyfixture.h"
#include "tests/inference/loopbackserver.h"

#include <QtTest>

#include <cmath>
#include <map>
#include <set>

using namespace rl;
using rl::test::FakeModel;
using rl::test::LoopbackServer;

namespace {

constexpr double kHuman[] = {0.0, 0.4, 1.6, 2.5, 3.2, 4.6, 5.0, 2.49};

/// The jury study (jurystudyfixture.h) with judge j1 under every prompt condition.
study::Study juryStudy(const std::string &baseUrl)
{
    study::Study s = test::juryStudy(std::vector<double>(std::begin(kHuman), std::end(kHuman)));
    for (const char *c : {"blind", "rubric", "random-anchor", "gold-plus-one", "rubric-random-anchor"}) {
        study::ModelCondition m = test::juryJudge(std::string("j1.") + c, baseUrl);
        m.judge = "j1";
        m.juryCondition = c;
        m.model = "judge-one";
        s.addCondition(m);
    }
    s.reindex();
    return s;
}

inference::RunOptions options()
{
    inference::RunOptions o;
    o.keyFromOptions = true;
    o.scheduler.concurrency = 4;
    o.scheduler.maxAttempts = 1;
    return o;
}

} // namespace

class TestJuryPrompts : public QObject {
    Q_OBJECT
private slots:
    void anchors()
    {
        // Random anchors: 1..5, a function of (seed, key) only, close to uniform, another seed differs.
        std::map<int, int> counts;
        int differ = 0;
        for (int i = 0; i < 5000; ++i) {
            const std::string key = "stsb:" + std::to_string(i);
            const int a = inference::jury::randomAnchor(42, key);
            QVERIFY(a >= 1 && a <= 5);
            QCOMPARE(inference::jury::randomAnchor(42, key), a);
            ++counts[a];
            differ += inference::jury::randomAnchor(43, key) != a;
        }
        for (int v = 1; v <= 5; ++v)
            QVERIFY2(counts[v] > 880 && counts[v] < 1120, qPrintable(QString::number(counts[v]))); // 1000 ± 3.8 SD
        QVERIFY(differ > 3500); // independent seeds agree ~1/5 of the time
        // Gold+1: grade = floor(h + 0.5) clamped to 1..5, then + 1 with 5 -> 4.
        const std::pair<double, int> gold[] = {{0.0, 2}, {0.4, 2}, {1.6, 3}, {2.5, 4}, {2.49, 3}, {4.6, 4}, {5.0, 4}, {4.49, 5}};
        for (auto [h, expected] : gold)
            QCOMPARE(inference::jury::goldPlusOneAnchor(h), std::optional<int>(expected));
        QVERIFY(!inference::jury::goldPlusOneAnchor(std::nan("")));
    }

    void everyConditionHasItsOwnIdentity()
    {
        const study::Study s = juryStudy("http://127.0.0.1:9/v1");
        std::set<std::string> hashes;
        for (const auto &c : s.conditions) {
            auto plan = inference::makePromptPlan(c, s);
            QVERIFY2(plan.has_value(), plan ? "" : plan.error().detail.c_str());
            QCOMPARE(plan->stages.size(), std::size_t(1));
            std::vector<std::string> fields;
            for (const auto &f : plan->stages[0].answer.fields)
                fields.push_back(f.name);
            QCOMPARE(fields, (std::vector<std::string> {"score", "rationale"})); // never the human's similarity
            QVERIFY(plan->deliberation);
            hashes.insert(plan->stages[0].promptHash);
        }
        QCOMPARE(hashes.size(), s.conditions.size());
        study::ModelCondition reseeded = s.conditions[2]; // random-anchor
        reseeded.seed = 7;
        QVERIFY(inference::makePromptPlan(reseeded, s)->stages[0].promptHash
                != inference::makePromptPlan(s.conditions[2], s)->stages[0].promptHash);
        study::ModelCondition blindReseeded = s.conditions[0]; // blind shows no anchor: the seed is not part of it
        blindReseeded.seed = 7;
        QCOMPARE(inference::makePromptPlan(blindReseeded, s)->stages[0].promptHash,
                 inference::makePromptPlan(s.conditions[0], s)->stages[0].promptHash);
    }

    /// What each judge saw, as the loopback model received it, and what was stored.
    void promptsAsSent()
    {
        FakeModel model;
        model.keepExchanges = true;
        model.thinking = false;
        LoopbackServer server([&](const test::HttpServerRequest &r) { return model.handle(r); });
        const std::string path = test::tempDir() + "/jury.raterlab";
        const study::Study s = juryStudy(server.baseUrl() + "/v1");
        {
            auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
            QVERIFY(p.has_value());
            QVERIFY(p->save(s).has_value());
        }
        auto p = storage::Project::open(path);
        QVERIFY(p.has_value());
        const std::string rubricLine = "4 - mostly equivalent";
        const std::size_t n = std::size(kHuman);
        for (const auto &c : s.conditions) {
            const std::size_t before = model.exchanges().size();
            auto run = inference::InferenceRun(*p, c.id, options()).run();
            QVERIFY2(run.has_value(), run ? "" : run.error().detail.c_str());
            QCOMPARE(run->status, inference::RunStatus::Finished);
            QCOMPARE(run->progress.answered, std::int64_t(n));
            const auto ex = model.exchanges();
            QCOMPARE(ex.size() - before, n);
            for (std::size_t e = before; e < ex.size(); ++e) {
                const std::string &prompt = ex[e].lastUser;
                int item = -1;
                for (std::size_t i = 0; i < n; ++i)
                    if (prompt.find(s.items[i].text) != std::string::npos && prompt.find(s.items[i].text2) != std::string::npos)
                        item = static_cast<int>(i);
                QVERIFY2(item >= 0, prompt.c_str());
                QVERIFY(prompt.find("score: an integer from 1 to 5") != std::string::npos);
                QVERIFY(prompt.find("similarity") == std::string::npos); // the human scale is never asked
                const bool rubric = c.juryCondition == "rubric" || c.juryCondition == "rubric-random-anchor";
                QCOMPARE(prompt.find(rubricLine) != std::string::npos, rubric);
                std::optional<int> anchor;
                if (c.juryCondition == "random-anchor" || c.juryCondition == "rubric-random-anchor")
                    anchor = inference::jury::randomAnchor(42, s.items[static_cast<std::size_t>(item)].key);
                if (c.juryCondition == "gold-plus-one")
                    anchor = inference::jury::goldPlusOneAnchor(kHuman[item]);
                const auto at = prompt.find("another rater gave this pair a ");
                QCOMPARE(at != std::string::npos, anchor.has_value());
                if (anchor)
                    QCOMPARE(prompt.substr(at + 31, 2), std::to_string(*anchor) + ".");
            }
        }
        // Each condition's answers are ratings on "score" (1..5, round 1) by its own model rater.
        auto rawDb = test::rawDatabase(*p);
        auto st = rawDb.prepare("SELECT c.key, count(*), min(r.value), max(r.value), min(r.round), max(r.round) "
                                        "FROM ratings r JOIN raters ra ON ra.id = r.rater_id JOIN conditions c ON "
                                        "c.id = ra.condition_id JOIN dimensions d ON d.id = r.dimension_id "
                                        "WHERE d.name = 'score' GROUP BY c.key");
        QVERIFY(st.has_value());
        int conditions = 0;
        QVERIFY(st->forEachRow([&](storage::Statement &row) {
            ++conditions;
            QCOMPARE(row.columnInt(1), std::int64_t(n));
            QVERIFY(row.columnDouble(2) >= 1 && row.columnDouble(3) <= 5);
            QCOMPARE(row.columnInt(4), std::int64_t(1));
            QCOMPARE(row.columnInt(5), std::int64_t(1));
        }).has_value());
        QCOMPARE(conditions, 5);
        // A second run of every condition buys nothing again.
        for (const auto &c : s.conditions) {
            auto again = inference::InferenceRun(*p, c.id, options()).run();
            QVERIFY(again.has_value());
            QCOMPARE(again->progress.totalRequests, std::int64_t(0));
        }
    }
};

QTEST_GUILESS_MAIN(TestJuryPrompts)
#include "tst_juryprompts.moc"
