// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The StereoTales grid editor (docs/user-guide.md §3: editing in the GUI, export back to the same layout) driven
// offscreen on our own seed fixture (tests/data/stereotales/seeds_small: 8 promptable values × 5 scenarios =
// 40 prompts per language, en/fr/ko): the promptable flag, renames, translations side by side, added and
// removed values and scenarios with the live prompt counts, undo/redo; Save writes the grid to the project
// with its prompts following (io::stereotales::replaceGrid); a change that would orphan stories is refused
// and nothing is written; Export grid… writes the same files as the engine's export of the saved grid.
#include "engine/io/stereotales/seeds.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "models/stereotales/gridmodel.h"
#include "tests/common/testutil.h"
#include "widgets/stereotales/grideditor.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using rl::models::stereotales::GridDocument;
using rl::models::stereotales::GridScenarioModel;
using rl::models::stereotales::GridValueModel;
using rl::widgets::stereotales::GridEditorDialog;

namespace {

std::string seeds() { return rl::test::testDataDir() + "/stereotales/seeds_small"; }

/// A project holding the fixture's grid (and `stories`, when given).
QString makeProject(const QString &path, const char *stories = nullptr)
{
    auto project = rl::storage::Project::open(path.toStdString(), rl::storage::Database::Mode::CreateIfMissing);
    if (!project || !rl::io::stereotales::importGridFolder(*project, seeds()))
        return {};
    if (stories) {
        const QString csv = path + QStringLiteral(".stories.csv");
        QFile f(csv);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(stories);
        f.close();
        if (!rl::io::stereotales::importStoriesFile(*project, csv.toStdString()))
            return {};
    }
    return path;
}

rl::study::stereotales::Grid projectGrid(const QString &path)
{
    auto project = rl::storage::Project::open(path.toStdString());
    auto g = project ? rl::io::stereotales::loadGrid(*project) : rl::Result<std::optional<rl::study::stereotales::Grid>>(std::optional<rl::study::stereotales::Grid>());
    return g && g->has_value() ? **g : rl::study::stereotales::Grid {};
}

/// Every file under `dir`, relative path → bytes.
QMap<QString, QByteArray> filesOf(const QString &dir)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        QFile f(file);
        if (f.open(QIODevice::ReadOnly))
            out.insert(QDir(dir).relativeFilePath(file), f.readAll());
    }
    return out;
}

bool waitSave(GridEditorDialog &d, QString *message)
{
    QSignalSpy spy(d.document(), &GridDocument::saveFinished);
    d.save();
    if (!spy.wait(20000))
        return false;
    *message = spy.at(0).at(1).toString();
    return spy.at(0).at(0).toBool();
}

} // namespace

class TestGridEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { m_dir = QString::fromStdString(rl::test::tempDir()); }
    void editsWithLiveCountsAndUndo();
    void saveAndExportRoundTrip();
    void refusesToOrphanStories();
    void invalidGridIsNotSaved();
    void closingWithUnsavedEditsAsks();

private:
    QString m_dir;
};

void TestGridEditor::editsWithLiveCountsAndUndo()
{
    const QString path = makeProject(m_dir + QStringLiteral("/edits.raterlab"));
    QVERIFY(!path.isEmpty());
    GridEditorDialog d(path, projectGrid(path));
    QAbstractItemModelTester valueTester(d.valueModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester scenarioTester(d.scenarioModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto *values = d.valueModel();
    auto *scenarios = d.scenarioModel();
    QCOMPARE(values->rowCount(), 9);    // README: 9 values
    QCOMPARE(scenarios->rowCount(), 5); // 5 scenarios
    auto summary = [&] { return d.summaryLabel()->text(); };
    QVERIFY2(summary().contains(QLatin1String("40 prompts per language, 120 in all")), qPrintable(summary()));
    QVERIFY(!d.saveButton()->isEnabled()); // nothing to save yet

    // The translations side by side: French beside English.
    QCOMPARE(d.document()->otherLanguage(), 1);
    QCOMPARE(d.document()->grid().languages[1].code, std::string("fr"));
    const int bicycle = values->rowOf(1, 0);
    QCOMPARE(values->data(values->index(bicycle, GridValueModel::ValueColumn)).toString(), QStringLiteral("bicycle"));
    QCOMPARE(values->data(values->index(bicycle, GridValueModel::OtherValueColumn)).toString(), QStringLiteral("vélo"));

    // Not promptable: 7 × 5 = 35 per language.
    QVERIFY(values->setData(values->index(bicycle, GridValueModel::PromptableColumn), Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY2(summary().contains(QLatin1String("35 prompts per language, 105 in all")), qPrintable(summary()));
    QVERIFY(!values->data(values->index(bicycle, GridValueModel::OtherTemplateColumn)).isValid()); // null in every language
    QVERIFY(d.saveButton()->isEnabled());
    d.document()->undoStack()->undo();
    QVERIFY2(summary().contains(QLatin1String("40 prompts per language")), qPrintable(summary()));
    QCOMPARE(values->data(values->index(bicycle, GridValueModel::OtherTemplateColumn)).toString(),
             QStringLiteral("quelqu'un qui va au travail à vélo")); // the French template choice came back
    QVERIFY(!d.document()->isModified());
    d.document()->undoStack()->redo();
    QVERIFY2(summary().contains(QLatin1String("35 prompts per language")), qPrintable(summary()));

    // Rename a key: the English text follows; translate the French.
    QVERIFY(values->setData(values->index(bicycle, GridValueModel::ValueColumn), QStringLiteral("bike")));
    QCOMPARE(d.document()->grid().attributes[1].values[0], std::string("bike"));
    QCOMPARE(d.document()->grid().languages[0].values[1][0], std::string("bike"));
    QVERIFY(values->setData(values->index(bicycle, GridValueModel::OtherValueColumn), QStringLiteral("bicyclette")));
    QCOMPARE(d.document()->grid().languages[1].values[1][0], std::string("bicyclette"));

    // Another language beside English: Korean.
    d.document()->setOtherLanguage(2);
    QCOMPARE(values->headerData(GridValueModel::OtherValueColumn, Qt::Horizontal).toString(), QStringLiteral("Value (ko)"));

    // Add a scenario to the first group (7 × 6 = 42), then a value to hometown (not promptable: still 42).
    d.scenarioView()->setCurrentIndex(scenarios->index(0, 0));
    d.addScenario();
    QCOMPARE(scenarios->rowCount(), 6);
    QVERIFY2(summary().contains(QLatin1String("42 prompts per language, 126 in all")), qPrintable(summary()));
    d.valueView()->setCurrentIndex(values->index(values->rowOf(2, 0), 0));
    d.addValue();
    QCOMPARE(values->rowCount(), 10);
    QCOMPARE(d.document()->grid().attributes[2].values.back(), std::string("new value"));
    QVERIFY2(summary().contains(QLatin1String("42 prompts per language")), qPrintable(summary()));
    // Remove a promptable value: 6 × 6 = 36.
    d.valueView()->setCurrentIndex(values->index(values->rowOf(0, 0), 0));
    d.removeValue();
    QCOMPARE(values->rowCount(), 9);
    QVERIFY2(summary().contains(QLatin1String("36 prompts per language, 108 in all")), qPrintable(summary()));
    QVERIFY(rl::study::stereotales::checkGrid(d.document()->grid()));

    // Undo everything: the grid the project holds.
    auto *undo = d.document()->undoStack();
    QCOMPARE(undo->count(), 6);
    while (undo->canUndo())
        undo->undo();
    QVERIFY(d.document()->grid() == projectGrid(path));
    QVERIFY(!d.saveButton()->isEnabled());
    QVERIFY2(summary().contains(QLatin1String("40 prompts per language, 120 in all")), qPrintable(summary()));
}

void TestGridEditor::saveAndExportRoundTrip()
{
    const QString path = makeProject(m_dir + QStringLiteral("/save.raterlab"));
    QVERIFY(!path.isEmpty());
    GridEditorDialog d(path, projectGrid(path));
    auto *values = d.valueModel();
    QVERIFY(values->setData(values->index(values->rowOf(1, 0), GridValueModel::PromptableColumn), Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(d.scenarioModel()->setData(d.scenarioModel()->index(0, GridScenarioModel::OtherScenarioColumn),
                                       QStringLiteral("réparer une clôture")));
    d.scenarioView()->setCurrentIndex(d.scenarioModel()->index(4, 0));
    d.addScenario(); // into the second group: 7 × 6 = 42 per language
    const auto edited = d.document()->grid();
    QString message;
    QVERIFY2(waitSave(d, &message), qPrintable(message));
    QVERIFY(!d.document()->isModified());
    QVERIFY2(d.statusLabel()->text().contains(QLatin1String("Saved")), qPrintable(d.statusLabel()->text()));

    // The project holds the edited grid, and its prompts follow: 42 per language.
    QVERIFY(projectGrid(path) == edited);
    {
        auto project = rl::storage::Project::open(path.toStdString());
        QVERIFY(project);
        auto counts = rl::io::stereotales::stereoTalesCounts(*project);
        QVERIFY(counts);
        QCOMPARE(counts->prompts, std::size_t(126));
        QCOMPARE(counts->promptsPerLanguage.size(), std::size_t(3));
        for (const auto &[lang, n] : counts->promptsPerLanguage)
            QCOMPARE(n, std::size_t(42));
        auto s = project->loadStudy();
        QVERIFY(s);
        const auto prompts = std::count_if(s->items.begin(), s->items.end(),
                                           [](const auto &i) { return i.kind == rl::study::ItemKind::Prompt; });
        QCOMPARE(prompts, 126);
        QVERIFY(s->findItem("en|commute=bicycle|0") < 0); // no longer promptable
        QVERIFY(s->findItem("fr|commute=bus|5") >= 0);    // the new scenario's prompts
    }

    // Export grid… writes what the engine writes for the saved grid, file for file.
    const QString gui = m_dir + QStringLiteral("/export-gui");
    const QString engine = m_dir + QStringLiteral("/export-engine");
    QVERIFY(d.exportTo(gui));
    QVERIFY(rl::io::stereotales::writeSeedFolder(projectGrid(path), engine.toStdString()));
    const auto a = filesOf(gui), b = filesOf(engine);
    QVERIFY(a.size() >= 9); // 3 files per language (+ the additional prompts)
    QCOMPARE(a.keys(), b.keys());
    for (auto it = a.begin(); it != a.end(); ++it)
        QVERIFY2(it.value() == b.value(it.key()), qPrintable(it.key()));
    auto back = rl::io::stereotales::readSeedFolder(gui.toStdString());
    QVERIFY(back);
    QVERIFY(*back == edited);
}

void TestGridEditor::refusesToOrphanStories()
{
    const char *stories = "story_id,model,language,prompted_attribute,prompted_value,refused,text,prompt_id\n"
                          "s1,m1,en,age,young (18-34),0,A story,en|age=young (18-34)|0\n";
    const QString path = makeProject(m_dir + QStringLiteral("/stories.raterlab"), stories);
    QVERIFY(!path.isEmpty());
    const auto before = projectGrid(path);
    GridEditorDialog d(path, before);
    auto *values = d.valueModel();
    QString message;

    // Removing a value would change the codes the story's row names: refused, nothing written.
    d.valueView()->setCurrentIndex(values->index(values->rowOf(0, 1), 0));
    d.removeValue();
    QVERIFY(!waitSave(d, &message));
    QVERIFY2(message.contains(QLatin1String("1 stories")) && message.contains(QLatin1String("nothing was saved")), qPrintable(message));
    QVERIFY2(d.statusLabel()->text().contains(QLatin1String("Nothing was saved")), qPrintable(d.statusLabel()->text()));
    QVERIFY(projectGrid(path) == before);
    QVERIFY(d.document()->isModified());
    d.document()->undoStack()->undo();

    // The story's own prompt would go: refused, naming it.
    QVERIFY(values->setData(values->index(values->rowOf(0, 0), GridValueModel::PromptableColumn), Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(!waitSave(d, &message));
    QVERIFY2(message.contains(QLatin1String("en|age=young (18-34)|0")), qPrintable(message));
    QVERIFY(projectGrid(path) == before);
    d.document()->undoStack()->undo();

    // Translations and another value's flag can change.
    QVERIFY(values->setData(values->index(values->rowOf(2, 2), GridValueModel::OtherValueColumn), QStringLiteral("la capitale")));
    QVERIFY(values->setData(values->index(values->rowOf(1, 1), GridValueModel::PromptableColumn), Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY2(waitSave(d, &message), qPrintable(message));
    QVERIFY(projectGrid(path) == d.document()->grid());
    auto project = rl::storage::Project::open(path.toStdString());
    QVERIFY(project);
    auto counts = rl::io::stereotales::stereoTalesCounts(*project);
    QVERIFY(counts);
    QCOMPARE(counts->stories, std::size_t(1));
    QCOMPARE(counts->prompts, std::size_t(105)); // 7 promptable × 5 × 3
}

void TestGridEditor::invalidGridIsNotSaved()
{
    const QString path = makeProject(m_dir + QStringLiteral("/invalid.raterlab"));
    QVERIFY(!path.isEmpty());
    GridEditorDialog d(path, projectGrid(path));
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto *values = d.valueModel();
    // Two values of commute named "bus": checkGrid refuses, Save is off and says why.
    QVERIFY(values->setData(values->index(values->rowOf(1, 0), GridValueModel::ValueColumn), QStringLiteral("bus")));
    QVERIFY(!d.saveButton()->isEnabled());
    auto *validity = d.findChild<QLabel *>(QStringLiteral("stGridValidity"));
    QVERIFY(validity->isVisible());
    QVERIFY2(validity->text().contains(QLatin1String("repeated")), qPrintable(validity->text()));
    d.document()->undoStack()->undo();
    QVERIFY(!validity->isVisible());
}

void TestGridEditor::closingWithUnsavedEditsAsks()
{
    const QString path = makeProject(m_dir + QStringLiteral("/close.raterlab"));
    QVERIFY(!path.isEmpty());
    GridEditorDialog d(path, projectGrid(path));
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto *values = d.valueModel();
    const int bicycle = values->rowOf(1, 0);
    // The answer to the question, given when it shows.
    const auto answer = [](QMessageBox::StandardButton button) {
        QTimer::singleShot(0, [button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (box && box->objectName() == QLatin1String("unsavedGridQuestion"))
                box->button(button)->click();
        });
    };

    d.reject(); // nothing edited: closes without asking
    QVERIFY(!d.isVisible());
    d.show();
    QVERIFY(values->setData(values->index(bicycle, GridValueModel::PromptableColumn), Qt::Unchecked, Qt::CheckStateRole));
    answer(QMessageBox::Cancel);
    d.reject();
    QVERIFY(d.isVisible()); // Cancel: still open, the edit still there
    QVERIFY(d.document()->isModified());

    answer(QMessageBox::Save);
    QSignalSpy saved(d.document(), &GridDocument::saveFinished);
    d.reject();
    QVERIFY(saved.wait(20000));
    QVERIFY(saved.at(0).at(0).toBool());
    QTRY_VERIFY(!d.isVisible()); // Save: closes once the project holds the edit
    QVERIFY(!projectGrid(path).attributes.empty());
    QCOMPARE(projectGrid(path), d.document()->grid());

    d.show();
    QVERIFY(values->setData(values->index(bicycle, GridValueModel::PromptableColumn), Qt::Checked, Qt::CheckStateRole));
    answer(QMessageBox::Discard);
    d.reject();
    QVERIFY(!d.isVisible()); // Discard: closed, the project as it was
    QVERIFY(projectGrid(path) != d.document()->grid());
}

QTEST_MAIN(TestGridEditor)
#include "tst_grideditor.moc"
