// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// File → New study… (docs/user-guide.md §3) driven offscreen, end to end, on the fixture of
// tests/data/wizard: an image study from a CSV plus its image folder (the id column mapped), an
// image study from a folder whose factors come from the file names by a pattern (with a live
// preview and a pattern error pointing at its column), a CP949 study of text items, a value off its
// scale listed with its line and column (the double click shows the row; no file is written),
// Cancel (no file left behind, or the open project exactly as before), and File → Import… into the
// open study.
#include "engine/storage/project.h"
#include "models/import/dimensiondeclmodel.h"
#include "models/import/filenamepreviewmodel.h"
#include "models/workerpool.h"
#include "tests/common/testutil.h"
#include "tests/gui/wizarddriver.h"
#include "engine/io/importers.h"
#include "widgets/import/columnmappingpanel.h"
#include "widgets/import/expectedcolumns.h"
#include "widgets/import/newcolumnspanel.h"
#include "widgets/import/labelorderpanel.h"
#include "widgets/import/mappingpages.h"
#include "widgets/import/newstudypages.h"
#include "widgets/import/runpage.h"
#include "widgets/import/newstudywizard.h"
#include "widgets/import/offendingrowdialog.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QThreadPool>
#include <QTreeWidget>
#include <QUndoStack>
#include <QAction>
#include <QToolButton>
#include <QtTest>

#include <map>
#include <memory>

using rl::models::DimensionDeclModel;
using rl::test::next;
using rl::test::PoolBlocker;
using rl::test::statusOf;
using rl::test::waitRun;
using rl::widgets::NewStudyWizard;

namespace {

QString data(const char *name) { return QString::fromStdString(rl::test::testDataDir()) + QStringLiteral("/wizard/") + QLatin1String(name); }

struct Counts {
    bool opened = false;
    std::size_t items = 0, ratings = 0, factors = 0;
    std::string kind;
    std::string name;
};

Counts countsOf(const QString &path)
{
    Counts c;
    auto project = rl::storage::Project::open(path.toStdString());
    if (!project)
        return c;
    auto s = project->loadStudy();
    if (!s)
        return c;
    c.opened = true;
    c.items = s->items.size();
    c.ratings = s->ratings.size();
    c.factors = s->factors.size();
    c.kind = rl::study::studyKindName(s->protocol.kind);
    c.name = s->name;
    return c;
}

int rowNamed(const DimensionDeclModel &m, const QString &name)
{
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.rows()[r].name == name)
            return r;
    return -1;
}

} // namespace

class TestNewStudyWizard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_dir = QString::fromStdString(rl::test::tempDir()); }
    void patternPreviewModel();
    void imageStudyFromCsvAndFolder();
    void imageStudyFromFileNamePattern();
    void textStudyInCp949();
    void valueOffScaleListedNothingWritten();
    void everyErrorOfTheFileListed();
    void dimensionDeclarationsUndoAndRedo();
    void categoricalLabelsFromTheFileReordered();
    void cancelLeavesNoProjectFile();
    void importIntoOpenStudy();
    void cancelImportLeavesProjectAsBefore();
    void stereoTalesGoesToItsPage();
    void juryCorpusStudy();
    void existingFileReplacedOnlyAfterSuccess();
    void bigRatingsFileIsReadOffTheGuiThread();
    void jobsDoNotNeedQtsGlobalPool();
    void mappingPanelUndoesRenames();
    void mappingPanelSuggestsKoreanHeaders();
    void predictionsAskBeforeReplacing();
    void wideHeaderNewDimensionConfirmed();

private:
    /// A face study of the fixture's four stimuli with valence and arousal ratings by h1 (engine importers).
    QString faceProject(const QString &name);
    NewStudyWizard::OpenStudy openStudyOf(const QString &path);
    /// The first pages of an image study from the CSV (stimuli mapped), landing on the ratings page.
    void toRatingsPage(NewStudyWizard &w, const QString &project);
    QString m_dir;
    QString m_csvProject; ///< made by imageStudyFromCsvAndFolder
};

void TestNewStudyWizard::patternPreviewModel()
{
    rl::models::FileNamePreviewModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFileNames({QStringLiteral("w_f_happy.png"), QStringLiteral("notes.png")});
    model.setPattern(QStringLiteral("{race}_{gender}_{emotion}.png"));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.columnCount(), 5); // file, stimulus_id, three factors
    QCOMPARE(model.headerData(4, Qt::Horizontal).toString(), QStringLiteral("emotion"));
    QCOMPARE(model.index(0, 4).data().toString(), QStringLiteral("happy"));
    QCOMPARE(model.unmatched(), QStringList {QStringLiteral("notes.png")});
    model.setPattern(QStringLiteral("{race}_{gender"));
    QCOMPARE(model.errorColumn(), 8);
    QVERIFY(model.errorText().contains(QLatin1String("never closed")));
    QCOMPARE(model.rowCount(), 0);
}

void TestNewStudyWizard::toRatingsPage(NewStudyWizard &w, const QString &project)
{
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.currentId(), int(NewStudyWizard::StudyTypePageId));
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled()); // no project path yet
    w.setProjectPath(project);
    w.setStudyType(rl::models::NewStudyType::ImageRating);
    QVERIFY(next(w, NewStudyWizard::StimuliPageId));
    w.setStimuliCsv(data("stimuli.csv"), data("faces"));
    QVERIFY(next(w, NewStudyWizard::StimuliMapPageId));
    auto *mapping = w.stimuliMapPage()->mapping();
    QTRY_VERIFY(!mapping->isReading());
    QVERIFY2(mapping->encoding() == QLatin1String("UTF-8 with BOM"), qPrintable(mapping->encoding()));
    QVERIFY(mapping->findChild<QLabel *>(QStringLiteral("encodingLabel"))->text().contains(QLatin1String("UTF-8 with BOM")));
    QCOMPARE(mapping->findChild<QTableWidget *>(QStringLiteral("previewTable"))->rowCount(), 4);
    QVERIFY(w.button(QWizard::NextButton)->isEnabled()); // image_id is taken for stimulus_id (expectedcolumns.h)
    mapping->setMapping(QStringLiteral("image_id"), QStringLiteral("image_id")); // not renamed: no stimulus_id column
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    QVERIFY(w.stimuliMapPage()->findChild<QLabel *>(QStringLiteral("missingColumnLabel"))->isVisible());
    mapping->setMapping(QStringLiteral("image_id"), QStringLiteral("stimulus_id"));
    QCOMPARE(w.stimuliMapPage()->factors(),
             QStringList({QStringLiteral("race"), QStringLiteral("gender"), QStringLiteral("emotion"), QStringLiteral("identity")}));
    QVERIFY(next(w, NewStudyWizard::RatingsPageId));
}

void TestNewStudyWizard::imageStudyFromCsvAndFolder()
{
    m_csvProject = m_dir + QStringLiteral("/faces.raterlab");
    NewStudyWizard w;
    toRatingsPage(w, m_csvProject);
    if (QTest::currentTestFailed())
        return;
    w.setRatingsFile(data("ratings_wide.csv"));
    auto *page = w.ratingsPage();
    QTRY_VERIFY(!page->mapping()->isReading());
    QVERIFY(page->findChild<QRadioButton *>(QStringLiteral("wideLayoutRadio"))->isChecked());
    page->mapping()->setMapping(QStringLiteral("image_id"), QStringLiteral("stimulus_id"));
    {
        // A face study's value column may be named as one of its own dimensions (a choice, not typed).
        auto *table = page->mapping()->findChild<QTableWidget *>(QStringLiteral("columnMapTable"));
        const QModelIndex cell = table->model()->index(2, 1);
        QStyleOptionViewItem option;
        std::unique_ptr<QWidget> editor(table->itemDelegateForIndex(cell)->createEditor(table->viewport(), option, cell));
        auto *combo = qobject_cast<QComboBox *>(editor.get());
        QVERIFY(combo && !combo->isEditable());
        QVERIFY(combo->findText(QStringLiteral("naturalness")) > 0);
    }
    auto *dims = page->dimensions();
    QVERIFY(rowNamed(*dims, QStringLiteral("valence")) >= 0 && rowNamed(*dims, QStringLiteral("arousal")) >= 0);
    QCOMPARE(dims->rowCount(), 2);
    QVERIFY(page->findChild<QLabel *>(QStringLiteral("factorsLabel"))->text().contains(QLatin1String("emotion")));
    QCOMPARE(*w.studyKindToRecord(), rl::study::StudyKind::Face); // images with an emotion factor
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    bool ok = false;
    QVERIFY(waitRun(w, &ok));
    QVERIFY2(ok, qPrintable(statusOf(w)));
    QVERIFY(w.button(QWizard::FinishButton)->isEnabled());
    QSignalSpy ready(&w, &NewStudyWizard::studyReady);
    w.button(QWizard::FinishButton)->click();
    QCOMPARE(ready.size(), 1);
    QCOMPARE(ready.at(0).at(0).toString(), m_csvProject);
    const Counts c = countsOf(m_csvProject);
    QVERIFY(c.opened);
    QCOMPARE(c.items, std::size_t(4));
    QCOMPARE(c.ratings, std::size_t(16)); // 2 raters × 4 images × 2 dimensions
    QCOMPARE(c.kind, std::string("face"));
    QCOMPARE(c.name, std::string("faces")); // named after its file, not after the in-memory build
}

void TestNewStudyWizard::imageStudyFromFileNamePattern()
{
    const QString project = m_dir + QStringLiteral("/pattern.raterlab");
    NewStudyWizard w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setProjectPath(project);
    QVERIFY(next(w, NewStudyWizard::StimuliPageId));
    w.stimuliPage()->findChild<QRadioButton *>(QStringLiteral("folderRadio"))->click();
    w.stimuliPage()->findChild<QLineEdit *>(QStringLiteral("imageFolderEdit"))->setText(data("faces"));
    QVERIFY(next(w, NewStudyWizard::PatternPageId));
    auto *edit = w.patternPage()->findChild<QLineEdit *>(QStringLiteral("patternEdit"));
    QVERIFY(!edit->text().isEmpty()); // proposed from the first name
    auto *preview = w.patternPage()->preview();
    // Typed as a user would: a pattern with an error first, shown with its column; Next stays disabled.
    edit->clear();
    QTest::keyClicks(edit, QStringLiteral("{race}_{gender"));
    auto *error = w.patternPage()->findChild<QLabel *>(QStringLiteral("patternErrorLabel"));
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().contains(QLatin1String("column 8")), qPrintable(error->text()));
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    QTest::keyClicks(edit, QStringLiteral("}_{emotion}_{identity}.png"));
    QVERIFY(!error->isVisible());
    QCOMPARE(preview->rowCount(), 4); // the live preview: file → factor values
    QCOMPARE(preview->index(2, 0).data().toString(), QStringLiteral("black_female_sad_03.png"));
    QCOMPARE(preview->index(2, 4).data().toString(), QStringLiteral("sad"));
    auto *unmatched = w.patternPage()->findChild<QListWidget *>(QStringLiteral("unmatchedList"));
    QCOMPARE(unmatched->count(), 1);
    QCOMPARE(unmatched->item(0)->text(), QStringLiteral("readme.png"));
    QVERIFY(next(w, NewStudyWizard::RatingsPageId));
    w.setRatingsFile(data("ratings_long.csv"));
    QTRY_VERIFY(!w.ratingsPage()->mapping()->isReading());
    QVERIFY(w.ratingsPage()->findChild<QRadioButton *>(QStringLiteral("longLayoutRadio"))->isChecked());
    QCOMPARE(w.ratingsPage()->dimensions()->rowCount(), 1); // the distinct names of the dimension column
    // Choosing wide for a long file is refused with a sentence, not guessed.
    w.ratingsPage()->findChild<QRadioButton *>(QStringLiteral("wideLayoutRadio"))->click();
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    w.ratingsPage()->findChild<QRadioButton *>(QStringLiteral("longLayoutRadio"))->click();
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    bool ok = false;
    QVERIFY(waitRun(w, &ok));
    QVERIFY2(ok, qPrintable(statusOf(w)));
    const Counts c = countsOf(project);
    QCOMPARE(c.items, std::size_t(4)); // readme.png is not imported
    QCOMPARE(c.factors, std::size_t(4));
    QCOMPARE(c.ratings, std::size_t(12));
    QCOMPARE(c.kind, std::string("face"));
}

void TestNewStudyWizard::textStudyInCp949()
{
    const QString project = m_dir + QStringLiteral("/texts.raterlab");
    NewStudyWizard w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setProjectPath(m_dir + QStringLiteral("/texts")); // the suffix is added
    w.setStudyType(rl::models::NewStudyType::GenericRating);
    QVERIFY(next(w, NewStudyWizard::StimuliPageId));
    w.setStimuliCsv(data("texts/texts.csv"));
    QVERIFY(next(w, NewStudyWizard::StimuliMapPageId));
    QTRY_VERIFY(!w.stimuliMapPage()->mapping()->isReading());
    QCOMPARE(w.stimuliMapPage()->mapping()->encoding(), QStringLiteral("CP949"));
    QCOMPARE(w.stimuliMapPage()->factors(), QStringList {QStringLiteral("topic")});
    QVERIFY(next(w, NewStudyWizard::RatingsPageId));
    w.setRatingsFile(data("texts/ratings.csv"));
    QTRY_VERIFY(!w.ratingsPage()->mapping()->isReading());
    auto *dims = w.ratingsPage()->dimensions();
    const int valence = rowNamed(*dims, QStringLiteral("valence"));
    QVERIFY(valence >= 0);
    QVERIFY(dims->setData(dims->index(valence, DimensionDeclModel::HighColumn), QStringLiteral("5"), Qt::EditRole));
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    bool ok = false;
    QVERIFY(waitRun(w, &ok));
    QVERIFY2(ok, qPrintable(statusOf(w)));
    const Counts c = countsOf(project);
    QCOMPARE(c.items, std::size_t(3));
    QCOMPARE(c.ratings, std::size_t(6));
    QCOMPARE(c.kind, std::string("rating"));
}

void TestNewStudyWizard::valueOffScaleListedNothingWritten()
{
    const QString project = m_dir + QStringLiteral("/bad.raterlab");
    NewStudyWizard w;
    toRatingsPage(w, project);
    if (QTest::currentTestFailed())
        return;
    w.setRatingsFile(data("ratings_bad.csv"));
    QTRY_VERIFY(!w.ratingsPage()->mapping()->isReading());
    w.ratingsPage()->mapping()->setMapping(QStringLiteral("image_id"), QStringLiteral("stimulus_id"));
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    bool ok = true;
    QVERIFY(waitRun(w, &ok));
    QVERIFY(!ok);
    QVERIFY(!QFileInfo::exists(project)); // nothing imported: no project file at all
    QVERIFY(!w.button(QWizard::FinishButton)->isEnabled());
    auto *errors = w.runPage()->findChild<QTreeWidget *>(QStringLiteral("errorList"));
    QCOMPARE(errors->topLevelItemCount(), 1);
    QTreeWidgetItem *item = errors->topLevelItem(0);
    QCOMPARE(item->text(0), QStringLiteral("ratings_bad.csv"));
    QCOMPARE(item->text(1), QStringLiteral("5"));
    QCOMPARE(item->text(2), QStringLiteral("3"));
    QVERIFY2(item->text(3).contains(QLatin1String("12")), qPrintable(item->text(3)));
    // A double click shows the offending row with the column highlighted.
    auto *view = errors->viewport();
    const QRect rect = errors->visualItemRect(item);
    QVERIFY(rect.isValid());
    QSignalSpy doubleClicked(errors, &QTreeWidget::itemDoubleClicked);
    QTest::mouseClick(view, Qt::LeftButton, {}, rect.center()); // as a user does: the first click selects
    QTest::mouseDClick(view, Qt::LeftButton, {}, rect.center());
    QCOMPARE(doubleClicked.size(), 1);
    rl::widgets::OffendingRowDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = w.runPage()->findChild<rl::widgets::OffendingRowDialog *>()) != nullptr);
    QCOMPARE(dialog->rawText(), QStringLiteral("h1,f04,12,5"));
    QCOMPARE(dialog->highlightedText(), QStringLiteral("12"));
    dialog->close();
    // Back to correct the file: the same wizard runs again once it is right.
    QVERIFY(w.button(QWizard::BackButton)->isEnabled());
}

void TestNewStudyWizard::everyErrorOfTheFileListed()
{
    const QString project = m_dir + QStringLiteral("/threebad.raterlab");
    NewStudyWizard w;
    toRatingsPage(w, project);
    if (QTest::currentTestFailed())
        return;
    w.setRatingsFile(data("ratings_three_bad.csv"));
    QTRY_VERIFY(!w.ratingsPage()->mapping()->isReading());
    w.ratingsPage()->mapping()->setMapping(QStringLiteral("image_id"), QStringLiteral("stimulus_id"));
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    bool ok = true;
    QVERIFY(waitRun(w, &ok));
    QVERIFY(!ok);
    QVERIFY(!QFileInfo::exists(project)); // nothing imported
    auto *errors = w.runPage()->findChild<QTreeWidget *>(QStringLiteral("errorList"));
    QCOMPARE(errors->topLevelItemCount(), 3); // all three bad rows, not only the first
    const QStringList expected[] = {{QStringLiteral("3"), QStringLiteral("3"), QStringLiteral("off the scale")},
                                    {QStringLiteral("5"), QStringLiteral("2"), QStringLiteral("unknown stimulus 'zz'")},
                                    {QStringLiteral("6"), QStringLiteral("4"), QStringLiteral("not a number")}};
    for (int i = 0; i < 3; ++i) {
        QTreeWidgetItem *item = errors->topLevelItem(i);
        QCOMPARE(item->text(0), QStringLiteral("ratings_three_bad.csv"));
        QCOMPARE(item->text(1), expected[i][0]);
        QCOMPARE(item->text(2), expected[i][1]);
        QVERIFY2(item->text(3).contains(expected[i][2]), qPrintable(item->text(3)));
    }
    // A double click on the last one shows its own row, its cell highlighted.
    QTreeWidgetItem *last = errors->topLevelItem(2);
    const QRect rect = errors->visualItemRect(last);
    QTest::mouseClick(errors->viewport(), Qt::LeftButton, {}, rect.center());
    QTest::mouseDClick(errors->viewport(), Qt::LeftButton, {}, rect.center());
    rl::widgets::OffendingRowDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = w.runPage()->findChild<rl::widgets::OffendingRowDialog *>()) != nullptr);
    QCOMPARE(dialog->rawText(), QStringLiteral("h1,f04,4,x"));
    QCOMPARE(dialog->highlightedText(), QStringLiteral("x"));
    dialog->close();
}

void TestNewStudyWizard::dimensionDeclarationsUndoAndRedo()
{
    NewStudyWizard w;
    toRatingsPage(w, m_dir + QStringLiteral("/undo.raterlab"));
    if (QTest::currentTestFailed())
        return;
    w.setRatingsFile(data("ratings_wide.csv"));
    auto *page = w.ratingsPage();
    QTRY_VERIFY(!page->mapping()->isReading());
    page->mapping()->setMapping(QStringLiteral("image_id"), QStringLiteral("stimulus_id"));
    auto *dims = page->dimensions();
    const int valence = rowNamed(*dims, QStringLiteral("valence"));
    QVERIFY(valence >= 0);
    const QString high = dims->rows()[valence].high;
    auto *undo = page->findChild<QAction *>(QStringLiteral("dimensionsUndo"));
    auto *redo = page->findChild<QAction *>(QStringLiteral("dimensionsRedo"));
    QVERIFY(undo && redo);
    QVERIFY(!undo->isEnabled()); // a fresh file: nothing to undo
    // An edit, undone and redone.
    QVERIFY(dims->setData(dims->index(valence, DimensionDeclModel::HighColumn), QStringLiteral("5"), Qt::EditRole));
    QCOMPARE(dims->rows()[valence].high, QStringLiteral("5"));
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(dims->rows()[valence].high, high);
    redo->trigger();
    QCOMPARE(dims->rows()[valence].high, QStringLiteral("5"));
    // An added dimension, undone with the keyboard (the page's shortcut).
    const int rows = dims->rowCount();
    dims->appendRow({});
    QCOMPARE(dims->rowCount(), rows + 1);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    auto *table = page->findChild<QTableView *>(QStringLiteral("dimensionTable"));
    table->setFocus(); // the focus on the page, not in a cell editor
    QTRY_VERIFY(table->hasFocus());
    QTest::keySequence(table, QKeySequence::Undo);
    QTRY_COMPARE(dims->rowCount(), rows);
    QCOMPARE(dims->rows()[valence].high, QStringLiteral("5")); // one step back only
    // An edit that changes nothing is no step; another file starts a fresh history.
    QVERIFY(dims->setData(dims->index(valence, DimensionDeclModel::HighColumn), QStringLiteral("5"), Qt::EditRole));
    QCOMPARE(dims->undoStack()->count(), 2); // the edit and the (undone) addition
    dims->setRows(dims->rows());
    QVERIFY(!undo->isEnabled());
}

void TestNewStudyWizard::categoricalLabelsFromTheFileReordered()
{
    // A categorical study without gold labels. The wizard shows the labels the long file holds, in
    // order of first appearance; they are put in another order and marked ordered, undoably, and the study gets
    // exactly that declaration (through io::parseDimensionDecl, as the CLI would).
    const QString project = m_dir + QStringLiteral("/preference.raterlab");
    const QString ratings = m_dir + QStringLiteral("/preference.csv");
    {
        QFile f(ratings);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("rater_id,stimulus_id,dimension,value\n"
                "h1,f01,preference,model_b\n"
                "h1,f02,preference,\"n/a: problem is resolved\"\n"
                "h2,f01,preference,model_a\n"
                "h2,f03,preference,tie\n"
                "h1,f01,quality,5\n");
    }
    NewStudyWizard w;
    toRatingsPage(w, project);
    if (QTest::currentTestFailed())
        return;
    w.setRatingsFile(ratings);
    auto *page = w.ratingsPage();
    QTRY_VERIFY(!page->mapping()->isReading());
    auto *dims = page->dimensions();
    const int preference = rowNamed(*dims, QStringLiteral("preference"));
    const int quality = rowNamed(*dims, QStringLiteral("quality"));
    QVERIFY(preference >= 0 && quality >= 0);
    QVERIFY(dims->rows()[preference].categorical);
    QVERIFY(!dims->rows()[quality].categorical); // numbers only: numeric, 1–9 as proposed before
    const QStringList found {QStringLiteral("model_b"), QStringLiteral("n/a: problem is resolved"), QStringLiteral("model_a"),
                             QStringLiteral("tie")};
    QCOMPARE(dims->levelsOf(preference), found);

    auto *panel = page->labelOrder();
    auto *table = page->dimensionTable();
    auto *list = panel->findChild<QListWidget *>(QStringLiteral("labelList"));
    auto *up = panel->findChild<QToolButton *>(QStringLiteral("labelUpButton"));
    auto *ordered = panel->findChild<QCheckBox *>(QStringLiteral("orderedCheck"));
    QVERIFY(list && up && ordered);
    table->setCurrentIndex(dims->index(quality, 0));
    QVERIFY(!panel->isVisible()); // a numeric dimension has no labels
    table->setCurrentIndex(dims->index(preference, 0));
    QTRY_VERIFY(panel->isVisible());
    QCOMPARE(list->count(), 4);
    QCOMPARE(list->item(1)->text(), QStringLiteral("n/a: problem is resolved"));
    list->setCurrentRow(2); // model_a
    QVERIFY(up->isEnabled());
    up->click();
    const QStringList moved {QStringLiteral("model_b"), QStringLiteral("model_a"), QStringLiteral("n/a: problem is resolved"),
                             QStringLiteral("tie")};
    QCOMPARE(dims->levelsOf(preference), moved);
    QCOMPARE(list->currentRow(), 1); // the moved label stays selected
    QCOMPARE(list->item(1)->text(), QStringLiteral("model_a"));
    ordered->click();
    QVERIFY(dims->rows()[preference].ordered);
    QCOMPARE(DimensionDeclModel::declarationText(dims->rows()[preference]),
             QStringLiteral("preference:categorical:ordinal:model_b,model_a,\"n/a: problem is resolved\",tie"));

    // Both steps undo and redo like every other edit of the table.
    auto *undo = page->findChild<QAction *>(QStringLiteral("dimensionsUndo"));
    auto *redo = page->findChild<QAction *>(QStringLiteral("dimensionsRedo"));
    undo->trigger();
    QVERIFY(!dims->rows()[preference].ordered);
    QVERIFY(!ordered->isChecked());
    undo->trigger();
    QCOMPARE(dims->levelsOf(preference), found);
    QCOMPARE(list->item(2)->text(), QStringLiteral("model_a"));
    QVERIFY(!undo->isEnabled());
    redo->trigger();
    redo->trigger();
    QCOMPARE(dims->levelsOf(preference), moved);
    QVERIFY(ordered->isChecked());

    QVERIFY(next(w, NewStudyWizard::RunPageId));
    bool ok = false;
    QVERIFY(waitRun(w, &ok));
    QVERIFY2(ok, qPrintable(statusOf(w)));
    auto opened = rl::storage::Project::open(project.toStdString());
    QVERIFY(opened);
    auto study = opened->loadStudy();
    QVERIFY(study);
    const int d = study->findDimension("preference");
    QVERIFY(d >= 0);
    const auto &dim = study->dimensions[std::size_t(d)];
    QCOMPARE(dim.levels, (std::vector<std::string> {"model_b", "model_a", "n/a: problem is resolved", "tie"}));
    QVERIFY(dim.ordered);
    QCOMPARE(study->ratings.size(), std::size_t(5));
}

void TestNewStudyWizard::cancelLeavesNoProjectFile()
{
    const QString project = m_dir + QStringLiteral("/cancelled.raterlab");
    NewStudyWizard w;
    toRatingsPage(w, project);
    if (QTest::currentTestFailed())
        return;
    w.setRatingsFile(data("ratings_wide.csv"));
    QTRY_VERIFY(!w.ratingsPage()->mapping()->isReading());
    w.ratingsPage()->mapping()->setMapping(QStringLiteral("image_id"), QStringLiteral("stimulus_id"));
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
    // The wizard's own Cancel while importing stops first, then closes.
    {
        PoolBlocker blocker;
        w.runPage()->findChild<QPushButton *>(QStringLiteral("retryImportButton"))->click();
        QVERIFY(w.runPage()->isRunning());
        w.reject();
        QVERIFY(w.isVisible()); // still stopping
        blocker.release();
        QTRY_VERIFY(!w.isVisible());
    }
    QVERIFY(!QFileInfo::exists(project));
}

void TestNewStudyWizard::importIntoOpenStudy()
{
    QVERIFY(!m_csvProject.isEmpty()); // made by imageStudyFromCsvAndFolder
    const Counts before = countsOf(m_csvProject);
    auto project = rl::storage::Project::open(m_csvProject.toStdString());
    QVERIFY(project);
    auto study = project->loadStudy();
    QVERIFY(study);
    NewStudyWizard::OpenStudy open;
    open.path = m_csvProject;
    open.dimensions = study->dimensions;
    open.items = study->items.size();
    open.kind = study->protocol.kind;
    for (const auto &f : study->factors)
        open.factors << QString::fromStdString(f.name);
    // A second wave of ratings by a new rater; the file is preselected as a dropped file would be.
    const QString wave = m_dir + QStringLiteral("/wave2.csv");
    {
        QFile f(wave);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("rater_id,stimulus_id,valence\nh3,f01,5\nh3,f02,4\n");
    }
    NewStudyWizard w(open);
    w.presetFile(wave);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.currentId(), int(NewStudyWizard::ImportFilePageId));
    QCOMPARE(w.importKind(), NewStudyWizard::ImportKind::Ratings);
    QVERIFY(next(w, NewStudyWizard::RatingsPageId));
    QTRY_VERIFY(!w.ratingsPage()->mapping()->isReading());
    auto *dims = w.ratingsPage()->dimensions();
    const int valence = rowNamed(*dims, QStringLiteral("valence"));
    QVERIFY(valence >= 0);
    QVERIFY(dims->rows()[valence].declared); // the study's own, greyed
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    bool ok = false;
    QVERIFY(waitRun(w, &ok));
    QVERIFY2(ok, qPrintable(statusOf(w)));
    QCOMPARE(countsOf(m_csvProject).ratings, before.ratings + 2);
}

void TestNewStudyWizard::cancelImportLeavesProjectAsBefore()
{
    QVERIFY(!m_csvProject.isEmpty());
    const Counts before = countsOf(m_csvProject);
    NewStudyWizard::OpenStudy open;
    open.path = m_csvProject;
    open.kind = rl::study::StudyKind::Face;
    NewStudyWizard w(open);
    const QString wave = m_dir + QStringLiteral("/wave3.csv");
    {
        QFile f(wave);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("rater_id,stimulus_id,valence,arousal\nh4,f01,5,5\n");
    }
    w.presetFile(wave);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(next(w, NewStudyWizard::RatingsPageId));
    {
        PoolBlocker blocker;
        QVERIFY(next(w, NewStudyWizard::RunPageId));
        w.runPage()->cancel();
        blocker.release();
        bool ok = true;
        QVERIFY(waitRun(w, &ok));
        QVERIFY(!ok);
    }
    QVERIFY2(statusOf(w).contains(QLatin1String("as it was")), qPrintable(statusOf(w)));
    const Counts after = countsOf(m_csvProject);
    QCOMPARE(after.ratings, before.ratings);
    QCOMPARE(after.items, before.items);
}

void TestNewStudyWizard::stereoTalesGoesToItsPage()
{
    // The StereoTales type imports in the wizard (tst_stwizard drives it end to end): its page, not a hint.
    NewStudyWizard w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setStudyType(rl::models::NewStudyType::StereoTalesGrid);
    w.setProjectPath(m_dir + QStringLiteral("/st.raterlab"));
    QVERIFY(next(w, NewStudyWizard::StereoTalesPageId));
    QCOMPARE(w.currentPage()->objectName(), QStringLiteral("stereoTalesPage"));
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled()); // no seed folder yet
    QVERIFY(!w.button(QWizard::FinishButton)->isVisible() || !w.button(QWizard::FinishButton)->isEnabled());
}

void TestNewStudyWizard::juryCorpusStudy()
{
    const QString project = m_dir + QStringLiteral("/jury.raterlab");
    NewStudyWizard w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setProjectPath(project);
    w.setStudyType(rl::models::NewStudyType::JuryCorpus);
    QVERIFY(next(w, NewStudyWizard::CorpusPageId));
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled()); // a file and a name first
    w.setCorpus(QString::fromStdString(rl::test::testDataDir() + "/sts/korsts/sts-dev.tsv"), QStringLiteral("korsts-dev"));
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    bool ok = false;
    QVERIFY(waitRun(w, &ok));
    QVERIFY2(ok, qPrintable(statusOf(w)));
    const Counts c = countsOf(project);
    QCOMPARE(c.kind, std::string("jury"));
    QCOMPARE(c.items, std::size_t(1500)); // KorSTS dev: 1,500 pairs (as tst_importdialog, `import corpus`)
}

void TestNewStudyWizard::existingFileReplacedOnlyAfterSuccess()
{
    const QString project = m_dir + QStringLiteral("/existing.raterlab");
    auto writeOld = [&] {
        QFile f(project);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("an older file\n");
    };
    writeOld();
    auto contentOf = [&] {
        QFile f(project);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    for (const bool bad : {true, false}) {
        NewStudyWizard w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setProjectPath(project);
        auto *replace = w.studyTypePage()->findChild<QCheckBox *>(QStringLiteral("replaceCheck"));
        QVERIFY(replace->isVisible());
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled()); // an existing file is replaced only when asked
        replace->setChecked(true);
        QVERIFY(next(w, NewStudyWizard::StimuliPageId));
        w.setStimuliCsv(data("stimuli.csv"), data("faces"));
        QVERIFY(next(w, NewStudyWizard::StimuliMapPageId));
        QTRY_VERIFY(!w.stimuliMapPage()->mapping()->isReading());
        w.stimuliMapPage()->mapping()->setMapping(QStringLiteral("image_id"), QStringLiteral("stimulus_id"));
        QVERIFY(next(w, NewStudyWizard::RatingsPageId));
        if (bad) {
            w.setRatingsFile(data("ratings_bad.csv"));
            QTRY_VERIFY(!w.ratingsPage()->mapping()->isReading());
            w.ratingsPage()->mapping()->setMapping(QStringLiteral("image_id"), QStringLiteral("stimulus_id"));
        }
        QVERIFY(next(w, NewStudyWizard::RunPageId));
        bool ok = bad;
        QVERIFY(waitRun(w, &ok));
        QCOMPARE(ok, !bad);
        if (bad)
            QCOMPARE(contentOf(), QByteArray("an older file\n")); // a failed import leaves the old file as it was
    }
    const Counts c = countsOf(project);
    QVERIFY(c.opened);
    QCOMPARE(c.items, std::size_t(4));
}

void TestNewStudyWizard::bigRatingsFileIsReadOffTheGuiThread()
{
    // 72,000 long ratings took ~150 ms to read on the GUI thread (a visible stall): now setRatingsFile returns
    // while the file is read on a worker, and the page fills in when it is done.
    const QString big = m_dir + QStringLiteral("/ratings72k.csv");
    {
        QFile f(big);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray text = "rater_id,stimulus_id,dimension,value\n";
        for (int r = 0; r < 100; ++r)
            for (int i = 0; i < 240; ++i)
                for (const char *d : {"valence", "arousal", "naturalness"})
                    text += "h" + QByteArray::number(r) + ",f" + QByteArray::number(i) + "," + d + ","
                        + QByteArray::number((r + i) % 9 + 1) + "\n";
        f.write(text);
    }
    NewStudyWizard w;
    w.setRatingsFile(big);
    auto *mapping = w.ratingsPage()->mapping();
    QVERIFY(mapping->isReading()); // returned at once: the result comes through the event loop
    QVERIFY(!w.ratingsPage()->isComplete());
    QTRY_VERIFY_WITH_TIMEOUT(!mapping->isReading(), 20000);
    QCOMPARE(mapping->rows().size(), std::size_t(72000));
    QCOMPARE(w.ratingsPage()->dimensions()->rowCount(), 3);
    QVERIFY(w.ratingsPage()->findChild<QRadioButton *>(QStringLiteral("longLayoutRadio"))->isChecked());
}

void TestNewStudyWizard::jobsDoNotNeedQtsGlobalPool()
{
    // Qt paints through its global pool (large fills, image conversions wait there for their
    // segments): a job of ours holding it would freeze the window. So with the global pool held,
    // reading a file for the preview and a whole import still finish — no widget is painted here.
    QVERIFY(!m_csvProject.isEmpty());
    const QString wave = m_dir + QStringLiteral("/wave4.csv");
    {
        QFile f(wave);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("rater_id,stimulus_id,valence\nh5,f01,3\n");
    }
    const Counts before = countsOf(m_csvProject);
    PoolBlocker global(QThreadPool::globalInstance());

    rl::widgets::ColumnMappingPanel panel;
    QSignalSpy read(&panel, &rl::widgets::ColumnMappingPanel::fileRead);
    panel.setFile(wave, {}, {QStringLiteral("rater_id")});
    QVERIFY(read.wait(20000));
    QVERIFY(panel.hasTable());

    rl::models::NewStudyRunner runner;
    QSignalSpy finished(&runner, &rl::models::NewStudyRunner::finished);
    rl::models::NewStudyPlan plan;
    plan.projectPath = m_csvProject;
    plan.createProject = false;
    rl::models::ImportStep step;
    step.source = rl::models::ImportStep::Source::Ratings;
    step.path = wave;
    plan.steps.push_back(step);
    runner.start(plan);
    QVERIFY(finished.wait(20000));
    const auto outcome = finished.at(0).at(0).value<rl::models::NewStudyOutcome>();
    QVERIFY2(outcome.ok, outcome.error.detail.c_str());
    QCOMPARE(countsOf(m_csvProject).ratings, before.ratings + 1);
}

void TestNewStudyWizard::mappingPanelUndoesRenames()
{
    // the wizard's mapping panel: a rename is undone and redone (the panel's mappingChanged follows),
    // and reading another file forgets the steps
    const QString file = m_dir + QStringLiteral("/rename.csv");
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("judge,stimulus_id,valence\nh5,f01,3\n"); // "judge": no header the panel maps by itself
    }
    rl::widgets::ColumnMappingPanel panel;
    QSignalSpy read(&panel, &rl::widgets::ColumnMappingPanel::fileRead);
    panel.setFile(file, {}, {QStringLiteral("rater_id")});
    QVERIFY(read.wait(20000));
    auto *undo = panel.findChild<QAction *>(QStringLiteral("mappingUndo"));
    auto *redo = panel.findChild<QAction *>(QStringLiteral("mappingRedo"));
    QVERIFY(undo && redo && !undo->isEnabled());
    QSignalSpy changed(&panel, &rl::widgets::ColumnMappingPanel::mappingChanged);
    panel.setMapping(QStringLiteral("judge"), QStringLiteral("rater_id"));
    QCOMPARE(panel.columnMap().size(), std::size_t(1));
    undo->trigger();
    QVERIFY(panel.columnMap().empty());
    QCOMPARE(panel.mappedHeader().front(), std::string("judge"));
    QCOMPARE(changed.size(), 2);
    redo->trigger();
    QCOMPARE(panel.mappedHeader().front(), std::string("rater_id"));
    panel.setFile(file, {}, {QStringLiteral("rater_id")});
    QVERIFY(read.wait(20000));
    QVERIFY(!undo->isEnabled() && !redo->isEnabled());
    QVERIFY(panel.columnMap().empty());
}

void TestNewStudyWizard::mappingPanelSuggestsKoreanHeaders()
{
    // A Korean lab's long file: its headers are mapped to the expected columns when it is read, a header
    // that is no synonym stays, and the expected column is chosen from a list (still editable).
    const QString file = m_dir + QStringLiteral("/korean.csv");
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("평가자,자극,차원,점수,기분\nh5,f01,valence,3,좋음\n").toUtf8());
    }
    rl::widgets::ColumnMappingPanel panel;
    QSignalSpy read(&panel, &rl::widgets::ColumnMappingPanel::fileRead);
    panel.setFile(file, {}, {QStringLiteral("rater_id"), QStringLiteral("stimulus_id"), QStringLiteral("dimension"),
                             QStringLiteral("value"), QStringLiteral("or one column per dimension")});
    QVERIFY(read.wait(20000));
    QCOMPARE(panel.mappedHeader(), (std::vector<std::string> {"rater_id", "stimulus_id", "dimension", "value", "기분"}));
    auto *table = panel.findChild<QTableWidget *>(QStringLiteral("columnMapTable"));
    QVERIFY(table);
    const QModelIndex cell = table->model()->index(4, 1);
    QStyleOptionViewItem option;
    std::unique_ptr<QWidget> editor(table->itemDelegateForIndex(cell)->createEditor(table->viewport(), option, cell));
    auto *combo = qobject_cast<QComboBox *>(editor.get());
    QVERIFY(combo && !combo->isEditable()); // a choice, no free text
    QCOMPARE(combo->itemText(0), QStringLiteral("기분"));
    QVERIFY(combo->findText(QStringLiteral("stimulus_id")) > 0);
    QCOMPARE(combo->findText(QStringLiteral("or one column per dimension")), -1); // a hint, not a column
    // The last choice skips the column (`--skip`): the cell is empty, shown as skipped, and left out.
    const int skip = combo->findText(rl::widgets::ExpectedColumnDelegate::skipText());
    QCOMPARE(skip, combo->count() - 1);
    combo->setCurrentIndex(skip);
    table->itemDelegateForIndex(cell)->setModelData(combo, table->model(), cell);
    QCOMPARE(panel.mappedHeader(), (std::vector<std::string> {"rater_id", "stimulus_id", "dimension", "value", ""}));
    QCOMPARE(panel.skippedColumns(), std::vector<std::string> {"기분"});
    QVERIFY(panel.columnMap().size() == 4); // the four Korean headers renamed; the skipped one is no rename
    QCOMPARE(static_cast<QStyledItemDelegate *>(table->itemDelegateForIndex(cell))->displayText(cell.data(), QLocale()),
             rl::widgets::ExpectedColumnDelegate::skipText());
    // With no expected columns the label has no empty parentheses.
    panel.setFile(QString(), {}, {});
    for (const QLabel *label : panel.findChildren<QLabel *>())
        QVERIFY2(!label->text().contains(QStringLiteral("()")), qPrintable(label->text()));
}

QString TestNewStudyWizard::faceProject(const QString &name)
{
    const QString path = m_dir + QLatin1Char('/') + name;
    auto project = rl::storage::Project::open(path.toStdString(), rl::storage::Database::Mode::CreateIfMissing);
    if (!project)
        return {};
    rl::io::ImportOptions options;
    options.map = {{"image_id", "stimulus_id"}};
    options.imageFolder = data("faces").toStdString();
    if (!rl::io::importFile(*project, rl::io::ImportKind::Stimuli, data("stimuli.csv").toStdString(), options))
        return {};
    rl::io::ImportOptions ratings;
    ratings.map = {{"image_id", "stimulus_id"}};
    if (!rl::io::importFile(*project, rl::io::ImportKind::Ratings, data("ratings_wide.csv").toStdString(), ratings))
        return {};
    return path;
}

NewStudyWizard::OpenStudy TestNewStudyWizard::openStudyOf(const QString &path)
{
    NewStudyWizard::OpenStudy open;
    open.path = path;
    auto project = rl::storage::Project::open(path.toStdString());
    if (!project)
        return open;
    auto study = project->loadStudy();
    if (!study)
        return open;
    open.dimensions = study->dimensions;
    open.items = study->items.size();
    open.kind = study->protocol.kind;
    for (const auto &f : study->factors)
        open.factors << QString::fromStdString(f.name);
    return open;
}

namespace {

/// The values condition `condition` gave on `dimension`, by stimulus id.
std::map<std::string, double> predictionsOf(const QString &path, const std::string &condition, const std::string &dimension)
{
    std::map<std::string, double> out;
    auto project = rl::storage::Project::open(path.toStdString());
    if (!project)
        return out;
    auto s = project->loadStudy();
    if (!s)
        return out;
    const int c = s->findCondition(condition);
    const int d = s->findDimension(dimension);
    if (c < 0 || d < 0)
        return out;
    const int rater = s->raterOfCondition(c);
    for (const auto &r : s->ratings)
        if (r.rater == rater && r.dimension == d)
            out[s->items[std::size_t(r.item)].key] = r.value;
    return out;
}

} // namespace

void TestNewStudyWizard::predictionsAskBeforeReplacing()
{
    // `import predictions` states what it replaces with counts; the wizard asks first, and
    // Cancel leaves the project exactly as it was.
    const QString project = faceProject(QStringLiteral("replace.raterlab"));
    QVERIFY(!project.isEmpty());
    const QString first = m_dir + QStringLiteral("/pred1.csv"), second = m_dir + QStringLiteral("/pred2.csv");
    {
        QFile f(first);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("condition,stimulus_id,valence,arousal\nm1,f01,5,5\nm1,f02,4,4\n");
        QFile g(second);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("condition,stimulus_id,valence\nm1,f01,6\nm1,f02,6\nm1,f03,6\n");
    }
    {
        auto p = rl::storage::Project::open(project.toStdString());
        QVERIFY(p);
        auto sum = rl::io::importFile(*p, rl::io::ImportKind::Predictions, first.toStdString());
        QVERIFY2(sum, sum ? "" : sum.error().detail.c_str());
        QVERIFY(sum->replaced.empty()); // a new condition replaces nothing: nothing to ask
    }
    const Counts before = countsOf(project);
    const auto valenceBefore = predictionsOf(project, "m1", "valence");
    QCOMPARE(valenceBefore.size(), std::size_t(2));

    NewStudyWizard w(openStudyOf(project));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setImportKind(NewStudyWizard::ImportKind::Predictions);
    w.setRatingsFile(second);
    QVERIFY(next(w, NewStudyWizard::RatingsPageId));
    // The predictions step is named so (it said "Ratings file:").
    bool predictionsLabel = false;
    for (const QLabel *label : w.ratingsPage()->findChildren<QLabel *>())
        predictionsLabel |= label->text() == QLatin1String("Predictions &file:");
    QVERIFY(predictionsLabel);
    QTRY_VERIFY(!w.ratingsPage()->mapping()->isReading());
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    auto *run = w.runPage();
    QTRY_VERIFY_WITH_TIMEOUT(run->isAskingToReplace(), 20000);
    const QString question = run->findChild<QLabel *>(QStringLiteral("replaceText"))->text();
    QVERIFY2(question.contains(QLatin1String("2 earlier valence prediction(s) of condition m1, replaced")), qPrintable(question));
    QVERIFY2(question.contains(QLatin1String("2 earlier arousal prediction(s) of condition m1, removed")), qPrintable(question));
    QVERIFY(run->findChild<QPushButton *>(QStringLiteral("replaceButton"))->isVisible());
    QVERIFY(!w.button(QWizard::FinishButton)->isEnabled());
    // Nothing was written while asking.
    QCOMPARE(countsOf(project).ratings, before.ratings);
    QCOMPARE(predictionsOf(project, "m1", "valence"), valenceBefore);

    // Cancel: nothing imported, the project as it was.
    QSignalSpy finished(run, &rl::widgets::RunPage::runFinished);
    QTest::mouseClick(run->findChild<QPushButton *>(QStringLiteral("keepButton")), Qt::LeftButton);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QVERIFY(!run->isAskingToReplace());
    QVERIFY2(statusOf(w).contains(QLatin1String("as it was")), qPrintable(statusOf(w)));
    QCOMPARE(countsOf(project).ratings, before.ratings);
    QCOMPARE(predictionsOf(project, "m1", "valence"), valenceBefore);
    QCOMPARE(predictionsOf(project, "m1", "arousal").size(), std::size_t(2));

    // Try again asks again; Replace writes, and says what it imported in words of predictions.
    QTest::mouseClick(run->findChild<QPushButton *>(QStringLiteral("retryImportButton")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(run->isAskingToReplace(), 20000);
    QTest::mouseClick(run->findChild<QPushButton *>(QStringLiteral("replaceButton")), Qt::LeftButton);
    bool ok = false;
    QVERIFY(waitRun(w, &ok));
    QVERIFY2(ok, qPrintable(statusOf(w)));
    QVERIFY2(statusOf(w).contains(QLatin1String("3 model answer(s)")), qPrintable(statusOf(w)));
    QVERIFY2(!statusOf(w).contains(QLatin1String("0 item")) && !statusOf(w).contains(QLatin1String("rating")),
             qPrintable(statusOf(w)));
    const auto valenceAfter = predictionsOf(project, "m1", "valence");
    QCOMPARE(valenceAfter.size(), std::size_t(3));
    QCOMPARE(valenceAfter.at("f01"), 6.0);
    QVERIFY(predictionsOf(project, "m1", "arousal").empty()); // removed, as the question said
    QCOMPARE(countsOf(project).ratings, before.ratings - 4 + 3);
}

void TestNewStudyWizard::wideHeaderNewDimensionConfirmed()
{
    // A wide header naming a new dimension in a study with dimensions is refused by the CLI
    // unless declared (closest name given); the wizard shows the finding and asks — read it as the closest,
    // skip the column, or declare it — and offers skipping any column (`--skip`).
    const QString project = faceProject(QStringLiteral("typo.raterlab"));
    QVERIFY(!project.isEmpty());
    const QString file = m_dir + QStringLiteral("/typo.csv");
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("rater_id,stimulus_id,valance,trial\nh9,f01,5,1\nh9,f02,4,2\n");
    }
    const Counts before = countsOf(project);
    {
        // The CLI's engine refuses the file as it is, naming the closest dimension.
        auto p = rl::storage::Project::open(project.toStdString());
        QVERIFY(p);
        auto refused = rl::io::importFile(*p, rl::io::ImportKind::Ratings, file.toStdString());
        QVERIFY(!refused);
        QVERIFY2(refused.error().detail.find("closest: 'valence'") != std::string::npos, refused.error().detail.c_str());
    }
    NewStudyWizard w(openStudyOf(project));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.presetFile(file);
    QVERIFY(next(w, NewStudyWizard::RatingsPageId));
    auto *page = w.ratingsPage();
    QTRY_VERIFY(!page->mapping()->isReading());
    auto *panel = page->newColumns();
    QVERIFY(panel->isVisible());
    QCOMPARE(panel->currentFindings().size(), 2);
    QCOMPARE(panel->currentFindings().at(0).name, QStringLiteral("valance"));
    QCOMPARE(panel->currentFindings().at(0).closest, QStringLiteral("valence"));
    auto *valanceRow = panel->findChild<QWidget *>(QStringLiteral("newColumn_valance"));
    QVERIFY(valanceRow);
    QVERIFY(valanceRow->findChild<QLabel *>(QStringLiteral("findingText"))->text().contains(QLatin1String("'valence'")));
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled()); // not settled: nothing is declared silently

    // The mapping's choice offers the study's dimensions (no free text).
    auto *table = page->mapping()->findChild<QTableWidget *>(QStringLiteral("columnMapTable"));
    const QModelIndex cell = table->model()->index(2, 1);
    QStyleOptionViewItem option;
    std::unique_ptr<QWidget> editor(table->itemDelegateForIndex(cell)->createEditor(table->viewport(), option, cell));
    auto *combo = qobject_cast<QComboBox *>(editor.get());
    QVERIFY(combo && !combo->isEditable());
    QVERIFY(combo->findText(QStringLiteral("valence")) > 0);

    // trial: skipped (the finding goes; the column is left out of the import).
    QTest::mouseClick(panel->findChild<QWidget *>(QStringLiteral("newColumn_trial"))->findChild<QPushButton *>(QStringLiteral("skipButton")),
                      Qt::LeftButton);
    QTRY_COMPARE(panel->currentFindings().size(), 1);
    QCOMPARE(page->mapping()->skippedColumns(), std::vector<std::string> {"trial"});
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    // Ticking "declare" settles it: the declaration goes with the import.
    auto *declare = panel->findChild<QWidget *>(QStringLiteral("newColumn_valance"))->findChild<QCheckBox *>(QStringLiteral("declareCheck"));
    QVERIFY(declare && declare->text().contains(QLatin1String("valance")));
    declare->setChecked(true);
    QVERIFY(w.button(QWizard::NextButton)->isEnabled());
    {
        const auto plan = w.plan();
        QCOMPARE(plan.steps.size(), std::size_t(1));
        const auto &dims = plan.steps.front().options.dimensions;
        QVERIFY(std::any_of(dims.begin(), dims.end(), [](const rl::study::Dimension &d) { return d.name == "valance"; }));
        QCOMPARE(plan.steps.front().options.skip, std::vector<std::string> {"trial"});
    }
    declare->setChecked(false);
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    // Read it as valence instead: a rename in the mapping, and the finding goes.
    QTest::mouseClick(panel->findChild<QWidget *>(QStringLiteral("newColumn_valance"))->findChild<QPushButton *>(QStringLiteral("renameButton")),
                      Qt::LeftButton);
    QTRY_VERIFY(panel->currentFindings().isEmpty());
    QVERIFY(!panel->isVisible());
    QCOMPARE(page->mapping()->columnMap(), (rl::io::ColumnMap {{"valance", "valence"}}));
    QVERIFY(next(w, NewStudyWizard::RunPageId));
    bool ok = false;
    QVERIFY(waitRun(w, &ok));
    QVERIFY2(ok, qPrintable(statusOf(w)));
    auto p = rl::storage::Project::open(project.toStdString());
    QVERIFY(p);
    auto s = p->loadStudy();
    QVERIFY(s);
    QCOMPARE(s->findDimension("valance"), -1);
    QCOMPARE(s->findDimension("trial"), -1);
    QCOMPARE(s->ratings.size(), before.ratings + 2); // h9's two valence ratings, nothing of trial

    // A predictions file's value column is asked about the same way (the engine refuses it unless declared).
    const QString predictions = m_dir + QStringLiteral("/typo_pred.csv");
    {
        QFile f(predictions);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("condition,stimulus_id,valance,thinking\nm7,f01,5,hm\n");
    }
    NewStudyWizard pw(openStudyOf(project));
    pw.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pw));
    pw.setImportKind(NewStudyWizard::ImportKind::Predictions);
    pw.setRatingsFile(predictions);
    QVERIFY(next(pw, NewStudyWizard::RatingsPageId));
    QTRY_VERIFY(!pw.ratingsPage()->mapping()->isReading());
    const auto findings = pw.ratingsPage()->newColumns()->currentFindings();
    QCOMPARE(findings.size(), 1); // not thinking: a text column
    QCOMPARE(findings.front().name, QStringLiteral("valance"));
    QCOMPARE(findings.front().closest, QStringLiteral("valence"));
    QVERIFY(!pw.button(QWizard::NextButton)->isEnabled());
}

QTEST_MAIN(TestNewStudyWizard)
#include "tst_newstudywizard.moc"
