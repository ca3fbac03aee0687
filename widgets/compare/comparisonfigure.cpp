// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/comparisonfigure.h"

#include "engine/analysis/ratinganalysis.h"
#include "models/compare/comparemodel.h"
#include "widgets/figurecatalog.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rl::widgets {

using analysis::compare::Statistic;

QString comparisonStatisticLabel(Statistic s)
{
    switch (s) {
    case Statistic::PearsonR: return QCoreApplication::translate("ComparisonFigure", "Pearson r");
    case Statistic::SpearmanRho: return QCoreApplication::translate("ComparisonFigure", "Spearman ρ");
    case Statistic::Bias: return QCoreApplication::translate("ComparisonFigure", "Bias");
    case Statistic::LoaLow: return QCoreApplication::translate("ComparisonFigure", "Lower LoA");
    case Statistic::LoaHigh: return QCoreApplication::translate("ComparisonFigure", "Upper LoA");
    case Statistic::DeltaAlpha: return QCoreApplication::translate("ComparisonFigure", "Δα");
    case Statistic::W1sd: return QCoreApplication::translate("ComparisonFigure", "W1SD");
    case Statistic::Accuracy: return QCoreApplication::translate("ComparisonFigure", "Accuracy");
    case Statistic::Kappa: return QCoreApplication::translate("ComparisonFigure", "Cohen's κ");
    case Statistic::MacroF1: return QCoreApplication::translate("ComparisonFigure", "Macro-F1");
    }
    return {};
}

namespace {

constexpr Statistic kOrder[] = {Statistic::PearsonR, Statistic::SpearmanRho, Statistic::Bias, Statistic::LoaLow,
                                Statistic::LoaHigh, Statistic::DeltaAlpha, Statistic::W1sd, Statistic::Accuracy,
                                Statistic::Kappa, Statistic::MacroF1};

double referenceOf(Statistic s, const analysis::RatingAnalysis *a, const std::string &dimension, int group)
{
    switch (s) {
    case Statistic::Bias:
    case Statistic::LoaLow:
    case Statistic::LoaHigh:
    case Statistic::DeltaAlpha: return 0.0;
    case Statistic::W1sd:
        if (a) {
            const int d = a->dimensionIndex(dimension);
            if (d >= 0 && std::size_t(d) < a->human.size() && std::size_t(group) < a->human[std::size_t(d)].size())
                return a->human[std::size_t(d)][std::size_t(group)].loo.share;
        }
        return std::numeric_limits<double>::quiet_NaN();
    case Statistic::Kappa: return a ? a->options.kappaThreshold : std::numeric_limits<double>::quiet_NaN();
    default: return std::numeric_limits<double>::quiet_NaN();
    }
}

ForestPanel makePanel(const analysis::compare::Comparison &c, std::size_t dim, int group, Statistic s,
                      const analysis::RatingAnalysis *a)
{
    ForestPanel p;
    p.statistic = s;
    p.group = group;
    p.reference = referenceOf(s, a, c.dimensions[dim], group);
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (std::size_t k = 0; k < c.conditions.size(); ++k) {
        ForestRow r;
        r.label = QString::fromStdString(c.labels[k]);
        r.condition = int(k);
        if (const auto *e = c.find(k, dim, std::size_t(group), s)) {
            r.value = e->value;
            r.ciLow = e->ciLow;
            r.ciHigh = e->ciHigh;
            r.n = e->n;
        }
        for (double v : {r.value, r.ciLow, r.ciHigh})
            if (std::isfinite(v)) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        p.rows.push_back(r);
    }
    if (std::isfinite(p.reference)) {
        lo = std::min(lo, p.reference);
        hi = std::max(hi, p.reference);
    }
    if (!std::isfinite(lo)) {
        lo = 0;
        hi = 1;
    }
    const double pad = hi > lo ? (hi - lo) * 0.04 : 0.05;
    p.x = niceRange(lo - pad, hi + pad, 4);
    // Bounded statistics keep their axis inside their range (r, ρ, κ <= 1; shares in [0, 1]).
    const bool share = s == Statistic::W1sd || s == Statistic::Accuracy || s == Statistic::MacroF1;
    const bool bounded = share || s == Statistic::PearsonR || s == Statistic::SpearmanRho || s == Statistic::Kappa;
    if (bounded && hi <= 1.0)
        p.x.hi = std::min(p.x.hi, 1.0);
    if (share && lo >= 0.0)
        p.x.lo = std::max(p.x.lo, 0.0);
    return p;
}

/// Where paintComparison puts everything.
struct Layout {
    double line = 0;
    double labelWidth = 0;
    double rowHeight = 0;
    double gap = 0;
    int columns = 1;
    std::vector<QRectF> titles; ///< per panel
    std::vector<QRectF> plots;  ///< per panel
    QRectF note;
    QRectF caption;
};

constexpr double kMinPlotLines = 9.0; ///< a panel's plot is at least this many text lines wide

Layout layout(const QRectF &rect, const ComparisonFigure &f, const FigureStyle &style)
{
    Layout l;
    const QFontMetricsF fm(style.font), tfm(style.tickFont());
    l.line = fm.height();
    QRectF area = rect.adjusted(l.line * 0.3, l.line * 0.3, -l.line * 0.6, -l.line * 0.3);
    l.caption = takeCaptionBand(area, f.caption, l.line);
    if (!f.note.isEmpty()) {
        const QRectF bound = fm.boundingRect(QRectF(0, 0, area.width(), 1e6), Qt::TextWordWrap, f.note);
        l.note = QRectF(area.left(), area.bottom() - bound.height(), area.width(), bound.height());
        area.setBottom(l.note.top() - l.line * 0.3);
    }
    for (const QString &label : f.rowLabels)
        l.labelWidth = std::max(l.labelWidth, tfm.horizontalAdvance(label));
    l.labelWidth = std::min(l.labelWidth + l.line * 0.6, area.width() * 0.45);
    const int P = std::max<int>(1, int(f.panels.size()));
    const double gap = l.line * 1.6;
    const double usable = area.width() - l.labelWidth;
    l.columns = std::clamp(int((usable + gap) / (kMinPlotLines * l.line + gap)), 1, P);
    const int gridRows = (P + l.columns - 1) / l.columns;
    const double plotWidth = (usable - gap * (l.columns - 1)) / l.columns;
    l.gap = gap;
    l.rowHeight = l.line * 1.35;
    // Titles wrap within their panel and are never elided: the band is as tall as the tallest one.
    const QFontMetricsF titleMetrics(style.titleFont());
    double titleHeight = l.line * 1.4;
    for (const ForestPanel &panel : f.panels)
        titleHeight = std::max(titleHeight, titleMetrics.boundingRect(QRectF(0, 0, plotWidth, 1e6), Qt::TextWordWrap,
                                                                       panel.title).height() + l.line * 0.4);
    const double plotHeight = l.rowHeight * std::max<qsizetype>(1, f.rowLabels.size()) + l.line * 0.4;
    const double panelHeight = titleHeight + plotHeight + xTickLabelHeight(style) + l.line * 0.5;
    (void)gridRows;
    for (int i = 0; i < int(f.panels.size()); ++i) {
        const int row = i / l.columns, col = i % l.columns;
        const double left = area.left() + l.labelWidth + col * (plotWidth + gap);
        const double top = area.top() + row * panelHeight;
        l.titles.emplace_back(left, top, plotWidth, titleHeight);
        l.plots.emplace_back(left, top + titleHeight, plotWidth, plotHeight);
    }
    return l;
}

} // namespace

ComparisonFigure makeComparisonFigure(const analysis::compare::Comparison &c, const ComparisonFigureRequest &request,
                                      const analysis::RatingAnalysis *a, const QString &caption)
{
    ComparisonFigure f;
    f.caption = caption;
    for (const auto &label : c.labels)
        f.rowLabels << QString::fromStdString(label);
    if (request.dimension < 0 || std::size_t(request.dimension) >= c.dimensions.size())
        return f;
    const auto dim = std::size_t(request.dimension);
    std::size_t n = 0;
    if (request.statistic < 0) {
        for (Statistic s : kOrder)
            if (c.find(0, dim, 0, s)) {
                f.panels.push_back(makePanel(c, dim, 0, s, a));
                f.panels.back().title = comparisonStatisticLabel(s);
                n = c.find(0, dim, 0, s)->n;
            }
    } else {
        const auto s = Statistic(request.statistic);
        for (std::size_t g = 0; g < c.groups.size(); ++g)
            if (const auto *e = c.find(0, dim, g, s)) {
                f.panels.push_back(makePanel(c, dim, int(g), s, a));
                f.panels.back().title = QCoreApplication::translate("ComparisonFigure", "%1 (n = %2)")
                                            .arg(g == 0 ? QCoreApplication::translate("ComparisonFigure", "all items")
                                                        : QString::fromStdString(c.groups[g]))
                                            .arg(e->n);
            }
    }
    const QString dimension = QString::fromStdString(c.dimensions[dim]);
    const QString items = request.statistic < 0
        ? QCoreApplication::translate("ComparisonFigure", "%1: n = %2 items that every condition answered.")
              .arg(dimension)
              .arg(n)
        : QCoreApplication::translate("ComparisonFigure", "%1, %2: the items every condition answered in each group.")
              .arg(dimension, comparisonStatisticLabel(Statistic(request.statistic)));
    const QString ci = c.bootstrap > 0
        ? QCoreApplication::translate("ComparisonFigure", "%1% CI: r Fisher z; bias and LoA Bland–Altman; others percentile bootstrap (B = %2, seed %3).")
              .arg(c.confLevel * 100, 0, 'g', 3)
              .arg(c.bootstrap)
              .arg(c.seed)
        : QCoreApplication::translate("ComparisonFigure", "%1% CI: r Fisher z; bias and LoA Bland–Altman (no bootstrap).")
              .arg(c.confLevel * 100, 0, 'g', 3);
    f.note = items + QLatin1Char(' ') + ci + QLatin1Char(' ')
        + QCoreApplication::translate("ComparisonFigure", "Bias = human mean − model. Dashed: 0; W1SD: human leave-one-out; κ: κ*.");
    return f;
}

void paintComparison(QPainter &p, const QRectF &rect, const ComparisonFigure &f, const FigureStyle &style)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    const Layout l = layout(rect, f, style);
    const QFontMetricsF tfm(style.tickFont());
    const QColor point(0x4c, 0x72, 0xb0);
    for (std::size_t i = 0; i < f.panels.size(); ++i) {
        const ForestPanel &panel = f.panels[i];
        const QRectF &plot = l.plots[i];
        p.setFont(style.titleFont());
        p.setPen(style.text);
        drawFigureLines(p, l.titles[i], Qt::AlignHCenter | Qt::AlignVCenter,
                        wrapFigureText(panel.title, style.titleFont(), l.titles[i].width()), panel.title);
        PlotMapping m;
        m.plot = plot;
        m.x = panel.x;
        m.y = {0, 1};
        // Ticks thin out until their labels fit the panel.
        int target = 5;
        std::vector<double> ticks;
        double step = 1;
        for (; target >= 2; --target) {
            ticks = niceTicks(m.x.lo, m.x.hi, target);
            step = ticks.size() > 1 ? ticks[1] - ticks[0] : 1;
            double widest = 0;
            for (double t : ticks)
                widest = std::max(widest, tfm.horizontalAdvance(tickLabel(t, step)));
            if (widest * 1.4 * double(ticks.size()) <= plot.width())
                break;
        }
        p.setFont(style.tickFont());
        for (double t : ticks) {
            if (t < m.x.lo - 1e-12 || t > m.x.hi + 1e-12)
                continue;
            p.setPen(QPen(style.grid, style.lineWidth * 0.6));
            p.drawLine(QPointF(m.mapX(t), plot.top()), QPointF(m.mapX(t), plot.bottom()));
            p.setPen(style.text);
            const QString label = tickLabel(t, step);
            const double w = tfm.horizontalAdvance(label);
            // Inside the panel and half the gap to its neighbours: labels of two panels never touch.
            const double x = std::clamp(m.mapX(t) - w / 2, plot.left() - l.gap * 0.3,
                                        std::max(plot.left() - l.gap * 0.3, plot.right() + l.gap * 0.3 - w));
            drawFigureText(p, QRectF(x, plot.bottom() + 2, w + 1, tfm.height()), Qt::AlignLeft | Qt::AlignTop, label);
        }
        p.setPen(QPen(style.axis, style.lineWidth));
        p.setBrush(Qt::NoBrush);
        p.drawRect(plot);
        if (std::isfinite(panel.reference) && panel.x.contains(panel.reference)) {
            p.setPen(QPen(style.axis, style.lineWidth, Qt::DashLine));
            p.drawLine(QPointF(m.mapX(panel.reference), plot.top()), QPointF(m.mapX(panel.reference), plot.bottom()));
        }
        const bool labels = int(i) % l.columns == 0;
        for (std::size_t r = 0; r < panel.rows.size(); ++r) {
            const ForestRow &row = panel.rows[r];
            const double y = plot.top() + l.line * 0.2 + (double(r) + 0.5) * l.rowHeight;
            if (labels) {
                p.setFont(style.tickFont());
                p.setPen(style.text);
                const QRectF box(rect.left(), y - l.rowHeight / 2, plot.left() - rect.left() - l.line * 0.3, l.rowHeight);
                drawFigureLines(p, box, Qt::AlignRight | Qt::AlignVCenter,
                                wrapFigureText(row.label, style.tickFont(), box.width() - l.line * 0.3), row.label);
            }
            if (!std::isfinite(row.value))
                continue;
            if (std::isfinite(row.ciLow) && std::isfinite(row.ciHigh)) {
                p.setPen(QPen(point, style.lineWidth * 1.3));
                const double a = m.mapX(row.ciLow), b = m.mapX(row.ciHigh), cap = l.rowHeight * 0.18;
                p.drawLine(QPointF(a, y), QPointF(b, y));
                p.drawLine(QPointF(a, y - cap), QPointF(a, y + cap));
                p.drawLine(QPointF(b, y - cap), QPointF(b, y + cap));
            }
            p.setPen(Qt::NoPen);
            p.setBrush(point);
            const double s = style.pointRadius * 1.6;
            p.drawRect(QRectF(m.mapX(row.value) - s, y - s, 2 * s, 2 * s));
        }
    }
    p.setPen(style.text);
    if (!f.note.isEmpty()) {
        p.setFont(style.font);
        drawFigureLines(p, l.note, Qt::AlignLeft | Qt::AlignTop, wrapFigureText(f.note, style.font, l.note.width()), f.note);
    }
    if (!f.caption.isEmpty()) {
        p.setFont(style.tickFont());
        drawFigureText(p, l.caption, Qt::AlignLeft | Qt::AlignVCenter, f.caption);
    }
    p.restore();
}

double comparisonPreferredHeight(const ComparisonFigure &f, double width, const FigureStyle &style)
{
    const Layout l = layout(QRectF(0, 0, width, 1e6), f, style);
    double bottom = 0;
    for (const QRectF &plot : l.plots)
        bottom = std::max(bottom, plot.bottom());
    bottom += xTickLabelHeight(style) + l.line * 0.5;
    const double note = l.note.isEmpty() ? 0 : l.note.height() + l.line * 0.3;
    const double caption = f.caption.isEmpty() ? 0 : l.line * 1.3;
    return bottom + note + caption + l.line * 0.6;
}

ComparisonHit comparisonHitTest(const QRectF &rect, const ComparisonFigure &f, const FigureStyle &style, QPointF pos)
{
    const Layout l = layout(rect, f, style);
    for (std::size_t i = 0; i < l.plots.size(); ++i) {
        const QRectF &plot = l.plots[i];
        if (!plot.contains(pos))
            continue;
        const int row = int((pos.y() - plot.top() - l.line * 0.2) / l.rowHeight);
        if (row >= 0 && row < int(f.panels[i].rows.size()))
            return {int(i), row};
        return {int(i), -1};
    }
    return {};
}

} // namespace rl::widgets

namespace rl::widgets {

Result<ComparisonFigure> prepareComparisonFigure(const models::AnalysisBundle &bundle, const FigureRequest &request,
                                                 const QString &caption)
{
    models::ComparisonPtr comparison = request.comparison;
    if (!comparison) {
        QStringList ids = request.conditions;
        if (ids.isEmpty())
            for (std::size_t c = 0; c < std::min<std::size_t>(8, bundle.analysis.conditions.size()); ++c)
                ids << QString::fromStdString(bundle.analysis.conditions[c].id);
        auto computed = models::computeComparison(bundle, models::comparisonOptions(bundle, ids, request.bootstrap, request.seed));
        if (!computed)
            return computed.error();
        comparison = *computed;
    }
    ComparisonFigureRequest r;
    if (!request.dimension.isEmpty()) {
        const auto &dims = comparison->dimensions;
        const auto it = std::find(dims.begin(), dims.end(), request.dimension.toStdString());
        if (it == dims.end())
            return Error {ErrorCode::NotFound, "no compared dimension '" + request.dimension.toStdString() + "'"};
        r.dimension = int(it - dims.begin());
    }
    if (!request.statistic.isEmpty()) {
        r.statistic = -2;
        for (Statistic s : kOrder)
            if (request.statistic == QLatin1String(analysis::compare::statisticName(s)))
                r.statistic = int(s);
        if (r.statistic == -2)
            return Error {ErrorCode::NotFound, "no statistic '" + request.statistic.toStdString()
                                                   + "' (pearson_r, spearman_rho, ba_bias, ba_loa_low, ba_loa_high, "
                                                     "delta_alpha, w1sd, accuracy, kappa, macro_f1)"};
    }
    return makeComparisonFigure(*comparison, r, &bundle.analysis, caption);
}

} // namespace rl::widgets
