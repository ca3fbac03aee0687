// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/confusionfigure.h"

#include "models/analysisbundle.h"
#include "models/colorscale.h"
#include "models/displaynames.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rl::widgets {

namespace {

QString number(double v, int decimals) { return std::isnan(v) ? QStringLiteral("\u2014") : QString::number(v, 'f', decimals); }

struct PanelLayout {
    QRectF title;
    QRectF heatmap;     ///< the K × columns cells
    QRectF metrics;     ///< P, R, F1 columns
    double labelWidth = 0;
    double cell = 0;
};

struct Layout {
    QRectF caption;
    std::vector<PanelLayout> panels;
};

int heatColumns(const ConfusionFigure &f) { return static_cast<int>(f.labels.size()) + (f.showInvalid ? 1 : 0); }

Layout layoutFigure(const QRectF &rect, const ConfusionFigure &f, const FigureStyle &style)
{
    Layout l;
    const QFontMetricsF fm(style.font);
    const QFontMetricsF tm(style.tickFont());
    const double line = fm.height();
    QRectF area = rect;
    l.caption = takeCaptionBand(area, f.caption, line);
    const int n = std::max<int>(1, static_cast<int>(f.panels.size()));
    const double gap = line;
    const double panelWidth = (area.width() - gap * (n - 1)) / n;
    double labelWidth = 0;
    for (const QString &label : f.labels)
        labelWidth = std::max(labelWidth, tm.horizontalAdvance(label));
    labelWidth += tm.height() * 0.5;
    const int K = static_cast<int>(f.labels.size());
    const int columns = heatColumns(f);
    const double metricsWidth = f.showMetrics ? tm.horizontalAdvance(QStringLiteral("0.000")) * 3 + tm.height() * 1.5 : 0;
    for (int i = 0; i < n; ++i) {
        PanelLayout p;
        const double left = area.left() + i * (panelWidth + gap);
        p.title = QRectF(left, area.top(), panelWidth, line * 2.3);
        p.labelWidth = labelWidth;
        const double top = p.title.bottom() + tm.height() * 1.3;                    // column headers (rotated below)
        const double availW = panelWidth - labelWidth - metricsWidth;
        const double availH = area.bottom() - top - labelWidth - tm.height() * 1.6; // rotated labels + axis titles
        p.cell = std::max(1.0, std::min(availW / std::max(1, columns), availH / std::max(1, K)));
        p.heatmap = QRectF(left + labelWidth, top, p.cell * columns, p.cell * K);
        p.metrics = QRectF(p.heatmap.right() + tm.height() * 0.5, top, metricsWidth, p.cell * K);
        l.panels.push_back(p);
    }
    return l;
}

} // namespace

ConfusionFigure makeConfusionFigure(const models::AnalysisBundle &b, const std::vector<int> &conditions)
{
    ConfusionFigure f;
    const auto &a = b.analysis;
    for (const auto &label : a.labels)
        f.labels << models::DisplayNames::level("emotion", label);
    if (b.study && b.study->synthetic)
        f.caption = QCoreApplication::translate("ConfusionFigure", "synthetic demo (seed %1)").arg(b.study->demoSeed);
    for (int c : conditions) {
        if (c < 0 || static_cast<std::size_t>(c) >= a.conditions.size())
            continue;
        const auto &cond = a.conditions[std::size_t(c)];
        ConfusionPanel panel;
        panel.condition = c;
        panel.title = QString::fromStdString(cond.label.empty() ? cond.id : cond.label);
        panel.confusion = cond.classification.confusion;
        if (cond.classification.present)
            panel.subtitle = QCoreApplication::translate("ConfusionFigure", "accuracy %1, κ %2 (%3)")
                                 .arg(number(panel.confusion.accuracy, 2), number(panel.confusion.kappa, 2),
                                      QString::fromLatin1(agreement::kappaBandName(panel.confusion.band)));
        else
            panel.subtitle = QCoreApplication::translate("ConfusionFigure", "no emotion answers");
        f.showInvalid = f.showInvalid || panel.confusion.nInvalid > 0;
        f.panels.push_back(std::move(panel));
    }
    return f;
}

QRectF confusionCellRect(const QRectF &rect, const ConfusionFigure &f, const FigureStyle &style, int panel, int row,
                         int column)
{
    const Layout l = layoutFigure(rect, f, style);
    if (panel < 0 || panel >= static_cast<int>(l.panels.size()))
        return {};
    const PanelLayout &p = l.panels[std::size_t(panel)];
    return QRectF(p.heatmap.left() + column * p.cell, p.heatmap.top() + row * p.cell, p.cell, p.cell);
}

double confusionPreferredHeight(const ConfusionFigure &f, double width, const FigureStyle &style)
{
    const QFontMetricsF fm(style.font);
    const double line = fm.height();
    const int n = std::max<int>(1, static_cast<int>(f.panels.size()));
    const double panelWidth = (width - line * (n - 1)) / n;
    const int columns = heatColumns(f);
    const double metrics = f.showMetrics ? QFontMetricsF(style.tickFont()).horizontalAdvance(QStringLiteral("0.000")) * 3.6 : 0;
    const double cell = std::max(line, (panelWidth - line * 4 - metrics) / std::max(1, columns));
    return line * 2.3 + cell * f.labels.size() + line * 6 + (f.caption.isEmpty() ? 0 : line * 1.3);
}

void paintConfusion(QPainter &p, const QRectF &rect, const ConfusionFigure &f, const FigureStyle &style)
{
    p.save();
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    const Layout l = layoutFigure(rect, f, style);
    const QFont tickFont = style.tickFont();
    const QFontMetricsF tm(tickFont);
    const int K = static_cast<int>(f.labels.size());
    const int columns = heatColumns(f);
    for (std::size_t i = 0; i < f.panels.size() && i < l.panels.size(); ++i) {
        const ConfusionPanel &panel = f.panels[i];
        const PanelLayout &pl = l.panels[i];
        const auto &c = panel.confusion;
        p.setPen(style.text);
        p.setFont(style.titleFont());
        drawFigureText(p, QRectF(pl.title.left(), pl.title.top(), pl.title.width(), pl.title.height() / 2),
                   Qt::AlignLeft | Qt::AlignVCenter, panel.title);
        p.setFont(tickFont);
        drawFigureText(p, QRectF(pl.title.left(), pl.title.center().y(), pl.title.width(), pl.title.height() / 2),
                   Qt::AlignLeft | Qt::AlignVCenter, panel.subtitle);

        // Cells: colour by the row share, count over percentage.
        const bool twoLines = pl.cell > tm.height() * 2.1;
        for (int r = 0; r < K && c.classCount == std::size_t(K); ++r) {
            const double support = static_cast<double>(c.perClass[std::size_t(r)].support);
            for (int col = 0; col < columns; ++col) {
                const std::size_t count = col < K ? c.count(std::size_t(r), std::size_t(col)) : c.invalid(std::size_t(r));
                const double share = support > 0 ? count / support : std::nan("");
                const QRectF cell(pl.heatmap.left() + col * pl.cell, pl.heatmap.top() + r * pl.cell, pl.cell, pl.cell);
                const QColor fill = models::sequentialColor(share);
                p.fillRect(cell, fill);
                p.setPen(models::textColorOn(fill));
                if (twoLines) {
                    drawFigureText(p, cell.adjusted(0, 0, 0, -cell.height() / 2), Qt::AlignHCenter | Qt::AlignBottom,
                               QString::number(count));
                    drawFigureText(p, cell.adjusted(0, cell.height() / 2, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
                               number(100 * share, 0) + QLatin1Char('%'));
                } else {
                    drawFigureText(p, cell, Qt::AlignCenter, QString::number(count));
                }
            }
        }
        p.setPen(QPen(style.axis, style.lineWidth));
        p.setBrush(Qt::NoBrush);
        p.drawRect(pl.heatmap);
        if (f.showInvalid)
            p.drawLine(QPointF(pl.heatmap.left() + K * pl.cell, pl.heatmap.top()),
                       QPointF(pl.heatmap.left() + K * pl.cell, pl.heatmap.bottom()));

        // Row labels (true), rotated column labels (predicted), axis titles.
        p.setPen(style.text);
        for (int r = 0; r < K; ++r)
            drawFigureText(p, QRectF(pl.heatmap.left() - pl.labelWidth, pl.heatmap.top() + r * pl.cell, pl.labelWidth - tm.height() * 0.3,
                              pl.cell),
                       Qt::AlignRight | Qt::AlignVCenter, f.labels[r]);
        for (int col = 0; col < columns; ++col) {
            p.save();
            p.translate(pl.heatmap.left() + (col + 0.5) * pl.cell, pl.heatmap.bottom() + tm.height() * 0.3);
            p.rotate(-90);
            drawFigureText(p, QRectF(-pl.labelWidth, -tm.height() / 2, pl.labelWidth, tm.height()), Qt::AlignRight | Qt::AlignVCenter,
                       col < K ? f.labels[col] : QCoreApplication::translate("ConfusionFigure", "invalid"));
            p.restore();
        }
        drawFigureText(p, QRectF(pl.heatmap.left(), pl.heatmap.bottom() + pl.labelWidth + tm.height() * 0.3, pl.heatmap.width(),
                          tm.height() * 1.2),
                   Qt::AlignHCenter | Qt::AlignVCenter, QCoreApplication::translate("ConfusionFigure", "Predicted"));
        drawFigureText(p, QRectF(pl.heatmap.left() - pl.labelWidth, pl.heatmap.top() - tm.height() * 1.25, pl.labelWidth + pl.heatmap.width(),
                          tm.height() * 1.2),
                   Qt::AlignLeft | Qt::AlignVCenter, QCoreApplication::translate("ConfusionFigure", "True ↓"));

        // Per-class precision, recall and F1 beside the heatmap.
        if (f.showMetrics && pl.metrics.width() > 0 && c.perClass.size() == std::size_t(K)) {
            const double w = pl.metrics.width() / 3;
            const QString heads[] = {QCoreApplication::translate("ConfusionFigure", "P"), QCoreApplication::translate("ConfusionFigure", "R"), QCoreApplication::translate("ConfusionFigure", "F1")};
            for (int k = 0; k < 3; ++k)
                drawFigureText(p, QRectF(pl.metrics.left() + k * w, pl.metrics.top() - tm.height() * 1.25, w, tm.height() * 1.2),
                           Qt::AlignRight | Qt::AlignVCenter, heads[k]);
            for (int r = 0; r < K; ++r) {
                const auto &m = c.perClass[std::size_t(r)];
                const double values[] = {m.precision, m.recall, m.f1};
                for (int k = 0; k < 3; ++k)
                    drawFigureText(p, QRectF(pl.metrics.left() + k * w, pl.metrics.top() + r * pl.cell, w, pl.cell),
                               Qt::AlignRight | Qt::AlignVCenter, number(values[k], 2));
            }
        }
    }
    if (!f.caption.isEmpty()) {
        QFont italic = tickFont;
        italic.setItalic(true);
        p.setFont(italic);
        p.setPen(style.text);
        drawFigureText(p, l.caption, Qt::AlignRight | Qt::AlignVCenter, f.caption);
    }
    p.restore();
}

} // namespace rl::widgets
