// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/verdictview.h"

#include "models/displaynames.h"
#include "models/roles.h"
#include "models/verdictmodel.h"
#include "widgets/figurestyle.h"
#include "widgets/verdictfigure.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace rl::widgets {

namespace {

/// Draws a verdict cell with the figure's paint routine (symbol shape, word, n).
class VerdictDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const auto *model = qobject_cast<const models::VerdictMatrixModel *>(index.model());
        const analysis::VerdictCell *cell = model ? model->cell(index) : nullptr;
        if (!cell) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        FigureStyle style = screenFigureStyle(option.widget);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        paintVerdictCell(*painter, QRectF(option.rect).adjusted(1, 1, -1, -1), *cell, style);
        if (option.state & QStyle::State_Selected) {
            painter->setPen(QPen(option.palette.color(QPalette::Highlight), 3));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5));
        }
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const override
    {
        const int line = option.fontMetrics.height();
        return {line * 10, line * 3};
    }
};

} // namespace

VerdictView::VerdictView(QWidget *parent)
    : QWidget(parent)
    , m_matrix(new models::VerdictMatrixModel(this))
    , m_evidence(new models::VerdictEvidenceModel(this))
    , m_matrixView(new QTableView(this))
    , m_evidenceView(new QTableView(this))
    , m_recallLabel(new QLabel(this))
    , m_kappaLabel(new QLabel(this))
    , m_minLabel(new QLabel(this))
    , m_recall(new QDoubleSpinBox(this))
    , m_kappa(new QDoubleSpinBox(this))
    , m_min(new QSpinBox(this))
    , m_reason(new QLabel(this))
    , m_export(new QPushButton(this))
    , m_exportTable(new QPushButton(this))
{
    m_matrixView->setObjectName(QStringLiteral("verdictMatrix"));
    m_evidenceView->setObjectName(QStringLiteral("verdictEvidence"));
    m_matrixView->setModel(m_matrix);
    m_matrixView->setItemDelegate(new VerdictDelegate(m_matrixView));
    m_matrixView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_matrixView->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_matrixView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_matrixView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_matrixView->verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_matrixView->setShowGrid(false);
    m_evidenceView->setModel(m_evidence);
    m_evidenceView->verticalHeader()->hide();
    m_evidenceView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_evidenceView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_reason->setWordWrap(true);
    m_reason->setObjectName(QStringLiteral("verdictReason"));
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_recall->setRange(0, 1);
    m_recall->setSingleStep(0.05);
    m_recall->setDecimals(2);
    m_kappa->setRange(-1, 1);
    m_kappa->setSingleStep(0.05);
    m_kappa->setDecimals(2);
    m_min->setRange(1, 99);
    setThresholds(0.80, 0.61, 4);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_recallLabel);
    bar->addWidget(m_recall);
    bar->addWidget(m_kappaLabel);
    bar->addWidget(m_kappa);
    bar->addWidget(m_minLabel);
    bar->addWidget(m_min);
    bar->addStretch(1);
    bar->addWidget(m_exportTable);
    bar->addWidget(m_export);
    auto *tableMenu = new QMenu(m_exportTable);
    m_exportMatrix = tableMenu->addAction(QString());
    m_exportEvidence = tableMenu->addAction(QString());
    m_exportTable->setMenu(tableMenu);
    auto *lower = new QWidget(this);
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_reason);
    lowerLayout->addWidget(m_evidenceView, 1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_matrixView);
    splitter->addWidget(lower);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);

    // Typing "0.7" is one edit, not three: the value counts once Return or focus-out commits it.
    for (QAbstractSpinBox *spin : std::initializer_list<QAbstractSpinBox *> {m_recall, m_kappa, m_min})
        spin->setKeyboardTracking(false);
    connect(m_recall, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_values.recall = v;
        recompute();
        emit thresholdEdited(QStringLiteral("recall_threshold"), QString::number(v, 'g', 17));
    });
    connect(m_kappa, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_values.kappa = v;
        recompute();
        emit thresholdEdited(QStringLiteral("kappa_threshold"), QString::number(v, 'g', 17));
    });
    connect(m_min, &QSpinBox::valueChanged, this, [this](int v) {
        m_values.replaceableMin = static_cast<std::size_t>(v);
        recompute();
        emit thresholdEdited(QStringLiteral("replaceable_min"), QString::number(v));
    });
    connect(m_matrixView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { showEvidence(current); });
    connect(m_matrixView, &QTableView::clicked, this, &VerdictView::showEvidence);
    connect(m_export, &QPushButton::clicked, this, [this] { emit exportRequested(QStringLiteral("verdicts")); });
    connect(m_exportMatrix, &QAction::triggered, this, [this] {
        models::TableRequest r;
        r.name = QStringLiteral("verdicts");
        r.thresholds = thresholds();
        emit tableExportRequested(r);
    });
    connect(m_exportEvidence, &QAction::triggered, this, [this] {
        const QModelIndex current = m_matrixView->currentIndex();
        models::TableRequest r;
        r.name = QStringLiteral("verdict-evidence");
        r.group = current.data(models::VerdictEmotionRole).toString();
        r.dimension = current.data(models::VerdictDimensionRole).toString();
        r.thresholds = thresholds();
        emit tableExportRequested(r);
    });
    retranslate();
}

VerdictView::~VerdictView() = default;

void VerdictView::setBundle(std::shared_ptr<const models::AnalysisBundle> bundle)
{
    m_bundle = std::move(bundle);
    m_analysis = m_bundle ? std::make_unique<analysis::RatingAnalysis>(m_bundle->analysis) : nullptr;
    // Recall r* and κ* judge the classification cells: without a classified dimension they judge nothing.
    const bool classification = m_analysis && !m_analysis->classifiedDimension.empty();
    for (QWidget *w : std::initializer_list<QWidget *> {m_recallLabel, m_recall, m_kappaLabel, m_kappa})
        w->setVisible(classification);
    std::map<std::string, std::string> labels;
    if (m_analysis)
        for (const auto &c : m_analysis->conditions)
            labels[c.id] = c.label;
    m_evidence->setConditionLabels(std::move(labels));
    recompute();
}

void VerdictView::setThresholds(double recall, double kappa, int replaceableMin)
{
    const QSignalBlocker a(m_recall), b(m_kappa), c(m_min);
    m_recall->setValue(recall);
    m_kappa->setValue(kappa);
    m_min->setValue(replaceableMin);
    m_values = {recall, kappa, static_cast<std::size_t>(std::max(replaceableMin, 1))};
    recompute();
}

models::VerdictThresholds VerdictView::thresholds() const
{
    return m_values;
}

void VerdictView::recompute()
{
    const QModelIndex current = m_matrixView->currentIndex();
    const QString group = current.data(models::VerdictEmotionRole).toString();
    const QString dimension = current.data(models::VerdictDimensionRole).toString();
    if (!m_analysis || !m_analysis->options.parts.agreement) {
        m_matrix->setVerdicts({});
        m_evidence->setCell(nullptr);
        m_reason->clear();
        return;
    }
    m_analysis->options.recallThreshold = m_values.recall;
    m_analysis->options.kappaThreshold = m_values.kappa;
    m_analysis->options.replaceableMin = m_values.replaceableMin;
    m_matrix->setVerdicts(analysis::verdictMatrix(*m_analysis));
    const QModelIndex again = m_matrix->indexOf(group.toStdString(), dimension.toStdString());
    if (again.isValid())
        m_matrixView->setCurrentIndex(again);
    showEvidence(again);
}

void VerdictView::showEvidence(const QModelIndex &index)
{
    const analysis::VerdictCell *cell = m_matrix->cell(index);
    m_evidence->setCell(cell);
    if (!cell) {
        m_reason->setText(tr("Select a cell to see the evidence behind its verdict."));
        return;
    }
    m_reason->setText(tr("%1 · %2: %3")
                          .arg(models::VerdictMatrixModel::groupTitle(m_matrix->verdicts(), cell->group),
                               models::VerdictMatrixModel::dimensionTitle(cell->dimension),
                               models::VerdictMatrixModel::reasonText(*cell, m_matrix->verdicts())));
}

void VerdictView::retranslate()
{
    m_recallLabel->setText(tr("Recall r*"));
    m_kappaLabel->setText(tr("κ*"));
    m_minLabel->setText(tr("Replaceable when at least"));
    m_min->setSuffix(tr(" conditions"));
    m_export->setText(tr("Export figure…"));
    m_exportTable->setText(tr("Export table"));
    m_exportMatrix->setText(tr("Verdict matrix…"));
    m_exportEvidence->setText(tr("Evidence of the selected cell…"));
    showEvidence(m_matrixView->currentIndex());
}

void VerdictView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rl::widgets
