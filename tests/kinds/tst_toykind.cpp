// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The seam of a study kind: a fourth kind, "toy" (tests/kinds/toy), is its own folder per layer and one registration
// each, and shows up in the engine's registry, in the CLI's analyze and methods verbs (the same verbs as
// raterlab-cli, linked with the kind: toy-cli), with a verb of its own (toy/cli), and in the main window (its tab,
// its pages, its analysis, its runs page in the Runs tab) without any
// other file of RaterLab naming it.
#include "app/gui/analysisworkspace.h"
#include "app/gui/mainwindow.h"
#include "engine/analysis/registry.h"
#include "engine/analysis/studykinds.h"
#include "engine/io/importers.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"
#include "tests/kinds/toy/engine/toykind.h"
#include "tests/kinds/toy/widgets/toyrunspage.h"
#include "tests/kinds/toy/widgets/toyworkspace.h"
#include "widgets/runs/conditionrunspage.h"
#include "widgets/runs/runspanel.h"

#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace rl;

class TestToyKind : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void engineRegistry();
    void cliAnalyzeAndMethods();
    void cliRefusesTheSuiteFlags();
    void cliHasTheKindsVerb();
    void mainWindowShowsTheKind();

private:
    QString runCli(const QStringList &args, int &rc) const;
    QTemporaryDir m_dir;
    QString m_project;
};

void TestToyKind::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const std::string dir = m_dir.path().toStdString();
    {
        std::ofstream stimuli(dir + "/stimuli.csv");
        stimuli << "stimulus_id,text\nT1,first text\nT2,second text\nT3,third text\n";
        std::ofstream ratings(dir + "/ratings.csv");
        ratings << "rater_id,stimulus_id,quality\nr1,T1,4\nr2,T1,5\nr1,T2,2\nr2,T2,3\nr3,T2,1\n";
    }
    m_project = m_dir.filePath(QStringLiteral("toy.rlab"));
    auto project = storage::Project::open(m_project.toStdString(), storage::Database::Mode::CreateIfMissing);
    QVERIFY2(project, project ? "" : project.error().detail.c_str());
    io::ImportOptions stimuli;
    stimuli.studyKind = toy::toyKind(); // the import records the registered kind like a built-in one
    auto imported = io::importFile(*project, io::ImportKind::Stimuli, dir + "/stimuli.csv", stimuli);
    QVERIFY2(imported, imported ? "" : imported.error().detail.c_str());
    io::ImportOptions ratings;
    study::Dimension quality;
    quality.name = "quality";
    quality.scaleMin = 1;
    quality.scaleMax = 5;
    ratings.dimensions = {quality};
    imported = io::importFile(*project, io::ImportKind::Ratings, dir + "/ratings.csv", ratings);
    QVERIFY2(imported, imported ? "" : imported.error().detail.c_str());
    auto study = project->loadStudy();
    QVERIFY(study);
    QCOMPARE(std::string(study::studyKindName(study::protocolOf(*study).kind)), std::string("toy"));
}

void TestToyKind::engineRegistry()
{
    study::StudyKind parsed;
    QVERIFY(study::parseStudyKind("toy", parsed));
    QVERIFY(parsed == toy::toyKind());
    QVERIFY(!(parsed == study::StudyKind::Rating));
    bool listed = false;
    for (const analysis::StudyKindEntry *e : analysis::studyKindEntries())
        listed = listed || e->kind == parsed;
    QVERIFY(listed);

    auto project = storage::Project::open(m_project.toStdString());
    QVERIFY(project);
    auto study = project->loadStudy();
    QVERIFY(study);
    const analysis::AnalysisPlan plan = analysis::analysisPlanFor(*study, {});
    QVERIFY(!plan.runs); // the agreement suite is not the toy's analysis
    QCOMPARE(plan.viewKeys, std::vector<std::string>({toy::kSummaryView}));
    QCOMPARE(app::AnalysisWorkspace::pageKeysFor(plan),
             QStringList({QStringLiteral("stimuli"), QStringLiteral("conditions"), QStringLiteral("runs"), QStringLiteral("toy")}));
}

QString TestToyKind::runCli(const QStringList &args, int &rc) const
{
    QProcess p;
    p.start(QStringLiteral(RL_TOY_CLI), args);
    if (!p.waitForFinished(60000)) {
        rc = -1;
        return {};
    }
    rc = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput()) + QString::fromUtf8(p.readAllStandardError());
}

void TestToyKind::cliAnalyzeAndMethods()
{
    const QString out = m_dir.filePath(QStringLiteral("out"));
    int rc = 0;
    QString said = runCli({QStringLiteral("analyze"), m_project, QStringLiteral("--out"), out}, rc);
    QVERIFY2(rc == 0, qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("3 items summarised; wrote ")), qPrintable(said));
    QFile summary(out + QStringLiteral("/toy_summary.csv"));
    QVERIFY(summary.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(summary.readAll()),
             QStringLiteral("item_id,human_ratings,mean\nT1,2,4.5\nT2,3,2\nT3,0,\n"));
    QVERIFY(!QFile::exists(out + QStringLiteral("/metrics.csv"))); // not the agreement suite's

    said = runCli({QStringLiteral("methods"), m_project}, rc);
    QVERIFY2(rc == 0, qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("The toy study counted each item's human ratings and their mean.")), qPrintable(said));
}

void TestToyKind::cliRefusesTheSuiteFlags()
{
    int rc = 0;
    const QString said = runCli({QStringLiteral("analyze"), m_project, QStringLiteral("--out"), m_dir.filePath(QStringLiteral("x")),
                                 QStringLiteral("--seed"), QStringLiteral("3")},
                                rc);
    QCOMPARE(rc, 1);
    QVERIFY2(said.contains(QStringLiteral("a toy study takes its analysis options with --option")), qPrintable(said));
}

void TestToyKind::cliHasTheKindsVerb()
{
    int rc = 0;
    QString said = runCli({QStringLiteral("--help")}, rc);
    QCOMPARE(rc, 0);
    QVERIFY2(said.contains(QStringLiteral("  toy items PROJECT ")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("(info: a registered verb of that name is ignored; the program has one)")),
             qPrintable(said));
    QVERIFY2(said.endsWith(QStringLiteral("with the reason on stderr.\n")), qPrintable(said));
    said = runCli({QStringLiteral("toy"), QStringLiteral("items"), m_project}, rc);
    QVERIFY2(rc == 0, qPrintable(said));
    QCOMPARE(said, QStringLiteral("3 toy items\n"));
    said = runCli({QStringLiteral("toy"), QStringLiteral("count"), m_project}, rc);
    QCOMPARE(rc, 1);
    QVERIFY2(said.contains(QStringLiteral("toy expects: items PROJECT")), qPrintable(said));
    // The program's own `info` runs, not the registration that took its name.
    said = runCli({QStringLiteral("info"), m_project}, rc);
    QVERIFY2(rc == 0, qPrintable(said));
    QVERIFY2(said.trimmed().startsWith(QLatin1Char('{')), qPrintable(said));
}

void TestToyKind::mainWindowShowsTheKind()
{
    QStringList keys = app::AnalysisWorkspace::viewKeys();
    QCOMPARE(keys.last(), QStringLiteral("toy")); // after the built-in kinds' tabs
    app::MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *workspace = window.workspace();
    QCOMPARE(workspace->count(), keys.size());
    QVERIFY(!workspace->isTabVisible(keys.indexOf(QStringLiteral("toy")))); // no project: the rating suite's tabs
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(m_project);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    QCOMPARE(workspace->shownPages(),
             QStringList({QStringLiteral("stimuli"), QStringLiteral("conditions"), QStringLiteral("runs"), QStringLiteral("toy")}));
    QCOMPARE(workspace->tabText(keys.indexOf(QStringLiteral("toy"))), QStringLiteral("Toy"));
    QTRY_VERIFY_WITH_TIMEOUT(workspace->analysisComplete(), 20000);
    auto *toyWorkspace = qobject_cast<toy::ToyWorkspace *>(workspace->workspaceFor("toy"));
    QVERIFY(toyWorkspace);
    QCOMPARE(workspace->activeWorkspace(), toyWorkspace);
    QCOMPARE(toyWorkspace->summaryLabel()->text(), QStringLiteral("3 items, 5 human ratings"));
    QVERIFY(workspace->showView(QString::fromLatin1(toy::kSummaryView)));
    QCOMPARE(workspace->currentWidget(), toyWorkspace->summaryLabel());
    QVERIFY(!workspace->showView(QStringLiteral("agreement"))); // the rating suite's tabs are not the toy's
    QVERIFY(!workspace->showView(QStringLiteral("jury")));
    QVERIFY(!workspace->bundle());
    // The Runs tab shows the toy's runs page (registered by toyrunspage.cpp), not the rating conditions' runs.
    auto *toyRuns = qobject_cast<toy::ToyRunsPage *>(workspace->runsPanel()->currentPage());
    QVERIFY(toyRuns);
    QVERIFY(workspace->showView(QStringLiteral("runs")));
    QVERIFY(toyRuns->isVisible());
    QCOMPARE(toyRuns->label()->text(), QStringLiteral("0 model conditions")); // the toy study has none
    QVERIFY(!workspace->runsPanel()->findChild<widgets::ConditionRunsPage *>());

    // File → Close: the toy's tab goes with its project, its result is dropped.
    window.closeProject();
    QVERIFY(!workspace->isTabVisible(keys.indexOf(QStringLiteral("toy"))));
    QVERIFY(toyWorkspace->summaryLabel()->text().isEmpty());
    QVERIFY(workspace->isTabVisible(keys.indexOf(QStringLiteral("agreement"))));
}

QTEST_MAIN(TestToyKind)
#include "tst_toykind.moc"
