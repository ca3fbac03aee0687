// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plan/planview.h"

#include "engine/analysis/plan/planmethods.h"
#include "engine/analysis/plan/resampling.h"
#include "models/analysisbundle.h"
#include "models/displaynames.h"
#include "models/roles.h"
#include "widgets/figurecanvas.h"

#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QRegularExpression>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rl::widgets {

namespace {

/// "10, 20 50" as whole numbers >= 1; false for anything else. Empty text gives an empty list (the defaults).
bool parseCounts(const QString &text, std::vector<std::size_t> &out)
{
    out.clear();
    const QStringList parts = text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        bool ok = false;
        const qulonglong v = part.toULongLong(&ok);
        if (!ok || v < 1)
            return false;
        out.push_back(std::size_t(v));
    }
    return true;
}

QString joinCounts(const std::vector<std::size_t> &values)
{
    QStringList parts;
    for (std::size_t v : values)
        parts << QString::number(qulonglong(v));
    return parts.join(QStringLiteral(", "));
}

/// The plan of `a` stands for `b`: the same study and the options the draws are judged by (thresholds,
/// Alt-test, grouping, item subset) — the second stage of an analysis (its mixed and demographic parts) or a
/// run of another view's option does not change a plan.
bool samePlanInputs(const models::AnalysisBundle &a, const models::AnalysisBundle &b)
{
    const auto &x = a.analysis.options, &y = b.analysis.options;
    return a.study == b.study && x.recallThreshold == y.recallThreshold && x.kappaThreshold == y.kappaThreshold
        && x.replaceableMin == y.replaceableMin && x.altTestEpsilon == y.altTestEpsilon && x.altTestQ == y.altTestQ
        && x.altTestMinItems == y.altTestMinItems && x.blandAltmanZ == y.blandAltmanZ && x.itemSubset == y.itemSubset
        && x.groupBy == y.groupBy && x.interModelConditions == y.interModelConditions;
}

QTableView *makeTableView(QAbstractItemModel *model, QWidget *parent)
{
    auto *proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(models::SortValueRole);
    auto *view = new QTableView(parent);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->verticalHeader()->setVisible(false);
    return view;
}

} // namespace

PlanView::PlanView(QWidget *parent)
    : QWidget(parent)
    , m_itemsLabel(new QLabel(this))
    , m_items(new QLineEdit(this))
    , m_ratersLabel(new QLabel(this))
    , m_raters(new QLineEdit(this))
    , m_draws(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_target(new QDoubleSpinBox(this))
    , m_run(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_dimension(new QComboBox(this))
    , m_group(new QComboBox(this))
    , m_condition(new QComboBox(this))
    , m_exportFigure(new QPushButton(this))
    , m_exportTable(new QPushButton(this))
    , m_copyMethods(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_recommendation(new QLabel(this))
    , m_heatmapCanvas(new FigureCanvas(this))
    , m_curvesCanvas(new FigureCanvas(this))
    , m_tables(new QTabWidget(this))
    , m_table(new models::PlanTableModel(this))
    , m_summary(new models::PlanSummaryModel(this))
    , m_runner(new models::PlanRunner(this))
{
    m_items->setObjectName(QStringLiteral("planItems"));
    m_raters->setObjectName(QStringLiteral("planRaters"));
    m_draws->setObjectName(QStringLiteral("planDraws"));
    m_seed->setObjectName(QStringLiteral("planSeed"));
    m_target->setObjectName(QStringLiteral("planTarget"));
    m_dimension->setObjectName(QStringLiteral("planDimension"));
    m_group->setObjectName(QStringLiteral("planGroup"));
    m_condition->setObjectName(QStringLiteral("planCondition"));
    m_recommendation->setObjectName(QStringLiteral("planRecommendation"));
    m_items->setClearButtonEnabled(true);
    m_raters->setClearButtonEnabled(true);
    m_itemsLabel->setBuddy(m_items);
    m_ratersLabel->setBuddy(m_raters);
    m_draws->setRange(1, 100000);
    m_draws->setSingleStep(100);
    m_draws->setValue(200);
    m_seed->setRange(0, 999999999);
    m_seed->setValue(42);
    m_target->setRange(0.01, 1.0);
    m_target->setDecimals(2);
    m_target->setSingleStep(0.01);
    m_target->setValue(0.95);
    m_cancel->setEnabled(false);
    m_progress->setMaximumWidth(160);
    m_progress->setVisible(false);
    for (QComboBox *box : {m_dimension, m_group, m_condition})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_recommendation->font();
    bold.setBold(true);
    m_recommendation->setFont(bold);

    m_copyMethods->setObjectName(QStringLiteral("planCopyMethods"));
    auto *methodsMenu = new QMenu(this);
    // The languages of the methods paragraph, each named in itself (as the methods dialog names them).
    for (const auto &[name, language] : {std::pair {QStringLiteral("English"), analysis::MethodsLanguage::English},
                                         std::pair {QStringLiteral("한국어"), analysis::MethodsLanguage::Korean}})
        connect(methodsMenu->addAction(name), &QAction::triggered, this, [this, lang = language] {
            if (!m_plan)
                return;
            QGuiApplication::clipboard()->setText(
                QString::fromStdString(analysis::plan::planMethodsParagraph(*m_plan, lang)));
            m_status->setText(tr("The plan's methods paragraph is on the clipboard."));
        });
    m_copyMethods->setMenu(methodsMenu);

    auto *exportFigureMenu = new QMenu(this);
    QAction *exportHeatmap = exportFigureMenu->addAction(QString());
    QAction *exportCurves = exportFigureMenu->addAction(QString());
    m_exportFigure->setMenu(exportFigureMenu);

    // Three short rows, so that the page fits a small window: the designs, the run, the row shown.
    auto *designs = new QHBoxLayout;
    designs->addWidget(m_itemsLabel);
    designs->addWidget(m_items, 2);
    designs->addWidget(m_ratersLabel);
    designs->addWidget(m_raters, 1);
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_draws);
    runRow->addWidget(m_seed);
    runRow->addWidget(m_target);
    runRow->addWidget(m_run);
    runRow->addWidget(m_cancel);
    runRow->addWidget(m_progress);
    runRow->addWidget(m_status, 1);
    auto *choiceRow = new QHBoxLayout;
    choiceRow->addWidget(m_dimension);
    choiceRow->addWidget(m_group);
    choiceRow->addWidget(m_condition);
    choiceRow->addStretch(1);
    choiceRow->addWidget(m_exportFigure);
    choiceRow->addWidget(m_exportTable);
    choiceRow->addWidget(m_copyMethods);

    m_tableView = makeTableView(m_table, this);
    m_summaryView = makeTableView(m_summary, this);
    m_tables->addTab(m_tableView, QString());
    m_tables->addTab(m_summaryView, QString());

    auto *figures = new QSplitter(Qt::Horizontal, this);
    figures->addWidget(m_heatmapCanvas);
    figures->addWidget(m_curvesCanvas);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(figures);
    split->addWidget(m_tables);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(designs);
    layout->addLayout(runRow);
    layout->addLayout(choiceRow);
    layout->addWidget(m_recommendation);
    layout->addWidget(split, 1);

    m_heatmapCanvas->setPaintFunction([this](QPainter &p, const QRectF &rect, const FigureStyle &style) {
        if (m_plan)
            paintPlanHeatmap(p, rect, m_heatmap, style);
    });
    m_curvesCanvas->setPaintFunction([this](QPainter &p, const QRectF &rect, const FigureStyle &style) {
        if (m_plan)
            paintPlanCurves(p, rect, m_curves, style);
    });
    m_heatmapCanvas->setTipTextFunction([this](QPointF pos) { return heatmapTip(pos); });

    connect(m_run, &QPushButton::clicked, this, &PlanView::run);
    connect(m_cancel, &QPushButton::clicked, this, &PlanView::cancel);
    for (QComboBox *box : {m_dimension, m_group, m_condition})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { rebuildFigures(); });
    connect(exportHeatmap, &QAction::triggered, this,
            [this] { emit exportRequested(figureRequest(QStringLiteral("plan_heatmap"))); });
    connect(exportCurves, &QAction::triggered, this,
            [this] { emit exportRequested(figureRequest(QStringLiteral("plan_curves"))); });
    connect(m_heatmapCanvas, &FigureCanvas::exportRequested, this,
            [this] { emit exportRequested(figureRequest(QStringLiteral("plan_heatmap"))); });
    connect(m_curvesCanvas, &FigureCanvas::exportRequested, this,
            [this] { emit exportRequested(figureRequest(QStringLiteral("plan_curves"))); });
    connect(m_exportTable, &QPushButton::clicked, this, [this] { emit tableExportRequested(tableRequest()); });
    connect(m_runner, &models::PlanRunner::started, this, [this] {
        m_progress->setRange(0, 0);
        m_progress->setVisible(true);
        m_run->setEnabled(false);
        m_cancel->setEnabled(true);
        m_status->setText(tr("Drawing sub-studies…"));
    });
    connect(m_runner, &models::PlanRunner::progress, this, [this](qint64 done, qint64 total) {
        m_progress->setRange(0, int(std::max<qint64>(total, 1)));
        m_progress->setValue(int(done));
    });
    connect(m_runner, &models::PlanRunner::ready, this, &PlanView::onReady);
    connect(m_runner, &models::PlanRunner::failed, this, [this](const QString &message) {
        m_progress->setVisible(false);
        m_run->setEnabled(m_bundle != nullptr);
        m_cancel->setEnabled(false);
        m_status->setText(tr("The plan failed: %1").arg(message));
    });
    retranslate();
    m_run->setEnabled(false);
    m_exportFigure->setEnabled(false);
    m_exportTable->setEnabled(false);
    m_copyMethods->setEnabled(false);
}

PlanView::~PlanView() = default;

void PlanView::setBundle(std::shared_ptr<const models::AnalysisBundle> bundle)
{
    if (bundle && m_bundle && samePlanInputs(*bundle, *m_bundle)) {
        m_bundle = std::move(bundle); // the plan (or the one running) still holds
        return;
    }
    m_runner->cancel();
    m_bundle = std::move(bundle);
    onReady(nullptr); // the previous plan is of another study or analysis
    m_progress->setVisible(false);
    m_cancel->setEnabled(false);
    m_run->setEnabled(m_bundle != nullptr);
    m_status->setText(m_bundle ? tr("Set the designs, then press Run.") : QString());
    m_items->setPlaceholderText(QString());
    m_raters->setPlaceholderText(QString());
    m_defaultsPending = m_bundle != nullptr;
    if (m_defaultsPending && isVisible())
        showDefaults();
}

void PlanView::setProjectPath(const QString &path) { m_projectPath = path; }

void PlanView::setDesigns(const QString &items, const QString &raters, int draws, quint64 seed, double target)
{
    m_items->setText(items);
    m_raters->setText(raters);
    m_draws->setValue(draws);
    m_seed->setValue(int(seed));
    m_target->setValue(target);
}

void PlanView::showDefaults()
{
    m_defaultsPending = false;
    if (!m_bundle || !m_bundle->study)
        return;
    // The engine's default designs for this study (a pass over its ratings, no draw).
    const auto bounds = analysis::plan::planBounds(*m_bundle->study, m_bundle->analysis.options);
    if (bounds.itemCount == 0 || bounds.maxRaters < 2)
        return;
    m_items->setPlaceholderText(tr("default: %1").arg(joinCounts(analysis::plan::defaultPlanItems(bounds.itemCount))));
    m_raters->setPlaceholderText(tr("default: %1").arg(joinCounts(analysis::plan::defaultPlanRaters(bounds.maxRaters))));
}

void PlanView::run()
{
    if (!m_bundle)
        return;
    std::vector<std::size_t> items, raters;
    if (!parseCounts(m_items->text(), items) || !parseCounts(m_raters->text(), raters)) {
        m_status->setText(tr("Items and raters per item are whole numbers of at least 1, separated by commas."));
        return;
    }
    m_runner->start(m_bundle,
                    models::planOptions(*m_bundle, items, raters, std::size_t(m_draws->value()),
                                        std::uint64_t(m_seed->value()), m_target->value()),
                    m_projectPath);
}

void PlanView::cancel()
{
    if (!m_runner->isBusy())
        return;
    m_runner->cancel();
    m_progress->setVisible(false);
    m_run->setEnabled(m_bundle != nullptr);
    m_cancel->setEnabled(false);
    m_status->setText(tr("Cancelled: no plan."));
}

void PlanView::onReady(models::PlanPtr plan)
{
    m_progress->setVisible(false);
    m_cancel->setEnabled(false);
    m_run->setEnabled(m_bundle != nullptr);
    m_plan = std::move(plan);
    m_table->setPlan(m_plan);
    m_summary->setPlan(m_plan);
    m_exportFigure->setEnabled(m_plan != nullptr);
    m_exportTable->setEnabled(m_plan != nullptr);
    m_copyMethods->setEnabled(m_plan != nullptr);
    fillChoices();
    rebuildFigures();
    if (m_plan) {
        const QLocale l;
        m_status->setText(tr("%1 designs × %2 draws (seed %3); %4 analysed items, at most %5 raters per item.")
                              .arg(l.toString(qulonglong(m_plan->options.items.size() * m_plan->options.raters.size())),
                                   l.toString(qulonglong(m_plan->options.draws)), QString::number(m_plan->options.seed),
                                   l.toString(qulonglong(m_plan->itemCount)), l.toString(qulonglong(m_plan->maxRaters))));
        emit planReady();
    }
}

void PlanView::fillChoices()
{
    const QSignalBlocker blockD(m_dimension), blockG(m_group), blockC(m_condition);
    const QString dimension = m_dimension->currentData().toString(), group = m_group->currentData().toString(),
                  condition = m_condition->currentData().toString();
    m_dimension->clear();
    m_group->clear();
    m_condition->clear();
    if (m_plan) {
        QStringList dimensions, groups;
        for (const auto &rec : m_plan->summary) {
            const QString d = QString::fromStdString(rec.dimension), g = QString::fromStdString(rec.group);
            if (!dimensions.contains(d)) {
                dimensions << d;
                m_dimension->addItem(models::DisplayNames::dimension(rec.dimension), d);
            }
            if (!groups.contains(g)) {
                groups << g;
                m_group->addItem(models::DisplayNames::word(g), g);
            }
        }
        m_condition->addItem(tr("all (the verdict)"), QString::fromLatin1(analysis::plan::kAllConditions));
        for (const auto &id : m_plan->conditions)
            m_condition->addItem(QString::fromStdString(id), QString::fromStdString(id));
    }
    const auto keep = [](QComboBox *box, const QString &value) { box->setCurrentIndex(std::max(0, box->findData(value))); };
    keep(m_dimension, dimension);
    keep(m_group, group);
    keep(m_condition, condition);
}

const analysis::plan::PlanRecommendation *PlanView::recommendation() const
{
    if (!m_plan)
        return nullptr;
    const std::string d = m_dimension->currentData().toString().toStdString(), g = m_group->currentData().toString().toStdString(),
                      c = m_condition->currentData().toString().toStdString();
    for (const auto &rec : m_plan->summary)
        if (rec.dimension == d && rec.group == g && rec.condition == c)
            return &rec;
    return nullptr;
}

void PlanView::rebuildFigures()
{
    m_heatmap = {};
    m_curves = {};
    m_recommendation->clear();
    if (m_plan) {
        const QString caption = m_bundle && m_bundle->study && m_bundle->study->synthetic
            ? tr("synthetic demo (seed %1)").arg(m_bundle->study->demoSeed)
            : QString();
        PlanFigureRequest r;
        r.dimension = m_dimension->currentData().toString().toStdString();
        r.group = m_group->currentData().toString().toStdString();
        r.condition = m_condition->currentData().toString().toStdString();
        if (auto f = makePlanFigure(*m_plan, r, PlanFigureKind::Heatmap, caption))
            m_heatmap = std::move(*f);
        if (auto f = makePlanFigure(*m_plan, r, PlanFigureKind::Curves, caption))
            m_curves = std::move(*f);
        if (const auto *rec = recommendation()) {
            QString text = models::PlanSummaryModel::recommendationText(*rec, m_plan->options.target);
            if (rec->reached && std::isfinite(rec->modelCostUsd))
                text += QLatin1Char(' ') + tr("Model cost of those items: %1 USD.").arg(QLocale().toString(rec->modelCostUsd, 'f', 2));
            m_recommendation->setText(text);
            m_recommendation->setToolTip(QString::fromStdString(rec->sentence));
        }
    }
    m_heatmapCanvas->invalidate();
    m_curvesCanvas->invalidate();
}

FigureRequest PlanView::figureRequest(const QString &name) const
{
    FigureRequest r;
    r.name = name;
    r.plan = m_plan;
    r.dimension = m_dimension->currentData().toString();
    r.group = m_group->currentData().toString();
    r.condition = m_condition->currentData().toString();
    r.seed = m_plan ? m_plan->options.seed : std::uint64_t(m_seed->value());
    return r;
}

models::TableRequest PlanView::tableRequest(const QString &name) const
{
    models::TableRequest r;
    r.name = !name.isEmpty() ? name : m_tables->currentIndex() == 1 ? QStringLiteral("plan_summary") : QStringLiteral("plan");
    r.plan = m_plan;
    return r;
}

QString PlanView::heatmapTip(QPointF pos) const
{
    if (!m_plan)
        return {};
    const int at = planHeatmapHitTest(m_heatmapCanvas->figureRect(), m_heatmap, m_heatmapCanvas->figureStyle(), pos);
    if (at < 0 || std::size_t(at) >= m_heatmap.cells.size() || m_heatmap.cells[std::size_t(at)].draws == 0)
        return {};
    const PlanCell &c = m_heatmap.cells[std::size_t(at)];
    const QLocale l;
    return tr("%1 items × %2 raters per item: %3 of %4 draws keep the decision (95 % CI %5–%6)")
        .arg(l.toString(qulonglong(c.items)), l.toString(qulonglong(c.raters)), l.toString(qulonglong(c.stableDraws)),
             l.toString(qulonglong(c.draws)), l.toString(c.ciLow, 'f', 3), l.toString(c.ciHigh, 'f', 3));
}

void PlanView::retranslate()
{
    m_itemsLabel->setText(tr("&Items:"));
    m_ratersLabel->setText(tr("&Raters per item:"));
    m_items->setToolTip(tr("Numbers of items of the designs, separated by commas; empty: the defaults shown"));
    m_raters->setToolTip(tr("Human raters per item of the designs, each at least 2; empty: the defaults shown"));
    m_draws->setPrefix(tr("draws "));
    m_draws->setToolTip(tr("Sub-studies drawn per design"));
    m_seed->setPrefix(tr("seed "));
    m_seed->setToolTip(tr("Seed of the draws: the same seed gives the same plan"));
    m_target->setPrefix(tr("target "));
    m_target->setToolTip(tr("The share of draws a recommended design keeps the decision in"));
    m_run->setText(tr("Run"));
    m_cancel->setText(tr("Cancel"));
    m_dimension->setToolTip(tr("The dimension whose verdict the figures show"));
    m_group->setToolTip(tr("All items, or one group"));
    m_condition->setToolTip(tr("The cell's verdict, or one condition's decision"));
    m_exportFigure->setText(tr("Export figure…"));
    m_exportFigure->menu()->actions().at(0)->setText(tr("Heat map…"));
    m_exportFigure->menu()->actions().at(1)->setText(tr("Curves…"));
    m_exportTable->setText(tr("Export table…"));
    m_copyMethods->setText(tr("Methods text"));
    m_copyMethods->setToolTip(tr("Copy the plan as a paragraph for a manuscript's methods: the designs, draws, seed, "
                                 "target and the smallest stable design of each dimension"));
    m_tables->setTabText(0, tr("Designs"));
    m_tables->setTabText(1, tr("Summary"));
    if (m_plan) {
        fillChoices();
        rebuildFigures();
    }
}

void PlanView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_defaultsPending)
        showDefaults();
}

void PlanView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rl::widgets
