// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/studyimport.h"

#include "app/gui/mainwindow.h"
#include "engine/io/corpus/corpusimport.h"
#include "engine/storage/filekind.h"
#include "widgets/import/importdialog.h"
#include "widgets/import/newstudywizard.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QUrl>

namespace rl::app {

namespace {

/// The first local file or folder of a drag, empty when there is none.
QString droppedPath(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls())
        if (url.isLocalFile() && QFileInfo::exists(url.toLocalFile()))
            return url.toLocalFile();
    return {};
}

} // namespace

StudyImportActions::StudyImportActions(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_newStudy(new QAction(window))
    , m_importOther(new QAction(window))
{
    m_newStudy->setObjectName(QStringLiteral("newStudyAction"));
    m_newStudy->setShortcut(QKeySequence::New);
    m_importOther->setObjectName(QStringLiteral("importOtherAction"));
    m_importOther->setEnabled(false);
    connect(m_newStudy, &QAction::triggered, this, [this] { newStudy(); });
    connect(m_importOther, &QAction::triggered, this, [this] {
        const auto &project = m_window->project();
        if (project && project->study)
            m_window->openImportDialog(project->path, project->study->dimensions, project->study->items.size(), false);
    });
    connect(m_window, &MainWindow::projectLoaded, this, [this] { m_importOther->setEnabled(true); });
    window->installEventFilter(this);
    retranslate();
}

void StudyImportActions::install(QMenu *fileMenu, QAction *before, QAction *importAction)
{
    fileMenu->insertAction(before, m_newStudy);
    const auto actions = fileMenu->actions();
    const qsizetype at = actions.indexOf(importAction);
    fileMenu->insertAction(at >= 0 && at + 1 < actions.size() ? actions.at(at + 1) : nullptr, m_importOther);
    connect(importAction, &QAction::triggered, this, [this] { importIntoOpenStudy(); });
}

void StudyImportActions::retranslate()
{
    m_newStudy->setText(tr("&New study…"));
    m_newStudy->setStatusTip(tr("Make a project from your own stimuli and ratings, step by step."));
    m_importOther->setText(tr("Import a &corpus or judge answers…"));
}

bool StudyImportActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

widgets::NewStudyWizard *StudyImportActions::show(widgets::NewStudyWizard *wizard)
{
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &widgets::NewStudyWizard::studyReady, m_window, &MainWindow::openProject);
    wizard->open(); // not exec(): never block the event loop
    return wizard;
}

widgets::NewStudyWizard *StudyImportActions::newStudy(const QString &preset)
{
    auto *wizard = new widgets::NewStudyWizard(m_window);
    if (!preset.isEmpty())
        wizard->presetFile(preset);
    return show(wizard);
}

widgets::NewStudyWizard *StudyImportActions::importIntoOpenStudy(const QString &preset)
{
    const auto &project = m_window->project();
    if (!project || !project->study)
        return nullptr;
    widgets::NewStudyWizard::OpenStudy open;
    open.path = project->path;
    open.dimensions = project->study->dimensions;
    for (const auto &f : project->study->factors)
        open.factors << QString::fromStdString(f.name);
    open.items = project->study->items.size();
    open.kind = project->study->protocol.kind;
    if (const int corpus = project->study->findFactor(io::corpus::jury::kCorpusFactor); corpus >= 0)
        for (const auto &level : project->study->factors[std::size_t(corpus)].levels)
            open.corpora << QString::fromStdString(level);
    auto *wizard = new widgets::NewStudyWizard(open, m_window);
    if (!preset.isEmpty())
        wizard->presetFile(preset);
    return show(wizard);
}

void StudyImportActions::dragEnter(QDragEnterEvent *event)
{
    if (!droppedPath(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void StudyImportActions::drop(QDropEvent *event)
{
    const QString path = droppedPath(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    if (info.isFile() && suffix == QLatin1String("raterlab")) {
        m_window->openProject(path);
        return;
    }
    const bool data = info.isDir() || suffix == QLatin1String("csv") || suffix == QLatin1String("tsv")
        || suffix == QLatin1String("json") || path.endsWith(QLatin1String(".csv.gz"), Qt::CaseInsensitive);
    if (!data) {
        m_window->openProject(path); // anything else: the loader says what the file is
        return;
    }
    const auto &project = m_window->project();
    if (suffix == QLatin1String("tsv") && project && project->study && project->study->protocol.kind != study::StudyKind::Jury) {
        // A corpus into another kind of study: the single-file dialog says why it cannot go there. Into a jury
        // study the wizard's corpus step takes it (below), with the column mapping of a CSV of its own.
        auto *dialog = m_window->openImportDialog(project->path, project->study->dimensions,
                                                  project->study->items.size(), false);
        dialog->setJuryKind(widgets::ImportDialog::JuryKind::Corpus);
        dialog->setFile(path);
        dialog->setCorpusName(info.completeBaseName());
        return;
    }
    if (info.isDir() && storage::detectFileKind(path.toStdString()).kind == storage::FileKind::YamlFolder) {
        newStudy(path); // a StereoTales seed folder: its grid makes a new project
        return;
    }
    if (!importIntoOpenStudy(path))
        newStudy(path);
}

} // namespace rl::app
