// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stereotales/grideditor.h"

#include "engine/io/stereotales/stories.h"
#include "engine/study/stereotales/gridedit.h"
#include "models/stereotales/gridmodel.h"
#include "widgets/import/stpages.h"
#include "widgets/undoactions.h"

#include <QAction>
#include <algorithm>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>

namespace rl::widgets::stereotales {

namespace st = study::stereotales;
using models::stereotales::GridDocument;
using models::stereotales::GridScenarioModel;
using models::stereotales::GridValueModel;

namespace {

QTableView *tableView(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                          | QAbstractItemView::SelectedClicked);
    view->horizontalHeader()->setStretchLastSection(true);
    view->verticalHeader()->hide();
    return view;
}

/// A name not yet in `taken`: "<base>", "<base> 2", …
template <class Names>
std::string freshName(const Names &taken, const std::string &base)
{
    auto used = [&](const std::string &n) { return std::find(taken.begin(), taken.end(), n) != taken.end(); };
    std::string name = base;
    for (int i = 2; used(name); ++i)
        name = base + " " + std::to_string(i);
    return name;
}

} // namespace

GridEditorDialog::GridEditorDialog(const QString &projectPath, const st::Grid &grid, QWidget *parent)
    : QDialog(parent)
    , m_projectPath(projectPath)
    , m_doc(new GridDocument(this))
{
    setObjectName(QStringLiteral("stGridEditor"));
    m_doc->load(grid);
    m_values = new GridValueModel(m_doc, this);
    m_scenarios = new GridScenarioModel(m_doc, this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("stGridEditSummary"));
    m_summary->setWordWrap(true);
    m_validity = new QLabel(this);
    m_validity->setObjectName(QStringLiteral("stGridValidity"));
    m_validity->setWordWrap(true);
    m_validity->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("stGridEditStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_languageLabel = new QLabel(this);
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("stGridLanguage"));
    m_languageLabel->setBuddy(m_language);
    m_valueView = tableView(m_values, QStringLiteral("stGridValueView"), this);
    m_scenarioView = tableView(m_scenarios, QStringLiteral("stGridScenarioView"), this);
    m_keyTemplateLabel = new QLabel(this);
    m_otherTemplateLabel = new QLabel(this);
    m_keyTemplate = new QLineEdit(this);
    m_keyTemplate->setObjectName(QStringLiteral("stGridKeyTemplate"));
    m_otherTemplate = new QLineEdit(this);
    m_otherTemplate->setObjectName(QStringLiteral("stGridOtherTemplate"));
    m_addValue = new QPushButton(this);
    m_addValue->setObjectName(QStringLiteral("stGridAddValue"));
    m_removeValue = new QPushButton(this);
    m_removeValue->setObjectName(QStringLiteral("stGridRemoveValue"));
    m_addScenario = new QPushButton(this);
    m_addScenario->setObjectName(QStringLiteral("stGridAddScenario"));
    m_removeScenario = new QPushButton(this);
    m_removeScenario->setObjectName(QStringLiteral("stGridRemoveScenario"));
    m_save = new QPushButton(this);
    m_save->setObjectName(QStringLiteral("stGridSave"));
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("stGridExport"));
    m_close = new QPushButton(this);

    // Undo/redo of the working copy's edits (a text field with focus undoes its own typing first).
    const auto [undo, redo] = addUndoActions(m_doc->undoStack(), this, QStringLiteral("stGrid"));
    m_undoButton = new QToolButton(this);
    m_undoButton->setDefaultAction(undo);
    m_redoButton = new QToolButton(this);
    m_redoButton->setDefaultAction(redo);

    auto *top = new QHBoxLayout;
    top->addWidget(m_languageLabel);
    top->addWidget(m_language);
    top->addStretch(1);
    top->addWidget(m_undoButton);
    top->addWidget(m_redoButton);
    auto *valueButtons = new QHBoxLayout;
    valueButtons->addWidget(m_addValue);
    valueButtons->addWidget(m_removeValue);
    valueButtons->addStretch(1);
    auto *scenarioButtons = new QHBoxLayout;
    scenarioButtons->addWidget(m_addScenario);
    scenarioButtons->addWidget(m_removeScenario);
    scenarioButtons->addStretch(1);
    auto *valuesBox = new QWidget(this);
    auto *valuesLayout = new QVBoxLayout(valuesBox);
    valuesLayout->setContentsMargins(0, 0, 0, 0);
    valuesLayout->addWidget(m_valueView, 1);
    valuesLayout->addLayout(valueButtons);
    auto *scenariosBox = new QWidget(this);
    auto *scenariosLayout = new QVBoxLayout(scenariosBox);
    scenariosLayout->setContentsMargins(0, 0, 0, 0);
    scenariosLayout->addWidget(m_scenarioView, 1);
    scenariosLayout->addLayout(scenarioButtons);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(valuesBox);
    split->addWidget(scenariosBox);
    auto *templates = new QFormLayout;
    templates->addRow(m_keyTemplateLabel, m_keyTemplate);
    templates->addRow(m_otherTemplateLabel, m_otherTemplate);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_export);
    bottom->addWidget(m_save);
    bottom->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_validity);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    layout->addLayout(templates);
    layout->addLayout(bottom);

    connect(m_doc, &GridDocument::gridChanged, this, &GridEditorDialog::refresh);
    connect(m_doc, &GridDocument::modifiedChanged, this, &GridEditorDialog::refresh);
    connect(m_doc, &GridDocument::otherLanguageChanged, this, &GridEditorDialog::refresh);
    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        if (m_language->currentIndex() >= 0)
            m_doc->setOtherLanguage(m_language->currentData().toInt());
    });
    connect(m_keyTemplate, &QLineEdit::editingFinished, this, [this] {
        m_doc->apply(st::setScenarioTemplate(m_doc->grid(), 0, m_keyTemplate->text().toStdString()), tr("Edit the template (en)"), false);
    });
    connect(m_otherTemplate, &QLineEdit::editingFinished, this, [this] {
        if (m_doc->otherLanguage() > 0)
            m_doc->apply(st::setScenarioTemplate(m_doc->grid(), m_doc->otherLanguage(), m_otherTemplate->text().toStdString()),
                         tr("Edit the template (%1)").arg(m_language->currentText()), false);
    });
    connect(m_addValue, &QPushButton::clicked, this, &GridEditorDialog::addValue);
    connect(m_removeValue, &QPushButton::clicked, this, &GridEditorDialog::removeValue);
    connect(m_addScenario, &QPushButton::clicked, this, &GridEditorDialog::addScenario);
    connect(m_removeScenario, &QPushButton::clicked, this, &GridEditorDialog::removeScenario);
    connect(m_save, &QPushButton::clicked, this, &GridEditorDialog::save);
    connect(m_export, &QPushButton::clicked, this, &GridEditorDialog::askExport);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_doc, &GridDocument::saveFinished, this,
            [this](bool ok, const QString &message, const io::stereotales::GridReplaceSummary &s) {
                if (ok) {
                    m_status->setText(tr("Saved: %1 prompt(s) added, %2 removed, %3 kept.")
                                          .arg(s.promptsAdded)
                                          .arg(s.promptsRemoved)
                                          .arg(s.promptsKept));
                    emit gridSaved();
                } else {
                    m_status->setText(tr("Nothing was saved: %1").arg(message));
                }
                refresh();
                if (std::exchange(m_closeAfterSave, false) && ok)
                    QDialog::reject(); // "Save" in the close question
            });
    resize(980, 720);
    refreshLanguages();
    retranslate();
}

GridEditorDialog::~GridEditorDialog() = default;

void GridEditorDialog::retranslate()
{
    setWindowTitle(tr("Edit the prompt grid") + QStringLiteral("[*]"));
    m_languageLabel->setText(tr("&Translation shown beside English:"));
    m_addValue->setText(tr("Add &value"));
    m_addValue->setToolTip(tr("A new value of the selected row's attribute, not promptable, with the same text in every language."));
    m_removeValue->setText(tr("Remove va&lue"));
    m_addScenario->setText(tr("Add &scenario"));
    m_addScenario->setToolTip(tr("A new scenario in the selected row's group, with the same text in every language."));
    m_removeScenario->setText(tr("Remove sc&enario"));
    m_save->setText(tr("&Save to the project"));
    m_export->setText(tr("E&xport grid…"));
    m_close->setText(tr("Close"));
    m_keyTemplateLabel->setText(tr("Scenario template (en):"));
    refresh();
}

void GridEditorDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void GridEditorDialog::refreshLanguages()
{
    const QSignalBlocker block(m_language);
    m_language->clear();
    const auto &g = m_doc->grid();
    for (std::size_t l = 1; l < g.languages.size(); ++l)
        m_language->addItem(QString::fromStdString(g.languages[l].code), int(l));
    m_language->setCurrentIndex(m_language->findData(m_doc->otherLanguage()));
    m_language->setEnabled(m_language->count() > 0);
}

void GridEditorDialog::refresh()
{
    const auto &g = m_doc->grid();
    const auto s = io::stereotales::summarize(g);
    QStringList per;
    for (const auto &code : s.languageCodes)
        per << tr("%1 %2").arg(QString::fromStdString(code)).arg(s.promptsPerLanguage);
    m_summary->setText(tr("%1 Prompts per language: %2.").arg(StereoTalesPage::summaryText(s), per.join(QStringLiteral(", "))));
    const Status valid = m_doc->validity();
    m_validity->setText(valid ? QString() : tr("This grid cannot be saved yet: %1").arg(QString::fromStdString(valid.error().detail)));
    m_validity->setVisible(!valid);
    m_save->setEnabled(valid && m_doc->isModified() && !m_doc->isSaving());
    const int other = m_doc->otherLanguage();
    if (!g.languages.empty()) {
        if (!m_keyTemplate->hasFocus())
            m_keyTemplate->setText(QString::fromStdString(g.languages.front().scenarioTemplate));
        if (!m_otherTemplate->hasFocus())
            m_otherTemplate->setText(QString::fromStdString(g.languages[std::size_t(other)].scenarioTemplate));
    }
    m_otherTemplate->setEnabled(other > 0);
    m_otherTemplateLabel->setText(tr("Scenario template (%1):").arg(QString::fromStdString(g.languages.empty() ? std::string() : g.languages[std::size_t(other)].code)));
    setWindowModified(m_doc->isModified());
}

void GridEditorDialog::addValue()
{
    const QModelIndex current = m_valueView->currentIndex();
    const auto &g = m_doc->grid();
    if (g.attributes.empty())
        return;
    const int a = current.isValid() ? m_values->valueAt(current.row()).first : 0;
    const auto &attr = g.attributes[std::size_t(a)];
    const std::string name = freshName(attr.values, tr("new value").toStdString());
    m_doc->apply(st::addValue(g, a, name), tr("Add a value to %1").arg(QString::fromStdString(attr.name)), true);
    const int row = m_values->rowOf(a, int(m_doc->grid().attributes[std::size_t(a)].values.size()) - 1);
    m_valueView->setCurrentIndex(m_values->index(row, GridValueModel::ValueColumn));
}

void GridEditorDialog::removeValue()
{
    const QModelIndex current = m_valueView->currentIndex();
    if (!current.isValid())
        return;
    const auto [a, v] = m_values->valueAt(current.row());
    const auto &g = m_doc->grid();
    m_doc->apply(st::removeValue(g, a, v), tr("Remove %1").arg(QString::fromStdString(g.attributes[std::size_t(a)].values[std::size_t(v)])),
                 true);
}

void GridEditorDialog::addScenario()
{
    const auto &g = m_doc->grid();
    if (g.groups.empty())
        return;
    const QModelIndex current = m_scenarioView->currentIndex();
    const int group = current.isValid() ? g.scenarioAt(std::size_t(current.row())).first : 0;
    std::vector<std::string> all;
    for (const auto &gr : g.groups)
        all.insert(all.end(), gr.scenarios.begin(), gr.scenarios.end());
    const std::string name = freshName(all, tr("new scenario").toStdString());
    m_doc->apply(st::addScenario(g, group, name), tr("Add a scenario to %1").arg(QString::fromStdString(g.groups[std::size_t(group)].name)),
                 true);
    int flat = 0;
    for (int i = 0; i <= group; ++i)
        flat += int(m_doc->grid().groups[std::size_t(i)].scenarios.size());
    m_scenarioView->setCurrentIndex(m_scenarios->index(flat - 1, GridScenarioModel::ScenarioColumn));
}

void GridEditorDialog::removeScenario()
{
    const QModelIndex current = m_scenarioView->currentIndex();
    if (!current.isValid())
        return;
    const QString name = m_scenarios->data(m_scenarios->index(current.row(), GridScenarioModel::ScenarioColumn)).toString();
    m_doc->apply(st::removeScenario(m_doc->grid(), current.row()), tr("Remove the scenario %1").arg(name), true);
}

void GridEditorDialog::reject()
{
    // Close, Esc and the window's close button: unsaved edits are never dropped without asking.
    if (m_doc->isModified() && !m_doc->isSaving()) {
        QMessageBox box(QMessageBox::Question, windowTitle().remove(QStringLiteral("[*]")),
                        tr("The prompt grid has edits that are not saved in the project."), QMessageBox::NoButton, this);
        box.setObjectName(QStringLiteral("unsavedGridQuestion"));
        box.setInformativeText(tr("Save them before closing?"));
        box.setStandardButtons(QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        box.setDefaultButton(QMessageBox::Save);
        switch (box.exec()) {
        case QMessageBox::Save:
            m_closeAfterSave = true;
            save();
            if (!m_doc->isSaving())
                m_closeAfterSave = false; // refused before it started (an invalid grid): stay open
            return;
        case QMessageBox::Discard: break;
        default: return;
        }
    }
    QDialog::reject();
}

void GridEditorDialog::save()
{
    if (const Status valid = m_doc->validity(); !valid) {
        m_status->setText(tr("Nothing was saved: %1").arg(QString::fromStdString(valid.error().detail)));
        return;
    }
    m_status->setText(tr("Saving…"));
    m_doc->save(m_projectPath);
    refresh();
}

Status GridEditorDialog::exportTo(const QString &dir)
{
    Status s = m_doc->exportTo(dir);
    m_status->setText(s ? tr("Exported the grid to %1 (attributes/, scenarios/, prompts_template/).").arg(QDir::toNativeSeparators(dir))
                        : tr("The grid was not exported: %1").arg(QString::fromStdString(s.error().detail)));
    return s;
}

void GridEditorDialog::askExport()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export the grid as a seed folder"));
    if (!dir.isEmpty())
        (void)exportTo(dir);
}

} // namespace rl::widgets::stereotales
