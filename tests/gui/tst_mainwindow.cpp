// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/analysisworkspace.h"
#include "app/gui/demohook.h"
#include "app/gui/language.h"
#include "app/gui/mainwindow.h"
#include "app/gui/recentfiles.h"
#include "app/gui/screenshot.h"
#include "app/gui/studysettings.h"
#include "engine/storage/project.h"
#include "widgets/verdictview.h"
#include "widgets/conditionpicker.h"
#include <QMenu>
#include "engine/storage/database.h"
#include "models/conditions/conditionlistmodel.h"
#include "models/stimulusgridmodel.h"
#include "tests/common/testutil.h"
#include "tests/gui/fakestudy.h"
#include "widgets/blandaltmanview.h"
#include "widgets/conditions/conditionseditor.h"
#include "widgets/runs/runspanel.h"
#include "widgets/figurecanvas.h"
#include "widgets/import/importdialog.h"
#include "widgets/modelanswersview.h"
#include "widgets/plan/planview.h"
#include "widgets/plan/simulationdialog.h"
#include "engine/analysis/plan/resampling.h"
#include "models/modelanswersmodel.h"
#include "widgets/stimulusdetailview.h"
#include "widgets/stimulusgridview.h"
#include "widgets/confusionview.h"
#include "widgets/welcomepage.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QPushButton>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QToolButton>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QDoubleSpinBox>
#include <QTextBrowser>
#include <QtTest>

using namespace rl;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void opensProjectAndShowsCounts();
    void failedOpenIsReportedWithoutBlocking();
    void firstLaunchCreatesTheDemo();
    void languageSwitchesWithoutRestart();
    void analysisRunsOffTheGuiThread();
    void blandAltmanClickSelectsTheFaceEverywhere();
    void everyViewIsATab();
    void helpOpensTheUserGuide();
    void viewSettingsAreKeptInTheProject();
    void saveAsCopiesAndOpensTheCopy();
    void savingConditionsAndFinishingARunUpdateInPlace();
    void screenshotWaitedOnAnUndecodableStimulus();
    void newProjectFromFilesOpensAfterImport();
    void welcomePageWithoutAProjectAndAfterClose();
    void welcomePageOpensTheDemos();
    void confusionCellClickFiltersTheGrid();
    void conditionsMenuStaysOpenWhileTicking();
    void newPlanWithAndWithoutAProject();
    void planTabOfAPilotReadsAndExportsTheSmallestDesign();

private:
    QString m_project;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // settings and AppDataLocation under ~/.qttest
    QCoreApplication::setOrganizationName(QStringLiteral("RaterLabTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    m_project = QString::fromStdString(test::tempDir()) + QStringLiteral("/fake.raterlab");
    const Status saved = test::saveFakeProject(m_project.toStdString(), test::makeFakeStudy());
    QVERIFY2(saved.has_value(), saved ? "" : saved.error().message().c_str());
}

void TestMainWindow::init()
{
    app::RecentFiles::clear();
    app::setConfiguredLanguage(QString());
    app::installTranslators(QStringLiteral("en"));
}

void TestMainWindow::opensProjectAndShowsCounts()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(m_project);
    QVERIFY(window.isLoading() || loaded.count() == 1);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);

    const QLocale locale;
    auto *items = window.findChild<QLabel *>(QStringLiteral("itemCountLabel"));
    auto *raters = window.findChild<QLabel *>(QStringLiteral("raterCountLabel"));
    auto *conditions = window.findChild<QLabel *>(QStringLiteral("conditionCountLabel"));
    QCOMPARE(items->text(), QStringLiteral("%1 items").arg(locale.toString(72)));
    QCOMPARE(raters->text(), QStringLiteral("%1 human raters").arg(locale.toString(10)));
    QCOMPARE(conditions->text(), QStringLiteral("1 model condition"));
    QVERIFY(window.windowTitle().contains(QStringLiteral("synthetic demo")));
    QCOMPARE(window.gridModel()->rowCount(), 72);
    QCOMPARE(app::RecentFiles::list().value(0), QFileInfo(m_project).absoluteFilePath());

    // The grid and the detail pane are wired: selecting shows the stimulus, and thumbnails load.
    QVERIFY(window.gridView()->selectItem(5));
    QTRY_COMPARE(window.detailView()->currentItem(), 5);
    QCOMPARE(window.detailView()->title(), QStringLiteral("face_6"));
    QTRY_VERIFY_WITH_TIMEOUT(window.gridModel()->readyThumbnailCount() > 0, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!window.detailView()->image().isNull(), 20000);
}

void TestMainWindow::failedOpenIsReportedWithoutBlocking()
{
    app::MainWindow window;
    window.show();
    QSignalSpy failed(&window, &app::MainWindow::projectFailed);
    const QString missing = QString::fromStdString(test::tempDir()) + QStringLiteral("/missing.raterlab");
    window.openProject(missing);
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 20000);
    QCOMPARE(failed.first().at(0).toString(), missing);
    auto *box = window.findChild<QMessageBox *>();
    QVERIFY(box);
    QVERIFY(box->text().contains(QStringLiteral("missing.raterlab")));
    box->close();
    QVERIFY(!window.project().has_value());
    QCOMPARE(window.findChild<QLabel *>(QStringLiteral("itemCountLabel"))->text(), QStringLiteral("No project open"));
}

void TestMainWindow::firstLaunchCreatesTheDemo()
{
    const QString demo = app::defaultDemoPath();
    QFile::remove(demo);
    std::uint64_t seenSeed = 0;
    int calls = 0;
    app::MainWindow window;
    window.setDemoCreator([&](const std::string &path, std::uint64_t seed, const Progress &progress) -> Status {
        ++calls;
        seenSeed = seed;
        progress("faces", 1, 2);
        return test::saveFakeProject(path, test::makeFakeStudy());
    });
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openDefaultDemo();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    QCOMPARE(calls, 1);
    QCOMPARE(seenSeed, std::uint64_t(42));
    QVERIFY(QFileInfo::exists(demo));
    // A second launch opens the existing file instead of generating again.
    window.openDefaultDemo();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 20000);
    QCOMPARE(calls, 1);
}

void TestMainWindow::languageSwitchesWithoutRestart()
{
    app::MainWindow window;
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(m_project);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    const QList<QAction *> menus = window.menuBar()->actions();
    QCOMPARE(menus.first()->text(), QStringLiteral("&File"));

    QAction *korean = nullptr;
    for (QAction *action : window.findChildren<QAction *>())
        if (action->data().toString() == QLatin1String("ko"))
            korean = action;
    QVERIFY(korean);
    korean->trigger();
    QCOMPARE(app::configuredLanguage(), QStringLiteral("ko"));
    QTRY_COMPARE(menus.first()->text(), QStringLiteral("파일(&F)"));
    QCOMPARE(window.findChild<QLabel *>(QStringLiteral("itemCountLabel"))->text(),
             QStringLiteral("항목 %1개").arg(QLocale().toString(72)));
    QCOMPARE(window.gridView()->sortCombo()->itemText(1), QStringLiteral("자극 ID"));
    app::installTranslators(QStringLiteral("en"));
    QTRY_COMPARE(menus.first()->text(), QStringLiteral("&File"));
}

void TestMainWindow::analysisRunsOffTheGuiThread()
{
    app::MainWindow window;
    window.show();
    QSignalSpy ready(window.workspace(), &app::AnalysisWorkspace::analysisReady);
    QSignalSpy started(window.workspace(), &app::AnalysisWorkspace::analysisStarted);
    window.openProject(m_project);
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 20000);
    // Staged: the agreement part first, then the complete analysis.
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() && ready.last().at(0).toBool(), 60000);
    QVERIFY(ready.count() >= 1);
    QVERIFY(window.workspace()->bundle());
    QCOMPARE(window.workspace()->bundle()->analysis.conditions.size(), std::size_t(1));
    // The detail pane lists the condition's answers once the analysis is there.
    QVERIFY(window.gridView()->selectItem(2));
    QTRY_COMPARE(window.detailView()->answersView()->model()->rowCount(), 1);
    QCOMPARE(window.detailView()->answersView()->model()->index(0, 2).data().toString(), QStringLiteral("9"));
}

void TestMainWindow::blandAltmanClickSelectsTheFaceEverywhere()
{
    app::MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy ready(window.workspace(), &app::AnalysisWorkspace::analysisReady);
    window.openProject(m_project);
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 60000);
    QVERIFY(window.workspace()->showView(QStringLiteral("blandaltman")));
    auto *ba = window.workspace()->blandAltmanView();
    QTRY_VERIFY(ba->canvas()->isVisible());
    QVERIFY(!ba->figure().panels.empty());
    const auto &panel = ba->figure().panels[0];
    int chosen = -1;
    for (int k = 0; k < int(panel.points.size()) && chosen < 0; ++k) {
        bool alone = true;
        for (int j = 0; j < int(panel.points.size()) && alone; ++j)
            alone = j == k || QLineF(ba->pointPosition(0, k), ba->pointPosition(0, j)).length() > 12;
        if (alone)
            chosen = k;
    }
    if (chosen < 0)
        chosen = 0;
    // Points of equal (m, d) coincide: the face is whichever the view's own hit test finds there.
    const QPoint at = ba->pointPosition(0, chosen).toPoint();
    const int item = widgets::blandAltmanHitTest(ba->canvas()->figureRect(), ba->figure(), ba->canvas()->figureStyle(),
                                                 QPointF(at), ba->canvas()->figureStyle().pointRadius + 4)
                         .item;
    QVERIFY(item >= 0);
    QTest::mouseClick(ba->canvas(), Qt::LeftButton, {}, at);
    QTRY_COMPARE(window.detailView()->currentItem(), item);
    QCOMPARE(window.gridView()->currentItem(), item);
    QCOMPARE(ba->figure().highlightedItem, item);
}

void TestMainWindow::helpOpensTheUserGuide()
{
    app::MainWindow window;
    auto *action = window.findChild<QAction *>(QStringLiteral("userGuideAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    action->trigger();
    auto *guide = window.findChild<QDialog *>(QStringLiteral("userGuide"));
    QVERIFY(guide && guide->isVisible());
    auto *browser = guide->findChild<QTextBrowser *>(QStringLiteral("userGuideBrowser"));
    QVERIFY(browser->toPlainText().contains(QStringLiteral("RaterLab user guide"))); // the embedded docs/user-guide.md
    browser->setSource(QUrl(QStringLiteral("methods.md")), QTextDocument::MarkdownResource); // a link of the guide
    QVERIFY(browser->toPlainText().contains(QStringLiteral("what every number means")));
    action->trigger(); // asked again: the same window
    QCOMPARE(window.findChildren<QDialog *>(QStringLiteral("userGuide")).size(), 1);
}

void TestMainWindow::viewSettingsAreKeptInTheProject()
{
    // The conditions shown side by side are the study's view settings, written to the project and back
    // when it is opened again (the analysis options, thresholds among them, are saved with File → Save:
    // tst_studyoptions).
    study::Study s = test::makeFakeStudy();
    test::addFakePredictions(s, 3);
    const QString path = QString::fromStdString(test::tempDir()) + QStringLiteral("/settings.raterlab");
    QFile::remove(path);
    QVERIFY(test::saveFakeProject(path.toStdString(), s).has_value());
    {
        app::MainWindow window;
        QSignalSpy ready(window.workspace(), &app::AnalysisWorkspace::analysisReady);
        window.openProject(path);
        QTRY_VERIFY_WITH_TIMEOUT(ready.count() >= 1, 30000);
        window.workspace()->blandAltmanView()->conditionPicker()->setChosen({2, 3});
        emit window.workspace()->blandAltmanView()->conditionPicker()->chosenChanged({2, 3});
        window.studySettings()->flush();
        auto project = storage::Project::open(path.toStdString());
        QCOMPARE(*project->meta(app::StudySettings::kBlandAltmanKey), std::string("cond2,cond3"));
    }
    app::MainWindow again;
    QSignalSpy ready(again.workspace(), &app::AnalysisWorkspace::analysisReady);
    again.openProject(path);
    QTRY_VERIFY_WITH_TIMEOUT(ready.count() >= 1, 30000);
    QCOMPARE(again.workspace()->blandAltmanView()->conditionPicker()->chosen(), (std::vector<int> {2, 3}));
}

void TestMainWindow::saveAsCopiesAndOpensTheCopy()
{
    study::Study s = test::makeFakeStudy();
    test::addFakePredictions(s, 2);
    const QString dir = QString::fromStdString(test::tempDir());
    const QString path = dir + QStringLiteral("/original.raterlab");
    const QString copy = dir + QStringLiteral("/copy.raterlab");
    QFile::remove(path);
    QFile::remove(copy);
    QVERIFY(test::saveFakeProject(path.toStdString(), s).has_value());
    app::MainWindow window;
    auto *saveAs = window.findChild<QAction *>(QStringLiteral("saveAsAction"));
    QVERIFY(saveAs && !saveAs->isEnabled()); // nothing open yet
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(path);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    QVERIFY(saveAs->isEnabled());
    QVERIFY(window.saveProjectAs(copy));
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 20000);
    QCOMPARE(window.project()->path, copy); // the copy is what is open now
    QVERIFY(!QFile::exists(copy + QStringLiteral(".saving")));
    auto original = storage::Project::open(path.toStdString());
    auto copied = storage::Project::open(copy.toStdString());
    QVERIFY(original && copied);
    auto a = original->loadStudy();
    auto b = copied->loadStudy();
    QCOMPARE(b->items.size(), a->items.size());
    QCOMPARE(b->ratings.size(), a->ratings.size());
    QCOMPARE(b->conditions.size(), a->conditions.size());
    QVERIFY(!window.saveProjectAs(copy)); // onto the open file itself: refused, the file kept
    QVERIFY(QFile::exists(copy));
}

void TestMainWindow::everyViewIsATab()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(m_project);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    auto *workspace = window.workspace();
    const QStringList keys = app::AnalysisWorkspace::viewKeys();
    QCOMPARE(keys.size(), 12); // the face views, Compare, Plan, Jury, StereoTales
    QCOMPARE(workspace->count(), keys.size());
    for (int i = 0; i < keys.size(); ++i) {
        QVERIFY(!workspace->tabText(i).isEmpty());
        if (keys.at(i) == QLatin1String("jury")) { // a face study has no jury tab
            QVERIFY(!workspace->isTabVisible(i));
            QVERIFY(!workspace->showView(keys.at(i)));
            QVERIFY(!workspace->showView(QStringLiteral("jury-subsets")));
            continue;
        }
        if (keys.at(i) == QLatin1String("stereotales")) { // nor a StereoTales tab
            QVERIFY(!workspace->isTabVisible(i));
            QVERIFY(!workspace->showView(keys.at(i)));
            QVERIFY(!workspace->showView(QStringLiteral("st-associations")));
            continue;
        }
        QVERIFY(workspace->showView(keys.at(i)));
        QCOMPARE(workspace->currentIndex(), i);
    }
    QCOMPARE(workspace->widget(1), static_cast<QWidget *>(workspace->conditionsEditor()));
    QCOMPARE(workspace->widget(2), static_cast<QWidget *>(workspace->runsPanel()));
    QVERIFY(!workspace->showView(QStringLiteral("nope")));
    // Ctrl+N: the N-th tab the study shows.
    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(workspace->currentWidget(), static_cast<QWidget *>(workspace->conditionsEditor()));
    QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(workspace->currentIndex(), 0);
    QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(workspace->currentWidget(), static_cast<QWidget *>(workspace->runsPanel()));
}

void TestMainWindow::savingConditionsAndFinishingARunUpdateInPlace()
{
    // Saving conditions or finishing a run used to reopen the file and re-run the whole analysis
    // (selections lost). Now the study is swapped in place and only what changed is re-analysed.
    study::Study s = test::makeFakeStudy();
    test::addFakePredictions(s, 2);
    const QString path = QString::fromStdString(test::tempDir()) + QStringLiteral("/inplace.raterlab");
    QFile::remove(path);
    QVERIFY(test::saveFakeProject(path.toStdString(), s).has_value());

    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(path);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    auto *workspace = window.workspace();
    QTRY_VERIFY_WITH_TIMEOUT(workspace->analysisComplete(), 30000);
    auto conditionOf = [&](const std::string &id) -> const analysis::ConditionAnalysis * {
        for (const auto &c : workspace->bundle()->analysis.conditions)
            if (c.id == id)
                return &c;
        return nullptr;
    };
    QVERIFY(conditionOf("cond2"));
    const double biasBefore = conditionOf("cond2")->cells[0][0].ba.bias;
    QVERIFY(window.gridView()->selectItem(7));
    QTRY_COMPARE(window.detailView()->currentItem(), 7);

    // 1. A condition is added in the editor and saved.
    auto *editor = workspace->conditionsEditor();
    QVERIFY(workspace->showView(QStringLiteral("conditions")));
    const int added = editor->duplicateCondition(1);
    QVERIFY(added >= 0);
    const std::string addedId = editor->model()->condition(added).id;
    QVERIFY(editor->save());
    QTRY_VERIFY_WITH_TIMEOUT(workspace->analysisComplete() && conditionOf(addedId), 30000);
    QCOMPARE(loaded.count(), 1);                              // not reopened
    QCOMPARE(window.project()->study->conditions.size(), s.conditions.size() + 1);
    auto *conditionsLabel = window.findChild<QLabel *>(QStringLiteral("conditionCountLabel"));
    QCOMPARE(conditionsLabel->text(), QStringLiteral("%1 model conditions").arg(s.conditions.size() + 1));
    QCOMPARE(window.gridView()->currentItem(), 7);           // the selected face stays
    QCOMPARE(editor->currentRow(), added);                   // and the selected condition
    QCOMPARE(conditionOf("cond2")->cells[0][0].ba.bias, biasBefore);

    // 2. A run of cond2 finished: its answers changed in the file (as the journal writes them).
    {
        auto db = storage::Database::open(path.toStdString(), storage::Database::Mode::OpenExisting);
        QVERIFY(db && db->exec("UPDATE ratings SET value = 9 WHERE rater_id = (SELECT r.id FROM raters r JOIN conditions c "
                               "ON c.id = r.condition_id WHERE c.key = 'cond2') AND dimension_id = (SELECT id FROM "
                               "dimensions WHERE name = 'valence')"));
    }
    emit workspace->runsPanel()->runFinished(QStringLiteral("cond2"), QStringLiteral("completed"));
    QTRY_VERIFY_WITH_TIMEOUT(workspace->analysisComplete() && conditionOf("cond2")->cells[0][0].ba.bias != biasBefore, 30000);
    QCOMPARE(loaded.count(), 1);
    const auto &study = *window.project()->study;
    const int rater = study.raterOfCondition(study.findCondition("cond2"));
    const int valence = study.findDimension("valence");
    std::size_t nines = 0;
    for (const auto &r : study.ratings)
        if (r.rater == rater && r.dimension == valence)
            nines += r.value == 9.0;
    QCOMPARE(nines, study.items.size());
    QCOMPARE(workspace->bundle()->study.get(), window.project()->study.get());
    QCOMPARE(window.gridView()->currentItem(), 7);

    // 3. The file changed beyond the condition's answers (an item the open study lacks): reopened.
    {
        auto db = storage::Database::open(path.toStdString(), storage::Database::Mode::OpenExisting);
        QVERIFY(db && db->exec("INSERT INTO items(key, kind, file, position) VALUES ('face_new', 'image', '', 999);"
                               "INSERT INTO ratings(rater_id, item_id, dimension_id, round, sample, value) SELECT "
                               "(SELECT r.id FROM raters r JOIN conditions c ON c.id = r.condition_id WHERE c.key = 'cond2'), "
                               "(SELECT id FROM items WHERE key = 'face_new'), (SELECT id FROM dimensions WHERE name = "
                               "'valence'), 0, 0, 5"));
    }
    emit workspace->runsPanel()->runFinished(QStringLiteral("cond2"), QStringLiteral("completed"));
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 20000);
    QCOMPARE(window.gridModel()->rowCount(), 73);
}

void TestMainWindow::screenshotWaitedOnAnUndecodableStimulus()
{
    // Every stimulus' bytes are garbage: the screenshot used to wait its whole timeout (60 s) for
    // images that never decode; now it is written as soon as every render has settled, exit code 5.
    const QString dir = QString::fromStdString(test::tempDir());
    const QString broken = dir + QStringLiteral("/undecodable.raterlab");
    QVERIFY(test::saveFakeProject(broken.toStdString(), test::makeFakeStudy()).has_value());
    {
        auto db = storage::Database::open(broken.toStdString(), storage::Database::Mode::OpenExisting);
        QVERIFY(db && db->exec("UPDATE items SET mime = 'image/png', payload = X'89504E470D0A1A0A00000000DEADBEEF'"));
    }
    const QString png = dir + QStringLiteral("/undecodable.png");
    app::MainWindow window;
    window.resize(1000, 700);
    int code = -1;
    QElapsedTimer clock;
    clock.start();
    app::takeScreenshotWhenReady(&window, png, [&code](int c) { code = c; }, 60000, QStringLiteral("stimuli"));
    window.show();
    window.openProject(broken);
    QTRY_VERIFY_WITH_TIMEOUT(code != -1, 30000);
    QCOMPARE(code, 5);
    QVERIFY2(clock.elapsed() < 30000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(QFileInfo(png).size() > 0);
    QVERIFY(!window.detailView()->imageError().isEmpty());
    QVERIFY(app::RecentFiles::list().isEmpty()); // a rendering is not the user's work: Open Recent stays as it was
}

void TestMainWindow::newProjectFromFilesOpensAfterImport()
{
    app::MainWindow window;
    auto *importAction = window.findChild<QAction *>(QStringLiteral("importAction"));
    QVERIFY(importAction);
    QVERIFY(!importAction->isEnabled()); // File → Import… needs an open project
    const QString dir = QString::fromStdString(test::tempDir());
    const QString stimuli = dir + QStringLiteral("/stimuli.csv");
    QFile f(stimuli);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("stimulus_id,text\nt1,One.\nt2,Two.\nt3,Three.\n");
    f.close();
    const QString path = dir + QStringLiteral("/fromfiles.raterlab");
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    widgets::ImportDialog *dialog = window.openImportDialog(path, {}, 0, true);
    QVERIFY(!QFileInfo::exists(path)); // created by the first import, not before
    dialog->setKind(io::ImportKind::Stimuli);
    dialog->setFile(stimuli);
    dialog->findChild<QPushButton *>(QStringLiteral("importButton"))->click();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000); // the window opens what the import made
    QCOMPARE(loaded.at(0).at(0).toString(), path);
    QCOMPARE(window.project()->study->items.size(), std::size_t(3));
    QVERIFY(importAction->isEnabled());
}

void TestMainWindow::welcomePageWithoutAProjectAndAfterClose()
{
    const QString missing = QString::fromStdString(test::tempDir()) + QStringLiteral("/gone-away.raterlab");
    QFile::remove(missing);
    app::RecentFiles::add(missing);
    app::RecentFiles::add(m_project); // most recent first
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.isWelcomeShown()); // no project: the welcome page, not an empty grid
    auto *page = window.welcomePage();
    QVERIFY(page->isVisible());
    QListWidget *recent = page->recentList();
    QCOMPARE(recent->count(), 2);
    QCOMPARE(recent->item(0)->data(widgets::WelcomePage::PathRole).toString(), QFileInfo(m_project).absoluteFilePath());
    QVERIFY(recent->item(0)->data(widgets::WelcomePage::ExistsRole).toBool());
    QVERIFY(!recent->item(1)->data(widgets::WelcomePage::ExistsRole).toBool()); // shown greyed, with "(missing)"
    QVERIFY(recent->item(1)->text().contains(QStringLiteral("missing")));
    QCOMPARE(recent->item(1)->foreground().color(), page->palette().color(QPalette::Disabled, QPalette::Text));
    QVERIFY(page->button(QStringLiteral("face")) && page->button(QStringLiteral("jury")) && page->button(QStringLiteral("stereotales")));
    // The missing file cannot be opened; it can be removed from the list (and from Open Recent).
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    recent->setCurrentRow(1);
    QTest::keyClick(recent, Qt::Key_Return);
    QCoreApplication::processEvents();
    QVERIFY(!window.isLoading() && loaded.isEmpty());
    QTest::mouseClick(page->button(QStringLiteral("remove")), Qt::LeftButton);
    QCOMPARE(app::RecentFiles::list(), QStringList {QFileInfo(m_project).absoluteFilePath()});
    QCOMPARE(recent->count(), 1);
    // Opening a recent project shows the workspace.
    recent->setCurrentRow(0);
    QTest::keyClick(recent, Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    QVERIFY(!window.isWelcomeShown());
    QVERIFY(window.gridView()->isVisible());
    // File → Close: back to the welcome page, nothing open, the actions that need a project disabled.
    auto *close = window.findChild<QAction *>(QStringLiteral("closeProjectAction"));
    QVERIFY(close && close->isEnabled());
    close->trigger();
    QVERIFY(window.isWelcomeShown());
    QVERIFY(!window.project().has_value());
    QVERIFY(!close->isEnabled());
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("saveAsAction"))->isEnabled());
    QVERIFY(!window.workspace()->bundle());
    QCOMPARE(window.findChild<QLabel *>(QStringLiteral("itemCountLabel"))->text(), QStringLiteral("No project open"));
    QCOMPARE(recent->count(), 1);
    // `raterlab --screenshot FILE --view welcome` renders this page without a project.
    const QString png = QString::fromStdString(test::tempDir()) + QStringLiteral("/welcome.png");
    QFile::remove(png);
    int code = -1;
    app::takeScreenshotWhenReady(&window, png, [&code](int c) { code = c; }, 60000, QStringLiteral("welcome"));
    QTRY_VERIFY_WITH_TIMEOUT(code != -1, 10000);
    QCOMPARE(code, 0);
    QCOMPARE(QImage(png).size(), window.size() * window.devicePixelRatio());
}

void TestMainWindow::welcomePageOpensTheDemos()
{
    app::MainWindow window;
    std::vector<std::string> made;
    const auto fake = [&made](const std::string &path, std::uint64_t, const Progress &) -> Status {
        made.push_back(path);
        return test::saveFakeProject(path, test::makeFakeStudy());
    };
    window.setDemoCreator(fake, QStringLiteral("jury"));
    window.setDemoCreator(fake, QStringLiteral("stereotales"));
    for (auto kind : {QStringLiteral("jury"), QStringLiteral("stereotales")})
        QFile::remove(app::defaultDemoPath(kind));
    QVERIFY(app::defaultDemoPath(QStringLiteral("jury")) != app::defaultDemoPath(QStringLiteral("stereotales")));
    QVERIFY(app::defaultDemoPath(QStringLiteral("jury")) != app::defaultDemoPath());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    QTest::mouseClick(window.welcomePage()->button(QStringLiteral("jury")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    QCOMPARE(loaded.at(0).at(0).toString(), app::defaultDemoPath(QStringLiteral("jury")));
    QCOMPARE(made.size(), std::size_t(1));
    window.closeProject();
    QTest::mouseClick(window.welcomePage()->button(QStringLiteral("stereotales")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 20000);
    QCOMPARE(loaded.at(1).at(0).toString(), app::defaultDemoPath(QStringLiteral("stereotales")));
    window.closeProject();
    // A second time the existing file opens, nothing is generated again.
    QTest::mouseClick(window.welcomePage()->button(QStringLiteral("jury")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 3, 20000);
    QCOMPARE(made.size(), std::size_t(2));
    // The other buttons ask the window: New study… opens the wizard, the guide its window.
    QTest::mouseClick(window.welcomePage()->button(QStringLiteral("guide")), Qt::LeftButton);
    QTRY_VERIFY(window.findChild<QDialog *>(QStringLiteral("userGuide")) != nullptr);
}

void TestMainWindow::confusionCellClickFiltersTheGrid()
{
    study::Study s = test::makeFakeStudy();
    test::addFakePredictions(s, 1);
    const QString path = QString::fromStdString(test::tempDir()) + QStringLiteral("/confusion.raterlab");
    QFile::remove(path);
    QVERIFY(test::saveFakeProject(path.toStdString(), s).has_value());
    app::MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy ready(window.workspace(), &app::AnalysisWorkspace::analysisReady);
    window.openProject(path);
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 60000);
    QVERIFY(window.workspace()->showView(QStringLiteral("confusion")));
    auto *confusion = window.workspace()->confusionView();
    const auto &conditions = window.workspace()->bundle()->analysis.conditions;
    int condition = -1;
    for (std::size_t c = 0; c < conditions.size(); ++c)
        if (conditions[c].id == "cond1")
            condition = int(c);
    QVERIFY(condition >= 0);
    confusion->setConditions({condition}); // the one that answered (the fake's own "sim" did not)
    QCOMPARE(confusion->figure().panels.size(), std::size_t(1));
    const auto &classification = window.workspace()->bundle()->analysis.conditions[std::size_t(condition)].classification;
    // The first off-diagonal cell with faces in it (a mistake of the fake model).
    int row = -1, column = -1;
    const int labels = int(classification.confusion.classCount);
    for (int r = 0; r < labels && row < 0; ++r)
        for (int c = 0; c < labels && row < 0; ++c)
            if (r != c && classification.confusion.count(std::size_t(r), std::size_t(c)) > 0) {
                row = r;
                column = c;
            }
    QVERIFY(row >= 0);
    const std::vector<int> expected = classification.itemsInCell(row, column);
    QVERIFY(!expected.empty());
    QCoreApplication::processEvents();
    QTest::mouseClick(confusion->canvas(), Qt::LeftButton, {}, confusion->cellRect(0, row, column).center().toPoint());
    // The grid shows exactly those faces, as an active filter named in its bar.
    QTRY_COMPARE(window.workspace()->currentWidget(), static_cast<QWidget *>(window.gridView()));
    QCOMPARE(window.gridView()->visibleItems(), expected);
    QToolButton *chip = window.gridView()->itemFilterChip();
    QVERIFY(chip->isVisible());
    QVERIFY(chip->text().contains(QString::number(expected.size())));
    QTest::mouseClick(chip, Qt::LeftButton);
    QCOMPARE(int(window.gridView()->visibleItems().size()), window.gridModel()->rowCount());
}

void TestMainWindow::conditionsMenuStaysOpenWhileTicking()
{
    // Choosing eight conditions used to take eight trips: the menu closed after each tick.
    analysis::RatingAnalysis a;
    for (int c = 0; c < 5; ++c) {
        a.conditions.emplace_back();
        a.conditions.back().id = "cond" + std::to_string(c + 1);
    }
    widgets::ConditionPicker picker;
    picker.setConditions(a, 1);
    picker.show();
    QVERIFY(QTest::qWaitForWindowExposed(&picker));
    QMenu *menu = picker.menu();
    menu->popup(picker.mapToGlobal(QPoint(0, picker.height())));
    QVERIFY(QTest::qWaitForWindowExposed(menu));
    const QList<QAction *> actions = menu->actions();
    for (int c : {1, 2, 3}) {
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(actions.at(c)).center());
        QVERIFY(menu->isVisible());
        QVERIFY(actions.at(c)->isChecked());
    }
    QCOMPARE(picker.chosen(), (std::vector<int> {0, 1, 2, 3}));
    menu->setActiveAction(actions.at(4));
    QTest::keyClick(menu, Qt::Key_Space); // the keyboard too
    QVERIFY(menu->isVisible());
    QCOMPARE(picker.chosen().size(), std::size_t(5));
    menu->close();
}

// File → New plan… opens the simulation dialog with no project open (no pilot offered) and, with the fake rating
// study open, offers its numeric dimensions as the pilot's; the action sits right after New study….
void TestMainWindow::newPlanWithAndWithoutAProject()
{
    app::MainWindow window;
    auto *action = window.findChild<QAction *>(QStringLiteral("newPlanAction"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    QMenu *file = window.menuBar()->actions().first()->menu();
    const QList<QAction *> entries = file->actions();
    const qsizetype at = entries.indexOf(action);
    QVERIFY(at > 0);
    QCOMPARE(entries.at(at - 1)->text(), QStringLiteral("&New study…"));
    action->trigger();
    auto *dialog = window.findChild<widgets::SimulationDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->fromStudyButton()->isEnabled());
    dialog->close();
    QTRY_VERIFY(!window.findChild<widgets::SimulationDialog *>()); // deleted on close

    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(m_project);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    action->trigger();
    dialog = window.findChild<widgets::SimulationDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->fromStudyButton()->isEnabled());
    QVERIFY(dialog->pilotDimensionBox()->count() > 0);
    dialog->close();
}

void TestMainWindow::planTabOfAPilotReadsAndExportsTheSmallestDesign()
{
    // A pilot: the fake study with a model's answers, opened as a user opens a file.
    study::Study s = test::makeFakeStudy();
    test::addFakePredictions(s, 1);
    const QString dir = QString::fromStdString(test::tempDir());
    const QString path = dir + QStringLiteral("/pilot.raterlab");
    QFile::remove(path);
    QVERIFY(test::saveFakeProject(path.toStdString(), s).has_value());
    app::MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy ready(window.workspace(), &app::AnalysisWorkspace::analysisReady);
    window.openProject(path);
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 60000);
    QVERIFY(window.workspace()->showView(QStringLiteral("plan")));
    auto *plan = window.findChild<widgets::PlanView *>();
    QVERIFY(plan);
    QTRY_VERIFY(plan->isVisible());
    QTRY_VERIFY(plan->runButton()->isEnabled());

    // The smallest designs and the whole pilot, then Run.
    const auto &bundle = *window.workspace()->bundle();
    const auto bounds = analysis::plan::planBounds(*bundle.study, bundle.analysis.options);
    plan->setDesigns(QStringLiteral("3, %1").arg(bounds.itemCount), QStringLiteral("2, %1").arg(bounds.maxRaters), 20, 5);
    QSignalSpy planned(plan, &widgets::PlanView::planReady);
    QTest::mouseClick(plan->runButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!planned.isEmpty(), 60000);
    QVERIFY(plan->plan());

    // The sentence read off names the recommended design of the row shown.
    const auto *recommendation = plan->recommendation();
    QVERIFY(recommendation);
    const QString said = plan->recommendationLabel()->text();
    QVERIFY(recommendation->reached); // the whole pilot is one of the designs: it keeps every verdict
    QVERIFY(recommendation->humanRatings <= bounds.itemCount * bounds.maxRaters);
    QVERIFY2(said.contains(QStringLiteral("%1 items × %2 raters").arg(recommendation->items).arg(recommendation->raters)),
             qPrintable(said));

    // Export table…: the window's save dialog, then plan.csv's columns in the file chosen.
    QPushButton *exportTable = nullptr;
    for (QPushButton *b : plan->findChildren<QPushButton *>())
        if (b->text() == QStringLiteral("Export table…"))
            exportTable = b;
    QVERIFY(exportTable && exportTable->isEnabled());
    QTest::mouseClick(exportTable, Qt::LeftButton);
    QFileDialog *save = nullptr;
    QTRY_VERIFY((save = window.findChild<QFileDialog *>()) != nullptr);
    const QString out = dir + QStringLiteral("/pilot-plan.csv");
    QFile::remove(out);
    QSignalSpy written(window.workspace(), &app::AnalysisWorkspace::fileWritten);
    emit save->fileSelected(out);
    QTRY_COMPARE(written.count(), 1);
    save->reject();
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString header = QString::fromUtf8(f.readLine()).trimmed();
    const std::string csv = analysis::plan::planCsv(*plan->plan());
    QCOMPARE(header, QString::fromStdString(csv.substr(0, csv.find('\n'))));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
