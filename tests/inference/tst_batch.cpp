// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/batch/batchrun.h"
#include "tests/common/rawdatabase.h"
#include "engine/inference/inferencerun.h"
#include "engine/storage/database.h"
#include "tests/common/spawn.h"
#include "tests/common/testutil.h"
#include "tests/inference/batchserver.h"
#include "tests/inference/loopbackserver.h"
#include "tests/inference/projectfixture.h"
#include "tests/inference/textstudyfixture.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <csignal>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <map>
#include <memory>
#include <set>
#include <thread>

using namespace rl;
using namespace rl::inference::batch;
using rl::test::BatchServer;
using rl::test::FakeModel;
using rl::test::HttpServerReply;
using rl::test::HttpServerRequest;
using rl::test::LoopbackServer;

namespace {

constexpr const char *kKey = "sk-batch-test-key-0123456789";

using Servers = rl::test::BatchServers;

BatchOptions fastOptions()
{
    BatchOptions o;
    o.run.apiKey = kKey;
    o.driver.pollIntervalSeconds = 0.01;
    o.driver.pollMaxSeconds = 0.02;
    o.driver.http.backoffBaseMs = 5;
    o.driver.http.backoffMaxMs = 20;
    return o;
}

std::int64_t scalar(storage::Project &p, const std::string &sql)
{
    auto rawDb = test::rawDatabase(p);
    auto st = rawDb.prepare(sql);
    if (!st)
        return -1;
    auto row = st->step();
    return row && *row ? st->columnInt(0) : -1;
}

/// item key -> parsed_json of its answered request (stage 1).
std::map<std::string, std::string> answers(storage::Project &p)
{
    std::map<std::string, std::string> out;
    auto rawDb = test::rawDatabase(p);
    auto st = rawDb.prepare("SELECT i.key, r.stage, r.parsed_json FROM requests r JOIN items i ON i.id = r.item_id "
                                   "WHERE r.status = 'answered'");
    if (!st)
        return out;
    (void)st->forEachRow([&](storage::Statement &s) {
        out[s.columnText(0) + "#" + std::to_string(s.columnInt(1))] = s.columnText(2);
    });
    return out;
}

/// The custom ids of a text study's single-stage json-schema requests, as the engine makes them.
std::set<std::string> expectedIds(storage::Project &p, const std::string &condition)
{
    std::set<std::string> ids;
    auto rawDb = test::rawDatabase(p);
    auto st = rawDb.prepare("SELECT i.key, r.stage, r.round, r.sample, r.prompt_hash FROM requests r "
                                   "JOIN items i ON i.id = r.item_id");
    (void)st->forEachRow([&](storage::Statement &s) {
        ids.insert(requestCustomId(condition, s.columnText(0), static_cast<int>(s.columnInt(1)),
            static_cast<int>(s.columnInt(2)), static_cast<int>(s.columnInt(3)), s.columnText(4)));
    });
    return ids;
}

} // namespace

class TestBatch : public QObject {
    Q_OBJECT
private slots:
    // ---- the pure protocol functions ------------------------------------------------------------

    void entryFormat_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("expected");
        QTest::newRow("openai") << "openai"
                                << R"({"custom_id":"rl-1","method":"POST","url":"/v1/chat/completions","body":{"model":"m"}})";
        QTest::newRow("anthropic") << "anthropic" << R"({"custom_id":"rl-1","params":{"model":"m"}})";
        QTest::newRow("gemini") << "gemini" << R"({"request":{"model":"m"},"metadata":{"key":"rl-1"}})";
    }
    void entryFormat()
    {
        QFETCH(QString, provider);
        QFETCH(QString, expected);
        inference::HttpRequest r;
        r.body = R"({"model":"m"})";
        auto p = providerOf(provider.toStdString());
        QVERIFY(p);
        auto line = encodeEntry(*p, {"rl-1", &r});
        QVERIFY(line);
        QCOMPARE(QString::fromStdString(*line), expected);
        QVERIFY(nlohmann::json::accept(*line));
        r.body = "not json";
        QVERIFY(!encodeEntry(*p, {"rl-1", &r}));
    }

    void customIdsAreStableAndValid()
    {
        const std::string a = requestCustomId("judge", "t01", 1, 0, 0, "abc");
        QCOMPARE(a, requestCustomId("judge", "t01", 1, 0, 0, "abc"));
        QVERIFY(a != requestCustomId("judge", "t01", 2, 0, 0, "abc"));
        QVERIFY(a != requestCustomId("judge", "t01", 1, 0, 1, "abc"));
        QVERIFY(a != requestCustomId("other", "t01", 1, 0, 0, "abc"));
        QCOMPARE(a.size(), std::size_t(19));
        for (char c : a) // Anthropic: ^[a-zA-Z0-9_-]{1,64}$
            QVERIFY(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_');
    }

    void unsupportedProvider()
    {
        QVERIFY(!providerOf("openai-compatible"));
        QCOMPARE(providerOf("openai-compatible").error().code, ErrorCode::Unsupported);
    }

    void statusParsing_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("state");
        QTest::addColumn<qint64>("succeeded");
        QTest::newRow("openai in progress") << "openai"
            << R"({"id":"batch_1","status":"in_progress","request_counts":{"total":5,"completed":2,"failed":1}})" << "in_progress" << qint64(2);
        QTest::newRow("openai expired") << "openai" << R"({"id":"batch_1","status":"expired","output_file_id":"f"})" << "expired" << qint64(-1);
        QTest::newRow("anthropic ended") << "anthropic"
            << R"({"id":"msgbatch_1","processing_status":"ended","request_counts":{"processing":0,"succeeded":4,"errored":1,"canceled":0,"expired":0}})"
            << "completed" << qint64(4);
        QTest::newRow("anthropic canceling") << "anthropic" << R"({"id":"m","processing_status":"canceling"})" << "cancelling" << qint64(-1);
        QTest::newRow("gemini running") << "gemini" << R"({"name":"batches/7","metadata":{"state":"BATCH_STATE_RUNNING"}})" << "in_progress" << qint64(-1);
        QTest::newRow("gemini sdk name") << "gemini" << R"({"name":"batches/7","metadata":{"state":"JOB_STATE_SUCCEEDED","batchStats":{"successfulRequestCount":"3"}},"done":true})"
                                         << "completed" << qint64(3);
        QTest::newRow("gemini done, no state") << "gemini" << R"({"name":"batches/7","done":true})" << "completed" << qint64(-1);
    }
    void statusParsing()
    {
        QFETCH(QString, provider);
        QFETCH(QString, body);
        QFETCH(QString, state);
        QFETCH(qint64, succeeded);
        auto p = providerOf(provider.toStdString());
        auto s = parseStatus(*p, 200, body.toStdString());
        QVERIFY2(s, s ? "" : s.error().detail.c_str());
        QCOMPARE(QString(batchStateName(s->state)), state);
        QCOMPARE(qint64(s->succeeded), succeeded);
    }

    void statusErrors()
    {
        auto auth = parseStatus(Provider::OpenAI, 401, R"({"error":{"message":"bad key"}})");
        QVERIFY(!auth);
        QCOMPARE(auth.error().code, ErrorCode::Auth);
        QVERIFY(!parseStatus(Provider::OpenAI, 200, "{\"id\": \"b\", \"status\": \"weird\"}")); // unknown state
        QVERIFY(!parseStatus(Provider::Anthropic, 200, "[1, 2]"));
        QVERIFY(!parseStatus(Provider::Gemini, 200, "{\"metadata\": {}}")); // no name
    }

    /// Hostile result lines: every one is a ResultLine with its reason, none throws or is dropped silently.
    void hostileResultLines()
    {
        const std::string body = std::string(R"({"custom_id":"rl-a","response":{"status_code":200,"body":{"x":1}},"error":null})") + "\n"
            + "{\"custom_id\":\"rl-b\",\"resp\n"                        // truncated JSON
            + R"({"custom_id":5,"response":{}})" + "\n"                    // custom_id of the wrong type
            + R"({"custom_id":"rl-c","response":{"status_code":"200","body":{}}})" + "\n" // status of the wrong type
            + R"({"custom_id":"rl-d","response":{"status_code":200,"body":7}})" + "\n"    // body of the wrong type
            + "[1,2,3]\n"                                                    // not an object
            + "\xff\xfe\n"                                                   // not UTF-8
            + R"({"custom_id":"rl-e","response":null,"error":{"code":"batch_expired","message":"expired"}})" + "\r\n";
        auto lines = parseResults(Provider::OpenAI, body);
        QCOMPARE(lines.size(), std::size_t(8));
        QVERIFY(!lines[0].error);
        QCOMPARE(lines[0].httpStatus, 200);
        QCOMPARE(lines[0].body, std::string(R"({"x":1})"));
        for (std::size_t i = 1; i < 7; ++i) {
            QVERIFY(lines[i].error);
            QCOMPARE(lines[i].error->code, ErrorCode::Parse);
            QVERIFY2(lines[i].error->detail.find("result line " + std::to_string(i + 1)) == 0, lines[i].error->detail.c_str());
        }
        QVERIFY(lines[1].error->detail.find("not valid JSON") != std::string::npos);
        QCOMPARE(lines[3].customId, std::string("rl-c")); // attributable: its request fails with the reason
        QVERIFY(lines[3].error->detail.find("status_code") != std::string::npos);
        QVERIFY(lines[2].customId.empty());
        QCOMPARE(lines[7].customId, std::string("rl-e"));
        QCOMPARE(lines[7].error->code, ErrorCode::Http);
        QVERIFY(lines[7].error->detail.find("batch_expired") != std::string::npos);

        auto anth = parseResults(Provider::Anthropic, std::string(R"({"custom_id":"x","result":{"type":"weird"}})") + "\n"
                + R"({"custom_id":"y","result":{"type":"succeeded","message":"text"}})" + "\n"
                + R"({"custom_id":"z","result":{"type":"errored","error":{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}}})");
        QCOMPARE(anth.size(), std::size_t(3));
        QVERIFY(anth[0].error && anth[0].error->code == ErrorCode::Parse);
        QVERIFY(anth[1].error && anth[1].error->code == ErrorCode::Parse);
        QVERIFY(anth[2].error && anth[2].error->detail.find("Overloaded") != std::string::npos);

        auto gem = parseResults(Provider::Gemini, R"({"response":{"inlinedResponses":{"inlinedResponses":[{"response":{"a":1}},"junk",{"error":{"message":"boom"}}]}}})",
            {"rl-1", "rl-2", "rl-3"});
        QCOMPARE(gem.size(), std::size_t(3));
        QCOMPARE(gem[0].customId, std::string("rl-1")); // no key: matched by position
        QVERIFY(!gem[0].error);
        QVERIFY(gem[1].error && gem[1].error->code == ErrorCode::Parse);
        QVERIFY(gem[2].error && gem[2].error->detail.find("boom") != std::string::npos);
        auto none = parseResults(Provider::Gemini, "{\"response\": 3}");
        QCOMPARE(none.size(), std::size_t(1));
        QVERIFY(none[0].error);
    }

    // ---- runs against the loopback batch server -------------------------------------------------

    /// Each provider's submission as the provider documents it, polled until done (the batch stays
    /// in progress for three polls), every answer in the journal and equal to the synchronous answer.
    void submitPollReconcile_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::newRow("openai") << "openai";
        QTest::newRow("anthropic") << "anthropic";
        QTest::newRow("gemini") << "gemini";
    }
    void submitPollReconcile()
    {
        QFETCH(QString, provider);
        const std::string prov = provider.toStdString();
        Servers s;
        s.batches.pollsInProgress = 3;
        s.batches.requiredKey = kKey;
        const std::string dir = test::tempDir();
        const int n = 12;
        const std::string batchPath = dir + "/batch.raterlab", syncPath = dir + "/sync.raterlab";
        QVERIFY(test::makeTextStudy(dir, batchPath, n, s.base(prov), {{"judge", "json-schema"}}, false, prov).empty());
        QVERIFY(test::makeTextStudy(dir, syncPath, n, s.base(prov), {{"judge", "json-schema"}}, false, prov).empty());

        auto p = storage::Project::open(batchPath);
        QVERIFY(p);
        std::vector<std::string> states;
        auto summary = runBatch(*p, "judge", fastOptions(), [&](const BatchRunProgress &bp) {
            for (const auto &j : bp.jobs.jobs)
                if (states.empty() || states.back() != j.state)
                    states.push_back(j.state);
        });
        QVERIFY2(summary, summary ? "" : summary.error().detail.c_str());
        QCOMPARE(summary->status, inference::RunStatus::Finished);
        QCOMPARE(summary->progress.requests.answered, std::int64_t(n));
        QCOMPARE(summary->progress.jobs.jobsSubmitted, 1);
        QVERIFY(summary->progress.jobs.pollRounds >= 4);            // in progress for three polls, then ended
        QVERIFY(std::find(states.begin(), states.end(), "in_progress") != states.end());
        QCOMPARE(states.back(), std::string(kReconciled));
        QCOMPARE(s.batches.batchesCreated(), 1);
        QCOMPARE(s.model.total(), std::int64_t(n));                  // each entry answered once, nothing synchronous

        // The payload as the provider documents it.
        const auto payloads = s.batches.submittedPayloads();
        QCOMPARE(payloads.size(), std::size_t(1));
        std::set<std::string> ids;
        if (prov == "openai") {
            std::istringstream lines(payloads[0]);
            std::string line;
            while (std::getline(lines, line)) {
                const auto j = nlohmann::json::parse(line);
                QCOMPARE(j.size(), std::size_t(4));
                QCOMPARE(j["method"].get<std::string>(), std::string("POST"));
                QCOMPARE(j["url"].get<std::string>(), std::string("/v1/chat/completions"));
                QCOMPARE(j["body"]["model"].get<std::string>(), std::string("model-judge"));
                QVERIFY(j["body"]["messages"].is_array());
                ids.insert(j["custom_id"].get<std::string>());
            }
        } else if (prov == "anthropic") {
            const auto j = nlohmann::json::parse(payloads[0]);
            QCOMPARE(j.size(), std::size_t(1));
            for (const auto &r : j["requests"]) {
                QCOMPARE(r.size(), std::size_t(2));
                QCOMPARE(r["params"]["model"].get<std::string>(), std::string("model-judge"));
                QVERIFY(r["params"]["max_tokens"].is_number_integer());
                ids.insert(r["custom_id"].get<std::string>());
            }
        } else {
            const auto j = nlohmann::json::parse(payloads[0]);
            QVERIFY(j["batch"]["display_name"].is_string());
            for (const auto &r : j["batch"]["input_config"]["requests"]["requests"]) {
                QVERIFY(r["request"]["contents"].is_array());
                ids.insert(r["metadata"]["key"].get<std::string>());
            }
        }
        QCOMPARE(ids.size(), std::size_t(n));
        QCOMPARE(ids, expectedIds(*p, "judge")); // custom id = the journal identity's hash
        for (const auto &h : s.batches.requestHeaders()) // anthropic's version header on every batch call
            if (prov == "anthropic" && h.rfind("anthropic-version", 0) == 0)
                QCOMPARE(h, std::string("anthropic-version: 2023-06-01"));

        // Same answers as the synchronous path.
        auto sp = storage::Project::open(syncPath);
        QVERIFY(sp);
        inference::RunOptions ro;
        ro.apiKey = kKey;
        inference::InferenceRun run(*sp, "judge", ro);
        auto sync = run.run();
        QVERIFY(sync && sync->status == inference::RunStatus::Finished);
        QCOMPARE(answers(*p), answers(*sp));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM ratings r JOIN raters m ON m.id = r.rater_id WHERE m.key = 'judge'"),
            std::int64_t(3 * n));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM batch_jobs WHERE state = 'reconciled'"), std::int64_t(1));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM batch_job_requests"), std::int64_t(n));
        // A finished project submits nothing more.
        auto again = runBatch(*p, "judge", fastOptions());
        QVERIFY(again && again->status == inference::RunStatus::Finished);
        QCOMPARE(again->progress.requests.reused, std::int64_t(n));
        QCOMPARE(s.batches.batchesCreated(), 1);
    }

    /// Failed entries go into a later job and are answered there; nothing answered is sent again.
    void partialFailureResubmitted_data() { submitPollReconcile_data(); }
    void partialFailureResubmitted()
    {
        QFETCH(QString, provider);
        const std::string prov = provider.toStdString();
        Servers s;
        std::set<std::string> failing;
        s.batches.failItem = [&](const std::string &id, int submission) {
            const bool f = submission == 1 && (std::hash<std::string> {}(id) % 3 == 0);
            if (f)
                failing.insert(id);
            return f;
        };
        s.batches.shuffle = true; // results out of order
        const std::string dir = test::tempDir();
        const int n = 30;
        QVERIFY(test::makeTextStudy(dir, dir + "/p.raterlab", n, s.base(prov), {{"judge", "json-schema"}}, false, prov).empty());
        auto p = storage::Project::open(dir + "/p.raterlab");
        QVERIFY(p);
        auto summary = runBatch(*p, "judge", fastOptions());
        QVERIFY2(summary, summary ? "" : summary.error().detail.c_str());
        QVERIFY(!failing.empty());
        QCOMPARE(summary->status, inference::RunStatus::Finished);
        QCOMPARE(summary->progress.requests.answered, std::int64_t(n));
        QCOMPARE(summary->progress.retriedFailures, std::int64_t(failing.size()));
        QCOMPARE(summary->progress.jobs.requestsResubmitted, std::int64_t(failing.size()));
        QCOMPARE(s.batches.batchesCreated(), 2);
        for (const auto &[id, count] : s.batches.submissions())
            QCOMPARE(count, failing.count(id) ? 2 : 1);
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(n));
        // The failed attempt is kept with its reason, the answer with its own attempt row.
        QVERIFY(scalar(*p, "SELECT count(*) FROM attempts WHERE outcome = 'failed'") == std::int64_t(failing.size()));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM attempts WHERE outcome = 'answered'"), std::int64_t(n));
    }

    /// An expired job: what it answered is kept, the rest goes into the next job.
    void expiryResubmitted_data() { submitPollReconcile_data(); }
    void expiryResubmitted()
    {
        QFETCH(QString, provider);
        const std::string prov = provider.toStdString();
        Servers s;
        s.batches.expireBatches = 1;
        const std::string dir = test::tempDir();
        const int n = 20;
        QVERIFY(test::makeTextStudy(dir, dir + "/p.raterlab", n, s.base(prov), {{"judge", "json-schema"}}, false, prov).empty());
        auto p = storage::Project::open(dir + "/p.raterlab");
        QVERIFY(p);
        auto summary = runBatch(*p, "judge", fastOptions());
        QVERIFY2(summary, summary ? "" : summary.error().detail.c_str());
        QCOMPARE(summary->status, inference::RunStatus::Finished);
        QCOMPARE(summary->progress.requests.answered, std::int64_t(n));
        QCOMPARE(s.batches.batchesCreated(), 2);
        int twice = 0;
        for (const auto &[id, count] : s.batches.submissions())
            twice += count == 2;
        QCOMPARE(twice, prov == "gemini" ? n : n / 2); // an expired gemini job returns nothing, the others their first half
        QCOMPARE(scalar(*p, "SELECT count(*) FROM batch_jobs WHERE state = 'reconciled'"), std::int64_t(2));
    }

    /// A request that keeps failing is given up after maxAttempts submissions, with its reason.
    void boundedAttempts()
    {
        Servers s;
        std::string victim;
        s.batches.failItem = [&](const std::string &id, int) {
            if (victim.empty())
                victim = id;
            return id == victim;
        };
        const std::string dir = test::tempDir();
        QVERIFY(test::makeTextStudy(dir, dir + "/p.raterlab", 6, s.base("openai"), {{"judge", "json-schema"}}, false, "openai").empty());
        auto p = storage::Project::open(dir + "/p.raterlab");
        QVERIFY(p);
        BatchOptions o = fastOptions();
        o.driver.maxAttempts = 2;
        auto summary = runBatch(*p, "judge", o);
        QVERIFY(summary);
        QCOMPARE(summary->status, inference::RunStatus::Failed);
        QCOMPARE(summary->progress.requests.answered, std::int64_t(5));
        QCOMPARE(summary->progress.requests.failed, std::int64_t(1));
        QCOMPARE(summary->failuresByCode["http"], std::int64_t(1));
        QCOMPARE(s.batches.submissions().at(victim), 2);
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests WHERE status = 'failed' AND error_detail LIKE '%500%'"), std::int64_t(1));
    }

    /// A few thousand requests cut into jobs under the job size; counts and cost at half price.
    void largeRunInChunks()
    {
        Servers s;
        s.model.thinking = false;
        const std::string dir = test::tempDir();
        const int n = 3000;
        QVERIFY(test::makeTextStudy(dir, dir + "/p.raterlab", n, s.base("anthropic"), {{"judge", "json-schema"}}, false, "anthropic").empty());
        auto p = storage::Project::open(dir + "/p.raterlab");
        QVERIFY(p);
        {
            auto st = p->loadStudy();
            QVERIFY(st);
            st->conditions[0].priceInputPerMTok = 3.0;
            st->conditions[0].priceOutputPerMTok = 15.0;
            storage::SaveSet set;
            set.firstNewRating = st->ratings.size();
            QVERIFY(p->save(*st, set));
        }
        BatchOptions o = fastOptions();
        o.driver.maxRequestsPerJob = 1000;
        QElapsedTimer t;
        t.start();
        auto summary = runBatch(*p, "judge", o);
        QVERIFY2(summary, summary ? "" : summary.error().detail.c_str());
        qInfo("%d requests in %d jobs: %.2f s", n, summary->progress.jobs.jobsSubmitted, t.elapsed() / 1000.0);
        QCOMPARE(summary->status, inference::RunStatus::Finished);
        QCOMPARE(summary->progress.requests.answered, std::int64_t(n));
        QCOMPARE(summary->progress.jobs.jobsSubmitted, 3);
        QCOMPARE(s.batches.batchesCreated(), 3);
        for (const auto &[id, count] : s.batches.submissions())
            QCOMPARE(count, 1);
        // The fake model reports 100 input and 10 output tokens per answer (loopbackserver.cpp).
        const double full = n * (100 * 3.0 + 10 * 15.0) / 1e6;
        QVERIFY(qAbs(summary->progress.requests.costUsd - 0.5 * full) < 1e-9); // batch price = 50 % of the condition's
        auto rawDb = test::rawDatabase(*p);
        auto st = rawDb.prepare("SELECT sum(cost_usd) FROM requests");
        QVERIFY(st && *st->step());
        QVERIFY(qAbs(st->columnDouble(0) - 0.5 * full) < 1e-9);
    }

    /// Job size limits by bytes: a small byte limit makes more jobs.
    void chunksByBytes()
    {
        Servers s;
        const std::string dir = test::tempDir();
        QVERIFY(test::makeTextStudy(dir, dir + "/p.raterlab", 40, s.base("gemini"), {{"judge", "json-schema"}}, false, "gemini").empty());
        auto p = storage::Project::open(dir + "/p.raterlab");
        QVERIFY(p);
        BatchOptions o = fastOptions();
        o.driver.maxBytesPerJob = 8 * 1024;
        auto summary = runBatch(*p, "judge", o);
        QVERIFY(summary && summary->status == inference::RunStatus::Finished);
        QVERIFY(s.batches.batchesCreated() >= 3);
        for (const auto &payload : s.batches.submittedPayloads())
            QVERIFY(payload.size() <= 8 * 1024 + 200); // the entries under the limit, plus the envelope
        QCOMPARE(summary->progress.requests.answered, std::int64_t(40));
    }

    /// A multi-stage strategy with images: one stage per job, each stage built from the committed answers.
    void multiStageFaces()
    {
        Servers s;
        const std::string dir = test::tempDir();
        const std::string path = dir + "/faces.raterlab";
        const int n = 8;
        QVERIFY(test::makeFaceProject(path, n, "openai", s.base("openai")));
        auto p = storage::Project::open(path);
        QVERIFY(p);
        auto summary = runBatch(*p, "fake", fastOptions());
        QVERIFY2(summary, summary ? "" : summary.error().detail.c_str());
        QCOMPARE(summary->status, inference::RunStatus::Finished);
        QCOMPARE(summary->progress.requests.answered, std::int64_t(3 * n));
        QCOMPARE(summary->progress.requests.itemsCompleted, std::int64_t(n));
        QCOMPARE(s.batches.batchesCreated(), 3); // emotion, valence, arousal
        auto st = p->loadStudy();
        QVERIFY(st);
        const int rater = st->raterOfCondition(st->findCondition("fake"));
        int checked = 0;
        for (const auto &r : st->ratings) {
            if (r.rater != rater)
                continue;
            const int i = std::stoi(st->items[static_cast<std::size_t>(r.item)].key.substr(4));
            const std::string &dim = st->dimensions[static_cast<std::size_t>(r.dimension)].name;
            const int expected = dim == "emotion" ? FakeModel::expectedEmotion(test::fixtureImage(i))
                : dim == "valence"                ? FakeModel::expectedValence(test::fixtureImage(i))
                                                  : FakeModel::expectedArousal(test::fixtureImage(i));
            QCOMPARE(static_cast<int>(r.value), expected);
            ++checked;
        }
        QCOMPARE(checked, 3 * n);
    }

    /// Results for unknown ids and unreadable lines are warnings, never a crash or a lost answer.
    void unknownAndUnreadableResults()
    {
        Servers s;
        s.batches.extraLines = {R"({"custom_id":"rl-0000000000000000","response":{"status_code":200,"body":{}},"error":null})",
            "{\"custom_id\":\"rl-trunc", R"({"custom_id":["x"],"response":"y"})"};
        const std::string dir = test::tempDir();
        QVERIFY(test::makeTextStudy(dir, dir + "/p.raterlab", 5, s.base("openai"), {{"judge", "json-schema"}}, false, "openai").empty());
        auto p = storage::Project::open(dir + "/p.raterlab");
        QVERIFY(p);
        auto summary = runBatch(*p, "judge", fastOptions());
        QVERIFY(summary);
        QCOMPARE(summary->status, inference::RunStatus::Finished);
        QCOMPARE(summary->progress.requests.answered, std::int64_t(5));
        QCOMPARE(summary->progress.unknownResults, std::int64_t(1));
        QCOMPARE(summary->progress.unreadableResults, std::int64_t(2));
        bool named = false;
        for (const auto &w : summary->warnings)
            named = named || w.find("rl-0000000000000000") != std::string::npos;
        QVERIFY(named);
    }

    /// The key is sent in headers only: never in a payload, the project file, a warning or an error.
    void apiKeyNeverStored()
    {
        Servers s;
        s.batches.requiredKey = kKey;
        s.batches.failItem = [](const std::string &, int submission) { return submission == 1; };
        const std::string dir = test::tempDir();
        const std::string path = dir + "/p.raterlab";
        QVERIFY(test::makeTextStudy(dir, path, 4, s.base("openai"), {{"judge", "json-schema"}}, false, "openai").empty());
        {
            auto p = storage::Project::open(path);
            QVERIFY(p);
            auto summary = runBatch(*p, "judge", fastOptions());
            QVERIFY(summary && summary->status == inference::RunStatus::Finished);
            for (const auto &w : summary->warnings)
                QVERIFY(w.find(kKey) == std::string::npos);
            // A wrong key: the server echoes it in its 401; the error does not carry it.
            BatchOptions wrong = fastOptions();
            wrong.run.apiKey = "sk-wrong-key-abcdefghijkl";
            QVERIFY(test::makeTextStudy(dir, dir + "/q.raterlab", 2, s.base("openai"), {{"judge", "json-schema"}}, false, "openai").empty());
            auto q = storage::Project::open(dir + "/q.raterlab");
            auto refused = runBatch(*q, "judge", wrong);
            QVERIFY(refused);
            QCOMPARE(refused->status, inference::RunStatus::Failed);
            QVERIFY(refused->stopReason);
            QCOMPARE(refused->stopReason->code, ErrorCode::Auth);
            QVERIFY2(refused->stopReason->detail.find("sk-wrong-key") == std::string::npos, refused->stopReason->detail.c_str());
            QCOMPARE(scalar(*q, "SELECT count(*) FROM batch_jobs WHERE state = 'abandoned' AND error_detail NOT LIKE '%sk-wrong%'"),
                std::int64_t(1));
        }
        for (const auto &payload : s.batches.submittedPayloads())
            QVERIFY(payload.find(kKey) == std::string::npos);
        QVERIFY(!test::projectFilesContain(path, kKey));
    }

    /// Stopped after the submission (in-process): the next run polls the job instead of submitting again.
    void restartPollsInsteadOfResubmitting()
    {
        Servers s;
        s.batches.pollsInProgress = 5;
        const std::string dir = test::tempDir();
        QVERIFY(test::makeTextStudy(dir, dir + "/p.raterlab", 10, s.base("anthropic"), {{"judge", "json-schema"}}, false, "anthropic").empty());
        {
            auto p = storage::Project::open(dir + "/p.raterlab");
            std::stop_source stop;
            auto first = runBatch(*p, "judge", fastOptions(), [&](const BatchRunProgress &bp) {
                if (bp.jobs.jobsSubmitted >= 1)
                    stop.request_stop();
            }, stop.get_token());
            QVERIFY(first);
            QCOMPARE(first->status, inference::RunStatus::Cancelled);
            QCOMPARE(first->progress.requests.answered, std::int64_t(0));
        }
        auto p = storage::Project::open(dir + "/p.raterlab");
        auto second = runBatch(*p, "judge", fastOptions());
        QVERIFY(second && second->status == inference::RunStatus::Finished);
        QCOMPARE(second->progress.jobs.jobsRecovered, 1);
        QCOMPARE(second->progress.jobs.jobsSubmitted, 0);
        QCOMPARE(second->progress.requests.answered, std::int64_t(10));
        QCOMPARE(s.batches.batchesCreated(), 1);
        for (const auto &[id, count] : s.batches.submissions())
            QCOMPARE(count, 1);
    }

    /// kill -9 the CLI (`infer --batch`) while it polls, several times; the restarts poll the job
    /// already submitted and never submit a request a second time; every answer lands once.
    void killMidPollAndResume()
    {
        Servers s;
        s.batches.pollsInProgress = 12; // twelve polls before a job ends: each run is killed after one or two
        s.batches.requiredKey = kKey;
        const std::string dir = test::tempDir();
        const std::string path = dir + "/kill.raterlab";
        const int n = 25;
        QVERIFY(test::makeTextStudy(dir, path, n, s.base("openai"), {{"judge", "json-schema"}}, false, "openai").empty());
        ::setenv("OPENAI_API_KEY", kKey, 1);
        const std::vector<std::string> args {path, "--condition", "judge", "--batch", "--poll-interval", "0.02", "--batch-size", "10"};
        const std::string log = dir + "/driver.log";
        int kills = 0;
        for (int round = 0; round < 3; ++round) {
            const int pollsBefore = s.batches.polls();
            const pid_t pid = test::spawnLogged(RL_INFER_DRIVER, args, log);
            QVERIFY(pid > 0);
            QElapsedTimer t;
            t.start();
            while (s.batches.polls() < pollsBefore + 3 && t.elapsed() < 20000)
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            int status = 0;
            if (waitpid(pid, &status, WNOHANG) == 0) {
                kill(pid, SIGKILL);
                waitpid(pid, &status, 0);
                ++kills;
            }
        }
        QCOMPARE(kills, 3);
        QCOMPARE(s.batches.batchesCreated(), 3); // 25 requests in jobs of 10, all submitted by the first run
        {
            const pid_t pid = test::spawnLogged(RL_INFER_DRIVER, args, log);
            int status = 0;
            waitpid(pid, &status, 0);
            QVERIFY(WIFEXITED(status));
            QCOMPARE(WEXITSTATUS(status), 0);
        }
        QCOMPARE(s.batches.batchesCreated(), 3);
        const auto subs = s.batches.submissions();
        QCOMPARE(subs.size(), std::size_t(n));
        for (const auto &[id, count] : subs)
            QCOMPARE(count, 1); // never submitted twice
        QCOMPARE(s.model.total(), std::int64_t(n));
        auto p = storage::Project::open(path);
        QVERIFY(p);
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(n));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests"), std::int64_t(n));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM batch_jobs WHERE state = 'reconciled'"), std::int64_t(3));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM ratings r JOIN raters m ON m.id = r.rater_id WHERE m.key = 'judge'"),
            std::int64_t(3 * n));
        const std::string driverLog = test::readBytes(log);
        QVERIFY(driverLog.find("batch job") != std::string::npos); // progress names the jobs
        QVERIFY(driverLog.find(kKey) == std::string::npos);
    }

    /// kill -9 during the create call of a job (openai: the file is uploaded; anthropic, gemini: the
    /// intent is recorded), once after the provider made the job (its answer never arrives) and once
    /// before the create call reached it: the restart finds the job the provider made and polls it, or
    /// learns there is none and creates it — the server sees exactly one create, no request is bought twice.
    void killDuringCreateBuysOnce_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<bool>("reached");
        for (const char *p : {"openai", "anthropic", "gemini"}) {
            QTest::newRow((std::string(p) + " created").c_str()) << p << true;
            QTest::newRow((std::string(p) + " not created").c_str()) << p << false;
        }
    }
    void killDuringCreateBuysOnce()
    {
        QFETCH(QString, provider);
        QFETCH(bool, reached);
        const std::string prov = provider.toStdString();
        FakeModel model;
        BatchServer batches(model);
        std::atomic<int> creates = 0;
        std::atomic<bool> arrived = false;
        LoopbackServer server([&](const HttpServerRequest &r) {
            const std::string &path = r.path;
            const bool batchPath = path.find("/batches") != std::string::npos || path.find("/files") != std::string::npos
                || path.find(":batchGenerateContent") != std::string::npos;
            if (!batchPath)
                return model.handle(r);
            auto endsWith = [&](const std::string &tail) {
                return path.size() >= tail.size() && path.compare(path.size() - tail.size(), tail.size(), tail) == 0;
            };
            const bool create = r.method == "POST"
                && (endsWith("/v1/batches") || endsWith("/v1/messages/batches") || endsWith(":batchGenerateContent"));
            if (create && ++creates == 1) {
                // The job exists at the provider (or the call never got there); no answer reaches the killed client.
                HttpServerReply reply = reached ? batches.handle(r) : HttpServerReply {};
                reply.action = HttpServerReply::Action::Hang;
                arrived = true;
                return reply;
            }
            return batches.handle(r);
        });
        const std::string dir = test::tempDir();
        const std::string path = dir + "/create.raterlab";
        const int n = 12;
        const std::string base = server.baseUrl() + (prov == "gemini" ? "/v1beta" : "/v1");
        QVERIFY(test::makeTextStudy(dir, path, n, base, {{"judge", "json-schema"}}, false, prov).empty());
        for (const char *var : {"OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY"})
            ::setenv(var, kKey, 1);
        const std::vector<std::string> args {path, "--condition", "judge", "--batch", "--poll-interval", "0.02", "--timeout", "60"};
        const std::string log = dir + "/driver.log";
        {
            const pid_t pid = test::spawnLogged(RL_INFER_DRIVER, args, log);
            QVERIFY(pid > 0);
            QElapsedTimer t;
            t.start();
            while (!arrived && t.elapsed() < 30000)
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            QVERIFY(arrived);
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            kill(pid, SIGKILL);
            int status = 0;
            waitpid(pid, &status, 0);
        }
        QCOMPARE(batches.batchesCreated(), reached ? 1 : 0);
        {
            auto p = storage::Project::open(path);
            QVERIFY(p);
            QCOMPARE(scalar(*p, "SELECT count(*) FROM batch_jobs WHERE state = 'submitting'"), std::int64_t(1)); // the intent
        }
        {
            const pid_t pid = test::spawnLogged(RL_INFER_DRIVER, args, log);
            int status = 0;
            waitpid(pid, &status, 0);
            QVERIFY2(WIFEXITED(status) && WEXITSTATUS(status) == 0, ("see " + log).c_str());
        }
        QCOMPARE(batches.batchesCreated(), 1); // exactly one create the provider acted on
        if (prov == "openai")
            QCOMPARE(batches.submittedPayloads().size(), std::size_t(1)); // one upload
        else
            QVERIFY(batches.lists() >= 1); // the restart looked before it sent
        QCOMPARE(batches.submissions().size(), std::size_t(n));
        for (const auto &[id, count] : batches.submissions())
            QCOMPARE(count, 1);
        QCOMPARE(model.total(), std::int64_t(n));
        auto p = storage::Project::open(path);
        QVERIFY(p);
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(n));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM batch_jobs WHERE state = 'reconciled'"), std::int64_t(1));
        // openai creates from the uploaded file; the others abandon the intent the provider has no job for and send again
        QCOMPARE(scalar(*p, "SELECT count(*) FROM batch_jobs WHERE state = 'abandoned'"), std::int64_t(!reached && prov != "openai" ? 1 : 0));
    }

    /// A create call that gets no answer in time (the provider made the job; its answer is lost) is not
    /// retried: the run stops with the job recorded `submitting`, and the next run finds the job at the
    /// provider and polls it — one create, every request bought once.
    void unansweredCreateIsNotRetried_data()
    {
        QTest::addColumn<QString>("provider");
        for (const char *p : {"openai", "anthropic", "gemini"})
            QTest::newRow(p) << p;
    }
    void unansweredCreateIsNotRetried()
    {
        QFETCH(QString, provider);
        const std::string prov = provider.toStdString();
        Servers s;
        std::atomic<int> creates = 0;
        LoopbackServer slow([&](const HttpServerRequest &r) {
            HttpServerReply reply = s.route(r);
            const std::string &path = r.path;
            auto endsWith = [&](const std::string &tail) {
                return path.size() >= tail.size() && path.compare(path.size() - tail.size(), tail.size(), tail) == 0;
            };
            if (r.method == "POST" && (endsWith("/v1/batches") || endsWith("/v1/messages/batches") || endsWith(":batchGenerateContent"))
                && ++creates == 1)
                reply.action = HttpServerReply::Action::Hang; // made, but the answer never comes
            return reply;
        });
        const std::string dir = test::tempDir();
        const int n = 7;
        const std::string base = slow.baseUrl() + (prov == "gemini" ? "/v1beta" : "/v1");
        QVERIFY(test::makeTextStudy(dir, dir + "/p.raterlab", n, base, {{"judge", "json-schema"}}, false, prov).empty());
        BatchOptions o = fastOptions();
        o.driver.http.timeoutMs = 400;
        {
            auto p = storage::Project::open(dir + "/p.raterlab");
            auto first = runBatch(*p, "judge", o);
            QVERIFY2(first, first ? "" : first.error().detail.c_str());
            QCOMPARE(first->status, inference::RunStatus::Failed);
            QVERIFY(first->stopReason);
            QVERIFY2(first->stopReason->detail.find("got no answer") != std::string::npos, first->stopReason->detail.c_str());
            QCOMPARE(s.batches.batchesCreated(), 1); // not retried
            QCOMPARE(scalar(*p, "SELECT count(*) FROM batch_jobs WHERE state = 'submitting'"), std::int64_t(1));
        }
        auto p = storage::Project::open(dir + "/p.raterlab");
        auto second = runBatch(*p, "judge", o);
        QVERIFY2(second, second ? "" : second.error().detail.c_str());
        QCOMPARE(second->status, inference::RunStatus::Finished);
        QCOMPARE(second->progress.requests.answered, std::int64_t(n));
        QCOMPARE(second->progress.jobs.jobsSubmitted, 0);
        QCOMPARE(second->progress.jobs.jobsRecovered, 1);
        QCOMPARE(s.batches.batchesCreated(), 1);
        for (const auto &[id, count] : s.batches.submissions())
            QCOMPARE(count, 1);
    }

    /// anthropic jobs have no name: after a kill during the create call, another job of the same size
    /// made in the same minutes (another project's) makes the restart unable to tell which is this
    /// project's — it stops and asks, sending nothing. Once the other job has ended, its results show
    /// custom ids that are not this project's: the next run adopts the right job, and buys nothing twice.
    void anthropicDoubtAsksInsteadOfBuyingTwice()
    {
        FakeModel model;
        BatchServer batches(model);
        batches.pollsInProgress = 1000000; // nothing ends on its own while the test sets up
        std::atomic<int> creates = 0;
        std::atomic<bool> arrived = false;
        LoopbackServer server([&](const HttpServerRequest &r) {
            const bool batchPath = r.path.find("/batches") != std::string::npos;
            if (!batchPath)
                return model.handle(r);
            const bool create = r.method == "POST" && r.path.size() >= 20
                && r.path.compare(r.path.size() - 20, 20, "/v1/messages/batches") == 0;
            HttpServerReply reply = batches.handle(r);
            if (create && ++creates == 1) {
                reply.action = HttpServerReply::Action::Hang;
                arrived = true;
            }
            return reply;
        });
        const std::string dir = test::tempDir();
        const std::string path = dir + "/doubt.raterlab";
        const int n = 5;
        QVERIFY(test::makeTextStudy(dir, path, n, server.baseUrl() + "/v1", {{"judge", "json-schema"}}, false, "anthropic").empty());
        ::setenv("ANTHROPIC_API_KEY", kKey, 1);
        const std::vector<std::string> args {path, "--condition", "judge", "--batch", "--poll-interval", "0.02", "--timeout", "60"};
        const std::string log = dir + "/driver.log";
        {
            const pid_t pid = test::spawnLogged(RL_INFER_DRIVER, args, log);
            QElapsedTimer t;
            t.start();
            while (!arrived && t.elapsed() < 30000)
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            QVERIFY(arrived);
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            kill(pid, SIGKILL);
            int status = 0;
            waitpid(pid, &status, 0);
        }
        // Another project's job of five requests, made in the same minutes.
        HttpServerRequest foreign;
        foreign.method = "POST";
        foreign.path = "/v1/messages/batches";
        nlohmann::json requests = nlohmann::json::array();
        for (int i = 0; i < n; ++i) {
            nlohmann::json block = nlohmann::json::object({{"type", "text"}, {"text", "hi " + std::to_string(i)}});
            nlohmann::json message = nlohmann::json::object({{"role", "user"}, {"content", nlohmann::json::array({block})}});
            nlohmann::json params = nlohmann::json::object({{"model", "model-judge"}, {"max_tokens", 16}});
            params["messages"] = nlohmann::json::array({message});
            requests.push_back(nlohmann::json::object({{"custom_id", "other-" + std::to_string(i)}, {"params", params}}));
        }
        foreign.body = nlohmann::json({{"requests", requests}}).dump();
        const auto made = nlohmann::json::parse(batches.handle(foreign).body);
        const std::string foreignId = made["id"].get<std::string>();
        QCOMPARE(batches.batchesCreated(), 2);

        const std::string before = test::readBytes(log);
        {
            const pid_t pid = test::spawnLogged(RL_INFER_DRIVER, args, log);
            int status = 0;
            waitpid(pid, &status, 0);
            QVERIFY(WIFEXITED(status));
            QVERIFY(WEXITSTATUS(status) != 0); // refused
        }
        const std::string refusal = test::readBytes(log).substr(before.size());
        QVERIFY2(refusal.find("cannot tell which") != std::string::npos, refusal.c_str());
        QVERIFY2(refusal.find(foreignId) != std::string::npos, refusal.c_str());
        QCOMPARE(batches.batchesCreated(), 2); // nothing sent
        {
            auto p = storage::Project::open(path);
            QVERIFY(p);
            QCOMPARE(scalar(*p, "SELECT count(*) FROM batch_jobs WHERE state = 'submitting'"), std::int64_t(1));
        }

        // The other job ends: its results name its own custom ids.
        batches.pollsInProgress = 0;
        HttpServerRequest poll;
        poll.method = "GET";
        poll.path = "/v1/messages/batches/" + foreignId;
        QVERIFY(nlohmann::json::parse(batches.handle(poll).body)["processing_status"] == "ended");
        {
            const pid_t pid = test::spawnLogged(RL_INFER_DRIVER, args, log);
            int status = 0;
            waitpid(pid, &status, 0);
            QVERIFY2(WIFEXITED(status) && WEXITSTATUS(status) == 0, ("see " + log).c_str());
        }
        QCOMPARE(batches.batchesCreated(), 2);
        for (const auto &[id, count] : batches.submissions())
            QCOMPARE(count, 1);
        auto p = storage::Project::open(path);
        QVERIFY(p);
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(n));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM batch_jobs WHERE state = 'reconciled'"), std::int64_t(1));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM batch_jobs"), std::int64_t(1));
        QVERIFY(!test::projectFilesContain(path, foreignId));
    }

    /// The list pages of anthropic and gemini as the providers document them, and their times.
    void listPages()
    {
        auto a = parseListPage(Provider::Anthropic, 200,
            R"({"data":[{"id":"msgbatch_2","processing_status":"in_progress","created_at":"2026-12-02T10:00:00.5Z",)"
            R"("request_counts":{"processing":3,"succeeded":0,"errored":0,"canceled":0,"expired":0}},{"id":7}],)"
            R"("has_more":true,"first_id":"msgbatch_2","last_id":"msgbatch_2"})");
        QVERIFY(a);
        QCOMPARE(a->jobs.size(), std::size_t(1)); // the unreadable entry is skipped
        QCOMPARE(a->jobs[0].total, std::int64_t(3));
        QCOMPARE(a->next, std::string("msgbatch_2"));
        QCOMPARE(*epochSeconds(a->jobs[0].createdAt), 1796205600.5); // date -d 2026-12-02T10:00:00Z +%s
        auto g = parseListPage(Provider::Gemini, 200,
            R"({"operations":[{"name":"batches/x","metadata":{"state":"BATCH_STATE_RUNNING","displayName":"raterlab-j-1-abc",)"
            R"("createTime":"2026-12-02T10:00:00+01:00"}}],"nextPageToken":"t2"})");
        QVERIFY(g);
        QCOMPARE(g->jobs.at(0).displayName, std::string("raterlab-j-1-abc"));
        QCOMPARE(*epochSeconds(g->jobs[0].createdAt), 1796205600.0 - 3600);
        QCOMPARE(g->next, std::string("t2"));
        QVERIFY(parseListPage(Provider::Gemini, 200, "{}")); // no batches at all
        QVERIFY(!parseListPage(Provider::Anthropic, 200, R"({"data":5})"));
        QCOMPARE(parseListPage(Provider::Anthropic, 401, R"({"error":{"message":"no"}})").error().code, ErrorCode::Auth);
        QVERIFY(!epochSeconds("yesterday"));
        QCOMPARE(*epochSeconds("1764590000"), 1764590000.0);
        QVERIFY(jobDisplayName("j", 1, "2026-12-02T10:00:00.000Z", {"rl-a"}) != jobDisplayName("j", 1, "2026-12-02T10:00:00.001Z", {"rl-a"}));
    }

    /// Every result line twice: a job of n requests counts n succeeded and 0 failed (not 2n and -n).
    void duplicateResultLinesCountOnce()
    {
        Servers s;
        s.batches.shuffle = false;
        const std::string dir = test::tempDir();
        const int n = 6;
        QVERIFY(test::makeTextStudy(dir, dir + "/p.raterlab", n, s.base("anthropic"), {{"judge", "json-schema"}}, false, "anthropic").empty());
        // The anthropic results file with each line doubled, served in place of the server's own.
        LoopbackServer doubling([&](const HttpServerRequest &r) {
            HttpServerReply reply = s.route(r);
            if (r.path.size() > 8 && r.path.compare(r.path.size() - 8, 8, "/results") == 0 && reply.status == 200) {
                std::string twice;
                std::size_t pos = 0;
                while (pos < reply.body.size()) {
                    std::size_t end = reply.body.find('\n', pos);
                    if (end == std::string::npos)
                        end = reply.body.size();
                    const std::string line = reply.body.substr(pos, end - pos);
                    if (!line.empty())
                        twice += line + "\n" + line + "\n";
                    pos = end + 1;
                }
                reply.body = twice;
            }
            return reply;
        });
        auto p = storage::Project::open(dir + "/p.raterlab");
        BatchOptions o = fastOptions();
        o.run.baseUrl = doubling.baseUrl() + "/v1";
        o.run.trustEndpoints = true;
        auto summary = runBatch(*p, "judge", o);
        QVERIFY2(summary, summary ? "" : summary.error().detail.c_str());
        QCOMPARE(summary->status, inference::RunStatus::Finished);
        QCOMPARE(summary->progress.requests.answered, std::int64_t(n));
        QCOMPARE(summary->progress.duplicateResults, std::int64_t(n));
        QCOMPARE(summary->progress.jobs.jobs.size(), std::size_t(1));
        QCOMPARE(summary->progress.jobs.jobs[0].succeeded, std::int64_t(n));
        QCOMPARE(summary->progress.jobs.jobs[0].failed, std::int64_t(0));
        QCOMPARE(scalar(*p, "SELECT succeeded FROM batch_jobs"), std::int64_t(n));
        QCOMPARE(scalar(*p, "SELECT failed FROM batch_jobs"), std::int64_t(0));
    }

    /// A job whose status the provider keeps reporting in a state nobody knows: the loop stops with
    /// an error naming the job and the state after a bounded number of polls, instead of polling forever.
    void unknownStatusIsNotPolledForever()
    {
        Servers s;
        std::atomic<int> polls = 0;
        LoopbackServer odd([&](const HttpServerRequest &r) {
            HttpServerReply reply = s.route(r);
            if (r.method == "GET" && r.path.find("/v1/batches/") != std::string::npos) {
                ++polls;
                auto j = nlohmann::json::parse(reply.body, nullptr, false);
                if (j.is_object()) {
                    j["status"] = "pondering";
                    reply.body = j.dump();
                }
            }
            return reply;
        });
        const std::string dir = test::tempDir();
        QVERIFY(test::makeTextStudy(dir, dir + "/p.raterlab", 3, odd.baseUrl() + "/v1", {{"judge", "json-schema"}}, false, "openai").empty());
        auto p = storage::Project::open(dir + "/p.raterlab");
        BatchOptions o = fastOptions();
        o.driver.maxUnreadablePolls = 5;
        std::stop_source stop;
        std::thread guard([&] { // today's loop never ends: stop it after 2,000 polls so that the test fails instead of hanging
            while (polls < 2000 && !stop.stop_requested())
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            stop.request_stop();
        });
        auto summary = runBatch(*p, "judge", o, {}, stop.get_token());
        const bool stoppedByGuard = polls >= 2000;
        stop.request_stop();
        guard.join();
        QVERIFY(!stoppedByGuard);
        QVERIFY(summary);
        QCOMPARE(summary->status, inference::RunStatus::Failed);
        QVERIFY(summary->stopReason);
        QVERIFY2(summary->stopReason->detail.find("pondering") != std::string::npos, summary->stopReason->detail.c_str());
        QCOMPARE(polls.load(), 5);
        QCOMPARE(scalar(*p, "SELECT count(*) FROM batch_jobs WHERE state NOT IN ('reconciled', 'abandoned')"), std::int64_t(1));
    }

    /// Ids the provider chose go into URLs percent-encoded: no id reaches another path or host.
    void providerIdsAreEscapedInUrls()
    {
        study::ModelCondition c;
        c.id = "judge";
        c.provider = "openai";
        c.model = "m";
        c.baseUrl = "https://api.example.test/v1";
        const std::string hostile = "../files/x?y=1#frag @evil.test/%2e";
        const inference::HttpRequest poll = pollRequest(Provider::OpenAI, c, hostile, kKey);
        QCOMPARE(QString::fromStdString(poll.url),
            QStringLiteral("https://api.example.test/v1/batches/..%2Ffiles%2Fx%3Fy%3D1%23frag%20%40evil.test%2F%252e"));
        BatchStatus st;
        st.id = "b";
        st.outputFileId = "../../secrets";
        const auto results = resultRequests(Provider::OpenAI, c, st, kKey);
        QCOMPARE(results.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(results[0].url), QStringLiteral("https://api.example.test/v1/files/..%2F..%2Fsecrets/content"));
        c.provider = "gemini";
        c.baseUrl = "https://gemini.example.test/v1beta";
        QCOMPARE(QString::fromStdString(pollRequest(Provider::Gemini, c, "batches/../x?", kKey).url),
            QStringLiteral("https://gemini.example.test/v1beta/batches/%2E%2E/x%3F"));
        QCOMPARE(QString::fromStdString(pollRequest(Provider::Gemini, c, "batches/abc-1", kKey).url),
            QStringLiteral("https://gemini.example.test/v1beta/batches/abc-1"));
    }
};

QTEST_GUILESS_MAIN(TestBatch)
#include "tst_batch.moc"
