// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/jury/jurystudyworkspace.h"

#include "models/displaynames.h"
#include "models/jury/juryanalysisrunner.h"
#include "widgets/jury/juryworkspace.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include <algorithm>

namespace rl::widgets::jury {

JuryStudyWorkspace::JuryStudyWorkspace(StudyWorkspaceHost *host, QWidget *pageParent)
    : StudyWorkspace(host, pageParent)
    , m_runner(new models::KindAnalysisRunner(this))
    , m_view(new JuryWorkspace(pageParent))
{
    using models::KindAnalysisRunner;
    connect(m_runner, &KindAnalysisRunner::started, this, &StudyWorkspace::analysisStarted);
    connect(m_runner, &KindAnalysisRunner::progress, this, [this](const QString &, qint64 done, qint64 total) {
        emit analysisProgress(tr("Analysing the jury…"), done, total);
    });
    connect(m_runner, &KindAnalysisRunner::ready, this, [this](std::shared_ptr<const void> r) {
        const auto output = std::static_pointer_cast<const models::jury::JuryAnalysisRunner::Output>(r);
        m_view->setResult(output->result, output->checks);
        emit analysisReady(true);
    });
    connect(m_runner, &KindAnalysisRunner::failed, this,
            [this](const QString &message, const QString &) { emit analysisFailed(message); });
    connect(m_view, &JuryWorkspace::figureExportRequested, this, [this](const QString &key) {
        if (!m_view->result())
            return;
        emit figureExportRequested(key, [this, key](const FigureExportOptions &options, const QString &path) {
            return m_view->exportFigure(key, options, path);
        });
    });
    connect(m_view, &JuryWorkspace::tableExportRequested, this, [this](const QString &key) {
        if (!m_view->result())
            return;
        emit tableExportRequested(key, [this, key](models::TableFormat format, const QString &path) {
            return m_view->exportTable(key, format, path);
        });
    });
    connect(m_view, &JuryWorkspace::corpusCheckRequested, this, &JuryStudyWorkspace::askCorpusCheck);
    // The subset explorer's price cap, basis and panel size are options of the study (undoable, saved).
    connect(m_view, &JuryWorkspace::optionEdited, this, [this](const QString &name, const QString &value) {
        if (!this->host()->changeOption(name, value))
            applyViewOptions(); // refused: the explorer shows the option in force again
    });
}

JuryStudyWorkspace::~JuryStudyWorkspace() = default;

StudyWorkspaceEntry JuryStudyWorkspace::entry()
{
    StudyWorkspaceEntry e;
    e.kinds = {"jury"};
    e.tabKeys = {QStringLiteral("jury")};
    e.pageKeys = QStringList {QStringLiteral("jury")} + JuryWorkspace::pageKeys();
    e.tabOf = [pages = e.pageKeys](const QString &key) { return pages.contains(key) ? QStringLiteral("jury") : QString(); };
    e.create = [](StudyWorkspaceHost *host, QWidget *pageParent) -> StudyWorkspace * {
        return new JuryStudyWorkspace(host, pageParent);
    };
    return e;
}

std::vector<std::pair<QString, QWidget *>> JuryStudyWorkspace::tabs() const { return {{QStringLiteral("jury"), m_view}}; }

QString JuryStudyWorkspace::tabTitle(const QString &tabKey) const
{
    return tabKey == QLatin1String("jury") ? tr("Jury") : QString();
}

QString JuryStudyWorkspace::showPage(const QString &key)
{
    if (key == QLatin1String("jury"))
        return key;
    return JuryWorkspace::pageKeys().contains(key) && m_view->showPage(key) ? QStringLiteral("jury") : QString();
}

analysis::jury::JuryAnalysisOptions JuryStudyWorkspace::options() const
{
    const analysis::AnalysisOptions &o = host()->options();
    const analysis::AnalysisOptions d;
    analysis::jury::JuryAnalysisOptions j = m_base;
    const analysis::jury::JuryAnalysisOptions r = analysis::juryAnalysisOptions(o, j);
    if (o.juryBootstrap != d.juryBootstrap)
        j.bootstrap = r.bootstrap;
    if (o.jurySeed != d.jurySeed)
        j.seed = r.seed;
    if (o.juryCheapMaxPrice != d.juryCheapMaxPrice)
        j.cheapMaxPrice = r.cheapMaxPrice;
    return j;
}

void JuryStudyWorkspace::applyViewOptions()
{
    const analysis::AnalysisOptions &o = host()->options();
    m_view->setSubsetOptions(o.juryPriceCapOn != 0, o.juryPriceCap,
                             o.juryPriceBasis == "per_1000_items" ? models::jury::PriceBasis::Per1000Items
                                                                  : models::jury::PriceBasis::InputPerMTok,
                             static_cast<int>(o.juryPanelSize));
}

void JuryStudyWorkspace::start()
{
    m_runner->start(models::jury::JuryAnalysisRunner::work(host()->project().study, host()->project().path, options()));
}

void JuryStudyWorkspace::setProject(const models::LoadedProject &, const analysis::AnalysisPlan &plan, bool)
{
    m_shown = true;
    QStringList pages;
    for (const std::string &key : plan.viewKeys)
        if (JuryWorkspace::pageKeys().contains(QString::fromStdString(key)))
            pages << QString::fromStdString(key);
    m_view->setVisiblePages(pages);
    applyViewOptions();
    start();
}

void JuryStudyWorkspace::clear()
{
    m_shown = false;
    m_runner->cancel();
    m_view->setResult(nullptr);
}

void JuryStudyWorkspace::optionsChanged(const std::vector<std::string> &names)
{
    // The explorer's filters at once; the bootstrap, seed or cheap threshold: the analysis again.
    applyViewOptions();
    const bool analysed = std::any_of(names.begin(), names.end(), [](const std::string &name) {
        const auto *info = analysis::findAnalysisOption(name);
        return name.rfind("jury_", 0) == 0 && info && !info->verdictOnly;
    });
    if (analysed)
        start();
}

void JuryStudyWorkspace::conditionsSaved(std::shared_ptr<const study::Study>)
{
    start(); // the host has adopted the saved study
}

bool JuryStudyWorkspace::analysisComplete() const { return m_runner->latest() != nullptr; }

void JuryStudyWorkspace::askCorpusCheck()
{
    const QString projectPath = host()->project().path;
    const QString folder = projectPath.isEmpty() ? QDir::homePath() : QFileInfo(projectPath).absolutePath();
    auto *dialog = new QFileDialog(m_view, tr("Check a corpus file"), folder);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setNameFilters({tr("Sentence-pair corpora (*.tsv *.csv *.json *.txt)"), tr("All files (*)")});
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &file) {
        const Status checked = m_view->checkCorpusFile(file, m_view->corpus());
        if (checked)
            return; // the corpus page shows the check; the file is only read
        auto *box = new QMessageBox(QMessageBox::Warning, tr("RaterLab"), tr("%1 could not be checked.").arg(QDir::toNativeSeparators(file)),
                                    QMessageBox::Ok, m_view);
        box->setInformativeText(models::DisplayNames::errorMessage(checked.error()));
        box->setDetailedText(QString::fromStdString(checked.error().detail));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    dialog->open();
}

} // namespace rl::widgets::jury
