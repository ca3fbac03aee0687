// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The main window's ways in for a study's own data (app/gui/studyimport.h, docs/user-guide.md §3): File →
// New study… ends with the new project open; files dropped on the window (a .raterlab opens, a CSV
// starts Import… with the file preselected, a folder of images the wizard's folder step); and File →
// Open on a CSV says what the file is instead of SQLite's "file is not a database".
#include "app/gui/language.h"
#include "app/gui/mainwindow.h"
#include "app/gui/recentfiles.h"
#include "app/gui/studyimport.h"
#include "engine/io/importers.h"
#include "engine/storage/project.h"
#include "models/import/filenamepreviewmodel.h"
#include "tests/common/testutil.h"
#include "widgets/import/mappingpages.h"
#include "widgets/import/newstudypages.h"
#include "widgets/import/runpage.h"
#include "widgets/import/stpages.h"
#include "engine/io/stereotales/stories.h"
#include "widgets/import/newstudywizard.h"

#include <QAbstractButton>
#include <QAction>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace rl;
using widgets::NewStudyWizard;

namespace {

QString data(const char *name) { return QString::fromStdString(test::testDataDir()) + QStringLiteral("/wizard/") + QLatin1String(name); }

/// Drag `path` over the window and drop it; true when the window accepted the drag.
bool dropOn(QWidget &window, const QString &path)
{
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    return drop.isAccepted();
}

NewStudyWizard *openWizard(QWidget &window)
{
    for (auto *w : window.findChildren<NewStudyWizard *>())
        if (w->isVisible())
            return w;
    return nullptr;
}

} // namespace

class TestStudyImport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { app::RecentFiles::clear(); }
    void openOnACsvSaysWhatItIs();
    void newStudyEndsWithTheProjectOpen();
    void dropProjectOpensIt();
    void dropCsvStartsImportWithTheFilePreselected();
    void dropFolderStartsTheFolderStep();
    void dropStereoTalesFilesGoToTheirStudy();

private:
    QString m_dir;
    QString m_project;
};

void TestStudyImport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RaterLabTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_studyimport"));
    app::installTranslators(QStringLiteral("en"));
    m_dir = QString::fromStdString(test::tempDir());
    m_project = m_dir + QStringLiteral("/faces.raterlab");
    auto project = storage::Project::open(m_project.toStdString(), storage::Database::Mode::CreateIfMissing);
    QVERIFY(project);
    io::ImportOptions options;
    options.map = {{"image_id", "stimulus_id"}};
    options.imageFolder = data("faces").toStdString();
    auto stimuli = io::importFile(*project, io::ImportKind::Stimuli, data("stimuli.csv").toStdString(), options);
    QVERIFY2(stimuli, stimuli ? "" : stimuli.error().detail.c_str());
}

void TestStudyImport::openOnACsvSaysWhatItIs()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy failed(&window, &app::MainWindow::projectFailed);
    window.openProject(data("ratings_wide.csv"));
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 20000);
    const QString message = failed.first().at(1).toString();
    QVERIFY2(message.startsWith(QStringLiteral("This is a CSV file: import it with File → New study…")), qPrintable(message));
    auto *box = window.findChild<QMessageBox *>();
    QVERIFY(box);
    QCOMPARE(box->informativeText(), message);
    QVERIFY(!box->informativeText().contains(QLatin1String("not a database")));
    box->close();
}

void TestStudyImport::newStudyEndsWithTheProjectOpen()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *action = window.findChild<QAction *>(QStringLiteral("newStudyAction"));
    QVERIFY(action);
    action->trigger();
    NewStudyWizard *w = openWizard(window);
    QVERIFY(w);
    QVERIFY(!w->isImportMode());
    const QString project = m_dir + QStringLiteral("/fromfolder.raterlab");
    w->setProjectPath(project);
    w->button(QWizard::NextButton)->click();
    w->setImageFolder(data("faces"), QStringLiteral("{race}_{gender}_{emotion}_{identity}.png"));
    w->button(QWizard::NextButton)->click();
    QCOMPARE(w->currentId(), int(NewStudyWizard::PatternPageId));
    w->button(QWizard::NextButton)->click(); // ratings: none yet
    QCOMPARE(w->currentId(), int(NewStudyWizard::RatingsPageId));
    QSignalSpy finished(w->runPage(), &widgets::RunPage::runFinished);
    w->button(QWizard::NextButton)->click();
    QVERIFY(finished.wait(20000));
    QVERIFY(finished.at(0).at(0).toBool());
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    w->button(QWizard::FinishButton)->click();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    QCOMPARE(loaded.at(0).at(0).toString(), project);
    QCOMPARE(window.project()->study->items.size(), std::size_t(4));
}

void TestStudyImport::dropProjectOpensIt()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.acceptDrops());
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    QVERIFY(dropOn(window, m_project));
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    QCOMPARE(loaded.at(0).at(0).toString(), m_project);
}

void TestStudyImport::dropCsvStartsImportWithTheFilePreselected()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // No study open: the CSV starts a new study with it as the stimuli.
    QVERIFY(dropOn(window, data("stimuli.csv")));
    NewStudyWizard *w = openWizard(window);
    QVERIFY(w);
    QVERIFY(!w->isImportMode());
    QCOMPARE(w->stimuliPage()->csvFile(), data("stimuli.csv"));
    w->close();
    // A TSV corpus: a new LLM-jury study with the corpus preselected.
    QVERIFY(dropOn(window, QString::fromStdString(test::testDataDir()) + QStringLiteral("/sts/korsts/sts-dev.tsv")));
    w = openWizard(window);
    QVERIFY(w);
    QCOMPARE(w->studyType(), models::NewStudyType::JuryCorpus);
    w->close();
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(m_project);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    // A study open: Import… into it, the ratings file preselected.
    QVERIFY(dropOn(window, data("ratings_wide.csv")));
    w = openWizard(window);
    QVERIFY(w);
    QVERIFY(w->isImportMode());
    QCOMPARE(w->openStudy()->path, m_project);
    QCOMPARE(w->importKind(), NewStudyWizard::ImportKind::Ratings);
    QCOMPARE(w->ratingsPage()->file(), data("ratings_wide.csv"));
    QCOMPARE(w->currentId(), int(NewStudyWizard::ImportFilePageId));
    w->close();
}

void TestStudyImport::dropFolderStartsTheFolderStep()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(m_project);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    QVERIFY(dropOn(window, data("faces")));
    NewStudyWizard *w = openWizard(window);
    QVERIFY(w);
    QCOMPARE(w->currentId(), int(NewStudyWizard::PatternPageId));
    QCOMPARE(w->patternPage()->folder(), data("faces"));
    QCOMPARE(w->patternPage()->preview()->unmatched().size() + w->patternPage()->preview()->rowCount(), 5);
    w->close();
}

void TestStudyImport::dropStereoTalesFilesGoToTheirStudy()
{
    const QString seeds = QString::fromStdString(test::testDataDir()) + QStringLiteral("/stereotales/seeds_small");
    const QString stProject = QString::fromStdString(test::tempDir()) + QStringLiteral("/st.raterlab");
    {
        auto p = storage::Project::open(stProject.toStdString(), storage::Database::Mode::CreateIfMissing);
        QVERIFY(p);
        QVERIFY(io::stereotales::importGridFolder(*p, seeds.toStdString()));
    }
    const QString stories = QString::fromStdString(test::tempDir()) + QStringLiteral("/stories.csv");
    {
        QFile f(stories);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("story_id,model,language,prompted_attribute,prompted_value\ns1,m1,en,age,young (18-34)\n");
    }
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(m_project); // an image study is open
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    // A seed folder makes a new StereoTales study (not an image-folder import into the open one).
    QVERIFY(dropOn(window, seeds));
    NewStudyWizard *w = openWizard(window);
    QVERIFY(w);
    QVERIFY(!w->isImportMode());
    QCOMPARE(w->studyType(), models::NewStudyType::StereoTalesGrid);
    QCOMPARE(w->stereoTalesPage()->seedsFolder(), seeds);
    w->close();
    // Into an open StereoTales study, a stories.csv (told by its header) is imported as stories.
    window.openProject(stProject);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 20000);
    QVERIFY(dropOn(window, stories));
    w = openWizard(window);
    QVERIFY(w);
    QVERIFY(w->isImportMode());
    QCOMPARE(w->importKind(), NewStudyWizard::ImportKind::StStories);
    QCOMPARE(w->plan().steps.at(0).path, stories);
    w->close();
}

QTEST_MAIN(TestStudyImport)
#include "tst_studyimport.moc"
