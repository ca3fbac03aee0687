// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/analysisworkspace.h"

#include "app/gui/studyoptions.h"
#include "engine/analysis/registry.h"
#include "engine/analysis/studykinds.h"
#include "engine/study/protocol.h"
#include "models/displaynames.h"
#include "models/tableexport.h"
#include "widgets/conditions/conditionseditor.h"
#include "widgets/figureexportdialog.h"
#include "widgets/jury/jurystudyworkspace.h"
#include "widgets/runs/runspanel.h"
#include "widgets/ratingworkspace.h"
#include "widgets/stereotales/ststudyworkspace.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QScopedValueRollback>
#include <QShortcut>

#include <algorithm>

namespace rl::app {

namespace {

const QStringList &commonKeys()
{
    static const QStringList keys {QStringLiteral("stimuli"), QStringLiteral("conditions"), QStringLiteral("runs")};
    return keys;
}

} // namespace

AnalysisWorkspace::AnalysisWorkspace(QWidget *stimuliPage, QWidget *parent)
    : QTabWidget(parent)
    , m_studyOptions(new StudyOptions(this))
    , m_conditions(new widgets::ConditionsEditor(this))
    , m_runs(new widgets::RunsPanel(this))
{
    setDocumentMode(true);
    // in viewKeys() order: every study's pages, then each kind's workspace's
    for (QWidget *page : std::initializer_list<QWidget *> {stimuliPage, m_conditions, m_runs})
        addTab(page, QString());
    for (const widgets::StudyWorkspaceEntry &entry : widgets::studyWorkspaceEntries()) {
        widgets::StudyWorkspace *w = entry.create(this, this);
        m_workspaces.push_back(w);
        for (const auto &[key, page] : w->tabs())
            addTab(page, QString());
        connect(w, &widgets::StudyWorkspace::analysisStarted, this, &AnalysisWorkspace::analysisStarted);
        connect(w, &widgets::StudyWorkspace::analysisProgress, this, &AnalysisWorkspace::analysisProgress);
        connect(w, &widgets::StudyWorkspace::analysisReady, this, &AnalysisWorkspace::analysisReady);
        connect(w, &widgets::StudyWorkspace::analysisFailed, this, &AnalysisWorkspace::analysisFailed);
        connect(w, &widgets::StudyWorkspace::itemActivated, this, &AnalysisWorkspace::itemActivated);
        connect(w, &widgets::StudyWorkspace::projectModified, this, &AnalysisWorkspace::projectModified);
        connect(w, &widgets::StudyWorkspace::figureExportRequested, this, &AnalysisWorkspace::askFigureExport);
        connect(w, &widgets::StudyWorkspace::tableExportRequested, this, &AnalysisWorkspace::askTableFile);
    }
    showPages(pageKeysFor({})); // as a fresh window has them until a project is open
    // Ctrl+1 … Ctrl+9: the first nine tabs the open study shows, left to right.
    for (int k = 0; k < 9; ++k) {
        auto *shortcut = new QShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + k)), this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, k] {
            for (int i = 0, shown = 0; i < count(); ++i)
                if (isTabVisible(i) && shown++ == k) {
                    setCurrentIndex(i);
                    return;
                }
        });
    }
    connect(m_studyOptions, &StudyOptions::changed, this, &AnalysisWorkspace::onOptionsChanged);
    connect(m_conditions, &widgets::ConditionsEditor::conditionsSaved, this, &AnalysisWorkspace::onConditionsSaved);
    connect(m_runs, &widgets::RunsPanel::runFinished, this,
            [this](const QString &conditionId, const QString &) { onRunFinished(conditionId); });
    retranslate();
}

AnalysisWorkspace::~AnalysisWorkspace() = default;

widgets::StudyWorkspace *AnalysisWorkspace::workspaceFor(const std::string &kind) const
{
    const auto &entries = widgets::studyWorkspaceEntries();
    for (std::size_t i = 0; i < entries.size() && i < m_workspaces.size(); ++i)
        if (std::find(entries[i].kinds.begin(), entries[i].kinds.end(), kind) != entries[i].kinds.end())
            return m_workspaces[i];
    return nullptr;
}

widgets::RatingWorkspace *AnalysisWorkspace::rating() const { return findWorkspace<widgets::RatingWorkspace>(); }
std::shared_ptr<const models::AnalysisBundle> AnalysisWorkspace::bundle() const
{
    return m_active == rating() ? rating()->bundle() : nullptr;
}
bool AnalysisWorkspace::analysisComplete() const { return m_active && m_active->analysisComplete(); }
models::AnalysisRunner *AnalysisWorkspace::runner() const { return rating()->runner(); }
widgets::AgreementView *AnalysisWorkspace::agreementView() const { return rating()->agreementView(); }
widgets::BlandAltmanView *AnalysisWorkspace::blandAltmanView() const { return rating()->blandAltmanView(); }
widgets::ConfusionView *AnalysisWorkspace::confusionView() const { return rating()->confusionView(); }
widgets::VerdictView *AnalysisWorkspace::verdictView() const { return rating()->verdictView(); }
widgets::HumanDemographicsView *AnalysisWorkspace::demographicsView() const { return rating()->demographicsView(); }
widgets::ComparisonView *AnalysisWorkspace::comparisonView() const { return rating()->comparisonView(); }
widgets::jury::JuryWorkspace *AnalysisWorkspace::juryWorkspace() const
{
    return findWorkspace<widgets::jury::JuryStudyWorkspace>()->view();
}
widgets::stereotales::StWorkspace *AnalysisWorkspace::stereoTalesWorkspace() const
{
    return findWorkspace<widgets::stereotales::StStudyWorkspace>()->view();
}
widgets::stereotales::GridEditorDialog *AnalysisWorkspace::openGridEditor()
{
    return findWorkspace<widgets::stereotales::StStudyWorkspace>()->openGridEditor();
}
void AnalysisWorkspace::setJuryOptions(const analysis::jury::JuryAnalysisOptions &options)
{
    findWorkspace<widgets::jury::JuryStudyWorkspace>()->setBaseOptions(options);
}
void AnalysisWorkspace::setStereoTalesOptions(const analysis::stereotales::AssociationOptions &options)
{
    findWorkspace<widgets::stereotales::StStudyWorkspace>()->setBaseOptions(options);
}
analysis::jury::JuryAnalysisOptions AnalysisWorkspace::juryOptions() const
{
    return findWorkspace<widgets::jury::JuryStudyWorkspace>()->options();
}
analysis::stereotales::AssociationOptions AnalysisWorkspace::stereoTalesOptions() const
{
    return findWorkspace<widgets::stereotales::StStudyWorkspace>()->options();
}

QStringList AnalysisWorkspace::viewKeys()
{
    QStringList keys = commonKeys();
    for (const widgets::StudyWorkspaceEntry &entry : widgets::studyWorkspaceEntries())
        keys << entry.tabKeys;
    return keys;
}

bool AnalysisWorkspace::showView(const QString &key)
{
    // A common page, or a page of the shown workspace's (the rating suite's while no project is open).
    QString tab = commonKeys().contains(key) ? key : QString();
    widgets::StudyWorkspace *shown = m_active ? m_active : workspaceFor("rating");
    if (tab.isEmpty() && shown) {
        const auto at = static_cast<std::size_t>(std::find(m_workspaces.begin(), m_workspaces.end(), shown) - m_workspaces.begin());
        const QString tabOfKey = widgets::studyWorkspaceEntries()[at].tabOf(key);
        if (!tabOfKey.isEmpty() && isTabVisible(viewKeys().indexOf(tabOfKey)))
            tab = shown->showPage(key);
    }
    const int i = viewKeys().indexOf(tab);
    if (i < 0 || !isTabVisible(i))
        return false;
    setCurrentIndex(i);
    return true;
}

QStringList AnalysisWorkspace::pageKeysFor(const analysis::AnalysisPlan &plan)
{
    // The stimuli, conditions and runs pages serve every study; then the tabs showing the plan's views
    // (engine/analysis/registry.h; a jury or StereoTales view is a page of its kind's one tab). No plan (no
    // project): the rating suite's tabs, as a fresh window has them.
    QStringList keys = commonKeys();
    QStringList views;
    for (const std::string &key : plan.viewKeys)
        views << QString::fromStdString(key);
    if (plan.viewKeys.empty() && plan.views.empty())
        for (const widgets::StudyWorkspaceEntry &entry : widgets::studyWorkspaceEntries())
            if (std::find(entry.kinds.begin(), entry.kinds.end(), "rating") != entry.kinds.end())
                views << entry.tabKeys;
    for (const QString &view : views)
        for (const widgets::StudyWorkspaceEntry &entry : widgets::studyWorkspaceEntries()) {
            const QString tab = entry.tabOf(view);
            if (!tab.isEmpty() && !keys.contains(tab))
                keys << tab;
        }
    return keys;
}

QStringList AnalysisWorkspace::shownPages() const
{
    QStringList keys;
    const QStringList all = viewKeys();
    for (int i = 0; i < count() && i < all.size(); ++i)
        if (isTabVisible(i))
            keys << all.at(i);
    return keys;
}

analysis::RatingAnalysisOptions AnalysisWorkspace::ratingOptions() const
{
    return analysis::ratingAnalysisOptions(m_studyOptions->options());
}

const analysis::AnalysisOptions &AnalysisWorkspace::options() const { return m_studyOptions->options(); }

analysis::OptionScope AnalysisWorkspace::optionScope() const
{
    if (!m_project.study)
        return analysis::OptionScope::Rating;
    return analysis::studyKindEntry(study::protocolOf(*m_project.study).kind).optionScope;
}

void AnalysisWorkspace::clearResults()
{
    for (widgets::StudyWorkspace *w : m_workspaces)
        w->clear();
    m_active = nullptr;
}

void AnalysisWorkspace::setProject(const models::LoadedProject &project, bool reload)
{
    // One path for every open (a first open, another project, a reopen after an edit, a new study):
    // nothing of the previous project is left, the pages are those of this study's kind.
    if (project.path != m_project.path)
        for (widgets::StudyWorkspace *w : m_workspaces)
            w->leaveProject(); // its dialogs edit the previous project
    const bool sameFile = reload && project.path == m_project.path && !m_project.path.isEmpty();
    clearResults();
    m_project = project;
    if (!sameFile) { // a reload of the file shown (its grid or conditions edited) keeps the options' history
        const QScopedValueRollback<bool> applying(m_applyingProject, true);
        m_studyOptions->setProject(project.path, project.options);
    }
    const analysis::AnalysisPlan plan = analysis::analysisPlanFor(*project.study, ratingOptions());
    showPages(pageKeysFor(plan));
    m_active = workspaceFor(study::studyKindName(study::protocolOf(*project.study).kind));
    if (!sameFile)
        setCurrentIndex(0); // a project opens on its stimuli, whatever the previous one showed
    if (m_active)
        m_active->setProject(project, plan, sameFile);
    m_conditions->setProject(project);
    m_runs->setProject(project);
}

void AnalysisWorkspace::closeProject()
{
    for (widgets::StudyWorkspace *w : m_workspaces)
        w->leaveProject();
    clearResults();
    m_project = {};
    {
        const QScopedValueRollback<bool> applying(m_applyingProject, true);
        m_studyOptions->clear();
    }
    showPages(pageKeysFor({})); // as a fresh window has them until a project is open
    setCurrentIndex(0);
}

void AnalysisWorkspace::showPages(const QStringList &pages)
{
    const QStringList keys = viewKeys();
    for (int i = 0; i < keys.size(); ++i)
        setTabVisible(i, pages.contains(keys.at(i)));
    emit pagesChanged(pages);
}

void AnalysisWorkspace::showPlan(const analysis::AnalysisPlan &plan) { showPages(pageKeysFor(plan)); }

Status AnalysisWorkspace::changeOption(const QString &name, const QString &value)
{
    if (name == QLatin1String("group_by") && !value.isEmpty() && m_project.study
        && m_project.study->findFactor(value.toStdString()) < 0)
        return Error {ErrorCode::Validation, "the study has no factor '" + value.toStdString() + "'"};
    return m_studyOptions->change(name, value);
}

void AnalysisWorkspace::onOptionsChanged(const std::vector<std::string> &names)
{
    if (m_applyingProject || !m_project.study || !m_active)
        return;
    m_active->optionsChanged(names);
}

void AnalysisWorkspace::setGridFilterItems(const std::vector<int> &items)
{
    m_conditions->setFilteredItemCount(static_cast<int>(items.size()));
    m_runs->setGridFilterItems(items);
}

void AnalysisWorkspace::onConditionsSaved()
{
    auto saved = m_conditions->study();
    if (!saved || m_project.path.isEmpty())
        return;
    adoptStudy(saved);
    if (m_active)
        m_active->conditionsSaved(saved);
}

void AnalysisWorkspace::onRunFinished(const QString &conditionId)
{
    if (m_project.path.isEmpty())
        return;
    if (m_active)
        m_active->runFinished(conditionId);
}

void AnalysisWorkspace::adoptStudy(std::shared_ptr<const study::Study> study)
{
    if (!study || study == m_project.study)
        return;
    m_project.study = std::move(study);
    if (m_conditions->study() != m_project.study)
        m_conditions->updateStudy(m_project.study);
    m_runs->setProject(m_project); // the same file: runs going on, the selection and the filter stay
    emit studyUpdated(m_project);
}

void AnalysisWorkspace::highlightItem(int item)
{
    if (m_active)
        m_active->highlightItem(item);
    m_conditions->setSelectedItem(item);
}

Status AnalysisWorkspace::exportFigure(const widgets::FigureRequest &request, const widgets::FigureExportOptions &options,
                                       const QString &path) const
{
    return rating()->exportFigure(request, options, path);
}

Status AnalysisWorkspace::exportTable(const models::TableRequest &request, models::TableFormat format,
                                      const QString &path) const
{
    return rating()->exportTable(request, format, path);
}

void AnalysisWorkspace::askFigureExport(const QString &name, const widgets::FigureWriter &write)
{
    auto *dialog = new widgets::FigureExportDialog(name, this);
    dialog->setFolder(projectFolder());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, write] {
        report(write(dialog->options(), dialog->path()), dialog->path());
    });
    dialog->open();
}

QString AnalysisWorkspace::projectFolder() const
{
    return m_project.path.isEmpty() ? QString() : QFileInfo(m_project.path).absolutePath();
}

void AnalysisWorkspace::askTableFile(const QString &name, const widgets::TableWriter &write)
{
    const QDir folder = m_project.path.isEmpty() ? QDir::home() : QFileInfo(m_project.path).absoluteDir();
    auto *dialog = new QFileDialog(this, tr("Export table"), folder.filePath(name + QStringLiteral(".csv")));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setNameFilters({tr("CSV (*.csv)"), tr("LaTeX (*.tex)"), tr("Markdown (*.md)")});
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this, dialog, write](const QString &file) {
        models::TableFormat format = models::TableFormat::Csv;
        if (!models::parseTableFormat(QFileInfo(file).suffix(), format)) {
            const int filter = dialog->nameFilters().indexOf(dialog->selectedNameFilter());
            format = filter == 1 ? models::TableFormat::Latex : filter == 2 ? models::TableFormat::Markdown
                                                                             : models::TableFormat::Csv;
        }
        report(write(format, file), file);
    });
    dialog->open();
}

void AnalysisWorkspace::report(const Status &status, const QString &path)
{
    if (status) {
        emit fileWritten(path); // the window says where it went
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, tr("RaterLab"),
                                tr("%1 could not be written.").arg(QDir::toNativeSeparators(path)), QMessageBox::Ok, this);
    box->setInformativeText(models::DisplayNames::errorMessage(status.error()));
    box->setDetailedText(QString::fromStdString(status.error().detail));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void AnalysisWorkspace::retranslate()
{
    const QStringList common {tr("Stimuli"), tr("Conditions"), tr("Runs")};
    for (int i = 0; i < common.size() && i < count(); ++i)
        setTabText(i, common.at(i));
    for (const widgets::StudyWorkspace *w : m_workspaces)
        for (const auto &[key, page] : w->tabs())
            setTabText(indexOf(page), w->tabTitle(key));
}

void AnalysisWorkspace::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTabWidget::changeEvent(event);
}

} // namespace rl::app
