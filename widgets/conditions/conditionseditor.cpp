// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/conditions/conditionseditor.h"
#include "models/workerpool.h"

#include "engine/inference/presets.h"
#include "engine/study/conditionjson.h"
#include "models/conditions/conditionlistmodel.h"
#include "models/conditions/conditionstore.h"
#include "models/outputfile.h"
#include "widgets/conditions/conditioncheckpanel.h"
#include "widgets/conditions/conditionform.h"
#include "widgets/conditions/promptpreview.h"
#include "widgets/undoactions.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <QAction>
#include <QEvent>
#include <QDateTime>
#include <QUndoStack>

namespace rl::widgets {

/// One edit of the conditions' working copy: the copy before and after it.
class ConditionEditCommand : public QUndoCommand {
public:
    ConditionEditCommand(ConditionsEditor *editor, models::ConditionListModel::State before,
                         models::ConditionListModel::State after, const QString &text, int row, bool typing)
        : QUndoCommand(text), m_editor(editor), m_before(std::move(before)), m_after(std::move(after)), m_row(row),
          m_typing(typing), m_at(QDateTime::currentMSecsSinceEpoch())
    {
    }
    void undo() override { m_editor->applyState(m_before, m_row); }
    void redo() override
    {
        if (m_pushed) // pushing: the editor already shows the new state
            m_editor->applyState(m_after, m_row);
        m_pushed = true;
    }
    int id() const override { return m_typing ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        // Typing in one condition's fields is one step, until a pause of two seconds.
        const auto *o = static_cast<const ConditionEditCommand *>(other);
        if (o->m_row != m_row || o->m_at - m_at > 2000)
            return false;
        m_after = o->m_after;
        m_at = o->m_at;
        return true;
    }

private:
    ConditionsEditor *m_editor;
    models::ConditionListModel::State m_before, m_after;
    int m_row;
    bool m_typing;
    qint64 m_at;
    bool m_pushed = false;
};

ConditionsEditor::ConditionsEditor(QWidget *parent) : QWidget(parent)
{
    m_model = new models::ConditionListModel(this);
    m_undo = new QUndoStack(this);
    m_undo->setUndoLimit(200);
    buildUi();
    connect(m_model, &models::ConditionListModel::dirtyChanged, this, [this](bool dirty) {
        updateActions();
        emit dirtyChanged(dirty);
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { showRow(current.isValid() ? current.row() : -1); });
    auto fit = [this] { m_list->resizeColumnsToContents(); };
    connect(m_model, &QAbstractItemModel::modelReset, this, fit);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, fit);
    connect(m_form, &ConditionForm::edited, this, &ConditionsEditor::onFormEdited);
    connect(m_prompts, &PromptEditor::promptsEdited, this, &ConditionsEditor::onPromptsEdited);
    connect(&m_thumbnail, &QFutureWatcher<QImage>::finished, this, [this] {
        if (m_study && m_selectedItem >= 0 && m_selectedItem < static_cast<int>(m_study->items.size()))
            m_prompts->setPreviewItem(QString::fromStdString(m_study->items[static_cast<std::size_t>(m_selectedItem)].key),
                emotionOf(m_selectedItem), m_thumbnail.result());
    });
    clearProject();
}

ConditionsEditor::~ConditionsEditor() { m_thumbnail.waitForFinished(); }

void ConditionsEditor::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    auto *split = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(split, 1);

    auto *left = new QWidget(split);
    auto *ll = new QVBoxLayout(left);
    ll->setContentsMargins(0, 0, 0, 0);
    auto *tools = new QHBoxLayout;
    m_addPreset = new QToolButton(left);
    m_addPreset->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_addPreset);
    for (const auto &p : inference::seedConditionPresets()) {
        QAction *a = menu->addAction(QString::fromStdString(p.label));
        a->setData(QString::fromStdString(p.id));
        a->setToolTip(QString::fromStdString(p.notes));
    }
    connect(menu, &QMenu::triggered, this, [this](QAction *a) { addPreset(a->data().toString()); });
    m_addPreset->setMenu(menu);
    m_duplicate = new QPushButton(left);
    m_remove = new QPushButton(left);
    m_texts.add([this] {
        m_addPreset->setText(tr("Add from preset"));
        m_addPreset->setToolTip(
            tr("The eight model conditions of the face replaceability study (user guide, section 4)."));
        m_duplicate->setText(tr("Duplicate"));
        m_remove->setText(tr("Remove"));
    });
    tools->addWidget(m_addPreset);
    tools->addWidget(m_duplicate);
    tools->addWidget(m_remove);
    tools->addStretch(1);
    ll->addLayout(tools);
    m_list = new QTableView(left);
    m_list->setModel(m_model);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->verticalHeader()->hide();
    m_list->horizontalHeader()->setStretchLastSection(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    ll->addWidget(m_list, 1);
    auto *io = new QHBoxLayout;
    m_import = new QPushButton(left);
    m_export = new QPushButton(left);
    m_texts.add([this] {
        m_import->setText(tr("Import conditions.json…"));
        m_export->setText(tr("Export conditions.json…"));
    });
    io->addWidget(m_import);
    io->addWidget(m_export);
    io->addStretch(1);
    ll->addLayout(io);

    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_readOnlyBanner = new QLabel(right);
    m_readOnlyBanner->setObjectName(QStringLiteral("readOnlyBanner"));
    m_readOnlyBanner->setWordWrap(true);
    m_texts.add([this] {
        m_readOnlyBanner->setText(tr("This condition was produced by the synthetic demo generator: its answers are "
                                     "simulated, not obtained from a model, so there is nothing to run and its settings "
                                     "only describe the model it imitates. It is read-only so that the demo stays "
                                     "reproducible. Duplicate it to make a runnable condition."));
    });
    m_readOnlyBanner->setStyleSheet(QStringLiteral("QLabel { background: #fff4d6; border: 1px solid #e0c060; padding: 6px; }"));
    m_readOnlyBanner->hide();
    rightLayout->addWidget(m_readOnlyBanner);
    m_tabs = new QTabWidget(right);
    rightLayout->addWidget(m_tabs, 1);
    auto *scroll = new QScrollArea(m_tabs);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_form = new ConditionForm(scroll);
    scroll->setWidget(m_form);
    m_tabs->addTab(scroll, QString());
    m_prompts = new PromptEditor(m_tabs);
    m_tabs->addTab(m_prompts, QString());
    m_check = new ConditionCheckPanel(m_tabs);
    m_check->setTrustPrompt([this](const QString &details) {
        return QMessageBox::question(this, tr("Trust this endpoint?"),
                   tr("This project was created elsewhere. The connection test sends the API key its condition "
                      "names to:\n\n%1\n\nTrust it for this project?")
                       .arg(details))
            == QMessageBox::Yes;
    });
    m_tabs->addTab(m_check, QString());
    m_texts.add([this] {
        m_tabs->setTabText(0, tr("Parameters"));
        m_tabs->setTabText(1, tr("Prompts"));
        m_tabs->setTabText(2, tr("Connection && cost"));
    });
    split->setStretchFactor(1, 2);
    split->setSizes({440, 660});

    auto *bottom = new QHBoxLayout;
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("conditionsStatus"));
    m_status->setWordWrap(true);
    m_revert = new QPushButton(this);
    m_save = new QPushButton(this);
    m_texts.add([this] {
        m_revert->setText(tr("Revert"));
        m_save->setText(tr("Save to project"));
    });
    // Undo/redo of the working copy's edits; the shortcuts act anywhere in the editor (a text field
    // that has focus undoes its own typing first, as every Qt text field does).
    const auto [undo, redo] = addUndoActions(m_undo, this, QStringLiteral("conditions"));
    m_undoButton = new QToolButton(this);
    m_undoButton->setDefaultAction(undo);
    m_redoButton = new QToolButton(this);
    m_redoButton->setDefaultAction(redo);
    bottom->addWidget(m_undoButton);
    bottom->addWidget(m_redoButton);
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_revert);
    bottom->addWidget(m_save);
    layout->addLayout(bottom);

    connect(m_duplicate, &QPushButton::clicked, this, [this] { duplicateCondition(currentRow()); });
    connect(m_remove, &QPushButton::clicked, this, [this] { removeCondition(currentRow()); });
    connect(m_save, &QPushButton::clicked, this, &ConditionsEditor::save);
    connect(m_revert, &QPushButton::clicked, this, &ConditionsEditor::revert);
    connect(m_import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import model conditions"), QString(),
            tr("Conditions (*.json);;All files (*)"));
        if (!path.isEmpty())
            importConditionsFile(path);
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export model conditions"),
            QStringLiteral("conditions.json"), tr("Conditions (*.json)"));
        if (!path.isEmpty())
            exportConditionsFile(path);
    });
}

void ConditionsEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        if (m_model->columnCount() > 0) // the list's headers and provider names are translated when asked for
            emit m_model->headerDataChanged(Qt::Horizontal, 0, m_model->columnCount() - 1);
        m_list->viewport()->update();
        updateActions();
        if (m_path.isEmpty())
            setStatus(tr("No project is open."), false);
    }
    QWidget::changeEvent(event);
}

void ConditionsEditor::setProject(const models::LoadedProject &project)
{
    m_path = project.path;
    m_check->setProjectPath(m_path);
    m_study = project.study;
    m_images = project.images;
    m_model->setConditions(m_study ? m_study->conditions : std::vector<study::ModelCondition> {},
        m_study ? models::conditionsWithPredictions(*m_study) : std::set<std::string> {});
    m_check->setItemCounts(m_study ? static_cast<int>(m_study->items.size()) : 0, -1);
    setStatus({}, false);
    selectCondition(m_model->rowCount() ? 0 : -1);
    showRow(currentRow());
    loadPreviewItem();
    resetHistory();
}

void ConditionsEditor::record(const QString &text, int row, bool typing)
{
    if (m_restoring)
        return;
    auto after = m_model->state();
    m_undo->push(new ConditionEditCommand(this, std::move(m_recorded), after, text, row, typing));
    m_recorded = std::move(after);
}

void ConditionsEditor::resetHistory()
{
    m_undo->clear();
    m_recorded = m_model->state();
}

void ConditionsEditor::applyState(const models::ConditionListModel::State &state, int row)
{
    m_restoring = true;
    m_model->restore(state);
    m_recorded = state;
    selectCondition(std::clamp(row, m_model->rowCount() ? 0 : -1, m_model->rowCount() - 1));
    showRow(currentRow());
    m_restoring = false;
    updateActions();
}

void ConditionsEditor::updateStudy(std::shared_ptr<const study::Study> study)
{
    if (!study)
        return;
    m_study = std::move(study);
    const int row = currentRow();
    const bool lockedBefore = row >= 0 && m_model->hasPredictions(row);
    m_model->setWithPredictions(models::conditionsWithPredictions(*m_study));
    if (row >= 0 && m_model->hasPredictions(row) != lockedBefore)
        showRow(row); // the form's lock on the id of a rated condition follows; otherwise the form is left as typed
}

void ConditionsEditor::clearProject()
{
    m_path.clear();
    m_study.reset();
    m_images.reset();
    m_selectedItem = -1;
    m_model->setConditions({});
    m_check->setItemCounts(0, -1);
    showRow(-1);
    m_prompts->clearPreviewItem();
    setStatus(tr("No project is open."), false);
    resetHistory();
}

void ConditionsEditor::setSelectedItem(int item)
{
    m_selectedItem = item;
    loadPreviewItem();
}

void ConditionsEditor::setFilteredItemCount(int count)
{
    m_check->setItemCounts(m_study ? static_cast<int>(m_study->items.size()) : 0, count);
}

void ConditionsEditor::loadPreviewItem()
{
    if (!m_study || m_selectedItem < 0 || m_selectedItem >= static_cast<int>(m_study->items.size())) {
        m_prompts->clearPreviewItem();
        return;
    }
    const auto &item = m_study->items[static_cast<std::size_t>(m_selectedItem)];
    // The text preview follows at once; the thumbnail is rendered off the GUI thread.
    m_prompts->setPreviewItem(QString::fromStdString(item.key), emotionOf(m_selectedItem), QImage());
    if (m_images) {
        m_thumbnail.waitForFinished();
        auto images = m_images;
        const int index = m_selectedItem;
        m_thumbnail.setFuture(QtConcurrent::run(models::workerPool(), [images, index]() {
            auto image = images->render(index, QSize(128, 128));
            return image ? *image : QImage();
        }));
    }
}

QString ConditionsEditor::emotionOf(int item) const
{
    const int f = m_study ? m_study->findFactor(study::face::kEmotion) : -1;
    if (f < 0)
        return {};
    const auto &levels = m_study->items[static_cast<std::size_t>(item)].levels;
    const auto fi = static_cast<std::size_t>(f);
    if (fi >= levels.size() || levels[fi] < 0)
        return {};
    return QString::fromStdString(m_study->factors[fi].levels[static_cast<std::size_t>(levels[fi])]);
}

int ConditionsEditor::currentRow() const
{
    const QModelIndex i = m_list->selectionModel()->currentIndex();
    return i.isValid() ? i.row() : -1;
}

void ConditionsEditor::selectCondition(int row)
{
    if (row < 0 || row >= m_model->rowCount()) {
        m_list->selectionModel()->clearCurrentIndex();
        m_list->selectionModel()->clearSelection();
        return;
    }
    m_list->selectionModel()->setCurrentIndex(m_model->index(row, 0),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void ConditionsEditor::showRow(int row)
{
    m_shownRow = row;
    if (row < 0 || row >= m_model->rowCount()) {
        m_shownRow = -1;
        m_readOnlyBanner->hide();
        m_form->clear();
        m_prompts->setCondition({}, true);
        m_check->setCondition({}, false);
        updateActions();
        return;
    }
    const study::ModelCondition &c = m_model->condition(row);
    m_readOnlyBanner->setVisible(c.simulated);
    m_form->setCondition(c, c.simulated, m_model->hasPredictions(row));
    m_form->setProblems(m_model->problems(row));
    // An imported condition is described here (label, model, notes) but never prompted or run.
    const bool imported = study::isImported(c);
    m_prompts->setCondition(c, c.simulated || imported);
    m_check->setCondition(c, !c.simulated && !imported
            && m_model->data(m_model->index(row, 0), models::ConditionListModel::ConditionValidRole).toBool());
    updateActions();
}

void ConditionsEditor::onFormEdited()
{
    const int row = m_shownRow;
    if (row < 0 || m_model->condition(row).simulated)
        return;
    study::ModelCondition c = m_form->condition();
    c.prompts = m_model->condition(row).prompts;
    m_model->setCondition(row, c);
    m_form->setProblems(m_model->problems(row));
    const bool imported = study::isImported(c);
    m_prompts->setCondition(c, imported);
    m_check->setCondition(c, !imported && m_model->data(m_model->index(row, 0), models::ConditionListModel::ConditionValidRole).toBool()
            && !m_form->hasParseProblems());
    updateActions();
    record(tr("Edit %1").arg(QString::fromStdString(c.label.empty() ? c.id : c.label)), row, true);
}

void ConditionsEditor::onPromptsEdited(const std::map<std::string, std::string> &prompts)
{
    const int row = m_shownRow;
    if (row < 0 || m_model->condition(row).simulated || study::isImported(m_model->condition(row)))
        return;
    study::ModelCondition c = m_model->condition(row);
    c.prompts = prompts;
    m_model->setCondition(row, c);
    m_form->setProblems(m_model->problems(row));
    m_check->setCondition(c, m_model->data(m_model->index(row, 0), models::ConditionListModel::ConditionValidRole).toBool());
    updateActions();
    record(tr("Edit the prompts of %1").arg(QString::fromStdString(c.label.empty() ? c.id : c.label)), row, true);
}

int ConditionsEditor::addPreset(const QString &presetId)
{
    for (auto c : inference::seedConditionPresets()) {
        if (QString::fromStdString(c.id) != presetId)
            continue;
        c.id = m_model->uniqueId(c.id);
        const int row = m_model->addCondition(std::move(c));
        selectCondition(row);
        setStatus(tr("Added the preset \"%1\". Enter its prices for a cost estimate.").arg(QString::fromStdString(m_model->condition(row).label)), false);
        record(tr("Add %1").arg(QString::fromStdString(m_model->condition(row).label)), row, false);
        return row;
    }
    return -1;
}

int ConditionsEditor::duplicateCondition(int row)
{
    if (row < 0 || row >= m_model->rowCount() || study::isImported(m_model->condition(row)))
        return -1;
    study::ModelCondition c = m_model->condition(row);
    c.simulated = false;
    c.id = m_model->uniqueId(c.id + "_copy");
    c.label = tr("%1 (copy)").arg(QString::fromStdString(c.label.empty() ? m_model->condition(row).id : c.label)).toStdString();
    const int added = m_model->addCondition(std::move(c));
    selectCondition(added);
    record(tr("Duplicate %1").arg(QString::fromStdString(m_model->condition(row).label)), added, false);
    return added;
}

bool ConditionsEditor::removeCondition(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return false;
    if (m_model->hasPredictions(row)) {
        setStatus(tr("\"%1\" has predictions in this project; it cannot be removed here.")
                      .arg(QString::fromStdString(m_model->condition(row).label)),
            true);
        return false;
    }
    const QString label = QString::fromStdString(m_model->condition(row).label.empty() ? m_model->condition(row).id
                                                                                      : m_model->condition(row).label);
    m_model->removeCondition(row);
    selectCondition(std::min(row, m_model->rowCount() - 1));
    showRow(currentRow());
    record(tr("Remove %1").arg(label), row, false);
    return true;
}

bool ConditionsEditor::isDirty() const { return m_model->isDirty(); }

bool ConditionsEditor::canSave() const
{
    return !m_path.isEmpty() && m_study && m_model->isDirty() && m_model->allValid() && !m_form->hasParseProblems();
}

QString ConditionsEditor::statusText() const { return m_status->text(); }

void ConditionsEditor::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_statusIsError = error;
    m_status->setStyleSheet(error ? QStringLiteral("color: #b01c1c;") : QString());
}

void ConditionsEditor::updateActions()
{
    const int row = currentRow();
    const bool have = row >= 0 && row < m_model->rowCount();
    const bool project = m_study != nullptr;
    m_addPreset->setEnabled(project);
    m_import->setEnabled(project);
    m_export->setEnabled(project && m_model->rowCount() > 0);
    // A copy of an imported condition would have neither answers nor a model to run.
    const bool imported = have && study::isImported(m_model->condition(row));
    m_duplicate->setEnabled(have && !imported);
    m_duplicate->setToolTip(imported ? tr("An imported condition's answers come from its file; it cannot be duplicated.")
                                     : QString());
    m_remove->setEnabled(have && !m_model->hasPredictions(row));
    m_remove->setToolTip(have && m_model->hasPredictions(row)
            ? tr("The project holds predictions of this condition, so it cannot be removed here.")
            : QString());
    m_save->setEnabled(canSave());
    m_revert->setEnabled(project && m_model->isDirty());
    if (!m_statusIsError || m_model->allValid()) {
        if (m_model->isDirty() && !m_model->allValid()) {
            const int bad = m_model->firstInvalidRow();
            setStatus(tr("\"%1\" has problems; fix them to save.")
                          .arg(QString::fromStdString(m_model->condition(bad).label.empty() ? m_model->condition(bad).id
                                                                                            : m_model->condition(bad).label)),
                true);
        } else if (m_model->isDirty() && m_form->hasParseProblems()) {
            setStatus(tr("A field holds text that is not a number; correct it to save."), true);
        } else if (m_statusIsError) {
            setStatus({}, false);
        }
    }
}

bool ConditionsEditor::save()
{
    if (!m_study || m_path.isEmpty()) {
        setStatus(tr("No project is open."), true);
        return false;
    }
    if (m_form->hasParseProblems()) {
        setStatus(tr("A field holds text that is not a number; correct it to save."), true);
        return false;
    }
    if (const int bad = m_model->firstInvalidRow(); bad >= 0) {
        selectCondition(bad);
        setStatus(tr("\"%1\" has problems; fix them to save.")
                      .arg(QString::fromStdString(m_model->condition(bad).label.empty() ? m_model->condition(bad).id
                                                                                        : m_model->condition(bad).label)),
            true);
        return false;
    }
    if (!m_model->isDirty())
        return true;
    auto saved = models::saveConditions(m_path.toStdString(), *m_study, m_model->conditions());
    if (!saved) {
        setStatus(tr("The conditions could not be saved: %1").arg(QString::fromStdString(saved.error().detail)), true);
        return false;
    }
    m_study = std::make_shared<const study::Study>(std::move(*saved));
    m_model->markSaved();
    resetHistory(); // the saved copy is the new start: undo never reaches behind what the file holds
    setStatus(tr("Saved %n condition(s) to the project.", nullptr, m_model->rowCount()), false);
    updateActions();
    emit conditionsSaved();
    return true;
}

void ConditionsEditor::revert()
{
    if (!m_study)
        return;
    const int row = currentRow();
    m_model->setConditions(m_study->conditions, models::conditionsWithPredictions(*m_study));
    selectCondition(std::min(std::max(row, 0), m_model->rowCount() - 1));
    showRow(currentRow());
    resetHistory();
    setStatus(tr("Edits discarded."), false);
}

bool ConditionsEditor::importConditionsFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        setStatus(tr("%1 could not be read: %2").arg(path, f.errorString()), true);
        return false;
    }
    const QByteArray bytes = f.readAll();
    auto parsed = study::parseConditionsJson(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
        QFileInfo(path).fileName().toStdString());
    if (!parsed) {
        setStatus(tr("Nothing was imported: %1").arg(QString::fromStdString(parsed.error().detail)), true);
        return false;
    }
    int added = 0, replaced = 0, skipped = 0, last = -1;
    for (auto &c : *parsed) {
        int row = -1;
        for (int r = 0; r < m_model->rowCount(); ++r)
            if (m_model->condition(r).id == c.id)
                row = r;
        if (row >= 0 && m_model->condition(row).simulated) {
            ++skipped;
            continue;
        }
        if (row >= 0) {
            m_model->setCondition(row, std::move(c));
            ++replaced;
            last = row;
        } else {
            last = m_model->addCondition(std::move(c));
            ++added;
        }
    }
    if (last >= 0) {
        selectCondition(last);
        showRow(last);
    }
    QString msg = tr("Imported from %1: %2 new, %3 replaced.").arg(QFileInfo(path).fileName()).arg(added).arg(replaced);
    if (skipped)
        msg += QLatin1Char(' ') + tr("%n simulated condition(s) left unchanged.", nullptr, skipped);
    setStatus(msg, false);
    updateActions();
    record(tr("Import %1").arg(QFileInfo(path).fileName()), last, false);
    return true;
}

bool ConditionsEditor::exportConditionsFile(const QString &path)
{
    const std::string json = study::conditionsToJson(m_model->conditions());
    if (const Status written = models::writeOutputFile(path, QByteArray::fromStdString(json)); !written) {
        setStatus(tr("%1 could not be written: %2").arg(path, QString::fromStdString(written.error().detail)), true);
        return false;
    }
    setStatus(tr("Exported %n condition(s) to %1.", nullptr, m_model->rowCount()).arg(QFileInfo(path).fileName()), false);
    return true;
}

} // namespace rl::widgets
