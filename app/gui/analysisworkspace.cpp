// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/analysisworkspace.h"

#include "app/gui/studyoptions.h"
#include "engine/analysis/registry.h"
#include "engine/study/protocol.h"
#include "models/analysisrunner.h"
#include "models/displaynames.h"
#include "models/jury/juryanalysisrunner.h"
#include "models/stereotales/strunner.h"
#include "models/tableexport.h"
#include "widgets/agreementview.h"
#include "widgets/blandaltmanview.h"
#include "widgets/compare/comparisonview.h"
#include "widgets/conditions/conditionseditor.h"
#include "widgets/confusionview.h"
#include "widgets/demographics/humandemographicsview.h"
#include "widgets/figureexportdialog.h"
#include "widgets/jury/juryworkspace.h"
#include "widgets/runs/runspanel.h"
#include "widgets/stereotales/grideditor.h"
#include "widgets/stereotales/stworkspace.h"
#include "widgets/verdictview.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QScopedValueRollback>
#include <QShortcut>
#include <QThread>

#include <algorithm>

namespace rl::app {

AnalysisWorkspace::AnalysisWorkspace(QWidget *stimuliPage, QWidget *parent)
    : QTabWidget(parent)
    , m_runner(new models::AnalysisRunner(this))
    , m_studyOptions(new StudyOptions(this))
    , m_agreement(new widgets::AgreementView(this))
    , m_blandAltman(new widgets::BlandAltmanView(this))
    , m_confusion(new widgets::ConfusionView(this))
    , m_verdicts(new widgets::VerdictView(this))
    , m_conditions(new widgets::ConditionsEditor(this))
    , m_runs(new widgets::RunsPanel(this))
    , m_demographics(new widgets::HumanDemographicsView(this))
    , m_comparison(new widgets::ComparisonView(this))
    , m_juryRunner(new models::jury::JuryAnalysisRunner(this))
    , m_jury(new widgets::jury::JuryWorkspace(this))
    , m_stRunner(new models::stereotales::StRunner(this))
    , m_st(new widgets::stereotales::StWorkspace(this))
{
    setDocumentMode(true);
    // in viewKeys() order
    for (QWidget *page : std::initializer_list<QWidget *> {stimuliPage, m_conditions, m_runs, m_agreement, m_blandAltman,
                                                          m_confusion, m_verdicts, m_demographics, m_comparison, m_jury, m_st})
        addTab(page, QString());
    setTabVisible(indexOf(m_jury), false);
    setTabVisible(indexOf(m_st), false);
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

    connect(m_runner, &models::AnalysisRunner::started, this, &AnalysisWorkspace::analysisStarted);
    connect(m_runner, &models::AnalysisRunner::progress, this, [this](const QString &phase, qint64 done, qint64 total) {
        emit analysisProgress(tr("Analysing: %1…").arg(models::AnalysisRunner::phaseText(phase)), done, total);
    });
    connect(m_runner, &models::AnalysisRunner::ready, this, &AnalysisWorkspace::onReady);
    connect(m_runner, &models::AnalysisRunner::failed, this,
            [this](const QString &message, const QString &) { emit analysisFailed(message); });

    connect(m_blandAltman, &widgets::BlandAltmanView::itemClicked, this, &AnalysisWorkspace::itemActivated);
    connect(m_blandAltman, &widgets::BlandAltmanView::exportRequested, this, &AnalysisWorkspace::askFigureExport);
    connect(m_confusion, &widgets::ConfusionView::exportRequested, this, &AnalysisWorkspace::askFigureExport);
    connect(m_verdicts, &widgets::VerdictView::exportRequested, this, [this](const QString &name) {
        widgets::FigureRequest r;
        r.name = name;
        r.thresholds = m_verdicts->thresholds(); // as edited in the view
        askFigureExport(r);
    });
    connect(m_verdicts, &widgets::VerdictView::thresholdEdited, this, [this](const QString &name, const QString &value) {
        if (!changeOption(name, value)) { // out of range: the view shows the options again
            const auto &o = m_studyOptions->options();
            m_verdicts->setThresholds(o.recallThreshold, o.kappaThreshold, static_cast<int>(o.replaceableMin));
        }
    });
    connect(m_studyOptions, &StudyOptions::changed, this, &AnalysisWorkspace::onOptionsChanged);
    connect(m_agreement, &widgets::AgreementView::exportRequested, this, &AnalysisWorkspace::askTableExport);
    connect(m_demographics, &widgets::HumanDemographicsView::tableExportRequested, this,
            &AnalysisWorkspace::askTableExport);
    connect(m_verdicts, &widgets::VerdictView::tableExportRequested, this, &AnalysisWorkspace::askTableExport);
    connect(m_confusion, &widgets::ConfusionView::tableExportRequested, this, &AnalysisWorkspace::askTableExport);
    connect(m_comparison, &widgets::ComparisonView::exportRequested, this, &AnalysisWorkspace::askFigureExport);
    connect(m_comparison, &widgets::ComparisonView::tableExportRequested, this, &AnalysisWorkspace::askTableExport);
    connect(m_conditions, &widgets::ConditionsEditor::conditionsSaved, this, &AnalysisWorkspace::onConditionsSaved);
    connect(m_runs, &widgets::RunsPanel::runFinished, this,
            [this](const QString &conditionId, const QString &) { onRunFinished(conditionId); });
    connect(m_runner, &models::AnalysisRunner::reloadNeeded, this, &AnalysisWorkspace::projectModified);

    connect(m_juryRunner, &models::jury::JuryAnalysisRunner::started, this, &AnalysisWorkspace::analysisStarted);
    connect(m_juryRunner, &models::jury::JuryAnalysisRunner::progress, this, [this](const QString &, qint64 done, qint64 total) {
        emit analysisProgress(tr("Analysing the jury…"), done, total);
    });
    connect(m_juryRunner, &models::jury::JuryAnalysisRunner::ready, this, [this](std::shared_ptr<const models::jury::JuryResult> r) {
        m_jury->setResult(std::move(r), m_juryRunner->latestChecks());
        emit analysisReady(true);
    });
    connect(m_juryRunner, &models::jury::JuryAnalysisRunner::failed, this,
            [this](const QString &message, const QString &) { emit analysisFailed(message); });
    connect(m_jury, &widgets::jury::JuryWorkspace::figureExportRequested, this, &AnalysisWorkspace::askJuryFigureExport);
    connect(m_jury, &widgets::jury::JuryWorkspace::tableExportRequested, this, &AnalysisWorkspace::askJuryTableExport);
    connect(m_jury, &widgets::jury::JuryWorkspace::corpusCheckRequested, this, &AnalysisWorkspace::askCorpusCheck);
    // The subset explorer's price cap, basis and panel size are options of the study (undoable, saved).
    connect(m_jury, &widgets::jury::JuryWorkspace::optionEdited, this, [this](const QString &name, const QString &value) {
        if (!changeOption(name, value))
            applyJuryViewOptions(); // refused: the explorer shows the option in force again
    });

    // The engine's defaults (per model, B = 500,000) on every core: the output does not depend on the thread count.
    m_stOptions.threads = std::max(1, QThread::idealThreadCount());
    namespace mst = models::stereotales;
    namespace wst = widgets::stereotales;
    connect(m_stRunner, &mst::StRunner::started, this, &AnalysisWorkspace::analysisStarted);
    connect(m_stRunner, &mst::StRunner::progress, this, [this](const QString &phase, qint64 done, qint64 total) {
        const QString text = tr("Analysing StereoTales: %1…").arg(mst::StRunner::phaseText(phase));
        m_st->setBusy(total > 0 ? tr("%1 (%2 of %3)").arg(text).arg(done).arg(total) : text);
        emit analysisProgress(text, done, total);
    });
    connect(m_stRunner, &mst::StRunner::ready, this, [this](std::shared_ptr<const mst::StResult> r) {
        m_st->setBusy({});
        m_st->setResult(std::move(r));
        emit analysisReady(true);
    });
    connect(m_stRunner, &mst::StRunner::failed, this, [this](const QString &message, const QString &) {
        m_st->setBusy({});
        emit analysisFailed(message);
    });
    connect(m_stRunner, &mst::StRunner::cancelled, this, [this] {
        m_st->setBusy({});
        m_st->setResult(m_st->result()); // the previous result, or the "no analysis" text
    });
    connect(m_st, &wst::StWorkspace::figureExportRequested, this, &AnalysisWorkspace::askStFigureExport);
    connect(m_st, &wst::StWorkspace::tableExportRequested, this, &AnalysisWorkspace::askStTableExport);
    connect(m_st, &wst::StWorkspace::cancelRequested, m_stRunner, &mst::StRunner::cancel);
    connect(m_st, &wst::StWorkspace::gridEditRequested, this, &AnalysisWorkspace::openGridEditor);
    connect(m_st, &wst::StWorkspace::reanalyseRequested, this, [this](const QString &groupBy) {
        if (!m_stStudy)
            return;
        // Another grouping is a change of the study's st_by (undoable; onOptionsChanged runs the analysis);
        // the same one (Re-analyse, a run finished) runs it again as it is.
        if (groupBy != QString::fromStdString(m_studyOptions->options().stBy) && changeOption(QStringLiteral("st_by"), groupBy))
            return;
        m_stRunner->start(m_project.study, m_project.path, stereoTalesOptions());
    });
    retranslate();
}

AnalysisWorkspace::~AnalysisWorkspace() = default;

widgets::stereotales::GridEditorDialog *AnalysisWorkspace::openGridEditor()
{
    if (!m_stStudy || !m_st->result() || !m_st->result()->grid)
        return nullptr;
    if (m_gridEditor) {
        m_gridEditor->raise();
        m_gridEditor->activateWindow();
        return m_gridEditor;
    }
    m_gridEditor = new widgets::stereotales::GridEditorDialog(m_project.path, *m_st->result()->grid, this);
    m_gridEditor->setAttribute(Qt::WA_DeleteOnClose);
    // The prompts are items: the whole project is read again (the editor stays open on it).
    connect(m_gridEditor, &widgets::stereotales::GridEditorDialog::gridSaved, this, &AnalysisWorkspace::projectModified);
    m_gridEditor->show(); // modeless: the views stay usable
    return m_gridEditor;
}

QStringList AnalysisWorkspace::viewKeys()
{
    return {QStringLiteral("stimuli"),     QStringLiteral("conditions"), QStringLiteral("runs"),
            QStringLiteral("agreement"),   QStringLiteral("blandaltman"), QStringLiteral("confusion"),
            QStringLiteral("verdicts"),    QStringLiteral("demographics"), QStringLiteral("comparison"),
            QStringLiteral("jury"),        QStringLiteral("stereotales")};
}

bool AnalysisWorkspace::showView(const QString &key)
{
    if (widgets::jury::JuryWorkspace::pageKeys().contains(key)) {
        if (!isTabVisible(indexOf(m_jury)) || !m_jury->showPage(key))
            return false;
        setCurrentWidget(m_jury);
        return true;
    }
    if (widgets::stereotales::StWorkspace::pageKeys().contains(key)) {
        if (!isTabVisible(indexOf(m_st)) || !m_st->showPage(key))
            return false;
        setCurrentWidget(m_st);
        return true;
    }
    const int i = viewKeys().indexOf(key);
    if (i < 0 || !isTabVisible(i))
        return false;
    setCurrentIndex(i);
    return true;
}

QStringList AnalysisWorkspace::pageKeysFor(const analysis::AnalysisPlan &plan)
{
    // The stimuli, conditions and runs pages serve every study; then the views of the protocol's plan
    // (engine/analysis/registry.h), a jury or StereoTales view making its kind's one tab.
    QStringList keys {QStringLiteral("stimuli"), QStringLiteral("conditions"), QStringLiteral("runs")};
    for (const auto view : plan.views) {
        const QString key = analysis::isJuryView(view)         ? QStringLiteral("jury")
                          : analysis::isStereoTalesView(view) ? QStringLiteral("stereotales")
                                                              : QString::fromLatin1(analysis::analysisViewKey(view));
        if (!keys.contains(key))
            keys << key;
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

analysis::jury::JuryAnalysisOptions AnalysisWorkspace::juryOptions() const
{
    const analysis::AnalysisOptions &o = m_studyOptions->options();
    const analysis::AnalysisOptions d;
    analysis::jury::JuryAnalysisOptions j = m_juryOptions;
    const analysis::jury::JuryAnalysisOptions r = analysis::juryAnalysisOptions(o, j);
    if (o.juryBootstrap != d.juryBootstrap)
        j.bootstrap = r.bootstrap;
    if (o.jurySeed != d.jurySeed)
        j.seed = r.seed;
    if (o.juryCheapMaxPrice != d.juryCheapMaxPrice)
        j.cheapMaxPrice = r.cheapMaxPrice;
    return j;
}

analysis::stereotales::AssociationOptions AnalysisWorkspace::stereoTalesOptions() const
{
    const analysis::AnalysisOptions &o = m_studyOptions->options();
    const analysis::AnalysisOptions d;
    analysis::stereotales::AssociationOptions s = m_stOptions;
    const analysis::stereotales::AssociationOptions r = analysis::associationOptions(o, s);
    if (o.stResamples != d.stResamples)
        s.resamples = r.resamples;
    if (o.stSeed != d.stSeed)
        s.seed = r.seed;
    if (o.stBy != d.stBy)
        s.by = r.by;
    return s;
}

analysis::OptionScope AnalysisWorkspace::optionScope() const
{
    if (!m_project.study)
        return analysis::OptionScope::Rating;
    switch (study::protocolOf(*m_project.study).kind) {
    case study::StudyKind::Jury:
        return analysis::OptionScope::Jury;
    case study::StudyKind::StereoTales:
        return analysis::OptionScope::StereoTales;
    default:
        return analysis::OptionScope::Rating;
    }
}

void AnalysisWorkspace::applyJuryViewOptions()
{
    const analysis::AnalysisOptions &o = m_studyOptions->options();
    m_jury->setSubsetOptions(o.juryPriceCapOn != 0, o.juryPriceCap,
                             o.juryPriceBasis == "per_1000_items" ? models::jury::PriceBasis::Per1000Items
                                                                  : models::jury::PriceBasis::InputPerMTok,
                             static_cast<int>(o.juryPanelSize));
}

void AnalysisWorkspace::clearResults()
{
    m_runner->cancel();
    m_juryRunner->cancel();
    m_stRunner->cancel();
    m_bundle.reset();
    m_complete = false;
    m_agreement->setBundle(nullptr);
    m_blandAltman->setBundle(nullptr);
    m_confusion->setBundle(nullptr);
    m_verdicts->setBundle(nullptr);
    m_demographics->setBundle(nullptr);
    m_comparison->setBundle(nullptr);
    m_jury->setResult(nullptr);
    m_st->setBusy({});
    m_st->setResult(nullptr);
    m_st->setProject(QString(), nullptr);
    m_juryStudy = false;
    m_stStudy = false;
}

void AnalysisWorkspace::setProject(const models::LoadedProject &project, bool reload)
{
    // One path for every open (a first open, another project, a reopen after an edit, a new study):
    // nothing of the previous project is left, the pages are those of this study's kind.
    if (m_gridEditor && project.path != m_project.path)
        m_gridEditor->close(); // it edits the previous project's grid
    const bool sameFile = reload && project.path == m_project.path && !m_project.path.isEmpty();
    clearResults();
    m_project = project;
    if (!sameFile) { // a reload of the file shown (its grid or conditions edited) keeps the options' history
        const QScopedValueRollback<bool> applying(m_applyingProject, true);
        m_studyOptions->setProject(project.path, project.options);
    }
    const auto &o = m_studyOptions->options();
    m_verdicts->setThresholds(o.recallThreshold, o.kappaThreshold, static_cast<int>(o.replaceableMin));
    const analysis::AnalysisPlan plan = analysis::analysisPlanFor(*project.study, ratingOptions());
    showPages(pageKeysFor(plan));
    QStringList juryPages, stPages;
    for (const auto view : plan.views)
        if (analysis::isJuryView(view))
            juryPages << QString::fromLatin1(analysis::analysisViewKey(view));
        else if (analysis::isStereoTalesView(view))
            stPages << QString::fromLatin1(analysis::analysisViewKey(view));
    m_juryStudy = !juryPages.isEmpty();
    m_stStudy = !stPages.isEmpty();
    m_jury->setVisiblePages(juryPages);
    m_st->setVisiblePages(stPages);
    m_st->setProject(project.path, m_stStudy ? project.study : nullptr);
    if (!sameFile)
        setCurrentIndex(0); // a project opens on its stimuli, whatever the previous one showed
    if (m_juryStudy) {
        applyJuryViewOptions();
        m_juryRunner->start(project.study, project.path, juryOptions());
    }
    if (m_stStudy)
        m_stRunner->start(project.study, project.path, stereoTalesOptions());
    m_blandAltman->setImageSource(project.images);
    m_conditions->setProject(project);
    m_runs->setProject(project);
    m_runner->start(project.study, plan.options);
}

void AnalysisWorkspace::closeProject()
{
    if (m_gridEditor)
        m_gridEditor->close();
    clearResults();
    m_project = {};
    {
        const QScopedValueRollback<bool> applying(m_applyingProject, true);
        m_studyOptions->clear();
    }
    QStringList pages = viewKeys(); // as a fresh window has them until a project is open
    pages.removeAll(QStringLiteral("jury"));
    pages.removeAll(QStringLiteral("stereotales"));
    showPages(pages);
    setCurrentIndex(0);
}

void AnalysisWorkspace::showPages(const QStringList &pages)
{
    const QStringList keys = viewKeys();
    for (int i = 0; i < keys.size(); ++i)
        setTabVisible(i, pages.contains(keys.at(i)));
    emit pagesChanged(pages);
}

Status AnalysisWorkspace::changeOption(const QString &name, const QString &value)
{
    if (name == QLatin1String("group_by") && !value.isEmpty() && m_project.study
        && m_project.study->findFactor(value.toStdString()) < 0)
        return Error {ErrorCode::Validation, "the study has no factor '" + value.toStdString() + "'"};
    return m_studyOptions->change(name, value);
}

std::shared_ptr<const models::AnalysisBundle> AnalysisWorkspace::withCurrentThresholds(
    std::shared_ptr<const models::AnalysisBundle> bundle) const
{
    const auto &o = m_studyOptions->options();
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

void AnalysisWorkspace::onOptionsChanged(const std::vector<std::string> &names)
{
    if (m_applyingProject || !m_project.study)
        return;
    const auto &o = m_studyOptions->options();
    m_verdicts->setThresholds(o.recallThreshold, o.kappaThreshold, static_cast<int>(o.replaceableMin));
    const auto scoped = [&names](const char *prefix, bool analysisOnly) {
        return std::any_of(names.begin(), names.end(), [&](const std::string &name) {
            const auto *info = analysis::findAnalysisOption(name);
            return name.rfind(prefix, 0) == 0 && info && !(analysisOnly && info->verdictOnly);
        });
    };
    if (m_juryStudy) { // the explorer's filters at once; the bootstrap, seed or cheap threshold: the analysis again
        applyJuryViewOptions();
        if (scoped("jury_", true))
            m_juryRunner->start(m_project.study, m_project.path, juryOptions());
        return;
    }
    if (m_stStudy) {
        if (scoped("st_", true))
            m_stRunner->start(m_project.study, m_project.path, stereoTalesOptions());
        return;
    }
    const bool verdictsOnly = std::all_of(names.begin(), names.end(), [](const std::string &name) {
        const auto *info = analysis::findAnalysisOption(name);
        return info && info->verdictOnly;
    });
    if (verdictsOnly) { // the bundle the exports, the workbook and the report read gets the new verdicts
        m_bundle = withCurrentThresholds(m_bundle);
        m_verdicts->setBundle(m_bundle);
        return;
    }
    // Another grouping, ε, seed or resampling size: the analysis runs again (the views keep the previous
    // result until then); the pages may change with the grouping, the plan decides them.
    const analysis::AnalysisPlan plan = analysis::analysisPlanFor(*m_project.study, ratingOptions());
    if (m_juryStudy || m_stStudy || !plan.runs)
        return; // those kinds' analyses take none of these options
    showPages(pageKeysFor(plan));
    m_complete = false; // until the new result is in (the views keep the previous one meanwhile)
    m_runner->start(m_project.study, plan.options);
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
    if (m_juryStudy) {
        m_juryRunner->start(saved, m_project.path, juryOptions());
        return;
    }
    m_runner->update(saved, {}); // no answer changed: only new conditions are analysed
}

void AnalysisWorkspace::onRunFinished(const QString &conditionId)
{
    if (m_project.path.isEmpty())
        return;
    // The runner reads the condition's answers on its worker; the study arrives with the bundle.
    m_runner->updateAfterRun(m_project.path, conditionId);
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

void AnalysisWorkspace::onReady(std::shared_ptr<const models::AnalysisBundle> bundle, bool complete)
{
    if (!m_project.study)
        return; // closed (File → Close) while the analysis finished
    if (bundle && bundle->study && m_project.study && bundle->study != m_project.study
        && bundle->study->items.size() == m_project.study->items.size())
        adoptStudy(bundle->study); // a run's answers read by the runner
    m_bundle = withCurrentThresholds(std::move(bundle)); // a threshold changed while the analysis ran
    m_complete = complete;
    m_agreement->setBundle(m_bundle);
    m_blandAltman->setBundle(m_bundle);
    m_confusion->setBundle(m_bundle);
    m_verdicts->setBundle(m_bundle);
    m_demographics->setBundle(m_bundle);
    m_comparison->setBundle(m_bundle);
    emit analysisReady(complete);
}

void AnalysisWorkspace::highlightItem(int item)
{
    m_blandAltman->setHighlightedItem(item);
    m_conditions->setSelectedItem(item);
}

Status AnalysisWorkspace::exportFigure(const widgets::FigureRequest &request, const widgets::FigureExportOptions &options,
                                       const QString &path) const
{
    auto prepared = widgets::prepareFigure(m_bundle, request);
    if (!prepared)
        return prepared.error();
    widgets::FigureExportOptions o = options;
    if (o.heightInches <= 0)
        o.heightInches = prepared->heightInches(o.widthInches);
    o.title = request.name;
    return widgets::exportFigure(prepared->paint, o, path);
}

Status AnalysisWorkspace::exportTable(const models::TableRequest &request, models::TableFormat format,
                                      const QString &path) const
{
    auto table = models::makeTable(m_bundle, request);
    if (!table)
        return table.error();
    return models::writeTable(**table, format, path, models::tableCaption(*m_bundle, request));
}

void AnalysisWorkspace::askFigureExport(const widgets::FigureRequest &request)
{
    if (!m_bundle)
        return;
    auto *dialog = new widgets::FigureExportDialog(request.name, this);
    dialog->setFolder(projectFolder());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, request] {
        report(exportFigure(request, dialog->options(), dialog->path()), dialog->path());
    });
    dialog->open();
}

void AnalysisWorkspace::askTableExport(const models::TableRequest &request)
{
    if (!m_bundle)
        return;
    askTableFile(request.name, [this, request](models::TableFormat format, const QString &file) {
        return exportTable(request, format, file);
    });
}

void AnalysisWorkspace::askJuryFigureExport(const QString &key)
{
    if (!m_jury->result())
        return;
    auto *dialog = new widgets::FigureExportDialog(key, this);
    dialog->setFolder(projectFolder());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, key] {
        report(m_jury->exportFigure(key, dialog->options(), dialog->path()), dialog->path());
    });
    dialog->open();
}

void AnalysisWorkspace::askJuryTableExport(const QString &key)
{
    if (!m_jury->result())
        return;
    askTableFile(key, [this, key](models::TableFormat format, const QString &file) {
        return m_jury->exportTable(key, format, file);
    });
}

void AnalysisWorkspace::askStFigureExport(const QString &key)
{
    if (!m_st->result())
        return;
    auto *dialog = new widgets::FigureExportDialog(key, this);
    dialog->setFolder(projectFolder());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, key] {
        report(m_st->exportFigure(key, dialog->options(), dialog->path()), dialog->path());
    });
    dialog->open();
}

void AnalysisWorkspace::askStTableExport(const QString &key)
{
    if (!m_st->result())
        return;
    askTableFile(key, [this, key](models::TableFormat format, const QString &file) { return m_st->exportTable(key, format, file); });
}

QString AnalysisWorkspace::projectFolder() const
{
    return m_project.path.isEmpty() ? QString() : QFileInfo(m_project.path).absolutePath();
}

void AnalysisWorkspace::askCorpusCheck()
{
    const QString folder = m_project.path.isEmpty() ? QDir::homePath() : projectFolder();
    auto *dialog = new QFileDialog(this, tr("Check a corpus file"), folder);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setNameFilters({tr("Sentence-pair corpora (*.tsv *.csv *.json *.txt)"), tr("All files (*)")});
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &file) {
        const Status checked = m_jury->checkCorpusFile(file, m_jury->corpus());
        if (checked)
            return; // the corpus page shows the check; the file is only read
        auto *box = new QMessageBox(QMessageBox::Warning, tr("RaterLab"), tr("%1 could not be checked.").arg(QDir::toNativeSeparators(file)),
                                    QMessageBox::Ok, this);
        box->setInformativeText(models::DisplayNames::errorMessage(checked.error()));
        box->setDetailedText(QString::fromStdString(checked.error().detail));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    dialog->open();
}

void AnalysisWorkspace::askTableFile(const QString &name, std::function<Status(models::TableFormat, const QString &)> write)
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
    const QStringList titles {tr("Stimuli"),      tr("Conditions"), tr("Runs"),     tr("Agreement"),
                              tr("Bland–Altman"), tr("Confusion"),  tr("Verdicts"), tr("Humans && demographics"),
                              tr("Compare"),      tr("Jury"),       tr("StereoTales")};
    for (int i = 0; i < titles.size() && i < count(); ++i)
        setTabText(i, titles.at(i));
}

void AnalysisWorkspace::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTabWidget::changeEvent(event);
}

} // namespace rl::app
