// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/study/stereotales/grid.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QToolButton;

namespace rl::models::stereotales {
class GridDocument;
class GridScenarioModel;
class GridValueModel;
}

namespace rl::widgets::stereotales {

/// The StereoTales prompt grid's editor (docs/user-guide.md §3), opened from the "Prompt grid" page: the values of
/// every attribute with their promptable flag (a check box) and template choices, the scenarios in their
/// groups, and the scenario template, each beside its translation in the language chosen above the tables;
/// add, rename (edit the key) and remove values and scenarios. Every edit is undoable (Undo/Redo, Ctrl+Z and
/// Ctrl+Shift+Z). The counts above — prompts per language and in all — follow each edit, and a grid that
/// cannot be saved says why (a repeated key, a template without {context}). Save writes the grid to the
/// project in one transaction with its prompts following (models::stereotales::GridDocument::save; a change
/// that would orphan stories is refused with the reason, nothing written); Export grid… writes the published
/// seed layout. Messages go to the status line, never to a message box.
class GridEditorDialog : public QDialog {
    Q_OBJECT
public:
    GridEditorDialog(const QString &projectPath, const study::stereotales::Grid &grid, QWidget *parent = nullptr);
    ~GridEditorDialog() override;

    models::stereotales::GridDocument *document() const { return m_doc; }
    models::stereotales::GridValueModel *valueModel() const { return m_values; }
    models::stereotales::GridScenarioModel *scenarioModel() const { return m_scenarios; }
    QTableView *valueView() const { return m_valueView; }
    QTableView *scenarioView() const { return m_scenarioView; }
    QLabel *summaryLabel() const { return m_summary; }
    QLabel *statusLabel() const { return m_status; }
    QPushButton *saveButton() const { return m_save; }

    /// The verbs of the buttons, on the current rows (tests call them directly).
    void addValue();
    void removeValue();
    void addScenario();
    void removeScenario();
    void save();
    /// Write the working copy as a seed folder; the status line says where (or why not).
    Status exportTo(const QString &dir);

    /// Close (the button, Esc, the window's close box): with unsaved edits, asks Save / Discard / Cancel
    /// (Save closes once the project holds them; a refused save keeps the window open).
    void reject() override;

signals:
    /// The project now holds the edited grid (the owner re-reads its views).
    void gridSaved();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void refreshLanguages();
    void askExport();

    QString m_projectPath;
    models::stereotales::GridDocument *m_doc = nullptr;
    models::stereotales::GridValueModel *m_values = nullptr;
    models::stereotales::GridScenarioModel *m_scenarios = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_validity = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_languageLabel = nullptr;
    QComboBox *m_language = nullptr;
    QTableView *m_valueView = nullptr;
    QTableView *m_scenarioView = nullptr;
    QLabel *m_keyTemplateLabel = nullptr;
    QLabel *m_otherTemplateLabel = nullptr;
    QLineEdit *m_keyTemplate = nullptr;
    QLineEdit *m_otherTemplate = nullptr;
    QPushButton *m_addValue = nullptr, *m_removeValue = nullptr, *m_addScenario = nullptr, *m_removeScenario = nullptr;
    QToolButton *m_undoButton = nullptr, *m_redoButton = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_close = nullptr;
    bool m_closeAfterSave = false;
};

} // namespace rl::widgets::stereotales
