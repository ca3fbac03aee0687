// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/database.h"
#include "tests/common/rawdatabase.h"
#include "tests/common/spawn.h"
#include "tests/common/testutil.h"
#include "tests/inference/killmidrun.h"
#include "tests/inference/loopbackserver.h"
#include "tests/inference/projectfixture.h"
#include "tests/inference/textstudyfixture.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include <map>
#include <mutex>
#include <thread>

using namespace rl;
using rl::test::FakeModel;
using rl::test::HttpServerReply;
using rl::test::LoopbackServer;

namespace {

constexpr int kItems = 60;

pid_t spawnDriver(const std::vector<std::string> &args, const std::string &logPath)
{
    return test::spawnLogged(RL_INFER_DRIVER, args, logPath);
}

/// kill -9 the driver six times while its requests are in flight (after 1 to `maxStep` of them), then finish
/// the job and run once more. Returns the number of kills; `before` = requests the server had seen when the job
/// was done (the last run must add none). -1 when a run did not start or a finishing run did not exit 0.
int killAndFinish(const std::vector<std::string> &args, const std::string &log, const LoopbackServer &server,
    std::int64_t &before, int maxStep)
{
    const int kills = test::killMidRun([&] { return spawnDriver(args, log); }, server, 6, 99, maxStep);
    if (kills < 0)
        return -1;
    for (int round = 0; round < 3; ++round) {
        if (round == 2)
            before = server.requestCount();
        const pid_t pid = spawnDriver(args, log);
        int status = 0;
        waitpid(pid, &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            return -1;
    }
    return kills;
}

} // namespace

class TestKillRestart : public QObject {
    Q_OBJECT
private slots:
    /// kill -9 the `infer` driver at random moments, restart it, and check that the project holds
    /// each answer exactly once and that no request whose answer was already committed is sent again.
    void killNineAndRestart()
    {
        const std::string dir = test::tempDir();
        const std::string path = dir + "/kill.raterlab";
        std::map<std::string, std::string> itemOfImage;
        for (int i = 0; i < kItems; ++i)
            itemOfImage[test::fixtureImage(i)] = "item" + std::to_string(i);

        std::mutex m;
        int resentAfterCommit = 0;
        std::map<std::pair<std::string, int>, int> sends;
        FakeModel model;
        model.delayMs = 15;
        model.fault = [&](const std::string &, int, HttpServerReply &) { return false; };
        LoopbackServer server([&](const test::HttpServerRequest &req) {
            // Which item and stage is this? (the fake model's own reading of the request)
            const auto body = nlohmann::json::parse(req.body);
            std::string image, lastUser;
            for (const auto &msg : body["messages"]) {
                if (msg["role"] != "user")
                    continue;
                if (msg["content"].is_string()) {
                    lastUser = msg["content"].get<std::string>();
                    continue;
                }
                for (const auto &part : msg["content"]) {
                    if (part["type"] == "text")
                        lastUser = part["text"].get<std::string>();
                    else {
                        const std::string url = part["image_url"]["url"].get<std::string>();
                        image = url.substr(url.find(',') + 1);
                    }
                }
            }
            const int stage = lastUser.find("arousal") != std::string::npos ? 3
                : lastUser.find("valence") != std::string::npos              ? 2
                                                                             : 1;
            const std::string item = itemOfImage.count(image) ? itemOfImage[image] : "?";
            // Was this identity already committed as answered? Read the journal (WAL: a concurrent reader).
            auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
            if (db) {
                auto st = db->prepare("SELECT count(*) FROM requests r JOIN items i ON i.id = r.item_id "
                                      "WHERE i.key = ? AND r.stage = ? AND r.status = 'answered'");
                if (st) {
                    st->bind(1, item).bind(2, stage);
                    if (st->step() && st->columnInt(0) > 0) {
                        std::lock_guard lock(m);
                        ++resentAfterCommit;
                    }
                }
            }
            {
                std::lock_guard lock(m);
                ++sends[{item, stage}];
            }
            return model.handle(req);
        });
        QVERIFY(test::makeFaceProject(path, kItems, "openai-compatible", server.baseUrl() + "/v1"));

        std::int64_t before = 0;
        // 6 kills after at most 25 requests each leave work for the finishing run (180 identities).
        const int kills = killAndFinish({path, "--condition", "fake", "--concurrency", "8"}, dir + "/driver.log", server, before, 25);
        QVERIFY(kills >= 0);
        QCOMPARE(server.requestCount(), before); // a complete project sends nothing
        qInfo("kills: %d, requests sent: %lld for %d identities", kills, static_cast<long long>(before), kItems * 3);
        QCOMPARE(kills, 6);

        QCOMPARE(resentAfterCommit, 0); // no answered request was sent again
        QCOMPARE(sends.size(), std::size_t(kItems * 3));
        for (const auto &[id, n] : sends)
            QVERIFY(n <= 1 + kills); // at most once per interrupted run
        QVERIFY(before <= kItems * 3 + kills * 8);

        // Each answer exactly once in the project, with the fake model's values.
        auto p = storage::Project::open(path);
        QVERIFY(p.has_value());
        auto one = [&](const std::string &sql) {
            auto rawDb = test::rawDatabase(*p);
            auto st = rawDb.prepare(sql);
            return st && st->step() ? st->columnInt(0) : -1;
        };
        QCOMPARE(one("SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(kItems * 3));
        QCOMPARE(one("SELECT count(*) FROM requests"), std::int64_t(kItems * 3));
        QCOMPARE(one("SELECT count(*) FROM ratings r JOIN raters m ON m.id = r.rater_id WHERE m.key = 'fake'"),
            std::int64_t(kItems * 3));
        QCOMPARE(one("SELECT count(*) FROM prediction_texts"), std::int64_t(kItems));
        auto s = p->loadStudy();
        QVERIFY(s.has_value());
        const int rater = s->raterOfCondition(s->findCondition("fake"));
        int checked = 0;
        for (const auto &r : s->ratings) {
            if (r.rater != rater)
                continue;
            const int i = std::stoi(s->items[static_cast<std::size_t>(r.item)].key.substr(4));
            const std::string &dim = s->dimensions[static_cast<std::size_t>(r.dimension)].name;
            const int expected = dim == "emotion" ? FakeModel::expectedEmotion(test::fixtureImage(i))
                : dim == "valence"                ? FakeModel::expectedValence(test::fixtureImage(i))
                                                  : FakeModel::expectedArousal(test::fixtureImage(i));
            QCOMPARE(static_cast<int>(r.value), expected);
            ++checked;
        }
        QCOMPARE(checked, kItems * 3);
    }

    /// The same for a generic rating study of text items with the json-schema strategy: every item
    /// is answered exactly once in the project, none is sent again after its commit, and no answer
    /// is lost (each item's ratings are those of the fake model's answer).
    void killNineTextStudy()
    {
        const std::string dir = test::tempDir();
        const std::string path = dir + "/killtext.raterlab";
        std::mutex m;
        int resentAfterCommit = 0;
        std::map<std::string, int> sends;
        std::map<std::string, std::string> answerOf; // item key -> the fake model's answer JSON
        FakeModel model;
        model.delayMs = 30;
        LoopbackServer server([&](const test::HttpServerRequest &req) {
            const auto body = nlohmann::json::parse(req.body);
            std::string lastUser;
            for (const auto &msg : body["messages"])
                if (msg["role"] == "user" && msg["content"].is_string())
                    lastUser = msg["content"].get<std::string>(); // text only: never content parts
            std::string item = "?";
            for (int i = 0; i < kItems; ++i)
                if (lastUser.find(test::textItemText(i, false)) != std::string::npos)
                    item = test::textItemKey(i, false);
            auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
            if (db) {
                auto st = db->prepare("SELECT count(*) FROM requests r JOIN items i ON i.id = r.item_id "
                                      "WHERE i.key = ? AND r.status = 'answered'");
                if (st) {
                    st->bind(1, item);
                    if (st->step() && st->columnInt(0) > 0) {
                        std::lock_guard lock(m);
                        ++resentAfterCommit;
                    }
                }
            }
            HttpServerReply reply = model.handle(req);
            std::lock_guard lock(m);
            ++sends[item];
            const auto out = nlohmann::json::parse(reply.body);
            const std::string content = out["choices"][0]["message"]["content"].get<std::string>();
            answerOf[item] = content.substr(content.find("</think>") + 8);
            return reply;
        });
        const std::string made = test::makeTextStudy(dir, path, kItems, server.baseUrl() + "/v1", {{"judge", "json-schema"}});
        QVERIFY2(made.empty(), made.c_str());

        std::int64_t before = 0;
        // 6 kills after at most 9 requests each leave work for the finishing run (60 items); with 4 in flight, a
        // kill after the 5th to 9th request lands after 1 to 5 answers have come back.
        const int kills = killAndFinish({path, "--condition", "judge", "--concurrency", "4"}, dir + "/driver.log", server, before, 9);
        QVERIFY(kills >= 0);
        QCOMPARE(server.requestCount(), before); // a complete project sends nothing
        qInfo("kills: %d, requests sent: %lld for %d items", kills, static_cast<long long>(before), kItems);
        QCOMPARE(kills, 6);
        QCOMPARE(resentAfterCommit, 0);
        QCOMPARE(sends.size(), std::size_t(kItems)); // every item reached the server, nothing unknown ("?")
        QVERIFY(!sends.count("?"));
        for (const auto &[item, n] : sends)
            QVERIFY(n <= 1 + kills);

        auto p = storage::Project::open(path);
        QVERIFY(p.has_value());
        auto one = [&](const std::string &sql) {
            auto rawDb = test::rawDatabase(*p);
            auto st = rawDb.prepare(sql);
            return st && st->step() ? st->columnInt(0) : -1;
        };
        QCOMPARE(one("SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(kItems));
        QCOMPARE(one("SELECT count(*) FROM requests"), std::int64_t(kItems));
        QCOMPARE(one("SELECT count(DISTINCT item_id) FROM requests"), std::int64_t(kItems));
        QCOMPARE(one("SELECT count(*) FROM prediction_texts"), std::int64_t(kItems));
        auto s = p->loadStudy();
        QVERIFY(s.has_value());
        const int rater = s->raterOfCondition(s->findCondition("judge"));
        const std::vector<std::string> levels {"pro", "neutral", "contra"};
        int checked = 0;
        for (const auto &r : s->ratings) {
            if (r.rater != rater)
                continue;
            const std::string &key = s->items[static_cast<std::size_t>(r.item)].key;
            const std::string &dim = s->dimensions[static_cast<std::size_t>(r.dimension)].name;
            const auto answer = nlohmann::json::parse(answerOf.at(key));
            const double expected = dim == "stance"
                ? static_cast<double>(std::find(levels.begin(), levels.end(), answer["stance"].get<std::string>()) - levels.begin())
                : answer[dim].get<double>();
            QCOMPARE(r.value, expected);
            ++checked;
        }
        QCOMPARE(checked, kItems * 3); // vas, clarity, stance of every item: no answer lost
    }
};

QTEST_GUILESS_MAIN(TestKillRestart)
#include "tst_killrestart.moc"
