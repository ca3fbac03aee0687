// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QLabel;
class QPushButton;
class QTableView;
class QUndoView;

namespace rl::models {
class AnalysisOptionsModel;
}

namespace rl::app {

class AnalysisWorkspace;

/// Analysis → Analysis options: the open study's analysis options (a table whose values are edited in
/// place; an edit is an undoable change, AnalysisWorkspace::changeOption), the options log (every change
/// since the project was opened, as the undo history: clicking an entry goes back to it) and "Reset to
/// defaults" (undoable too). A dock, hidden until asked for.
class OptionsPanel : public QDockWidget {
    Q_OBJECT
public:
    explicit OptionsPanel(AnalysisWorkspace *workspace, QWidget *parent = nullptr);

    QTableView *optionsView() const { return m_table; }
    models::AnalysisOptionsModel *optionsModel() const { return m_model; }
    QUndoView *log() const { return m_log; }
    QPushButton *resetButton() const { return m_reset; }
    /// The last refused edit's reason (empty when the last edit was taken).
    QString lastError() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void sync();

    AnalysisWorkspace *m_workspace;
    models::AnalysisOptionsModel *m_model;
    QTableView *m_table;
    QUndoView *m_log;
    QLabel *m_logLabel;
    QLabel *m_error;
    QPushButton *m_reset;
};

} // namespace rl::app
