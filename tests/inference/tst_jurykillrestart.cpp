// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A judge panel run (`raterlab-cli jury run`, two judges, rubric, two deliberation rounds) against
// the loopback model survives kill -9 at random moments like a face run: after restarts every
// (judge, pair, round) is answered exactly once, no request whose answer was committed is sent
// again, and a final run of the finished panel sends nothing.

#include "engine/storage/database.h"
#include "tests/common/rawdatabase.h"
#include "engine/storage/project.h"
#include "tests/common/spawn.h"
#include "tests/common/testutil.h"
#include "tests/inference/jurystudyfixture.h"
#include "tests/inference/killmidrun.h"
#include "tests/inference/loopbackserver.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include <map>
#include <mutex>
#include <thread>
#include <tuple>

using namespace rl;
using rl::test::FakeModel;
using rl::test::HttpServerReply;
using rl::test::LoopbackServer;

namespace {

constexpr int kPairs = 30;

/// The jury study (jurystudyfixture.h): kPairs pairs, judges j1 and j2 with prices.
study::Study panelStudy(const std::string &baseUrl)
{
    study::Study s = test::juryStudy(test::juryGoldScores(kPairs));
    for (const char *j : {"j1", "j2"}) {
        study::ModelCondition c = test::juryJudge(j, baseUrl);
        c.priceInputPerMTok = 0.1;
        c.priceOutputPerMTok = 0.4;
        s.addCondition(c);
    }
    s.reindex();
    return s;
}

pid_t spawnCli(const std::vector<std::string> &args, const std::string &logPath)
{
    return test::spawnLogged(RL_CLI, args, logPath, true); // its JSON summary is not read here
}

} // namespace

class TestJuryKillRestart : public QObject {
    Q_OBJECT
private slots:
    void killNineDuringAPanelRun()
    {
        const std::string dir = test::tempDir();
        const std::string path = dir + "/panel.raterlab";
        std::mutex m;
        int resentAfterCommit = 0;
        std::map<std::tuple<std::string, int, int>, int> sends; // (condition, pair, round) -> sends
        FakeModel model;
        model.delayMs = 60;
        LoopbackServer server([&](const test::HttpServerRequest &req) {
            const auto body = nlohmann::json::parse(req.body);
            std::string lastUser;
            for (const auto &msg : body["messages"])
                if (msg["role"] == "user" && msg["content"].is_string())
                    lastUser = msg["content"].get<std::string>();
            const std::string condition = body["model"].get<std::string>() == "judge-j1" ? "j1.rubric" : "j2.rubric";
            const int round = lastUser.find("In the previous round") != std::string::npos ? 2 : 1;
            int pair = -1;
            for (int i = 0; i < kPairs; ++i)
                if (lastUser.find(test::juryPairText(i)) != std::string::npos)
                    pair = i;
            auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
            if (db) {
                auto st = db->prepare("SELECT count(*) FROM requests r JOIN items i ON i.id = r.item_id JOIN conditions c "
                                      "ON c.id = r.condition_id WHERE c.key = ? AND i.key = ? AND r.round = ? AND "
                                      "r.status = 'answered'");
                if (st) {
                    st->bind(1, condition).bind(2, "stsb:" + std::to_string(pair)).bind(3, round);
                    if (st->step() && st->columnInt(0) > 0) {
                        std::lock_guard lock(m);
                        ++resentAfterCommit;
                    }
                }
            }
            std::lock_guard lock(m);
            ++sends[{condition, pair, round}];
            return model.handle(req);
        });
        {
            auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
            QVERIFY(p.has_value());
            QVERIFY(p->save(panelStudy(server.baseUrl() + "/v1")).has_value());
        }
        const std::vector<std::string> args {"jury", "run", path, "--corpus", "stsb", "--judges", "j1,j2",
                                             "--condition", "rubric", "--rounds", "2", "--concurrency", "6"};
        const std::string log = dir + "/cli.log";
        // 6 kills after at most 19 requests each leave work for the finishing run (120 answers).
        const int kills = test::killMidRun([&] { return spawnCli(args, log); }, server, 6, 7, 19);
        QCOMPARE(kills, 6);
        std::int64_t before = 0;
        for (int finish = 0; finish < 2; ++finish) {
            if (finish == 1)
                before = server.requestCount();
            const pid_t pid = spawnCli(args, log);
            int status = 0;
            waitpid(pid, &status, 0);
            QVERIFY2(WIFEXITED(status) && WEXITSTATUS(status) == 0, ("see " + log).c_str());
        }
        qInfo("kills: %d, requests sent: %lld for %d answers", kills, static_cast<long long>(before), 4 * kPairs);
                QCOMPARE(server.requestCount(), before); // the finished panel sends nothing
        QCOMPARE(resentAfterCommit, 0);
        QCOMPARE(sends.size(), std::size_t(4 * kPairs)); // 2 judges x 2 rounds x every pair, nothing unknown
        for (const auto &[key, n] : sends) {
            QVERIFY(std::get<1>(key) >= 0);
            QVERIFY(n <= 1 + kills);
        }

        auto p = storage::Project::open(path);
        QVERIFY(p.has_value());
        auto one = [&](const std::string &sql) {
            auto rawDb = test::rawDatabase(*p);
            auto st = rawDb.prepare(sql);
            return st && st->step() ? st->columnInt(0) : -1;
        };
        QCOMPARE(one("SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(4 * kPairs));
        QCOMPARE(one("SELECT count(*) FROM requests"), std::int64_t(4 * kPairs));
        QCOMPARE(one("SELECT count(*) FROM ratings r JOIN dimensions d ON d.id = r.dimension_id WHERE d.name = 'score'"),
                 std::int64_t(4 * kPairs));
        QCOMPARE(one("SELECT count(*) FROM conditions WHERE key IN ('j1.rubric', 'j2.rubric')"), std::int64_t(2));
        QCOMPARE(one("SELECT count(DISTINCT round) FROM ratings WHERE round > 0"), std::int64_t(2));
    }
};

QTEST_GUILESS_MAIN(TestJuryKillRestart)
#include "tst_jurykillrestart.moc"
