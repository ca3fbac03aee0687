// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/jury/roundsfigure.h"

#include "models/jury/juryresult.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rl::widgets::jury {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("RoundsFigure", text); }

/// The series palette of the jury figures (blue, red, green, purple, ochre), repeating.
QColor seriesColor(std::size_t i)
{
    static const QColor colors[] = {QColor(0x4c, 0x72, 0xb0), QColor(0xc4, 0x4e, 0x52), QColor(0x55, 0xa8, 0x68),
                                    QColor(0x81, 0x72, 0xb2), QColor(0xcc, 0xb9, 0x74)};
    return colors[i % std::size(colors)];
}

} // namespace

RoundsFigure makeRoundsFigure(const models::jury::JuryResult &result, const QString &corpus, const QString &caption)
{
    RoundsFigure f;
    f.caption = caption;
    f.title = tr("%1 · deliberation rounds").arg(corpus);
    const std::string c = corpus.toStdString();
    const auto &rounds = result.analysis.rounds;
    for (const auto &r : rounds) {
        if (r.corpus != c || r.round < 2)
            continue;
        const QString condition = QString::fromStdString(r.condition);
        if (std::any_of(f.series.begin(), f.series.end(), [&](const RoundsSeries &s) { return s.condition == condition; }))
            continue;
        RoundsSeries s;
        s.condition = condition;
        for (const auto &q : rounds)
            if (q.corpus == c && q.condition == r.condition) {
                s.rounds.push_back(q.round);
                s.meanItemSd.push_back(q.meanItemSd);
                s.unanimousShare.push_back(q.unanimousShare);
                s.closerToHumanShare.push_back(q.round >= 2 ? q.closerToHumanShare : std::nan(""));
                f.maxRound = std::max(f.maxRound, q.round);
            }
        f.series.push_back(std::move(s));
    }
    return f;
}

void paintRoundsFigure(QPainter &p, const QRectF &rect, const RoundsFigure &f, const FigureStyle &style)
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
    const double titleHeight0 = figureTextHeight(style.titleFont(), std::max<int>(1, int(title.size())));
    drawFigureLines(p, QRectF(area.left(), area.top(), area.width(), titleHeight0), Qt::AlignLeft | Qt::AlignVCenter, title, f.title);
    area.setTop(area.top() + titleHeight0 + line * 0.3);
    if (f.empty()) {
        p.setFont(style.font);
        const QString empty = tr("No deliberation rounds on this corpus: run the panel with rounds (on the Runs page, Run jury panel).");
        drawFigureLines(p, area, Qt::AlignCenter, wrapFigureText(empty, style.font, area.width()), empty);
        p.restore();
        return;
    }
    // Legend: one entry per condition, wrapped onto as many lines as the width needs.
    p.setFont(style.tickFont());
    const QFontMetricsF tfm(style.tickFont());
    double lx = area.left(), ly = area.top();
    for (std::size_t i = 0; i < f.series.size(); ++i) {
        const double w = line * 1.6 + tfm.horizontalAdvance(f.series[i].condition) + line;
        if (lx > area.left() && lx + w > area.right()) {
            lx = area.left();
            ly += tfm.height() * 1.2;
        }
        p.setPen(QPen(seriesColor(i), style.lineWidth * 1.4));
        p.drawLine(QPointF(lx, ly + tfm.height() / 2), QPointF(lx + line * 1.2, ly + tfm.height() / 2));
        p.setPen(style.text);
        drawFigureText(p, QRectF(lx + line * 1.4, ly, w, tfm.height()), Qt::AlignLeft | Qt::AlignVCenter, f.series[i].condition);
        lx += w;
    }
    area.setTop(ly + tfm.height() * 1.5);

    struct Panel {
        QString label;
        std::vector<double> RoundsSeries::*values;
        bool share;
    };
    const Panel panels[] = {{tr("Mean SD across judges"), &RoundsSeries::meanItemSd, false},
                            {tr("Unanimous items"), &RoundsSeries::unanimousShare, true},
                            {tr("Changes closer to the human score"), &RoundsSeries::closerToHumanShare, true}};
    const double gap = line * 1.2;
    const double panelWidth = (area.width() - 2 * gap) / 3.0;
    double titleHeight = line * 1.2; // as many lines as the longest panel title needs at this width
    for (const Panel &panel : panels)
        titleHeight = std::max(titleHeight, figureTextHeight(style.font, int(wrapFigureText(panel.label, style.font, panelWidth).size())));
    for (int k = 0; k < 3; ++k) {
        const Panel &panel = panels[k];
        double lo = panel.share ? 0.0 : INFINITY, hi = panel.share ? 0.0 : -INFINITY;
        for (const auto &s : f.series)
            for (double v : s.*(panel.values))
                if (std::isfinite(v)) {
                    lo = std::min(lo, v);
                    hi = std::max(hi, v);
                }
        if (!std::isfinite(lo)) {
            lo = 0;
            hi = 1;
        }
        PlotMapping m;
        m.x = {0.7, f.maxRound + 0.3};
        m.y = panel.share ? niceRange(0.0, std::max(hi, 0.05)) : niceRange(lo, hi > lo ? hi : lo + 0.1);
        const QRectF cell(area.left() + k * (panelWidth + gap), area.top(), panelWidth, area.height());
        // Panel titles wrap at one column width rather than run into each other.
        p.setFont(style.font);
        p.setPen(style.text);
        const QRectF titleBand(cell.left(), cell.top(), cell.width(), titleHeight);
        drawFigureLines(p, titleBand, Qt::AlignHCenter | Qt::AlignBottom, wrapFigureText(panel.label, style.font, titleBand.width()),
                        panel.label);
        const double yw = yTickLabelWidth(m.y, style) + line * 0.5; // the labels end a tick's length left of the frame
        m.plot = QRectF(cell.left() + yw, titleBand.bottom() + line * 0.3, std::max(10.0, cell.width() - yw - line * 0.2),
                        std::max(10.0, cell.bottom() - titleBand.bottom() - line * 0.3 - xTickLabelHeight(style) - line * 1.3));
        // The axes without x labels: the rounds get integer ticks of their own.
        paintPanelAxes(p, m, style, true, false);
        p.setFont(style.tickFont());
        p.setPen(style.text);
        for (int r = 1; r <= f.maxRound; ++r)
            drawFigureText(p, QRectF(m.mapX(r) - 30, m.plot.bottom() + 2, 60, tfm.height()), Qt::AlignHCenter | Qt::AlignTop,
                           QString::number(r));
        p.setFont(style.font);
        drawFigureText(p, QRectF(m.plot.left(), m.plot.bottom() + xTickLabelHeight(style), m.plot.width(), line),
                       Qt::AlignHCenter | Qt::AlignTop, tr("Round"));
        for (std::size_t i = 0; i < f.series.size(); ++i) {
            const auto &s = f.series[i];
            const auto &v = s.*(panel.values);
            QPolygonF path;
            for (std::size_t q = 0; q < s.rounds.size(); ++q)
                if (std::isfinite(v[q]))
                    path << m.map(s.rounds[q], v[q]);
            p.setPen(QPen(seriesColor(i), style.lineWidth * 1.4));
            p.setBrush(Qt::NoBrush);
            p.drawPolyline(path);
            p.setPen(Qt::NoPen);
            p.setBrush(seriesColor(i));
            for (const QPointF &pt : path)
                p.drawEllipse(pt, style.pointRadius * 1.6, style.pointRadius * 1.6);
        }
    }
    if (!f.caption.isEmpty()) {
        p.setFont(style.tickFont());
        p.setPen(style.text);
        drawFigureText(p, captionBand, Qt::AlignLeft | Qt::AlignVCenter, f.caption);
    }
    p.restore();
}

double roundsFigureHeight(double widthInches) { return std::clamp(widthInches * 0.42, 2.2, 3.6); }

} // namespace rl::widgets::jury
