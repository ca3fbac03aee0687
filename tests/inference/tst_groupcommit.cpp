// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Group commit of the journal writer, and the rule that an answer is counted only after its commit:
// a second connection to the project file (WAL: readers see exactly what is committed) checks the
// run's counts while a third one holds the write lock so that answers must queue up.
#include "engine/inference/inferencerun.h"
#include "engine/inference/journal.h"
#include "engine/inference/journalwriter.h"
#include "engine/storage/database.h"
#include "tests/common/testutil.h"
#include "tests/inference/loopbackserver.h"
#include "tests/inference/projectfixture.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

using namespace rl;
using rl::test::FakeModel;
using rl::test::LoopbackServer;
using namespace std::chrono_literals;

namespace {

std::int64_t count(storage::Database &db, const std::string &sql)
{
    auto st = db.prepare(sql); // finalized at the end of the statement: no read transaction stays open
    if (!st)
        return -1;
    auto row = st->step();
    return row && *row ? st->columnInt(0) : -1;
}

storage::Database openSecond(const std::string &path)
{
    auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
    if (!db)
        qFatal("cannot open %s: %s", path.c_str(), db.error().detail.c_str());
    return std::move(*db);
}

inference::Journal::Entry answeredEntry(const std::string &item, int stage)
{
    inference::Journal::Entry e;
    e.record.itemKey = item;
    e.record.stage = stage;
    e.record.promptHash = "h" + std::to_string(stage);
    e.record.answered = true;
    e.record.parsedJson = "{\"emotion\": \"happy\"}";
    e.record.rawResponse = "{\"emotion\": \"happy\"}";
    e.record.latencyMs = 1;
    e.record.requestHash = "rq";
    inference::AttemptRecord a;
    a.startedAt = "2026-01-01T00:00:00.000Z";
    a.httpStatus = 200;
    a.outcome = "answered";
    e.record.attempts.push_back(a);
    return e;
}

} // namespace

class TestGroupCommit : public QObject {
    Q_OBJECT
private slots:
    /// Entries submitted while the database is locked are committed together once it is free; none
    /// is handed back (counted) before its transaction committed; a bad entry fails alone.
    void writerGroupsWhatQueuedUp()
    {
        const std::string path = test::tempDir() + "/writer.raterlab";
        QVERIFY(test::makeFaceProject(path, 8, "openai-compatible", "http://127.0.0.1:9/v1"));
        auto p = storage::Project::open(path);
        QVERIFY(p.has_value());
        auto study = p->loadStudy();
        QVERIFY(study.has_value());
        const study::ModelCondition c = study->conditions[static_cast<std::size_t>(study->findCondition("fake"))];
        auto journal = inference::Journal::openFace(*p, *study, c, study::face::emotionLabels());
        QVERIFY(journal.has_value());
        QVERIFY(journal->openWriteConnection().has_value());

        storage::Database reader = openSecond(path);
        storage::Database blocker = openSecond(path);
        QVERIFY(blocker.exec("BEGIN IMMEDIATE").has_value()); // the write lock: the writer must wait

        std::atomic<int> notified = 0;
        inference::JournalWriter writer(*journal, [&] { ++notified; });
        writer.submit(0, answeredEntry("item0", 1));
        std::this_thread::sleep_for(50ms); // the writer takes entry 0 and waits for the lock
        writer.submit(1, answeredEntry("item1", 1));
        writer.submit(2, answeredEntry("no-such-item", 1)); // fails: unknown stimulus
        for (int i = 3; i < 8; ++i)
            writer.submit(static_cast<std::uint64_t>(i), answeredEntry("item" + std::to_string(i), 1));
        std::this_thread::sleep_for(150ms);
        QVERIFY(writer.takeCommitted().empty()); // nothing is handed back before its commit
        QCOMPARE(notified.load(), 0);
        QCOMPARE(writer.outstanding(), std::size_t(8));
        QCOMPARE(count(reader, "SELECT count(*) FROM requests"), std::int64_t(0));
        QVERIFY(blocker.exec("ROLLBACK").has_value());

        std::vector<inference::JournalWriter::Committed> got;
        const auto deadline = std::chrono::steady_clock::now() + 10s;
        while (got.size() < 8 && std::chrono::steady_clock::now() < deadline) {
            for (auto &c2 : writer.takeCommitted()) {
                // Handed back ⇒ in the file for every other connection.
                if (c2.status)
                    QVERIFY(count(reader, "SELECT count(*) FROM requests r JOIN items i ON i.id = r.item_id WHERE "
                                          "i.key = 'item" + std::to_string(c2.ticket) + "'")
                        == 1);
                got.push_back(std::move(c2));
            }
            std::this_thread::sleep_for(2ms);
        }
        QCOMPARE(got.size(), std::size_t(8));
        QCOMPARE(writer.outstanding(), std::size_t(0));
        for (const auto &c2 : got) {
            QCOMPARE(c2.status.has_value(), c2.ticket != 2);
            if (c2.ticket == 2)
                QCOMPARE(c2.status.error().code, ErrorCode::NotFound);
        }
        writer.close();
        const auto stats = writer.stats();
        qInfo("transactions %lld, largest group %lld", static_cast<long long>(stats.transactions),
            static_cast<long long>(stats.largestGroup));
        // Entry 0 alone (it was taken before the others arrived), then the six good ones that queued
        // behind it: their group failed on the bad entry and was split, one transaction each.
        QCOMPARE(count(reader, "SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(7));
        QCOMPARE(count(reader, "SELECT count(*) FROM attempts"), std::int64_t(7));
        QVERIFY(notified.load() >= 1);

        // Without a bad entry the queued ones share one transaction.
        QVERIFY(blocker.exec("BEGIN IMMEDIATE").has_value());
        inference::JournalWriter second(*journal, {});
        second.submit(100, answeredEntry("item0", 2));
        std::this_thread::sleep_for(50ms);
        for (int i = 1; i < 8; ++i)
            second.submit(static_cast<std::uint64_t>(100 + i), answeredEntry("item" + std::to_string(i), 2));
        std::this_thread::sleep_for(100ms);
        QVERIFY(second.takeCommitted().empty());
        QVERIFY(blocker.exec("ROLLBACK").has_value());
        second.close(); // commits what is queued
        QCOMPARE(second.takeCommitted().size(), std::size_t(8));
        const auto s2 = second.stats();
        QVERIFY2(s2.transactions <= 2, QByteArray::number(static_cast<qlonglong>(s2.transactions)).constData());
        QVERIFY(s2.largestGroup >= 7); // one fsync for (at least) seven answers
        QCOMPARE(count(reader, "SELECT count(*) FROM requests WHERE stage = 2"), std::int64_t(8));
    }

    /// A whole run: at every progress report the counts never exceed what a second connection finds
    /// committed in the file, also while the file is write-locked and answers keep arriving; the
    /// answers that queued up meanwhile are committed together.
    void countedOnlyAfterCommit()
    {
        constexpr int kItems = 40;
        const std::string path = test::tempDir() + "/counted.raterlab";
        FakeModel model;
        model.delayMs = 5;
        LoopbackServer server([&](const auto &r) { return model.handle(r); });
        QVERIFY(test::makeFaceProject(path, kItems, "openai-compatible", server.baseUrl() + "/v1"));
        auto p = storage::Project::open(path);
        QVERIFY(p.has_value());

        storage::Database reader = openSecond(path);
        std::mutex m;
        int reports = 0, violations = 0, reportsWhileLocked = 0;
        std::int64_t maxAhead = 0; // server answers not yet counted, the most seen in a report
        std::atomic<bool> locked = false;
        std::atomic<std::int64_t> rowsAtLock = -1, servedAtRelease = -1, servedAtLock = -1;
        std::int64_t countedWhileLockedMax = 0;

        // Once 20 answers are counted, a third connection takes the write lock for 400 ms (taken from the
        // progress report itself, so it certainly falls inside the run).
        storage::Database blocker = openSecond(path);
        std::thread releaser;
        auto lockFileFor400ms = [&] {
            if (!blocker.exec("BEGIN IMMEDIATE"))
                return;
            rowsAtLock = count(blocker, "SELECT count(*) FROM requests WHERE status = 'answered'");
            servedAtLock = server.requestCount();
            locked = true;
            releaser = std::thread([&] {
                std::this_thread::sleep_for(400ms);
                servedAtRelease = server.requestCount();
                locked = false;
                (void)blocker.exec("ROLLBACK");
            });
        };

        inference::RunOptions o;
        o.keyFromOptions = true;
        o.scheduler.concurrency = 8;
        auto summary = inference::InferenceRun(*p, "fake", o).run([&](const inference::RunProgress &pr) {
            std::lock_guard lock(m);
            ++reports;
            const std::int64_t answeredRows = count(reader, "SELECT count(*) FROM requests WHERE status = 'answered'");
            const std::int64_t failedRows = count(reader, "SELECT count(*) FROM requests WHERE status = 'failed'");
            const std::int64_t texts = count(reader, "SELECT count(*) FROM prediction_texts");
            if (pr.answered > answeredRows || pr.failed > failedRows || pr.itemsCompleted > texts)
                ++violations;
            maxAhead = std::max(maxAhead, server.requestCount() - pr.answered);
            if (locked) {
                ++reportsWhileLocked;
                countedWhileLockedMax = std::max(countedWhileLockedMax, pr.answered);
            }
            if (pr.answered >= 20 && !releaser.joinable())
                lockFileFor400ms();
        });
        if (releaser.joinable())
            releaser.join();
        QVERIFY(summary.has_value());
        QCOMPARE(summary->status, inference::RunStatus::Finished);
        QCOMPARE(summary->progress.answered, std::int64_t(kItems * 3));
        QCOMPARE(violations, 0); // the count never ran ahead of the file
        QVERIFY(reports > 10);
        QVERIFY(rowsAtLock.load() >= 0);
        // While the file was locked the server kept answering (the slots' requests), yet nothing more
        // than what was committed before the lock was counted.
        qInfo("locked at %lld committed rows / %lld served; %lld served at release; %d reports while locked",
            static_cast<long long>(rowsAtLock.load()), static_cast<long long>(servedAtLock.load()),
            static_cast<long long>(servedAtRelease.load()), reportsWhileLocked);
        QVERIFY(servedAtRelease.load() - rowsAtLock.load() >= 4); // answers were waiting for the lock
        QVERIFY(countedWhileLockedMax <= rowsAtLock.load());
        QVERIFY(maxAhead >= 4);
        // Those waiting answers went to the file together, and in general answers shared transactions.
        qInfo("%lld transactions, largest group %lld", static_cast<long long>(summary->commitTransactions),
            static_cast<long long>(summary->largestCommitGroup));
        QVERIFY(summary->largestCommitGroup >= 3);
        QVERIFY(summary->commitTransactions < summary->progress.answered);

        // Each answer exactly once.
        QCOMPARE(count(reader, "SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(kItems * 3));
        QCOMPARE(count(reader, "SELECT count(*) FROM requests"), std::int64_t(kItems * 3));
        QCOMPARE(count(reader, "SELECT count(*) FROM attempts"), std::int64_t(kItems * 3));
        QCOMPARE(count(reader, "SELECT count(*) FROM ratings"), std::int64_t(kItems * 3));
        QCOMPARE(count(reader, "SELECT count(*) FROM prediction_texts"), std::int64_t(kItems));
        QCOMPARE(server.requestCount(), std::int64_t(kItems * 3));
        QVERIFY(server.connectionCount() <= 8); // connections are kept between transfers
    }

    /// A cancelled run still commits (and counts) the answers that had arrived; a restart sends only
    /// the rest.
    void cancelCommitsWhatArrived()
    {
        constexpr int kItems = 30;
        const std::string path = test::tempDir() + "/cancel.raterlab";
        FakeModel model;
        model.delayMs = 10;
        LoopbackServer server([&](const auto &r) { return model.handle(r); });
        QVERIFY(test::makeFaceProject(path, kItems, "openai-compatible", server.baseUrl() + "/v1"));
        auto p = storage::Project::open(path);
        QVERIFY(p.has_value());
        inference::RunOptions o;
        o.keyFromOptions = true;
        o.scheduler.concurrency = 6;
        std::stop_source stop;
        auto first = inference::InferenceRun(*p, "fake", o).run(
            [&](const inference::RunProgress &pr) {
                if (pr.answered >= 20)
                    stop.request_stop();
            },
            stop.get_token());
        QVERIFY(first.has_value());
        QCOMPARE(first->status, inference::RunStatus::Cancelled);
        storage::Database reader = openSecond(path);
        const std::int64_t rows = count(reader, "SELECT count(*) FROM requests WHERE status = 'answered'");
        QCOMPARE(first->progress.answered, rows); // counted == committed, nothing lost in the queue
        QVERIFY(rows >= 20 && rows < kItems * 3);

        const std::int64_t before = server.requestCount();
        auto second = inference::InferenceRun(*p, "fake", o).run();
        QVERIFY(second.has_value());
        QCOMPARE(second->status, inference::RunStatus::Finished);
        QCOMPARE(second->progress.reused, rows);
        QCOMPARE(second->progress.answered, kItems * 3 - rows);
        QCOMPARE(server.requestCount() - before, kItems * 3 - rows); // exactly the missing requests
        QCOMPARE(count(reader, "SELECT count(*) FROM requests WHERE status = 'answered'"), std::int64_t(kItems * 3));
    }
};

QTEST_GUILESS_MAIN(TestGroupCommit)
#include "tst_groupcommit.moc"
