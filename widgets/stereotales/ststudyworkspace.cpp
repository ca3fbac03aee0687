// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stereotales/ststudyworkspace.h"

#include "models/stereotales/strunner.h"
#include "widgets/stereotales/grideditor.h"
#include "widgets/stereotales/stworkspace.h"

#include <QThread>

#include <algorithm>

namespace rl::widgets::stereotales {

namespace mst = models::stereotales;

StStudyWorkspace::StStudyWorkspace(StudyWorkspaceHost *host, QWidget *pageParent)
    : StudyWorkspace(host, pageParent)
    , m_runner(new models::KindAnalysisRunner(this))
    , m_view(new StWorkspace(pageParent))
{
    // The engine's defaults (per model, B = 500,000) on every core: the output does not depend on the thread count.
    m_base.threads = std::max(1, QThread::idealThreadCount());
    connect(m_runner, &models::KindAnalysisRunner::started, this, &StudyWorkspace::analysisStarted);
    connect(m_runner, &models::KindAnalysisRunner::progress, this, [this](const QString &phase, qint64 done, qint64 total) {
        const QString text = tr("Analysing StereoTales: %1…").arg(mst::StRunner::phaseText(phase));
        m_view->setBusy(total > 0 ? tr("%1 (%2 of %3)").arg(text).arg(done).arg(total) : text);
        emit analysisProgress(text, done, total);
    });
    connect(m_runner, &models::KindAnalysisRunner::ready, this, [this](std::shared_ptr<const void> r) {
        m_view->setBusy({});
        m_view->setResult(std::static_pointer_cast<const mst::StResult>(r));
        emit analysisReady(true);
    });
    connect(m_runner, &models::KindAnalysisRunner::failed, this, [this](const QString &message, const QString &) {
        m_view->setBusy({});
        emit analysisFailed(message);
    });
    connect(m_runner, &models::KindAnalysisRunner::cancelled, this, [this] {
        m_view->setBusy({});
        m_view->setResult(m_view->result()); // the previous result, or the "no analysis" text
    });
    connect(m_view, &StWorkspace::figureExportRequested, this, [this](const QString &key) {
        if (!m_view->result())
            return;
        emit figureExportRequested(key, [this, key](const FigureExportOptions &options, const QString &path) {
            return m_view->exportFigure(key, options, path);
        });
    });
    connect(m_view, &StWorkspace::tableExportRequested, this, [this](const QString &key) {
        if (!m_view->result())
            return;
        emit tableExportRequested(key, [this, key](models::TableFormat format, const QString &path) {
            return m_view->exportTable(key, format, path);
        });
    });
    connect(m_view, &StWorkspace::cancelRequested, m_runner, &models::KindAnalysisRunner::cancel);
    connect(m_view, &StWorkspace::gridEditRequested, this, &StStudyWorkspace::openGridEditor);
    connect(m_view, &StWorkspace::reanalyseRequested, this, [this](const QString &groupBy) {
        if (!m_shown)
            return;
        // Another grouping is a change of the study's st_by (undoable; optionsChanged runs the analysis);
        // the same one (Re-analyse, a run finished) runs it again as it is.
        if (groupBy != QString::fromStdString(this->host()->options().stBy)
            && this->host()->changeOption(QStringLiteral("st_by"), groupBy))
            return;
        start();
    });
}

StStudyWorkspace::~StStudyWorkspace() = default;

StudyWorkspaceEntry StStudyWorkspace::entry()
{
    StudyWorkspaceEntry e;
    e.kinds = {"stereotales"};
    e.tabKeys = {QStringLiteral("stereotales")};
    e.pageKeys = QStringList {QStringLiteral("stereotales")} + StWorkspace::pageKeys();
    e.tabOf = [pages = e.pageKeys](const QString &key) {
        return pages.contains(key) ? QStringLiteral("stereotales") : QString();
    };
    e.create = [](StudyWorkspaceHost *host, QWidget *pageParent) -> StudyWorkspace * {
        return new StStudyWorkspace(host, pageParent);
    };
    return e;
}

std::vector<std::pair<QString, QWidget *>> StStudyWorkspace::tabs() const
{
    return {{QStringLiteral("stereotales"), m_view}};
}

QString StStudyWorkspace::tabTitle(const QString &tabKey) const
{
    return tabKey == QLatin1String("stereotales") ? tr("StereoTales") : QString();
}

QString StStudyWorkspace::showPage(const QString &key)
{
    if (key == QLatin1String("stereotales"))
        return key;
    return StWorkspace::pageKeys().contains(key) && m_view->showPage(key) ? QStringLiteral("stereotales") : QString();
}

analysis::stereotales::AssociationOptions StStudyWorkspace::options() const
{
    const analysis::AnalysisOptions &o = host()->options();
    const analysis::AnalysisOptions d;
    analysis::stereotales::AssociationOptions s = m_base;
    const analysis::stereotales::AssociationOptions r = analysis::associationOptions(o, s);
    if (o.stResamples != d.stResamples)
        s.resamples = r.resamples;
    if (o.stSeed != d.stSeed)
        s.seed = r.seed;
    if (o.stBy != d.stBy)
        s.by = r.by;
    return s;
}

void StStudyWorkspace::start()
{
    m_runner->start(mst::StRunner::work(host()->project().study, host()->project().path, options()));
}

void StStudyWorkspace::setProject(const models::LoadedProject &, const analysis::AnalysisPlan &plan, bool)
{
    m_shown = true;
    QStringList pages;
    for (const std::string &key : plan.viewKeys)
        if (StWorkspace::pageKeys().contains(QString::fromStdString(key)))
            pages << QString::fromStdString(key);
    m_view->setVisiblePages(pages);
    start();
}

void StStudyWorkspace::runFinished(const QString &)
{
    // A run of the Runs tab's page (struns.h) wrote answers: the analysis again, as Re-analyse with the grouping shown.
    if (m_shown)
        start();
}

void StStudyWorkspace::clear()
{
    m_shown = false;
    m_runner->cancel();
    m_view->setBusy({});
    m_view->setResult(nullptr);
}

void StStudyWorkspace::optionsChanged(const std::vector<std::string> &names)
{
    const bool analysed = std::any_of(names.begin(), names.end(), [](const std::string &name) {
        const auto *info = analysis::findAnalysisOption(name);
        return name.rfind("st_", 0) == 0 && info && !info->verdictOnly;
    });
    if (analysed)
        start();
}

bool StStudyWorkspace::analysisComplete() const { return m_runner->latest() != nullptr; }

GridEditorDialog *StStudyWorkspace::openGridEditor()
{
    if (!m_shown || !m_view->result() || !m_view->result()->grid)
        return nullptr;
    if (m_gridEditor) {
        m_gridEditor->raise();
        m_gridEditor->activateWindow();
        return m_gridEditor;
    }
    m_gridEditor = new GridEditorDialog(host()->project().path, *m_view->result()->grid, m_view->window());
    m_gridEditor->setAttribute(Qt::WA_DeleteOnClose);
    // The prompts are items: the whole project is read again (the editor stays open on it).
    connect(m_gridEditor, &GridEditorDialog::gridSaved, this, &StudyWorkspace::projectModified);
    m_gridEditor->show(); // modeless: the views stay usable
    return m_gridEditor;
}

void StStudyWorkspace::leaveProject()
{
    if (m_gridEditor)
        m_gridEditor->close();
}

} // namespace rl::widgets::stereotales
