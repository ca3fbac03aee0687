// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/inferencerun.h"
#include "tests/common/rawdatabase.h"
#include "engine/inference/itemfilter.h"
#include "engine/inference/secrets.h"
#include "tests/common/testutil.h"
#include "tests/inference/loopbackserver.h"
#include "tests/inference/projectfixture.h"

#include <QtTest>

#include <atomic>

#include <cstdlib>

using namespace rl;
using rl::test::FakeModel;
using rl::test::HttpServerReply;
using rl::test::LoopbackServer;

namespace {

const char *kKey = "rlk-SECRET-5f3a9c1e7b2d"; // fake key; must never reach the project file

std::int64_t one(storage::Project &p, const std::string &sql)
{
    auto rawDb = test::rawDatabase(p);
    auto st = rawDb.prepare(sql);
    return st && st->step() ? st->columnInt(0) : -1;
}

inference::RunOptions fast()
{
    inference::RunOptions o;
    o.scheduler.concurrency = 4;
    o.scheduler.maxAttempts = 2;
    o.scheduler.backoffBaseMs = 10;
    o.scheduler.timeoutMs = 2000;
    return o;
}

} // namespace

class TestJournal : public QObject {
    Q_OBJECT
private slots:
    void itemFilter()
    {
        study::Study s;
        s.factors.push_back({"emotion", study::face::emotionLabels()});
        s.factors.push_back({"race", {"Black", "White", "Korean"}});
        for (int i = 0; i < 36; ++i)
            s.addItem({"i" + std::to_string(i), study::ItemKind::Image, "", "", {i % 6, i / 12}, {}, {}});
        QCOMPARE(inference::selectItems(s, "")->size(), std::size_t(36));
        QCOMPARE(inference::selectItems(s, "emotion=sad")->size(), std::size_t(6));
        QCOMPARE(inference::selectItems(s, "emotion=sad,happy;race=Korean")->size(), std::size_t(4));
        QCOMPARE(inference::selectItems(s, " race = White ; ")->size(), std::size_t(12));
        QVERIFY(!inference::selectItems(s, "mood=sad").has_value());
        QVERIFY(!inference::selectItems(s, "emotion=surprised").has_value());
        QVERIFY(!inference::selectItems(s, "emotion").has_value());
    }

    void answersFailuresAndReuse()
    {
        const std::string path = test::tempDir() + "/journal.raterlab";
        FakeModel model;
        // item3's stage 2 answers garbage; item4's stage 1 is off the scale; item5 fails with a 400.
        model.fault = [](const std::string &, int, HttpServerReply &) { return false; };
        LoopbackServer server([&](const test::HttpServerRequest &req) {
            HttpServerReply r = model.handle(req);
            if (req.body.find(inference::base64Encode("face-5")) != std::string::npos) {
                r.status = 400;
                r.body = R"({"error": {"message": "bad image"}})";
            } else if (req.body.find(inference::base64Encode("face-3")) != std::string::npos
                && r.body.find("valence") != std::string::npos) {
                r.body = R"({"choices": [{"message": {"content": "It is hard to say, maybe pleasant?"}, "finish_reason": "stop"}], "usage": {"prompt_tokens": 100, "completion_tokens": 10}})";
            }
            return r;
        });
        QVERIFY(test::makeFaceProject(path, 8, "openai", server.baseUrl() + "/v1"));
        auto p = storage::Project::open(path);
        QVERIFY(p.has_value());
        inference::RunOptions o = fast();
        o.apiKey = kKey;
        o.limit = 6;
        inference::InferenceRun run(*p, "fake", o);
        int reports = 0;
        auto summary = run.run([&](const inference::RunProgress &) { ++reports; });
        QVERIFY2(summary.has_value(), summary.has_value() ? "" : summary.error().detail.c_str());
        const auto &pr = summary->progress;
        for (const auto &[code, n] : summary->failuresByCode)
            qInfo("failed with %s: %lld", code.c_str(), static_cast<long long>(n));
        QCOMPARE(summary->status, inference::RunStatus::Failed);
        QCOMPARE(pr.failed, std::int64_t(2));            // item3 stage 2 (parse), item5 stage 1 (HTTP 400)
        QCOMPARE(pr.answered, std::int64_t(4 * 3 + 1));  // 4 complete items + item3's stage 1
        QCOMPARE(pr.skipped, std::int64_t(1 + 2));       // item3 stage 3, item5 stages 2-3
        QCOMPARE(pr.itemsCompleted, std::int64_t(4));
        QCOMPARE(summary->failuresByCode["parse"], std::int64_t(1));
        QCOMPARE(summary->failuresByCode["http"], std::int64_t(1));
        QCOMPARE(pr.inputTokens, std::int64_t(13 * 100));
        QVERIFY(test::fuzzyCompare(pr.costUsd, 13 * (100 * 0.15 + 10 * 0.60) / 1e6, 1e-12)); // tokens × prices
        QVERIFY(reports > 0);
        QCOMPARE(one(*p, "SELECT count(*) FROM requests WHERE status = 'failed' AND raw_response LIKE '%hard to say%' "
                         "AND error_code = 'parse'"), std::int64_t(1)); // the raw text of a failure is kept
        QCOMPARE(one(*p, "SELECT count(*) FROM ratings"), std::int64_t(4 * 3));
        QCOMPARE(one(*p, "SELECT count(*) FROM attempts"), std::int64_t(15));
        QCOMPARE(one(*p, "SELECT count(*) FROM runs WHERE status = 'failed' AND finished_at IS NOT NULL"), std::int64_t(1));
        QCOMPARE(one(*p, "SELECT count(DISTINCT prompt_hash) FROM requests"), std::int64_t(3));
        auto texts = p->predictionTexts("fake", "item0");
        QVERIFY(texts.has_value() && texts->size() == 1);
        QVERIFY(texts->front().thinking.find("looking at the face") != std::string::npos); // <think> kept

        // A second run sends only what is missing: the two failed requests and what follows them.
        const std::int64_t before = server.requestCount();
        inference::InferenceRun again(*p, "fake", o);
        auto s2 = again.run();
        QVERIFY(s2.has_value());
        QCOMPARE(s2->progress.reused, std::int64_t(13));
        QCOMPARE(server.requestCount() - before, std::int64_t(2)); // item3 stage 2 (fails again), item5 stage 1
        QCOMPARE(one(*p, "SELECT count(*) FROM requests"), std::int64_t(15)); // identities stay unique
    }

    void singleShotAndLimit()
    {
        const std::string path = test::tempDir() + "/single.raterlab";
        FakeModel model;
        LoopbackServer server([&](const auto &r) { return model.handle(r); });
        QVERIFY(test::makeFaceProject(path, 12, "gemini", server.baseUrl() + "/v1beta", "", "single-shot"));
        auto p = storage::Project::open(path);
        inference::RunOptions o = fast();
        o.keyFromOptions = true;
        o.itemFilter = "race=Korean";
        auto s = inference::InferenceRun(*p, "fake", o).run();
        QVERIFY(s.has_value());
        QCOMPARE(s->status, inference::RunStatus::Finished);
        QCOMPARE(s->progress.answered, std::int64_t(4)); // 12 items, every third Korean, one request each
        QCOMPARE(server.requestCount(), std::int64_t(4));
        QCOMPARE(one(*p, "SELECT count(*) FROM ratings"), std::int64_t(12));
        QCOMPARE(s->progress.outputTokens, std::int64_t(4 * 15)); // candidates + thoughts
    }

    void imageConverterRewritesStimuli()
    {
        // The converter sees every stimulus once and what it returns is what the model gets; a
        // stimulus it refuses fails with an Io error and is not sent.
        const std::string path = test::tempDir() + "/convert.raterlab";
        FakeModel model;
        std::atomic<int> converted = 0, pngSeen = 0;
        LoopbackServer server([&](const test::HttpServerRequest &req) {
            if (req.body.find("data:image/png;base64," + inference::base64Encode("png!face-1")) != std::string::npos)
                ++pngSeen;
            return model.handle(req);
        });
        QVERIFY(test::makeFaceProject(path, 3, "openai", server.baseUrl() + "/v1"));
        auto p = storage::Project::open(path);
        QVERIFY(p.has_value());
        inference::RunOptions o = fast();
        o.apiKey = kKey;
        o.imageConverter = [&](std::string &mime, std::vector<std::uint8_t> &bytes) {
            ++converted;
            const std::string data(bytes.begin(), bytes.end());
            if (data == "face-2")
                return false;
            const std::string png = "png!" + data;
            bytes.assign(png.begin(), png.end());
            mime = "image/png";
            return true;
        };
        auto s = inference::InferenceRun(*p, "fake", o).run();
        QVERIFY(s.has_value());
        QCOMPARE(converted.load(), 3);
        QCOMPARE(pngSeen.load(), 3);                      // item1's three stages carry the converted image
        QCOMPARE(s->failuresByCode["io"], std::int64_t(1)); // item2 refused, never sent
        QCOMPARE(server.requestCount(), std::int64_t(2 * 3));
    }

    /// The API key must not appear in the project file, its WAL, the stored texts, or errors.
    void keyNeverStored()
    {
        const std::string dir = test::tempDir();
        const std::string path = dir + "/keys.raterlab";
        ::setenv("RL_TEST_INFER_KEY", kKey, 1);
        FakeModel model;
        model.requiredKey = kKey;
        LoopbackServer server([&](const test::HttpServerRequest &req) {
            HttpServerReply r = model.handle(req);
            // A provider that echoes the key in errors and answers (it happens).
            if (req.body.find(inference::base64Encode("face-1")) != std::string::npos) {
                r.status = 400;
                r.body = std::string("{\"error\": {\"message\": \"key ") + kKey + " is not allowed for this model\"}}";
            } else if (req.body.find(inference::base64Encode("face-2")) != std::string::npos) {
                r.body = std::string("{\"content\": [{\"type\": \"text\", \"text\": \"my key is ") + kKey
                    + " and {\\\"emotion\\\": \\\"sad\\\"}\"}], \"usage\": {\"input_tokens\": 1, \"output_tokens\": 1}}";
            }
            return r;
        });
        QVERIFY(test::makeFaceProject(path, 4, "anthropic", server.baseUrl() + "/v1", "RL_TEST_INFER_KEY"));
        {
            auto p = storage::Project::open(path);
            auto key = inference::resolveApiKey(p->loadStudy()->conditions[0]);
            QVERIFY(key.has_value() && *key == kKey); // read from the named variable
            auto s = inference::InferenceRun(*p, "fake", fast()).run();
            QVERIFY(s.has_value());
            QCOMPARE(s->progress.failed, std::int64_t(2)); // face-1's 400; face-2's stage 2 (no valence)
            QCOMPARE(one(*p, "SELECT count(*) FROM requests WHERE raw_response LIKE '%[REDACTED]%' "
                             "OR error_detail LIKE '%[REDACTED]%'"), std::int64_t(3));
            auto texts = p->allPredictionTexts();
            QVERIFY(texts.has_value());
            for (const auto &t : *texts) {
                QVERIFY(t.rawResponse.find(kKey) == std::string::npos);
                QVERIFY(t.thinking.find(kKey) == std::string::npos);
            }
            QVERIFY(p->loadStudy()->conditions[0].apiKeyEnv == "RL_TEST_INFER_KEY");
        }
        QVERIFY(!test::projectFilesContain(path, kKey)); // the whole file set, bytes
        QVERIFY(test::projectFilesContain(path, "RL_TEST_INFER_KEY")); // the variable's name is there: the search sees them

        // A missing variable is an error naming the variable, never a key.
        ::unsetenv("RL_TEST_INFER_KEY");
        auto p = storage::Project::open(path);
        auto missing = inference::InferenceRun(*p, "fake", fast()).run();
        QVERIFY(!missing.has_value());
        QCOMPARE(missing.error().code, ErrorCode::Auth);
        QVERIFY(missing.error().detail.find("RL_TEST_INFER_KEY") != std::string::npos);

        // A wrong key: 401 stops the run; the stop reason does not carry the key.
        ::setenv("RL_TEST_INFER_KEY", "wrong-key-000000", 1);
        auto denied = inference::InferenceRun(*p, "fake", fast()).run();
        QVERIFY(denied.has_value());
        QVERIFY(denied->stopReason && denied->stopReason->code == ErrorCode::Auth);
        QVERIFY(denied->stopReason->detail.find("wrong-key") == std::string::npos);
        ::unsetenv("RL_TEST_INFER_KEY");
    }
};

QTEST_GUILESS_MAIN(TestJournal)
#include "tst_journal.moc"
