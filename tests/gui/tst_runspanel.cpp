// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/runhistory.h"
#include "engine/media/svgraster.h"
#include "models/loadedproject.h"
#include "models/runs/failuresmodel.h"
#include "models/runs/filtertext.h"
#include "models/runs/ratemeter.h"
#include "models/runs/runcontroller.h"
#include "models/runs/runstablemodel.h"
#include "tests/common/testutil.h"
#include "tests/inference/batchserver.h"
#include "tests/inference/loopbackserver.h"
#include "tests/inference/jurystudyfixture.h"
#include "tests/inference/projectfixture.h"
#include "widgets/jury/juryrunspage.h"
#include "widgets/runs/conditionrunspage.h"
#include "widgets/runs/runspanel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QtTest>

#include <cstdlib>
#include <memory>
#include <mutex>

using namespace rl;
using models::RunsTableModel;
using rl::test::FakeModel;
using rl::test::HttpServerReply;
using rl::test::HttpServerRequest;
using rl::test::LoopbackServer;
using widgets::RunsPanel;

namespace {

/// The fake OpenAI-compatible model behind a loopback server; `failImage` (a fixture image's
/// base64) gets a 400 with a recognisable body.
struct FakeApi {
    FakeModel model;
    std::mutex mutex;
    std::string failImage;
    LoopbackServer server {[this](const HttpServerRequest &req) {
        HttpServerReply r = model.handle(req);
        std::lock_guard lock(mutex);
        if (!failImage.empty() && req.body.find(failImage) != std::string::npos) {
            r.status = 400;
            r.body = "{\"error\": {\"message\": \"image rejected by the fake model (raw body marker)\"}}";
        }
        return r;
    }};
    std::string url() const { return server.baseUrl() + "/v1"; }
};

std::unique_ptr<RunsPanel> makePanel(const std::string &path, int concurrency = 2)
{
    auto panel = std::make_unique<RunsPanel>();
    inference::SchedulerOptions o;
    o.concurrency = concurrency;
    o.maxAttempts = 1; // a fault is final: the server's count is the number of requests the run sent
    o.timeoutMs = 10000;
    panel->setSchedulerDefaults(o);
    auto loaded = models::loadProject(QString::fromStdString(path));
    if (!loaded)
        qFatal("%s", loaded.error().message().c_str());
    panel->setProject(*loaded);
    panel->resize(1000, 700);
    panel->show();
    return panel;
}

RunsTableModel::Status status(RunsPanel &panel, const QString &id = QStringLiteral("fake"))
{
    const int row = panel.runsModel()->rowOf(id);
    return row < 0 ? RunsTableModel::Status::NotRun : panel.runsModel()->row(row).status;
}

inference::RunProgress progress(RunsPanel &panel, const QString &id = QStringLiteral("fake"))
{
    const int row = panel.runsModel()->rowOf(id);
    if (row < 0 || !panel.runsModel()->row(row).progress)
        return {};
    return *panel.runsModel()->row(row).progress;
}

void click(RunsPanel &panel, const char *name)
{
    auto *button = panel.findChild<QPushButton *>(QString::fromLatin1(name));
    QVERIFY2(button, name);
    QVERIFY2(button->isEnabled(), name);
    QTest::mouseClick(button, Qt::LeftButton);
}

std::vector<inference::RunRecord> runsOf(const std::string &path)
{
    auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
    auto runs = inference::listRuns(*db, "fake");
    return runs ? *runs : std::vector<inference::RunRecord>();
}

constexpr int kPairs = 6;

/// The jury study of the panel tests: kPairs pairs with gold scores, judges j1 and j2 at `baseUrl`.
study::Study juryStudy(const std::string &baseUrl)
{
    study::Study s = test::juryStudy(test::juryGoldScores(kPairs));
    for (const char *j : {"j1", "j2"})
        s.addCondition(test::juryJudge(j, baseUrl));
    s.reindex();
    return s;
}

std::int64_t scoreAnswers(const std::string &path)
{
    auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
    if (!db)
        return -1;
    auto st = db->prepare("SELECT count(*) FROM ratings r JOIN dimensions d ON d.id = r.dimension_id WHERE d.name = 'score'");
    return st && st->step() ? st->columnInt(0) : -1;
}

/// The Runs tab's jury page (the jury panel above its judges' runs) when it is the page shown, else nullptr.
widgets::jury::JuryRunsPage *juryPage(RunsPanel &panel)
{
    auto *page = qobject_cast<widgets::jury::JuryRunsPage *>(panel.currentPage());
    return page && page->isVisible() ? page : nullptr;
}

} // namespace

class TestRunsPanel : public QObject {
    Q_OBJECT
private slots:
    void rateMeter();
    void filterForGridItems();
    void svgStimuliReachModelsAsPng();
    void startRunsToCompletion();
    void pauseStopsSendingAndResumeContinues();
    void cancelStops();
    void failureShowsRawResponse();
    void missingKeyNamesTheVariable();
    void foreignProjectAsksBeforeAnyRequest();
    void simulatedConditionsAndFilterValidation();
    void simulatedNoteGoesWhenARealConditionIsAdded();
    void importedConditionIsNotRunnable();
    void interruptedRunResumesOnReopen();
    void juryPanelRunsTwoJudgesTwoRounds();
    void juryPanelCancelStops();
    void juryPanelOnlyForJuryStudies();
    void juryPanelOfForeignProjectAsksFirst();
    void batchRunFromPanel();
};

void TestRunsPanel::rateMeter()
{
    models::RateMeter m(5.0);
    QCOMPARE(m.add(0.0, 0), 0.0);
    QCOMPARE(m.add(0.2, 2), 10.0); // < 0.5 s of window: the average n / t
    for (int i = 1; i <= 20; ++i)
        m.add(0.2 + i * 0.5, 2 + i * 3); // 6 requests/s
    QVERIFY(test::fuzzyCompare(m.add(10.7, 65), 6.0, 1e-12)); // (65 − 35) / (10.7 − 5.7), exact window
    double paused = 0;
    for (int i = 1; i <= 12; ++i)
        paused = m.add(10.7 + i * 0.5, 65); // nothing finishes
    QCOMPARE(paused, 0.0);
    QCOMPARE(m.add(0.1, 1), 10.0); // a new run's clock restarts the window
}

void TestRunsPanel::filterForGridItems()
{
    study::Study s;
    s.factors.push_back({"emotion", study::face::emotionLabels()});
    s.factors.push_back({"race", {"Black", "White", "Korean"}});
    for (int i = 0; i < 36; ++i)
        s.addItem({"i" + std::to_string(i), study::ItemKind::Image, "", "", {i % 6, i / 12}, {}, {}});
    std::vector<int> all(36);
    for (int i = 0; i < 36; ++i)
        all[static_cast<std::size_t>(i)] = i;
    QCOMPARE(models::filterForItems(s, all), std::optional<std::string>(""));
    std::vector<int> sadKorean;
    for (int i = 0; i < 36; ++i)
        if (i % 6 == 1 && i / 12 == 2)
            sadKorean.push_back(i);
    QCOMPARE(models::filterForItems(s, sadKorean), std::optional<std::string>("emotion=sad;race=Korean"));
    std::vector<int> happySad;
    for (int i = 35; i >= 0; --i) // any order
        if (i % 6 <= 1)
            happySad.push_back(i);
    QCOMPARE(models::filterForItems(s, happySad), std::optional<std::string>("emotion=happy,sad"));
    QVERIFY(!models::filterForItems(s, std::vector<int> {0, 1}).has_value()); // not a product of levels
    QVERIFY(!models::filterForItems(s, std::vector<int> {}).has_value());
    QVERIFY(!models::filterForItems(s, std::vector<int> {99}).has_value());
}

void TestRunsPanel::startRunsToCompletion()
{
    FakeApi api;
    const std::string path = test::tempDir() + "/complete.raterlab";
    QVERIFY(test::makeFaceProject(path, 6, "openai-compatible", api.url()));
    auto panel = makePanel(path);
    QAbstractItemModelTester runsTester(panel->runsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester failuresTester(panel->failuresModel(),
        QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy finished(panel.get(), &RunsPanel::runFinished);
    QVERIFY(!panel->findChild<QFrame *>(QStringLiteral("interruptedBanner"))->isVisible());
    QCOMPARE(status(*panel), RunsTableModel::Status::NotRun);
    QVERIFY(!panel->findChild<QPushButton *>(QStringLiteral("startButton"))->isEnabled()); // nothing checked

    panel->setConditionChecked(QStringLiteral("fake"), true);
    click(*panel, "startButton");
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QCOMPARE(finished.at(0).at(0).toString(), QStringLiteral("fake"));
    QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("finished"));
    QCOMPARE(status(*panel), RunsTableModel::Status::Finished);
    const inference::RunProgress p = progress(*panel);
    QCOMPARE(p.totalRequests, std::int64_t(18)); // 6 items × 3 context-carry stages
    QCOMPARE(p.answered, std::int64_t(18));
    QCOMPARE(p.inFlight, 0);
    QVERIFY(p.inputTokens > 0 && p.outputTokens > 0);
    QVERIFY(p.costUsd > 0); // the fixture's prices 0.15 / 0.60 per Mtok
    QCOMPARE(api.server.requestCount(), std::int64_t(18));
    const QAbstractItemModel *m = panel->runsModel();
    QCOMPARE(m->index(0, RunsTableModel::ProgressColumn).data(models::RunDoneRole).toLongLong(), 18LL);
    QCOMPARE(m->index(0, RunsTableModel::ProgressColumn).data(models::RunTotalRole).toLongLong(), 18LL);
    QCOMPARE(m->index(0, RunsTableModel::FailedColumn).data().toString(), QStringLiteral("0"));
    QCOMPARE(panel->failuresModel()->rowCount(), 0);

    // The same run again sends nothing: every request is answered in the journal.
    click(*panel, "startButton");
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
    QCOMPARE(api.server.requestCount(), std::int64_t(18));
    QCOMPARE(progress(*panel).reused, std::int64_t(18));
}

void TestRunsPanel::pauseStopsSendingAndResumeContinues()
{
    FakeApi api;
    api.model.delayMs = 80;
    const std::string path = test::tempDir() + "/pause.raterlab";
    QVERIFY(test::makeFaceProject(path, 12, "openai-compatible", api.url()));
    auto panel = makePanel(path, 2);
    QSignalSpy finished(panel.get(), &RunsPanel::runFinished);
    panel->setConditionChecked(QStringLiteral("fake"), true);
    click(*panel, "startButton");
    QTRY_VERIFY_WITH_TIMEOUT(progress(*panel).answered >= 3, 20000);
    // Pause, Resume and Cancel act on the one running run without its row being selected.
    panel->findChild<QTableView *>(QStringLiteral("runsView"))->setCurrentIndex(QModelIndex());
    QVERIFY(panel->findChild<QPushButton *>(QStringLiteral("pauseButton"))->isEnabled());
    click(*panel, "pauseButton");
    QCOMPARE(status(*panel), RunsTableModel::Status::Paused);
    QTRY_COMPARE_WITH_TIMEOUT(progress(*panel).inFlight, 0, 5000);
    const std::int64_t sentWhenIdle = api.server.requestCount();
    QTest::qWait(600); // > 7 request durations: a running scheduler would have sent more
    QCOMPARE(api.server.requestCount(), sentWhenIdle);
    QVERIFY(sentWhenIdle < 36);
    QCOMPARE(finished.count(), 0);
    QVERIFY(panel->findChild<QPushButton *>(QStringLiteral("resumeButton"))->isEnabled());

    click(*panel, "resumeButton");
    QCOMPARE(status(*panel), RunsTableModel::Status::Running);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("finished"));
    QCOMPARE(api.server.requestCount(), std::int64_t(36)); // every request once
    for (const auto &[identity, n] : api.model.counts())
        QCOMPARE(n, 1);
}

void TestRunsPanel::cancelStops()
{
    FakeApi api;
    api.model.delayMs = 100;
    const std::string path = test::tempDir() + "/cancel.raterlab";
    QVERIFY(test::makeFaceProject(path, 12, "openai-compatible", api.url()));
    auto panel = makePanel(path, 2);
    QSignalSpy finished(panel.get(), &RunsPanel::runFinished);
    panel->setConditionChecked(QStringLiteral("fake"), true);
    click(*panel, "startButton");
    QTRY_VERIFY_WITH_TIMEOUT(progress(*panel).answered >= 2, 20000);
    click(*panel, "cancelButton");
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("cancelled"));
    QCOMPARE(status(*panel), RunsTableModel::Status::Cancelled);
    const std::int64_t sent = api.server.requestCount();
    QTest::qWait(400);
    QCOMPARE(api.server.requestCount(), sent);
    QVERIFY(sent < 36);
    const auto runs = runsOf(path);
    QCOMPARE(runs.size(), std::size_t(1));
    QCOMPARE(runs.front().status, inference::RunStatus::Cancelled);
    QVERIFY(!panel->findChild<QPushButton *>(QStringLiteral("cancelButton"))->isEnabled());
}

void TestRunsPanel::failureShowsRawResponse()
{
    FakeApi api;
    api.failImage = test::fixtureImage(4);
    const std::string path = test::tempDir() + "/failure.raterlab";
    QVERIFY(test::makeFaceProject(path, 6, "openai-compatible", api.url()));
    auto panel = makePanel(path);
    QSignalSpy finished(panel.get(), &RunsPanel::runFinished);
    panel->setConditionChecked(QStringLiteral("fake"), true);
    click(*panel, "startButton");
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("failed"));
    QCOMPARE(status(*panel), RunsTableModel::Status::Failed);
    QCOMPARE(progress(*panel).failed, std::int64_t(1));
    QCOMPARE(progress(*panel).skipped, std::int64_t(2)); // item4's stages 2 and 3 are not sent

    const QAbstractItemModel *failures = panel->failuresModel();
    QTRY_COMPARE(failures->rowCount(), 1);
    QCOMPARE(failures->index(0, models::FailuresModel::ItemColumn).data().toString(), QStringLiteral("item4"));
    QCOMPARE(failures->index(0, models::FailuresModel::StageColumn).data().toInt(), 1);
    QCOMPARE(failures->index(0, models::FailuresModel::HttpColumn).data().toInt(), 400);
    QVERIFY(failures->index(0, 0).data(models::RawResponseRole).toString().contains(QStringLiteral("raw body marker")));
    auto *raw = panel->findChild<QPlainTextEdit *>(QStringLiteral("rawResponseView"));
    QVERIFY(raw->isReadOnly());
    QTRY_VERIFY(raw->toPlainText().contains(QStringLiteral("image rejected by the fake model (raw body marker)")));

    // Fixed server, second run: the failed request is sent again and the list empties.
    {
        std::lock_guard lock(api.mutex);
        api.failImage.clear();
    }
    click(*panel, "startButton");
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
    QCOMPARE(finished.at(1).at(1).toString(), QStringLiteral("finished"));
    QTRY_COMPARE(failures->rowCount(), 0);
    QVERIFY(raw->toPlainText().isEmpty());
}

/// A project created on another machine (another settings folder) sends nothing until the user
/// trusts its endpoint; the panel asks through the controller's prompt (answered here by the test).
void TestRunsPanel::foreignProjectAsksBeforeAnyRequest()
{
    FakeApi api;
    const std::string dir = test::tempDir();
    const std::string path = dir + "/foreign.raterlab";
    const QByteArray before = qgetenv("RATERLAB_CONFIG_DIR");
    qputenv("RATERLAB_CONFIG_DIR", QByteArray::fromStdString(dir + "/elsewhere"));
    QVERIFY(test::makeFaceProject(path, 3, "openai-compatible", api.url()));
    qputenv("RATERLAB_CONFIG_DIR", QByteArray::fromStdString(dir + "/here"));
    auto panel = makePanel(path);
    QSignalSpy finished(panel.get(), &RunsPanel::runFinished);
    QStringList asked;
    QString details;
    bool answer = false;
    panel->controller()->setTrustPrompt([&](const QString &conditionId, const QString &text) {
        asked << conditionId;
        details = text;
        return answer;
    });
    panel->setConditionChecked(QStringLiteral("fake"), true);
    click(*panel, "startButton");
    QTRY_COMPARE_WITH_TIMEOUT(asked.size(), 1, 10000);
    QCOMPARE(asked.at(0), QStringLiteral("fake"));
    QVERIFY2(details.contains(QString::fromStdString(api.url())), qPrintable(details));
    QTRY_COMPARE(status(*panel), RunsTableModel::Status::NotStarted); // declined: reported, nothing sent
    QCOMPARE(api.server.requestCount(), std::int64_t(0));
    QVERIFY(runsOf(path).empty());

    answer = true; // trusted: the run goes ahead, and the trust is remembered
    click(*panel, "startButton");
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QCOMPARE(asked.size(), 2);
    QCOMPARE(api.server.requestCount(), std::int64_t(9)); // 3 items x 3 stages
    click(*panel, "startButton");
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
    QCOMPARE(asked.size(), 2); // not asked again
    if (before.isNull())
        qunsetenv("RATERLAB_CONFIG_DIR");
    else
        qputenv("RATERLAB_CONFIG_DIR", before);
}

void TestRunsPanel::missingKeyNamesTheVariable()
{
    FakeApi api;
    const char *variable = "RL_TEST_RUNSPANEL_MISSING_KEY";
    qunsetenv(variable);
    qputenv("PATH", "/nonexistent"); // no secret-tool fallback in this test process
    const std::string path = test::tempDir() + "/nokey.raterlab";
    QVERIFY(test::makeFaceProject(path, 3, "openai-compatible", api.url(), variable));
    auto panel = makePanel(path);
    panel->setConditionChecked(QStringLiteral("fake"), true);
    click(*panel, "startButton");
    auto *message = panel->findChild<QLabel *>(QStringLiteral("messageLabel"));
    QTRY_VERIFY_WITH_TIMEOUT(message->isVisible(), 10000);
    QVERIFY(message->text().contains(QString::fromLatin1(variable)));
    QTRY_COMPARE(status(*panel), RunsTableModel::Status::NotStarted);
    QCOMPARE(api.server.requestCount(), std::int64_t(0));
    QVERIFY(runsOf(path).empty()); // nothing was begun in the journal
}

void TestRunsPanel::simulatedConditionsAndFilterValidation()
{
    const std::string path = test::tempDir() + "/filter.raterlab";
    QVERIFY(test::makeFaceProject(path, 12, "openai-compatible", "http://127.0.0.1:9/v1"));
    {
        auto project = storage::Project::open(path);
        auto s = project->loadStudy();
        study::ModelCondition sim;
        sim.id = "demo_sim";
        sim.label = "Simulated";
        sim.provider = "openai";
        sim.model = "none";
        sim.simulated = true;
        s->addCondition(sim);
        storage::SaveSet set;
        set.firstNewRating = s->ratings.size();
        QVERIFY(project->save(*s, set).has_value());
    }
    auto panel = makePanel(path);
    auto *list = panel->findChild<QListWidget *>(QStringLiteral("conditionList"));
    QCOMPARE(list->count(), 2);
    const QListWidgetItem *simItem = list->item(1);
    QCOMPARE(simItem->data(Qt::UserRole).toString(), QStringLiteral("demo_sim"));
    QVERIFY(!(simItem->flags() & Qt::ItemIsEnabled));
    QVERIFY(!(simItem->flags() & Qt::ItemIsUserCheckable));
    QVERIFY(!simItem->toolTip().isEmpty());
    QCOMPARE(panel->runsModel()->rowCount(), 1); // only runnable conditions get a runs row

    panel->setConditionChecked(QStringLiteral("fake"), true);
    auto *edit = panel->findChild<QLineEdit *>(QStringLiteral("itemFilterEdit"));
    auto *match = panel->findChild<QLabel *>(QStringLiteral("matchLabel"));
    auto *start = panel->findChild<QPushButton *>(QStringLiteral("startButton"));
    QVERIFY(start->isEnabled()); // empty filter: all 12
    QVERIFY(match->text().contains(QStringLiteral("12")));
    edit->setText(QStringLiteral("emotion=sad"));
    QVERIFY(match->text().contains(QStringLiteral("2")));
    QCOMPARE(panel->currentFilter(), std::optional<std::string>("emotion=sad"));
    edit->setText(QStringLiteral("mood=sad"));
    QVERIFY(match->text().contains(QStringLiteral("mood")));
    QVERIFY(!start->isEnabled());
    QVERIFY(!panel->currentFilter().has_value());

    auto *useGrid = panel->findChild<QCheckBox *>(QStringLiteral("useGridFilter"));
    QVERIFY(!useGrid->isEnabled());
    panel->setGridFilterItems({1, 7});
    QVERIFY(useGrid->isEnabled());
    useGrid->setChecked(true);
    QVERIFY(!edit->isEnabled());
    QCOMPARE(panel->currentFilter(), std::optional<std::string>("emotion=sad"));
    QVERIFY(start->isEnabled());
    panel->setGridFilterItems({1, 2}); // narrowed by an id search: no factor filter says it
    QVERIFY(!panel->currentFilter().has_value());
    QVERIFY(!start->isEnabled());
}

void TestRunsPanel::simulatedNoteGoesWhenARealConditionIsAdded()
{
    const std::string path = test::tempDir() + "/simulated-note.raterlab";
    QVERIFY(test::makeFaceProject(path, 4, "openai-compatible", "http://127.0.0.1:9/v1"));
    auto project = storage::Project::open(path);
    auto s = project->loadStudy();
    QVERIFY(s.has_value());
    for (auto &c : s->conditions)
        c.simulated = true; // a demo-like project: nothing to run
    QVERIFY(project->save(*s).has_value());
    auto panel = makePanel(path);
    auto *message = panel->findChild<QLabel *>(QStringLiteral("messageLabel"));
    QVERIFY(message->isVisible());
    QVERIFY(message->text().contains(QStringLiteral("simulated")));
    // The user adds a runnable condition and saves it: the same file is shown again, the note goes.
    study::ModelCondition real;
    real.id = "real";
    real.provider = "openai-compatible";
    real.model = "m";
    real.baseUrl = "http://127.0.0.1:9/v1";
    s->addCondition(real);
    QVERIFY(project->save(*s).has_value());
    auto loaded = models::loadProject(QString::fromStdString(path));
    QVERIFY(loaded.has_value());
    panel->setProject(*loaded);
    QCOMPARE(panel->runsModel()->rowCount(), 1);
    QVERIFY(!message->isVisible());
}

// A condition import predictions made is listed, not runnable, and the panel says why.
void TestRunsPanel::importedConditionIsNotRunnable()
{
    const std::string path = test::tempDir() + "/imported-runs.raterlab";
    QVERIFY(test::makeFaceProject(path, 4, "openai-compatible", "http://127.0.0.1:9/v1"));
    auto project = storage::Project::open(path);
    auto s = project->loadStudy();
    QVERIFY(s.has_value());
    study::ModelCondition imported;
    imported.id = "gemini_flash";
    imported.label = "Gemini Flash";
    imported.provider = study::kImportedProvider;
    imported.strategy.clear();
    imported.imported = study::ImportRecord {"predictions.csv", "2026-05-01T09:30:00Z", 4};
    s->addCondition(imported);
    QVERIFY(project->save(*s).has_value());
    auto panel = makePanel(path);
    auto *list = panel->findChild<QListWidget *>(QStringLiteral("conditionList"));
    QCOMPARE(list->count(), 2);
    const QListWidgetItem *item = list->item(1);
    QCOMPARE(item->data(Qt::UserRole).toString(), QStringLiteral("gemini_flash"));
    QVERIFY(item->text().contains(QStringLiteral("not runnable")));
    QVERIFY(!(item->flags() & Qt::ItemIsEnabled));
    QVERIFY(!(item->flags() & Qt::ItemIsUserCheckable));
    QVERIFY2(item->toolTip().contains(QStringLiteral("made outside RaterLab")), qPrintable(item->toolTip()));
    QCOMPARE(panel->runsModel()->rowCount(), 1); // only the runnable condition gets a runs row
    panel->setConditionChecked(QStringLiteral("gemini_flash"), true);
    QCOMPARE(item->checkState(), Qt::Unchecked);

    // Nothing but imported conditions: the panel says why nothing can be run.
    for (auto &c : s->conditions)
        if (!study::isImported(c)) {
            c.provider = study::kImportedProvider;
            c.strategy.clear();
            c.model.clear();
        }
    QVERIFY(project->save(*s).has_value());
    auto loaded = models::loadProject(QString::fromStdString(path));
    QVERIFY(loaded.has_value());
    panel->setProject(*loaded);
    QCOMPARE(panel->runsModel()->rowCount(), 0);
    auto *message = panel->findChild<QLabel *>(QStringLiteral("messageLabel"));
    QVERIFY(message->isVisible());
    QVERIFY2(message->text().contains(QStringLiteral("imported")), qPrintable(message->text()));
}

void TestRunsPanel::interruptedRunResumesOnReopen()
{
    FakeApi api;
    api.model.delayMs = 60;
    const std::string path = test::tempDir() + "/reopen.raterlab";
    QVERIFY(test::makeFaceProject(path, 20, "openai-compatible", api.url()));
    {
        auto panel = makePanel(path, 2);
        auto *edit = panel->findChild<QLineEdit *>(QStringLiteral("itemFilterEdit"));
        edit->setText(QStringLiteral("race=Black,White")); // items i % 3 != 2: 14 of 20
        panel->setConditionChecked(QStringLiteral("fake"), true);
        click(*panel, "startButton");
        QTRY_VERIFY_WITH_TIMEOUT(progress(*panel).answered >= 5, 20000);
        QVERIFY(progress(*panel).answered < 42);
        // Closing: the panel (and its controller) go while the run is going.
    }
    const std::int64_t sentBeforeClose = api.server.requestCount();
    QVERIFY(sentBeforeClose < 42);
    auto runs = runsOf(path);
    QCOMPARE(runs.size(), std::size_t(1));
    QCOMPARE(runs.front().status, inference::RunStatus::Interrupted);
    QCOMPARE(runs.front().itemFilter, std::string("race=Black,White"));
    QTest::qWait(200);
    QCOMPARE(api.server.requestCount(), sentBeforeClose); // nothing is sent after closing

    auto panel = makePanel(path, 2);
    QSignalSpy finished(panel.get(), &RunsPanel::runFinished);
    auto *banner = panel->findChild<QFrame *>(QStringLiteral("interruptedBanner"));
    QVERIFY(banner->isVisible());
    QCOMPARE(panel->interruptedRuns().size(), std::size_t(1));
    QCOMPARE(status(*panel), RunsTableModel::Status::Interrupted);
    click(*panel, "resumeInterruptedButton");
    QVERIFY(!banner->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("finished"));
    QCOMPARE(progress(*panel).reused + progress(*panel).answered, std::int64_t(42));

    // Every request reached the server exactly once, over both sessions.
    QCOMPARE(api.server.requestCount(), std::int64_t(42));
    const auto counts = api.model.counts();
    QCOMPARE(counts.size(), std::size_t(42));
    for (const auto &[identity, n] : counts)
        QCOMPARE(n, 1);
    runs = runsOf(path);
    QCOMPARE(runs.size(), std::size_t(2));
    QCOMPARE(runs.at(0).status, inference::RunStatus::Finished);
    QCOMPARE(runs.at(0).itemFilter, std::string("race=Black,White"));
    QCOMPARE(runs.at(1).status, inference::RunStatus::Resumed);
    auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
    QVERIFY(inference::interruptedRuns(*db)->empty());
}

void TestRunsPanel::svgStimuliReachModelsAsPng()
{
    // The vision APIs do not take SVG: the demo's faces are rasterized to an opaque PNG.
    const std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='100'>"
                            "<rect x='0' y='0' width='100' height='100' fill='#ff0000'/></svg>";
    std::string mime = "image/svg+xml";
    std::vector<std::uint8_t> bytes(svg.begin(), svg.end());
    QVERIFY(media::convertForModels(mime, bytes, 400));
    QCOMPARE(mime, std::string("image/png"));
    const QImage png = QImage::fromData(bytes.data(), static_cast<int>(bytes.size()), "PNG");
    QCOMPARE(png.size(), QSize(400, 200)); // longer side = edge, aspect kept
    QCOMPARE(png.pixelColor(50, 100).red(), 255);
    QCOMPARE(png.pixelColor(300, 100), QColor(Qt::white)); // transparent areas come out white
    // other images pass through untouched; a broken SVG is refused
    std::string jpeg = "image/jpeg";
    std::vector<std::uint8_t> raw {1, 2, 3};
    QVERIFY(media::convertForModels(jpeg, raw));
    QCOMPARE(raw, (std::vector<std::uint8_t> {1, 2, 3}));
    std::string bad = "image/svg+xml";
    std::vector<std::uint8_t> garbage {'<', 's', 'v'};
    QVERIFY(!media::convertForModels(bad, garbage));
}

void TestRunsPanel::juryPanelRunsTwoJudgesTwoRounds()
{
    FakeApi api;
    const std::string path = test::tempDir() + "/jury.raterlab";
    {
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p.has_value());
        QVERIFY(p->save(juryStudy(api.url())).has_value());
    }
    auto panel = makePanel(path);
    auto *juryRuns = juryPage(*panel);
    QVERIFY(juryRuns);
    QVERIFY(QTest::qWaitForWindowExposed(juryRuns));
    QCOMPARE(juryRuns->judges(), (QStringList {QStringLiteral("j1"), QStringLiteral("j2")}));
    auto *start = juryRuns->findChild<QPushButton *>(QStringLiteral("juryStartButton"));
    QVERIFY(!start->isEnabled()); // no judge chosen yet
    juryRuns->setJudgeChecked(QStringLiteral("j1"), true);
    juryRuns->setJudgeChecked(QStringLiteral("j2"), true);
    juryRuns->setPromptCondition(QStringLiteral("rubric"));
    juryRuns->setRounds(2);
    const auto o = juryRuns->options();
    QCOMPARE(o.corpus, std::string("stsb"));
    QCOMPARE(o.condition, std::string("rubric"));
    QCOMPARE(o.seed, std::uint64_t(42));

    QSignalSpy runFinished(panel.get(), &RunsPanel::runFinished);
    QSignalSpy progressed(juryRuns->runner(), &models::JuryPanelRunner::progress);
    QVERIFY(start->isEnabled());
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(runFinished.count(), 4, 60000); // 2 judges x 2 rounds
    QVERIFY(!juryRuns->isRunning());
    QStringList ids;
    for (const auto &args : runFinished) {
        ids << args.at(0).toString();
        QCOMPARE(args.at(1).toString(), QStringLiteral("finished"));
    }
    QCOMPARE(ids, (QStringList {QStringLiteral("j1.rubric"), QStringLiteral("j2.rubric"), QStringLiteral("j1.rubric"),
                                QStringLiteral("j2.rubric")}));
    QVERIFY(progressed.count() >= 1);
    const auto last = progressed.last().at(0).value<models::JuryRunProgress>();
    QCOMPARE(last.stepCount, 4);
    QCOMPARE(last.round, 2);
    auto *bar = juryRuns->findChild<QProgressBar *>(QStringLiteral("juryProgress"));
    QCOMPARE(bar->value(), bar->maximum());
    QCOMPARE(scoreAnswers(path), std::int64_t(2 * 2 * kPairs)); // every judge, round and pair once
    QCOMPARE(api.server.requestCount(), std::int64_t(2 * 2 * kPairs));
    // The runs table was read again: it lists the conditions the panel made, finished.
    QCOMPARE(status(*panel, QStringLiteral("j1.rubric")), RunsTableModel::Status::Finished);
    QCOMPARE(status(*panel, QStringLiteral("j2.rubric")), RunsTableModel::Status::Finished);

    // The same panel again sends nothing: the journal has every answer.
    runFinished.clear();
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(runFinished.count(), 4, 60000);
    QCOMPARE(api.server.requestCount(), std::int64_t(2 * 2 * kPairs));
    QCOMPARE(scoreAnswers(path), std::int64_t(2 * 2 * kPairs));
}

void TestRunsPanel::juryPanelCancelStops()
{
    FakeApi api;
    api.model.delayMs = 150;
    const std::string path = test::tempDir() + "/jurycancel.raterlab";
    {
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p.has_value());
        QVERIFY(p->save(juryStudy(api.url())).has_value());
    }
    auto panel = makePanel(path, 1);
    auto *juryRuns = juryPage(*panel);
    QVERIFY(juryRuns);
    juryRuns->setJudgeChecked(QStringLiteral("j1"), true);
    juryRuns->setJudgeChecked(QStringLiteral("j2"), true);
    juryRuns->setRounds(2);
    QSignalSpy finished(juryRuns, &widgets::jury::JuryRunsPage::panelFinished);
    QTest::mouseClick(juryRuns->findChild<QPushButton *>(QStringLiteral("juryStartButton")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(api.server.requestCount() >= 2, 20000);
    auto *cancel = juryRuns->findChild<QPushButton *>(QStringLiteral("juryCancelButton"));
    QVERIFY(cancel->isEnabled());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!cancel->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QVERIFY(!juryRuns->isRunning());
    const std::int64_t sent = api.server.requestCount();
    QTest::qWait(500);
    QCOMPARE(api.server.requestCount(), sent); // nothing more is sent after the stop
    QVERIFY(sent < 2 * 2 * kPairs);
    QVERIFY(scoreAnswers(path) < 2 * 2 * kPairs);
    const QStringList statuses = finished.at(0).at(1).toStringList();
    QVERIFY(statuses.size() < 4);
    QVERIFY2(statuses.isEmpty() || statuses.last() == QStringLiteral("cancelled"), qPrintable(statuses.join(',')));
    QVERIFY(juryRuns->findChild<QLabel *>(QStringLiteral("juryStatusLabel"))->text().contains(QLatin1String("stopped")));
}

void TestRunsPanel::juryPanelOnlyForJuryStudies()
{
    FakeApi api;
    const std::string path = test::tempDir() + "/face.raterlab";
    QVERIFY(test::makeFaceProject(path, 2, "openai-compatible", api.url()));
    auto panel = makePanel(path);
    QVERIFY(!panel->findChild<QPushButton *>(QStringLiteral("juryStartButton"))); // no jury panel to start
    QVERIFY(juryPage(*panel) == nullptr);
    QVERIFY(qobject_cast<widgets::ConditionRunsPage *>(panel->currentPage()));
}

void TestRunsPanel::juryPanelOfForeignProjectAsksFirst()
{
    FakeApi api;
    const std::string dir = test::tempDir();
    const std::string path = dir + "/foreignjury.raterlab";
    const QByteArray before = qgetenv("RATERLAB_CONFIG_DIR");
    qputenv("RATERLAB_CONFIG_DIR", QByteArray::fromStdString(dir + "/elsewhere"));
    {
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p.has_value());
        QVERIFY(p->save(juryStudy(api.url())).has_value());
    }
    qputenv("RATERLAB_CONFIG_DIR", QByteArray::fromStdString(dir + "/here"));
    auto panel = makePanel(path);
    QStringList asked;
    bool answer = false;
    // The jury panel asks through the panel's own hook (RunController::setTrustPrompt).
    panel->controller()->setTrustPrompt([&](const QString &, const QString &text) {
        asked << text;
        return answer;
    });
    auto *juryRuns = juryPage(*panel);
    QVERIFY(juryRuns);
    juryRuns->setJudgeChecked(QStringLiteral("j1"), true);
    QSignalSpy finished(juryRuns, &widgets::jury::JuryRunsPage::panelFinished);
    auto *start = juryRuns->findChild<QPushButton *>(QStringLiteral("juryStartButton"));
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.at(0).contains(QString::fromStdString(api.url())), qPrintable(asked.at(0)));
    QCOMPARE(api.server.requestCount(), std::int64_t(0)); // declined: nothing sent
    QVERIFY(finished.at(0).at(0).toStringList().isEmpty());
    QVERIFY(juryRuns->findChild<QLabel *>(QStringLiteral("juryStatusLabel"))->text().contains(QLatin1String("could not run")));

    answer = true;
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
    QCOMPARE(asked.size(), 2);
    // Blind is a base condition's own prompt condition (jury_condition empty = blind): j1 itself runs.
    QCOMPARE(finished.at(1).at(0).toStringList(), QStringList {QStringLiteral("j1")});
    QCOMPARE(api.server.requestCount(), std::int64_t(kPairs));
    QCOMPARE(scoreAnswers(path), std::int64_t(kPairs));
    if (before.isNull())
        qunsetenv("RATERLAB_CONFIG_DIR");
    else
        qputenv("RATERLAB_CONFIG_DIR", before);
}

/// "Submit as provider batch": the run goes through the provider's batch engine off the GUI thread, the panel shows
/// the jobs by state, and every answer lands in the project once (one job per context-carry stage).
void TestRunsPanel::batchRunFromPanel()
{
    FakeModel model;
    test::BatchServer batches(model);
    batches.pollsInProgress = 2;
    LoopbackServer server([&](const HttpServerRequest &req) { return batches.handle(req); });
    qputenv("OPENAI_API_KEY", "sk-panel-batch-key-0123");
    const std::string path = test::tempDir() + "/batch.raterlab";
    QVERIFY(test::makeFaceProject(path, 6, "openai", server.baseUrl() + "/v1"));
    auto panel = makePanel(path);
    panel->setBatchPollInterval(0.01);
    QSignalSpy finished(panel.get(), &RunsPanel::runFinished);
    auto *batch = panel->findChild<QCheckBox *>(QStringLiteral("batchCheck"));
    QVERIFY(batch && batch->isVisible());
    QVERIFY(!batch->text().isEmpty());
    QTest::mouseClick(batch, Qt::LeftButton, {}, QPoint(8, batch->height() / 2));
    QVERIFY(batch->isChecked());
    panel->setConditionChecked(QStringLiteral("fake"), true);
    click(*panel, "startButton");
    auto *jobs = panel->findChild<QLabel *>(QStringLiteral("batchStatusLabel"));
    QVERIFY(jobs);
    QTRY_VERIFY_WITH_TIMEOUT(jobs->isVisible(), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("finished"));
    QCOMPARE(progress(*panel).answered, std::int64_t(18));
    QCOMPARE(batches.batchesCreated(), 3);
    QVERIFY2(jobs->text().contains(QStringLiteral("3 completed")), qPrintable(jobs->text()));
    for (const auto &[id, n] : batches.submissions())
        QCOMPARE(n, 1);
    QCOMPARE(model.total(), std::int64_t(18));
    qunsetenv("OPENAI_API_KEY");
}

QTEST_MAIN(TestRunsPanel)
#include "tst_runspanel.moc"
