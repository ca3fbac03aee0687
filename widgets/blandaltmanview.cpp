// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/blandaltmanview.h"

#include "models/analysisbundle.h"
#include "models/displaynames.h"
#include "models/stimulusimagesource.h"
#include "widgets/conditionpicker.h"
#include "widgets/figurecanvas.h"

#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

namespace rl::widgets {

namespace {

/// Some condition answered some item on this dimension (one only humans rated has no points to show).
bool anyPrediction(const models::ItemPairs &pairs)
{
    for (const auto &condition : pairs.predictions)
        for (double x : condition)
            if (!std::isnan(x))
                return true;
    return false;
}

} // namespace

BlandAltmanView::BlandAltmanView(QWidget *parent)
    : QWidget(parent)
    , m_dimension(new QComboBox(this))
    , m_picker(new ConditionPicker(this))
    , m_perEmotion(new QCheckBox(this))
    , m_proportional(new QCheckBox(this))
    , m_export(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_canvas(new FigureCanvas(this))
{
    m_dimension->setObjectName(QStringLiteral("baDimension"));
    m_perEmotion->setObjectName(QStringLiteral("baPerEmotion"));
    m_proportional->setObjectName(QStringLiteral("baProportional"));
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_picker);
    bar->addWidget(m_dimension);
    bar->addWidget(m_perEmotion);
    bar->addWidget(m_proportional);
    bar->addStretch(1);
    bar->addWidget(m_status);
    bar->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_canvas, 1);

    m_canvas->setPaintFunction([this](QPainter &p, const QRectF &rect, const FigureStyle &style) {
        paintBlandAltman(p, rect, m_figure, style);
    });
    m_canvas->setTipFunction([this](QPointF pos, QPoint global) { return showTip(pos, global); });
    m_canvas->setTipTextFunction([this](QPointF pos) { return tipText(pos); });
    connect(m_canvas, &FigureCanvas::exportRequested, this, [this] { emit exportRequested(figureRequest()); });

    connect(m_picker, &ConditionPicker::chosenChanged, this, [this](const std::vector<int> &c) { setConditions(c); });
    connect(m_dimension, &QComboBox::currentIndexChanged, this, [this](int i) { setDimension(m_dimension->itemData(i).toInt()); });
    connect(m_perEmotion, &QCheckBox::toggled, this, &BlandAltmanView::setPerEmotion);
    connect(m_proportional, &QCheckBox::toggled, this, &BlandAltmanView::setProportional);
    connect(m_canvas, &FigureCanvas::clicked, this, &BlandAltmanView::onClicked);
    connect(m_export, &QPushButton::clicked, this, [this] { emit exportRequested(figureRequest()); });
    retranslate();
}

void BlandAltmanView::setBundle(std::shared_ptr<const models::AnalysisBundle> bundle)
{
    m_bundle = std::move(bundle);
    {
        const QSignalBlocker block(m_dimension);
        m_dimension->clear();
        if (m_bundle)
            for (std::size_t d = 0; d < m_bundle->pairs.size(); ++d)
                if (anyPrediction(m_bundle->pairs[d])) // a dimension no model rated has nothing to show
                    m_dimension->addItem(models::DisplayNames::dimension(m_bundle->pairs[d].dimension), static_cast<int>(d));
        const int keep = m_dimension->findData(m_request.dimension);
        m_dimension->setCurrentIndex(keep >= 0 ? keep : 0);
        m_request.dimension = std::max(0, m_dimension->currentData().toInt());
    }
    if (m_bundle) {
        m_picker->setConditions(m_bundle->analysis, 1);
        m_request.conditions = m_picker->chosen();
    } else {
        m_request.conditions.clear();
    }
    updatePerGroup();
    rebuild();
}

void BlandAltmanView::updatePerGroup()
{
    // Facets are the grouping factor's levels: without a factor there is nothing to facet by.
    const std::string factor = m_bundle && m_bundle->analysis.groups.size() > 1 ? m_bundle->analysis.groupingFactor()
                                                                                : std::string();
    m_perEmotion->setVisible(!factor.empty());
    if (factor.empty()) {
        m_request.perEmotion = false;
        const QSignalBlocker block(m_perEmotion);
        m_perEmotion->setChecked(false);
        return;
    }
    //: %1 is the grouping factor's name, e.g. "Per emotion"
    m_perEmotion->setText(tr("Per %1").arg(models::DisplayNames::factor(factor)));
}

void BlandAltmanView::setImageSource(std::shared_ptr<models::StimulusImageSource> images)
{
    m_images = std::move(images);
    m_thumbnails.clear();
}

void BlandAltmanView::setConditions(const std::vector<int> &conditions)
{
    if (conditions == m_request.conditions)
        return;
    m_request.conditions = conditions;
    m_picker->setChosen(conditions);
    rebuild();
}

void BlandAltmanView::setDimension(int dimension)
{
    if (dimension == m_request.dimension || dimension < 0)
        return;
    m_request.dimension = dimension;
    const QSignalBlocker block(m_dimension);
    m_dimension->setCurrentIndex(std::max(0, m_dimension->findData(dimension)));
    rebuild();
}

void BlandAltmanView::setPerEmotion(bool on)
{
    if (on == m_request.perEmotion)
        return;
    m_request.perEmotion = on;
    const QSignalBlocker block(m_perEmotion);
    m_perEmotion->setChecked(on);
    rebuild();
}

void BlandAltmanView::setProportional(bool on)
{
    if (on == m_request.proportional)
        return;
    m_request.proportional = on;
    m_figure.proportional = on;
    const QSignalBlocker block(m_proportional);
    m_proportional->setChecked(on);
    m_canvas->invalidate();
}

void BlandAltmanView::setHighlightedItem(int item)
{
    if (item == m_figure.highlightedItem)
        return;
    m_figure.highlightedItem = item;
    m_canvas->invalidate();
}

void BlandAltmanView::rebuild()
{
    const int highlighted = m_figure.highlightedItem;
    m_figure = m_bundle ? makeBlandAltmanFigure(*m_bundle, m_request) : BlandAltmanFigure {};
    m_figure.highlightedItem = highlighted;
    if (m_bundle && m_dimension->count() == 0)
        m_status->setText(tr("No model condition has answered a numeric dimension yet: run one or import predictions."));
    else
        m_status->setText(m_bundle ? tr("%n point(s)", nullptr, static_cast<int>(m_figure.pointCount())) : QString());
    m_canvas->invalidate();
}

QPointF BlandAltmanView::pointPosition(int panel, int point) const
{
    if (panel < 0 || std::size_t(panel) >= m_figure.panels.size()
        || point < 0 || std::size_t(point) >= m_figure.panels[std::size_t(panel)].points.size())
        return {};
    const QPointF v = m_figure.panels[std::size_t(panel)].points[std::size_t(point)];
    return blandAltmanMapping(m_canvas->figureRect(), m_figure, m_canvas->figureStyle(), panel).map(v.x(), v.y());
}

FigureRequest BlandAltmanView::figureRequest() const
{
    FigureRequest r;
    r.name = m_request.perEmotion ? QStringLiteral("bland-altman-emotions") : QStringLiteral("bland-altman");
    if (m_bundle) {
        for (int c : m_request.conditions)
            r.conditions << QString::fromStdString(m_bundle->analysis.conditions[std::size_t(c)].id);
        if (std::size_t(m_request.dimension) < m_bundle->pairs.size())
            r.dimension = QString::fromStdString(m_bundle->pairs[std::size_t(m_request.dimension)].dimension);
    }
    r.proportional = m_request.proportional;
    return r;
}

void BlandAltmanView::onClicked(QPointF pos)
{
    const BlandAltmanHit hit = blandAltmanHitTest(m_canvas->figureRect(), m_figure, m_canvas->figureStyle(), pos,
                                                  m_canvas->figureStyle().pointRadius + 4);
    if (hit.item < 0)
        return;
    setHighlightedItem(hit.item);
    emit itemClicked(hit.item);
}

QPixmap BlandAltmanView::thumbnail(int item)
{
    if (auto it = m_thumbnails.constFind(item); it != m_thumbnails.constEnd())
        return *it;
    QPixmap pixmap;
    if (m_images)
        if (auto image = m_images->render(item, QSize(96, 96)))
            pixmap = QPixmap::fromImage(*image);
    m_thumbnails.insert(item, pixmap);
    return pixmap;
}

QString BlandAltmanView::tipText(QPointF pos) const
{
    const BlandAltmanHit hit = blandAltmanHitTest(m_canvas->figureRect(), m_figure, m_canvas->figureStyle(), pos,
                                                  m_canvas->figureStyle().pointRadius + 3);
    if (hit.item < 0 || !m_bundle || !m_bundle->study)
        return {};
    const auto &panel = m_figure.panels[std::size_t(hit.panel)];
    const QPointF v = panel.points[std::size_t(hit.point)];
    const QLocale locale;
    return tr("%1 — %2: human mean %3, model %4, d = human mean − model = %5, mean %6")
        .arg(QString::fromStdString(m_bundle->study->items[std::size_t(hit.item)].key), panel.title,
             locale.toString(v.x() + v.y() / 2, 'f', 2), locale.toString(v.x() - v.y() / 2, 'f', 2),
             locale.toString(v.y(), 'f', 2), locale.toString(v.x(), 'f', 2));
}

bool BlandAltmanView::showTip(QPointF pos, QPoint global)
{
    const BlandAltmanHit hit = blandAltmanHitTest(m_canvas->figureRect(), m_figure, m_canvas->figureStyle(), pos,
                                                  m_canvas->figureStyle().pointRadius + 3);
    if (hit.item < 0 || !m_bundle)
        return false;
    const auto &panel = m_figure.panels[std::size_t(hit.panel)];
    const QPointF v = panel.points[std::size_t(hit.point)];
    const double m = v.x() + v.y() / 2; // M = mean + d/2, x = mean − d/2
    const double x = v.x() - v.y() / 2;
    const QLocale locale;
    QString html = QStringLiteral("<table><tr>");
    const QPixmap thumb = thumbnail(hit.item);
    if (!thumb.isNull()) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        thumb.save(&buffer, "PNG");
        html += QStringLiteral("<td><img src=\"data:image/png;base64,%1\"></td>").arg(QString::fromLatin1(png.toBase64()));
    }
    html += QStringLiteral("<td>") + tr("<b>%1</b><br>%2<br>human mean %3, model %4<br>d = human mean − model = %5, mean %6")
                                         .arg(QString::fromStdString(m_bundle->study->items[std::size_t(hit.item)].key).toHtmlEscaped(),
                                              panel.title.toHtmlEscaped(), locale.toString(m, 'f', 2), locale.toString(x, 'f', 2),
                                              locale.toString(v.y(), 'f', 2), locale.toString(v.x(), 'f', 2))
        + QStringLiteral("</td></tr></table>");
    QToolTip::showText(global, html, m_canvas);
    return true;
}

void BlandAltmanView::retranslate()
{
    updatePerGroup();
    m_proportional->setText(tr("Proportional bias"));
    m_export->setText(tr("Export figure…"));
    m_dimension->setToolTip(tr("The rated dimension to compare"));
    if (m_bundle) {
        for (int i = 0; i < m_dimension->count(); ++i)
            m_dimension->setItemText(i, models::DisplayNames::dimension(m_bundle->pairs[std::size_t(m_dimension->itemData(i).toInt())].dimension));
        rebuild();
    }
}

void BlandAltmanView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rl::widgets
