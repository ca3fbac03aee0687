// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/blandaltmanfigure.h"

#include "models/analysisbundle.h"
#include "models/colorscale.h"
#include "models/displaynames.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rl::widgets {

namespace {

struct Layout {
    QRectF legend;
    QRectF grid;     ///< panels incl. their titles
    QRectF caption;
    double titleHeight = 0;    ///< above the first row of panels
    double rowTitleHeight = 0; ///< above every later row (faceted figures name the emotion inside the panel)
    double gapX = 0;
    double gapY = 0;
    double cellWidth = 0;
    double cellHeight = 0;
};

Layout layoutFigure(const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style)
{
    const QFontMetricsF fm(style.font);
    const QFontMetricsF tick(style.tickFont());
    const double line = fm.height();
    Layout l;
    double top = rect.top();
    if (!f.legend.empty()) {
        l.legend = QRectF(rect.left(), top, rect.width(), line * 1.3);
        top += line * 1.4;
    }
    QRectF area = rect;
    l.caption = takeCaptionBand(area, f.caption, line);
    double bottom = area.bottom();
    const double left = rect.left() + line * 1.2 + yTickLabelWidth(f.y, style); // y label + ticks
    bottom -= line * 1.2 + xTickLabelHeight(style);                           // x label + ticks
    l.grid = QRectF(left, top, std::max(1.0, rect.right() - left - line * 0.3), std::max(1.0, bottom - top));
    l.titleHeight = QFontMetricsF(style.titleFont()).height() * 1.15;
    l.rowTitleHeight = f.rows > 1 ? QFontMetricsF(style.tickFont()).height() * 0.2 : l.titleHeight;
    l.gapX = line * 0.6;
    l.gapY = tick.height() * 0.4;
    const int columns = std::max(1, f.columns);
    const int rows = std::max(1, f.rows);
    l.cellWidth = (l.grid.width() - l.gapX * (columns - 1)) / columns;
    l.cellHeight = (l.grid.height() - l.titleHeight - (l.gapY + l.rowTitleHeight) * (rows - 1)) / rows;
    return l;
}

QRectF panelPlot(const Layout &l, const BlandAltmanFigure &f, int panel)
{
    const int columns = std::max(1, f.columns);
    const int row = panel / columns;
    const int column = panel % columns;
    const double x = l.grid.left() + column * (l.cellWidth + l.gapX);
    const double y = l.grid.top() + l.titleHeight + row * (l.cellHeight + l.gapY + l.rowTitleHeight);
    return QRectF(x, y, std::max(1.0, l.cellWidth), std::max(1.0, l.cellHeight));
}

void horizontalLine(QPainter &p, const PlotMapping &m, double y, const QPen &pen)
{
    if (!std::isfinite(y) || !m.y.contains(y))
        return;
    p.setPen(pen);
    p.drawLine(QPointF(m.plot.left(), m.mapY(y)), QPointF(m.plot.right(), m.mapY(y)));
}

void band(QPainter &p, const PlotMapping &m, double lo, double hi, const QColor &colour)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return;
    const double top = m.mapY(std::min(std::max(hi, m.y.lo), m.y.hi));
    const double bottom = m.mapY(std::max(std::min(lo, m.y.hi), m.y.lo));
    p.fillRect(QRectF(m.plot.left(), top, m.plot.width(), bottom - top), colour);
}

} // namespace

std::size_t BlandAltmanFigure::pointCount() const
{
    std::size_t n = 0;
    for (const auto &p : panels)
        n += p.points.size();
    return n;
}

BlandAltmanFigure makeBlandAltmanFigure(const models::AnalysisBundle &b, const BlandAltmanRequest &r)
{
    BlandAltmanFigure f;
    const auto &a = b.analysis;
    f.proportional = r.proportional;
    if (r.dimension < 0 || static_cast<std::size_t>(r.dimension) >= b.pairs.size())
        return f;
    const auto d = static_cast<std::size_t>(r.dimension);
    const auto &pairs = b.pairs[d];
    const QString dimension = models::DisplayNames::dimension(pairs.dimension);
    f.xLabel = QCoreApplication::translate("BlandAltmanFigure", "Mean of human mean and model (%1)").arg(dimension);
    f.yLabel = QCoreApplication::translate("BlandAltmanFigure", "Human mean − model");
    if (b.study && b.study->synthetic)
        f.caption = QCoreApplication::translate("BlandAltmanFigure", "synthetic demo (seed %1)").arg(b.study->demoSeed);

    std::vector<int> groups;
    if (r.perEmotion)
        for (std::size_t g = 1; g < a.groups.size(); ++g)
            groups.push_back(static_cast<int>(g));
    if (groups.empty())
        groups.push_back(0);
    f.columns = std::max<int>(1, static_cast<int>(r.conditions.size()));
    f.rows = static_cast<int>(groups.size());

    double xlo = std::numeric_limits<double>::infinity(), xhi = -xlo, ylo = xlo, yhi = -xlo;
    const auto widen = [](double &lo, double &hi, double v) {
        if (std::isfinite(v)) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    };
    for (int g : groups) {
        for (int c : r.conditions) {
            BlandAltmanPanel panel;
            panel.condition = c;
            panel.group = g;
            if (c < 0 || static_cast<std::size_t>(c) >= a.conditions.size()) {
                f.panels.push_back(std::move(panel));
                continue;
            }
            const auto &cond = a.conditions[static_cast<std::size_t>(c)];
            const QString label = QString::fromStdString(cond.label.empty() ? cond.id : cond.label);
            panel.title = label;
            if (g > 0)
                panel.facet = models::DisplayNames::level("emotion", a.groups[std::size_t(g)]);
            if (d < cond.cells.size() && static_cast<std::size_t>(g) < cond.cells[d].size())
                panel.ba = cond.cells[d][static_cast<std::size_t>(g)].ba;
            const auto &pred = pairs.predictions[static_cast<std::size_t>(c)];
            if (!pred.empty() && static_cast<std::size_t>(g) < a.groupItems.size()) {
                for (int j : a.groupItems[static_cast<std::size_t>(g)]) {
                    const double m = pairs.humanMean[std::size_t(j)];
                    const double x = pred[std::size_t(j)];
                    if (std::isnan(m) || std::isnan(x))
                        continue;
                    panel.points.emplace_back((m + x) / 2, m - x);
                    panel.items.push_back(j);
                    panel.colours.push_back(b.emotionOfItem.empty() ? -1 : b.emotionOfItem[std::size_t(j)]);
                    widen(xlo, xhi, (m + x) / 2);
                    widen(ylo, yhi, m - x);
                }
            }
            for (double v : {panel.ba.loaLowerCiLower, panel.ba.loaUpperCiUpper, panel.ba.bias})
                widen(ylo, yhi, v);
            f.panels.push_back(std::move(panel));
        }
    }
    if (!std::isfinite(xlo)) {
        xlo = 1;
        xhi = 9;
        ylo = -1;
        yhi = 1;
    }
    f.x = niceRange(xlo, xhi);
    const double ymax = std::max(std::abs(ylo), std::abs(yhi)); // symmetric about 0: bias reads at a glance
    f.y = niceRange(-ymax, ymax);

    const int emotionFactor = b.study ? b.study->findFactor("emotion") : -1;
    if (emotionFactor >= 0)
        for (std::size_t e = 0; e < b.study->factors[std::size_t(emotionFactor)].levels.size(); ++e)
            f.legend.emplace_back(models::DisplayNames::level("emotion", b.study->factors[std::size_t(emotionFactor)].levels[e]),
                                  models::categoricalColor(static_cast<int>(e)));
    return f;
}

PlotMapping blandAltmanMapping(const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style, int panel)
{
    const Layout l = layoutFigure(rect, f, style);
    return PlotMapping {panelPlot(l, f, panel), f.x, f.y};
}

double blandAltmanPreferredHeight(const BlandAltmanFigure &f, double width, const FigureStyle &style)
{
    const double line = QFontMetricsF(style.font).height();
    const double panelWidth = (width - line * 4) / std::max(1, f.columns);
    const double panelHeight = std::clamp(panelWidth * 0.8, line * 6, line * 30);
    return f.rows * (panelHeight + line * 1.4) + line * 5.5;
}

void paintBlandAltman(QPainter &p, const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style)
{
    p.save();
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    const Layout l = layoutFigure(rect, f, style);
    const QFontMetricsF fm(style.font);

    // Legend: a swatch and the emotion's name per entry, left to right.
    if (!f.legend.empty()) {
        p.setFont(style.font);
        double x = l.legend.left() + l.grid.left() - rect.left();
        const double r = style.pointRadius * 1.6;
        for (const auto &[name, colour] : f.legend) {
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            p.drawEllipse(QPointF(x + r, l.legend.center().y()), r, r);
            p.setPen(style.text);
            const double w = fm.horizontalAdvance(name);
            drawFigureText(p, QRectF(x + 2.5 * r, l.legend.top(), w + 2, l.legend.height()), Qt::AlignLeft | Qt::AlignVCenter, name);
            x += 2.5 * r + w + fm.height() * 0.8;
        }
    }

    const int columns = std::max(1, f.columns);
    const QPen biasPen(style.text, style.lineWidth * 1.3);
    QPen loaPen(style.text, style.lineWidth, Qt::DashLine);
    QPen propPen(QColor(0xc4, 0x4e, 0x52), style.lineWidth * 1.2, Qt::DotLine);
    QColor ciColour = style.text;
    ciColour.setAlphaF(0.10);
    for (int i = 0; i < static_cast<int>(f.panels.size()); ++i) {
        const auto &panel = f.panels[std::size_t(i)];
        const PlotMapping m {panelPlot(l, f, i), f.x, f.y};
        const int row = i / columns;
        const int column = i % columns;
        p.setFont(style.titleFont());
        p.setPen(style.text);
        if (row == 0) // faceted figures: conditions head the columns, the emotion is named in each panel
            drawFigureLines(p, QRectF(m.plot.left(), m.plot.top() - l.titleHeight, m.plot.width(), l.titleHeight),
                       Qt::AlignHCenter | Qt::AlignVCenter,
                       {QFontMetricsF(style.titleFont()).elidedText(panel.title, Qt::ElideRight, m.plot.width())}, panel.title);
        if (!panel.facet.isEmpty()) {
            p.setFont(style.tickFont());
            drawFigureText(p, m.plot.adjusted(3, 1, -3, -1), Qt::AlignLeft | Qt::AlignTop, panel.facet);
        }
        paintPanelAxes(p, m, style, column == 0, row == f.rows - 1);

        p.save();
        p.setClipRect(m.plot);
        band(p, m, panel.ba.biasCiLower, panel.ba.biasCiUpper, ciColour);
        band(p, m, panel.ba.loaLowerCiLower, panel.ba.loaLowerCiUpper, ciColour);
        band(p, m, panel.ba.loaUpperCiLower, panel.ba.loaUpperCiUpper, ciColour);
        horizontalLine(p, m, 0.0, QPen(style.axis, style.lineWidth * 0.6));

        // Points, one brush per colour.
        p.setPen(Qt::NoPen);
        const double radius = style.pointRadius;
        int current = std::numeric_limits<int>::min();
        for (std::size_t k = 0; k < panel.points.size(); ++k) {
            if (panel.colours[k] != current) {
                current = panel.colours[k];
                QColor c = current < 0 ? QColor(0x80, 0x80, 0x80) : models::categoricalColor(current);
                c.setAlphaF(style.pointAlpha);
                p.setBrush(c);
            }
            p.drawEllipse(m.map(panel.points[k].x(), panel.points[k].y()), radius, radius);
        }
        horizontalLine(p, m, panel.ba.bias, biasPen);
        horizontalLine(p, m, panel.ba.loaLower, loaPen);
        horizontalLine(p, m, panel.ba.loaUpper, loaPen);
        if (f.proportional && std::isfinite(panel.ba.propSlope)) {
            p.setPen(propPen);
            const double y0 = panel.ba.propIntercept + panel.ba.propSlope * f.x.lo;
            const double y1 = panel.ba.propIntercept + panel.ba.propSlope * f.x.hi;
            p.drawLine(m.map(f.x.lo, y0), m.map(f.x.hi, y1));
        }
        if (f.highlightedItem >= 0) {
            const auto it = std::find(panel.items.begin(), panel.items.end(), f.highlightedItem);
            if (it != panel.items.end()) {
                const QPointF c = m.map(panel.points[std::size_t(it - panel.items.begin())].x(),
                                        panel.points[std::size_t(it - panel.items.begin())].y());
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(style.text, style.lineWidth * 1.5));
                p.drawEllipse(c, radius * 2.6, radius * 2.6);
            }
        }
        p.restore();

        // Line values at the right edge, when the panel is wide enough to hold them.
        const QFont tickFont = style.tickFont();
        const QFontMetricsF tm(tickFont);
        if (m.plot.width() > tm.horizontalAdvance(QStringLiteral("0000000000")) * 2.2 && std::isfinite(panel.ba.bias)) {
            p.setFont(tickFont);
            p.setPen(style.text);
            const auto label = [&](double y, const QString &text) {
                if (std::isfinite(y) && f.y.contains(y))
                    drawFigureText(p, QRectF(m.plot.left(), m.mapY(y) - tm.height(), m.plot.width() - 3, tm.height()),
                               Qt::AlignRight | Qt::AlignBottom, text);
            };
            label(panel.ba.bias, QCoreApplication::translate("BlandAltmanFigure", "bias %1").arg(tickLabel(panel.ba.bias, 0.01)));
            label(panel.ba.loaUpper, tickLabel(panel.ba.loaUpper, 0.01));
            label(panel.ba.loaLower, tickLabel(panel.ba.loaLower, 0.01));
        }
    }

    // Axis titles.
    p.setFont(style.font);
    p.setPen(style.text);
    const double line = fm.height();
    drawFigureText(p, QRectF(l.grid.left(), l.grid.bottom() + xTickLabelHeight(style), l.grid.width(), line * 1.2),
               Qt::AlignHCenter | Qt::AlignVCenter, f.xLabel);
    p.save();
    p.translate(rect.left() + line * 0.6, l.grid.center().y());
    p.rotate(-90);
    drawFigureText(p, QRectF(-l.grid.height() / 2, -line * 0.6, l.grid.height(), line * 1.2), Qt::AlignCenter, f.yLabel);
    p.restore();
    if (!f.caption.isEmpty()) {
        QFont italic = style.tickFont();
        italic.setItalic(true);
        p.setFont(italic);
        drawFigureText(p, l.caption, Qt::AlignRight | Qt::AlignVCenter, f.caption);
    }
    p.restore();
}

BlandAltmanHit blandAltmanHitTest(const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style, QPointF pos,
                                  double tolerance)
{
    BlandAltmanHit hit;
    const Layout l = layoutFigure(rect, f, style);
    for (int i = 0; i < static_cast<int>(f.panels.size()); ++i) {
        const PlotMapping m {panelPlot(l, f, i), f.x, f.y};
        if (!m.plot.adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(pos))
            continue;
        const auto &panel = f.panels[std::size_t(i)];
        double best = tolerance * tolerance;
        for (std::size_t k = 0; k < panel.points.size(); ++k) {
            const QPointF q = m.map(panel.points[k].x(), panel.points[k].y()) - pos;
            const double d2 = q.x() * q.x() + q.y() * q.y();
            if (d2 <= best) {
                best = d2;
                hit = {i, static_cast<int>(k), panel.items[k]};
            }
        }
        break;
    }
    return hit;
}

} // namespace rl::widgets
