// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/methodstext.h"
#include "engine/core/result.h"

#include <QObject>

class QAction;
class QMenu;
class QMainWindow;

namespace rl::widgets {
class MethodsDialog;
}

namespace rl::app {

class AnalysisWorkspace;

/// The road from the analysis to the manuscript, as menu entries of the main window:
/// File → "All tables as Excel workbook…" (models::allTables → models::writeWorkbook) and
/// Analysis → "Methods & report…" (widgets::MethodsDialog over analysis::collectMethodsFacts of the
/// open project and its journal). The entries
/// are enabled once the workspace has an analysis and follow the UI language.
class ManuscriptMenu : public QObject {
    Q_OBJECT
public:
    ManuscriptMenu(AnalysisWorkspace *workspace, QMainWindow *window);

    /// Put the File entries before `before` (an action of `file`) and the Analysis menu before `beforeMenu`.
    void install(QMenu *file, QAction *before, QMenu *beforeMenu);

    QAction *workbookAction() const { return m_workbook; }
    QAction *methodsAction() const { return m_methods; }
    QMenu *analysisMenu() const { return m_analysisMenu; }
    /// The facts of the open project (study, conditions, journal usage) for the methods dialog. Errors: those
    /// of collectMethodsFacts, NotFound without an analysis.
    Result<analysis::MethodsFacts> methodsFacts() const;
    /// Open the methods dialog (modeless, deleted on close); nullptr without an analysis.
    widgets::MethodsDialog *showMethods();
    /// Write every table of the workspace's analysis to `path` (what the menu entry does after its dialog).
    Status exportWorkbook(const QString &path) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void chooseAndExportWorkbook();
    /// The open project's study when its kind has analyses of its own (jury, StereoTales), else nullptr.
    std::shared_ptr<const study::Study> ownAnalysisStudy() const;

    AnalysisWorkspace *m_workspace = nullptr;
    QMainWindow *m_window = nullptr;
    QAction *m_workbook = nullptr;
    QAction *m_methods = nullptr;
    QMenu *m_analysisMenu = nullptr;
};

} // namespace rl::app
