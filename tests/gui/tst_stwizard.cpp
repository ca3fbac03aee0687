// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The new-study wizard's StereoTales study (docs/user-guide.md §3, "A StereoTales study") driven offscreen, end to end,
// on our own seed fixture (tests/data/stereotales/seeds_small: 3 attributes, 8 promptable values,
// 5 scenarios, en/fr/ko → 40 prompts per language, 120 in all): the preview before anything is written,
// the grid with stories and extractions in one run, a translation out of line with English listed with
// its file:line:column (the double click shows the line; no project written), a bad stories file
// failing the whole run, Cancel leaving no file, a study without a grid (the value sets named with their
// counts), File → Import… into the open StereoTales study, and dropped files classified by their header.
#include "engine/io/stereotales/seeds.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/filekind.h"
#include "engine/storage/project.h"
#include "models/workerpool.h"
#include "tests/common/testutil.h"
#include "tests/gui/wizarddriver.h"
#include "widgets/import/newstudypages.h"
#include "widgets/import/newstudywizard.h"
#include "widgets/import/offendingrowdialog.h"
#include "widgets/import/runpage.h"
#include "widgets/import/stpages.h"

#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QThreadPool>
#include <QTreeWidget>
#include <QtTest>

#include <filesystem>

using rl::test::next;
using rl::test::PoolBlocker;
using rl::test::statusOf;
using rl::test::waitRun;
using rl::widgets::NewStudyWizard;

namespace {

QString seeds() { return QString::fromStdString(rl::test::testDataDir()) + QStringLiteral("/stereotales/seeds_small"); }

const char *kStories = "story_id,model,language,prompted_attribute,prompted_value,refused,text,prompt_id\n"
                       "s1,m1,en,age,young (18-34),0,A story,en|age=young (18-34)|0\n"
                       "s2,m1,en,commute,bus,0,Another story,en|commute=bus|1\n"
                       "s3,m2,fr,hometown,capital city,false,Une histoire,fr|hometown=capital city|2\n"
                       "s4,m2,fr,age,older (65+),1,,\n";
const char *kExtractions = "story_id,extractor,attribute,value\n"
                           "s1,e1,commute,car\n"
                           "s1,e2,commute,car\n"
                           "s2,e1,hometown,capital city\n"
                           "s3,e1,commute,other\n";

void writeFile(const QString &path, const char *text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

void copyFolder(const QString &from, const QString &to)
{
    std::filesystem::copy(from.toStdString(), to.toStdString(), std::filesystem::copy_options::recursive);
}

} // namespace

class TestStWizard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void gridStudyEndToEnd();
    void misalignedTranslationListedNothingWritten();
    void badStoriesFileWritesNothing();
    void cancelLeavesNoProjectFile();
    void studyWithoutGrid();
    void importIntoOpenStereoTalesStudy();
    void droppedFilesClassified();
    void publishedGridPreview();

private:
    /// Through the type page to the StereoTales page of a new wizard.
    void toStPage(NewStudyWizard &w, const QString &project);
    QString m_dir;
    QString m_gridProject; ///< made by gridStudyEndToEnd
};

void TestStWizard::initTestCase()
{
    m_dir = QString::fromStdString(rl::test::tempDir());
    writeFile(m_dir + QStringLiteral("/stories.csv"), kStories);
    writeFile(m_dir + QStringLiteral("/extractions.csv"), kExtractions);
}

void TestStWizard::toStPage(NewStudyWizard &w, const QString &project)
{
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setStudyType(rl::models::NewStudyType::StereoTalesGrid);
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled()); // a StereoTales study needs its project path too
    w.setProjectPath(project);
    QVERIFY(next(w, NewStudyWizard::StereoTalesPageId));
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled()); // no seed folder yet
}

void TestStWizard::gridStudyEndToEnd()
{
    m_gridProject = m_dir + QStringLiteral("/grid.raterlab");
    NewStudyWizard w;
    toStPage(w, m_gridProject);
    if (QTest::currentTestFailed())
        return;
    auto *page = w.stereoTalesPage();
    w.setSeedsFolder(seeds());
    QTRY_VERIFY(page->previewGrid().has_value());
    const QString preview = page->findChild<QLabel *>(QStringLiteral("stGridPreview"))->text();
    // tests/data/stereotales/README.md: 3 attributes, 9 values (8 promptable), 5 scenarios in 2 groups, 40 per language.
    QVERIFY2(preview.contains(QLatin1String("3 attribute(s), 9 value(s) (8 promptable), 5 scenario(s) in 2 group(s), "
                                            "3 language(s) (en, fr, ko): 40 prompts per language, 120 in all")),
             qPrintable(preview));
    QCOMPARE(page->errorList()->topLevelItemCount(), 0);
    QVERIFY(!QFileInfo::exists(m_gridProject)); // the preview writes nothing
    w.setStFiles(m_dir + QStringLiteral("/stories.csv"), m_dir + QStringLiteral("/extractions.csv"));
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    QCOMPARE(int(w.plan().steps.size()), 3);
    bool ok = false;
    QVERIFY(waitRun(w, &ok));
    QVERIFY2(ok, qPrintable(statusOf(w)));
    QVERIFY2(statusOf(w).contains(QLatin1String("120 in all")), qPrintable(statusOf(w)));
    QVERIFY2(statusOf(w).contains(QLatin1String("4 story(ies) (1 refused)")), qPrintable(statusOf(w)));
    QSignalSpy ready(&w, &NewStudyWizard::studyReady);
    w.button(QWizard::FinishButton)->click();
    QCOMPARE(ready.size(), 1);

    auto project = rl::storage::Project::open(m_gridProject.toStdString());
    QVERIFY(project);
    auto counts = rl::io::stereotales::stereoTalesCounts(*project);
    QVERIFY(counts);
    QVERIFY(counts->hasGrid);
    QCOMPARE(counts->prompts, std::size_t(120));
    QCOMPARE(counts->stories, std::size_t(4));
    QCOMPARE(counts->extractions, std::size_t(4)); // (story, extractor) pairs: s1×e1, s1×e2, s2×e1, s3×e1
    auto stored = rl::io::stereotales::loadGrid(*project);
    auto read = rl::io::stereotales::readSeedFolder(seeds().toStdString());
    QVERIFY(stored && stored->has_value() && read);
    QVERIFY(**stored == *read);
    auto s = project->loadStudy();
    QVERIFY(s);
    QCOMPARE(s->name, std::string("grid")); // named after its file, not ":memory:"
}

void TestStWizard::misalignedTranslationListedNothingWritten()
{
    // French drops one hometown value and Korean one errand: both out of line with English, both listed.
    const QString dir = m_dir + QStringLiteral("/misaligned");
    copyFolder(seeds(), dir);
    const QString fr = dir + QStringLiteral("/attributes/attributes.fr.yaml");
    QFile f(fr);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(f.readAll());
    f.close();
    QVERIFY(text.contains(QStringLiteral("    - \"capitale\"\n")));
    text.remove(QStringLiteral("    - \"capitale\"\n"));
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text.toUtf8());
    f.close();
    {
        QFile ko(dir + QStringLiteral("/scenarios/scenario.ko.yaml"));
        QVERIFY(ko.open(QIODevice::ReadOnly));
        QString k = QString::fromUtf8(ko.readAll());
        ko.close();
        const QString errand = QString::fromUtf8("- \xEA\xB8\xB0\xEC\xB0\xA8\xED\x91\x9C\xEB\xA5\xBC \xEC\x82\xAC\xEB\x8A\x94\n"); // - 기차표를 사는
        QVERIFY(k.contains(errand));
        k.remove(errand);
        QVERIFY(ko.open(QIODevice::WriteOnly | QIODevice::Truncate));
        ko.write(k.toUtf8());
    }

    const QString project = m_dir + QStringLiteral("/misaligned.raterlab");
    NewStudyWizard w;
    toStPage(w, project);
    if (QTest::currentTestFailed())
        return;
    auto *page = w.stereoTalesPage();
    w.setSeedsFolder(dir);
    QTRY_VERIFY(!page->isReading());
    QTRY_COMPARE(page->errorList()->topLevelItemCount(), 2);
    QVERIFY(!page->previewGrid());
    auto *koItem = page->errorList()->topLevelItem(1);
    QCOMPARE(koItem->text(0), QStringLiteral("scenarios/scenario.ko.yaml"));
    QVERIFY(koItem->text(1).toInt() > 0);
    QVERIFY2(koItem->text(3).contains(QLatin1String("errands")), qPrintable(koItem->text(3)));
    auto *item = page->errorList()->topLevelItem(0);
    QCOMPARE(item->text(0), QStringLiteral("attributes/attributes.fr.yaml"));
    QVERIFY(item->text(1).toInt() > 0);
    QVERIFY(item->text(2).toInt() > 0);
    QVERIFY2(item->text(3).contains(QLatin1String("hometown")), qPrintable(item->text(3)));
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    // The double click shows the line it names, as read from the file.
    auto *dialog = page->showRow(0);
    QVERIFY(dialog);
    const QStringList lines = text.split(QLatin1Char('\n'));
    QCOMPARE(dialog->rawText(), lines.at(item->text(1).toInt() - 1));
    dialog->close();
    QVERIFY(!QFileInfo::exists(project));
}

void TestStWizard::badStoriesFileWritesNothing()
{
    // A value outside the grid's closed set: the grid read, the stories step fails, nothing is published.
    const QString bad = m_dir + QStringLiteral("/bad_stories.csv");
    writeFile(bad, "story_id,model,language,prompted_attribute,prompted_value\n"
                   "b1,m1,en,age,young (18-34)\n"
                   "b2,m1,en,commute,scooter\n");
    const QString project = m_dir + QStringLiteral("/badstories.raterlab");
    NewStudyWizard w;
    toStPage(w, project);
    if (QTest::currentTestFailed())
        return;
    w.setSeedsFolder(seeds());
    w.setStFiles(bad);
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    bool ok = true;
    QVERIFY(waitRun(w, &ok));
    QVERIFY(!ok);
    auto *errors = w.runPage()->findChild<QTreeWidget *>(QStringLiteral("errorList"));
    QCOMPARE(errors->topLevelItemCount(), 1);
    QCOMPARE(errors->topLevelItem(0)->text(0), QStringLiteral("bad_stories.csv"));
    QCOMPARE(errors->topLevelItem(0)->text(1), QStringLiteral("3"));
    QVERIFY(w.runPage()->showRow(0));
    QVERIFY(!QFileInfo::exists(project));
}

void TestStWizard::cancelLeavesNoProjectFile()
{
    const QString project = m_dir + QStringLiteral("/cancelled.raterlab");
    NewStudyWizard w;
    toStPage(w, project);
    if (QTest::currentTestFailed())
        return;
    w.setSeedsFolder(seeds());
    QTRY_VERIFY(w.stereoTalesPage()->previewGrid().has_value());
    {
        PoolBlocker blocker; // the import job waits for the pool, so Cancel comes first
        QVERIFY(next(w, NewStudyWizard::RunPageId));
        QVERIFY(w.runPage()->isRunning());
        w.runPage()->findChild<QPushButton *>(QStringLiteral("cancelImportButton"))->click();
        blocker.release();
        bool ok = true;
        QVERIFY(waitRun(w, &ok));
        QVERIFY(!ok);
    }
    QVERIFY2(statusOf(w).contains(QLatin1String("cancelled")), qPrintable(statusOf(w)));
    QVERIFY(!QFileInfo::exists(project));
    QVERIFY(!w.button(QWizard::FinishButton)->isEnabled());
}

void TestStWizard::studyWithoutGrid()
{
    const QString project = m_dir + QStringLiteral("/nogrid.raterlab");
    NewStudyWizard w;
    toStPage(w, project);
    if (QTest::currentTestFailed())
        return;
    w.stereoTalesPage()->setWithGrid(false);
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled()); // stories or extractions needed
    w.setStFiles(m_dir + QStringLiteral("/stories.csv"), m_dir + QStringLiteral("/extractions.csv"));
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    QCOMPARE(int(w.plan().steps.size()), 2);
    bool ok = false;
    QVERIFY(waitRun(w, &ok));
    QVERIFY2(ok, qPrintable(statusOf(w)));
    const QString status = statusOf(w);
    QVERIFY2(status.contains(QLatin1String("no grid: these are the value sets")), qPrintable(status));
    QVERIFY2(status.contains(QLatin1String("commute: car 2, other 1")), qPrintable(status)); // kExtractions' commute rows
    auto p = rl::storage::Project::open(project.toStdString());
    QVERIFY(p);
    auto counts = rl::io::stereotales::stereoTalesCounts(*p);
    QVERIFY(counts);
    QVERIFY(!counts->hasGrid);
    QCOMPARE(counts->stories, std::size_t(4));
}

void TestStWizard::importIntoOpenStereoTalesStudy()
{
    QVERIFY(!m_gridProject.isEmpty());
    NewStudyWizard::OpenStudy open;
    open.path = m_gridProject;
    open.kind = rl::study::StudyKind::StereoTales;
    const QString harm = m_dir + QStringLiteral("/harm.csv");
    writeFile(harm, "rater_id,rater_kind,base_attribute,base_value,attribute,value,harm,realism\n"
                    "h1,human,age,young (18-34),commute,car,4,yes\n"
                    "h2,human,age,young (18-34),commute,car,2,no\n");
    NewStudyWizard w(open);
    w.presetFile(harm); // as a dropped file: its header says harm ratings
    QCOMPARE(w.importKind(), NewStudyWizard::ImportKind::StHarm);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.currentId(), int(NewStudyWizard::ImportFilePageId));
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    bool ok = false;
    QVERIFY(waitRun(w, &ok));
    QVERIFY2(ok, qPrintable(statusOf(w)));
    auto p = rl::storage::Project::open(m_gridProject.toStdString());
    QVERIFY(p);
    auto counts = rl::io::stereotales::stereoTalesCounts(*p);
    QVERIFY(counts);
    QCOMPARE(counts->associations, std::size_t(1));
    QCOMPARE(counts->prompts, std::size_t(120)); // as before

    // More stories into the same study, chosen by hand; one names a value outside the grid: nothing changes.
    const QString more = m_dir + QStringLiteral("/more.csv");
    writeFile(more, "story_id,model,language,prompted_attribute,prompted_value\ns9,m3,ko,commute,scooter\n");
    NewStudyWizard w2(open);
    w2.setImportKind(NewStudyWizard::ImportKind::StStories);
    w2.setImportFile(more);
    w2.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w2));
    QVERIFY(next(w2, NewStudyWizard::RunPageId));
    ok = true;
    QVERIFY(waitRun(w2, &ok));
    QVERIFY(!ok);
    QVERIFY(statusOf(w2).contains(QLatin1String("as it was")));
    auto after = rl::io::stereotales::stereoTalesCounts(*p);
    QVERIFY(after);
    QCOMPARE(after->stories, std::size_t(4));
}

void TestStWizard::droppedFilesClassified()
{
    using rl::storage::TableRole;
    QCOMPARE(rl::storage::detectTableRole((m_dir + QStringLiteral("/stories.csv")).toStdString()), TableRole::StStories);
    QCOMPARE(rl::storage::detectTableRole((m_dir + QStringLiteral("/extractions.csv")).toStdString()), TableRole::StExtractions);
    QCOMPARE(rl::storage::detectTableRole((m_dir + QStringLiteral("/harm.csv")).toStdString()), TableRole::StHarm);
    QCOMPARE(rl::storage::tableRoleOf({"rater_id", "stimulus_id", "valence"}), TableRole::Ratings);
    QCOMPARE(rl::storage::tableRoleOf({"stimulus_id", "file"}), TableRole::Stimuli);
    {
        NewStudyWizard w;
        w.presetFile(seeds()); // a folder of YAML files: a new StereoTales study with that grid
        QCOMPARE(w.studyType(), rl::models::NewStudyType::StereoTalesGrid);
        QCOMPARE(w.stereoTalesPage()->seedsFolder(), seeds());
        QVERIFY(w.stereoTalesPage()->withGrid());
    }
    {
        NewStudyWizard w;
        w.presetFile(m_dir + QStringLiteral("/extractions.csv"));
        QCOMPARE(w.studyType(), rl::models::NewStudyType::StereoTalesGrid);
        QVERIFY(!w.stereoTalesPage()->withGrid());
        QCOMPARE(w.stereoTalesPage()->extractionsFile(), m_dir + QStringLiteral("/extractions.csv"));
    }
    {
        NewStudyWizard::OpenStudy open;
        open.path = m_gridProject;
        open.kind = rl::study::StudyKind::StereoTales;
        NewStudyWizard w(open);
        w.presetFile(m_dir + QStringLiteral("/stories.csv"));
        QCOMPARE(w.importKind(), NewStudyWizard::ImportKind::StStories);
        QCOMPARE(w.plan().steps.at(0).source, rl::models::ImportStep::Source::StStories);
    }
}

void TestStWizard::publishedGridPreview()
{
    const QString dir = QString::fromStdString(rl::test::sourceDir()) + QStringLiteral("/../shared/data/stereotales/stereotales_seeds");
    if (!QFileInfo(dir).isDir())
        QSKIP("the published StereoTales seeds (shared/data/stereotales/stereotales_seeds beside the checkout) are absent; "
              "they may not be redistributed, so this test runs only where they are");
    NewStudyWizard w;
    toStPage(w, m_dir + QStringLiteral("/published.raterlab"));
    if (QTest::currentTestFailed())
        return;
    w.setSeedsFolder(dir);
    QTRY_VERIFY_WITH_TIMEOUT(w.stereoTalesPage()->previewGrid().has_value(), 20000);
    const QString preview = w.stereoTalesPage()->findChild<QLabel *>(QStringLiteral("stGridPreview"))->text();
    // docs/methods.md §9, the published grid: 19 attributes, 79 promptable, 36 scenarios, 10 languages.
    QVERIFY2(preview.contains(QLatin1String("19 attribute(s)")) && preview.contains(QLatin1String("(79 promptable)"))
                 && preview.contains(QLatin1String("36 scenario(s) in 9 group(s), 10 language(s)"))
                 && preview.contains(QLatin1String("2844 prompts per language, 28440 in all")),
             qPrintable(preview));
    QVERIFY(w.button(QWizard::NextButton)->isEnabled());
}

QTEST_MAIN(TestStWizard)
#include "tst_stwizard.moc"
