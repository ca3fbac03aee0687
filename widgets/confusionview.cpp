// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/confusionview.h"

#include "models/analysisbundle.h"
#include "models/confusionmodels.h"
#include "models/displaynames.h"
#include "models/roles.h"
#include "widgets/conditionpicker.h"
#include "widgets/figurecanvas.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace rl::widgets {

ConfusionView::ConfusionView(QWidget *parent)
    : QWidget(parent)
    , m_picker(new ConditionPicker(this))
    , m_dimension(new QComboBox(this))
    , m_export(new QPushButton(this))
    , m_exportTable(new QPushButton(this))
    , m_canvas(new FigureCanvas(this))
    , m_metrics(new models::ClassMetricsModel(this))
    , m_table(new QTableView(this))
{
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_metrics);
    proxy->setSortRole(models::SortValueRole);
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);

    m_dimension->setObjectName(QStringLiteral("confusionDimension"));
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_dimension);
    bar->addWidget(m_picker);
    bar->addStretch(1);
    bar->addWidget(m_exportTable);
    bar->addWidget(m_export);
    auto *tableMenu = new QMenu(m_exportTable);
    m_exportConfusion = tableMenu->addAction(QString());
    m_exportMetrics = tableMenu->addAction(QString());
    m_exportTable->setMenu(tableMenu);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_canvas);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);

    m_canvas->setPaintFunction([this](QPainter &p, const QRectF &rect, const FigureStyle &style) {
        paintConfusion(p, rect, m_figure, style);
    });
    connect(m_picker, &ConditionPicker::chosenChanged, this, [this](const std::vector<int> &c) { setConditions(c); });
    connect(m_dimension, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            setSource(m_dimension->itemData(i).toInt());
    });
    connect(m_export, &QPushButton::clicked, this, [this] { emit exportRequested(figureRequest()); });
    connect(m_canvas, &FigureCanvas::exportRequested, this, [this] { emit exportRequested(figureRequest()); });
    m_canvas->setTipTextFunction([this](QPointF pos) { return tipText(pos); });
    connect(m_canvas, &FigureCanvas::clicked, this, [this](QPointF pos) {
        int panel = -1, row = -1, column = -1;
        if (cellAt(pos, panel, row, column))
            activateCell(panel, row, column);
    });
    const auto requestTable = [this](const QString &name) {
        models::TableRequest r;
        r.name = name;
        r.dimension = sourceName();
        if (m_bundle && !m_conditions.empty())
            r.condition = QString::fromStdString(
                m_bundle->analysis.conditions[static_cast<std::size_t>(m_conditions.front())].id);
        emit tableExportRequested(r);
    };
    connect(m_exportConfusion, &QAction::triggered, this, [requestTable] { requestTable(QStringLiteral("confusion")); });
    connect(m_exportMetrics, &QAction::triggered, this, [requestTable] { requestTable(QStringLiteral("class-metrics")); });
    retranslate();
}

void ConfusionView::setBundle(std::shared_ptr<const models::AnalysisBundle> bundle)
{
    m_bundle = std::move(bundle);
    if (m_bundle) {
        m_picker->setConditions(m_bundle->analysis, std::min<int>(2, static_cast<int>(m_bundle->analysis.conditions.size())));
        m_conditions = m_picker->chosen();
        m_source = models::confusionSource(m_bundle->analysis, {});
    } else {
        m_conditions.clear();
        m_source = models::kClassification;
    }
    fillDimensions();
    rebuild();
}

void ConfusionView::setSource(int source)
{
    if (source == m_source)
        return;
    m_source = source;
    {
        const QSignalBlocker block(m_dimension);
        m_dimension->setCurrentIndex(std::max(0, m_dimension->findData(m_source)));
    }
    rebuild();
}

void ConfusionView::fillDimensions()
{
    const QSignalBlocker block(m_dimension);
    m_dimension->clear();
    if (m_bundle) {
        const auto &a = m_bundle->analysis;
        if (models::confusionSource(a, "classification") == models::kClassification)
            m_dimension->addItem(tr("%1: true labels")
                                     .arg(models::DisplayNames::factor(models::confusionDimension(a, models::kClassification))),
                                 models::kClassification);
        for (std::size_t k = 0; k < a.categoricalDimensions.size(); ++k)
            m_dimension->addItem(tr("%1: human plurality").arg(models::DisplayNames::dimension(a.categoricalDimensions[k])),
                                 static_cast<int>(k));
    }
    m_dimension->setCurrentIndex(std::max(0, m_dimension->findData(m_source)));
    m_dimension->setVisible(m_dimension->count() > 1);
}

QString ConfusionView::sourceName() const
{
    if (!m_bundle || m_source == models::kClassification)
        return {};
    return QString::fromStdString(models::confusionDimension(m_bundle->analysis, m_source));
}

void ConfusionView::setConditions(const std::vector<int> &conditions)
{
    if (conditions == m_conditions)
        return;
    m_conditions = conditions;
    m_picker->setChosen(conditions);
    rebuild();
}

void ConfusionView::rebuild()
{
    m_figure = m_bundle ? makeConfusionFigure(*m_bundle, m_conditions, m_source) : ConfusionFigure {};
    if (m_bundle && !m_conditions.empty())
        m_metrics->setConfusion(models::conditionConfusion(m_bundle->analysis, std::size_t(m_conditions.front()), m_source),
                                models::confusionLabels(m_bundle->analysis, m_source),
                                models::confusionDimension(m_bundle->analysis, m_source));
    else
        m_metrics->setConfusion(models::ConfusionTable {}, {});
    m_canvas->invalidate();
}

QRectF ConfusionView::cellRect(int panel, int row, int column) const
{
    return confusionCellRect(m_canvas->figureRect(), m_figure, m_canvas->figureStyle(), panel, row, column);
}

QString ConfusionView::tipText(QPointF pos) const
{
    const int K = static_cast<int>(m_figure.labels.size());
    for (int panel = 0; panel < static_cast<int>(m_figure.panels.size()); ++panel) {
        const auto &c = m_figure.panels[std::size_t(panel)].confusion;
        if (c.classCount != std::size_t(K))
            continue;
        for (int row = 0; row < K; ++row)
            for (int col = 0; col < K; ++col)
                if (cellRect(panel, row, col).contains(pos)) {
                    const double count = c.count(std::size_t(row), std::size_t(col));
                    const double support = c.perClass[std::size_t(row)].support;
                    const QString text = c.fractional ? tr("%1 — human plurality %2, answered %3: %4 of %5 (%6 %)")
                                                      : tr("%1 — true %2, predicted %3: %4 of %5 (%6 %)");
                    return text.arg(m_figure.panels[std::size_t(panel)].title, m_figure.labels[row], m_figure.labels[col])
                        .arg(models::countText(count), models::countText(support))
                        .arg(QLocale().toString(support > 0 ? 100.0 * count / support : 0.0, 'f', 1));
                }
    }
    return {};
}

bool ConfusionView::cellAt(QPointF pos, int &panel, int &row, int &column) const
{
    const int K = static_cast<int>(m_figure.labels.size());
    const int columns = K + (m_figure.showInvalid ? 1 : 0);
    for (int p = 0; p < static_cast<int>(m_figure.panels.size()); ++p) {
        if (m_figure.panels[std::size_t(p)].confusion.classCount != std::size_t(K))
            continue;
        for (int r = 0; r < K; ++r)
            for (int c = 0; c < columns; ++c)
                if (cellRect(p, r, c).contains(pos)) {
                    panel = p;
                    row = r;
                    column = c;
                    return true;
                }
    }
    return false;
}

void ConfusionView::activateCell(int panel, int row, int column)
{
    if (!m_bundle || panel < 0 || panel >= static_cast<int>(m_figure.panels.size()))
        return;
    const auto &figurePanel = m_figure.panels[std::size_t(panel)];
    const int condition = figurePanel.condition;
    if (condition < 0 || condition >= static_cast<int>(m_bundle->analysis.conditions.size())
        || m_source != models::kClassification) // against the plurality the engine keeps no items per cell
        return;
    const auto &classification = m_bundle->analysis.conditions[std::size_t(condition)].classification;
    const std::vector<int> items = classification.itemsInCell(row, column);
    const QString answer = column < m_figure.labels.size() ? m_figure.labels[column] : tr("invalid");
    const QString label = tr("%1 — true %2, answered %3 (%4)")
                              .arg(figurePanel.title, m_figure.labels.value(row), answer)
                              .arg(QLocale().toString(qlonglong(items.size())));
    emit cellActivated(items, label);
}

FigureRequest ConfusionView::figureRequest() const
{
    FigureRequest r;
    r.name = QStringLiteral("confusion");
    r.dimension = sourceName();
    if (m_bundle)
        for (int c : m_conditions)
            r.conditions << QString::fromStdString(m_bundle->analysis.conditions[std::size_t(c)].id);
    return r;
}

void ConfusionView::retranslate()
{
    m_export->setText(tr("Export figure…"));
    m_exportTable->setText(tr("Export table"));
    m_exportConfusion->setText(tr("Confusion matrix…"));
    m_exportMetrics->setText(tr("Per-class metrics…"));
    m_dimension->setToolTip(tr("Which matrix to show: the classification against the true labels, or a categorical "
                               "dimension against the plurality of its human labels"));
    fillDimensions();
    if (m_bundle)
        rebuild();
}

void ConfusionView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rl::widgets
