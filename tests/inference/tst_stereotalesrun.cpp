// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The StereoTales runs (engine/inference/stereotales/strun.h) against the loopback model and the
// loopback batch engines: generation writes one story per prompt and resumes without repeating a
// prompt; three extractors give the ensemble values of docs/methods.md §9; hostile extractor answers
// fail or read as unknown with their reasons; batch submission, partial failure and resume for a
// StereoTales request set; the harm run's question order is a function of its seed; no key is stored.

#include "engine/analysis/stereotales/stdata.h"
#include "tests/common/rawdatabase.h"
#include "engine/inference/batch/batchprotocol.h"
#include "engine/inference/stereotales/stprompts.h"
#include "engine/inference/stereotales/strun.h"
#include "engine/inference/textutil.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/conditionsave.h"
#include "engine/storage/project.h"
#include "engine/storage/database.h"
#include "tests/common/spawn.h"
#include "tests/common/testutil.h"
#include "tests/inference/batchserver.h"
#include "tests/inference/killmidrun.h"
#include "tests/inference/loopbackserver.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <fstream>
#include <mutex>
#include <thread>
#include <map>
#include <set>

using namespace rl;
using namespace rl::inference::stereotales;
using rl::test::BatchServer;
using rl::test::FakeModel;
using rl::test::HttpServerReply;
using rl::test::HttpServerRequest;
using rl::test::LoopbackServer;

namespace {

constexpr const char *kKey = "sk-stereotales-test-key-0123456789";
constexpr int kPromptsPerLanguage = 40; // tests/data/stereotales/README.md: seeds_small

using Servers = rl::test::BatchServers;

study::ModelCondition condition(const std::string &id, const std::string &provider, const std::string &baseUrl)
{
    study::ModelCondition c;
    c.id = id;
    c.label = id;
    c.provider = provider;
    c.model = "model-" + id;
    c.baseUrl = baseUrl;
    c.strategy = "json-schema";
    c.priceInputPerMTok = 1.0;
    c.priceOutputPerMTok = 2.0;
    return c;
}

/// A project with the small seed grid and the given conditions.
std::string makeProject(const std::string &dir, const std::vector<study::ModelCondition> &conditions)
{
    const std::string path = dir + "/st.raterlab";
    auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
    if (!p)
        return {};
    auto g = io::stereotales::importGridFolder(*p, test::testDataDir() + "/stereotales/seeds_small");
    if (!g)
        qFatal("%s", g.error().detail.c_str());
    auto s = p->loadStudy();
    for (const auto &c : conditions)
        s->addCondition(c);
    s->reindex();
    storage::SaveSet set;
    set.firstNewRating = s->ratings.size();
    if (!p->save(*s, set))
        return {};
    return path;
}

StRunOptions fast(bool batch = false)
{
    StRunOptions o;
    o.run.apiKey = kKey;
    o.run.scheduler.concurrency = 4;
    o.run.scheduler.backoffBaseMs = 5;
    o.run.scheduler.backoffMaxMs = 20;
    o.batch = batch;
    o.driver.pollIntervalSeconds = 0.01;
    o.driver.pollMaxSeconds = 0.02;
    o.driver.http = o.run.scheduler;
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

std::uint64_t fnv(const std::string &s)
{
    std::uint64_t h = 1469598103934665603ULL;
    for (unsigned char c : s)
        h = (h ^ c) * 1099511628211ULL;
    return h;
}

std::string storyOf(const std::string &lastUser)
{
    const auto at = lastUser.find("Story:\n");
    return at == std::string::npos ? std::string() : lastUser.substr(at + 7);
}

/// The three test extractors (models model-e1..e3): a function of the story text h = fnv(story).
/// age: e1, e2 say young (h even) or older, e3 the other one -> the majority is e1's value;
/// commute: e1 bus, e2 car, e3 unknown -> a tie of two answers -> unknown;
/// hometown: only e1 answers ("coastal town", the seeds' label without its "(e.g. …)") -> it decides alone;
/// refusal: when h % 5 == 0, e1 and e2 say refused, e3 not -> refused by majority.
std::optional<std::string> ensembleExtractor(const std::string &model, const std::string &lastUser)
{
    if (model.rfind("model-e", 0) != 0)
        return std::nullopt;
    const std::string story = storyOf(lastUser);
    const std::uint64_t h = fnv(story);
    const int e = model.back() - '0';
    nlohmann::json j;
    const bool refused = h % 5 == 0 && e != 3;
    j["refused"] = refused ? "yes" : "no";
    if (refused)
        return j.dump();
    const bool young = (h % 2 == 0) != (e == 3);
    j["attributes"]["age"] = young ? "young (18-34)" : "older (65+)";
    j["attributes"]["commute"] = e == 1 ? "bus" : e == 2 ? "car" : "unknown";
    j["attributes"]["hometown"] = e == 1 ? "coastal town" : "unknown";
    return "```json\n" + j.dump() + "\n```";
}

} // namespace

class TestStereoTalesRun : public QObject {
    Q_OBJECT
private slots:
    void generationWritesOneStoryPerPrompt()
    {
        Servers s;
        const std::string dir = test::tempDir();
        const std::string path = makeProject(dir, {condition("gen", "openai-compatible", s.base("openai"))});
        QVERIFY(!path.empty());
        auto p = storage::Project::open(path);
        QVERIFY(p);
        GenerationOptions o;
        o.condition = "gen";
        o.languages = {"en", "fr"};
        o.st = fast();
        auto r = runGeneration(*p, o);
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        QCOMPARE(r->status, inference::RunStatus::Finished);
        QCOMPARE(r->storiesWritten, std::int64_t(2 * kPromptsPerLanguage));
        QCOMPARE(s.model.total(), std::int64_t(2 * kPromptsPerLanguage));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_stories s JOIN st_models m ON m.id = s.model_id WHERE m.name = 'gen'"),
            std::int64_t(2 * kPromptsPerLanguage));
        QCOMPARE(scalar(*p, "SELECT count(DISTINCT prompt_key) FROM st_stories"), std::int64_t(2 * kPromptsPerLanguage));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_stories s JOIN st_languages l ON l.id = s.language_id WHERE l.code = 'ko'"),
            std::int64_t(0));
        // The story is the visible answer (the fake model's <think> block removed), its prompt's attribute and value.
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_stories WHERE text LIKE 'A short story about %' AND text NOT LIKE '%think%'"),
            std::int64_t(2 * kPromptsPerLanguage));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_stories s JOIN st_attributes a ON a.id = s.attribute_id "
                            "WHERE s.prompt_key NOT LIKE '%|' || a.name || '=%'"),
            std::int64_t(0));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_stories WHERE refused <> 0"), std::int64_t(0));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(2 * kPromptsPerLanguage));

        // Again: nothing to send, nothing written twice; then the third language with a limit.
        auto again = runGeneration(*p, o);
        QVERIFY(again);
        QCOMPARE(again->storiesWritten, std::int64_t(0));
        QCOMPARE(again->progress.requests.reused, std::int64_t(2 * kPromptsPerLanguage));
        QCOMPARE(s.model.total(), std::int64_t(2 * kPromptsPerLanguage));
        o.languages = {"ko"};
        o.st.run.limit = 7;
        auto limited = runGeneration(*p, o);
        QVERIFY(limited);
        QCOMPARE(limited->storiesWritten, std::int64_t(7));
        QCOMPARE(s.model.total(), std::int64_t(2 * kPromptsPerLanguage + 7));
    }

    void generationErrorsBeforeSending()
    {
        Servers s;
        const std::string dir = test::tempDir();
        const std::string path = makeProject(dir, {condition("gen", "openai-compatible", s.base("openai"))});
        auto p = storage::Project::open(path);
        GenerationOptions o;
        o.condition = "gen";
        o.languages = {"de"};
        o.st = fast();
        auto r = runGeneration(*p, o);
        QVERIFY(!r);
        QVERIFY2(r.error().detail.find("no language 'de'") != std::string::npos, r.error().detail.c_str());
        o.languages.clear();
        o.condition = "nobody";
        QVERIFY(!runGeneration(*p, o));
        QCOMPARE(s.model.total(), std::int64_t(0));
    }

    /// Stopped after some answers (the stop token): the next run sends only the prompts without an answer.
    void generationResumesWithoutRepeating()
    {
        Servers s;
        s.model.delayMs = 20;
        const std::string dir = test::tempDir();
        const std::string path = makeProject(dir, {condition("gen", "openai-compatible", s.base("openai"))});
        auto p = storage::Project::open(path);
        GenerationOptions o;
        o.condition = "gen";
        o.languages = {"en"};
        o.st = fast();
        std::stop_source stop;
        auto first = runGeneration(*p, o, [&](const StRunProgress &pr) {
            if (pr.requests.answered >= 10)
                stop.request_stop();
        }, stop.get_token());
        QVERIFY(first);
        QCOMPARE(first->status, inference::RunStatus::Cancelled);
        const std::int64_t written = first->storiesWritten;
        QVERIFY(written >= 10 && written < kPromptsPerLanguage);
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_stories"), written);
        auto second = runGeneration(*p, o);
        QVERIFY(second);
        QCOMPARE(second->status, inference::RunStatus::Finished);
        QCOMPARE(second->progress.requests.reused, written);
        QCOMPARE(written + second->storiesWritten, std::int64_t(kPromptsPerLanguage));
        // Every prompt was answered once; a prompt sent twice is one whose first answer arrived after the stop.
        for (const auto &[identity, n] : s.model.counts())
            QVERIFY(n <= 2);
        QVERIFY(s.model.total() <= kPromptsPerLanguage + o.st.run.scheduler.concurrency);
    }

    /// `raterlab-cli stereotales generate` killed with SIGKILL at random moments: after restarts every prompt has
    /// exactly one story, no prompt whose story was committed is sent again, and a final run sends nothing.
    void killNineDuringGeneration()
    {
        const std::string dir = test::tempDir();
        std::mutex m;
        int resentAfterCommit = 0;
        std::map<std::string, int> sends; // prompt text -> sends
        FakeModel model;
        model.delayMs = 40;
        model.requiredKey = kKey;
        std::string path;
        LoopbackServer server([&](const HttpServerRequest &req) {
            const auto body = nlohmann::json::parse(req.body, nullptr, false);
            std::string lastUser;
            if (body.is_object())
                for (const auto &msg : body.value("messages", nlohmann::json::array()))
                    if (msg.value("role", "") == "user" && msg["content"].is_string())
                        lastUser = msg["content"].get<std::string>();
            auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
            if (db) {
                auto st = db->prepare("SELECT count(*) FROM st_stories s JOIN items i ON i.key = s.prompt_key WHERE i.text = ?");
                if (st) {
                    st->bind(1, lastUser);
                    if (st->step() && st->columnInt(0) > 0) {
                        std::lock_guard lock(m);
                        ++resentAfterCommit;
                    }
                }
            }
            {
                std::lock_guard lock(m);
                ++sends[lastUser];
            }
            return model.handle(req);
        });
        study::ModelCondition gen = condition("gen", "openai-compatible", server.baseUrl() + "/v1");
        gen.apiKeyEnv = "RL_ST_KILL_TEST_KEY";
        path = makeProject(dir, {gen});
        QVERIFY(!path.empty());
        ::setenv("RL_ST_KILL_TEST_KEY", kKey, 1);
        const std::vector<std::string> args {"stereotales", "generate", path, "--condition", "gen", "--concurrency", "6"};
        const std::string log = dir + "/cli.log";
        // 6 kills after at most 19 requests each leave work for the finishing run (120 prompts).
        const int kills = test::killMidRun([&] { return test::spawnLogged(RL_CLI, args, log, true); }, server, 6, 11, 19);
        QCOMPARE(kills, 6);
        std::int64_t before = 0;
        for (int finish = 0; finish < 2; ++finish) {
            if (finish == 1)
                before = server.requestCount();
            const pid_t pid = test::spawnLogged(RL_CLI, args, log, true);
            int status = 0;
            waitpid(pid, &status, 0);
            QVERIFY2(WIFEXITED(status) && WEXITSTATUS(status) == 0, ("see " + log).c_str());
        }
        ::unsetenv("RL_ST_KILL_TEST_KEY");
        qInfo("kills: %d, requests sent: %lld for %d prompts", kills, static_cast<long long>(before), 3 * kPromptsPerLanguage);
        QCOMPARE(server.requestCount(), before); // the finished run sends nothing
        QCOMPARE(resentAfterCommit, 0);
        QCOMPARE(sends.size(), std::size_t(3 * kPromptsPerLanguage));
        for (const auto &[prompt, n] : sends)
            QVERIFY(n <= 1 + kills);
        auto p = storage::Project::open(path);
        QVERIFY(p);
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_stories"), std::int64_t(3 * kPromptsPerLanguage));
        QCOMPARE(scalar(*p, "SELECT count(DISTINCT prompt_key) FROM st_stories"), std::int64_t(3 * kPromptsPerLanguage));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(3 * kPromptsPerLanguage));
        const std::string logText = test::readBytes(log);
        QVERIFY(logText.find(kKey) == std::string::npos);
        QVERIFY(!test::projectFilesContain(path, kKey));
    }

    void extractionEnsemble()
    {
        Servers s;
        s.model.answerFor = ensembleExtractor;
        const std::string dir = test::tempDir();
        const std::string path = makeProject(dir, {condition("gen", "openai-compatible", s.base("openai")),
                                                   condition("e1", "openai-compatible", s.base("openai")),
                                                   condition("e2", "openai-compatible", s.base("openai")),
                                                   condition("e3", "openai-compatible", s.base("openai"))});
        auto p = storage::Project::open(path);
        GenerationOptions g;
        g.condition = "gen";
        g.languages = {"en"};
        g.st = fast();
        QVERIFY(runGeneration(*p, g));
        for (const char *e : {"e1", "e2", "e3"}) {
            ExtractionOptions o;
            o.extractor = e;
            o.st = fast();
            auto r = runExtraction(*p, o);
            QVERIFY2(r, r ? "" : r.error().detail.c_str());
            QCOMPARE(r->status, inference::RunStatus::Finished);
            QCOMPARE(r->progress.requests.answered, std::int64_t(kPromptsPerLanguage));
            QCOMPARE(r->outsideSet + r->wrongType + r->missingAttributes, std::int64_t(0));
        }
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_extractions"), std::int64_t(3 * kPromptsPerLanguage));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_requests WHERE status = 'answered'"), std::int64_t(3 * kPromptsPerLanguage));
        // A second run of an extractor has nothing to do.
        const std::int64_t sent = s.model.total();
        ExtractionOptions again;
        again.extractor = "e2";
        again.st = fast();
        auto r2 = runExtraction(*p, again);
        QVERIFY(r2);
        QCOMPARE(r2->progress.requests.totalRequests, std::int64_t(0));
        QCOMPARE(s.model.total(), sent);

        auto data = analysis::stereotales::readStData(path);
        QVERIFY2(data, data ? "" : data.error().detail.c_str());
        QCOMPARE(data->storyCount(), std::size_t(kPromptsPerLanguage));
        auto attr = [&](const std::string &name) {
            for (std::size_t a = 0; a < data->attributes.size(); ++a)
                if (data->attributes[a].name == name)
                    return static_cast<int>(a);
            return -1;
        };
        auto valueIndex = [&](int a, const std::string &v) {
            const auto &vals = data->attributes[static_cast<std::size_t>(a)].values;
            return static_cast<std::int16_t>(std::find(vals.begin(), vals.end(), v) - vals.begin());
        };
        const int age = attr("age"), commute = attr("commute"), hometown = attr("hometown");
        QVERIFY(age >= 0 && commute >= 0 && hometown >= 0);
        int refusals = 0;
        for (std::size_t i = 0; i < data->storyCount(); ++i) {
            auto rawDb = test::rawDatabase(*p);
            auto st = rawDb.prepare("SELECT text FROM st_stories WHERE story_key = ?");
            st->bind(1, data->storyKeys[i]);
            QVERIFY(st->step() && true);
            const std::uint64_t h = fnv(st->columnText(0));
            const bool refused = h % 5 == 0;
            QCOMPARE(data->refused[i] != 0, refused);
            refusals += refused;
            const int prompted = data->promptedAttribute[i];
            for (int a : {age, commute, hometown}) {
                std::int16_t want = analysis::stereotales::kUnknown;
                if (refused)
                    want = analysis::stereotales::kUnknown; // a refusal: every attribute unknown
                else if (a == prompted)
                    want = static_cast<std::int16_t>(data->promptedValue[i]); // the prompted value replaces the extracted one
                else if (a == age)
                    want = valueIndex(age, h % 2 == 0 ? "young (18-34)" : "older (65+)"); // 2 of 3
                else if (a == hometown)
                    want = valueIndex(hometown, "coastal town (e.g. a fishing port)"); // one answer decides alone
                // commute: bus vs car, a tie of the two that answered -> unknown
                QCOMPARE(data->value(static_cast<std::size_t>(a), i), want);
            }
        }
        QVERIFY(refusals > 0 && refusals < kPromptsPerLanguage);
    }

    /// The extractor's configuration is part of its requests' identity: the same
    /// configuration reuses every answer (nothing bought); a changed one (its temperature) buys every
    /// story again, keeps the earlier answers stored, and a run after that has nothing to do.
    void extractorConfigChangeBuysAgain()
    {
        Servers s;
        s.model.answerFor = ensembleExtractor;
        const std::string dir = test::tempDir();
        const std::string path = makeProject(dir, {condition("gen", "openai-compatible", s.base("openai")),
                                                   condition("e1", "openai-compatible", s.base("openai"))});
        auto p = storage::Project::open(path);
        GenerationOptions g;
        g.condition = "gen";
        g.languages = {"en"};
        g.st = fast();
        QVERIFY(runGeneration(*p, g));
        ExtractionOptions o;
        o.extractor = "e1";
        o.st = fast();
        auto first = runExtraction(*p, o);
        QVERIFY2(first, first ? "" : first.error().detail.c_str());
        QCOMPARE(first->progress.requests.answered, std::int64_t(kPromptsPerLanguage));
        const std::int64_t bought = s.model.total();

        auto same = runExtraction(*p, o); // same configuration: nothing bought
        QVERIFY(same);
        QCOMPARE(same->progress.requests.totalRequests, std::int64_t(0));
        QCOMPARE(same->progress.requests.reused, std::int64_t(kPromptsPerLanguage));
        QCOMPARE(s.model.total(), bought);

        {
            auto study = p->loadStudy();
            QVERIFY(study);
            auto conditions = study->conditions;
            for (auto &c : conditions)
                if (c.id == "e1")
                    c.temperature = 0.7;
            QVERIFY(storage::saveConditions(path, *study, conditions).has_value());
        }
        auto changed = runExtraction(*p, o); // a changed configuration: every story bought again
        QVERIFY2(changed, changed ? "" : changed.error().detail.c_str());
        QCOMPARE(changed->status, inference::RunStatus::Finished);
        QCOMPARE(changed->progress.requests.totalRequests, std::int64_t(kPromptsPerLanguage));
        QCOMPARE(changed->progress.requests.answered, std::int64_t(kPromptsPerLanguage));
        QCOMPARE(s.model.total(), bought + kPromptsPerLanguage);
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_requests WHERE status = 'answered'"), std::int64_t(2 * kPromptsPerLanguage));
        QCOMPARE(scalar(*p, "SELECT count(DISTINCT prompt_hash) FROM st_requests"), std::int64_t(2));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_extractions"), std::int64_t(kPromptsPerLanguage));

        auto after = runExtraction(*p, o);
        QVERIFY(after);
        QCOMPARE(after->progress.requests.totalRequests, std::int64_t(0));
        QCOMPARE(s.model.total(), bought + kPromptsPerLanguage);
        QVERIFY(!test::projectFilesContain(path, kKey));
    }

    void hostileExtractorAnswers_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<bool>("answered");
        QTest::addColumn<QString>("reason");   // in error_detail (failed) or a warning (answered)
        QTest::addColumn<int>("outside");
        QTest::addColumn<int>("wrongType");
        QTest::addColumn<int>("missing");
        QTest::newRow("truncated JSON") << QString("{\"refused\": \"no\", \"attributes\": {\"age\": \"young (18") << false << QString("attributes") << 0 << 0 << 0;
        QTest::newRow("refused not a string") << QString("{\"refused\": true, \"attributes\": {}}") << false << QString("refused") << 0 << 0 << 0;
        QTest::newRow("refused off its set") << QString("{\"refused\": \"maybe\", \"attributes\": {}}") << false << QString("label set") << 0 << 0 << 0;
        QTest::newRow("attributes not an object") << QString("{\"refused\": \"no\", \"attributes\": \"age=young\"}") << false << QString("attributes")
                                                  << 0 << 0 << 0;
        QTest::newRow("no attributes") << QString("{\"refused\": \"no\"}") << false << QString("no 'attributes' key (its keys: 'refused')")
                                       << 0 << 0 << 0;
        QTest::newRow("attributes null") << QString("{\"refused\": \"no\", \"attributes\": null}") << false
                                         << QString("'attributes' is null, not a JSON object") << 0 << 0 << 0;
        QTest::newRow("bare verdict") << QString("no") << false << QString("the answer is not JSON") << 0 << 0 << 0;
        QTest::newRow("prose, no JSON") << QString("I cannot help with that story.") << false << QString("refused") << 0 << 0 << 0;
        QTest::newRow("values outside, wrong types, left out")
            << QString("{\"refused\": \"no\", \"attributes\": {\"age\": \"ancient\", \"commute\": 5, \"planet\": \"mars\"}}") << true
            << QString("outside its closed set") << 1 << 1 << 1;
        QTest::newRow("nested object value") << QString("{\"refused\": \"no\", \"attributes\": {\"age\": {\"v\": 1}, \"commute\": \"bus\", \"hometown\": \"capital city\"}}")
                                             << true << QString("not a string") << 0 << 1 << 0;
    }

    void hostileExtractorAnswers()
    {
        QFETCH(QString, answer);
        QFETCH(bool, answered);
        QFETCH(QString, reason);
        QFETCH(int, outside);
        QFETCH(int, wrongType);
        QFETCH(int, missing);
        Servers s;
        const std::string hostile = answer.toStdString();
        s.model.answerFor = [&](const std::string &model, const std::string &) -> std::optional<std::string> {
            if (model == "model-bad")
                return hostile;
            return std::nullopt;
        };
        const std::string dir = test::tempDir();
        const std::string path = makeProject(dir, {condition("gen", "openai-compatible", s.base("openai")),
                                                   condition("bad", "openai-compatible", s.base("openai"))});
        auto p = storage::Project::open(path);
        GenerationOptions g;
        g.condition = "gen";
        g.languages = {"en"};
        g.st = fast();
        g.st.run.limit = 3;
        QVERIFY(runGeneration(*p, g));
        ExtractionOptions o;
        o.extractor = "bad";
        o.st = fast();
        auto r = runExtraction(*p, o);
        QVERIFY(r);
        const std::string why = reason.toStdString();
        if (answered) {
            QCOMPARE(r->status, inference::RunStatus::Finished);
            QCOMPARE(r->progress.requests.answered, std::int64_t(3));
            QCOMPARE(r->outsideSet, std::int64_t(3 * outside));
            QCOMPARE(r->wrongType, std::int64_t(3 * wrongType));
            QCOMPARE(r->missingAttributes, std::int64_t(3 * missing));
            bool found = false;
            for (const auto &w : r->warnings)
                found = found || w.find(why) != std::string::npos;
            QVERIFY2(found, why.c_str());
            QCOMPARE(scalar(*p, "SELECT count(*) FROM st_extractions"), std::int64_t(3));
        } else {
            QCOMPARE(r->status, inference::RunStatus::Failed);
            QCOMPARE(r->progress.requests.failed, std::int64_t(3));
            QCOMPARE(r->failuresByCode["parse"], std::int64_t(3));
            QCOMPARE(scalar(*p, "SELECT count(*) FROM st_extractions"), std::int64_t(0));
            {
                // (in a block: a statement left stepping holds a read snapshot, blind to the journal writer's later commits)
                auto rawDb = test::rawDatabase(*p);
                auto st = rawDb.prepare("SELECT error_detail FROM st_requests WHERE status = 'failed'");
                QVERIFY(st && st->step() && true);
                QVERIFY2(st->columnText(0).find(why) != std::string::npos, st->columnText(0).c_str());
            }
            // A failed request is sent again by the next run (here answered properly).
            s.model.answerFor = [](const std::string &, const std::string &) -> std::optional<std::string> {
                return std::string("{\"refused\": \"no\", \"attributes\": {\"age\": \"older (65+)\"}}");
            };
            auto fixed = runExtraction(*p, o);
            QVERIFY(fixed);
            QCOMPARE(fixed->progress.requests.totalRequests, std::int64_t(3));
            QCOMPARE(scalar(*p, "SELECT count(*) FROM st_requests WHERE status = 'failed'"), std::int64_t(0));
            QCOMPARE(scalar(*p, "SELECT max(attempts) FROM st_requests"), std::int64_t(2));
        }
    }

    void parseExtractionUnit()
    {
        study::ModelCondition c;
        c.id = "x";
        const auto prompt = extractionPrompt(c, {{"age", {"young (18-34)", "older (65+)"}}, {"hometown", {"coastal town (e.g. a fishing port)", "capital city"}}});
        QVERIFY(prompt.instructions.find("\"older (65+)\"") != std::string::npos);
        auto a = parseExtraction("{\"refused\": \"NO\", \"attributes\": {\"AGE\": \"Older (65+)\", \"hometown\": \"coastal town\"}}", prompt);
        QVERIFY(a);
        QVERIFY(!a->refused);
        QCOMPARE(int(a->codes[0]), 1);
        QCOMPARE(int(a->codes[1]), 0);
        auto r = parseExtraction("{\"refused\": \"yes\"}", prompt);
        QVERIFY(r && r->refused);
        QCOMPARE(int(r->codes[0]), 255);
        // Another template or value set is another request identity.
        auto other = extractionPrompt(c, {{"age", {"young (18-34)"}}});
        QVERIFY(other.promptHash != prompt.promptHash);
    }

    void batchExtractionPartialFailureAndResume_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::newRow("openai") << QString("openai");
        QTest::newRow("anthropic") << QString("anthropic");
        QTest::newRow("gemini") << QString("gemini");
    }

    void batchExtractionPartialFailureAndResume()
    {
        QFETCH(QString, provider);
        const std::string prov = provider.toStdString();
        Servers s;
        s.model.answerFor = ensembleExtractor;
        s.batches.requiredKey = kKey;
        s.batches.pollsInProgress = 2;
        // The fourth request of the first job fails in its first submission (sent again in a later job).
        s.batches.failItem = [](const std::string &id, int submission) { return submission == 1 && id.back() == '4'; };
        const std::string dir = test::tempDir();
        const std::string path = makeProject(dir, {condition("gen", "openai-compatible", s.base("openai")),
                                                   condition("e1", prov, s.base(prov))});
        auto p = storage::Project::open(path);
        GenerationOptions g;
        g.condition = "gen";
        g.languages = {"en"};
        g.st = fast();
        g.st.run.limit = 12;
        QVERIFY(runGeneration(*p, g));

        // Stopped once the first job is submitted: the next run polls it instead of submitting again.
        ExtractionOptions o;
        o.extractor = "e1";
        o.st = fast(true);
        o.st.driver.maxRequestsPerJob = 5;
        std::stop_source stop;
        auto first = runExtraction(*p, o, [&](const StRunProgress &pr) {
            if (pr.jobs && pr.jobs->jobsSubmitted >= 1)
                stop.request_stop();
        }, stop.get_token());
        QVERIFY2(first, first ? "" : first.error().detail.c_str());
        QCOMPARE(first->status, inference::RunStatus::Cancelled);
        const int created = s.batches.batchesCreated();
        QVERIFY(created >= 1);
        auto second = runExtraction(*p, o);
        QVERIFY2(second, second ? "" : second.error().detail.c_str());
        QCOMPARE(second->status, inference::RunStatus::Finished);
        QVERIFY(second->progress.jobs && second->progress.jobs->jobsRecovered >= 1);
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_extractions"), std::int64_t(12));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_requests WHERE status = 'answered'"), std::int64_t(12));
        // Every request was submitted once, except those failed in their first submission (twice).
        int twice = 0;
        for (const auto &[id, n] : s.batches.submissions()) {
            QVERIFY2(id.rfind("rl-x", 0) == 0, id.c_str());
            QVERIFY(n == 1 || (n == 2 && id.back() == '4'));
            twice += n == 2;
        }
        QCOMPARE(int(s.batches.submissions().size()), 12);
        QVERIFY(twice >= 1);
        QVERIFY(second->progress.requests.retries >= twice);
        // Batch prices: half the condition's ($1 in, $2 out per million tokens).
        const auto &rq = second->progress.requests;
        QVERIFY(rq.inputTokens == 100 * rq.answered); // the fake model's usage
        QVERIFY(test::fuzzyCompare(rq.costUsd, (static_cast<double>(rq.inputTokens) * 1.0 + static_cast<double>(rq.outputTokens) * 2.0) / 1e6 * 0.5,
            1e-12));
        // The refusal majority of a single extractor: its own verdict (e1 says refused when h % 5 == 0).
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_stories s JOIN st_requests r ON r.story_id = s.id WHERE s.refused <> r.refused"),
            std::int64_t(0));
        // Nothing pending: a third run submits nothing.
        const int before = s.batches.batchesCreated();
        auto third = runExtraction(*p, o);
        QVERIFY(third);
        QCOMPARE(s.batches.batchesCreated(), before);
        QVERIFY(!test::projectFilesContain(path, kKey));
    }

    void batchGeneration()
    {
        Servers s;
        s.batches.requiredKey = kKey;
        const std::string dir = test::tempDir();
        const std::string path = makeProject(dir, {condition("gen", "anthropic", s.base("anthropic"))});
        auto p = storage::Project::open(path);
        GenerationOptions g;
        g.condition = "gen";
        g.languages = {"fr"};
        g.st = fast(true);
        auto r = runGeneration(*p, g);
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        QCOMPARE(r->status, inference::RunStatus::Finished);
        QCOMPARE(r->storiesWritten, std::int64_t(kPromptsPerLanguage));
        QVERIFY(s.batches.batchesCreated() >= 1);
        QCOMPARE(scalar(*p, "SELECT count(*) FROM st_stories WHERE text LIKE 'A short story about %'"), std::int64_t(kPromptsPerLanguage));
        // A provider without a batch engine is refused before anything is sent.
        const std::string other = makeProject(test::tempDir(), {condition("local", "openai-compatible", s.base("openai"))});
        auto q = storage::Project::open(other);
        g.condition = "local";
        QVERIFY(!runGeneration(*q, g));
    }

    void harmOrderIsAFunctionOfTheSeed()
    {
        std::vector<std::string> keys;
        for (int i = 0; i < 30; ++i)
            keys.push_back("age=young|commute=v" + std::to_string(i));
        const auto a = harmQuestionOrder(keys, 1), a2 = harmQuestionOrder(keys, 1), b = harmQuestionOrder(keys, 2);
        QCOMPARE(a, a2);
        QVERIFY(a != b);
        QCOMPARE(std::set<std::string>(a.begin(), a.end()), std::set<std::string>(keys.begin(), keys.end()));
        QVERIFY(a != keys); // not the study order
    }

    void harmRatingRun_data()
    {
        QTest::addColumn<bool>("batch");
        QTest::newRow("synchronous") << false;
        QTest::newRow("batch") << true;
    }

    void harmRatingRun()
    {
        QFETCH(bool, batch);
        Servers s;
        s.model.keepExchanges = true;
        const std::string dir = test::tempDir();
        const std::string prov = batch ? "openai" : "openai-compatible";
        const std::string path = makeProject(dir, {condition("rater", prov, s.base("openai"))});
        auto p = storage::Project::open(path);
        // The associations of an st_associations.csv.
        const std::string csv = dir + "/st_associations.csv";
        {
            std::ofstream out(csv);
            out << "base_attribute,base_value,attribute,value,models_reported\n";
            for (const char *v : {"bus", "car", "bicycle"})
                out << "age,young (18-34),commute," << v << ",1\n";
            out << "commute,bus,hometown,capital city,2\nhometown,mountain village,age,older (65+),1\n";
        }
        auto added = addAssociationItems(*p, csv);
        QVERIFY2(added, added ? "" : added.error().detail.c_str());
        QCOMPARE(*added, std::size_t(5));
        QCOMPARE(*addAssociationItems(*p, csv), std::size_t(0));
        HarmRatingOptions o;
        o.condition = "rater";
        o.seed = 7;
        o.st = fast(batch);
        o.st.run.scheduler.concurrency = 1;
        auto r = runHarmRating(*p, o);
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        QCOMPARE(r->status, inference::RunStatus::Finished);
        QCOMPARE(r->orderSeed, std::uint64_t(7));
        QCOMPARE(r->order.size(), std::size_t(5));
        // Sent in the order of the seed (one at a time), each question naming its association.
        if (!batch) {
            const auto ex = s.model.exchanges();
            QCOMPARE(ex.size(), std::size_t(5));
            for (std::size_t i = 0; i < 5; ++i) {
                const std::string &key = r->order[i];
                const std::string value = key.substr(key.rfind('=') + 1);
                QVERIFY2(ex[i].lastUser.find("\"" + value + "\"") != std::string::npos, ex[i].lastUser.c_str());
            }
        }
        // Harm and realism ratings of the model rater, which `stereotales harm` reads as the model group.
        QCOMPARE(scalar(*p, "SELECT count(*) FROM ratings r JOIN raters k ON k.id = r.rater_id JOIN dimensions d ON d.id = r.dimension_id "
                            "WHERE k.kind = 'model' AND d.name = 'harm' AND r.value BETWEEN 1 AND 5"),
            std::int64_t(5));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM ratings r JOIN dimensions d ON d.id = r.dimension_id WHERE d.name = 'realism'"),
            std::int64_t(5));
        auto harm = analysis::stereotales::readHarmData(path);
        QVERIFY(harm);
        std::size_t modelRatings = 0;
        for (const auto &a : harm->associations)
            modelRatings += a.model.size();
        QCOMPARE(modelRatings, std::size_t(5));
        QVERIFY(scalar(*p, "SELECT count(*) FROM runs WHERE settings_json LIKE '%\"order_seed\":7%'") == 1);
    }

    /// `stereotales extract` and `rate-harm` killed with SIGKILL at random moments, like generation above:
    /// after restarts every request is answered once, no story whose extraction was committed is sent
    /// again, and a final run sends nothing.
    void killNineDuringExtractionAndHarm_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::newRow("extract") << "extract";
        QTest::newRow("rate-harm") << "rate-harm";
    }
    void killNineDuringExtractionAndHarm()
    {
        QFETCH(QString, verb);
        const bool extract = verb == "extract";
        const std::string dir = test::tempDir();
        std::mutex m;
        int resentAfterCommit = 0;
        std::map<std::string, int> sends; // last user turn -> sends
        FakeModel model;
        model.requiredKey = kKey;
        model.answerFor = [](const std::string &, const std::string &lastUser) -> std::optional<std::string> {
            if (storyOf(lastUser).empty())
                return std::nullopt;
            return std::string("{\"refused\": \"no\", \"attributes\": {\"age\": \"older (65+)\"}}");
        };
        std::string path;
        std::atomic<bool> counting = false;
        LoopbackServer server([&](const HttpServerRequest &req) {
            const auto body = nlohmann::json::parse(req.body, nullptr, false);
            std::string lastUser;
            if (body.is_object())
                for (const auto &msg : body.value("messages", nlohmann::json::array()))
                    if (msg.value("role", "") == "user" && msg["content"].is_string())
                        lastUser = msg["content"].get<std::string>();
            if (counting && extract) {
                auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
                auto st = db ? db->prepare("SELECT count(*) FROM st_extractions e JOIN st_stories s ON s.id = e.story_id WHERE s.text = ?")
                             : Result<storage::Statement>(Error{});
                if (st) {
                    st->bind(1, storyOf(lastUser));
                    if (st->step() && st->columnInt(0) > 0) {
                        std::lock_guard lock(m);
                        ++resentAfterCommit;
                    }
                }
            }
            if (counting) {
                std::lock_guard lock(m);
                ++sends[lastUser];
            }
            return model.handle(req);
        });
        study::ModelCondition gen = condition("gen", "openai-compatible", server.baseUrl() + "/v1");
        gen.apiKeyEnv = "RL_ST_KILL_TEST_KEY";
        path = makeProject(dir, {gen});
        QVERIFY(!path.empty());
        std::int64_t expected = 0;
        {
            auto p = storage::Project::open(path);
            QVERIFY(p);
            if (extract) {
                GenerationOptions g;
                g.condition = "gen";
                g.st = fast();
                QVERIFY(runGeneration(*p, g));
                expected = scalar(*p, "SELECT count(*) FROM st_stories");
            } else {
                const std::string csv = dir + "/st_associations.csv";
                std::ofstream out(csv);
                out << "base_attribute,base_value,attribute,value,models_reported\n";
                for (const char *v : {"bus", "car", "bicycle"}) {
                    for (const char *a : {"young (18-34)", "older (65+)"})
                        out << "age," << a << ",commute," << v << ",1\n";
                    for (const char *h : {"capital city", "mountain village"})
                        out << "commute," << v << ",hometown," << h << ",1\n";
                }
                out.close();
                auto added = addAssociationItems(*p, csv);
                QVERIFY(added);
                expected = static_cast<std::int64_t>(*added);
            }
        }
        QVERIFY(expected >= 6);
        // The harm ratings are few (12): two in flight, so that a kill after the 3rd or 4th request lands after
        // an answer has come back.
        model.delayMs = extract ? 40 : 150;
        counting = true;
        ::setenv("RL_ST_KILL_TEST_KEY", kKey, 1);
        const std::vector<std::string> args = extract
            ? std::vector<std::string> {"stereotales", "extract", path, "--extractor", "gen", "--concurrency", "4"}
            : std::vector<std::string> {"stereotales", "rate-harm", path, "--condition", "gen", "--concurrency", "2"};
        const std::string log = dir + "/cli.log";
        // Kills after at most a third of the job's requests each leave work for the finishing run.
        const int rounds = 3;
        const int kills = test::killMidRun([&] { return test::spawnLogged(RL_CLI, args, log, true); }, server, rounds, 13,
            static_cast<int>(expected / rounds));
        QCOMPARE(kills, rounds);
        std::int64_t before = 0;
        for (int finish = 0; finish < 2; ++finish) {
            if (finish == 1)
                before = server.requestCount();
            const pid_t pid = test::spawnLogged(RL_CLI, args, log, true);
            int status = 0;
            waitpid(pid, &status, 0);
            QVERIFY2(WIFEXITED(status) && WEXITSTATUS(status) == 0, ("see " + log).c_str());
        }
        ::unsetenv("RL_ST_KILL_TEST_KEY");
        qInfo("%s: kills %d, requests %lld for %lld", extract ? "extract" : "rate-harm", kills, static_cast<long long>(before),
            static_cast<long long>(expected));
        QCOMPARE(server.requestCount(), before); // the finished run sends nothing
        QCOMPARE(resentAfterCommit, 0);
        QCOMPARE(static_cast<std::int64_t>(sends.size()), expected);
        for (const auto &[question, n] : sends)
            QVERIFY(n <= 1 + kills);
        auto p = storage::Project::open(path);
        QVERIFY(p);
        if (extract)
            QCOMPARE(scalar(*p, "SELECT count(*) FROM st_extractions"), expected);
        else
            QCOMPARE(scalar(*p, "SELECT count(*) FROM requests WHERE status = 'answered'"), expected);
        QVERIFY(!test::projectFilesContain(path, kKey));
    }

    /// Generation and extraction against a server that answers some requests with a proxy's latin-1
    /// page, some extractions with bytes that are not UTF-8, and stories that echo the key in every
    /// escaping: the project opens afterwards and holds no echo of the key.
    void hostileRepliesKeepTheProjectOpen()
    {
        Servers s;
        std::atomic<bool> extracting = false;
        const std::string latin1 = "<html>502 Bad Gateway: la r\xe9ponse du serveur amont est invalide</html>";
        const std::vector<std::string> echoes {kKey, "\\u0073k-stereotales-test-key-0123456789", "%73k-stereotales-test-key-0123456789",
            inference::base64Encode(std::string("user:") + kKey)};
        std::atomic<int> requests = 0;
        s.model.fault = [&](const std::string &, int, HttpServerReply &reply) {
            if (++requests % 4 != 0) // every fourth request
                return false;
            reply.status = extracting ? 200 : 502;
            reply.headers = {{"Content-Type", extracting ? "application/json" : "text/html; charset=iso-8859-1"}};
            reply.body = extracting ? std::string("{\"choices\": [{\"message\": {\"content\": \"caf\xe9 \xff\xfe\"}}]}") : latin1;
            return true;
        };
        s.model.answerFor = [&](const std::string &model, const std::string &) -> std::optional<std::string> {
            std::string echo;
            for (const auto &e : echoes)
                echo += " [" + e + "]";
            if (model == "model-gen")
                return "Once upon a time the key was" + echo + ".";
            return "{\"refused\": \"no\", \"attributes\": {\"age\": \"older (65+)\"}, \"note\": \"" + echo + "\"}";
        };
        const std::string dir = test::tempDir();
        const std::string path = makeProject(dir, {condition("gen", "openai-compatible", s.base("openai")),
                                                   condition("e1", "openai-compatible", s.base("openai"))});
        {
            auto p = storage::Project::open(path);
            QVERIFY(p);
            GenerationOptions g;
            g.condition = "gen";
            g.languages = {"en"};
            g.st = fast();
            g.st.run.scheduler.maxAttempts = 1;
            auto gen = runGeneration(*p, g);
            QVERIFY2(gen, gen ? "" : gen.error().detail.c_str());
            QVERIFY(gen->progress.requests.failed > 0);
            QVERIFY(gen->storiesWritten > 0);
            extracting = true;
            ExtractionOptions o;
            o.extractor = "e1";
            o.st = fast();
            o.st.run.scheduler.maxAttempts = 1;
            auto ex = runExtraction(*p, o);
            QVERIFY2(ex, ex ? "" : ex.error().detail.c_str());
            QVERIFY2(ex->progress.requests.failed > 0, (std::to_string(ex->progress.requests.answered) + " answered, "
                + std::to_string(ex->progress.requests.totalRequests) + " total, " + std::to_string(s.model.total()) + " sent").c_str());
            QVERIFY(ex->progress.requests.answered > 0);
        }
        auto p = storage::Project::open(path);
        QVERIFY2(p, p ? "" : p.error().detail.c_str());
        QVERIFY(scalar(*p, "SELECT count(*) FROM requests WHERE status = 'failed' AND raw_response LIKE '%la r\\xe9ponse%'") > 0);
        QVERIFY(scalar(*p, "SELECT count(*) FROM st_requests WHERE status = 'failed' AND raw_response LIKE '%caf\\xe9 \\xff\\xfe%'") > 0);
        QVERIFY(scalar(*p, "SELECT count(*) FROM st_stories WHERE text LIKE '%[REDACTED]%'") > 0);
        for (const auto &e : echoes)
            QVERIFY2(!test::projectFilesContain(path, e), e.c_str());
    }

    /// A story imported under the key a generation would store its answer under: the generation is
    /// refused before anything is bought (not "40 answered, 39 stories written").
    void generationRefusesAnImportedStoryId()
    {
        Servers s;
        const std::string dir = test::tempDir();
        const std::string path = makeProject(dir, {condition("gen", "openai-compatible", s.base("openai"))});
        auto p = storage::Project::open(path);
        QVERIFY(p);
        auto study = p->loadStudy();
        QVERIFY(study);
        const int fl = study->findFactor(io::stereotales::kLanguageFactor), fa = study->findFactor(io::stereotales::kAttributeFactor),
                  fv = study->findFactor(io::stereotales::kValueFactor);
        const study::Item *prompt = nullptr;
        for (const auto &it : study->items)
            if (it.kind == study::ItemKind::Prompt && study->factors[fl].levels[it.levels[fl]] == "en")
                prompt = &it;
        QVERIFY(prompt);
        auto quoted = [](std::string v) {
            std::string out = "\"";
            for (char c : v)
                out += c == '"' ? std::string("\"\"") : std::string(1, c);
            return out + "\"";
        };
        const std::string csv = dir + "/stories.csv";
        std::ofstream(csv) << "story_id,model,language,prompted_attribute,prompted_value,refused,text\n"
                           << quoted(storyKeyOf("gen", prompt->key)) << ",somebody,en," << quoted(study->factors[fa].levels[prompt->levels[fa]])
                           << "," << quoted(study->factors[fv].levels[prompt->levels[fv]]) << ",0,An imported story.\n";
        auto imported = io::stereotales::importStoriesFile(*p, csv);
        QVERIFY2(imported, imported ? "" : imported.error().detail.c_str());
        GenerationOptions g;
        g.condition = "gen";
        g.languages = {"en"};
        g.st = fast();
        auto r = runGeneration(*p, g);
        QVERIFY(!r);
        QVERIFY2(r.error().detail.find(storyKeyOf("gen", prompt->key)) != std::string::npos, r.error().detail.c_str());
        QCOMPARE(s.model.total(), std::int64_t(0));
        QCOMPARE(scalar(*p, "SELECT count(*) FROM requests"), std::int64_t(0));
    }

    /// Two `stereotales generate`, `extract` or `rate-harm` at once on one project: the second is refused
    /// (naming the first) and sends nothing; every request is bought once.
    void twoStereoTalesRunsAtOnce_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::newRow("generate") << "generate";
        QTest::newRow("extract") << "extract";
        QTest::newRow("rate-harm") << "rate-harm";
    }
    void twoStereoTalesRunsAtOnce()
    {
        QFETCH(QString, verb);
        Servers s;
        const std::string dir = test::tempDir();
        study::ModelCondition gen = condition("gen", "openai-compatible", s.base("openai"));
        gen.apiKeyEnv = "RL_ST_TWO_RUNS_KEY";
        study::ModelCondition e1 = condition("e1", "openai-compatible", s.base("openai"));
        e1.apiKeyEnv = gen.apiKeyEnv;
        const std::string path = makeProject(dir, {gen, e1});
        ::setenv("RL_ST_TWO_RUNS_KEY", kKey, 1);
        std::vector<std::string> args {"stereotales", verb.toStdString(), path, "--concurrency", "2"};
        {
            auto p = storage::Project::open(path);
            QVERIFY(p);
            if (verb == "extract") {
                GenerationOptions g;
                g.condition = "gen";
                g.languages = {"en"};
                g.st = fast();
                QVERIFY(runGeneration(*p, g));
                args.insert(args.end(), {"--extractor", "e1"});
            } else if (verb == "rate-harm") {
                const std::string csv = dir + "/st_associations.csv";
                std::ofstream out(csv);
                out << "base_attribute,base_value,attribute,value,models_reported\n";
                for (const char *v : {"bus", "car", "bicycle"})
                    for (const char *a : {"young (18-34)", "older (65+)"})
                        out << "age," << a << ",commute," << v << ",1\n";
                out.close();
                QVERIFY(addAssociationItems(*p, csv));
                args.insert(args.end(), {"--condition", "gen"});
            } else {
                args.insert(args.end(), {"--condition", "gen", "--language", "en"});
            }
        }
        const std::int64_t before = s.model.total();
        // The answers wait at a gate until the second run has ended, so that the first is still running when it starts.
        std::atomic<bool> open = false;
        s.model.fault = [&](const std::string &, int, HttpServerReply &) {
            while (!open)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            return false;
        };
        s.model.answerFor = [](const std::string &, const std::string &lastUser) -> std::optional<std::string> {
            if (storyOf(lastUser).empty())
                return std::nullopt;
            return std::string("{\"refused\": \"no\", \"attributes\": {\"age\": \"older (65+)\"}}");
        };
        const std::string log = dir + "/cli.log";
        const pid_t a = test::spawnLogged(RL_CLI, args, log, true);
        QElapsedTimer t;
        t.start();
        while (s.model.total() == before && t.elapsed() < 60000)
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        const pid_t b = test::spawnLogged(RL_CLI, args, log, true);
        int statusA = 0, statusB = 0;
        t.restart();
        while (waitpid(b, &statusB, WNOHANG) == 0 && t.elapsed() < 60000) // today's second run would wait at the gate too
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        open = true;
        if (t.elapsed() >= 60000)
            waitpid(b, &statusB, 0);
        waitpid(a, &statusA, 0);
        ::unsetenv("RL_ST_TWO_RUNS_KEY");
        const std::string text = test::readBytes(log);
        QVERIFY2(WIFEXITED(statusA) && WEXITSTATUS(statusA) == 0, text.c_str());
        QVERIFY(WIFEXITED(statusB) && WEXITSTATUS(statusB) != 0);
        QVERIFY2(text.find("already being run by pid") != std::string::npos, text.c_str());
        for (const auto &[identity, count] : s.model.counts())
            QCOMPARE(count, 1);
    }
};

QTEST_GUILESS_MAIN(TestStereoTalesRun)
#include "tst_stereotalesrun.moc"
