// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a hostile server or a second run can do to the paid-request side (jury panels and rating
// runs; the StereoTales runs are in tst_stereotalesrun): a reply that is not UTF-8 and a key echoed
// in any escaping are stored safely and the project stays openable; two runs of one project at once
// never buy a request twice (the second is refused, naming the first); a condition changed during
// its run is neither sent under its old configuration nor filed under the new one.

#include "engine/inference/jury/juryrun.h"
#include "tests/common/rawdatabase.h"
#include "engine/inference/textutil.h"
#include "engine/storage/conditionsave.h"
#include "engine/storage/database.h"
#include "engine/storage/project.h"
#include "tests/common/spawn.h"
#include "tests/common/testutil.h"
#include "tests/inference/batchserver.h"
#include "tests/inference/hostilereplies.h"
#include "tests/inference/jurystudyfixture.h"
#include "tests/inference/loopbackserver.h"
#include "tests/inference/textstudyfixture.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <map>
#include <mutex>
#include <thread>

using namespace rl;
using rl::test::FakeModel;
using rl::test::HttpServerReply;
using rl::test::HttpServerRequest;
using rl::test::LoopbackServer;

namespace {

constexpr int kPairs = 12;
/// A key with the characters that escape differently in JSON ('/') and URLs ('/', '+').
constexpr const char *kKey = "sk-proj-Ab3/9x+Yz_0123456789abcdef";

/// The key as servers echo it: JSON-escaped (\u0073 for 's', \/ for '/'), URL-encoded, inside base64.
std::vector<std::string> keyEchoes()
{
    return {kKey, "\\u0073k-proj-Ab3\\/9x+Yz_0123456789abcdef", "sk-proj-Ab3%2F9x%2BYz_0123456789abcdef",
        "%73k%2Dproj-Ab3%2f9x%2bYz_0123456789abcdef", inference::base64Encode(std::string("user:") + kKey)};
}

std::string lastUserOf(const HttpServerRequest &req)
{
    const auto body = nlohmann::json::parse(req.body, nullptr, false);
    std::string lastUser;
    if (body.is_object())
        for (const auto &msg : body.value("messages", nlohmann::json::array()))
            if (msg.value("role", "") == "user" && msg["content"].is_string())
                lastUser = msg["content"].get<std::string>();
    return lastUser;
}

std::string modelOf(const HttpServerRequest &req)
{
    const auto body = nlohmann::json::parse(req.body, nullptr, false);
    return body.is_object() ? body.value("model", "") : std::string();
}

std::string makePanel(const std::string &dir, const std::string &baseUrl)
{
    const std::string path = dir + "/panel.raterlab";
    study::Study s = test::juryStudy(test::juryGoldScores(kPairs));
    for (const char *j : {"j1", "j2"})
        s.addCondition(test::juryJudge(j, baseUrl));
    s.reindex();
    auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
    if (!p || !p->save(s))
        return {};
    return path;
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

inference::jury::JuryRunOptions panelOptions(std::vector<std::string> judges)
{
    inference::jury::JuryRunOptions o;
    o.corpus = "stsb";
    o.judges = std::move(judges);
    o.condition = "blind";
    o.run.apiKey = kKey;
    o.run.keyFromOptions = true;
    o.run.scheduler.concurrency = 2;
    o.run.scheduler.maxAttempts = 3;
    o.run.scheduler.backoffBaseMs = 2;
    o.run.scheduler.backoffMaxMs = 5;
    return o;
}

/// Start `first`, wait until the server has seen a request of it, then start `second`; both run to their end.
struct TwoRuns {
    int first = -1, second = -1; ///< exit codes (-1: killed or did not exit)
};

/// The model's answers held back until open() (so that the first run is still running when the second starts).
struct Gate {
    std::atomic<bool> open {false};
    void wait() const
    {
        while (!open)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
};

/// The second run ends (refused) while the first waits at the gate; then the gate opens and the first finishes.
TwoRuns twoAtOnce(const std::vector<std::string> &args, const std::string &log, const std::function<std::int64_t()> &seen, Gate &gate)
{
    TwoRuns out;
    const pid_t a = test::spawnLogged(RL_CLI, args, log, true);
    QElapsedTimer t;
    t.start();
    while (seen() == 0 && t.elapsed() < 60000)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    const pid_t b = test::spawnLogged(RL_CLI, args, log, true);
    int status = 0;
    t.restart();
    while (waitpid(b, &status, WNOHANG) == 0 && t.elapsed() < 60000) // today's second run would wait at the gate too
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    gate.open = true;
    if (t.elapsed() >= 60000)
        waitpid(b, &status, 0);
    out.second = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    waitpid(a, &status, 0);
    out.first = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return out;
}

} // namespace

class TestRunSafety : public QObject {
    Q_OBJECT
private slots:
    /// A proxy's latin-1 "502 Bad Gateway" page, a 500 whose JSON body echoes the key escaped, and
    /// answers whose rationale echoes the key in every escaping: the project opens afterwards, the
    /// bytes of the page are kept (escaped, recoverable), and no echo of the key is in the file.
    void hostileRepliesDuringAJuryRun()
    {
        FakeModel model;
        model.answerFor = [](const std::string &, const std::string &) -> std::optional<std::string> {
            std::string rationale = "echo";
            for (const auto &e : keyEchoes())
                rationale += " [" + e + "]";
            return nlohmann::json({{"score", 3}, {"rationale", rationale}}).dump();
        };
        std::mutex mu;
        std::map<std::string, int> seen; // model + last user turn -> requests
        const std::string latin1 = "<html><title>502 Bad Gateway</title>Le serveur mandataire a re\xe7u une r\xe9ponse invalide.</html>";
        LoopbackServer server([&](const HttpServerRequest &req) {
            HttpServerReply r;
            const std::string lastUser = lastUserOf(req);
            int nth = 0;
            {
                std::lock_guard lock(mu);
                nth = ++seen[modelOf(req) + "|" + lastUser];
            }
            if (lastUser.find(test::juryPairText(0)) != std::string::npos) {
                r.status = 502;
                r.headers.emplace_back("Content-Type", "text/html; charset=iso-8859-1");
                r.body = latin1; // always: pair 0 fails with it
                return r;
            }
            if (nth == 1 && lastUser.find(test::juryPairText(1)) != std::string::npos) { // the first try of pair 1
                r.status = 500;
                r.headers.emplace_back("Content-Type", "application/json");
                r.body = R"({"error": {"message": "upstream refused \u0073k-proj-Ab3\/9x+Yz_0123456789abcdef", "url": "https://x.test/?key=sk-proj-Ab3%2F9x%2BYz_0123456789abcdef"}})";
                return r;
            }
            return model.handle(req);
        });
        const std::string dir = test::tempDir();
        const std::string path = makePanel(dir, server.baseUrl() + "/v1");
        QVERIFY(!path.empty());
        auto report = inference::jury::runJuryPanel(path, panelOptions({"j1", "j2"}));
        QVERIFY2(report, report ? "" : report.error().detail.c_str());
        QCOMPARE(report->steps.size(), std::size_t(2));

        {
        auto p = storage::Project::open(path);
        QVERIFY2(p, p ? "" : p.error().detail.c_str()); // the project stays openable
        QVERIFY(p->loadStudy().has_value());
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests WHERE status = 'failed'"), std::int64_t(2)); // pair 0, both judges
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(2 * (kPairs - 1)));
        // The page's bytes are kept, escaped (\xe7, \xe9), in the failed requests and their attempts.
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests WHERE status = 'failed' AND raw_response LIKE '%re\\xe7u une r\\xe9ponse%'"),
            std::int64_t(2));
        QVERIFY(scalar(*p, "SELECT count(*) FROM attempts WHERE raw_response LIKE '%re\\xe7u une r\\xe9ponse%'") >= 2);
        QVERIFY(scalar(*p, "SELECT count(*) FROM attempts WHERE raw_response LIKE '%upstream refused [REDACTED]%'") >= 1);
        QVERIFY(scalar(*p, "SELECT count(*) FROM requests WHERE parsed_json LIKE '%[REDACTED]%'") >= 1);
        }
        for (const auto &e : keyEchoes())
            QVERIFY2(!test::projectFilesContain(path, e), e.c_str());
    }

    /// The run side of the fuzz (bench/io/bench_fuzz runs random seeds for minutes): every hostile
    /// kind of reply in turn (tests/inference/hostilereplies.h: a latin-1 page, raw bytes inside the
    /// answer's JSON, JSON cut short, a 3 MB body, the key echoed in every escaping in an answer and in
    /// an error body, a wrong content type, HTML labelled JSON) behind a jury panel and a StereoTales
    /// generation: each run returns, the project opens and loads, and no echo of the key is stored.
    void hostileReplyKindsInTurn_data()
    {
        QTest::addColumn<QString>("run");
        QTest::addColumn<int>("seed");
        for (int seed : {1, 2}) {
            QTest::newRow(("jury, seed " + std::to_string(seed)).c_str()) << "jury" << seed;
            QTest::newRow(("generation, seed " + std::to_string(seed)).c_str()) << "generation" << seed;
        }
    }
    void hostileReplyKindsInTurn()
    {
        QFETCH(QString, run);
        QFETCH(int, seed);
        test::HostileServer server;
        server.seed = static_cast<std::uint64_t>(seed);
        server.inTurn = true;
        const std::string path = test::tempDir() + "/hostile.raterlab";
        const test::FuzzOutcome out = run == "jury" ? test::fuzzJuryRun(server, path) : test::fuzzGeneration(server, path);
        QVERIFY2(out.problem.empty(), out.problem.c_str());
        QVERIFY(out.accepted); // a report, with the failed requests in it
        QVERIFY(server.served >= static_cast<std::uint64_t>(test::HostileKind::Count)); // every kind was served
        QVERIFY(test::projectFilesContain(path, "[REDACTED]")); // the echoes reached the file, redacted
    }

    /// Two `jury run`s of one project at once: the second is refused (naming the first) and sends
    /// nothing; every request is bought once.
    void twoJuryRunsAtOnce()
    {
        FakeModel model;
        Gate gate;
        model.fault = [&](const std::string &, int, HttpServerReply &) {
            gate.wait();
            return false;
        };
        LoopbackServer server([&](const HttpServerRequest &req) { return model.handle(req); });
        const std::string dir = test::tempDir();
        const std::string path = makePanel(dir, server.baseUrl() + "/v1");
        QVERIFY(!path.empty());
        const std::string log = dir + "/cli.log";
        const auto runs = twoAtOnce({"jury", "run", path, "--corpus", "stsb", "--judges", "j1,j2", "--condition", "rubric",
                                        "--concurrency", "2"},
            log, [&] { return model.total(); }, gate);
        QCOMPARE(runs.first, 0);
        QVERIFY(runs.second != 0);
        const std::string text = test::readBytes(log);
        QVERIFY2(text.find("already being run by pid") != std::string::npos, text.c_str());
        QCOMPARE(model.total(), std::int64_t(2 * kPairs));
        for (const auto &[identity, count] : model.counts())
            QCOMPARE(count, 1);
    }

    /// Two `infer`s (a rating run of one condition) at once, synchronous and through the batch engine.
    void twoInferRunsAtOnce_data()
    {
        QTest::addColumn<bool>("batch");
        QTest::newRow("sync") << false;
        QTest::newRow("batch") << true;
    }
    void twoInferRunsAtOnce()
    {
        QFETCH(bool, batch);
        test::BatchServers s;
        Gate gate;
        s.model.fault = [&](const std::string &, int, HttpServerReply &) {
            gate.wait();
            return false;
        };
        s.batches.pollsInProgress = 3;
        const std::string dir = test::tempDir();
        const std::string path = dir + "/p.raterlab";
        const int n = 16;
        QVERIFY(test::makeTextStudy(dir, path, n, s.base("openai"), {{"judge", "json-schema"}}, false, "openai").empty());
        ::setenv("OPENAI_API_KEY", kKey, 1);
        std::vector<std::string> args {"infer", path, "--condition", "judge", "--concurrency", "2"};
        if (batch)
            args.insert(args.end(), {"--batch", "--poll-interval", "0.05"});
        const std::string log = dir + "/cli.log";
        const auto runs = twoAtOnce(args, log, [&] { return batch ? std::int64_t(s.batches.batchesCreated()) : s.model.total(); }, gate);
        QCOMPARE(runs.first, 0);
        QVERIFY(runs.second != 0);
        QVERIFY(test::readBytes(log).find("already being run by pid") != std::string::npos);
        QCOMPARE(s.model.total(), std::int64_t(n));
        for (const auto &[identity, count] : s.model.counts())
            QCOMPARE(count, 1);
        for (const auto &[id, count] : s.batches.submissions())
            QCOMPARE(count, 1);
    }

    /// `import conditions` changes a judge's model while its run sends: nothing more goes out under
    /// the old model, no answer to the old model is filed after the change, and the next run sends
    /// every pair again under the new model (the configuration is part of the requests' identity).
    void conditionChangedDuringItsRun()
    {
        FakeModel model;
        model.answerFor = [](const std::string &m, const std::string &) -> std::optional<std::string> {
            return nlohmann::json({{"score", 3}, {"rationale", "from " + m}}).dump();
        };
        std::mutex mu;
        bool changed = false;
        std::atomic<bool> saved = false;
        std::atomic<int> requests = 0;
        model.fault = [&](const std::string &, int, HttpServerReply &) { // from the fifth request on, answer after the change
            if (++requests > 4)
                while (!saved)
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
            return false;
        };
        int oldAfterChange = 0;
        LoopbackServer server([&](const HttpServerRequest &req) {
            {
                std::lock_guard lock(mu);
                if (changed && modelOf(req) == "judge-j1")
                    ++oldAfterChange;
            }
            return model.handle(req);
        });
        const std::string dir = test::tempDir();
        const std::string path = makePanel(dir, server.baseUrl() + "/v1");
        QVERIFY(!path.empty());
        auto options = panelOptions({"j1"});
        Result<inference::jury::JuryRunReport> report = Error{};
        std::thread run([&] { report = inference::jury::runJuryPanel(path, options); });
        QElapsedTimer t;
        t.start();
        while (model.total() < 5 && t.elapsed() < 30000)
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        std::string changedAt;
        {
            std::optional<study::Study> study; // what `import conditions` does: load, replace the condition, save
            {
                auto loaded = storage::Project::open(path);
                QVERIFY(loaded);
                auto s = loaded->loadStudy();
                QVERIFY(s);
                study = std::move(*s);
            }
            std::vector<study::ModelCondition> conditions = study->conditions;
            for (auto &c : conditions)
                if (c.id == "j1") // the panel's blind judge j1 is the base condition itself
                    c.model = "judge-j1-new";
            QVERIFY(storage::saveConditions(path, *study, conditions).has_value());
            std::lock_guard lock(mu);
            changed = true;
            changedAt = inference::utcNow();
        }
        saved = true;
        run.join();
        QVERIFY2(report, report ? "" : report.error().detail.c_str());
        QCOMPARE(report->steps.size(), std::size_t(1));
        QVERIFY(report->steps[0].summary.status != inference::RunStatus::Finished);
        QVERIFY(report->steps[0].summary.stopReason);
        QVERIFY2(report->steps[0].summary.stopReason->detail.find("was changed") != std::string::npos,
            report->steps[0].summary.stopReason->detail.c_str());
        QVERIFY2(oldAfterChange <= 2, std::to_string(oldAfterChange).c_str()); // at most those already in flight
        {
            auto p = storage::Project::open(path);
            QVERIFY(p);
            auto rawDb = test::rawDatabase(*p);
            auto st = rawDb.prepare("SELECT count(*) FROM requests WHERE answered_at > ?");
            st->bind(1, changedAt);
            QVERIFY(st->step().has_value());
            QCOMPARE(st->columnInt(0), std::int64_t(0)); // nothing filed after the change
        }
        // The next run sends every pair under the new model and files those answers.
        auto again = inference::jury::runJuryPanel(path, options);
        QVERIFY2(again, again ? "" : again.error().detail.c_str());
        QCOMPARE(again->steps.size(), std::size_t(1));
        QCOMPARE(again->steps[0].summary.status, inference::RunStatus::Finished);
        QCOMPARE(again->steps[0].summary.progress.answered, std::int64_t(kPairs));
        auto p = storage::Project::open(path);
        QVERIFY(p);
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests r JOIN conditions c ON c.id = r.condition_id WHERE c.key = 'j1' "
                            "AND r.status = 'answered' AND r.parsed_json LIKE '%from judge-j1-new%'"),
            std::int64_t(kPairs));
    }
};

QTEST_GUILESS_MAIN(TestRunSafety)
#include "tst_runsafety.moc"
