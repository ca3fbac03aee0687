// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/histogrampainter.h"
#include "widgets/figurestyle.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rl::widgets {

namespace {

int maxCount(const HistogramData &data)
{
    const auto it = std::max_element(data.counts.begin(), data.counts.end());
    return it == data.counts.end() ? 0 : std::max(*it, 1);
}

QString axisLabel(int value) { return QString::number(value); }

} // namespace

QRectF histogramPlotRect(const QRectF &rect, const HistogramData &data, const QFont &font)
{
    const QFontMetricsF fm(font);
    const double line = fm.height();
    const double top = line * (data.summary.isEmpty() ? 1.3 : 2.3);
    const double left = fm.horizontalAdvance(axisLabel(maxCount(data))) + 8;
    const double bottom = line + 6;
    return rect.adjusted(left, top, -6, -bottom);
}

double histogramX(const QRectF &rect, const HistogramData &data, const QFont &font, double value)
{
    const QRectF plot = histogramPlotRect(rect, data, font);
    const auto bins = static_cast<double>(std::max<std::size_t>(data.counts.size(), 1));
    const double slot = plot.width() / bins;
    return plot.left() + ((value - data.lower) / data.width + 0.5) * slot;
}

QRectF histogramBarRect(const QRectF &rect, const HistogramData &data, const QFont &font, int bin)
{
    if (bin < 0 || static_cast<std::size_t>(bin) >= data.counts.size())
        return {};
    const QRectF plot = histogramPlotRect(rect, data, font);
    const double slot = plot.width() / static_cast<double>(data.counts.size());
    const double h = plot.height() * data.counts[static_cast<std::size_t>(bin)] / maxCount(data);
    const double gap = std::min(4.0, slot * 0.15);
    return QRectF(plot.left() + bin * slot + gap / 2, plot.bottom() - h, slot - gap, h);
}

void paintHistogram(QPainter &painter, const QRectF &rect, const HistogramData &data, const HistogramStyle &style)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setFont(style.font);
    if (style.background.alpha() > 0)
        painter.fillRect(rect, style.background);
    const QFontMetricsF fm(style.font);
    const double line = fm.height();
    const QRectF plot = histogramPlotRect(rect, data, style.font);

    // Title and summary.
    painter.setPen(style.text);
    QFont bold = style.font;
    bold.setBold(true);
    painter.setFont(bold);
    drawFigureText(painter, QRectF(rect.left(), rect.top(), rect.width(), line), Qt::AlignLeft | Qt::AlignVCenter, data.title);
    painter.setFont(style.font);
    if (!data.summary.isEmpty())
        drawFigureText(painter, QRectF(rect.left(), rect.top() + line, rect.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
                         data.summary);

    // Axes: baseline, y maximum.
    painter.setPen(style.axis);
    painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()));
    painter.drawLine(QPointF(plot.left(), plot.top()), QPointF(plot.left(), plot.bottom()));
    drawFigureText(painter, QRectF(rect.left(), plot.top() - line / 2, plot.left() - rect.left() - 4, line),
                     Qt::AlignRight | Qt::AlignVCenter, axisLabel(maxCount(data)));
    drawFigureText(painter, QRectF(rect.left(), plot.bottom() - line / 2, plot.left() - rect.left() - 4, line),
                     Qt::AlignRight | Qt::AlignVCenter, axisLabel(0));

    // Bars and bin labels.
    const double slot = data.counts.empty() ? 0 : plot.width() / static_cast<double>(data.counts.size());
    for (int bin = 0; bin < static_cast<int>(data.counts.size()); ++bin) {
        const QRectF bar = histogramBarRect(rect, data, style.font, bin);
        if (bar.height() > 0)
            painter.fillRect(bar, style.bar);
        if (bin < data.binLabels.size()) {
            painter.setPen(style.text);
            drawFigureText(painter, QRectF(plot.left() + bin * slot, plot.bottom() + 3, slot, line), Qt::AlignCenter,
                             data.binLabels[bin]);
        }
    }

    // Mean (vertical line) ± SD (whisker with caps) near the top of the plot.
    if (std::isfinite(data.mean)) {
        painter.setRenderHint(QPainter::Antialiasing, true);
        const double x = histogramX(rect, data, style.font, data.mean);
        painter.setPen(QPen(style.marker, 2));
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        if (std::isfinite(data.sd)) {
            const double y = plot.top() + 4;
            const double x0 = std::max(plot.left(), histogramX(rect, data, style.font, data.mean - data.sd));
            const double x1 = std::min(plot.right(), histogramX(rect, data, style.font, data.mean + data.sd));
            painter.drawLine(QPointF(x0, y), QPointF(x1, y));
            painter.drawLine(QPointF(x0, y - 4), QPointF(x0, y + 4));
            painter.drawLine(QPointF(x1, y - 4), QPointF(x1, y + 4));
        }
    }
    painter.restore();
}

} // namespace rl::widgets
