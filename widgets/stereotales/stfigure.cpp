// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stereotales/stfigure.h"

#include "models/colorscale.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rl::widgets::stereotales {

namespace {

QString q(const std::string &s) { return QString::fromStdString(s); }

/// The heatmap's layout: the title's lines, the label column, the header row, the cell grid.
struct HeatmapLayout {
    QRectF title, grid;
    QStringList titleLines;
    double labelWidth = 0, headerHeight = 0, cellWidth = 0, cellHeight = 0;
};

HeatmapLayout heatmapLayout(const QRectF &rect, const HeatmapFigure &f, const FigureStyle &style, QRectF *captionBand)
{
    HeatmapLayout l;
    QRectF area = rect;
    const QFontMetricsF fm(style.font), tfm(style.tickFont());
    const double line = fm.height();
    const QRectF band = takeCaptionBand(area, f.caption, line);
    if (captionBand)
        *captionBand = band;
    // The title wraps at a column's width instead of running off the figure.
    l.titleLines = wrapFigureText(f.title, style.titleFont(), area.width());
    const double titleHeight = figureTextHeight(style.titleFont(), std::max<int>(1, int(l.titleLines.size())));
    l.title = QRectF(area.left(), area.top(), area.width(), titleHeight);
    area.setTop(area.top() + titleHeight + line * 0.4);
    for (const auto &m : f.models)
        l.labelWidth = std::max(l.labelWidth, tfm.horizontalAdvance(m));
    l.labelWidth = std::min(l.labelWidth + line * 0.6, area.width() * 0.45);
    l.headerHeight = tfm.height() * 1.4;
    const int cols = std::max<int>(1, int(f.languages.size()));
    const int rows = std::max<int>(1, int(f.models.size()));
    l.grid = QRectF(area.left() + l.labelWidth, area.top() + l.headerHeight, std::max(10.0, area.width() - l.labelWidth),
                    std::max(10.0, area.height() - l.headerHeight));
    l.cellWidth = l.grid.width() / cols;
    l.cellHeight = l.grid.height() / rows;
    return l;
}

} // namespace

HeatmapFigure makeHeatmapFigure(const models::stereotales::StResult &r, const QString &caption)
{
    HeatmapFigure f;
    f.caption = caption;
    for (const auto &m : r.data.models)
        f.models << q(m);
    const auto languages = r.heatmapLanguages();
    for (int l : languages)
        f.languages << (l < 0 ? QCoreApplication::translate("StFigure", "all languages") : q(r.data.languages[std::size_t(l)]));
    for (int m = 0; m < int(r.data.models.size()); ++m) {
        std::vector<int> row;
        for (int l : languages) {
            row.push_back(r.reportedCount(m, l));
            f.maximum = std::max(f.maximum, row.back());
        }
        f.counts.push_back(std::move(row));
    }
    f.title = QCoreApplication::translate("StFigure", "Reported associations per model and language (q_BY < %1, lift ≥ %2; B = %3)")
                  .arg(r.associations.options.cellAlpha)
                  .arg(r.associations.options.minLift)
                  .arg(qulonglong(r.associations.options.resamples));
    return f;
}

void paintHeatmapFigure(QPainter &p, const QRectF &rect, const HeatmapFigure &f, const FigureStyle &style)
{
    p.save();
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    QRectF band;
    const HeatmapLayout l = heatmapLayout(rect, f, style, &band);
    p.setFont(style.titleFont());
    p.setPen(style.text);
    drawFigureLines(p, l.title, Qt::AlignLeft | Qt::AlignVCenter, l.titleLines, f.title);
    p.setFont(style.tickFont());
    for (int c = 0; c < int(f.languages.size()); ++c) {
        const QRectF box(l.grid.left() + c * l.cellWidth, l.grid.top() - l.headerHeight, l.cellWidth, l.headerHeight);
        drawFigureLines(p, box, Qt::AlignHCenter | Qt::AlignBottom, wrapFigureText(f.languages.at(c), style.tickFont(), box.width()),
                        f.languages.at(c));
    }
    for (int m = 0; m < int(f.models.size()); ++m) {
        const double y = l.grid.top() + m * l.cellHeight;
        p.setPen(style.text);
        const QRectF box(l.grid.left() - l.labelWidth, y, l.labelWidth - 4, l.cellHeight);
        drawFigureLines(p, box, Qt::AlignRight | Qt::AlignVCenter, wrapFigureText(f.models.at(m), style.tickFont(), box.width()),
                        f.models.at(m));
        for (int c = 0; c < int(f.languages.size()); ++c) {
            const int n = f.counts[std::size_t(m)][std::size_t(c)];
            const QColor fill = models::sequentialColor(f.maximum > 0 ? double(n) / f.maximum : 0.0);
            const QRectF cell(l.grid.left() + c * l.cellWidth, y, l.cellWidth, l.cellHeight);
            p.fillRect(cell, fill);
            p.setPen(QPen(style.grid, style.lineWidth * 0.6));
            p.drawRect(cell);
            p.setPen(models::textColorOn(fill));
            drawFigureText(p, cell, Qt::AlignCenter, QString::number(n));
        }
    }
    p.setPen(QPen(style.axis, style.lineWidth));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(l.grid.left(), l.grid.top(), l.cellWidth * f.languages.size(), l.cellHeight * f.models.size()));
    if (!f.caption.isEmpty()) {
        p.setPen(style.text);
        drawFigureText(p, band, Qt::AlignLeft | Qt::AlignVCenter, f.caption);
    }
    p.restore();
}

std::pair<int, int> heatmapHitTest(const QRectF &rect, const HeatmapFigure &f, const FigureStyle &style, QPointF pos)
{
    const HeatmapLayout l = heatmapLayout(rect, f, style, nullptr);
    if (pos.x() < l.grid.left() || pos.y() < l.grid.top())
        return {-1, -1};
    const int c = int((pos.x() - l.grid.left()) / l.cellWidth);
    const int m = int((pos.y() - l.grid.top()) / l.cellHeight);
    if (m >= int(f.models.size()) || c >= int(f.languages.size()))
        return {-1, -1};
    return {m, c};
}

double heatmapFigureHeight(std::size_t models) { return 1.0 + 0.22 * double(std::max<std::size_t>(models, 2)); }

HarmFigure makeHarmFigure(const models::stereotales::StResult &r, const QString &caption)
{
    HarmFigure f;
    f.caption = caption;
    if (r.hasHarm) {
        for (const auto &g : r.harm.groups)
            if (g.grouping == analysis::stereotales::HarmGrouping::Attribute) {
                f.attributes << q(g.name);
                f.bars.push_back({q(g.name), g.meanDifference});
            }
        for (const auto &m : r.harm.models)
            f.models << q(m);
        for (const auto &row : r.harm.rows) {
            if (!std::isfinite(row.humanMean) || !std::isfinite(row.modelMean))
                continue;
            ++f.n;
            const auto &a = r.harmData.associations[row.association];
            HarmPoint pt;
            pt.human = row.humanMean;
            pt.attribute = int(std::max<qsizetype>(0, f.attributes.indexOf(q(a.attribute))));
            pt.label = QStringLiteral("%1=%2 → %3=%4").arg(q(a.baseAttribute), q(a.baseValue), q(a.attribute), q(a.value));
            for (const auto &m : row.perModel) {
                pt.model = m.mean;
                pt.modelIndex = int(m.model);
                f.points.push_back(pt);
            }
        }
        f.rho = r.harm.rho.rho;
    } else {
        f.rho = std::nan("");
    }
    f.title = std::isfinite(f.rho)
        ? QCoreApplication::translate("StFigure", "Harm: human vs model mean per association (Spearman ρ = %1, n = %2)")
              .arg(f.rho, 0, 'f', 2)
              .arg(qulonglong(f.n))
        : QCoreApplication::translate("StFigure", "Harm: human vs model mean per association (n = %1)").arg(qulonglong(f.n));
    return f;
}

namespace {

/// The harm figure's layout, shared by the paint routine and the hit test.
struct HarmLayout {
    QRectF band;                 ///< the caption
    QStringList title;
    QRectF titleBox;
    std::vector<QRectF> legend;  ///< per model: its entry (marker then name)
    PlotMapping scatter, bars;
    QRectF right;                ///< the bar panel with its labels
    QStringList xLines, barLines;
    double labelWidth = 0, bottom = 0, line = 0;
    double yTitleX = 0;          ///< left edge of the rotated y title
};

QString harmXTitle() { return QCoreApplication::translate("StFigure", "Human mean harm"); }
QString harmYTitle() { return QCoreApplication::translate("StFigure", "Model mean harm"); }
QString harmBarTitle() { return QCoreApplication::translate("StFigure", "Mean model − human, per attribute"); }

HarmLayout harmLayout(const QRectF &rect, const HarmFigure &f, const FigureStyle &style)
{
    HarmLayout l;
    QRectF area = rect;
    const QFontMetricsF fm(style.font), tfm(style.tickFont());
    l.line = fm.height();
    const double line = l.line;
    l.band = takeCaptionBand(area, f.caption, line);
    l.title = wrapFigureText(f.title, style.titleFont(), area.width());
    const double titleHeight = figureTextHeight(style.titleFont(), std::max<int>(1, int(l.title.size())));
    l.titleBox = QRectF(area.left(), area.top(), area.width(), titleHeight);
    area.setTop(area.top() + titleHeight + line * 0.3);
    // The legend: one entry per model, flowing into as many rows as the width needs; a name longer
    // than the width is elided by drawFigureText, never drawn past the figure.
    const double marker = tfm.height();
    const double rowHeight = tfm.height() * 1.2;
    double x = area.left(), y = area.top();
    for (const QString &m : f.models) {
        const double w = std::min(area.width(), marker + tfm.horizontalAdvance(m) + tfm.height() * 0.8);
        if (x > area.left() && x + w > area.right()) {
            x = area.left();
            y += rowHeight;
        }
        l.legend.emplace_back(x, y, w, rowHeight);
        x += w;
    }
    if (!f.models.isEmpty())
        area.setTop(y + rowHeight + line * 0.3);
    // Left: the scatter on the 1–5 scale. Right: the bars. The axis titles wrap to their panel's width and
    // the panels leave room for their lines under the tick labels.
    const double split = area.left() + area.width() * 0.5;
    l.scatter.x = {0.5, 5.5}; // the 1–5 scale with room for points on its ends
    l.scatter.y = {0.5, 5.5};
    const double yw = yTickLabelWidth(l.scatter.y, style) + line * 1.6; // tick labels, a gap, the rotated title (1.1 lines)
    const double scatterWidth = std::max(10.0, split - area.left() - yw - line);
    l.xLines = wrapFigureText(harmXTitle(), style.font, scatterWidth);
    l.right = QRectF(split + line, area.top(), area.right() - split - line, 0);
    for (const auto &b : f.bars)
        l.labelWidth = std::max(l.labelWidth, tfm.horizontalAdvance(b.attribute));
    l.labelWidth = std::min(l.labelWidth + line * 0.5, l.right.width() * 0.6); // a name is cut between words only when it must
    const double overhang = tfm.horizontalAdvance(QStringLiteral("−0.00")) / 2; // the last tick label's half past the frame
    const double barWidth = std::max(10.0, l.right.width() - l.labelWidth - overhang);
    l.barLines = wrapFigureText(harmBarTitle(), style.font, barWidth + l.labelWidth);
    const int titleLines = std::max<int>(int(l.xLines.size()), int(l.barLines.size()));
    l.bottom = xTickLabelHeight(style) + figureTextHeight(style.font, std::max(1, titleLines)) + line * 0.2;
    l.yTitleX = area.left();
    l.scatter.plot = QRectF(area.left() + yw, area.top() + yTickLabelOverhang(style), scatterWidth,
                            std::max(10.0, area.height() - l.bottom - yTickLabelOverhang(style)));
    double lo = 0, hi = 0;
    for (const auto &b : f.bars)
        if (std::isfinite(b.meanDifference)) {
            lo = std::min(lo, b.meanDifference);
            hi = std::max(hi, b.meanDifference);
        }
    l.bars.x = niceRange(lo, hi > lo ? hi : lo + 0.5);
    l.bars.y = {0, double(std::max<std::size_t>(1, f.bars.size()))};
    l.bars.plot = QRectF(l.right.left() + l.labelWidth, l.scatter.plot.top(), barWidth, l.scatter.plot.height());
    return l;
}

/// A model's marker: circle, square, triangle, diamond, in turn; its colour the model's.
void drawHarmMarker(QPainter &p, QPointF c, double r, int model)
{
    switch (model % 4) {
    case 0:
        p.drawEllipse(c, r, r);
        break;
    case 1:
        p.drawRect(QRectF(c.x() - r * 0.9, c.y() - r * 0.9, r * 1.8, r * 1.8));
        break;
    case 2: {
        const QPointF tri[] = {{c.x(), c.y() - r * 1.15}, {c.x() + r, c.y() + r * 0.75}, {c.x() - r, c.y() + r * 0.75}};
        p.drawPolygon(tri, 3);
        break;
    }
    default: {
        const QPointF dia[] = {{c.x(), c.y() - r * 1.2}, {c.x() + r * 1.2, c.y()}, {c.x(), c.y() + r * 1.2}, {c.x() - r * 1.2, c.y()}};
        p.drawPolygon(dia, 4);
        break;
    }
    }
}

} // namespace

void paintHarmFigure(QPainter &p, const QRectF &rect, const HarmFigure &f, const FigureStyle &style)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    const HarmLayout l = harmLayout(rect, f, style);
    const QFontMetricsF tfm(style.tickFont());
    const double line = l.line;
    p.setFont(style.titleFont());
    p.setPen(style.text);
    drawFigureLines(p, l.titleBox, Qt::AlignLeft | Qt::AlignVCenter, l.title, f.title);
    const double radius = style.pointRadius * 1.6;
    p.setFont(style.tickFont());
    for (std::size_t i = 0; i < l.legend.size(); ++i) {
        const QRectF &e = l.legend[i];
        const double marker = tfm.height();
        p.setPen(Qt::NoPen);
        p.setBrush(models::categoricalColor(int(i)));
        drawHarmMarker(p, QPointF(e.left() + marker / 2, e.center().y()), std::min(radius * 1.2, marker * 0.35), int(i));
        p.setPen(style.text);
        drawFigureText(p, QRectF(e.left() + marker, e.top(), e.width() - marker, e.height()), Qt::AlignLeft | Qt::AlignVCenter,
                       f.models.at(int(i)));
    }
    const PlotMapping &m = l.scatter;
    paintPanelAxes(p, m, style, true, true);
    p.setPen(QPen(style.axis, style.lineWidth, Qt::DashLine));
    p.drawLine(m.map(0.5, 0.5), m.map(5.5, 5.5));
    p.setFont(style.font);
    p.setPen(style.text);
    drawFigureLines(p, QRectF(m.plot.left(), m.plot.bottom() + xTickLabelHeight(style), m.plot.width(), l.bottom),
                    Qt::AlignHCenter | Qt::AlignTop, l.xLines, harmXTitle());
    p.save();
    p.translate(l.yTitleX, m.plot.center().y());
    p.rotate(-90);
    const QStringList yLines = wrapFigureText(harmYTitle(), style.font, m.plot.height());
    drawFigureLines(p, QRectF(-m.plot.height() / 2, 0, m.plot.height(), line), Qt::AlignHCenter | Qt::AlignTop, yLines, harmYTitle());
    p.restore();
    p.setPen(Qt::NoPen);
    for (const auto &pt : f.points) {
        QColor c = models::categoricalColor(pt.modelIndex);
        c.setAlphaF(style.pointAlpha);
        p.setBrush(c);
        drawHarmMarker(p, m.map(pt.human, pt.model), radius, pt.modelIndex);
    }
    // Right: the mean signed difference per attribute B, bars from zero (one neutral colour: the
    // scatter's colours name models).
    const PlotMapping &bm = l.bars;
    const AxisTicks ticks = fittedTicks(bm.x, bm.plot.width(), style.tickFont(), true); // labels never run together
    p.setFont(style.tickFont());
    for (double t : ticks.values) {
        p.setPen(QPen(style.grid, style.lineWidth * 0.6));
        p.drawLine(QPointF(bm.mapX(t), bm.plot.top()), QPointF(bm.mapX(t), bm.plot.bottom()));
        p.setPen(style.text);
        drawFigureText(p, QRectF(bm.mapX(t) - 40, bm.plot.bottom() + 2, 80, tfm.height()), Qt::AlignHCenter | Qt::AlignTop,
                       tickLabel(t, ticks.step));
    }
    const double rowHeight = bm.plot.height() / bm.y.hi;
    QColor barColor = style.axis;
    barColor.setAlphaF(0.55);
    for (std::size_t i = 0; i < f.bars.size(); ++i) {
        const auto &b = f.bars[i];
        const double y = bm.plot.top() + (double(i) + 0.5) * rowHeight;
        p.setPen(style.text);
        const QRectF box(l.right.left(), y - rowHeight / 2, l.labelWidth - 4, rowHeight);
        drawFigureLines(p, box, Qt::AlignRight | Qt::AlignVCenter, wrapFigureText(b.attribute, style.tickFont(), box.width()), b.attribute);
        if (!std::isfinite(b.meanDifference))
            continue;
        const double x0 = bm.mapX(0), x1 = bm.mapX(b.meanDifference);
        p.setPen(Qt::NoPen);
        p.setBrush(barColor);
        p.drawRect(QRectF(std::min(x0, x1), y - rowHeight * 0.3, std::abs(x1 - x0), rowHeight * 0.6));
    }
    p.setPen(QPen(style.axis, style.lineWidth));
    p.setBrush(Qt::NoBrush);
    p.drawRect(bm.plot);
    p.drawLine(QPointF(bm.mapX(0), bm.plot.top()), QPointF(bm.mapX(0), bm.plot.bottom()));
    p.setFont(style.font);
    p.setPen(style.text);
    drawFigureLines(p, QRectF(l.right.left(), bm.plot.bottom() + xTickLabelHeight(style), bm.plot.width() + l.labelWidth, l.bottom),
                    Qt::AlignHCenter | Qt::AlignTop, l.barLines, harmBarTitle());
    if (!f.caption.isEmpty()) {
        p.setFont(style.tickFont());
        p.setPen(style.text);
        drawFigureText(p, l.band, Qt::AlignLeft | Qt::AlignVCenter, f.caption);
    }
    p.restore();
}

PlotMapping harmScatterMapping(const QRectF &rect, const HarmFigure &f, const FigureStyle &style)
{
    return harmLayout(rect, f, style).scatter;
}

int harmHitTest(const QRectF &rect, const HarmFigure &f, const FigureStyle &style, QPointF pos, double tolerance)
{
    const HarmLayout l = harmLayout(rect, f, style);
    int best = -1;
    double bestDistance = tolerance * tolerance;
    for (std::size_t i = 0; i < f.points.size(); ++i) {
        const QPointF d = l.scatter.map(f.points[i].human, f.points[i].model) - pos;
        const double d2 = d.x() * d.x() + d.y() * d.y();
        if (d2 <= bestDistance) {
            bestDistance = d2;
            best = int(i);
        }
    }
    return best;
}

QString harmPointTip(const HarmFigure &f, int point)
{
    if (point < 0 || std::size_t(point) >= f.points.size())
        return {};
    const HarmPoint &pt = f.points[std::size_t(point)];
    return QCoreApplication::translate("StFigure", "%1\nModel: %2\nHuman mean harm: %3\nLLM mean harm: %4")
        .arg(pt.label, f.models.value(pt.modelIndex), QString::number(pt.human, 'f', 2), QString::number(pt.model, 'f', 2));
}

double harmFigureHeight(double widthInches) { return std::max(2.6, widthInches * 0.55); }

} // namespace rl::widgets::stereotales
