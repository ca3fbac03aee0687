// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/mainwindow.h"
#include "app/gui/studysettings.h"
#include "models/displaynames.h"
#include "engine/storage/project.h"
#include "app/gui/userguide.h"

#include "app/gui/analysisworkspace.h"
#include "app/gui/manuscriptmenu.h"
#include "app/gui/optionspanel.h"
#include "app/gui/studyoptions.h"
#include "app/gui/language.h"
#include "app/gui/projectloader.h"
#include "app/gui/recentfiles.h"
#include "app/gui/studyimport.h"
#include "models/stimulusgridmodel.h"
#include "widgets/confusionview.h"
#include "widgets/stimulusdetailview.h"
#include "widgets/import/importdialog.h"
#include "widgets/plan/simulationdialog.h"
#include "widgets/stimulusgridview.h"
#include "widgets/welcomepage.h"

#include <QActionGroup>
#include <QCloseEvent>
#include <QUndoStack>
#include <QDir>
#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>

static void initResources() { Q_INIT_RESOURCE(raterlab); }

namespace rl::app {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_loader(new ProjectLoader(this))
    , m_gridModel(new models::StimulusGridModel(this))
    , m_stack(new QStackedWidget(this))
    , m_welcome(new widgets::WelcomePage(m_stack))
    , m_splitter(new QSplitter(Qt::Horizontal, m_stack))
    , m_grid(new widgets::StimulusGridView)
    , m_workspace(new AnalysisWorkspace(m_grid, m_splitter))
    , m_detail(new widgets::StimulusDetailView(m_splitter))
    , m_itemsLabel(new QLabel(this))
    , m_ratersLabel(new QLabel(this))
    , m_conditionsLabel(new QLabel(this))
    , m_progressLabel(new QLabel(this))
    , m_progressBar(new QProgressBar(this))
{
    initResources();
    setWindowIcon(QIcon(QStringLiteral(":/icons/raterlab.svg")));
    m_grid->setSourceModel(m_gridModel);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({820, 460}); // proportions: the analysis views ask for more than the grid did
    m_stack->addWidget(m_welcome);
    m_stack->addWidget(m_splitter);
    m_stack->setCurrentWidget(m_welcome); // until a project is loaded
    setCentralWidget(m_stack);

    m_itemsLabel->setObjectName(QStringLiteral("itemCountLabel"));
    m_ratersLabel->setObjectName(QStringLiteral("raterCountLabel"));
    m_conditionsLabel->setObjectName(QStringLiteral("conditionCountLabel"));
    m_progressBar->setMaximumWidth(180);
    m_progressBar->setTextVisible(false);
    m_progressBar->setVisible(false);
    m_progressLabel->setVisible(false);
    statusBar()->addWidget(m_progressLabel);
    statusBar()->addWidget(m_progressBar);
    statusBar()->addPermanentWidget(m_itemsLabel);
    statusBar()->addPermanentWidget(m_ratersLabel);
    statusBar()->addPermanentWidget(m_conditionsLabel);

    m_optionsPanel = new OptionsPanel(m_workspace, this);
    addDockWidget(Qt::RightDockWidgetArea, m_optionsPanel);
    m_optionsPanel->hide(); // Analysis → Analysis options
    createActions();
    createMenus();
    connect(m_workspace->studyOptions(), &StudyOptions::modifiedChanged, this, &QWidget::setWindowModified);

    connect(m_grid, &widgets::StimulusGridView::currentItemChanged, m_detail, &widgets::StimulusDetailView::showItem);
    connect(m_grid, &widgets::StimulusGridView::currentItemChanged, m_workspace, &AnalysisWorkspace::highlightItem);
    connect(m_workspace, &AnalysisWorkspace::itemActivated, this, &MainWindow::selectItem);
    // A confusion cell click shows its faces in the grid, as a filter the grid's bar can clear.
    connect(m_workspace->confusionView(), &widgets::ConfusionView::cellActivated, this,
            [this](const std::vector<int> &items, const QString &label) {
                m_grid->setItemFilter(items, label);
                m_workspace->showView(QStringLiteral("stimuli"));
            });
    connect(m_grid, &widgets::StimulusGridView::visibleItemsChanged, this,
            [this] { m_workspace->setGridFilterItems(m_grid->visibleItems()); });
    connect(m_workspace, &AnalysisWorkspace::studyUpdated, this, [this](const models::LoadedProject &project) {
        if (!m_project)
            return; // closed meanwhile
        m_project = project; // items, factors and human ratings are unchanged: the grid and the detail keep theirs
        updateStatus();
    });
    connect(m_workspace, &AnalysisWorkspace::projectModified, this, [this] {
        if (m_project)
            reloadProject(m_project->path); // the views and the analysis follow the file
    });
    connect(m_workspace, &AnalysisWorkspace::analysisProgress, this, &MainWindow::showProgress);
    connect(m_workspace, &AnalysisWorkspace::analysisReady, this, [this](bool complete) {
        m_detail->setAnalysis(m_workspace->bundle());
        if (complete)
            hideProgress();
    });
    connect(m_workspace, &AnalysisWorkspace::analysisFailed, this, [this](const QString &message) {
        hideProgress();
        statusBar()->showMessage(tr("The analysis failed: %1").arg(message), 10000);
    });
    m_settings = new StudySettings(m_workspace); // thresholds and chosen conditions live in the project
    connect(m_workspace, &AnalysisWorkspace::fileWritten, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 10000);
    });
    connect(m_welcome, &widgets::WelcomePage::demoRequested, this,
            [this](const QString &kind) { openDefaultDemo(kind); });
    connect(m_welcome, &widgets::WelcomePage::newStudyRequested, this, [this] { m_studyImport->newStudy(); });
    connect(m_welcome, &widgets::WelcomePage::openRequested, this, &MainWindow::chooseAndOpen);
    connect(m_welcome, &widgets::WelcomePage::recentRequested, this, &MainWindow::openProject);
    connect(m_welcome, &widgets::WelcomePage::recentRemoveRequested, this, [this](const QString &path) {
        RecentFiles::remove(path);
        updateRecentMenu();
    });
    connect(m_welcome, &widgets::WelcomePage::userGuideRequested, this, [this] { showUserGuide(this); });
    connect(m_loader, &ProjectLoader::started, this, &MainWindow::onStarted);
    connect(m_loader, &ProjectLoader::progress, this, &MainWindow::onProgress);
    connect(m_loader, &ProjectLoader::loaded, this, &MainWindow::onLoaded);
    connect(m_loader, &ProjectLoader::failed, this, &MainWindow::onFailed);

    retranslate();
}

MainWindow::~MainWindow()
{
    if (m_settings)
        m_settings->flush(); // a threshold changed just before quitting is kept
}

void MainWindow::showNewPlan()
{
    auto *dialog = new widgets::SimulationDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_project)
        dialog->setPilotProject(m_project->study, m_project->options);
    dialog->show();
}

void MainWindow::createActions()
{
    m_newDemoAction = new QAction(this);
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_newFromFilesAction = new QAction(this);
    m_newPlanAction = new QAction(this);
    m_newPlanAction->setObjectName(QStringLiteral("newPlanAction"));
    m_importAction = new QAction(this);
    m_importAction->setObjectName(QStringLiteral("importAction"));
    m_importAction->setEnabled(false); // needs an open project
    m_saveAction = new QAction(this);
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    m_saveAction->setShortcuts(QKeySequence::Save);
    m_saveAction->setEnabled(false);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::saveProject);
    // Edit → Undo / Redo over the study's analysis options, named after the step ("Undo Change κ threshold to 0.7").
    QUndoStack *history = m_workspace->studyOptions()->undoStack();
    m_undoAction = new QAction(this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcuts(QKeySequence::Undo);
    m_undoAction->setEnabled(false);
    m_redoAction = new QAction(this);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_redoAction->setShortcuts(QKeySequence::Redo);
    m_redoAction->setEnabled(false);
    connect(m_undoAction, &QAction::triggered, history, &QUndoStack::undo);
    connect(m_redoAction, &QAction::triggered, history, &QUndoStack::redo);
    connect(history, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(history, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(history, &QUndoStack::undoTextChanged, this, &MainWindow::retranslateUndo);
    connect(history, &QUndoStack::redoTextChanged, this, &MainWindow::retranslateUndo);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    m_saveAsAction->setShortcuts(QKeySequence::SaveAs);
    m_saveAsAction->setEnabled(false);
    connect(m_saveAsAction, &QAction::triggered, this, [this] {
        if (!m_project)
            return;
        QString path = QFileDialog::getSaveFileName(this, tr("Save project as"), QFileInfo(m_project->path).dir().path(),
                                                    tr("RaterLab projects (*.raterlab)"));
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".raterlab");
        saveProjectAs(path);
    });
    m_closeAction = new QAction(this);
    m_closeAction->setObjectName(QStringLiteral("closeProjectAction"));
    m_closeAction->setShortcuts(QKeySequence::Close);
    m_closeAction->setEnabled(false);
    connect(m_closeAction, &QAction::triggered, this, [this] {
        if (maybeSaveOptions())
            closeProject();
    });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);

    m_languageGroup = new QActionGroup(this);
    m_systemLanguageAction = m_languageGroup->addAction(QString());
    m_englishAction = m_languageGroup->addAction(QStringLiteral("English"));
    m_koreanAction = m_languageGroup->addAction(QStringLiteral("한국어"));
    m_systemLanguageAction->setData(QString());
    m_englishAction->setData(QStringLiteral("en"));
    m_koreanAction->setData(QStringLiteral("ko"));
    const QString configured = configuredLanguage();
    for (QAction *action : m_languageGroup->actions()) {
        action->setCheckable(true);
        action->setChecked(action->data().toString() == configured);
    }

    connect(m_newDemoAction, &QAction::triggered, this, &MainWindow::chooseAndCreateDemo);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::chooseAndOpen);
    connect(m_newFromFilesAction, &QAction::triggered, this, &MainWindow::chooseAndCreateFromFiles);
    connect(m_newPlanAction, &QAction::triggered, this, &MainWindow::showNewPlan);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_languageGroup, &QActionGroup::triggered, this,
            [this](QAction *action) { switchLanguage(action->data().toString()); });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newDemoAction);
    m_fileMenu->addAction(m_newFromFilesAction);
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addAction(m_closeAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_importAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    auto *guide = new QAction(this);
    guide->setObjectName(QStringLiteral("userGuideAction"));
    guide->setShortcuts(QKeySequence::HelpContents);
    connect(guide, &QAction::triggered, this, [this] { showUserGuide(this); });
    m_helpMenu->addAction(guide);
    m_helpMenu->addAction(m_aboutAction);
    m_manuscript = new ManuscriptMenu(m_workspace, this);
    m_manuscript->install(m_fileMenu, m_quitAction, m_helpMenu); // tables, methods, report
    QAction *options = m_optionsPanel->toggleViewAction();
    options->setObjectName(QStringLiteral("analysisOptionsAction"));
    m_manuscript->analysisMenu()->addAction(options);
    // New study…, Import… (the wizard) and dropped files; the window accepts drops for it.
    m_studyImport = new StudyImportActions(this);
    m_studyImport->install(m_fileMenu, m_newFromFilesAction, m_importAction);
    m_fileMenu->insertAction(m_newFromFilesAction, m_newPlanAction); // after New study…
    setAcceptDrops(true);
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    updateRecentMenu();
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_newDemoAction->setText(tr("&New demo project…"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAction->setStatusTip(tr("Save the study's analysis options into the project"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_editMenu->setTitle(tr("&Edit"));
    retranslateUndo();
    m_closeAction->setText(tr("&Close"));
    m_newFromFilesAction->setText(tr("New project from &files…"));
    m_newPlanAction->setText(tr("New &plan…"));
    m_newPlanAction->setStatusTip(tr("Simulate how many items a replaceability study needs, before any data."));
    m_importAction->setText(tr("&Import…"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_systemLanguageAction->setText(tr("System default"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About RaterLab"));
    if (auto *guide = findChild<QAction *>(QStringLiteral("userGuideAction")))
        guide->setText(tr("&User guide"));
    updateRecentMenu();
    updateStatus();
}

void MainWindow::retranslateUndo()
{
    const QUndoStack *history = m_workspace->studyOptions()->undoStack();
    m_undoAction->setText(history->canUndo() ? tr("&Undo %1").arg(history->undoText()) : tr("&Undo"));
    m_redoAction->setText(history->canRedo() ? tr("&Redo %1").arg(history->redoText()) : tr("&Redo"));
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = RecentFiles::list();
    m_welcome->setRecentProjects(files);
    for (const QString &file : files) {
        QAction *action = m_recentMenu->addAction(QFileInfo(file).fileName());
        action->setToolTip(file);
        action->setStatusTip(file);
        connect(action, &QAction::triggered, this, [this, file] {
            if (maybeSaveOptions())
                openProject(file);
        });
    }
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent projects"))->setEnabled(false);
        return;
    }
    m_recentMenu->addSeparator();
    connect(m_recentMenu->addAction(tr("Clear the list")), &QAction::triggered, this, [this] {
        RecentFiles::clear();
        updateRecentMenu();
    });
}

void MainWindow::updateStatus()
{
    const auto *study = m_project ? m_project->study.get() : nullptr;
    if (!study) {
        m_itemsLabel->setText(tr("No project open"));
        m_ratersLabel->clear();
        m_conditionsLabel->clear();
        setWindowTitle(QStringLiteral("RaterLab"));
        return;
    }
    m_itemsLabel->setText(tr("%Ln item(s)", nullptr, static_cast<int>(study->items.size())));
    m_ratersLabel->setText(tr("%Ln human rater(s)", nullptr, static_cast<int>(study->humanRaterCount())));
    m_conditionsLabel->setText(tr("%Ln model condition(s)", nullptr, static_cast<int>(study->conditions.size())));
    const QString file = QFileInfo(m_project->path).fileName() + QStringLiteral("[*]"); // the modified marker
    setWindowTitle(study->synthetic ? tr("%1 (synthetic demo) — RaterLab").arg(file)
                                    : tr("%1 — RaterLab").arg(file));
}

bool MainWindow::isLoading() const { return m_loader->isBusy(); }

void MainWindow::setDemoCreator(DemoCreator creator, const QString &kind)
{
    m_loader->setDemoCreator(std::move(creator), kind);
}

void MainWindow::openProject(const QString &path)
{
    m_reloadPath.clear(); // the user's open: a fresh start on the file, whatever is open
    m_loader->open(path);
}

void MainWindow::reloadProject(const QString &path)
{
    m_reloadPath = path;
    m_loader->open(path);
}

void MainWindow::openDefaultDemo(const QString &kind)
{
    const QString path = defaultDemoPath(kind);
    if (QFileInfo::exists(path))
        openProject(path);
    else
        createDemoProject(path, kind);
}

void MainWindow::createDemoProject(const QString &path, const QString &kind)
{
    if (!m_loader->canCreateDemo(kind)) {
        onFailed(path, tr("This build of RaterLab has no demo generator."), QString());
        return;
    }
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(path + suffix);
    m_loader->createDemoAndOpen(path, kDemoSeed, kind);
}

bool MainWindow::isWelcomeShown() const { return m_stack->currentWidget() == m_welcome; }

void MainWindow::showWelcomePage()
{
    updateRecentMenu(); // the page's list too
    m_stack->setCurrentWidget(m_welcome);
}

void MainWindow::closeProject()
{
    if (!m_project)
        return;
    if (m_settings)
        m_settings->flush(); // thresholds and view options stay with the project
    m_loader->cancel();
    m_workspace->closeProject();
    m_project.reset();
    hideProgress();
    m_importAction->setEnabled(false);
    m_saveAction->setEnabled(false);
    m_saveAsAction->setEnabled(false);
    m_closeAction->setEnabled(false);
    updateStatus();
    showWelcomePage();
}

bool MainWindow::maybeSaveOptions()
{
    if (!m_project || !m_workspace->studyOptions()->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("RaterLab"), tr("The analysis options of %1 have changed. Save them?").arg(QFileInfo(m_project->path).fileName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    return answer == QMessageBox::Discard || saveProject();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSaveOptions())
        event->accept();
    else
        event->ignore();
}

bool MainWindow::saveProject()
{
    if (!m_project)
        return false;
    const Status saved = m_workspace->studyOptions()->save(m_project->path);
    if (!saved) {
        statusBar()->showMessage(tr("Could not save %1: %2")
                                     .arg(QDir::toNativeSeparators(m_project->path),
                                          models::DisplayNames::errorMessage(saved.error())),
                                 10000);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1.").arg(QFileInfo(m_project->path).fileName()), 5000);
    return true;
}

void MainWindow::chooseAndOpen()
{
    if (!maybeSaveOptions())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open project"), QString(),
                                                      tr("RaterLab projects (*.raterlab);;All files (*)"));
    if (!path.isEmpty())
        openProject(path);
}

void MainWindow::chooseAndCreateDemo()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("New demo project"), defaultDemoPath(),
                                                      tr("RaterLab projects (*.raterlab)"));
    if (!path.isEmpty())
        createDemoProject(path.endsWith(QLatin1String(".raterlab")) ? path : path + QStringLiteral(".raterlab"));
}

void MainWindow::chooseAndCreateFromFiles()
{
    QString path = QFileDialog::getSaveFileName(this, tr("New project from files"), QString(),
                                                tr("RaterLab projects (*.raterlab)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".raterlab")))
        path += QStringLiteral(".raterlab");
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(path + suffix); // the save dialog asked before replacing
    openImportDialog(path, {}, 0, true);
}

widgets::ImportDialog *MainWindow::openImportDialog(const QString &path, const std::vector<study::Dimension> &dimensions,
                                                    std::size_t items, bool newProject)
{
    auto *dialog = new widgets::ImportDialog(path, dimensions, items, newProject, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &widgets::ImportDialog::imported, this, [this](const QString &project) {
        reloadProject(project); // the views and the analysis follow the file
    });
    dialog->open(); // not exec(): never block the event loop
    return dialog;
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About RaterLab"),
                       tr("<h3>RaterLab %1</h3><p>A research workbench that tests, with evidence, whether AI models "
                          "can stand in for human raters.</p><p>License: GPL-3.0-or-later.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::switchLanguage(const QString &language)
{
    setConfiguredLanguage(language);
    installTranslators(effectiveLanguage(language)); // LanguageChange reaches every widget
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event) { m_studyImport->dragEnter(event); }

void MainWindow::dropEvent(QDropEvent *event) { m_studyImport->drop(event); }

void MainWindow::onStarted(const QString &path, bool creatingDemo)
{
    m_loadingPath = path;
    m_creatingDemo = creatingDemo;
    m_progressLabel->setText(creatingDemo ? tr("Creating the demo project %1…").arg(QFileInfo(path).fileName())
                                          : tr("Opening %1…").arg(QFileInfo(path).fileName()));
    m_progressBar->setRange(0, 0);
    m_progressLabel->setVisible(true);
    m_progressBar->setVisible(true);
}

void MainWindow::onProgress(const QString &phase, qint64 done, qint64 total)
{
    if (total > 0) {
        m_progressBar->setRange(0, 1000);
        m_progressBar->setValue(static_cast<int>(1000 * done / total));
    } else {
        m_progressBar->setRange(0, 0);
    }
    const QString file = QFileInfo(m_loadingPath).fileName();
    if (phase == QLatin1String("load"))
        m_progressLabel->setText(tr("Opening %1…").arg(file));
    else
        m_progressLabel->setText(tr("Creating the demo project %1: %2…").arg(file, phase));
}

bool MainWindow::saveProjectAs(const QString &path)
{
    if (!m_project)
        return false;
    if (m_settings)
        m_settings->flush(); // the view settings go with the copy
    auto project = storage::Project::open(m_project->path.toStdString());
    Status copied = project ? project->copyTo(path.toStdString()) : Status(project.error());
    if (copied) // the options as they are now go with the copy; the original keeps what was saved there
        copied = m_workspace->studyOptions()->save(path);
    if (!copied) {
        statusBar()->showMessage(tr("Could not save as %1: %2")
                                     .arg(QDir::toNativeSeparators(path), models::DisplayNames::errorMessage(copied.error())),
                                 10000);
        return false;
    }
    statusBar()->showMessage(tr("Saved a copy as %1.").arg(QDir::toNativeSeparators(path)), 5000);
    openProject(path);
    return true;
}

void MainWindow::onLoaded(const models::LoadedProject &project)
{
    hideProgress();
    m_project = project;
    m_gridModel->setStudy(project.study, project.summary, project.images);
    m_detail->setStudy(project.study, project.summary, project.images);
    // A reload (the file changed under the open project) keeps the page and the options' history; an open starts afresh.
    const bool reload = !m_reloadPath.isEmpty() && QFileInfo(m_reloadPath).absoluteFilePath() == project.path;
    m_reloadPath.clear();
    m_workspace->setProject(project, reload);
    if (m_recordsRecent)
        RecentFiles::add(project.path);
    updateRecentMenu();
    updateStatus();
    setWindowModified(m_workspace->studyOptions()->isModified());
    m_importAction->setEnabled(true);
    m_saveAction->setEnabled(true);
    m_saveAsAction->setEnabled(true);
    m_closeAction->setEnabled(true);
    m_stack->setCurrentWidget(m_splitter);
    statusBar()->showMessage(tr("Opened %1.").arg(QFileInfo(project.path).fileName()), 5000);
    emit projectLoaded(project.path);
}

void MainWindow::selectItem(int item)
{
    m_grid->selectItem(item); // false when filtered out: the detail pane still shows it
    if (m_detail->currentItem() != item)
        m_detail->showItem(item);
    m_workspace->highlightItem(item);
}

void MainWindow::showProgress(const QString &text, qint64 done, qint64 total)
{
    statusBar()->clearMessage();
    m_progressLabel->setText(text);
    if (total > 0) {
        m_progressBar->setRange(0, 1000);
        m_progressBar->setValue(static_cast<int>(1000 * done / total));
    } else {
        m_progressBar->setRange(0, 0);
    }
    m_progressLabel->setVisible(true);
    m_progressBar->setVisible(true);
}

void MainWindow::hideProgress()
{
    m_progressLabel->setVisible(false);
    m_progressBar->setVisible(false);
}

void MainWindow::onFailed(const QString &path, const QString &message, const QString &detail)
{
    m_progressLabel->setVisible(false);
    m_progressBar->setVisible(false);
    if (!QFileInfo::exists(path))
        RecentFiles::remove(path);
    if (!m_project)
        showWelcomePage(); // the recent list without the file that is gone
    auto *box = new QMessageBox(QMessageBox::Warning, tr("RaterLab"),
                                tr("%1 could not be opened.").arg(QDir::toNativeSeparators(path)), QMessageBox::Ok,
                                this);
    box->setInformativeText(message);
    if (!detail.isEmpty())
        box->setDetailedText(detail);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // not exec(): never block the event loop (tests, --screenshot)
    emit projectFailed(path, message);
}

} // namespace rl::app
