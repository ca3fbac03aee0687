// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/ratinganalysis.h"
#include "tests/common/rawdatabase.h"
#include "engine/analysis/report.h"
#include "engine/inference/inferencerun.h"
#include "engine/inference/journal.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"
#include "tests/inference/loopbackserver.h"

#include <QtTest>

#include <filesystem>

using namespace rl;

namespace {

/// A schema-1 project written by RaterLab 8276149 (tests/data/storage/make_v1_fixture.sh): six
/// faces, 54 human ratings, imported predictions of one condition, and an inference run of
/// another (context-carry, 18 answered requests).
std::string v1Copy()
{
    const std::string path = test::tempDir() + "/v1.raterlab";
    std::filesystem::copy_file(test::testDataDir() + "/storage/v1_face_with_runs.raterlab", path);
    return path;
}

std::int64_t count(storage::Project &p, const std::string &sql)
{
    auto rawDb = test::rawDatabase(p);
    auto st = rawDb.prepare(sql);
    if (!st || !st->step() || st->columnIsNull(0))
        return -1;
    return st->columnInt(0);
}

} // namespace

class TestMigration : public QObject {
    Q_OBJECT
private slots:
    void v1ProjectKeepsEverything()
    {
        const std::string path = v1Copy();
        auto p = storage::Project::open(path);
        QVERIFY2(p, p ? "" : p.error().detail.c_str());
        QCOMPARE(p->schemaVersion(), storage::kSchemaVersion);
        QCOMPARE(count(*p, "PRAGMA user_version"), std::int64_t(storage::kSchemaVersion));
        QCOMPARE(count(*p, "SELECT count(*) FROM st_stories"), std::int64_t(0)); // v3: the StereoTales tables, empty
        QCOMPARE(count(*p, "SELECT count(*) FROM batch_jobs"), std::int64_t(0)); // v4: the provider batch jobs, empty
        // Counts as the v1 program wrote them (make_v1_fixture.sh).
        QCOMPARE(count(*p, "SELECT count(*) FROM items"), std::int64_t(6));
        QCOMPARE(count(*p, "SELECT count(*) FROM ratings"), std::int64_t(90)); // 54 human + 18 imported + 18 from the run
        QCOMPARE(count(*p, "SELECT count(*) FROM raters"), std::int64_t(5));
        QCOMPARE(count(*p, "SELECT count(*) FROM conditions"), std::int64_t(2));
        QCOMPARE(count(*p, "SELECT count(*) FROM runs"), std::int64_t(1));
        QCOMPARE(count(*p, "SELECT count(*) FROM requests WHERE status = 'answered' AND round = 0"), std::int64_t(18));
        QCOMPARE(count(*p, "SELECT count(*) FROM attempts"), std::int64_t(18));
        QCOMPARE(count(*p, "SELECT count(*) FROM prediction_texts WHERE round = 0"), std::int64_t(12));
        QCOMPARE(count(*p, "SELECT count(*) FROM attempts a JOIN requests r ON r.id = a.request_id"), std::int64_t(18));
        QCOMPARE(count(*p, "SELECT count(*) FROM pragma_foreign_key_check"), std::int64_t(0));
        auto s = p->loadStudy();
        QVERIFY(s);
        QVERIFY(s->protocolRecorded);
        QCOMPARE(s->protocol.kind, study::StudyKind::Face); // it has the emotion factor
        QCOMPARE(s->protocol.defaultGrouping(), std::string("emotion"));

        // Reopening a v2 file migrates nothing and changes nothing.
        auto again = storage::Project::open(path);
        QVERIFY(again);
        QCOMPARE(count(*again, "SELECT count(*) FROM requests"), std::int64_t(18));
    }

    /// The analysis of the migrated project is the v1 program's (metrics.csv of `raterlab-cli
    /// analyze` at 8276149, committed beside the fixture), row for row and byte for byte — except
    /// the linear mixed models' rows (lmm_*, var_*): their optimizer became the exact minqa BOBYQA
    /// port after that commit, which on this six-face fixture's degenerate fits lands elsewhere
    /// (and fits a paired LMM the old one gave up on). The mixed models are pinned against lme4 in
    /// tests/mixed and tests/analysis; the migration touches none of their inputs. Rows added since
    /// (the bootstrap intervals `alpha_interval_ci_*` and `delta_alpha_ci_*`, the inter-model variance over all
    /// items, the Alt-test across dimensions with dimension `all`) are left out of the comparison.
    void metricsUnchanged()
    {
        auto p = storage::Project::open(v1Copy());
        QVERIFY(p);
        auto s = p->loadStudy();
        QVERIFY(s);
        auto a = analysis::analyzeRatingStudy(*s);
        QVERIFY2(a, a ? "" : a.error().detail.c_str());
        auto withoutMixed = [](const QString &csv) {
            QStringList rows;
            for (const QString &row : csv.split('\n')) {
                const QStringList f = row.split(',');
                if (!(f.size() == 5 && (f[3].startsWith("lmm_") || f[3].startsWith("var_"))))
                    rows << row;
            }
            return rows;
        };
        const QStringList golden = withoutMixed(QString::fromStdString(
            test::readText(test::testDataDir() + "/storage/v1_face_with_runs.metrics.csv")));
        QStringList now;
        for (const QString &row : withoutMixed(QString::fromStdString(analysis::metricsCsv(*a)))) {
            const QStringList f = row.split(',');
            const bool added = f.size() == 5
                    && (f[3].startsWith("alpha_interval_ci_") || f[3].startsWith("delta_alpha_ci_") || f[1] == "all"
                        || (f[0] == "models" && f[2] == "all"));
            if (!added)
                now << row;
        }
        QVERIFY(golden.size() > 1000);
        QCOMPARE(now, golden);
    }

    /// The journal keeps every answer's identity: a new run of the migrated condition finds all 18
    /// requests answered and sends nothing.
    void journalIdentitiesKept()
    {
        auto p = storage::Project::open(v1Copy());
        QVERIFY(p);
        test::FakeModel model;
        test::LoopbackServer server([&](const test::HttpServerRequest &r) { return model.handle(r); });
        inference::RunOptions o;
        o.baseUrl = server.baseUrl() + "/v1";
        o.keyFromOptions = true;
        inference::InferenceRun run(*p, "local", o);
        auto summary = run.run();
        QVERIFY2(summary, summary ? "" : summary.error().detail.c_str());
        QCOMPARE(summary->progress.reused, std::int64_t(18));
        QCOMPARE(summary->progress.totalRequests, std::int64_t(0));
        QCOMPARE(server.requestCount(), std::int64_t(0));
        QCOMPARE(summary->status, inference::RunStatus::Finished);
    }

    /// A failed migration leaves the file as it was: a v1 file whose data breaks the v2 step (a
    /// request duplicated in a way v2's key cannot hold is impossible, so we plant a table name the
    /// step creates) is refused and still reads as schema 1.
    void failedMigrationChangesNothing()
    {
        const std::string path = v1Copy();
        {
            auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
            QVERIFY(db);
            QVERIFY(db->exec("CREATE TABLE item_media (x INTEGER)"));
        }
        QVERIFY(!storage::Project::open(path));
        auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
        QVERIFY(db);
        auto st = db->prepare("PRAGMA user_version");
        QVERIFY(st && st->step());
        QCOMPARE(st->columnInt(0), std::int64_t(1));
        auto rq = db->prepare("SELECT count(*) FROM requests");
        QVERIFY(rq && rq->step());
        QCOMPARE(rq->columnInt(0), std::int64_t(18));
    }
};

QTEST_GUILESS_MAIN(TestMigration)
#include "tst_migration.moc"
