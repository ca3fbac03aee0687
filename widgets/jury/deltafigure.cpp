// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/jury/deltafigure.h"

#include "models/jury/jurytablemodels.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rl::widgets::jury {

using Col = models::jury::ConditionDeltaModel::Column;

DeltaFigure makeDeltaFigure(const models::jury::ConditionDeltaModel &model, const QString &corpus,
                            const QString &aggregate, const QString &caption)
{
    DeltaFigure f;
    f.caption = caption;
    f.title = QCoreApplication::translate("DeltaFigure", "Δρ of each prompt condition against its base, %1 (95% CI)").arg(corpus);
    const auto at = [&](int row, int col) { return model.data(model.index(row, col), Qt::EditRole); };
    double lo = 0, hi = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (at(r, Col::Corpus).toString() != corpus)
            continue;
        const QString agg = at(r, Col::Aggregate).toString();
        if (agg != aggregate && agg != QLatin1String("single"))
            continue;
        DeltaRow row;
        row.panel = agg != QLatin1String("single");
        row.label = QStringLiteral("%1 − %2: %3")
                        .arg(at(r, Col::Condition).toString(), at(r, Col::Base).toString(),
                             row.panel ? QCoreApplication::translate("DeltaFigure", "panel (%1)").arg(agg)
                                       : at(r, Col::Who).toString());
        row.delta = at(r, Col::Delta).toDouble();
        row.ciLow = at(r, Col::CiLow).toDouble();
        row.ciHigh = at(r, Col::CiHigh).toDouble();
        if (!std::isfinite(row.delta))
            continue;
        for (double v : {row.delta, row.ciLow, row.ciHigh})
            if (std::isfinite(v)) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        f.rows.push_back(row);
    }
    f.x = niceRange(lo, hi > lo ? hi : lo + 0.1);
    return f;
}

void paintDeltaFigure(QPainter &p, const QRectF &rect, const DeltaFigure &f, const FigureStyle &style)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    QRectF area = rect;
    const QFontMetricsF fm(style.font);
    const double line = fm.height();
    const QRectF captionBand = takeCaptionBand(area, f.caption, line);
    p.setFont(style.titleFont());
    p.setPen(style.text);
    const QStringList title = wrapFigureText(f.title, style.titleFont(), area.width());
    const double titleHeight = figureTextHeight(style.titleFont(), std::max<int>(1, int(title.size())));
    drawFigureLines(p, QRectF(area.left(), area.top(), area.width(), titleHeight), Qt::AlignLeft | Qt::AlignVCenter, title, f.title);
    area.setTop(area.top() + titleHeight + line * 0.3);
    double labelWidth = 0;
    const QFontMetricsF tfm(style.tickFont());
    for (const auto &r : f.rows)
        labelWidth = std::max(labelWidth, tfm.horizontalAdvance(r.label));
    labelWidth = std::min(labelWidth + line * 0.5, area.width() * 0.5);
    PlotMapping m;
    const double plotWidth = std::max(10.0, area.width() - labelWidth - line);
    const QString xTitle = QCoreApplication::translate("DeltaFigure", "Δ Spearman ρ (condition − base)");
    const QStringList xLines = wrapFigureText(xTitle, style.font, plotWidth); // a one-column figure's plot is narrow
    const double xTitleHeight = figureTextHeight(style.font, std::max<int>(1, int(xLines.size())));
    m.plot = QRectF(area.left() + labelWidth, area.top(), plotWidth,
                    std::max(10.0, area.height() - xTickLabelHeight(style) - xTitleHeight - line * 0.4));
    m.x = f.x;
    m.y = {0, double(std::max<std::size_t>(1, f.rows.size()))};
    // Only vertical grid lines: the y "axis" is the rows.
    const AxisTicks fitted = fittedTicks(m.x, m.plot.width(), style.tickFont(), true); // labels never run together
    const auto &ticks = fitted.values;
    const double step = fitted.step;
    p.setFont(style.tickFont());
    for (double t : ticks) {
        p.setPen(QPen(style.grid, style.lineWidth * 0.6));
        p.drawLine(QPointF(m.mapX(t), m.plot.top()), QPointF(m.mapX(t), m.plot.bottom()));
        p.setPen(style.text);
        drawFigureText(p, QRectF(m.mapX(t) - 50, m.plot.bottom() + 2, 100, tfm.height()), Qt::AlignHCenter | Qt::AlignTop,
                   tickLabel(t, step));
    }
    p.setPen(QPen(style.axis, style.lineWidth));
    p.setBrush(Qt::NoBrush);
    p.drawRect(m.plot);
    p.setPen(QPen(style.axis, style.lineWidth, Qt::DashLine));
    p.drawLine(QPointF(m.mapX(0), m.plot.top()), QPointF(m.mapX(0), m.plot.bottom()));
    p.setFont(style.font);
    drawFigureLines(p, QRectF(m.plot.left(), m.plot.bottom() + xTickLabelHeight(style), m.plot.width(), xTitleHeight),
                    Qt::AlignHCenter | Qt::AlignTop, xLines, xTitle);
    const double rowHeight = m.plot.height() / m.y.hi;
    for (std::size_t i = 0; i < f.rows.size(); ++i) {
        const auto &r = f.rows[i];
        const double y = m.plot.top() + (double(i) + 0.5) * rowHeight;
        QFont font = style.tickFont();
        font.setBold(r.panel);
        p.setFont(font);
        p.setPen(style.text);
        // A label wider than its column wraps (drawn from the column's left edge, never past the figure's).
        const QRectF box(m.plot.left() - labelWidth, y - rowHeight / 2, labelWidth - line * 0.3, rowHeight);
        drawFigureLines(p, box, Qt::AlignRight | Qt::AlignVCenter, wrapFigureText(r.label, font, box.width()), r.label);
        const QColor c = r.panel ? QColor(0xc4, 0x4e, 0x52) : QColor(0x4c, 0x72, 0xb0);
        if (std::isfinite(r.ciLow) && std::isfinite(r.ciHigh)) {
            p.setPen(QPen(c, style.lineWidth * 1.2));
            p.drawLine(QPointF(m.mapX(r.ciLow), y), QPointF(m.mapX(r.ciHigh), y));
        }
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        const double s = style.pointRadius * (r.panel ? 2.0 : 1.5);
        p.drawRect(QRectF(m.mapX(r.delta) - s, y - s, 2 * s, 2 * s));
    }
    if (!f.caption.isEmpty()) {
        p.setFont(style.tickFont());
        p.setPen(style.text);
        drawFigureText(p, captionBand, Qt::AlignLeft | Qt::AlignVCenter, f.caption);
    }
    p.restore();
}

double deltaFigureHeight(std::size_t rows) { return 0.9 + 0.16 * double(std::max<std::size_t>(rows, 3)); }

double deltaFigureHeight(const DeltaFigure &f, double widthInches, const FigureStyle &style)
{
    // As paintDeltaFigure lays the labels out at this width (points): rows tall enough for the most lines.
    const double width = widthInches * 72.0;
    const QFont tick = style.tickFont();
    QFont bold = tick;
    bold.setBold(true);
    const double line = QFontMetricsF(style.font).height();
    double labelWidth = 0;
    for (const auto &r : f.rows)
        labelWidth = std::max(labelWidth, QFontMetricsF(r.panel ? bold : tick).horizontalAdvance(r.label));
    labelWidth = std::min(labelWidth + line * 0.5, width * 0.5);
    int lines = 1;
    for (const auto &r : f.rows)
        lines = std::max(lines, int(wrapFigureText(r.label, r.panel ? bold : tick, labelWidth - line * 0.3).size()));
    const double rowPoints = std::max(0.16 * 72.0, lines * QFontMetricsF(bold).height() * 1.1);
    return 0.9 + rowPoints * double(std::max<std::size_t>(f.rows.size(), 3)) / 72.0;
}

} // namespace rl::widgets::jury
