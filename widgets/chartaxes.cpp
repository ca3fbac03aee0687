// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/chartaxes.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rl::widgets {

namespace {

double niceNumber(double x, bool round)
{
    const double exponent = std::floor(std::log10(x));
    const double fraction = x / std::pow(10.0, exponent);
    double nice;
    if (round)
        nice = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10;
    else
        nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
    return nice * std::pow(10.0, exponent);
}

double tickStep(double lo, double hi, int target)
{
    const double range = niceNumber(hi - lo, false);
    return niceNumber(range / std::max(1, target - 1), true);
}

} // namespace

std::vector<double> niceTicks(double lo, double hi, int target)
{
    std::vector<double> ticks;
    if (!std::isfinite(lo) || !std::isfinite(hi) || hi <= lo)
        return ticks;
    const double step = tickStep(lo, hi, target);
    const double first = std::ceil(lo / step - 1e-9) * step;
    for (double t = first; t <= hi + step * 1e-9; t += step)
        ticks.push_back(std::abs(t) < step * 1e-9 ? 0.0 : t);
    return ticks;
}

Range niceRange(double lo, double hi, int target)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return {0, 1};
    if (hi <= lo)
        return {lo - 1, hi + 1};
    const double step = tickStep(lo, hi, target);
    return {std::floor(lo / step + 1e-9) * step, std::ceil(hi / step - 1e-9) * step};
}

Range paddedRange(const Range &range, double fraction)
{
    const double pad = range.span() * fraction;
    return {range.lo - pad, range.hi + pad};
}

QString tickLabel(double value, double step)
{
    const int decimals = step >= 1 ? 0 : std::clamp(static_cast<int>(std::ceil(-std::log10(step) - 1e-9)), 0, 6);
    QString s = QString::number(value, 'f', decimals);
    if (s.startsWith(QLatin1Char('-')))
        s.replace(0, 1, QChar(0x2212));
    return s;
}

namespace {

double tickOffset(const QFontMetricsF &fm) { return fm.height() * 0.6; } // below the plot: tick + gap to the label's top

} // namespace

AxisTicks fittedTicks(const Range &range, double length, const QFont &font, bool horizontal)
{
    const QFontMetricsF fm(font);
    const double gap = fm.height() * 0.5;
    AxisTicks out;
    for (int target = 5; target >= 2; --target) {
        const auto ticks = niceTicks(range.lo, range.hi, target);
        if (ticks.empty())
            continue;
        const double step = ticks.size() > 1 ? ticks[1] - ticks[0] : (range.span() > 0 ? range.span() : 1);
        const double spacing = step / range.span() * length;
        bool fits = true;
        for (std::size_t k = 0; k + 1 < ticks.size() && fits; ++k) {
            const double need = horizontal ? (fm.horizontalAdvance(tickLabel(ticks[k], step))
                                              + fm.horizontalAdvance(tickLabel(ticks[k + 1], step))) / 2 + gap
                                           : fm.height() + gap * 0.5;
            fits = spacing >= need;
        }
        out = {ticks, step};
        if (fits)
            return out;
    }
    if (!out.values.empty()) // two ticks do not fit: keep the first one only
        out.values.resize(1);
    return out;
}

int facetColumns(int count, double width, double minWidth, double gap)
{
    if (count <= 1)
        return 1;
    const int fit = std::max(1, static_cast<int>(std::floor((width + gap) / (minWidth + gap))));
    const int columns = std::min(count, fit);
    const int rows = (count + columns - 1) / columns;
    return (count + rows - 1) / rows;
}

double yTickLabelWidth(const Range &y, const FigureStyle &style)
{
    const QFontMetricsF fm(style.tickFont());
    double w = 0;
    for (int target = 2; target <= 5; ++target) {
        const auto ticks = niceTicks(y.lo, y.hi, target);
        const double step = ticks.size() > 1 ? ticks[1] - ticks[0] : 1;
        for (double t : ticks)
            w = std::max(w, fm.horizontalAdvance(tickLabel(t, step)));
    }
    return w + fm.height() * 0.4;
}

double xTickLabelOverhang(const Range &x, const FigureStyle &style)
{
    const QFontMetricsF fm(style.tickFont());
    double w = 0;
    for (int target = 2; target <= 5; ++target) {
        const auto ticks = niceTicks(x.lo, x.hi, target);
        const double step = ticks.size() > 1 ? ticks[1] - ticks[0] : 1;
        for (double t : ticks)
            w = std::max(w, fm.horizontalAdvance(tickLabel(t, step)));
    }
    return w / 2 + 1;
}

double yTickLabelOverhang(const FigureStyle &style) { return QFontMetricsF(style.tickFont()).height() * 0.5 + 0.5; }

double xTickLabelHeight(const FigureStyle &style)
{
    const QFontMetricsF fm(style.tickFont());
    return tickOffset(fm) + fm.height() * 1.1;
}

void paintPanelAxes(QPainter &painter, const PlotMapping &m, const FigureStyle &style, bool yLabels, bool xLabels)
{
    painter.save();
    const QFont font = style.tickFont();
    const QFontMetricsF fm(font);
    const AxisTicks xt = fittedTicks(m.x, m.plot.width(), font, true);
    const AxisTicks yt = fittedTicks(m.y, m.plot.height(), font, false);
    painter.setPen(QPen(style.grid, style.lineWidth * 0.6));
    for (double t : xt.values)
        painter.drawLine(QPointF(m.mapX(t), m.plot.top()), QPointF(m.mapX(t), m.plot.bottom()));
    for (double t : yt.values)
        painter.drawLine(QPointF(m.plot.left(), m.mapY(t)), QPointF(m.plot.right(), m.mapY(t)));
    painter.setPen(QPen(style.axis, style.lineWidth));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(m.plot);

    painter.setFont(font);
    painter.setPen(style.text);
    const double tick = fm.height() * 0.25;
    if (yLabels) {
        for (double t : yt.values) {
            const double y = m.mapY(t);
            painter.drawLine(QPointF(m.plot.left() - tick, y), QPointF(m.plot.left(), y));
            drawFigureText(painter, QRectF(m.plot.left() - 200 - tick, y - fm.height() / 2, 200 - tick * 0.5, fm.height()),
                           Qt::AlignRight | Qt::AlignVCenter, tickLabel(t, yt.step));
        }
    }
    if (xLabels) {
        for (double t : xt.values) {
            const double x = m.mapX(t);
            painter.drawLine(QPointF(x, m.plot.bottom()), QPointF(x, m.plot.bottom() + tick));
            drawFigureText(painter, QRectF(x - 50, m.plot.bottom() + tickOffset(fm), 100, fm.height()),
                           Qt::AlignHCenter | Qt::AlignTop, tickLabel(t, xt.step));
        }
    }
    painter.restore();
}

} // namespace rl::widgets
