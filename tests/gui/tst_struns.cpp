// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The StereoTales Runs page (widgets/stereotales/struns.h): the chosen models and languages become
// the runner's request; Start generates the stories against the loopback model, with the progress
// bar and the log; Cancel stops a run, and starting it again resumes without repeating a prompt;
// extraction and harm rating start from the same page. It is the page the Runs tab (widgets/runs/runspanel.h)
// shows for a StereoTales study, which reports its runs.

#include "engine/inference/stereotales/strun.h"
#include "tests/common/rawdatabase.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"
#include "tests/inference/batchserver.h"
#include "tests/inference/loopbackserver.h"
#include "models/loadedproject.h"
#include "widgets/runs/runspanel.h"
#include "widgets/stereotales/struns.h"

#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include <fstream>

using namespace rl;
namespace ms = rl::models::stereotales;
using rl::widgets::stereotales::StRunsPage;

namespace {

constexpr const char *kKey = "sk-gui-stereotales-key-0123456789";

std::shared_ptr<const study::Study> makeProject(const std::string &path, const std::string &baseUrl,
                                                const std::string &provider = "openai-compatible")
{
    auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
    if (!p || !io::stereotales::importGridFolder(*p, test::testDataDir() + "/stereotales/seeds_small"))
        return nullptr;
    auto s = p->loadStudy();
    for (const char *id : {"gen", "e1"}) {
        study::ModelCondition c;
        c.id = id;
        c.provider = provider;
        c.model = std::string("model-") + id;
        c.baseUrl = baseUrl;
        s->addCondition(c);
    }
    s->reindex();
    storage::SaveSet set;
    set.firstNewRating = s->ratings.size();
    if (!p->save(*s, set))
        return nullptr;
    return std::make_shared<const study::Study>(*s);
}

std::int64_t stories(const std::string &path)
{
    auto p = storage::Project::open(path);
    auto rawDb = test::rawDatabase(*p);
    auto st = rawDb.prepare("SELECT count(*) FROM st_stories");
    return st && st->step() ? st->columnInt(0) : -1;
}

void check(QListWidget *list, const QString &text, bool on)
{
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->text() == text)
            list->item(i)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
}

} // namespace

class TestStRuns : public QObject {
    Q_OBJECT
private slots:
    void theRunsTabShowsThePage()
    {
        // A StereoTales study's page in the Runs tab: its models, the grid's languages; a run it starts is reported
        // by the tab (no one condition named: the StereoTales workspace analyses again).
        test::FakeModel model;
        test::LoopbackServer server([&](const test::HttpServerRequest &r) { return model.handle(r); });
        const std::string path = test::tempDir() + "/tab.raterlab";
        QVERIFY(makeProject(path, server.baseUrl() + "/v1"));
        auto loaded = models::loadProject(QString::fromStdString(path));
        QVERIFY(loaded);
        widgets::RunsPanel panel;
        panel.setProject(*loaded);
        panel.resize(900, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *page = qobject_cast<StRunsPage *>(panel.currentPage());
        QVERIFY(page);
        QVERIFY(page->isVisible());
        QCOMPARE(page->conditionList()->count(), 2);
        QCOMPARE(page->languageList()->count(), 3); // the study's language factor: en, fr, ko
        inference::stereotales::StRunOptions base;
        base.run.apiKey = kKey;
        page->runner()->setBaseOptions(base);
        check(page->conditionList(), "gen", true);
        check(page->languageList(), "fr", false);
        check(page->languageList(), "ko", false);
        QSignalSpy finished(&panel, &widgets::RunsPanel::runFinished);
        QTest::mouseClick(page->startButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QCOMPARE(finished.at(0).at(0).toString(), QString());
        QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("finished"));
        QCOMPARE(stories(path), std::int64_t(40)); // tests/data/stereotales/README.md: 40 prompts a language
    }

    void generateCancelResumeExtract()
    {
        test::FakeModel model;
        model.delayMs = 30;
        model.answerFor = [](const std::string &m, const std::string &) -> std::optional<std::string> {
            if (m != "model-e1")
                return std::nullopt;
            return std::string("{\"refused\": \"no\", \"attributes\": {\"age\": \"older (65+)\"}}");
        };
        test::LoopbackServer server([&](const test::HttpServerRequest &r) { return model.handle(r); });
        const std::string path = test::tempDir() + "/runs.raterlab";
        auto study = makeProject(path, server.baseUrl() + "/v1");
        QVERIFY(study);

        StRunsPage page;
        inference::stereotales::StRunOptions base;
        base.run.apiKey = kKey;
        page.runner()->setBaseOptions(base);
        page.setProject(QString::fromStdString(path), study, {"en", "fr", "ko"});
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(page.conditionList()->count(), 2);
        QCOMPARE(page.languageList()->count(), 3);
        QVERIFY(page.startButton()->isEnabled());
        QVERIFY(!page.cancelButton()->isEnabled());

        // The request the controls describe.
        check(page.conditionList(), "gen", true);
        check(page.languageList(), "ko", false);
        ms::StRunRequest r = page.request();
        QCOMPARE(r.kind, ms::StRunKind::Generate);
        QCOMPARE(r.conditions, QStringList {"gen"});
        QCOMPARE(r.languages, (QStringList {"en", "fr"}));
        QVERIFY(!r.batch);

        // Start, cancel after some answers, start again: every prompt of en and fr once.
        QSignalSpy finished(page.runner(), &ms::StModelRunner::finished);
        QTest::mouseClick(page.startButton(), Qt::LeftButton);
        QVERIFY(page.cancelButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(page.progressBar()->value() >= 5, 20000);
        QTest::mouseClick(page.cancelButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QVERIFY(!finished.at(0).at(1).toBool());
        const std::int64_t first = stories(path);
        QVERIFY(first >= 5 && first < 80);
        QTest::mouseClick(page.startButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 30000);
        QVERIFY(finished.at(1).at(1).toBool());
        QCOMPARE(stories(path), std::int64_t(80));
        for (const auto &[identity, n] : model.counts())
            QVERIFY(n <= 2); // a prompt is sent again only when its answer arrived after the cancel
        QVERIFY(page.log()->toPlainText().contains("written."));

        // Extraction from the same page.
        page.kindBox()->setCurrentIndex(1);
        QVERIFY(!page.languageList()->isEnabled());
        check(page.conditionList(), "gen", false);
        check(page.conditionList(), "e1", true);
        QTest::mouseClick(page.startButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 30000);
        QVERIFY(finished.at(2).at(1).toBool());
        auto p = storage::Project::open(path);
        auto rawDb = test::rawDatabase(*p);
        auto st = rawDb.prepare("SELECT count(*) FROM st_extractions");
        QVERIFY(st && st->step() && true);
        QCOMPARE(st->columnInt(0), std::int64_t(80));
        QVERIFY(page.log()->toPlainText().contains("left out"));

        // Harm rating from the same page: the associations of an st_associations.csv, rated by "gen".
        const std::string csv = test::tempDir() + "/st_associations.csv";
        {
            std::ofstream out(csv);
            out << "base_attribute,base_value,attribute,value\nage,older (65+),commute,bicycle\ncommute,bus,age,young (18-34)\n";
        }
        auto added = inference::stereotales::addAssociationItems(*p, csv);
        QVERIFY2(added && *added == 2, added ? "" : added.error().detail.c_str());
        page.kindBox()->setCurrentIndex(2);
        QVERIFY(!page.languageList()->isEnabled());
        check(page.conditionList(), "e1", false);
        check(page.conditionList(), "gen", true);
        QCOMPARE(page.request().kind, ms::StRunKind::RateHarm);
        QTest::mouseClick(page.startButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 4, 30000);
        QVERIFY2(finished.at(3).at(1).toBool(), qPrintable(page.log()->toPlainText()));
        auto after = storage::Project::open(path); // a fresh connection: `st` above still holds its snapshot
        QVERIFY(after);
        auto rawAfter = test::rawDatabase(*after);
        auto harm = rawAfter.prepare("SELECT count(*) FROM ratings r JOIN raters k ON k.id = r.rater_id JOIN dimensions d "
                                          "ON d.id = r.dimension_id WHERE k.kind = 'model' AND d.name = 'harm'");
        QVERIFY(harm && harm->step());
        QVERIFY2(harm->columnInt(0) == 2, qPrintable(page.log()->toPlainText()));
        QVERIFY2(page.log()->toPlainText().contains("seed"), qPrintable(page.log()->toPlainText()));
    }

    void batchGenerationFromThePage()
    {
        // The batch box sends the run through the provider's batch engine (Anthropic's Message
        // Batches on the loopback server): every prompt of the language gets its story, the log
        // counts the jobs, and starting again sends nothing — no request, no new job.
        test::BatchServers s;
        s.batches.requiredKey = kKey;
        s.batches.pollsInProgress = 2;
        const std::string path = test::tempDir() + "/batchruns.raterlab";
        auto study = makeProject(path, s.base("anthropic"), "anthropic");
        QVERIFY(study);

        StRunsPage page;
        inference::stereotales::StRunOptions base;
        base.run.apiKey = kKey;
        base.run.scheduler.backoffBaseMs = 5;
        base.run.scheduler.backoffMaxMs = 20;
        base.driver.pollIntervalSeconds = 0.01;
        base.driver.pollMaxSeconds = 0.02;
        base.driver.http = base.run.scheduler;
        page.runner()->setBaseOptions(base);
        page.setProject(QString::fromStdString(path), study, {"en", "fr", "ko"});
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        check(page.conditionList(), "gen", true);
        check(page.languageList(), "fr", false);
        check(page.languageList(), "ko", false);
        QVERIFY(page.batchBox()->isEnabled());
        page.batchBox()->setChecked(true);
        QVERIFY(page.request().batch);
        QCOMPARE(page.request().languages, QStringList {"en"});

        QSignalSpy finished(page.runner(), &ms::StModelRunner::finished);
        QTest::mouseClick(page.startButton(), Qt::LeftButton);
        QVERIFY(!page.batchBox()->isEnabled()); // not changed while it runs
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QVERIFY2(finished.at(0).at(1).toBool(), qPrintable(page.log()->toPlainText()));
        QCOMPARE(stories(path), std::int64_t(40)); // tests/data/stereotales/README.md: 40 prompts a language
        QVERIFY(s.batches.batchesCreated() >= 1);
        QVERIFY2(page.log()->toPlainText().contains("Through the provider's batch engine:"), qPrintable(page.log()->toPlainText()));
        QVERIFY(page.batchBox()->isEnabled());

        const int created = s.batches.batchesCreated();
        const auto sent = s.model.counts();
        QTest::mouseClick(page.startButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 30000);
        QVERIFY(finished.at(1).at(1).toBool());
        QCOMPARE(s.batches.batchesCreated(), created);
        QCOMPARE(s.model.counts(), sent);
        QCOMPARE(stories(path), std::int64_t(40));
        QVERIFY(!test::projectFilesContain(path, kKey));
    }
};

QTEST_MAIN(TestStRuns)
#include "tst_struns.moc"
