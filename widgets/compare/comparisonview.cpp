// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/comparisonview.h"

#include "models/displaynames.h"
#include "models/roles.h"
#include "widgets/conditionpicker.h"
#include "widgets/figurecanvas.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

namespace rl::widgets {

using analysis::compare::Statistic;

namespace {

constexpr Statistic kStatistics[] = {Statistic::PearsonR, Statistic::SpearmanRho, Statistic::Bias, Statistic::LoaLow,
                                     Statistic::LoaHigh, Statistic::DeltaAlpha, Statistic::W1sd, Statistic::Accuracy,
                                     Statistic::Kappa, Statistic::MacroF1};

} // namespace

ComparisonView::ComparisonView(QWidget *parent)
    : QWidget(parent)
    , m_picker(new ConditionPicker(this))
    , m_dimension(new QComboBox(this))
    , m_statistic(new QComboBox(this))
    , m_bootstrap(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_exportFigure(new QPushButton(this))
    , m_exportTable(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_canvas(new FigureCanvas(this))
    , m_table(new QTableView(this))
    , m_tests(new models::ComparisonTestsModel(this))
    , m_runner(new models::ComparisonRunner(this))
{
    m_dimension->setObjectName(QStringLiteral("compareDimension"));
    m_statistic->setObjectName(QStringLiteral("compareStatistic"));
    m_bootstrap->setObjectName(QStringLiteral("compareBootstrap"));
    m_seed->setObjectName(QStringLiteral("compareSeed"));
    m_bootstrap->setRange(0, 100000);
    m_bootstrap->setSingleStep(500);
    m_bootstrap->setValue(2000);
    m_seed->setRange(0, 999999999);
    m_seed->setValue(42);
    m_picker->setMaximum(8);
    m_dimension->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_statistic->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_progress->setMaximumWidth(160);
    m_progress->setVisible(false);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_picker);
    bar->addWidget(m_dimension);
    bar->addWidget(m_statistic);
    bar->addWidget(m_bootstrap);
    bar->addWidget(m_seed);
    bar->addStretch(1);
    bar->addWidget(m_exportFigure);
    bar->addWidget(m_exportTable);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_progress);

    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_tests);
    proxy->setSortRole(models::SortValueRole);
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setVisible(false);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_canvas);
    split->addWidget(m_table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addLayout(statusRow);
    layout->addWidget(split, 1);

    m_canvas->setPaintFunction([this](QPainter &p, const QRectF &rect, const FigureStyle &style) {
        paintComparison(p, rect, m_figure, style);
    });
    m_canvas->setTipFunction([this](QPointF pos, QPoint global) { return showTip(pos, global); });

    connect(m_picker, &ConditionPicker::chosenChanged, this, [this](const std::vector<int> &c) { setConditions(c); });
    connect(m_dimension, &QComboBox::currentIndexChanged, this, [this] { rebuildFigure(); });
    connect(m_statistic, &QComboBox::currentIndexChanged, this, [this] { rebuildFigure(); });
    connect(m_bootstrap, &QSpinBox::editingFinished, this, [this] { recompute(); });
    connect(m_seed, &QSpinBox::editingFinished, this, [this] { recompute(); });
    connect(m_exportFigure, &QPushButton::clicked, this, [this] { emit exportRequested(figureRequest()); });
    connect(m_exportTable, &QPushButton::clicked, this, [this] { emit tableExportRequested(tableRequest()); });
    connect(m_runner, &models::ComparisonRunner::started, this, [this] {
        m_progress->setRange(0, 0);
        m_progress->setVisible(true);
        m_status->setText(tr("Comparing…"));
    });
    connect(m_runner, &models::ComparisonRunner::progress, this, [this](qint64 done, qint64 total) {
        m_progress->setRange(0, int(std::max<qint64>(total, 1)));
        m_progress->setValue(int(done));
    });
    connect(m_runner, &models::ComparisonRunner::ready, this, &ComparisonView::onReady);
    connect(m_runner, &models::ComparisonRunner::failed, this, [this](const QString &message) {
        m_progress->setVisible(false);
        m_status->setText(tr("The comparison failed: %1").arg(message));
    });
    retranslate();
}

ComparisonView::~ComparisonView() = default;

void ComparisonView::setBundle(std::shared_ptr<const models::AnalysisBundle> bundle)
{
    m_bundle = std::move(bundle);
    if (!m_bundle) {
        m_runner->cancel();
        m_chosen.clear();
        onReady(nullptr);
        return;
    }
    onReady(nullptr); // the previous comparison is of another study or analysis
    m_picker->setConditions(m_bundle->analysis, std::min<int>(3, int(m_bundle->analysis.conditions.size())));
    setConditions(m_picker->chosen());
}

void ComparisonView::setConditions(const std::vector<int> &conditions)
{
    if (m_picker->chosen() != conditions) {
        const QSignalBlocker block(m_picker);
        m_picker->setChosen(conditions);
    }
    m_chosen = m_picker->chosen();
    recompute();
}

void ComparisonView::setBootstrap(int B, quint64 seed)
{
    m_bootstrap->setValue(B);
    m_seed->setValue(int(seed));
    recompute();
}

void ComparisonView::recompute()
{
    if (!m_bundle)
        return;
    if (!isVisible()) {
        m_runner->cancel();
        m_pending = true;
        return;
    }
    m_pending = false;
    if (m_chosen.size() < 2) {
        m_runner->cancel();
        m_progress->setVisible(false);
        m_status->setText(tr("Choose two to eight conditions to compare."));
        return;
    }
    QStringList ids;
    for (int c : m_chosen)
        ids << QString::fromStdString(m_bundle->analysis.conditions[std::size_t(c)].id);
    m_runner->start(m_bundle, models::comparisonOptions(*m_bundle, ids, std::size_t(m_bootstrap->value()),
                                                        std::uint64_t(m_seed->value())));
}

void ComparisonView::onReady(models::ComparisonPtr comparison)
{
    m_progress->setVisible(false);
    m_comparison = std::move(comparison);
    m_tests->setComparison(m_comparison);
    fillChoices();
    rebuildFigure();
    if (m_comparison) {
        std::size_t n = 0;
        for (const auto &items : m_comparison->items)
            if (items.group == 0)
                n = std::max(n, items.n);
        m_status->setText(tr("%Ln common item(s); %1 paired comparisons", nullptr, int(n))
                              .arg(QLocale().toString(qlonglong(m_comparison->tests.size()))));
    } else {
        m_status->clear();
    }
    emit comparisonReady();
}

void ComparisonView::fillChoices()
{
    const QSignalBlocker blockD(m_dimension), blockS(m_statistic);
    const QString dimension = m_dimension->currentData().toString();
    m_dimension->clear();
    if (m_comparison)
        for (const auto &d : m_comparison->dimensions)
            m_dimension->addItem(models::DisplayNames::dimension(d), QString::fromStdString(d));
    const int keep = m_dimension->findData(dimension);
    m_dimension->setCurrentIndex(keep >= 0 ? keep : 0);

    const int statistic = m_statistic->currentData().isValid() ? m_statistic->currentData().toInt() : -1;
    m_statistic->clear();
    m_statistic->addItem(tr("Every statistic, all items"), -1);
    const int dim = m_dimension->currentIndex();
    if (m_comparison && dim >= 0)
        for (Statistic s : kStatistics)
            if (m_comparison->find(0, std::size_t(dim), 0, s))
                m_statistic->addItem(tr("%1 per group").arg(comparisonStatisticLabel(s)), int(s));
    const int keepS = m_statistic->findData(statistic);
    m_statistic->setCurrentIndex(keepS >= 0 ? keepS : 0);
}

void ComparisonView::rebuildFigure()
{
    m_figure = {};
    if (m_comparison && m_bundle) {
        if (sender() == m_dimension)
            fillChoices();
        ComparisonFigureRequest r;
        r.dimension = std::max(0, m_dimension->currentIndex());
        r.statistic = m_statistic->currentData().isValid() ? m_statistic->currentData().toInt() : -1;
        const QString caption = m_bundle->study && m_bundle->study->synthetic
            ? tr("synthetic demo (seed %1)").arg(m_bundle->study->demoSeed)
            : QString();
        m_figure = makeComparisonFigure(*m_comparison, r, &m_bundle->analysis, caption);
    }
    m_canvas->invalidate();
}

FigureRequest ComparisonView::figureRequest() const
{
    FigureRequest r;
    r.name = QStringLiteral("comparison");
    r.comparison = m_comparison;
    if (m_bundle)
        for (int c : m_chosen)
            r.conditions << QString::fromStdString(m_bundle->analysis.conditions[std::size_t(c)].id);
    r.dimension = m_dimension->currentData().toString();
    const int s = m_statistic->currentData().isValid() ? m_statistic->currentData().toInt() : -1;
    if (s >= 0)
        r.statistic = QString::fromLatin1(analysis::compare::statisticName(Statistic(s)));
    r.bootstrap = std::size_t(m_bootstrap->value());
    r.seed = std::uint64_t(m_seed->value());
    return r;
}

models::TableRequest ComparisonView::tableRequest() const
{
    models::TableRequest r;
    r.name = QStringLiteral("comparison");
    r.comparison = m_comparison;
    QStringList ids;
    if (m_bundle)
        for (int c : m_chosen)
            ids << QString::fromStdString(m_bundle->analysis.conditions[std::size_t(c)].id);
    r.condition = ids.join(QLatin1Char(','));
    return r;
}

bool ComparisonView::showTip(QPointF pos, QPoint global)
{
    const ComparisonHit hit = comparisonHitTest(m_canvas->figureRect(), m_figure, m_canvas->figureStyle(), pos);
    if (hit.panel < 0 || hit.row < 0)
        return false;
    const ForestPanel &panel = m_figure.panels[std::size_t(hit.panel)];
    const ForestRow &row = panel.rows[std::size_t(hit.row)];
    const QLocale l;
    QToolTip::showText(global, tr("%1 — %2: %3 [%4, %5], n = %6")
                                   .arg(row.label, panel.title, l.toString(row.value, 'f', 3), l.toString(row.ciLow, 'f', 3),
                                        l.toString(row.ciHigh, 'f', 3))
                                   .arg(row.n),
                       m_canvas);
    return true;
}

void ComparisonView::retranslate()
{
    m_exportFigure->setText(tr("Export figure…"));
    m_exportTable->setText(tr("Export table…"));
    m_dimension->setToolTip(tr("The rated dimension whose statistics the forest plots show"));
    m_statistic->setToolTip(tr("Every statistic over all items, or one statistic within each group"));
    m_bootstrap->setPrefix(tr("B = "));
    m_bootstrap->setToolTip(tr("Bootstrap resamples of the items (0: no bootstrap intervals or tests)"));
    m_seed->setPrefix(tr("seed "));
    m_seed->setToolTip(tr("Seed of the bootstrap: the same seed gives the same intervals"));
    if (m_comparison) {
        fillChoices();
        rebuildFigure();
    }
}

void ComparisonView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending)
        recompute();
}

void ComparisonView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rl::widgets
