// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The import step (File → Import…, docs/user-guide.md §3) driven offscreen on a small generic study of
// text items: stimuli with a `text` column, a long ratings file whose dimensions are declared in
// the dialog's dimension table, and the files the engine must refuse (an undeclared dimension, a
// value off a declared scale) — listed with their line and column, the project unchanged. The jury
// kinds (docs/user-guide.md §11): the real KorSTS dev corpus into a new project with its hygiene summary, a
// corpus with a bad score refused with its line, and judge answers on the corpus.
#include "engine/io/importers.h"
#include "engine/storage/project.h"
#include "models/import/dimensiondeclmodel.h"
#include "models/import/importrunner.h"
#include "tests/common/testutil.h"
#include "widgets/import/expectedcolumns.h"
#include "widgets/import/importdialog.h"
#include "widgets/import/newcolumnspanel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTreeWidget>
#include <QAction>
#include <QComboBox>
#include <QtTest>

#include <memory>
#include <utility>

using rl::models::DimensionDeclModel;
using rl::widgets::ImportDialog;

namespace {

QString writeFile(const QString &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir + QLatin1Char('/') + name;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(content);
    return path;
}

struct Counts {
    std::size_t items = 0, ratings = 0, dimensions = 0;
    std::vector<rl::study::Dimension> dims;
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
    c.items = s->items.size();
    c.ratings = s->ratings.size();
    c.dimensions = s->dimensions.size();
    c.dims = s->dimensions;
    return c;
}

int rowNamed(const DimensionDeclModel &m, const QString &name)
{
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.rows()[r].name == name)
            return r;
    return -1;
}

void edit(DimensionDeclModel *m, int row, int column, const QString &value)
{
    QVERIFY(m->setData(m->index(row, column), value, Qt::EditRole));
}

/// Press Import and wait for the worker; true when the import succeeded.
bool runImport(ImportDialog &dialog)
{
    QSignalSpy finished(&dialog, &ImportDialog::importFinished);
    auto *button = dialog.findChild<QPushButton *>(QStringLiteral("importButton"));
    if (!button || !button->isEnabled())
        return false;
    QTest::mouseClick(button, Qt::LeftButton);
    if (!finished.wait(20000))
        return false;
    return finished.at(0).at(0).toBool();
}

} // namespace

class TestImportDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void errorLocation_data();
    void errorLocation();
    void declarationsParseLikeTheCli();
    void textStudyImportsStimuliThenLongRatings();
    void mappingEditsUndoAndRedo();
    void undeclaredDimensionListsLineAndClosestName();
    void wideScaleRejectsValue();
    void korstsCorpusIntoNewProjectShowsHygiene();
    void corpusWithBadScoreRefusedWithLine();
    void judgmentsImportOnTheCorpus();
    void expectedColumnIsAChoiceWithSkip();
    void predictionsAskBeforeReplacing();

private:
    QString m_dir;
    QString m_project;
    QString m_juryProject; ///< made by korstsCorpusIntoNewProjectShowsHygiene
};

void TestImportDialog::initTestCase()
{
    m_dir = QString::fromStdString(rl::test::tempDir());
    m_project = m_dir + QStringLiteral("/texts.raterlab");
}

void TestImportDialog::errorLocation_data()
{
    QTest::addColumn<QString>("detail");
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("reason");
    const auto S = [](const char *t) { return QString::fromUtf8(t); };
    QTest::newRow("cell") << S("ratings.csv:333:3: dimension 'happiness' is not declared") << S("ratings.csv") << 333
                          << 3 << S("dimension 'happiness' is not declared");
    QTest::newRow("header") << S("r.csv:1: missing column 'rater_id'") << S("r.csv") << 1 << 0
                            << S("missing column 'rater_id'");
    QTest::newRow("none") << S("--dimension 'x:1-9:y': 'y' is neither") << QString() << 0 << 0
                          << S("--dimension 'x:1-9:y': 'y' is neither");
}

void TestImportDialog::errorLocation()
{
    QFETCH(QString, detail);
    const auto loc = rl::models::parseImportError(detail);
    QTEST(loc.file, "file");
    QTEST(loc.line, "line");
    QTEST(loc.column, "column");
    QTEST(loc.reason, "reason");
}

void TestImportDialog::declarationsParseLikeTheCli()
{
    DimensionDeclModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    rl::study::Dimension existing;
    existing.name = "valence";
    auto rows = DimensionDeclModel::rowsFor({existing});
    rl::models::DimensionDeclRow fresh;
    fresh.name = QStringLiteral("vas");
    rows << fresh;
    model.setRows(rows);
    QVERIFY(!(model.flags(model.index(0, DimensionDeclModel::LowColumn)) & Qt::ItemIsEnabled)); // greyed
    QCOMPARE(DimensionDeclModel::declarationText(model.rows()[1]), QStringLiteral("vas:1-9:integer"));
    edit(&model, 1, DimensionDeclModel::HighColumn, QStringLiteral("abc"));
    QVERIFY(model.errorText().contains(QLatin1String("LO and HI must be numbers"))); // io::parseDimensionDecl's words
    QVERIFY(model.declarations().empty());
    edit(&model, 1, DimensionDeclModel::LowColumn, QStringLiteral("0.5"));
    edit(&model, 1, DimensionDeclModel::HighColumn, QStringLiteral("4.5"));
    QVERIFY(model.errorText().contains(QLatin1String("integer scale needs integer ends")));
    edit(&model, 1, DimensionDeclModel::ValuesColumn, QStringLiteral("continuous"));
    QCOMPARE(model.errorText(), QString());
    const auto decl = model.declarations();
    QCOMPARE(decl.size(), std::size_t(1)); // the declared row is not declared again
    QCOMPARE(decl[0].scaleMin, 0.5);
    QVERIFY(!decl[0].integerValued);
    edit(&model, 1, DimensionDeclModel::KindColumn, QStringLiteral("categorical"));
    edit(&model, 1, DimensionDeclModel::LevelsColumn, QStringLiteral("low"));
    QVERIFY(model.errorText().contains(QLatin1String("at least two levels")));
    edit(&model, 1, DimensionDeclModel::LevelsColumn, QStringLiteral("low, high"));
    QCOMPARE(model.declarations().at(0).levels, (std::vector<std::string> {"low", "high"}));
}

void TestImportDialog::textStudyImportsStimuliThenLongRatings()
{
    const QString stimuli = writeFile(m_dir, QStringLiteral("stimuli.csv"),
                                      "stimulus_id,text,topic\n"
                                      "t1,The cat sat on the mat.,animals\n"
                                      "t2,\"Rain, then sun.\",weather\n"
                                      "t3,Dogs bark at night.,animals\n"
                                      "t4,Snow fell all day.,weather\n");
    // `item` is mapped to stimulus_id in the dialog, like --map item=stimulus_id.
    const QString ratings = writeFile(m_dir, QStringLiteral("ratings_long.csv"),
                                      "rater_id,item,dimension,value\n"
                                      "h1,t1,vas,12.5\nh1,t1,clarity,3\nh1,t2,vas,88\nh1,t2,clarity,7\n"
                                      "h2,t1,vas,40\nh2,t1,clarity,1\nh2,t3,vas,0\nh2,t3,clarity,5\n");

    ImportDialog dialog(m_project, {}, 0, true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setKind(rl::io::ImportKind::Stimuli);
    dialog.setFile(stimuli);
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("encodingLabel"))->text().contains(QLatin1String("UTF-8")));
    QCOMPARE(dialog.findChild<QTableWidget *>(QStringLiteral("previewTable"))->rowCount(), 4);
    QCOMPARE(dialog.findChild<QTableWidget *>(QStringLiteral("columnMapTable"))->rowCount(), 3);
    QVERIFY(dialog.options()->studyKind.has_value());
    QCOMPARE(*dialog.options()->studyKind, rl::study::StudyKind::Rating);
    QSignalSpy imported(&dialog, &ImportDialog::imported);
    QVERIFY(runImport(dialog));
    QCOMPARE(imported.size(), 1);
    QCOMPARE(countsOf(m_project).items, std::size_t(4));

    dialog.setKind(rl::io::ImportKind::Ratings);
    dialog.setFile(ratings);
    dialog.setMapping(QStringLiteral("item"), QStringLiteral("stimulus_id"));
    auto *m = dialog.dimensionModel();
    const int vas = rowNamed(*m, QStringLiteral("vas"));
    const int clarity = rowNamed(*m, QStringLiteral("clarity"));
    QVERIFY(vas >= 0 && clarity >= 0); // the distinct names of the long file's dimension column
    QCOMPARE(m->rowCount(), 2);
    auto *importButton = dialog.findChild<QPushButton *>(QStringLiteral("importButton"));
    edit(m, vas, DimensionDeclModel::LowColumn, QStringLiteral("zero"));
    QVERIFY(!importButton->isEnabled()); // the parser's error is shown inline, nothing can be imported
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("dimensionErrorLabel"))->text().contains(QLatin1String("vas")));
    edit(m, vas, DimensionDeclModel::LowColumn, QStringLiteral("0"));
    edit(m, vas, DimensionDeclModel::HighColumn, QStringLiteral("100"));
    edit(m, vas, DimensionDeclModel::ValuesColumn, QStringLiteral("continuous"));
    edit(m, clarity, DimensionDeclModel::HighColumn, QStringLiteral("7"));
    QVERIFY(importButton->isEnabled());
    QVERIFY(runImport(dialog));
    QCOMPARE(imported.size(), 2);
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("statusLabel"))->text();
    QVERIFY2(summary.contains(QLatin1String("8 rating")), qPrintable(summary));
    QVERIFY2(summary.contains(QLatin1String("vas")) && summary.contains(QLatin1String("clarity")), qPrintable(summary));

    const Counts after = countsOf(m_project);
    QCOMPARE(after.ratings, std::size_t(8));
    QCOMPARE(after.dimensions, std::size_t(2));
    const auto &dv = after.dims[0].name == "vas" ? after.dims[0] : after.dims[1];
    const auto &dc = after.dims[0].name == "vas" ? after.dims[1] : after.dims[0];
    QCOMPARE(dv.name, std::string("vas"));
    QCOMPARE(dv.scaleMin, 0.0);
    QCOMPARE(dv.scaleMax, 100.0);
    QVERIFY(!dv.integerValued);
    QCOMPARE(dc.name, std::string("clarity"));
    QCOMPARE(dc.scaleMax, 7.0);
    QVERIFY(dc.integerValued);
    // Now declared: the rows are the study's own, greyed.
    QVERIFY(m->rows()[rowNamed(*m, QStringLiteral("vas"))].declared);
    QVERIFY(!(m->flags(m->index(0, DimensionDeclModel::HighColumn)) & Qt::ItemIsEnabled));
}

void TestImportDialog::mappingEditsUndoAndRedo()
{
    // Each rename in the mapping table is a step: Ctrl+Z on the table (or the Undo button) puts the
    // old name back and what follows the mapping — the dimensions of a long file, the options the
    // import runs with — follows the undo; Redo does it again; another file starts with no steps.
    const QString ratings = writeFile(m_dir, QStringLiteral("ratings_undo.csv"),
                                      "rater_id,item,dim,value\nh1,t1,vas,12.5\nh1,t1,clarity,3\nh2,t2,vas,40\n");
    ImportDialog dialog(m_project, {}, 0, true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setKind(rl::io::ImportKind::Ratings);
    dialog.setFile(ratings);
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("columnMapTable"));
    auto *undo = dialog.findChild<QAction *>(QStringLiteral("mappingUndo"));
    auto *redo = dialog.findChild<QAction *>(QStringLiteral("mappingRedo"));
    QVERIFY(table && undo && redo);
    QVERIFY(!undo->isEnabled());
    auto mapped = [&] {
        QStringList out;
        const auto options = dialog.options();
        if (!options)
            return QStringList{QStringLiteral("no options")};
        for (const auto &[from, to] : options->map)
            out << QString::fromStdString(from + "=" + to);
        return out;
    };
    QVERIFY(mapped().isEmpty());
    table->item(1, 1)->setText(QStringLiteral("stimulus_id")); // as the user's edit of the cell
    table->item(2, 1)->setText(QStringLiteral("dimension"));
    QCOMPARE(mapped(), (QStringList{QStringLiteral("item=stimulus_id"), QStringLiteral("dim=dimension")}));
    auto *m = dialog.dimensionModel();
    QVERIFY(rowNamed(*m, QStringLiteral("vas")) >= 0 && rowNamed(*m, QStringLiteral("clarity")) >= 0);
    QVERIFY(undo->isEnabled());
    QVERIFY(undo->text().contains(QLatin1String("dim")));

    table->setFocus();
    QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier); // the shortcut, on the table
    QCOMPARE(table->item(2, 1)->text(), QStringLiteral("dim"));
    QCOMPARE(mapped(), (QStringList{QStringLiteral("item=stimulus_id")}));
    QCOMPARE(rowNamed(*m, QStringLiteral("clarity")), -1); // no dimension column: the long file's names are gone
    undo->trigger();
    QCOMPARE(table->item(1, 1)->text(), QStringLiteral("item"));
    QVERIFY(mapped().isEmpty());
    QVERIFY(!undo->isEnabled());
    redo->trigger();
    redo->trigger();
    QCOMPARE(mapped(), (QStringList{QStringLiteral("item=stimulus_id"), QStringLiteral("dim=dimension")}));
    QVERIFY(rowNamed(*m, QStringLiteral("clarity")) >= 0);
    QVERIFY(!redo->isEnabled());

    dialog.setFile(ratings); // read again: the steps were of the earlier table
    QVERIFY(!undo->isEnabled() && !redo->isEnabled());
    QVERIFY(mapped().isEmpty());
}

void TestImportDialog::undeclaredDimensionListsLineAndClosestName()
{
    const Counts before = countsOf(m_project);
    QVERIFY(before.ratings > 0); // runs after textStudyImportsStimuliThenLongRatings
    const QString typo = writeFile(m_dir, QStringLiteral("ratings_typo.csv"),
                                   "rater_id,stimulus_id,dimension,value\n"
                                   "h3,t1,vas,50\nh3,t1,clarity,4\nh3,t2,clarty,6\n");
    ImportDialog dialog(m_project, before.dims, before.items, false);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setKind(rl::io::ImportKind::Ratings);
    dialog.setFile(typo);
    auto *m = dialog.dimensionModel();
    QCOMPARE(m->rowCount(), 3); // vas and clarity (declared, greyed) and the proposal 'clarty'
    const int row = rowNamed(*m, QStringLiteral("clarty"));
    QVERIFY(row >= 0 && !m->rows()[row].declared);
    // 'clarty' is none of the study's dimensions: asked about with the closest name, the import waits for an answer.
    QCOMPARE(dialog.newColumns()->currentFindings().size(), 1);
    QCOMPARE(dialog.newColumns()->currentFindings().front().closest, QStringLiteral("clarity"));
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("importButton"))->isEnabled());
    dialog.newColumns()->setDeclared(QStringLiteral("clarty"), true);
    QVERIFY(m->setData(m->index(row, 0), Qt::Unchecked, Qt::CheckStateRole)); // then left undeclared in the table
    QVERIFY(dialog.options()->dimensions.empty());
    QVERIFY(!runImport(dialog)); // the engine's refusal, listed
    auto *errors = dialog.findChild<QTreeWidget *>(QStringLiteral("errorList"));
    QCOMPARE(errors->topLevelItemCount(), 1);
    const QTreeWidgetItem *e = errors->topLevelItem(0);
    QCOMPARE(e->text(0), QStringLiteral("ratings_typo.csv"));
    QCOMPARE(e->text(1), QStringLiteral("4"));
    QCOMPARE(e->text(2), QStringLiteral("3"));
    QVERIFY2(e->text(3).contains(QLatin1String("'clarty' is not declared")), qPrintable(e->text(3)));
    QVERIFY2(e->text(3).contains(QLatin1String("closest: 'clarity'")), qPrintable(e->text(3)));
    const Counts after = countsOf(m_project);
    QCOMPARE(after.ratings, before.ratings);
    QCOMPARE(after.dimensions, before.dimensions);
    QCOMPARE(after.items, before.items);
}

void TestImportDialog::wideScaleRejectsValue()
{
    const Counts before = countsOf(m_project);
    QVERIFY(before.items == 4);
    const QString wide = writeFile(m_dir, QStringLiteral("ratings_wide.csv"),
                                   "rater_id,stimulus_id,fluency\nh4,t1,3\nh4,t2,6\nh4,t3,5\n");
    ImportDialog dialog(m_project, before.dims, before.items, false);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setKind(rl::io::ImportKind::Ratings);
    dialog.setFile(wide);
    auto *m = dialog.dimensionModel();
    const int row = rowNamed(*m, QStringLiteral("fluency"));
    QVERIFY(row >= 0); // one row per value column of a wide file, 1–9 integers by default
    QCOMPARE(DimensionDeclModel::declarationText(m->rows()[row]), QStringLiteral("fluency:1-9:integer"));
    dialog.newColumns()->setDeclared(QStringLiteral("fluency"), true); // a new dimension of a study that has some: confirmed
    edit(m, row, DimensionDeclModel::HighColumn, QStringLiteral("5"));
    QVERIFY(!runImport(dialog));
    auto *errors = dialog.findChild<QTreeWidget *>(QStringLiteral("errorList"));
    QCOMPARE(errors->topLevelItemCount(), 1);
    const QTreeWidgetItem *e = errors->topLevelItem(0);
    QCOMPARE(e->text(1), QStringLiteral("3"));
    QCOMPARE(e->text(2), QStringLiteral("3"));
    QVERIFY2(e->text(3).contains(QLatin1String("off the scale 1..5")), qPrintable(e->text(3)));
    const Counts after = countsOf(m_project);
    QCOMPARE(after.ratings, before.ratings);
    QCOMPARE(after.dimensions, before.dimensions); // the declaration went with the refused import
    // With the scale the file really uses, the same file imports.
    edit(m, row, DimensionDeclModel::HighColumn, QStringLiteral("7"));
    QVERIFY(runImport(dialog));
    QCOMPARE(countsOf(m_project).ratings, before.ratings + 3);
}

void TestImportDialog::korstsCorpusIntoNewProjectShowsHygiene()
{
    m_juryProject = m_dir + QStringLiteral("/jury.raterlab");
    ImportDialog dialog(m_juryProject, {}, 0, true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setJuryKind(ImportDialog::JuryKind::Corpus);
    QCOMPARE(dialog.juryKind(), ImportDialog::JuryKind::Corpus);
    auto *corpusEdit = dialog.findChild<QLineEdit *>(QStringLiteral("corpusEdit"));
    QVERIFY(corpusEdit && corpusEdit->isVisible());
    QVERIFY(dialog.findChild<QWidget *>(QStringLiteral("formatCombo"))->isVisible());
    QVERIFY(!dialog.findChild<QWidget *>(QStringLiteral("studyKindCombo"))->isVisible()); // a corpus makes a jury study
    dialog.setFile(QString::fromStdString(rl::test::testDataDir() + "/sts/korsts/sts-dev.tsv"));
    auto *importButton = dialog.findChild<QPushButton *>(QStringLiteral("importButton"));
    QVERIFY(!importButton->isEnabled()); // a corpus needs a name
    dialog.setCorpusName(QStringLiteral("korsts-dev"));
    dialog.setCorpusFormat(rl::io::corpus::CorpusFormat::KorSts);
    QVERIFY(importButton->isEnabled());
    QVERIFY(!QFileInfo::exists(m_juryProject));
    QVERIFY(runImport(dialog));

    auto project = rl::storage::Project::open(m_juryProject.toStdString());
    QVERIFY(project.has_value());
    auto s = project->loadStudy();
    QVERIFY(s.has_value());
    QCOMPARE(s->protocol.kind, rl::study::StudyKind::Jury);
    QCOMPARE(s->items.size(), std::size_t(1500)); // KorSTS dev: 1,500 pairs (tst_clicorpus, `import corpus`)
    QCOMPARE(s->items.front().key, std::string("korsts-dev:MSRvid/2012test/0000"));

    const QString hygiene = dialog.hygieneText();
    QVERIFY2(hygiene.contains(QLatin1String("1500 record(s)")), qPrintable(hygiene));
    QVERIFY2(hygiene.contains(QLatin1String("identical pairs with different scores")), qPrintable(hygiene));
    QVERIFY(dialog.findChild<QPlainTextEdit *>(QStringLiteral("hygieneText"))->isVisible());
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("statusLabel"))->text().contains(QLatin1String("1500")));
}

void TestImportDialog::corpusWithBadScoreRefusedWithLine()
{
    QVERIFY(!m_juryProject.isEmpty());
    const Counts before = countsOf(m_juryProject);
    const QString bad = writeFile(m_dir, QStringLiteral("korsts_bad.tsv"),
                                  "genre\tfilename\tyear\tid\tscore\tsentence1\tsentence2\n"
                                  "main-captions\tMSRvid\t2012test\t0001\t4.000\t한 남자가 달린다.\t남자가 뛴다.\n"
                                  "main-captions\tMSRvid\t2012test\t0002\tfive\t아이가 말을 탄다.\t아이가 말 위에 있다.\n");
    ImportDialog dialog(m_juryProject, before.dims, before.items, false);
    dialog.show();
    dialog.setJuryKind(ImportDialog::JuryKind::Corpus);
    dialog.setFile(bad);
    dialog.setCorpusName(QStringLiteral("bad"));
    dialog.setCorpusFormat(rl::io::corpus::CorpusFormat::KorSts);
    QVERIFY(!runImport(dialog));
    auto *errors = dialog.findChild<QTreeWidget *>(QStringLiteral("errorList"));
    QCOMPARE(errors->topLevelItemCount(), 1);
    const QTreeWidgetItem *e = errors->topLevelItem(0);
    QCOMPARE(e->text(0), QStringLiteral("korsts_bad.tsv"));
    QCOMPARE(e->text(1), QStringLiteral("3")); // the row with the score "five"
    QVERIFY2(!e->text(2).isEmpty(), qPrintable(e->text(3)));
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("statusLabel"))->text().contains(QLatin1String("Nothing was imported")));
    QVERIFY(dialog.hygieneText().isEmpty());
    const Counts after = countsOf(m_juryProject);
    QCOMPARE(after.items, before.items);
    QCOMPARE(after.ratings, before.ratings);
    QCOMPARE(after.dimensions, before.dimensions);
}

void TestImportDialog::judgmentsImportOnTheCorpus()
{
    QVERIFY(!m_juryProject.isEmpty());
    const Counts before = countsOf(m_juryProject);
    const QString file = writeFile(m_dir, QStringLiteral("judgments.csv"),
                                   "judge,item_id,condition,round,score\n"
                                   "j1,MSRvid/2012test/0000,blind,1,5\n"
                                   "j1,MSRvid/2012test/0002,blind,1,4\n"
                                   "j2,MSRvid/2012test/0000,blind,1,4\n");
    ImportDialog dialog(m_juryProject, before.dims, before.items, false);
    dialog.show();
    dialog.setJuryKind(ImportDialog::JuryKind::Judgments);
    QVERIFY(!dialog.findChild<QWidget *>(QStringLiteral("formatCombo"))->isVisible());
    dialog.setFile(file);
    QCOMPARE(dialog.findChild<QTableWidget *>(QStringLiteral("previewTable"))->rowCount(), 3);
    dialog.setCorpusName(QStringLiteral("korsts-dev"));
    QVERIFY(runImport(dialog));
    QCOMPARE(countsOf(m_juryProject).ratings, before.ratings + 3);
    auto project = rl::storage::Project::open(m_juryProject.toStdString());
    auto s = project->loadStudy();
    QVERIFY(s.has_value());
    QVERIFY(s->findCondition("j1.blind") >= 0);
    QVERIFY(s->findCondition("j2.blind") >= 0);
}

void TestImportDialog::expectedColumnIsAChoiceWithSkip()
{
    // The expected column is chosen from the wizard's list (expectedcolumns.h) — Korean
    // headers suggested, the study's dimensions offered, no free text — and a column can be skipped (--skip).
    const QString ratings = writeFile(m_dir, QStringLiteral("ratings_choice.csv"),
                                      QStringLiteral("평가자,자극,valence,trial\nh1,t1,5,1\nh2,t2,4,2\n").toUtf8());
    rl::study::Dimension valence;
    valence.name = "valence";
    ImportDialog dialog(m_project, {valence}, 0, true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setKind(rl::io::ImportKind::Ratings);
    dialog.setFile(ratings);
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("columnMapTable"));
    QVERIFY(table);
    QCOMPARE(table->item(0, 1)->text(), QStringLiteral("rater_id")); // 평가자, suggested
    QCOMPARE(table->item(1, 1)->text(), QStringLiteral("stimulus_id"));
    const QModelIndex cell = table->model()->index(3, 1);
    QStyleOptionViewItem option;
    std::unique_ptr<QWidget> editor(table->itemDelegateForIndex(cell)->createEditor(table->viewport(), option, cell));
    QCOMPARE(dialog.newColumns()->currentFindings().size(), 1); // trial: none of the study's dimensions
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("importButton"))->isEnabled());
    auto *combo = qobject_cast<QComboBox *>(editor.get());
    QVERIFY(combo && !combo->isEditable());
    QCOMPARE(combo->itemText(0), QStringLiteral("trial"));
    QVERIFY(combo->findText(QStringLiteral("valence")) > 0); // the study's dimension
    combo->setCurrentIndex(combo->findText(rl::widgets::ExpectedColumnDelegate::skipText()));
    table->itemDelegateForIndex(cell)->setModelData(combo, table->model(), cell);
    const auto options = dialog.options();
    QVERIFY(options);
    QCOMPARE(options->skip, std::vector<std::string> {"trial"});
    QCOMPARE(rowNamed(*dialog.dimensionModel(), QStringLiteral("trial")), -1); // a skipped column declares nothing
    QVERIFY(dialog.newColumns()->currentFindings().isEmpty()); // and is no new dimension to ask about
    // No label with empty parentheses (it read "the column RaterLab expects ():" for conditions).
    dialog.setKind(rl::io::ImportKind::Conditions);
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        QVERIFY2(!label->text().contains(QStringLiteral("()")), qPrintable(label->text()));
}

void TestImportDialog::predictionsAskBeforeReplacing()
{
    // In the single-file dialog too: the replacement is stated with counts and asked before
    // anything is written; Cancel leaves the project as it was.
    const QString path = m_dir + QStringLiteral("/replace.raterlab");
    const QString stimuli = writeFile(m_dir, QStringLiteral("r_stimuli.csv"), "stimulus_id,text\nt1,a\nt2,b\n");
    const QString ratings = writeFile(m_dir, QStringLiteral("r_ratings.csv"), "rater_id,stimulus_id,clarity\nh1,t1,3\nh1,t2,4\n");
    const QString first = writeFile(m_dir, QStringLiteral("r_pred1.csv"), "condition,stimulus_id,clarity\nm1,t1,3\nm1,t2,4\n");
    const QString second = writeFile(m_dir, QStringLiteral("r_pred2.csv"), "condition,stimulus_id,clarity\nm1,t1,5\n");
    {
        auto p = rl::storage::Project::open(path.toStdString(), rl::storage::Database::Mode::CreateIfMissing);
        QVERIFY(p);
        for (const auto &[kind, file] : {std::pair {rl::io::ImportKind::Stimuli, stimuli}, std::pair {rl::io::ImportKind::Ratings, ratings},
                                         std::pair {rl::io::ImportKind::Predictions, first}}) {
            auto sum = rl::io::importFile(*p, kind, file.toStdString());
            QVERIFY2(sum, sum ? "" : sum.error().detail.c_str());
        }
    }
    const Counts before = countsOf(path);
    ImportDialog dialog(path, before.dims, before.items, false);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setKind(rl::io::ImportKind::Predictions);
    dialog.setFile(second);
    auto *import = dialog.findChild<QPushButton *>(QStringLiteral("importButton"));
    QSignalSpy finished(&dialog, &ImportDialog::importFinished);
    QTest::mouseClick(import, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(dialog.isAskingToReplace(), 20000);
    const QString question = dialog.findChild<QLabel *>(QStringLiteral("replaceText"))->text();
    QVERIFY2(question.contains(QLatin1String("2 earlier clarity prediction(s) of condition m1, replaced")), qPrintable(question));
    QVERIFY(finished.isEmpty());
    QVERIFY(!import->isEnabled());
    QCOMPARE(countsOf(path).ratings, before.ratings);
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("keepButton")), Qt::LeftButton);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(countsOf(path).ratings, before.ratings);
    QTest::mouseClick(import, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(dialog.isAskingToReplace(), 20000);
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("replaceButton")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 20000);
    QCOMPARE(finished.at(1).at(0).toBool(), true);
    QCOMPARE(countsOf(path).ratings, before.ratings - 2 + 1);
}

QTEST_MAIN(TestImportDialog)
#include "tst_importdialog.moc"
