// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/ratingworkspace.h"

#include "models/analysisrunner.h"
#include "models/tableexport.h"
#include "widgets/agreementview.h"
#include "widgets/blandaltmanview.h"
#include "widgets/compare/comparisonview.h"
#include "widgets/confusionview.h"
#include "widgets/demographics/humandemographicsview.h"
#include "widgets/plan/planview.h"
#include "widgets/verdictview.h"

#include <algorithm>

namespace rl::widgets {

RatingWorkspace::RatingWorkspace(StudyWorkspaceHost *host, QWidget *pageParent)
    : StudyWorkspace(host, pageParent)
    , m_runner(new models::AnalysisRunner(this))
    , m_agreement(new AgreementView(pageParent))
    , m_blandAltman(new BlandAltmanView(pageParent))
    , m_confusion(new ConfusionView(pageParent))
    , m_verdicts(new VerdictView(pageParent))
    , m_demographics(new HumanDemographicsView(pageParent))
    , m_comparison(new ComparisonView(pageParent))
    , m_plan(new PlanView(pageParent))
{
    connect(m_runner, &models::AnalysisRunner::started, this, &StudyWorkspace::analysisStarted);
    connect(m_runner, &models::AnalysisRunner::progress, this, [this](const QString &phase, qint64 done, qint64 total) {
        emit analysisProgress(tr("Analysing: %1…").arg(models::AnalysisRunner::phaseText(phase)), done, total);
    });
    connect(m_runner, &models::AnalysisRunner::ready, this, &RatingWorkspace::onReady);
    connect(m_runner, &models::AnalysisRunner::failed, this,
            [this](const QString &message, const QString &) { emit analysisFailed(message); });
    connect(m_runner, &models::AnalysisRunner::reloadNeeded, this, &StudyWorkspace::projectModified);

    connect(m_blandAltman, &BlandAltmanView::itemClicked, this, &StudyWorkspace::itemActivated);
    connect(m_blandAltman, &BlandAltmanView::exportRequested, this, &RatingWorkspace::askFigureExport);
    connect(m_confusion, &ConfusionView::exportRequested, this, &RatingWorkspace::askFigureExport);
    connect(m_verdicts, &VerdictView::exportRequested, this, [this](const QString &name) {
        FigureRequest r;
        r.name = name;
        r.thresholds = m_verdicts->thresholds(); // as edited in the view
        askFigureExport(r);
    });
    connect(m_verdicts, &VerdictView::thresholdEdited, this, [this](const QString &name, const QString &value) {
        if (!this->host()->changeOption(name, value)) // out of range: the view shows the options again
            showThresholds();
    });
    connect(m_agreement, &AgreementView::exportRequested, this, &RatingWorkspace::askTableExport);
    connect(m_demographics, &HumanDemographicsView::tableExportRequested, this, &RatingWorkspace::askTableExport);
    connect(m_verdicts, &VerdictView::tableExportRequested, this, &RatingWorkspace::askTableExport);
    connect(m_confusion, &ConfusionView::tableExportRequested, this, &RatingWorkspace::askTableExport);
    connect(m_comparison, &ComparisonView::exportRequested, this, &RatingWorkspace::askFigureExport);
    connect(m_comparison, &ComparisonView::tableExportRequested, this, &RatingWorkspace::askTableExport);
    connect(m_plan, &PlanView::exportRequested, this, &RatingWorkspace::askFigureExport);
    connect(m_plan, &PlanView::tableExportRequested, this, &RatingWorkspace::askTableExport);
}

RatingWorkspace::~RatingWorkspace() = default;

StudyWorkspaceEntry RatingWorkspace::entry()
{
    StudyWorkspaceEntry e;
    e.kinds = {"face", "rating"};
    e.tabKeys = {QStringLiteral("agreement"), QStringLiteral("blandaltman"), QStringLiteral("confusion"),
                 QStringLiteral("verdicts"), QStringLiteral("demographics"), QStringLiteral("comparison"),
                 QStringLiteral("plan")};
    e.pageKeys = e.tabKeys;
    e.tabOf = [tabs = e.tabKeys](const QString &key) { return tabs.contains(key) ? key : QString(); };
    e.create = [](StudyWorkspaceHost *host, QWidget *pageParent) -> StudyWorkspace * {
        return new RatingWorkspace(host, pageParent);
    };
    return e;
}

std::vector<std::pair<QString, QWidget *>> RatingWorkspace::tabs() const
{
    return {{QStringLiteral("agreement"), m_agreement},       {QStringLiteral("blandaltman"), m_blandAltman},
            {QStringLiteral("confusion"), m_confusion},       {QStringLiteral("verdicts"), m_verdicts},
            {QStringLiteral("demographics"), m_demographics}, {QStringLiteral("comparison"), m_comparison},
            {QStringLiteral("plan"), m_plan}};
}

QString RatingWorkspace::tabTitle(const QString &tabKey) const
{
    if (tabKey == QLatin1String("agreement"))
        return tr("Agreement");
    if (tabKey == QLatin1String("blandaltman"))
        return tr("Bland–Altman");
    if (tabKey == QLatin1String("confusion"))
        return tr("Confusion");
    if (tabKey == QLatin1String("verdicts"))
        return tr("Verdicts");
    if (tabKey == QLatin1String("demographics"))
        return tr("Humans && demographics");
    if (tabKey == QLatin1String("comparison"))
        return tr("Compare");
    if (tabKey == QLatin1String("plan"))
        return tr("Plan");
    return {};
}

QString RatingWorkspace::showPage(const QString &key)
{
    for (const auto &[tab, page] : tabs())
        if (tab == key)
            return key;
    return {};
}

void RatingWorkspace::showThresholds()
{
    const auto &o = host()->options();
    m_verdicts->setThresholds(o.recallThreshold, o.kappaThreshold, static_cast<int>(o.replaceableMin));
}

void RatingWorkspace::setProject(const models::LoadedProject &project, const analysis::AnalysisPlan &plan, bool)
{
    m_shown = true;
    showThresholds();
    m_blandAltman->setImageSource(project.images);
    m_plan->setProjectPath(project.path);
    m_runner->start(project.study, plan.options);
}

void RatingWorkspace::clear()
{
    m_shown = false;
    m_runner->cancel();
    m_bundle.reset();
    m_complete = false;
    m_agreement->setBundle(nullptr);
    m_blandAltman->setBundle(nullptr);
    m_confusion->setBundle(nullptr);
    m_verdicts->setBundle(nullptr);
    m_demographics->setBundle(nullptr);
    m_comparison->setBundle(nullptr);
    m_plan->setBundle(nullptr);
    m_plan->setProjectPath({});
}

std::shared_ptr<const models::AnalysisBundle> RatingWorkspace::withCurrentThresholds(
    std::shared_ptr<const models::AnalysisBundle> bundle) const
{
    const auto &o = host()->options();
    if (!bundle || !bundle->analysis.options.parts.agreement
        || (bundle->analysis.options.recallThreshold == o.recallThreshold
            && bundle->analysis.options.kappaThreshold == o.kappaThreshold
            && bundle->analysis.options.replaceableMin == o.replaceableMin))
        return bundle;
    auto updated = std::make_shared<models::AnalysisBundle>(*bundle);
    updated->analysis.options.recallThreshold = o.recallThreshold;
    updated->analysis.options.kappaThreshold = o.kappaThreshold;
    updated->analysis.options.replaceableMin = static_cast<std::size_t>(o.replaceableMin);
    updated->verdicts = analysis::verdictMatrix(updated->analysis); // cheap: no statistic is recomputed
    return updated;
}

void RatingWorkspace::optionsChanged(const std::vector<std::string> &names)
{
    showThresholds();
    const bool verdictsOnly = std::all_of(names.begin(), names.end(), [](const std::string &name) {
        const auto *info = analysis::findAnalysisOption(name);
        return info && info->verdictOnly;
    });
    if (verdictsOnly) { // the bundle the exports, the workbook and the report read gets the new verdicts
        m_bundle = withCurrentThresholds(m_bundle);
        m_verdicts->setBundle(m_bundle);
        m_plan->setBundle(m_bundle); // a plan judged by the previous thresholds is dropped
        return;
    }
    // Another grouping, ε, seed or resampling size: the analysis runs again (the views keep the previous
    // result until then); the pages may change with the grouping, the plan decides them.
    const auto &project = host()->project();
    const analysis::AnalysisPlan plan = analysis::analysisPlanFor(*project.study, analysis::ratingAnalysisOptions(host()->options()));
    if (!plan.runs)
        return;
    host()->showPlan(plan);
    m_complete = false; // until the new result is in (the views keep the previous one meanwhile)
    m_runner->start(project.study, plan.options);
}

void RatingWorkspace::conditionsSaved(std::shared_ptr<const study::Study> study)
{
    m_runner->update(std::move(study), {}); // no answer changed: only new conditions are analysed
}

void RatingWorkspace::runFinished(const QString &conditionId)
{
    // The runner reads the condition's answers on its worker; the study arrives with the bundle.
    m_runner->updateAfterRun(host()->project().path, conditionId);
}

void RatingWorkspace::onReady(std::shared_ptr<const models::AnalysisBundle> bundle, bool complete)
{
    const auto &study = host()->project().study;
    if (!m_shown || !study)
        return; // closed (File → Close) while the analysis finished
    if (bundle && bundle->study && bundle->study != study && bundle->study->items.size() == study->items.size())
        host()->adoptStudy(bundle->study); // a run's answers read by the runner
    m_bundle = withCurrentThresholds(std::move(bundle)); // a threshold changed while the analysis ran
    m_complete = complete;
    m_agreement->setBundle(m_bundle);
    m_blandAltman->setBundle(m_bundle);
    m_confusion->setBundle(m_bundle);
    m_verdicts->setBundle(m_bundle);
    m_demographics->setBundle(m_bundle);
    m_comparison->setBundle(m_bundle);
    m_plan->setBundle(m_bundle);
    emit analysisReady(complete);
}

void RatingWorkspace::highlightItem(int item) { m_blandAltman->setHighlightedItem(item); }

Status RatingWorkspace::exportFigure(const FigureRequest &request, const FigureExportOptions &options, const QString &path) const
{
    auto prepared = prepareFigure(m_bundle, request);
    if (!prepared)
        return prepared.error();
    FigureExportOptions o = options;
    if (o.heightInches <= 0)
        o.heightInches = prepared->heightInches(o.widthInches);
    o.title = request.name;
    return widgets::exportFigure(prepared->paint, o, path);
}

Status RatingWorkspace::exportTable(const models::TableRequest &request, models::TableFormat format, const QString &path) const
{
    auto table = models::makeTable(m_bundle, request);
    if (!table)
        return table.error();
    return models::writeTable(**table, format, path, models::tableCaption(*m_bundle, request));
}

void RatingWorkspace::askFigureExport(const FigureRequest &request)
{
    if (!m_bundle)
        return;
    emit figureExportRequested(request.name, [this, request](const FigureExportOptions &options, const QString &path) {
        return exportFigure(request, options, path);
    });
}

void RatingWorkspace::askTableExport(const models::TableRequest &request)
{
    if (!m_bundle)
        return;
    emit tableExportRequested(request.name, [this, request](models::TableFormat format, const QString &path) {
        return exportTable(request, format, path);
    });
}

} // namespace rl::widgets
