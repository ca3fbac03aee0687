// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plan/simulationfigure.h"

#include "widgets/chartaxes.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace rl::widgets {

namespace {

QColor lineColor(std::size_t i)
{
    static const QColor palette[] = {{0x4c, 0x72, 0xb0}, {0xdd, 0x84, 0x52}, {0x55, 0xa8, 0x68},
                                     {0xc4, 0x4e, 0x52}, {0x81, 0x72, 0xb3}, {0x93, 0x78, 0x60}};
    return palette[i % std::size(palette)];
}

/// The rows of ε `e`, in the order of the items.
std::vector<const analysis::plan::SimulationRow *> rowsOf(const analysis::plan::SimulationResult &r, double e)
{
    std::vector<const analysis::plan::SimulationRow *> out;
    for (const auto &row : r.rows)
        if (row.epsilon == e)
            out.push_back(&row);
    std::sort(out.begin(), out.end(), [](auto *a, auto *b) { return a->items < b->items; });
    return out;
}

} // namespace

void paintSimulation(QPainter &p, const QRectF &rect, const analysis::plan::SimulationResult &result, const FigureStyle &style)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    const QString titles[2] = {QCoreApplication::translate("SimulationFigure", "Winning rate ω"),
                               QCoreApplication::translate("SimulationFigure", "Advantage probability ρ (5–95 %)")};
    const QString itemsTitle = QCoreApplication::translate("SimulationFigure", "Items");
    const double line = QFontMetricsF(style.font).height();
    const QFontMetricsF tfm(style.tickFont());

    QRectF area = rect;
    const QRectF caption = takeCaptionBand(area, style.caption, line);
    // Legend: one entry per ε.
    const auto &eps = result.options.epsilons;
    const QRectF legend(area.left(), area.top(), area.width(), line * 1.2);
    p.setFont(style.font);
    double x = legend.left() + line;
    for (std::size_t i = 0; i < eps.size() && !result.rows.empty(); ++i) {
        const QString label = QStringLiteral("ε = %1").arg(eps[i]);
        p.setPen(QPen(lineColor(i), style.lineWidth * 2));
        p.drawLine(QPointF(x, legend.center().y()), QPointF(x + line * 1.2, legend.center().y()));
        x += line * 1.5;
        const double w = QFontMetricsF(style.font).horizontalAdvance(label) + 2;
        p.setPen(style.text);
        drawFigureText(p, QRectF(x, legend.top(), w, legend.height()), Qt::AlignLeft | Qt::AlignVCenter, label);
        x += w + line;
    }

    Range xr {30, 200};
    if (!result.rows.empty()) {
        double lo = result.rows.front().items, hi = lo;
        for (const auto &row : result.rows) {
            lo = std::min(lo, double(row.items));
            hi = std::max(hi, double(row.items));
        }
        xr = paddedRange(niceRange(lo, hi), 0.02);
    }
    const Range yr = paddedRange({0, 1}, 0.02);
    const double gap = line * 1.5;
    const double left = yTickLabelWidth(yr, style) + line * 0.4;
    const double panelWidth = std::max(1.0, (area.width() - 2 * left - gap) / 2 - xTickLabelOverhang(xr, style));
    const double top = legend.bottom() + line * 1.4;
    const double bottom = area.bottom() - xTickLabelHeight(style) - line * 1.3;
    for (int panel = 0; panel < 2; ++panel) {
        PlotMapping m;
        const double pl = area.left() + left + panel * (panelWidth + gap + left);
        m.plot = QRectF(pl, top, panelWidth, std::max(1.0, bottom - top));
        m.x = xr;
        m.y = yr;
        p.setFont(style.titleFont());
        p.setPen(style.text);
        drawFigureLines(p, QRectF(pl, legend.bottom(), panelWidth, line * 1.3), Qt::AlignHCenter | Qt::AlignVCenter,
                        wrapFigureText(titles[panel], style.titleFont(), panelWidth), titles[panel]);
        paintPanelAxes(p, m, style, true, true);
        p.setFont(style.font);
        p.setPen(style.text);
        drawFigureText(p, QRectF(pl, area.bottom() - line * 1.2, panelWidth, line * 1.2), Qt::AlignHCenter | Qt::AlignVCenter,
                       itemsTitle);
        p.save();
        p.setClipRect(m.plot);
        p.setPen(QPen(style.axis, style.lineWidth, Qt::DashLine));
        p.drawLine(QPointF(m.plot.left(), m.mapY(0.5)), QPointF(m.plot.right(), m.mapY(0.5)));
        for (std::size_t i = 0; i < eps.size(); ++i) {
            const auto rows = rowsOf(result, eps[i]);
            const QColor color = lineColor(i);
            if (panel == 1) {
                QPainterPath band;
                bool open = false;
                for (auto *r : rows)
                    if (std::isfinite(r->advantageP95)) {
                        const QPointF pt = m.map(double(r->items), r->advantageP95);
                        open ? band.lineTo(pt) : band.moveTo(pt);
                        open = true;
                    }
                for (auto it = rows.rbegin(); it != rows.rend(); ++it)
                    if (std::isfinite((*it)->advantageP05))
                        band.lineTo(m.map(double((*it)->items), (*it)->advantageP05));
                QColor fill = color;
                fill.setAlphaF(0.15);
                p.setPen(Qt::NoPen);
                p.setBrush(fill);
                p.drawPath(band);
                p.setBrush(Qt::NoBrush);
            }
            QPainterPath path;
            bool open = false;
            for (auto *r : rows) {
                const double v = panel == 0 ? r->winningRate : r->advantage;
                if (!std::isfinite(v)) {
                    open = false;
                    continue;
                }
                const QPointF pt = m.map(double(r->items), v);
                open ? path.lineTo(pt) : path.moveTo(pt);
                open = true;
            }
            p.setPen(QPen(color, style.lineWidth * 2));
            p.drawPath(path);
        }
        p.restore();
    }
    if (!caption.isEmpty()) {
        p.setFont(style.tickFont());
        p.setPen(style.text);
        drawFigureText(p, caption, Qt::AlignLeft | Qt::AlignVCenter, style.caption);
    }
    p.restore();
}

} // namespace rl::widgets
