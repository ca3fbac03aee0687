// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/inferencerun.h"
#include "engine/inference/runhistory.h"
#include "engine/inference/textutil.h"
#include "tests/common/testutil.h"
#include "tests/inference/loopbackserver.h"
#include "tests/inference/projectfixture.h"

#include <QtTest>

using namespace rl;
using rl::test::FakeModel;
using rl::test::HttpServerReply;
using rl::test::LoopbackServer;

namespace {

inference::RunOptions fast()
{
    inference::RunOptions o;
    o.scheduler.concurrency = 3;
    o.scheduler.maxAttempts = 1;
    o.scheduler.timeoutMs = 5000;
    o.keyFromOptions = true;
    return o;
}

} // namespace

class TestRunHistory : public QObject {
    Q_OBJECT
private slots:
    void statusNames()
    {
        // The column text of every status reads back as that status; anything else is no status.
        for (auto st : {inference::RunStatus::Running, inference::RunStatus::Paused, inference::RunStatus::Finished,
                        inference::RunStatus::Failed, inference::RunStatus::Cancelled, inference::RunStatus::Interrupted,
                        inference::RunStatus::Resumed})
            QCOMPARE(inference::parseRunStatus(inference::runStatusName(st)), std::optional(st));
        QCOMPARE(std::string(inference::runStatusName(inference::RunStatus::Finished)), std::string("finished"));
        QVERIFY(!inference::parseRunStatus("finished_with_errors"));
        QVERIFY(!inference::parseRunStatus("Finished"));
        QVERIFY(!inference::parseRunStatus(""));
    }
    void emptyProject()
    {
        const std::string path = test::tempDir() + "/empty.raterlab";
        QVERIFY(test::makeFaceProject(path, 3, "openai-compatible", "http://127.0.0.1:9/v1"));
        auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
        QVERIFY(db.has_value());
        QVERIFY(inference::listRuns(*db)->empty());
        QVERIFY(inference::interruptedRuns(*db)->empty());
        QVERIFY(inference::failedRequests(*db, "fake")->empty());
        QVERIFY(inference::failedRequests(*db, "no-such-condition")->empty());
        QVERIFY(inference::setRunStatus(*db, {}, inference::RunStatus::Interrupted).has_value()); // nothing to do is no error
    }

    /// A run with one failing item: the run's counts, its settings, and the failure with its HTTP
    /// status and raw body.
    void runsAndFailures()
    {
        const std::string path = test::tempDir() + "/history.raterlab";
        FakeModel model;
        bool failFive = true;
        LoopbackServer server([&](const test::HttpServerRequest &req) {
            HttpServerReply r = model.handle(req);
            if (failFive && req.body.find(inference::base64Encode("face-5")) != std::string::npos) {
                r.status = 400;
                r.body = "{\"error\": {\"message\": \"bad image 5\"}}";
            }
            return r;
        });
        QVERIFY(test::makeFaceProject(path, 6, "openai-compatible", server.baseUrl() + "/v1"));
        {
            auto project = storage::Project::open(path);
            QVERIFY(project.has_value());
            inference::RunOptions o = fast();
            o.scheduler.concurrency = 2;
            inference::InferenceRun run(*project, "fake", o);
            auto summary = run.run();
            QVERIFY(summary.has_value());
            QCOMPARE(summary->status, inference::RunStatus::Failed);
        }
        auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
        QVERIFY(db.has_value());
        auto runs = inference::listRuns(*db);
        QVERIFY(runs.has_value());
        QCOMPARE(runs->size(), std::size_t(1));
        const inference::RunRecord first = runs->front();
        QCOMPARE(first.conditionId, std::string("fake"));
        QCOMPARE(first.status, inference::RunStatus::Failed);
        QCOMPARE(first.answered, std::int64_t(15)); // 5 items × 3 context-carry stages
        QCOMPARE(first.failed, std::int64_t(1));    // item5 stage 1; its later stages are not sent
        QCOMPARE(first.itemFilter, std::string());
        QCOMPARE(first.concurrency, 2);
        QVERIFY(!first.limit.has_value());
        QVERIFY(!first.finishedAt.empty());

        auto failures = inference::failedRequests(*db, "fake");
        QVERIFY(failures.has_value());
        QCOMPARE(failures->size(), std::size_t(1));
        const inference::FailedRequest &f = failures->front();
        QCOMPARE(f.itemKey, std::string("item5"));
        QCOMPARE(f.stage, 1);
        QCOMPARE(f.errorCode, std::string("http"));
        QCOMPARE(f.httpStatus, 400);
        QCOMPARE(f.attempts, 1);
        QCOMPARE(f.runId, first.id);
        QVERIFY(f.rawResponse.find("bad image 5") != std::string::npos);
        QCOMPARE(inference::failedRequests(*db, "fake", first.id)->size(), std::size_t(1));
        QCOMPARE(inference::failedRequests(*db, "fake", first.id + 100)->size(), std::size_t(0));

        // A second run with a filter, the server fixed: it takes the failed request over.
        failFive = false;
        {
            auto project = storage::Project::open(path);
            inference::RunOptions o = fast();
            o.itemFilter = "race=Korean";
            o.limit = 4;
            inference::InferenceRun run(*project, "fake", o);
            auto summary = run.run();
            QVERIFY(summary.has_value());
            QCOMPARE(summary->status, inference::RunStatus::Finished);
        }
        runs = inference::listRuns(*db, "fake");
        QCOMPARE(runs->size(), std::size_t(2));
        QCOMPARE(runs->front().itemFilter, std::string("race=Korean")); // newest first
        QCOMPARE(runs->front().limit, std::optional<int>(4));
        QCOMPARE(runs->front().answered, std::int64_t(3)); // item5 (race Korean) stages 1–3
        QCOMPARE(runs->front().failed, std::int64_t(0));
        QCOMPARE(runs->back().failed, std::int64_t(0));    // its failure now belongs to the newer run
        QVERIFY(inference::failedRequests(*db, "fake")->empty());
        QVERIFY(inference::listRuns(*db, "other")->empty());
        QVERIFY(inference::interruptedRuns(*db)->empty());
    }

    /// A run row left `running` by a dead process is interrupted; `interrupted` stays so until a
    /// resume marks it `resumed`.
    void interruptedAndResumed()
    {
        const std::string path = test::tempDir() + "/crash.raterlab";
        QVERIFY(test::makeFaceProject(path, 3, "openai-compatible", "http://127.0.0.1:9/v1"));
        auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
        QVERIFY(db.has_value());
        for (const char *status : {"running", "finished", "paused", "cancelled"})
            QVERIFY(db->exec(std::string("INSERT INTO runs(condition_id, created_at, status, settings_json) VALUES "
                                         "((SELECT id FROM conditions WHERE key = 'fake'), '2026-01-01T00:00:00Z', '")
                        + status + "', '{\"items\": \"race=Korean\", \"limit\": -1, \"concurrency\": 2, "
                                   "\"requests_per_minute\": 30}')")
                        .has_value());
        auto runs = inference::interruptedRuns(*db);
        QVERIFY(runs.has_value());
        QCOMPARE(runs->size(), std::size_t(2));
        QCOMPARE(runs->at(0).status, inference::RunStatus::Running); // oldest first
        QCOMPARE(runs->at(1).status, inference::RunStatus::Paused);
        QCOMPARE(runs->at(0).itemFilter, std::string("race=Korean"));
        QVERIFY(!runs->at(0).limit.has_value()); // -1 = none
        QCOMPARE(runs->at(0).requestsPerMinute, 30.0);
        QVERIFY(runs->at(0).finishedAt.empty());

        const std::vector<std::int64_t> first {runs->at(0).id};
        QVERIFY(inference::setRunStatus(*db, first, inference::RunStatus::Interrupted).has_value());
        QCOMPARE(inference::interruptedRuns(*db)->size(), std::size_t(2));
        const std::vector<std::int64_t> both {runs->at(0).id, runs->at(1).id};
        QVERIFY(inference::setRunStatus(*db, both, inference::RunStatus::Resumed).has_value());
        QVERIFY(inference::interruptedRuns(*db)->empty());
        auto all = inference::listRuns(*db);
        QCOMPARE(all->size(), std::size_t(4));
        for (const auto &r : *all)
            if (r.status == inference::RunStatus::Resumed)
                QVERIFY(!r.finishedAt.empty());
    }

    /// Settings that are not JSON (a hand-edited file) decode to defaults instead of failing.
    void malformedSettings()
    {
        const std::string path = test::tempDir() + "/bad.raterlab";
        QVERIFY(test::makeFaceProject(path, 2, "openai-compatible", "http://127.0.0.1:9/v1"));
        auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
        QVERIFY(db->exec("INSERT INTO runs(condition_id, created_at, status, settings_json) VALUES "
                         "((SELECT id FROM conditions WHERE key = 'fake'), 'x', 'running', 'not json')")
                    .has_value());
        auto runs = inference::interruptedRuns(*db);
        QCOMPARE(runs->size(), std::size_t(1));
        QCOMPARE(runs->front().itemFilter, std::string());
        QCOMPARE(runs->front().concurrency, 0);
    }
};

QTEST_GUILESS_MAIN(TestRunHistory)
#include "tst_runhistory.moc"
