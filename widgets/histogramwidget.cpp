// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/histogramwidget.h"

#include <QPainter>

namespace rl::widgets {

HistogramWidget::HistogramWidget(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void HistogramWidget::setData(HistogramData data)
{
    m_data = std::move(data);
    QStringList tip {m_data.title};
    if (!m_data.summary.isEmpty())
        tip << m_data.summary;
    for (std::size_t k = 0; k < m_data.counts.size(); ++k) {
        const QString label = k < std::size_t(m_data.binLabels.size()) ? m_data.binLabels[int(k)] : QString();
        tip << QStringLiteral("%1: %2").arg(label).arg(m_data.counts[k]);
    }
    setToolTip(tip.join(QLatin1Char('\n')));
    update();
}

HistogramStyle HistogramWidget::histogramStyle() const
{
    HistogramStyle s;
    s.text = palette().color(QPalette::WindowText);
    s.axis = palette().color(QPalette::Mid);
    s.font = font();
    return s;
}

QRectF HistogramWidget::barRect(int bin) const { return histogramBarRect(QRectF(rect()), m_data, font(), bin); }

QSize HistogramWidget::sizeHint() const { return {260, 150}; }

QSize HistogramWidget::minimumSizeHint() const { return {160, 110}; }

void HistogramWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintHistogram(painter, QRectF(rect()), m_data, histogramStyle());
}

} // namespace rl::widgets
