// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/jury/biasfigure.h"

#include "models/colorscale.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rl::widgets::jury {

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

/// The legend's entries laid out in lines no wider than `width`: per entry its line and its x offset.
struct LegendLayout {
    std::vector<std::pair<int, double>> at;
    int lines = 0;
};

LegendLayout legendLayout(const QStringList &names, const QFont &font, double width, double swatch)
{
    LegendLayout l;
    const QFontMetricsF fm(font);
    double x = 0;
    int line = 0;
    for (const QString &name : names) {
        const double w = swatch * 1.6 + fm.horizontalAdvance(name) + swatch * 1.5;
        if (x > 0 && x + w > width) {
            ++line;
            x = 0;
        }
        l.at.emplace_back(line, x);
        x += w;
    }
    l.lines = names.isEmpty() ? 0 : line + 1;
    return l;
}

} // namespace

BiasFigure makeBiasFigure(const models::jury::JuryResult &result, const QString &corpus, const QString &caption)
{
    BiasFigure f;
    f.caption = caption;
    f.title = QCoreApplication::translate("BiasFigure", "Judge − human per prompt condition, %1 (95% CI)").arg(corpus);
    for (const auto &c : result.conditions())
        f.conditions << qs(c);
    double lo = 0, hi = 0;
    for (const auto &b : result.analysis.bias) {
        if (qs(b.corpus) != corpus || !std::isfinite(b.bias))
            continue;
        const auto &j = result.data.judges[std::size_t(b.judge)];
        const QString name = qs(j.label.empty() ? j.id : j.label);
        qsizetype row = f.judges.indexOf(name);
        if (row < 0) {
            f.judges << name;
            row = f.judges.size() - 1;
        }
        BiasMark m;
        m.row = int(row);
        m.condition = int(std::max<qsizetype>(0, f.conditions.indexOf(qs(b.condition))));
        m.bias = b.bias;
        m.ciLow = b.ciLow;
        m.ciHigh = b.ciHigh;
        for (double v : {m.bias, m.ciLow, m.ciHigh})
            if (std::isfinite(v)) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        f.marks.push_back(m);
    }
    f.x = niceRange(lo, hi > lo ? hi : lo + 0.5);
    return f;
}

void paintBiasFigure(QPainter &p, const QRectF &rect, const BiasFigure &f, const FigureStyle &style)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    QRectF area = rect;
    const QFontMetricsF fm(style.font), tfm(style.tickFont());
    const double line = fm.height();
    const QRectF captionBand = takeCaptionBand(area, f.caption, line);
    p.setFont(style.titleFont());
    p.setPen(style.text);
    const QStringList title = wrapFigureText(f.title, style.titleFont(), area.width());
    const double titleHeight = figureTextHeight(style.titleFont(), int(title.size()));
    drawFigureLines(p, QRectF(area.left(), area.top(), area.width(), titleHeight), Qt::AlignLeft | Qt::AlignVCenter, title, f.title);
    area.setTop(area.top() + titleHeight + line * 0.3);
    const double swatch = tfm.height() * 0.5;
    const LegendLayout legend = legendLayout(f.conditions, style.tickFont(), area.width(), swatch);
    const double legendHeight = legend.lines * tfm.height() * 1.2;
    double labelWidth = 0;
    for (const auto &j : f.judges)
        labelWidth = std::max(labelWidth, tfm.horizontalAdvance(j));
    labelWidth = std::min(labelWidth + line * 0.5, area.width() * 0.45);
    PlotMapping m;
    const double plotWidth = std::max(10.0, area.width() - labelWidth - line);
    const QString xTitle = QCoreApplication::translate("BiasFigure", "Judge − human (points on the judges' scale)");
    const QStringList xLines = wrapFigureText(xTitle, style.font, plotWidth);
    const double xTitleHeight = figureTextHeight(style.font, std::max<int>(1, int(xLines.size())));
    m.plot = QRectF(area.left() + labelWidth, area.top(), plotWidth,
                    std::max(10.0, area.height() - xTickLabelHeight(style) - xTitleHeight - line * 0.4 - legendHeight));
    m.x = f.x;
    m.y = {0, double(std::max<qsizetype>(1, f.judges.size()))};
    const AxisTicks fitted = fittedTicks(m.x, m.plot.width(), style.tickFont(), true);
    p.setFont(style.tickFont());
    for (double t : fitted.values) {
        p.setPen(QPen(style.grid, style.lineWidth * 0.6));
        p.drawLine(QPointF(m.mapX(t), m.plot.top()), QPointF(m.mapX(t), m.plot.bottom()));
        p.setPen(style.text);
        drawFigureText(p, QRectF(m.mapX(t) - 50, m.plot.bottom() + 2, 100, tfm.height()), Qt::AlignHCenter | Qt::AlignTop,
                       tickLabel(t, fitted.step));
    }
    p.setPen(QPen(style.axis, style.lineWidth));
    p.setBrush(Qt::NoBrush);
    p.drawRect(m.plot);
    p.setPen(QPen(style.axis, style.lineWidth, Qt::DashLine));
    p.drawLine(QPointF(m.mapX(0), m.plot.top()), QPointF(m.mapX(0), m.plot.bottom()));
    p.setFont(style.font);
    p.setPen(style.text);
    drawFigureLines(p, QRectF(m.plot.left(), m.plot.bottom() + xTickLabelHeight(style), m.plot.width(), xTitleHeight),
                    Qt::AlignHCenter | Qt::AlignTop, xLines, xTitle);
    const double rowHeight = m.plot.height() / m.y.hi;
    const int nc = std::max<int>(1, int(f.conditions.size()));
    p.setFont(style.tickFont());
    for (int r = 0; r < int(f.judges.size()); ++r) {
        p.setPen(style.text);
        const double y = m.plot.top() + r * rowHeight;
        drawFigureText(p, QRectF(area.left(), y, labelWidth - line * 0.3, rowHeight), Qt::AlignRight | Qt::AlignVCenter,
                       f.judges.at(r));
    }
    for (const auto &mark : f.marks) {
        const double y = m.plot.top() + mark.row * rowHeight + rowHeight * (double(mark.condition) + 0.5) / nc;
        const QColor c = models::categoricalColor(mark.condition);
        if (std::isfinite(mark.ciLow) && std::isfinite(mark.ciHigh)) {
            p.setPen(QPen(c, style.lineWidth * 1.2));
            p.drawLine(QPointF(m.mapX(mark.ciLow), y), QPointF(m.mapX(mark.ciHigh), y));
        }
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        p.drawEllipse(QPointF(m.mapX(mark.bias), y), style.pointRadius * 1.3, style.pointRadius * 1.3);
    }
    const double legendTop = m.plot.bottom() + xTickLabelHeight(style) + xTitleHeight + line * 0.4;
    for (int i = 0; i < int(f.conditions.size()); ++i) {
        const auto [row, x] = legend.at[std::size_t(i)];
        const double y = legendTop + row * tfm.height() * 1.2;
        p.setPen(Qt::NoPen);
        p.setBrush(models::categoricalColor(i));
        p.drawEllipse(QPointF(area.left() + x + swatch, y + tfm.height() / 2), swatch * 0.6, swatch * 0.6);
        p.setPen(style.text);
        drawFigureText(p, QRectF(area.left() + x + swatch * 2, y, area.width(), tfm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                       f.conditions.at(i));
    }
    if (!f.caption.isEmpty()) {
        p.setFont(style.tickFont());
        p.setPen(style.text);
        drawFigureText(p, captionBand, Qt::AlignLeft | Qt::AlignVCenter, f.caption);
    }
    p.restore();
}

double biasFigureHeight(const BiasFigure &f)
{
    return 1.2 + 0.12 * double(std::max<qsizetype>(f.judges.size(), 3)) * std::max(1.0, 0.6 * double(f.conditions.size()));
}

} // namespace rl::widgets::jury
