// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/confusionfigure.h"

#include "models/analysisbundle.h"
#include "models/colorscale.h"
#include "models/displaynames.h"
#include "widgets/chartaxes.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rl::widgets {

namespace {

QString number(double v, int decimals) { return std::isnan(v) ? QStringLiteral("\u2014") : QString::number(v, 'f', decimals); }

struct PanelLayout {
    QRectF title;       ///< title and subtitle lines
    QStringList titleLines;
    QStringList subtitleLines;
    QRectF heatmap;     ///< the K × columns cells
    QRectF metrics;     ///< P, R, F1 columns
    double labelWidth = 0;
    double cell = 0;
};

/// The font of the class labels: the tick font, or the text font when a label holds Hangul — Hangul at the
/// tick size (about 8 px on screen) cannot be read, rotated least of all.
QFont classLabelFont(const ConfusionFigure &f, const FigureStyle &style)
{
    const auto hangul = [](const QString &text) {
        return std::any_of(text.begin(), text.end(), [](QChar c) {
            const char16_t u = c.unicode();
            return (u >= 0x1100 && u <= 0x11FF) || (u >= 0x3130 && u <= 0x318F) || (u >= 0xAC00 && u <= 0xD7A3);
        });
    };
    bool any = hangul(QCoreApplication::translate("ConfusionFigure", "invalid"));
    for (const QString &label : f.labels)
        any = any || hangul(label);
    return any ? style.font : style.tickFont();
}

struct Layout {
    QRectF caption;
    std::vector<PanelLayout> panels;
    double bottom = 0; ///< of the last row of panels
};

int heatColumns(const ConfusionFigure &f) { return static_cast<int>(f.labels.size()) + (f.showInvalid ? 1 : 0); }

/// Panels wrap into rows (facetColumns) so that every cell holds its count; with `cellSize` > 0 the
/// cells get that size and `rect`'s height is ignored (preferred height).
Layout layoutFigure(const QRectF &rect, const ConfusionFigure &f, const FigureStyle &style, double cellSize = 0)
{
    Layout l;
    const QFontMetricsF fm(style.font);
    const QFontMetricsF tm(style.tickFont());
    const QFontMetricsF hm(style.titleFont());
    const double line = fm.height();
    const double tline = tm.height();
    QRectF area = rect;
    l.caption = takeCaptionBand(area, f.caption, line);
    const int n = std::max<int>(1, static_cast<int>(f.panels.size()));
    const double gap = line;
    const QFontMetricsF lm(classLabelFont(f, style));
    double labelWidth = lm.horizontalAdvance(QCoreApplication::translate("ConfusionFigure", "invalid"));
    for (const QString &label : f.labels)
        labelWidth = std::max(labelWidth, lm.horizontalAdvance(label));
    labelWidth += lm.height() * 0.5;
    const int K = static_cast<int>(f.labels.size());
    const int columns = heatColumns(f);
    double widestCount = 0;
    for (const auto &panel : f.panels)
        for (std::size_t r = 0; r < panel.confusion.classCount && r < panel.confusion.perClass.size(); ++r)
            widestCount = std::max(widestCount, tm.horizontalAdvance(models::countText(panel.confusion.perClass[r].support, true)));
    const double minCell = std::max({tline * 1.15, lm.height() * 1.05, widestCount + tline * 0.4});
    const double metricsWidth = f.showMetrics ? tm.horizontalAdvance(QStringLiteral("0.000")) * 3 + tline * 1.5 : 0;
    const double minPanel = labelWidth + columns * minCell + metricsWidth + tline * 0.5;
    const int perRow = facetColumns(n, area.width(), minPanel, gap);
    const int rows = (n + perRow - 1) / perRow;
    const double panelWidth = (area.width() - gap * (perRow - 1)) / perRow;
    int titleLines = 1;
    int subtitleLines = 1;
    for (const auto &panel : f.panels) {
        titleLines = std::max<int>(titleLines, static_cast<int>(wrapFigureText(panel.title, style.titleFont(), panelWidth).size()));
        subtitleLines = std::max<int>(subtitleLines, static_cast<int>(wrapFigureText(panel.subtitle, style.tickFont(), panelWidth).size()));
    }
    const double titleH = hm.height() * titleLines + tline * subtitleLines;
    const double headers = tline * 1.3;                               // "True ↓", P, R, F1
    const double below = labelWidth + tline * 0.3 + tline * 1.3;      // rotated labels, "Predicted"
    const double availW = panelWidth - labelWidth - metricsWidth - tline * 0.5;
    double cell = cellSize;
    if (cell <= 0) {
        const double rowH = (area.bottom() - area.top() - gap * (rows - 1)) / rows;
        cell = std::min(availW / std::max(1, columns), (rowH - titleH - headers - below) / std::max(1, K));
    }
    cell = std::max(1.0, cell);
    const double rowHeight = titleH + headers + cell * K + below;
    for (int i = 0; i < n; ++i) {
        PanelLayout p;
        const int row = i / perRow;
        const int col = i % perRow;
        const double left = area.left() + col * (panelWidth + gap);
        const double top0 = area.top() + row * (rowHeight + gap);
        p.title = QRectF(left, top0, panelWidth, titleH);
        if (std::size_t(i) < f.panels.size()) {
            p.titleLines = wrapFigureText(f.panels[std::size_t(i)].title, style.titleFont(), panelWidth);
            p.subtitleLines = wrapFigureText(f.panels[std::size_t(i)].subtitle, style.tickFont(), panelWidth);
        }
        p.labelWidth = labelWidth;
        const double top = p.title.bottom() + headers;
        p.cell = cell;
        p.heatmap = QRectF(left + labelWidth, top, p.cell * columns, p.cell * K);
        p.metrics = QRectF(p.heatmap.right() + tline * 0.5, top, metricsWidth, p.cell * K);
        l.panels.push_back(p);
        l.bottom = std::max(l.bottom, top0 + rowHeight);
    }
    return l;
}

double availableCell(const ConfusionFigure &f, double width, const FigureStyle &style)
{
    // The widest cell the width allows, at most three lines of the tick font.
    const Layout probe = layoutFigure(QRectF(0, 0, width, 1e6), f, style, 0);
    const double tline = QFontMetricsF(style.tickFont()).height();
    return probe.panels.empty() ? tline * 2.5 : std::min(probe.panels.front().cell, tline * 3.0);
}

} // namespace

ConfusionFigure makeConfusionFigure(const models::AnalysisBundle &b, const std::vector<int> &conditions, int source)
{
    ConfusionFigure f;
    const auto &a = b.analysis;
    f.source = source;
    const bool plurality = source != models::kClassification;
    const std::string dimension = models::confusionDimension(a, source);
    for (const auto &label : models::confusionLabels(a, source))
        f.labels << models::DisplayNames::level(dimension, label);
    f.rowAxis = plurality ? QCoreApplication::translate("ConfusionFigure", "Human plurality ↓")
                          : QCoreApplication::translate("ConfusionFigure", "True ↓");
    f.columnAxis = plurality ? QCoreApplication::translate("ConfusionFigure", "Answer")
                             : QCoreApplication::translate("ConfusionFigure", "Predicted");
    if (b.study && b.study->synthetic)
        f.caption = QCoreApplication::translate("ConfusionFigure", "synthetic demo (seed %1)").arg(b.study->demoSeed);
    if (plurality) {
        const QString ties = QCoreApplication::translate("ConfusionFigure", "%1 against the human plurality; a tie shares its item")
                                 .arg(models::DisplayNames::dimension(dimension));
        f.caption = f.caption.isEmpty() ? ties : ties + QStringLiteral("; ") + f.caption;
    }
    for (int c : conditions) {
        if (c < 0 || static_cast<std::size_t>(c) >= a.conditions.size())
            continue;
        const auto &cond = a.conditions[std::size_t(c)];
        ConfusionPanel panel;
        panel.condition = c;
        panel.title = QString::fromStdString(cond.label.empty() ? cond.id : cond.label);
        panel.confusion = models::conditionConfusion(a, std::size_t(c), source);
        const bool answered = plurality ? !panel.confusion.counts.empty() : cond.classification.present;
        if (answered)
            panel.subtitle = (plurality ? QCoreApplication::translate("ConfusionFigure", "plurality agreement %1, κ %2 (%3)")
                                        : QCoreApplication::translate("ConfusionFigure", "accuracy %1, κ %2 (%3)"))
                                 .arg(number(panel.confusion.accuracy, 2), number(panel.confusion.kappa, 2),
                                      models::DisplayNames::word(QString::fromLatin1(agreement::kappaBandName(panel.confusion.band))));
        else
            panel.subtitle = plurality ? QCoreApplication::translate("ConfusionFigure", "no answers on this dimension")
                                       : QCoreApplication::translate("ConfusionFigure", "no emotion answers");
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
    const double line = QFontMetricsF(style.font).height();
    const Layout l = layoutFigure(QRectF(0, 0, width, 1e6), f, style, availableCell(f, width, style));
    return std::ceil(l.bottom + (f.caption.isEmpty() ? 0 : line * 1.3) + line * 0.2);
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
        const double titleBlock = QFontMetricsF(style.titleFont()).height() * pl.titleLines.size();
        drawFigureLines(p, QRectF(pl.title.left(), pl.title.top(), pl.title.width(), titleBlock), Qt::AlignLeft | Qt::AlignTop,
                        pl.titleLines, panel.title);
        p.setFont(tickFont);
        drawFigureLines(p, QRectF(pl.title.left(), pl.title.top() + titleBlock, pl.title.width(), pl.title.height() - titleBlock),
                        Qt::AlignLeft | Qt::AlignTop, pl.subtitleLines, panel.subtitle);

        // Cells: colour by the row share, count over percentage.
        const bool twoLines = pl.cell > tm.height() * 2.1 && pl.cell > tm.horizontalAdvance(QStringLiteral("100%")) + tm.height() * 0.3;
        for (int r = 0; r < K && c.classCount == std::size_t(K); ++r) {
            const double support = c.perClass[std::size_t(r)].support;
            for (int col = 0; col < columns; ++col) {
                const double count = col < K ? c.count(std::size_t(r), std::size_t(col)) : c.invalid(std::size_t(r));
                const double share = support > 0 ? count / support : std::nan("");
                const QRectF cell(pl.heatmap.left() + col * pl.cell, pl.heatmap.top() + r * pl.cell, pl.cell, pl.cell);
                const QColor fill = models::sequentialColor(share);
                p.fillRect(cell, fill);
                p.setPen(models::textColorOn(fill));
                if (twoLines) {
                    drawFigureText(p, cell.adjusted(0, 0, 0, -cell.height() / 2), Qt::AlignHCenter | Qt::AlignBottom,
                               models::countText(count, true));
                    drawFigureText(p, cell.adjusted(0, cell.height() / 2, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
                               number(100 * share, 0) + QLatin1Char('%'));
                } else {
                    drawFigureText(p, cell, Qt::AlignCenter, models::countText(count, true));
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
        const QFont labelFont = classLabelFont(f, style);
        const QFontMetricsF lm(labelFont);
        p.setFont(labelFont);
        for (int r = 0; r < K; ++r)
            drawFigureText(p, QRectF(pl.heatmap.left() - pl.labelWidth, pl.heatmap.top() + r * pl.cell, pl.labelWidth - tm.height() * 0.3,
                              pl.cell),
                       Qt::AlignRight | Qt::AlignVCenter, f.labels[r]);
        for (int col = 0; col < columns; ++col) {
            p.save();
            p.translate(pl.heatmap.left() + (col + 0.5) * pl.cell, pl.heatmap.bottom() + tm.height() * 0.3);
            p.rotate(-90);
            drawFigureText(p, QRectF(-pl.labelWidth, -lm.height() / 2, pl.labelWidth, lm.height()), Qt::AlignRight | Qt::AlignVCenter,
                       col < K ? f.labels[col] : QCoreApplication::translate("ConfusionFigure", "invalid"));
            p.restore();
        }
        p.setFont(tickFont);
        drawFigureText(p, QRectF(pl.heatmap.left(), pl.heatmap.bottom() + pl.labelWidth + tm.height() * 0.3, pl.heatmap.width(),
                          tm.height() * 1.2),
                   Qt::AlignHCenter | Qt::AlignVCenter, f.columnAxis);
        drawFigureText(p, QRectF(pl.heatmap.left() - pl.labelWidth, pl.heatmap.top() - tm.height() * 1.25, pl.labelWidth + pl.heatmap.width(),
                          tm.height() * 1.2),
                   Qt::AlignLeft | Qt::AlignVCenter, f.rowAxis);

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
