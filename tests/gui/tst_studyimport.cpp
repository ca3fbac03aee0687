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
#include "engine/analysis/jury/juryanalysis.h"
#include "engine/io/corpus/corpusimport.h"
#include "engine/io/importers.h"
#include "models/jury/corpusbrowsermodel.h"
#include "models/jury/juryresult.h"
#include "app/gui/analysisworkspace.h"
#include "widgets/jury/juryworkspace.h"
#include "engine/storage/project.h"
#include "models/import/filenamepreviewmodel.h"
#include "tests/common/testutil.h"
#include "widgets/import/columnmappingpanel.h"
#include "widgets/import/mappingpages.h"
#include "widgets/import/newstudypages.h"
#include "widgets/import/runpage.h"
#include "widgets/import/stpages.h"
#include "engine/io/stereotales/stories.h"
#include "widgets/import/newstudywizard.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include <algorithm>

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
    void juryImportTakesCorporaAndJudgmentsWithMapping();

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

void TestStudyImport::juryImportTakesCorporaAndJudgmentsWithMapping()
{
    // File → Import… in a jury study offers corpora and judge answers, each with the
    // wizard's column mapping; the corpus' hygiene report is shown and kept, and the Jury page shows the corpus
    // before any judgment exists.
    const QString dir = m_dir + QStringLiteral("/jury");
    QVERIFY(QDir().mkpath(dir));
    auto write = [&](const QString &name, const QByteArray &text) {
        QFile f(dir + QLatin1Char('/') + name);
        if (f.open(QIODevice::WriteOnly))
            f.write(text);
        return f.fileName();
    };
    const QString first = write(QStringLiteral("first.csv"), "item_id,sentence1,sentence2,score\n"
                                                             "a1,A man plays a guitar.,A man is playing a guitar.,4.8\n"
                                                             "a2,A dog runs.,A cat sleeps.,0.4\n");
    // Another corpus with columns of its own (before: refused with "missing column 'item_id'"), one empty sentence.
    const QString own = write(QStringLiteral("own.csv"), "pair,text_a,text_b,label\n"
                                                         "p1,A cat sits.,A cat is sitting.,4.6\n"
                                                         "p2,A dog.,The sea.,0.2\n"
                                                         "p3,,An empty first sentence.,1.0\n");
    const QString answers = write(QStringLiteral("answers.csv"), "model,pair,prompt,r,rating\n"
                                                                 "judge-a,p1,blind,1,5\njudge-a,p2,blind,1,1\njudge-a,p3,blind,1,2\n");
    const QString project = dir + QStringLiteral("/jury.raterlab");
    {
        auto p = storage::Project::open(project.toStdString(), storage::Database::Mode::CreateIfMissing);
        QVERIFY(p);
        auto imported = io::corpus::importCorpusFile(*p, first.toStdString(), "first", io::corpus::CorpusFormat::Auto);
        QVERIFY2(imported, imported ? "" : imported.error().detail.c_str());
    }
    app::MainWindow window;
    analysis::jury::JuryAnalysisOptions quick;
    quick.bootstrap = 50;
    window.workspace()->setJuryOptions(quick);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(project);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);

    // File → Import…: the jury kinds, not stimuli/ratings/predictions.
    window.findChild<QAction *>(QStringLiteral("importAction"))->trigger();
    NewStudyWizard *w = openWizard(window);
    QVERIFY(w && w->isImportMode());
    auto *kinds = w->findChild<QComboBox *>(QStringLiteral("importKindCombo"));
    QVERIFY(kinds);
    QCOMPARE(kinds->count(), 3); // another corpus, judge answers, the judges' conditions (prices)
    QVERIFY(kinds->findData(int(NewStudyWizard::ImportKind::Conditions)) >= 0);
    QCOMPARE(kinds->findData(int(NewStudyWizard::ImportKind::Ratings)), -1);
    QCOMPARE(w->importKind(), NewStudyWizard::ImportKind::Corpus);
    QVERIFY(kinds->findData(int(NewStudyWizard::ImportKind::Judgments)) >= 0);
    w->setCorpus(own, QStringLiteral("mine"));
    w->button(QWizard::NextButton)->click();
    QCOMPARE(w->currentId(), int(NewStudyWizard::CorpusPageId));
    auto *columns = w->corpusPage()->columnPanel();
    QTRY_VERIFY(columns->hasTable());
    QVERIFY(!w->button(QWizard::NextButton)->isEnabled()); // sentence1, sentence2 and score unmapped
    columns->setMapping(QStringLiteral("pair"), QStringLiteral("item_id"));
    columns->setMapping(QStringLiteral("text_a"), QStringLiteral("sentence1"));
    columns->setMapping(QStringLiteral("text_b"), QStringLiteral("sentence2"));
    columns->setMapping(QStringLiteral("label"), QStringLiteral("score"));
    QVERIFY(w->button(QWizard::NextButton)->isEnabled());
    QSignalSpy finished(w->runPage(), &widgets::RunPage::runFinished);
    w->button(QWizard::NextButton)->click();
    QVERIFY(finished.wait(20000));
    const QString status = w->runPage()->findChild<QLabel *>(QStringLiteral("importStatus"))->text();
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(status));
    QVERIFY2(status.contains(QLatin1String("hygiene of own.csv")) && status.contains(QLatin1String("3 record(s)"))
                 && status.contains(QLatin1String("empty sentences 1")),
             qPrintable(status));
    w->button(QWizard::FinishButton)->click();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 20000);

    // The Jury page: the new corpus with its items and the kept hygiene report, no judge answers yet.
    auto *jury = window.workspace()->juryWorkspace();
    QTRY_VERIFY_WITH_TIMEOUT(jury->result() != nullptr && jury->result()->data.corpora.size() == 2, 60000);
    QVERIFY(!jury->result()->hasJudgments());
    QVERIFY(window.workspace()->showView(QStringLiteral("jury-corpus")));
    jury->setCorpus(QStringLiteral("mine"));
    QTRY_COMPARE(jury->corpusModel()->rowCount(), 3);
    QVERIFY2(jury->hygieneSummaryLabel()->text().contains(QLatin1String("3 records")), qPrintable(jury->hygieneSummaryLabel()->text()));

    // Judge answers with columns of their own, mapped, on the corpus "mine".
    window.findChild<QAction *>(QStringLiteral("importAction"))->trigger();
    w = openWizard(window);
    QVERIFY(w && w->isImportMode());
    w->setJudgments(answers, QStringLiteral("mine"));
    w->button(QWizard::NextButton)->click();
    QCOMPARE(w->currentId(), int(NewStudyWizard::JudgmentsPageId));
    auto *judgments = w->judgmentsPage();
    QTRY_VERIFY(judgments->columnPanel()->hasTable());
    QCOMPARE(judgments->missingColumns().size(), 5);
    QVERIFY(!w->button(QWizard::NextButton)->isEnabled());
    judgments->columnPanel()->setMapping(QStringLiteral("model"), QStringLiteral("judge"));
    judgments->columnPanel()->setMapping(QStringLiteral("pair"), QStringLiteral("item_id"));
    judgments->columnPanel()->setMapping(QStringLiteral("prompt"), QStringLiteral("condition"));
    judgments->columnPanel()->setMapping(QStringLiteral("r"), QStringLiteral("round"));
    judgments->columnPanel()->setMapping(QStringLiteral("rating"), QStringLiteral("score"));
    QVERIFY(judgments->missingColumns().isEmpty());
    QCOMPARE(judgments->corpusName(), QStringLiteral("mine"));
    QSignalSpy finishedJudgments(w->runPage(), &widgets::RunPage::runFinished);
    w->button(QWizard::NextButton)->click();
    QVERIFY(finishedJudgments.wait(20000));
    const QString judged = w->runPage()->findChild<QLabel *>(QStringLiteral("importStatus"))->text();
    QVERIFY2(finishedJudgments.at(0).at(0).toBool(), qPrintable(judged));
    QVERIFY2(judged.contains(QLatin1String("3 model answers")), qPrintable(judged));
    w->button(QWizard::FinishButton)->click();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 3, 20000);
    // Dropped on the window of a jury study: judge answers (a judge column) and a corpus go to their steps.
    const QString dropped = write(QStringLiteral("more.csv"), "judge,item_id,condition,round,score\njudge-b,p1,blind,1,4\n");
    QVERIFY(dropOn(window, dropped));
    w = openWizard(window);
    QVERIFY(w && w->isImportMode());
    QCOMPARE(w->importKind(), NewStudyWizard::ImportKind::Judgments);
    QCOMPARE(w->judgmentsPage()->file(), dropped);
    w->close();
    QVERIFY(dropOn(window, QString::fromStdString(test::testDataDir()) + QStringLiteral("/sts/korsts/sts-dev.tsv")));
    w = openWizard(window);
    QVERIFY(w && w->isImportMode());
    QCOMPARE(w->importKind(), NewStudyWizard::ImportKind::Corpus);
    w->close();

    auto p = storage::Project::open(project.toStdString());
    QVERIFY(p);
    auto s = p->loadStudy();
    QVERIFY(s);
    const int condition = s->findCondition("judge-a.blind");
    QVERIFY(condition >= 0);
    const int rater = s->raterOfCondition(condition);
    QCOMPARE(std::count_if(s->ratings.begin(), s->ratings.end(), [&](const study::Rating &r) { return r.rater == rater; }), 3);
}

QTEST_MAIN(TestStudyImport)
#include "tst_studyimport.moc"
