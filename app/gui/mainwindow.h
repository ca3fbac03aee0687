// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/demohook.h"
#include "models/loadedproject.h"

#include <QMainWindow>

#include <optional>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QProgressBar;
class QSplitter;
class QStackedWidget;

namespace rl::models {
class StimulusGridModel;
}
namespace rl::widgets {
class ImportDialog;
class StimulusDetailView;
class StimulusGridView;
class WelcomePage;
}

namespace rl::app {

class AnalysisWorkspace;
class ManuscriptMenu;
class OptionsPanel;
class StudySettings;
class ProjectLoader;
class StudyImportActions;

/// The main window only assembles: menus, the analysis workspace (tabs: stimulus grid, agreement,
/// Bland–Altman, confusion, verdicts) beside the stimulus detail pane, the status bar, and a
/// ProjectLoader that opens projects off the GUI thread. Once a project is loaded the workspace
/// analyses it off the GUI thread. A stimulus chosen anywhere (grid, Bland–Altman point) is shown
/// in the detail pane and selected in the grid. The views own their behaviour. While no project is
/// open (a launch without a project argument, File → Close, a failed first open) the window shows the
/// welcome page (widgets::WelcomePage) instead: demos, New study…, Open…, recent projects, user guide.
/// The study's analysis options are edited as undoable commands (Edit → Undo, Ctrl+Z) and saved with
/// File → Save; the title carries a modified marker until then.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void openProject(const QString &path);
    /// Open the open project's file again after it changed (conditions, grid, an import): the page shown
    /// and the analysis options' history stay.
    void reloadProject(const QString &path);
    /// File → Save: the study's analysis options (studyoptions.h) written into the open project; the
    /// title's modified marker goes. False (with the reason in the status bar) when it could not be written.
    bool saveProject();
    /// File → Save As: the open project copied whole to `path` (storage::Project::copyTo) with the
    /// analysis options as they are now (the original file keeps its own), then opened from there; false
    /// (with the reason in the status bar) when it could not be written.
    bool saveProjectAs(const QString &path);
    /// Whether an opened project goes into File → Open Recent (not for `--screenshot`).
    void setRecordsRecentFiles(bool records) { m_recordsRecent = records; }
    /// Analysis → Analysis options: the options table, their log and "Reset to defaults".
    OptionsPanel *optionsPanel() const { return m_optionsPanel; }
    /// Open defaultDemoPath(kind), creating it (seed 42) first when it does not exist.
    void openDefaultDemo(const QString &kind = QLatin1String(kFaceDemo));
    void createDemoProject(const QString &path, const QString &kind = QLatin1String(kFaceDemo));
    void setDemoCreator(DemoCreator creator, const QString &kind = QLatin1String(kFaceDemo));
    /// File → Close: the study settings are saved, the project is let go and the welcome page shows.
    void closeProject();
    widgets::WelcomePage *welcomePage() const { return m_welcome; }
    /// The welcome page is the central page (no project shown).
    bool isWelcomeShown() const;
    /// Show the welcome page (with a fresh recent list); closeProject() and a launch without a project do.
    void showWelcomePage();

    const std::optional<models::LoadedProject> &project() const { return m_project; }
    models::StimulusGridModel *gridModel() const { return m_gridModel; }
    widgets::StimulusGridView *gridView() const { return m_grid; }
    widgets::StimulusDetailView *detailView() const { return m_detail; }
    StudySettings *studySettings() const { return m_settings; }
    AnalysisWorkspace *workspace() const { return m_workspace; }
    bool isLoading() const;
    /// Select a stimulus everywhere: the grid (when the filter shows it), the detail pane and the
    /// Bland–Altman highlight.
    void selectItem(int item);
    /// The single-file import dialog: File → Import a corpus or judge answers… (into `path`, an open project; File →
    /// Import… is the new-study wizard, studyimport.h) and File → New project from files… (`newProject`:
    /// the first import creates `path`); each successful import reopens the project. The dialog is
    /// modeless and deletes itself on close.
    widgets::ImportDialog *openImportDialog(const QString &path, const std::vector<study::Dimension> &dimensions,
                                            std::size_t items, bool newProject);

    /// File → New study…, File → Import… and dropped files (studyimport.h).
    StudyImportActions *studyImport() const { return m_studyImport; }

signals:
    void projectLoaded(const QString &path);
    void projectFailed(const QString &path, const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /// Unsaved analysis options: ask to save them (Save, Discard, Cancel); false when the user cancels.
    bool maybeSaveOptions();
    void createActions();
    void createMenus();
    void retranslate();
    void retranslateUndo();
    void updateStatus();
    void updateRecentMenu();
    void chooseAndOpen();
    void chooseAndCreateDemo();
    void chooseAndCreateFromFiles();
    void showNewPlan(); ///< File → New plan…: the simulation dialog, the open rating study as its pilot
    void showAbout();
    void switchLanguage(const QString &language);
    void onStarted(const QString &path, bool creatingDemo);
    void onProgress(const QString &phase, qint64 done, qint64 total);
    void onLoaded(const models::LoadedProject &project);
    void onFailed(const QString &path, const QString &message, const QString &detail);
    void showProgress(const QString &text, qint64 done, qint64 total);
    void hideProgress();

    ProjectLoader *m_loader = nullptr;
    StudyImportActions *m_studyImport = nullptr;
    models::StimulusGridModel *m_gridModel = nullptr;
    QStackedWidget *m_stack = nullptr;
    widgets::WelcomePage *m_welcome = nullptr;
    QSplitter *m_splitter = nullptr;
    widgets::StimulusGridView *m_grid = nullptr;
    AnalysisWorkspace *m_workspace = nullptr;
    StudySettings *m_settings = nullptr;
    widgets::StimulusDetailView *m_detail = nullptr;
    std::optional<models::LoadedProject> m_project;
    QString m_loadingPath;
    QString m_reloadPath; ///< the file reloadProject() asked for, until it is loaded
    bool m_creatingDemo = false;
    bool m_recordsRecent = true;
    ManuscriptMenu *m_manuscript = nullptr;
    OptionsPanel *m_optionsPanel = nullptr;

    QLabel *m_itemsLabel = nullptr;
    QLabel *m_ratersLabel = nullptr;
    QLabel *m_conditionsLabel = nullptr;
    QLabel *m_progressLabel = nullptr;
    QProgressBar *m_progressBar = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newDemoAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_newFromFilesAction = nullptr;
    QAction *m_newPlanAction = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QAction *m_systemLanguageAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_koreanAction = nullptr;
};

} // namespace rl::app
