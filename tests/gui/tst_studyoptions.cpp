// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The analysis options are the study's (app/gui/studyoptions.h): a change is an undoable command with a
// label, the title shows the modified marker until File → Save writes them, Save As takes them to the copy
// only, and raterlab-cli reads the saved file to the same verdicts as the GUI.
#include "app/gui/analysisworkspace.h"
#include "app/gui/mainwindow.h"
#include "app/gui/optionspanel.h"
#include "app/gui/studyoptions.h"
#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/jury/juryreport.h"
#include "engine/analysis/report.h"
#include "engine/analysis/stereotales/streport.h"
#include "engine/demo/stdemo.h"
#include "engine/storage/project.h"
#include "models/analysisoptionsmodel.h"
#include "tests/common/clirun.h"
#include "tests/common/testutil.h"
#include "tests/gui/fakestudy.h"
#include "tests/jury/juryfixture.h"
#include "models/jury/juryanalysisrunner.h"
#include "models/stereotales/strunner.h"
#include "widgets/figureexportdialog.h"
#include "widgets/jury/juryworkspace.h"
#include "widgets/stereotales/stworkspace.h"
#include "widgets/verdictview.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QUndoStack>
#include <QUndoView>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

using namespace rl;

namespace {

using Run = rl::test::CliRun;
using rl::test::runCli;

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

std::string storedOptions(const QString &path)
{
    auto project = storage::Project::open(path.toStdString());
    if (!project)
        return "no project";
    auto stored = project->meta(analysis::kAnalysisOptionsMetaKey);
    return stored ? *stored : "no meta";
}

} // namespace

class TestStudyOptions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void thresholdChangesAreUndoable();
    void otherOptionsRerunTheAnalysis();
    void saveWritesTheOptionsAndClearsTheMarker();
    void cliGivesTheGuiVerdicts();
    void cliRejectsUnknownOptions();
    void juryOptionsAreTheStudys();
    void stereoTalesOptionsAreTheStudys();
    void exportDialogsStartInTheProjectFolder();

private:
    /// A fresh copy of the fake face study (three conditions, small resampling sizes saved as its options).
    QString makeProject(const QString &name);
    bool openAndWait(app::MainWindow &window, const QString &path);
};

void TestStudyOptions::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RaterLabTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_studyoptions"));
}

QString TestStudyOptions::makeProject(const QString &name)
{
    const QString path = QString::fromStdString(test::tempDir()) + QLatin1Char('/') + name + QStringLiteral(".raterlab");
    study::Study s = test::makeFakeStudy();
    test::addFakePredictions(s, 3);
    if (!test::saveFakeProject(path.toStdString(), s))
        return {};
    auto project = storage::Project::open(path.toStdString());
    analysis::AnalysisOptions quick;
    quick.resamplingRepeats = 30;
    quick.alphaBootstrapRepeats = 30;
    if (!project || !analysis::saveAnalysisOptions(*project, quick))
        return {};
    return path;
}

bool TestStudyOptions::openAndWait(app::MainWindow &window, const QString &path)
{
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(path);
    return QTest::qWaitFor([&] { return loaded.count() == 1; }, 30000)
        && QTest::qWaitFor([&] { return window.workspace()->analysisComplete(); }, 120000);
}

void TestStudyOptions::thresholdChangesAreUndoable()
{
    const QString path = makeProject(QStringLiteral("undo"));
    const std::string before = storedOptions(path);
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndWait(window, path));
    auto *workspace = window.workspace();
    auto *verdicts = workspace->verdictView();
    QUndoStack *history = workspace->studyOptions()->undoStack();
    auto *undo = window.findChild<QAction *>(QStringLiteral("undoAction"));
    QVERIFY(undo && !undo->isEnabled());
    QVERIFY(!window.isWindowModified());

    verdicts->kappaSpin()->setValue(0.7); // as the user commits an edit of the κ* box
    QCOMPARE(history->count(), 1);
    QCOMPARE(history->undoText(), QStringLiteral("Change κ threshold to 0.7"));
    QVERIFY(undo->isEnabled());
    QVERIFY(undo->text().contains(QStringLiteral("Change κ threshold to 0.7")));
    QVERIFY(window.isWindowModified());
    QVERIFY(window.windowTitle().contains(QStringLiteral("[*]"))); // where the marker shows
    QCOMPARE(workspace->studyOptions()->options().kappaThreshold, 0.7);
    QCOMPARE(workspace->bundle()->analysis.options.kappaThreshold, 0.7); // exports and the report read this
    QCOMPARE(storedOptions(path), before); // nothing written before Save

    // Stepping the box again merges into the same command: one Ctrl+Z goes back to where the edit began.
    verdicts->kappaSpin()->setValue(0.75);
    QCOMPARE(history->count(), 1);
    QCOMPARE(history->undoText(), QStringLiteral("Change κ threshold to 0.75"));

    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keySequence(&window, QKeySequence::Undo); // Ctrl+Z
    QCOMPARE(workspace->studyOptions()->options().kappaThreshold, 0.61);
    QCOMPARE(verdicts->kappaSpin()->value(), 0.61);
    QCOMPARE(verdicts->thresholds().kappa, 0.61);
    QCOMPARE(workspace->bundle()->analysis.options.kappaThreshold, 0.61);
    QVERIFY(!window.isWindowModified()); // back to what the file holds
    QTest::keySequence(&window, QKeySequence::Redo);
    QCOMPARE(verdicts->kappaSpin()->value(), 0.75);
    QVERIFY(window.isWindowModified());

    // The options log lists the changes; Reset to defaults is one more undoable entry.
    app::OptionsPanel *panel = window.optionsPanel();
    QCOMPARE(panel->log()->stack(), history);
    verdicts->minSpin()->setValue(2);
    QCOMPARE(history->count(), 2);
    QCOMPARE(history->undoText(), QStringLiteral("Change conditions needed for replaceable to 2"));
    auto *model = panel->optionsModel();
    QCOMPARE(model->index(model->rowOf(QStringLiteral("replaceable_min")), models::AnalysisOptionsModel::ValueColumn).data().toString(),
             QStringLiteral("2"));
    QVERIFY(panel->resetButton()->isEnabled());
    QTest::mouseClick(panel->resetButton(), Qt::LeftButton);
    QCOMPARE(history->count(), 3);
    QVERIFY(workspace->studyOptions()->options() == analysis::AnalysisOptions {});
    QCOMPARE(verdicts->minSpin()->value(), 4);
    history->undo();
    QCOMPARE(verdicts->minSpin()->value(), 2);
    QCOMPARE(workspace->studyOptions()->options().resamplingRepeats, std::uint64_t(30)); // the file's, back again

    // A value out of range is refused whole, with the reason, and pushes nothing.
    const QModelIndex kappa = model->index(model->rowOf(QStringLiteral("kappa_threshold")), models::AnalysisOptionsModel::ValueColumn);
    QVERIFY(model->setData(kappa, QStringLiteral("1.5")));
    QCOMPARE(history->count(), 3);
    QCOMPARE(history->index(), 2);
    QVERIFY(panel->lastError().contains(QStringLiteral("kappa_threshold")));
    QCOMPARE(kappa.data().toString(), QStringLiteral("0.75"));
}

void TestStudyOptions::otherOptionsRerunTheAnalysis()
{
    const QString path = makeProject(QStringLiteral("epsilon"));
    app::MainWindow window;
    QVERIFY(openAndWait(window, path));
    auto *workspace = window.workspace();
    auto *model = window.optionsPanel()->optionsModel();
    const QModelIndex epsilon = model->index(model->rowOf(QStringLiteral("alt_test_epsilon")), models::AnalysisOptionsModel::ValueColumn);
    QVERIFY(model->setData(epsilon, QStringLiteral("0.1")));
    QCOMPARE(workspace->studyOptions()->undoStack()->undoText(), QStringLiteral("Change Alt-test ε to 0.1"));
    QTRY_VERIFY_WITH_TIMEOUT(workspace->analysisComplete() && workspace->bundle()->analysis.options.altTestEpsilon == 0.1, 120000);
    // A grouping that is no factor of the study is refused.
    const QModelIndex group = model->index(model->rowOf(QStringLiteral("group_by")), models::AnalysisOptionsModel::ValueColumn);
    QVERIFY(!workspace->changeOption(QStringLiteral("group_by"), QStringLiteral("nosuchfactor")));
    QVERIFY(model->setData(group, QStringLiteral("race")));
    QTRY_VERIFY_WITH_TIMEOUT(workspace->analysisComplete() && workspace->bundle()->analysis.groupingFactor() == "race", 120000);
    workspace->studyOptions()->undoStack()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(workspace->analysisComplete() && workspace->bundle()->analysis.groupingFactor() == "emotion", 120000);
}

void TestStudyOptions::saveWritesTheOptionsAndClearsTheMarker()
{
    const QString path = makeProject(QStringLiteral("save"));
    const QString copy = QFileInfo(path).dir().filePath(QStringLiteral("save-copy.raterlab"));
    QFile::remove(copy);
    {
        app::MainWindow window;
        QVERIFY(openAndWait(window, path));
        auto *save = window.findChild<QAction *>(QStringLiteral("saveAction"));
        QVERIFY(save && save->isEnabled());
        QCOMPARE(save->shortcut(), QKeySequence(QKeySequence::Save));
        window.workspace()->verdictView()->kappaSpin()->setValue(0.7);
        QVERIFY(window.isWindowModified());
        save->trigger();
        QVERIFY(!window.isWindowModified());
        auto stored = analysis::parseAnalysisOptionsJson(storedOptions(path));
        QVERIFY(stored);
        QCOMPARE(stored->kappaThreshold, 0.7);
        QCOMPARE(stored->resamplingRepeats, std::uint64_t(30));
        // Undo after Save: modified again (the file holds 0.7).
        window.workspace()->studyOptions()->undoStack()->undo();
        QVERIFY(window.isWindowModified());
        window.workspace()->studyOptions()->undoStack()->redo();
        QVERIFY(!window.isWindowModified());
        // Save As takes the options as they are now to the copy; the original keeps what was saved there.
        window.workspace()->verdictView()->recallSpin()->setValue(0.5);
        QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
        QVERIFY(window.saveProjectAs(copy));
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 30000);
        QCOMPARE(analysis::parseAnalysisOptionsJson(storedOptions(copy))->recallThreshold, 0.5);
        QCOMPARE(analysis::parseAnalysisOptionsJson(storedOptions(path))->recallThreshold, 0.8);
        QVERIFY(!window.isWindowModified()); // the copy is open, as saved
        QCOMPARE(window.workspace()->studyOptions()->undoStack()->count(), 0);
    }
    app::MainWindow again;
    QVERIFY(openAndWait(again, path));
    QCOMPARE(again.workspace()->verdictView()->thresholds().kappa, 0.7);
    QCOMPARE(again.workspace()->verdictView()->kappaSpin()->value(), 0.7);
    QVERIFY(!again.isWindowModified());
}

void TestStudyOptions::cliGivesTheGuiVerdicts()
{
    const QString path = makeProject(QStringLiteral("cli"));
    const QString dir = QFileInfo(path).absolutePath();
    app::MainWindow window;
    QVERIFY(openAndWait(window, path));
    auto *workspace = window.workspace();
    const auto defaults = workspace->bundle()->verdicts;
    QVERIFY(workspace->changeOption(QStringLiteral("replaceable_min"), QStringLiteral("2")));
    QVERIFY(workspace->changeOption(QStringLiteral("kappa_threshold"), QStringLiteral("0.7")));
    QVERIFY(workspace->changeOption(QStringLiteral("recall_threshold"), QStringLiteral("0.75")));
    QVERIFY(window.saveProject());
    const std::string gui = analysis::verdictsCsv(workspace->bundle()->verdicts);
    QVERIFY2(gui != analysis::verdictsCsv(defaults), "the chosen options must change some verdict, or the test proves nothing");

    // analyze: verdicts.csv as the GUI's matrix.
    const Run analyze = runCli({QStringLiteral("analyze"), path, QStringLiteral("--out"), dir + QStringLiteral("/out")});
    QVERIFY2(analyze.code == 0, qPrintable(analyze.err));
    QCOMPARE(readAll(dir + QStringLiteral("/out/verdicts.csv")).toStdString(), gui);
    // export-table --table verdicts: the file the GUI's own export writes.
    const QString guiTable = dir + QStringLiteral("/gui-verdicts.csv");
    models::TableRequest request;
    request.name = QStringLiteral("verdicts");
    request.thresholds = workspace->verdictView()->thresholds();
    QVERIFY(workspace->exportTable(request, models::TableFormat::Csv, guiTable));
    const Run table = runCli({QStringLiteral("export-table"), path, QStringLiteral("--table"), QStringLiteral("verdicts"),
                              QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--out"), dir + QStringLiteral("/cli-verdicts.csv")});
    QVERIFY2(table.code == 0, qPrintable(table.err));
    QCOMPARE(readAll(dir + QStringLiteral("/cli-verdicts.csv")), readAll(guiTable));

    // --option overrides one option for one command: the verdicts of the GUI with that option.
    QVERIFY(workspace->changeOption(QStringLiteral("kappa_threshold"), QStringLiteral("0.9")));
    const std::string strict = analysis::verdictsCsv(workspace->bundle()->verdicts);
    QVERIFY(strict != gui);
    const Run overridden = runCli({QStringLiteral("analyze"), path, QStringLiteral("--out"), dir + QStringLiteral("/strict"),
                                   QStringLiteral("--option"), QStringLiteral("kappa_threshold=0.9")});
    QVERIFY2(overridden.code == 0, qPrintable(overridden.err));
    QCOMPARE(readAll(dir + QStringLiteral("/strict/verdicts.csv")).toStdString(), strict);
    QCOMPARE(analysis::parseAnalysisOptionsJson(storedOptions(path))->kappaThreshold, 0.7); // the file keeps its own
}

void TestStudyOptions::cliRejectsUnknownOptions()
{
    const QString path = makeProject(QStringLiteral("bad"));
    const QString out = QFileInfo(path).absolutePath() + QStringLiteral("/bad-out");
    for (const QString &verb : {QStringLiteral("analyze"), QStringLiteral("export-table")}) {
        QStringList args {verb, path, QStringLiteral("--out"), out};
        if (verb == QLatin1String("export-table"))
            args << QStringLiteral("--table") << QStringLiteral("verdicts") << QStringLiteral("--format") << QStringLiteral("csv");
        const Run typo = runCli(args + QStringList {QStringLiteral("--option"), QStringLiteral("kapa_threshold=0.7")});
        QCOMPARE(typo.code, 1);
        QVERIFY2(typo.err.contains(QStringLiteral("did you mean 'kappa_threshold'")), qPrintable(typo.err));
        const Run bad = runCli(args + QStringList {QStringLiteral("--option"), QStringLiteral("kappa_threshold=high")});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains(QStringLiteral("kappa_threshold")) && bad.err.contains(QStringLiteral("'high'")), qPrintable(bad.err));
    }
    const Run help = runCli({QStringLiteral("analyze"), QStringLiteral("--help")});
    QVERIFY(help.out.contains(QStringLiteral("--option NAME=VALUE")) && help.out.contains(QStringLiteral("alt_test_epsilon")));
}

namespace {

/// Five judges on 60 items of one corpus (blind), prices 0, 0.05, 0.2, 1 and 2 $/1M input tokens.
QString makeJuryProject(const QString &name)
{
    const QString path = QString::fromStdString(test::tempDir()) + QLatin1Char('/') + name + QStringLiteral(".raterlab");
    study::Study s = test::emptyJuryStudy({"pairs"});
    test::JuryMatrix m;
    std::uint64_t state = 99;
    const auto next = [&state] {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return double(state >> 11) / double(1ULL << 53);
    };
    for (int i = 0; i < 60; ++i) {
        m.itemIds.push_back("i" + std::to_string(i));
        m.human.push_back(5.0 * next());
    }
    const double prices[] = {0.0, 0.05, 0.2, 1.0, 2.0};
    for (int j = 0; j < 5; ++j) {
        m.judgeIds.push_back("j" + std::to_string(j + 1));
        std::vector<double> answers;
        for (double h : m.human)
            answers.push_back(std::clamp(std::round(1.0 + 0.8 * h + (0.4 + 0.3 * j) * (next() - 0.5) * 2.0), 1.0, 5.0));
        m.scores.push_back(answers);
        test::judgeCondition(s, m.judgeIds.back(), "blind", prices[j], prices[j]);
    }
    test::addAnswers(s, test::addCorpus(s, 0, m), m, "blind");
    auto project = storage::Project::open(path.toStdString(), storage::Database::Mode::CreateIfMissing);
    if (!project || !project->save(s))
        return {};
    analysis::AnalysisOptions o;
    o.juryBootstrap = 80;
    o.jurySeed = 7;
    o.juryPriceCapOn = 1;
    o.juryPriceCap = 0.3;
    o.juryPanelSize = 3;
    if (!analysis::saveAnalysisOptions(*project, o))
        return {};
    return path;
}

} // namespace

void TestStudyOptions::juryOptionsAreTheStudys()
{
    const QString path = makeJuryProject(QStringLiteral("jury-options"));
    QVERIFY(!path.isEmpty());
    const QString dir = QFileInfo(path).absolutePath();
    // The CLI reads the project's jury options.
    const Run cli = runCli({QStringLiteral("jury"), QStringLiteral("analyze"), path, QStringLiteral("--out"), dir + QStringLiteral("/jury")});
    QVERIFY2(cli.code == 0, qPrintable(cli.err));
    const auto json = nlohmann::json::parse(readAll(dir + QStringLiteral("/jury/analysis.json")).toStdString());
    QCOMPARE(json["options"]["bootstrap"].get<int>(), 80);
    QCOMPARE(json["options"]["seed"].get<int>(), 7);

    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(path);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 30000);
    auto *workspace = window.workspace();
    auto *jury = workspace->juryWorkspace();
    QTRY_VERIFY_WITH_TIMEOUT(jury->result() != nullptr, 120000);
    // The GUI's analysis is the CLI's, number for number.
    QCOMPARE(jury->result()->analysis.options.bootstrap, std::size_t(80));
    QCOMPARE(jury->result()->analysis.options.seed, std::uint64_t(7));
    QCOMPARE(analysis::jury::summaryCsv(jury->result()->analysis),
             readAll(dir + QStringLiteral("/jury/jury_summary.csv")).toStdString());
    // The explorer shows the saved cap and panel size.
    QCOMPARE(jury->subsetFilter().maxPanelPrice, 0.3);
    QCOMPARE(jury->subsetFilter().size, 3);
    QVERIFY(!window.isWindowModified());
    // The options panel lists the jury's own options.
    auto *model = window.optionsPanel()->optionsModel();
    QCOMPARE(model->scope(), analysis::OptionScope::Jury);
    QVERIFY(model->rowOf(QStringLiteral("jury_bootstrap")) >= 0);
    QCOMPARE(model->rowOf(QStringLiteral("kappa_threshold")), -1);

    // Lifting the cap in the explorer is an undoable change of the study.
    QUndoStack *history = workspace->studyOptions()->undoStack();
    jury->setPriceCap(std::nan(""));
    QCOMPARE(history->count(), 1);
    QCOMPARE(history->undoText(), QStringLiteral("Change price cap on (1) or off (0) to 0"));
    QVERIFY(window.isWindowModified());
    QVERIFY(std::isnan(jury->subsetFilter().maxPanelPrice));
    history->undo();
    QCOMPARE(jury->subsetFilter().maxPanelPrice, 0.3);
    QVERIFY(!window.isWindowModified());

    // Another seed runs the analysis again; the CLI with --option gives the same numbers; Save keeps it.
    const std::string before = analysis::jury::summaryCsv(jury->result()->analysis);
    QVERIFY(workspace->changeOption(QStringLiteral("jury_seed"), QStringLiteral("9")));
    QTRY_VERIFY_WITH_TIMEOUT(jury->result() && jury->result()->analysis.options.seed == 9, 120000);
    const std::string reseeded = analysis::jury::summaryCsv(jury->result()->analysis);
    QVERIFY2(reseeded != before, "another seed must move a bootstrap interval, or the test proves nothing");
    const Run overridden = runCli({QStringLiteral("jury"), QStringLiteral("analyze"), path, QStringLiteral("--out"),
                                   dir + QStringLiteral("/jury9"), QStringLiteral("--option"), QStringLiteral("jury_seed=9")});
    QVERIFY2(overridden.code == 0, qPrintable(overridden.err));
    QCOMPARE(readAll(dir + QStringLiteral("/jury9/jury_summary.csv")).toStdString(), reseeded);
    QVERIFY(window.saveProject());
    QCOMPARE(analysis::parseAnalysisOptionsJson(storedOptions(path))->jurySeed, std::uint64_t(9));
    history->undo();
    QTRY_VERIFY_WITH_TIMEOUT(jury->result() && jury->result()->analysis.options.seed == 7, 120000);
    QCOMPARE(analysis::jury::summaryCsv(jury->result()->analysis), before);
}

void TestStudyOptions::stereoTalesOptionsAreTheStudys()
{
    const QString path = QString::fromStdString(test::tempDir()) + QStringLiteral("/st-options.raterlab");
    QVERIFY(demo::createStDemoProject(path.toStdString(), 7));
    {
        auto project = storage::Project::open(path.toStdString());
        QVERIFY(project);
        analysis::AnalysisOptions o;
        o.stResamples = 1500;
        o.stSeed = 5;
        QVERIFY(analysis::saveAnalysisOptions(*project, o));
    }
    const QString dir = QFileInfo(path).absolutePath();
    const Run cli = runCli({QStringLiteral("stereotales"), QStringLiteral("analyze"), path, QStringLiteral("--out"), dir + QStringLiteral("/st")});
    QVERIFY2(cli.code == 0, qPrintable(cli.err));
    const auto json = nlohmann::json::parse(readAll(dir + QStringLiteral("/st/analysis.json")).toStdString());
    QCOMPARE(json["options"]["resamples"].get<int>(), 1500);
    QCOMPARE(json["options"]["seed"].get<int>(), 5);

    app::MainWindow window;
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(path);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 30000);
    auto *workspace = window.workspace();
    auto *st = workspace->stereoTalesWorkspace();
    QTRY_VERIFY_WITH_TIMEOUT(st->result() != nullptr, 240000);
    QCOMPARE(st->result()->associations.options.resamples, std::uint64_t(1500));
    QCOMPARE(st->result()->associations.options.seed, std::uint64_t(5));
    QCOMPARE(analysis::stereotales::stCellsCsv(st->result()->data, st->result()->associations),
             readAll(dir + QStringLiteral("/st/st_cells.csv")).toStdString());
    QCOMPARE(window.optionsPanel()->optionsModel()->scope(), analysis::OptionScope::StereoTales);
    // Tables per model × language: an undoable change that re-analyses by itself; the CLI with --option agrees.
    QVERIFY(workspace->changeOption(QStringLiteral("st_by"), QStringLiteral("model-language")));
    QCOMPARE(workspace->studyOptions()->undoStack()->undoText(), QStringLiteral("Change tables per to model-language"));
    QTRY_VERIFY_WITH_TIMEOUT(st->result() && st->result()->byLanguage(), 240000);
    const Run byLanguage = runCli({QStringLiteral("stereotales"), QStringLiteral("analyze"), path, QStringLiteral("--out"),
                                   dir + QStringLiteral("/st-ml"), QStringLiteral("--option"), QStringLiteral("st_by=model-language")});
    QVERIFY2(byLanguage.code == 0, qPrintable(byLanguage.err));
    QCOMPARE(analysis::stereotales::stCellsCsv(st->result()->data, st->result()->associations),
             readAll(dir + QStringLiteral("/st-ml/st_cells.csv")).toStdString());
    workspace->studyOptions()->undoStack()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(st->result() && !st->result()->byLanguage(), 240000);
}

void TestStudyOptions::exportDialogsStartInTheProjectFolder()
{
    // Figure and table exports suggest a file beside the project, not in Documents or the home folder.
    const QString path = makeJuryProject(QStringLiteral("dialogs"));
    QVERIFY(!path.isEmpty());
    const QString folder = QFileInfo(path).absolutePath();
    app::MainWindow window;
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(path);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 30000);
    auto *jury = window.workspace()->juryWorkspace();
    QTRY_VERIFY_WITH_TIMEOUT(jury->result() != nullptr, 120000);
    emit jury->figureExportRequested(QStringLiteral("jury-subsets"));
    auto *figure = window.workspace()->findChild<widgets::FigureExportDialog *>();
    QVERIFY(figure);
    QCOMPARE(QFileInfo(figure->path()).absolutePath(), folder);
    QCOMPARE(QFileInfo(figure->path()).fileName(), QStringLiteral("jury-subsets.svg"));
    figure->reject();
    emit jury->tableExportRequested(QStringLiteral("jury-judges"));
    auto *table = window.workspace()->findChild<QFileDialog *>();
    QVERIFY(table);
    QCOMPARE(QFileInfo(table->directory().absolutePath()).absoluteFilePath(), QFileInfo(folder).absoluteFilePath());
    table->reject();
}

QTEST_MAIN(TestStudyOptions)
#include "tst_studyoptions.moc"
