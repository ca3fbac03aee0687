// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QDragEnterEvent;
class QDropEvent;
class QMenu;

namespace rl::widgets {
class NewStudyWizard;
}

namespace rl::app {

class MainWindow;

/// The main window's ways in for a study's own data, in one place: File → New study… (the wizard),
/// File → Import… into the open study (the wizard's file step), File → Import a corpus or judge
/// answers… (the single-file import dialog, for the jury kinds), and files dropped on the window —
/// a .raterlab opens, a .csv/.json starts Import… with the file preselected (New study… when no study
/// is open; into a jury study a corpus or judge answers go to the wizard's corpus or judgments step, a .tsv
/// into another study to the import dialog's corpus kind, and with no study a new jury study), a folder of
/// images starts the wizard's folder step, a folder of YAML files (a StereoTales seed folder) a new
/// StereoTales study, and a stories/extractions/harm CSV (told by its header) goes into the open
/// StereoTales study or a new one. Each finished wizard opens
/// (or reopens) its project in the window.
class StudyImportActions : public QObject {
    Q_OBJECT
public:
    explicit StudyImportActions(MainWindow *window);

    /// Add New study… before `before` and the jury import after `importAction`; `importAction` runs importIntoOpenStudy().
    void install(QMenu *fileMenu, QAction *before, QAction *importAction);
    QAction *newStudyAction() const { return m_newStudy; }

    /// Open the wizard (modeless, deleted on close); `preset` is a file or folder to preselect.
    widgets::NewStudyWizard *newStudy(const QString &preset = {});
    /// File → Import… into the open study; nullptr when none is open.
    widgets::NewStudyWizard *importIntoOpenStudy(const QString &preset = {});

    /// Drag and drop on the main window: accepts local files and folders.
    void dragEnter(QDragEnterEvent *event);
    void drop(QDropEvent *event);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    widgets::NewStudyWizard *show(widgets::NewStudyWizard *wizard);

    MainWindow *m_window;
    QAction *m_newStudy = nullptr;
    QAction *m_importOther = nullptr;
};

} // namespace rl::app
