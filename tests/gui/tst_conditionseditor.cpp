// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/prompting.h"
#include "engine/storage/project.h"
#include "engine/study/conditionjson.h"
#include "models/conditions/conditionlistmodel.h"
#include "models/conditions/conditionstore.h"
#include "models/loadedproject.h"
#include "tests/common/testutil.h"
#include "tests/gui/fakestudy.h"
#include "tests/inference/loopbackserver.h"
#include "widgets/conditions/conditioncheckpanel.h"
#include "widgets/conditions/conditionform.h"
#include "widgets/conditions/conditionseditor.h"
#include "widgets/conditions/promptpreview.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

#include <limits>

using rl::models::ConditionField;
using rl::models::ConditionListModel;
using rl::widgets::ConditionsEditor;

namespace {

const char *kKeyVariable = "RL_TEST_CONDITIONS_KEY";
const QByteArray kKey = "sk-test-CONDITIONS-SECRET-0123456789abcdef";

/// The fake face study plus two runnable conditions: "ran" (with predictions) and "draft" (none).
QString makeProject()
{
    auto s = rl::test::makeFakeStudy({});
    rl::study::ModelCondition ran;
    ran.id = "ran";
    ran.label = "Ran before";
    ran.provider = "openai";
    ran.model = "gpt-4o-mini";
    ran.apiKeyEnv = "OPENAI_API_KEY";
    const int idx = s.addCondition(ran);
    s.ratings.push_back({s.raterOfCondition(idx), 0, 0, 5.0, std::numeric_limits<double>::quiet_NaN(), 0, 0});
    rl::study::ModelCondition draft;
    draft.id = "draft";
    draft.label = "Draft";
    draft.provider = "openai-compatible";
    draft.model = "local-vlm";
    s.addCondition(draft);
    const QString path = QString::fromStdString(rl::test::tempDir()) + QStringLiteral("/conditions_%1.raterlab")
                             .arg(QDateTime::currentMSecsSinceEpoch());
    const auto st = rl::test::saveFakeProject(path.toStdString(), s);
    if (!st)
        qFatal("%s", st.error().message().c_str());
    return path;
}

rl::models::LoadedProject load(const QString &path)
{
    auto p = rl::models::loadProject(path);
    if (!p)
        qFatal("%s", p.error().message().c_str());
    return *p;
}

int rowOf(const ConditionListModel *m, const std::string &id)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->condition(r).id == id)
            return r;
    return -1;
}

/// Replace a line edit's text as a user would (textEdited fires).
void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    if (!text.isEmpty())
        QTest::keyClicks(edit, text);
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestConditionsEditor : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void listsProjectConditions();
    void addPresetAndEditField();
    void validationBlocksSave();
    void apiKeyTypedIntoVariableFieldIsRefused();
    void previewFollowsTemplateAndFace();
    void simulatedIsReadOnly();
    void predictionsLockIdAndRemoval();
    void costEstimateIsLive();
    void saveReopenHasConditionAndNoKey();
    void removeIsSaved();
    void undoRedoOfEdits();
    void importExportRoundTrip();
    void cancelConnectionTest();
    void connectionTestOfAForeignProjectAsksFirst();
    void keychainFieldSaysOnlyWhetherAKeyIsStored();
    void importedConditionIsDescribedNotRun();
    void juryStrategyIsKeptNotContextCarry();
    void formFitsANarrowPane();

private:
    QString m_path;
    std::unique_ptr<ConditionsEditor> m_editor;
};

void TestConditionsEditor::init()
{
    m_path = makeProject();
    m_editor = std::make_unique<ConditionsEditor>();
    m_editor->resize(1100, 700);
    m_editor->setProject(load(m_path));
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
}

void TestConditionsEditor::cleanup() { m_editor.reset(); }

void TestConditionsEditor::listsProjectConditions()
{
    QAbstractItemModelTester tester(m_editor->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto *m = m_editor->model();
    QCOMPARE(m->rowCount(), 3);
    QCOMPARE(m->condition(0).id, std::string("sim"));
    QCOMPARE(m->index(1, ConditionListModel::ProviderColumn).data().toString(), QStringLiteral("OpenAI"));
    QCOMPARE(m->index(0, ConditionListModel::SimulatedColumn).data().toString(), QStringLiteral("simulated"));
    QCOMPARE(m->index(2, ConditionListModel::StatusColumn).data().toString(), QStringLiteral("valid"));
    QVERIFY(!m_editor->isDirty());
    QVERIFY(!m_editor->saveButton()->isEnabled());
    QCOMPARE(m_editor->currentRow(), 0);
}

void TestConditionsEditor::addPresetAndEditField()
{
    QSignalSpy dirty(m_editor.get(), &ConditionsEditor::dirtyChanged);
    const int row = m_editor->addPreset(QStringLiteral("gemini25flash"));
    QCOMPARE(row, 3);
    QCOMPARE(m_editor->currentRow(), row);
    QCOMPARE(dirty.count(), 1);
    auto *form = m_editor->form();
    QCOMPARE(form->field(ConditionField::Model)->text(), QStringLiteral("gemini-2.5-flash"));
    QCOMPARE(form->field(ConditionField::ThinkingBudget)->text(), QStringLiteral("-1"));
    QVERIFY(form->field(ConditionField::ThinkingBudget)->parentWidget()->isEnabled()); // Gemini thinks
    QVERIFY(!form->field(ConditionField::RepetitionPenalty)->parentWidget()->isEnabled()); // local servers only

    typeInto(form->field(ConditionField::Temperature), QStringLiteral("0.7"));
    QCOMPARE(m_editor->model()->condition(row).temperature, std::optional<double>(0.7));
    typeInto(form->field(ConditionField::Temperature), QString());
    QVERIFY(!m_editor->model()->condition(row).temperature); // empty = provider default
    form->providerCombo()->setCurrentIndex(form->providerCombo()->findData(QStringLiteral("openai-compatible")));
    QCOMPARE(m_editor->model()->condition(row).provider, std::string("openai-compatible"));
    QVERIFY(form->field(ConditionField::RepetitionPenalty)->parentWidget()->isEnabled());

    // Adding the same preset twice gets a fresh id.
    const int again = m_editor->addPreset(QStringLiteral("gemini25flash"));
    QCOMPARE(m_editor->model()->condition(again).id, std::string("gemini25flash_2"));
    QVERIFY(m_editor->canSave());
    QCOMPARE(m_editor->addPreset(QStringLiteral("no-such-preset")), -1);
}

void TestConditionsEditor::validationBlocksSave()
{
    m_editor->selectCondition(2); // "draft"
    auto *form = m_editor->form();
    typeInto(form->field(ConditionField::Temperature), QStringLiteral("3"));
    auto *m = m_editor->model();
    QVERIFY(!m->data(m->index(2, 0), ConditionListModel::ConditionValidRole).toBool());
    QVERIFY(!m_editor->canSave());
    QVERIFY(!m_editor->saveButton()->isEnabled());
    QVERIFY(!m_editor->save());
    QVERIFY(m_editor->statusText().contains(QStringLiteral("Draft")));
    const auto msg = form->findChildren<QLabel *>();
    bool shown = false;
    for (QLabel *l : msg)
        shown = shown || (l->isVisible() && l->text().contains(QStringLiteral("between 0 and 2")));
    QVERIFY(shown); // the message sits under the field

    typeInto(form->field(ConditionField::Temperature), QStringLiteral("abc")); // not a number
    QVERIFY(form->hasParseProblems());
    QVERIFY(!m_editor->canSave());
    QVERIFY(!m_editor->save());

    // A duplicated id blocks too.
    typeInto(form->field(ConditionField::Temperature), QStringLiteral("0"));
    QVERIFY(m_editor->canSave());
    typeInto(form->field(ConditionField::Id), QStringLiteral("sim"));
    QVERIFY(!m_editor->canSave());
    typeInto(form->field(ConditionField::Id), QStringLiteral("draft2"));
    QVERIFY(m_editor->canSave());
    QVERIFY(m_editor->save());
}

void TestConditionsEditor::apiKeyTypedIntoVariableFieldIsRefused()
{
    m_editor->selectCondition(2);
    typeInto(m_editor->form()->field(ConditionField::ApiKeyEnv), QString::fromLatin1(kKey));
    QVERIFY(!m_editor->canSave());
    QVERIFY(!m_editor->save());
    // the shape of a Gemini key, assembled here so that no key-like literal sits in the sources
    typeInto(m_editor->form()->field(ConditionField::ApiKeyEnv), QStringLiteral("AIza") + QString(35, QLatin1Char('x')));
    QVERIFY(!m_editor->canSave());
    typeInto(m_editor->form()->field(ConditionField::ApiKeyEnv), QStringLiteral("MY_LOCAL_KEY"));
    QVERIFY(m_editor->canSave());
}

void TestConditionsEditor::previewFollowsTemplateAndFace()
{
    m_editor->selectCondition(2);
    auto *prompts = m_editor->promptEditor();
    m_editor->setSelectedItem(0);
    const QString before = prompts->previewText();
    QVERIFY(before.contains(QStringLiteral("Request 1 of 3")));
    QVERIFY(before.contains(QStringLiteral("Request 3 of 3")));
    QVERIFY(before.contains(QStringLiteral("happy, sad, angry"))); // {labels} filled in

    // The face's labelled emotion is the example stage-1 answer carried into stage 2.
    const auto loaded = load(m_path);
    const auto &study = *loaded.study;
    const int f = study.findFactor("emotion");
    for (int item : {0, 1}) {
        m_editor->setSelectedItem(item);
        const auto &level = study.factors[static_cast<std::size_t>(f)].levels[static_cast<std::size_t>(study.items[static_cast<std::size_t>(item)].levels[static_cast<std::size_t>(f)])];
        QVERIFY(prompts->previewText().contains(QStringLiteral("as %1").arg(QString::fromStdString(level))));
    }

    prompts->stageCombo()->setCurrentIndex(prompts->stageCombo()->findData(QStringLiteral("valence")));
    prompts->templateEdit()->setPlainText(QStringLiteral("XYZZY you said {emotion}; valence 1-9 please."));
    const QString after = prompts->previewText();
    QVERIFY(after != before);
    QVERIFY(after.contains(QStringLiteral("XYZZY you said ")));
    QCOMPARE(m_editor->model()->condition(2).prompts.count("valence"), std::size_t(1));
    QVERIFY(m_editor->isDirty());

    // Back to the built-in text: the override is dropped again.
    prompts->templateEdit()->setPlainText(QString::fromStdString(rl::inference::builtinTemplates().at("valence")));
    QCOMPARE(m_editor->model()->condition(2).prompts.count("valence"), std::size_t(0));

    // Single-shot shows one request.
    auto *strategy = m_editor->form()->strategyCombo();
    strategy->setCurrentIndex(strategy->findData(QStringLiteral("single-shot")));
    QVERIFY(prompts->previewText().contains(QStringLiteral("Request 1 of 1")));

    // A misspelt placeholder is a warning, not a blocker.
    prompts->stageCombo()->setCurrentIndex(prompts->stageCombo()->findData(QStringLiteral("single-shot")));
    prompts->templateEdit()->setPlainText(QStringLiteral("Rate it. {lables}"));
    const auto problems = m_editor->model()->problems(2);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.front().severity, rl::models::ConditionProblem::Severity::Warning);
    QVERIFY(m_editor->canSave());
}

void TestConditionsEditor::simulatedIsReadOnly()
{
    m_editor->selectCondition(0);
    auto *form = m_editor->form();
    QVERIFY(m_editor->findChild<QLabel *>(QStringLiteral("readOnlyBanner"))->isVisible());
    QVERIFY(form->field(ConditionField::Model)->isReadOnly());
    QVERIFY(!form->providerCombo()->isEnabled());
    QVERIFY(m_editor->promptEditor()->templateEdit()->isReadOnly());
    QVERIFY(!m_editor->checkPanel()->testButton()->isEnabled());
    QTest::keyClicks(form->field(ConditionField::Model), QStringLiteral("zzz"));
    QCOMPARE(m_editor->model()->condition(0).model, std::string("sim-1"));
    QVERIFY(!m_editor->isDirty());

    // Its duplicate is an ordinary, editable condition.
    const int copy = m_editor->duplicateCondition(0);
    QVERIFY(!m_editor->model()->condition(copy).simulated);
    QCOMPARE(m_editor->model()->condition(copy).id, std::string("sim_copy"));
    QVERIFY(!form->field(ConditionField::Model)->isReadOnly());
    QVERIFY(!m_editor->findChild<QLabel *>(QStringLiteral("readOnlyBanner"))->isVisible());
}

void TestConditionsEditor::predictionsLockIdAndRemoval()
{
    const int ran = rowOf(m_editor->model(), "ran");
    m_editor->selectCondition(ran);
    QVERIFY(m_editor->form()->field(ConditionField::Id)->isReadOnly());
    QVERIFY(!m_editor->form()->field(ConditionField::Model)->isReadOnly());
    QVERIFY(!m_editor->removeCondition(ran));
    QCOMPARE(m_editor->model()->rowCount(), 3);
    // The store refuses it too, whatever the caller.
    auto s = load(m_path).study;
    auto conditions = s->conditions;
    conditions.erase(conditions.begin() + ran);
    QVERIFY(!rl::models::withConditions(*s, conditions).has_value());
}

void TestConditionsEditor::costEstimateIsLive()
{
    m_editor->selectCondition(2);
    auto *panel = m_editor->checkPanel();
    QVERIFY(panel->costLabel()->text().contains(QStringLiteral("unknown"))); // no prices: not 0
    QCOMPARE(panel->estimateItems(), 72); // all faces of the fake study (36 × 2 identities)
    QVERIFY(panel->costLabel()->text().contains(QStringLiteral("216 request"))); // 72 × 3 stages
    m_editor->setFilteredItemCount(10);
    panel->facesCombo()->setCurrentIndex(panel->facesCombo()->findData(1));
    QCOMPARE(panel->estimateItems(), 10);
    QVERIFY(panel->costLabel()->text().contains(QStringLiteral("30 request")));
    typeInto(m_editor->form()->field(ConditionField::PriceInput), QStringLiteral("0.15"));
    typeInto(m_editor->form()->field(ConditionField::PriceOutput), QStringLiteral("0.6"));
    QVERIFY(panel->costLabel()->text().contains(QStringLiteral("USD")));
    QVERIFY(!panel->costLabel()->text().contains(QStringLiteral("unknown")));
    m_editor->form()->strategyCombo()->setCurrentIndex(1); // single-shot
    QVERIFY(panel->costLabel()->text().contains(QStringLiteral("10 request")));
}

void TestConditionsEditor::saveReopenHasConditionAndNoKey()
{
    rl::test::LoopbackServer server([](const rl::test::HttpServerRequest &req) {
        rl::test::HttpServerReply r;
        if (req.headers.count("authorization") && req.headers.at("authorization") == "Bearer " + kKey.toStdString())
            r.body = "{\"model\": \"gpt-4o-mini-2024-07-18\", \"choices\": [{\"message\": {\"role\": \"assistant\", "
                     "\"content\": \"OK\"}, \"finish_reason\": \"stop\"}]}";
        else
            r.status = 401;
        return r;
    });
    qputenv(kKeyVariable, kKey);
    const int row = m_editor->addPreset(QStringLiteral("gpt4omini"));
    auto *form = m_editor->form();
    typeInto(form->field(ConditionField::ApiKeyEnv), QString::fromLatin1(kKeyVariable));
    typeInto(form->field(ConditionField::BaseUrl), QString::fromStdString(server.baseUrl() + "/v1"));
    typeInto(form->field(ConditionField::PriceInput), QStringLiteral("0.15"));
    QVERIFY(form->findChild<QLabel *>(QStringLiteral("keyStatus"))->text().contains(QStringLiteral("is set")));
    QVERIFY(!form->findChild<QLabel *>(QStringLiteral("keyStatus"))->text().contains(QString::fromLatin1(kKey)));

    // Test connection off the GUI thread, with the key from the environment.
    auto *panel = m_editor->checkPanel();
    QSignalSpy finished(panel, &rl::widgets::ConditionCheckPanel::testFinished);
    QTest::mouseClick(panel->testButton(), Qt::LeftButton);
    // The click returns at once with the test under way: the button stays disabled until the
    // result arrives through the event loop (the worker itself may already be done: no race).
    QVERIFY(!panel->testButton()->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    QCOMPARE(finished.front().front().toBool(), true);
    QVERIFY(panel->resultLabel()->text().contains(QStringLiteral("gpt-4o-mini-2024-07-18")));
    QVERIFY(!panel->resultLabel()->text().contains(QString::fromLatin1(kKey)));

    QSignalSpy saved(m_editor.get(), &ConditionsEditor::conditionsSaved);
    QVERIFY(m_editor->save());
    QCOMPARE(saved.count(), 1);
    QVERIFY(!m_editor->isDirty());

    const auto reopened = load(m_path);
    const int idx = reopened.study->findCondition("gpt4omini");
    QVERIFY(idx >= 0);
    const auto &c = reopened.study->conditions[static_cast<std::size_t>(idx)];
    QCOMPARE(c.apiKeyEnv, std::string(kKeyVariable));
    QCOMPARE(c.priceInputPerMTok, std::optional<double>(0.15));
    QCOMPARE(c.baseUrl, server.baseUrl() + "/v1");
    QVERIFY(reopened.study->raterOfCondition(idx) >= 0); // a model rater, as Study::addCondition makes
    QCOMPARE(reopened.study->conditions.size(), std::size_t(4));
    QCOMPARE(reopened.study->ratings.size(), load(m_path).study->ratings.size());
    const auto before = rl::models::conditionsWithPredictions(*reopened.study);
    QVERIFY(before.count("ran") && before.count("sim")); // predictions kept
    Q_UNUSED(row);

    // No trace of the key in the project file (nor in its WAL), nor in an export.
    QVERIFY(!rl::test::projectFilesContain(m_path.toStdString(), kKey.toStdString()));
    const QString exported = QDir(QString::fromStdString(rl::test::tempDir())).filePath(QStringLiteral("conds.json"));
    QVERIFY(m_editor->exportConditionsFile(exported));
    QVERIFY(!fileBytes(exported).contains(kKey));
    QVERIFY(fileBytes(exported).contains(kKeyVariable));
    qunsetenv(kKeyVariable);
}

void TestConditionsEditor::removeIsSaved()
{
    QVERIFY(m_editor->removeCondition(rowOf(m_editor->model(), "draft")));
    QCOMPARE(m_editor->model()->rowCount(), 2);
    QVERIFY(m_editor->save());
    const auto reopened = load(m_path);
    QCOMPARE(reopened.study->findCondition("draft"), -1);
    QVERIFY(reopened.study->findCondition("ran") >= 0);
    QCOMPARE(reopened.study->findRater(rl::study::RaterKind::Model, "draft"), -1); // its rater went with it
}

void TestConditionsEditor::undoRedoOfEdits()
{
    auto *stack = m_editor->undoStack();
    QCOMPARE(stack->count(), 0);
    const auto original = m_editor->model()->conditions();
    // An add, typing in a field (one step), a remove: three steps, undone in reverse order.
    const int row = m_editor->addPreset(QStringLiteral("gemini25flash"));
    auto *form = m_editor->form();
    const auto presetTemperature = m_editor->model()->condition(row).temperature;
    const QString presetText = form->field(ConditionField::Temperature)->text();
    QVERIFY(presetTemperature != std::optional<double>(0.7));
    typeInto(form->field(ConditionField::Temperature), QStringLiteral("0.7"));
    typeInto(form->field(ConditionField::MaxTokens), QStringLiteral("64"));
    QCOMPARE(m_editor->model()->condition(row).temperature, std::optional<double>(0.7));
    QVERIFY(m_editor->removeCondition(rowOf(m_editor->model(), "draft")));
    QCOMPARE(stack->count(), 3);
    QVERIFY(m_editor->isDirty());

    stack->undo(); // the remove
    QCOMPARE(rowOf(m_editor->model(), "draft"), 2);
    QCOMPARE(m_editor->currentRow(), 2);
    stack->undo(); // the typing, both fields at once
    const int added = rowOf(m_editor->model(), "gemini25flash");
    QCOMPARE(m_editor->model()->condition(added).temperature, presetTemperature);
    QCOMPARE(m_editor->currentRow(), added);
    QCOMPARE(form->field(ConditionField::Temperature)->text(), presetText); // the form shows the restored copy
    stack->undo(); // the add
    QCOMPARE(m_editor->model()->rowCount(), 3);
    QVERIFY(!m_editor->isDirty()); // back to what the project holds
    QCOMPARE(m_editor->model()->conditions().size(), original.size());

    stack->redo();
    stack->redo();
    QCOMPARE(m_editor->model()->condition(rowOf(m_editor->model(), "gemini25flash")).temperature, std::optional<double>(0.7));
    QVERIFY(m_editor->isDirty());
    // The shortcut works anywhere in the editor (here: the list has focus).
    m_editor->listView()->setFocus();
    QTest::keyClick(m_editor->listView(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_editor->model()->condition(rowOf(m_editor->model(), "gemini25flash")).temperature, presetTemperature);

    // Saving starts the history afresh: undo never reaches behind what the file holds.
    QVERIFY(m_editor->save());
    QCOMPARE(stack->count(), 0);
    QVERIFY(!stack->canUndo());
}

void TestConditionsEditor::importExportRoundTrip()
{
    const QDir dir(QString::fromStdString(rl::test::tempDir()));
    const QString out = dir.filePath(QStringLiteral("export_%1.json").arg(QDateTime::currentMSecsSinceEpoch()));
    QVERIFY(m_editor->exportConditionsFile(out));
    auto parsed = rl::study::parseConditionsJson(fileBytes(out).toStdString(), "export");
    QVERIFY(parsed.has_value());
    QCOMPARE(parsed->size(), std::size_t(3));

    // A file with one new condition and one replacing "draft".
    const QString in = dir.filePath(QStringLiteral("import_%1.json").arg(QDateTime::currentMSecsSinceEpoch()));
    {
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[{\"id\": \"claude\", \"provider\": \"anthropic\", \"model\": \"claude-x\", \"max_tokens\": 64},"
                " {\"id\": \"draft\", \"provider\": \"openai-compatible\", \"model\": \"other-vlm\"},"
                " {\"id\": \"sim\", \"provider\": \"openai\", \"model\": \"x\"}]");
    }
    QVERIFY(m_editor->importConditionsFile(in));
    auto *m = m_editor->model();
    QCOMPARE(m->rowCount(), 4);
    QCOMPARE(m->condition(rowOf(m, "draft")).model, std::string("other-vlm"));
    QCOMPARE(m->condition(rowOf(m, "sim")).model, std::string("sim-1")); // simulated: left alone
    QCOMPARE(m->condition(rowOf(m, "claude")).maxTokens, std::optional<int>(64));

    // A bad file imports nothing.
    {
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("[{\"id\": \"x\", \"provider\": \"openai\", \"model\": \"m\", \"api_key\": \"sk-1234\"}]");
    }
    QVERIFY(!m_editor->importConditionsFile(in));
    QCOMPARE(m->rowCount(), 4);
    QVERIFY(m_editor->statusText().contains(QStringLiteral("Nothing was imported")));
    QVERIFY(m_editor->statusText().contains(QStringLiteral("api_key")));
    QVERIFY(!m_editor->statusText().contains(QStringLiteral("sk-1234"))); // the message names the key, not its value
}

void TestConditionsEditor::cancelConnectionTest()
{
    rl::test::LoopbackServer server([](const rl::test::HttpServerRequest &) {
        rl::test::HttpServerReply r;
        r.action = rl::test::HttpServerReply::Action::Hang;
        return r;
    });
    m_editor->selectCondition(2); // draft: openai-compatible, no key needed
    typeInto(m_editor->form()->field(ConditionField::BaseUrl), QString::fromStdString(server.baseUrl() + "/v1"));
    auto *panel = m_editor->checkPanel();
    QSignalSpy finished(panel, &rl::widgets::ConditionCheckPanel::testFinished);
    QTest::mouseClick(panel->testButton(), Qt::LeftButton);
    QVERIFY(panel->testRunning());
    QVERIFY(panel->cancelButton()->isEnabled());
    QVERIFY(!panel->testButton()->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(server.requestCount(), 1, 5000);
    QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000); // well before the 30 s timeout
    QCOMPARE(finished.front().front().toBool(), false);
    QVERIFY(panel->resultLabel()->text().contains(QStringLiteral("cancelled")));
    QVERIFY(panel->testButton()->isEnabled());
}

/// The connection test sends the key its condition names to the condition's endpoint, so a
/// project created elsewhere asks first (like a run): declined, nothing reaches the server; accepted, the test
/// goes and the trust is remembered.
void TestConditionsEditor::connectionTestOfAForeignProjectAsksFirst()
{
    rl::test::LoopbackServer server([](const rl::test::HttpServerRequest &) {
        rl::test::HttpServerReply r;
        r.body = "{\"model\": \"local\", \"choices\": [{\"message\": {\"role\": \"assistant\", \"content\": \"OK\"}, "
                 "\"finish_reason\": \"stop\"}]}";
        return r;
    });
    const QByteArray before = qgetenv("RATERLAB_CONFIG_DIR");
    const std::string dir = rl::test::tempDir();
    qputenv("RATERLAB_CONFIG_DIR", QByteArray::fromStdString(dir + "/elsewhere"));
    const QString foreign = makeProject(); // created on "another machine"
    qputenv("RATERLAB_CONFIG_DIR", QByteArray::fromStdString(dir + "/here"));
    m_editor->setProject(load(foreign));
    m_editor->selectCondition(2); // draft: openai-compatible, no key needed
    typeInto(m_editor->form()->field(ConditionField::BaseUrl), QString::fromStdString(server.baseUrl() + "/v1"));
    auto *panel = m_editor->checkPanel();
    int asked = 0;
    bool answer = false;
    QString details;
    panel->setTrustPrompt([&](const QString &text) {
        ++asked;
        details = text;
        return answer;
    });
    QSignalSpy finished(panel, &rl::widgets::ConditionCheckPanel::testFinished);
    QTest::mouseClick(panel->testButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    QCOMPARE(asked, 1);
    QVERIFY2(details.contains(QString::fromStdString(server.baseUrl())), qPrintable(details));
    QCOMPARE(finished.back().front().toBool(), false);
    QCOMPARE(server.requestCount(), std::int64_t(0)); // declined: nothing sent
    QVERIFY(panel->resultLabel()->text().contains(QStringLiteral("Not sent")));

    answer = true;
    QTest::mouseClick(panel->testButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 10000);
    QCOMPARE(asked, 2);
    QCOMPARE(finished.back().front().toBool(), true);
    QCOMPARE(server.requestCount(), std::int64_t(1));
    QTest::mouseClick(panel->testButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 10000);
    QCOMPARE(asked, 2); // remembered for this project and endpoint
    QCOMPARE(server.requestCount(), std::int64_t(2));
    if (before.isNull())
        qunsetenv("RATERLAB_CONFIG_DIR");
    else
        qputenv("RATERLAB_CONFIG_DIR", before);
}

void TestConditionsEditor::keychainFieldSaysOnlyWhetherAKeyIsStored()
{
    // a headless machine: no session bus, so no keychain — a sentence, at once, never a hang
    const QByteArray bus = qgetenv("DBUS_SESSION_BUS_ADDRESS"), runtime = qgetenv("XDG_RUNTIME_DIR");
    qunsetenv("DBUS_SESSION_BUS_ADDRESS");
    qputenv("XDG_RUNTIME_DIR", "/nonexistent-runtime-dir");
    const int row = m_editor->addPreset(QStringLiteral("gemini25flash"));
    QCOMPARE(m_editor->currentRow(), row);
    auto *form = m_editor->form();
    QCOMPARE(form->keyVariable(), QStringLiteral("GEMINI_API_KEY"));
    QVERIFY(form->storeKeyButton()->isEnabled());
    QVERIFY(form->storeKeyButton()->isVisible());
    QSignalSpy checked(form, &rl::widgets::ConditionForm::keychainChecked);
    QTRY_VERIFY_WITH_TIMEOUT(!checked.isEmpty(), 5000); // the check after an edit of the variable
    QVERIFY2(form->keychainStatus()->text().startsWith(QStringLiteral("Keychain unavailable: no keychain")),
             qPrintable(form->keychainStatus()->text()));
    checked.clear();
    const QString secret = QStringLiteral("sk-never-shown-123");
    form->storeKeyInKeychain(secret);
    QTRY_VERIFY_WITH_TIMEOUT(!checked.isEmpty(), 5000);
    QVERIFY(form->keychainStatus()->text().contains(QStringLiteral("no D-Bus session bus")));
    for (const QLabel *label : m_editor->findChildren<QLabel *>())
        QVERIFY(!label->text().contains(secret));
    for (const QLineEdit *edit : m_editor->findChildren<QLineEdit *>())
        QVERIFY(!edit->text().contains(secret));
    QVERIFY(m_editor->model()->condition(row).apiKeyEnv.find("sk-") == std::string::npos);
    if (!bus.isEmpty())
        qputenv("DBUS_SESSION_BUS_ADDRESS", bus);
    runtime.isEmpty() ? qunsetenv("XDG_RUNTIME_DIR") : qputenv("XDG_RUNTIME_DIR", runtime);
}

// An imported condition's label (and description) is edited; nothing that would run it is.
void TestConditionsEditor::importedConditionIsDescribedNotRun()
{
    auto s = rl::test::makeFakeStudy({});
    rl::study::ModelCondition imported;
    imported.id = "gemini_flash";
    imported.label = "gemini_flash";
    imported.provider = rl::study::kImportedProvider;
    imported.strategy.clear();
    imported.imported = rl::study::ImportRecord {"predictions.csv", "2026-05-01T09:30:00Z", 1};
    const int idx = s.addCondition(imported);
    s.ratings.push_back({s.raterOfCondition(idx), 0, 0, 5.0, std::numeric_limits<double>::quiet_NaN(), 0, 0});
    const QString path = QString::fromStdString(rl::test::tempDir()) + QStringLiteral("/imported_%1.raterlab")
                             .arg(QDateTime::currentMSecsSinceEpoch());
    QVERIFY(rl::test::saveFakeProject(path.toStdString(), s).has_value());
    m_editor->setProject(load(path));
    const int row = rowOf(m_editor->model(), "gemini_flash");
    QVERIFY(row >= 0);
    m_editor->selectCondition(row);
    auto *form = m_editor->form();
    QVERIFY(form->importedFrom()->isVisible());
    QVERIFY2(form->importedFrom()->text().contains(QStringLiteral("imported from predictions.csv on 2026-05-01")),
             qPrintable(form->importedFrom()->text()));
    QCOMPARE(form->providerCombo()->currentData().toString(), QStringLiteral("imported"));
    QVERIFY(!form->providerCombo()->isEnabled());
    QVERIFY(!form->strategyCombo()->isEnabled());
    QVERIFY(form->field(ConditionField::BaseUrl)->isReadOnly());
    QVERIFY(form->field(ConditionField::Temperature)->isReadOnly());
    QVERIFY(!form->field(ConditionField::Label)->isReadOnly());
    QVERIFY(!m_editor->checkPanel()->testButton()->isEnabled());
    QVERIFY(m_editor->checkPanel()->costLabel()->text().contains(QStringLiteral("not run")));
    QVERIFY(m_editor->model()->problems(row).isEmpty()); // valid without a model or a strategy

    typeInto(form->field(ConditionField::Label), QStringLiteral("Gemini 2.0 Flash"));
    QCOMPARE(m_editor->model()->condition(row).label, std::string("Gemini 2.0 Flash"));
    QVERIFY(m_editor->canSave());
    QVERIFY(m_editor->save());
    const auto reopened = load(path);
    const auto &c = reopened.study->conditions[static_cast<std::size_t>(reopened.study->findCondition("gemini_flash"))];
    QCOMPARE(c.label, std::string("Gemini 2.0 Flash"));
    QVERIFY(rl::study::isImported(c));
    QVERIFY(c.strategy.empty());
    QCOMPARE(c.imported->file, std::string("predictions.csv"));

    // An ordinary condition shows no record.
    m_editor->setProject(load(m_path));
    m_editor->selectCondition(rowOf(m_editor->model(), "draft"));
    QVERIFY(!form->importedFrom()->isVisible());
}

void TestConditionsEditor::juryStrategyIsKeptNotContextCarry()
{
    // A judge's condition (json-schema) shows its own strategy and saves it unchanged; the face study's
    // context-carry is not forced on it (that would change its request identity and re-send every answer).
    rl::widgets::ConditionForm form;
    rl::study::ModelCondition judge;
    judge.id = "gpt-4o-mini.blind";
    judge.label = "gpt-4o-mini";
    judge.provider = "openai";
    judge.model = "gpt-4o-mini";
    judge.strategy = "json-schema";
    judge.judge = "gpt-4o-mini";
    form.setCondition(judge, false, false);
    QCOMPARE(form.strategyCombo()->currentData().toString(), QStringLiteral("json-schema"));
    QVERIFY2(form.strategyCombo()->currentText().contains(QStringLiteral("JSON")), qPrintable(form.strategyCombo()->currentText()));
    QCOMPARE(form.condition().strategy, std::string("json-schema"));
    judge.strategy = "deliberation";
    form.setCondition(judge, false, false);
    QCOMPARE(form.condition().strategy, std::string("deliberation"));
    QCOMPARE(form.strategyCombo()->count(), 4); // the json-schema item went with its condition
    rl::study::ModelCondition face = judge;
    face.strategy = "single-shot";
    form.setCondition(face, false, false);
    QCOMPARE(form.strategyCombo()->count(), 3);
    QCOMPARE(form.condition().strategy, std::string("single-shot"));
}

void TestConditionsEditor::formFitsANarrowPane()
{
    // In a 1280 px main window the form's pane is about 340 px wide: the form (its longest choice, the key's
    // statuses, the thinking checkbox) must fit it, not run past its right edge with the fields cut.
    m_editor->resize(800, 700);
    m_editor->selectCondition(1); // OpenAI: the key's statuses are shown
    QTest::qWait(50);
    auto *form = m_editor->form();
    QWidget *viewport = form->parentWidget();
    QVERIFY(viewport);
    QVERIFY2(viewport->width() < 420, qPrintable(QString::number(viewport->width())));
    QVERIFY2(form->width() <= viewport->width(),
             qPrintable(QStringLiteral("form %1 px in a pane of %2 px").arg(form->width()).arg(viewport->width())));
}

QTEST_MAIN(TestConditionsEditor)
#include "tst_conditionseditor.moc"
