// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plan/planfigure.h"

#include "engine/analysis/plan/resampling.h"
#include "models/analysisbundle.h"
#include "models/colorscale.h"
#include "models/displaynames.h"
#include "models/plan/planmodel.h"
#include "widgets/chartaxes.h"
#include "widgets/figurecatalog.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace rl::widgets {

namespace {

QString trp(const char *text) { return QCoreApplication::translate("PlanFigure", text); }

const QColor kOutline(0xd5, 0x5e, 0x00); ///< Okabe–Ito vermilion: the designs reaching the target

QString costText(double usd)
{
    if (!std::isfinite(usd))
        return QStringLiteral("\u2014");
    return QStringLiteral("$") + QLocale().toString(usd, 'f', usd < 10 ? 2 : 0);
}

/// A count in few characters for a narrow column: 950, 1.4k, 72k, 1.2M.
QString compactCount(std::size_t n)
{
    const QLocale l;
    if (n < 1000)
        return l.toString(qulonglong(n));
    if (n < 1000000)
        return l.toString(double(n) / 1e3, 'g', n < 10000 ? 2 : 3) + QStringLiteral("k");
    return l.toString(double(n) / 1e6, 'g', 2) + QStringLiteral("M");
}

/// The parts both figures share: the title on top, the note and the caption at the bottom.
struct Frame {
    double line = 0;
    QRectF title;
    QRectF note;
    QRectF caption;
    QRectF body; ///< what is left for the plot and its labels
};

Frame frame(const QRectF &rect, const PlanFigure &f, const FigureStyle &style)
{
    Frame fr;
    const QFontMetricsF fm(style.font);
    fr.line = fm.height();
    QRectF area = rect.adjusted(fr.line * 0.3, fr.line * 0.3, -fr.line * 0.6, -fr.line * 0.3);
    fr.caption = takeCaptionBand(area, f.caption, fr.line);
    if (!f.note.isEmpty()) {
        const double h = figureTextHeight(style.font, int(wrapFigureText(f.note, style.font, area.width()).size()));
        fr.note = QRectF(area.left(), area.bottom() - h, area.width(), h);
        area.setBottom(fr.note.top() - fr.line * 0.4);
    }
    if (!f.title.isEmpty()) {
        const QFont tf = style.titleFont();
        const double h = figureTextHeight(tf, int(wrapFigureText(f.title, tf, area.width()).size()));
        fr.title = QRectF(area.left(), area.top(), area.width(), h);
        area.setTop(fr.title.bottom() + fr.line * 0.4);
    }
    fr.body = area;
    return fr;
}

void paintFrame(QPainter &p, const Frame &fr, const PlanFigure &f, const FigureStyle &style)
{
    p.setPen(style.text);
    if (!f.title.isEmpty()) {
        p.setFont(style.titleFont());
        drawFigureLines(p, fr.title, Qt::AlignLeft | Qt::AlignTop, wrapFigureText(f.title, style.titleFont(), fr.title.width()),
                        f.title);
    }
    if (!f.note.isEmpty()) {
        p.setFont(style.font);
        drawFigureLines(p, fr.note, Qt::AlignLeft | Qt::AlignTop, wrapFigureText(f.note, style.font, fr.note.width()), f.note);
    }
    if (!f.caption.isEmpty()) {
        p.setFont(style.tickFont());
        drawFigureText(p, fr.caption, Qt::AlignLeft | Qt::AlignVCenter, f.caption);
    }
}

// --- heat map ---------------------------------------------------------------------------------------

struct HeatLayout {
    Frame frame;
    QRectF grid;       ///< the cells
    QRectF yTitle;     ///< "Raters per item", rotated, left of the row labels
    QRectF xTitle;     ///< "Items", under the column labels
    double rowLabelWidth = 0;
    double cellWidth = 0;
    double cellHeight = 0;
};

/// The length of the rotated y title along the grid's height, with a little air.
double heatYTitleLength(const FigureStyle &style)
{
    return QFontMetricsF(style.font).horizontalAdvance(trp("Raters per item (k)")) + QFontMetricsF(style.font).height() * 0.5;
}

HeatLayout heatLayout(const QRectF &rect, const PlanFigure &f, const FigureStyle &style)
{
    HeatLayout l;
    l.frame = frame(rect, f, style);
    const QFontMetricsF tfm(style.tickFont());
    const double line = l.frame.line;
    for (std::size_t k : f.raters)
        l.rowLabelWidth = std::max(l.rowLabelWidth, tfm.horizontalAdvance(QLocale().toString(qulonglong(k))));
    l.rowLabelWidth += line * 0.5;
    const QRectF &b = l.frame.body;
    l.yTitle = QRectF(b.left(), b.top(), line * 1.2, 0);
    const double left = l.yTitle.right() + l.rowLabelWidth;
    const std::size_t columns = std::max<std::size_t>(1, f.items.size()), rows = std::max<std::size_t>(1, f.raters.size());
    l.cellWidth = (b.right() - left) / double(columns);
    // Cells fill the height they are given, from 1.1 to 3 lines (a tall screen canvas), at least the
    // preferred 1.9 lines when there is room; the note follows the axis title, not the bottom.
    const double labels = tfm.height() * 1.3;
    const double available = l.frame.note.isEmpty() ? b.height() - labels - line * 1.3
                                                    : l.frame.note.bottom() - b.top() - labels - line * 1.7
                                                          - l.frame.note.height();
    const double fewest = std::max(tfm.height() * 1.1, heatYTitleLength(style) / double(rows)); // the k title fits beside
    l.cellHeight = std::clamp(available / double(rows), fewest, std::max(fewest, line * 3.0));
    l.grid = QRectF(left, b.top(), l.cellWidth * double(columns), l.cellHeight * double(rows));
    l.yTitle.setHeight(l.grid.height());
    l.xTitle = QRectF(l.grid.left(), l.grid.bottom() + labels, l.grid.width(), line * 1.2);
    if (!l.frame.note.isEmpty())
        l.frame.note.moveTop(l.xTitle.bottom() + line * 0.4);
    return l;
}

QRectF cellRect(const HeatLayout &l, std::size_t i, std::size_t r)
{
    // k grows upwards: the first (fewest raters) row at the bottom.
    const double top = l.grid.bottom() - double(r + 1) * l.cellHeight;
    return {l.grid.left() + double(i) * l.cellWidth, top, l.cellWidth, l.cellHeight};
}

// --- curves -----------------------------------------------------------------------------------------

struct CurveLayout {
    Frame frame;
    QRectF legend;
    QRectF plot;
    double leftLabels = 0; ///< width of the y tick labels and the cost rows' names
    double rowHeight = 0;  ///< one row of labels under the plot
    std::vector<QRectF> legendEntries;
};

QString ratersLegend(std::size_t k) { return trp("k = %1").arg(QLocale().toString(qulonglong(k))); }

/// The rows under the curves: m, the human ratings m k with the fewest raters per item (and with the most, when
/// they differ), and the model cost of m items; each row's name and the k of a ratings row (0 otherwise).
std::vector<std::pair<QString, std::size_t>> costRows(const PlanFigure &f)
{
    std::vector<std::pair<QString, std::size_t>> rows {{trp("items"), 0}};
    if (!f.raters.empty()) {
        rows.emplace_back(trp("ratings, k = %1").arg(QLocale().toString(qulonglong(f.raters.front()))), f.raters.front());
        if (f.raters.back() != f.raters.front())
            rows.emplace_back(trp("ratings, k = %1").arg(QLocale().toString(qulonglong(f.raters.back()))), f.raters.back());
    }
    rows.emplace_back(trp("model USD"), 0);
    return rows;
}

CurveLayout curveLayout(const QRectF &rect, const PlanFigure &f, const FigureStyle &style)
{
    CurveLayout l;
    l.frame = frame(rect, f, style);
    const QFontMetricsF tfm(style.tickFont());
    const double line = l.frame.line;
    l.rowHeight = tfm.height() * 1.25;
    l.leftLabels = tfm.horizontalAdvance(QStringLiteral("0.00"));
    for (const auto &row : costRows(f))
        l.leftLabels = std::max(l.leftLabels, tfm.horizontalAdvance(row.first));
    l.leftLabels += line * 0.6;
    const QRectF &b = l.frame.body;
    // The legend flows in rows above the plot.
    const double sample = line * 1.4, gap = line * 0.8;
    double x = b.left() + l.leftLabels, y = b.top();
    for (std::size_t k : f.raters) {
        const double w = sample + line * 0.3 + tfm.horizontalAdvance(ratersLegend(k));
        if (x + w > b.right() && x > b.left() + l.leftLabels) {
            x = b.left() + l.leftLabels;
            y += l.rowHeight;
        }
        l.legendEntries.emplace_back(x, y, w, l.rowHeight);
        x += w + gap;
    }
    l.legend = QRectF(b.left(), b.top(), b.width(), f.raters.empty() ? 0 : y + l.rowHeight - b.top());
    const double top = l.legend.bottom() + line * 0.5 + tfm.height() * 0.5;
    // Under the plot the lowest y tick label's lower half, then the three rows (items, ratings, cost).
    const double bottom = b.bottom() - double(costRows(f).size()) * l.rowHeight - tfm.height() * 0.6 - line * 0.3;
    l.plot = QRectF(b.left() + l.leftLabels, top, b.right() - b.left() - l.leftLabels - tfm.height() * 0.5,
                    std::max(line * 4, bottom - top));
    return l;
}

/// The bottom of the curves' y axis: a nice value below every interval and the target (stabilities near 1
/// would otherwise crowd the top of a 0–1 axis), 0 at the lowest.
double planCurvesLow(const PlanFigure &f)
{
    double lo = f.target;
    for (const PlanCell &c : f.cells)
        for (double v : {c.stable, c.ciLow})
            if (std::isfinite(v))
                lo = std::min(lo, v);
    const std::vector<double> ticks = niceTicks(lo, 1.0, 5);
    const double step = ticks.size() > 1 ? ticks[1] - ticks[0] : 0.1;
    return std::max(0.0, std::floor((lo - step * 0.25) / step) * step);
}

double curveX(const CurveLayout &l, const PlanFigure &f, std::size_t i)
{
    const double n = double(std::max<std::size_t>(1, f.items.size()));
    return l.plot.left() + (double(i) + 0.5) * l.plot.width() / n;
}

} // namespace

const PlanCell *PlanFigure::cell(std::size_t itemIndex, std::size_t raterIndex) const
{
    const std::size_t at = raterIndex * items.size() + itemIndex;
    return itemIndex < items.size() && at < cells.size() ? &cells[at] : nullptr;
}

Result<PlanFigure> makePlanFigure(const analysis::plan::StudyPlan &plan, const PlanFigureRequest &request,
                                  PlanFigureKind kind, const QString &caption)
{
    PlanFigure f;
    f.caption = caption;
    f.target = plan.options.target;
    f.items = plan.options.items;
    f.raters = plan.options.raters;
    const std::string dimension = request.dimension.empty() && !plan.rows.empty() ? plan.rows.front().dimension
                                                                                  : request.dimension;
    const std::string group = request.group.empty() ? std::string("all") : request.group;
    const std::string condition = request.condition.empty() ? std::string(analysis::plan::kAllConditions) : request.condition;
    f.cells.resize(f.items.size() * f.raters.size());
    std::string decision;
    std::size_t found = 0;
    for (const auto &row : plan.rows) {
        if (row.dimension != dimension || row.group != group || row.condition != condition)
            continue;
        const auto i = std::size_t(std::find(f.items.begin(), f.items.end(), row.items) - f.items.begin());
        const auto r = std::size_t(std::find(f.raters.begin(), f.raters.end(), row.raters) - f.raters.begin());
        if (i >= f.items.size() || r >= f.raters.size())
            continue;
        PlanCell &c = f.cells[r * f.items.size() + i];
        c.items = row.items;
        c.raters = row.raters;
        c.stableDraws = row.stableDraws;
        c.draws = row.draws;
        c.humanRatings = row.humanRatings;
        c.stable = row.verdictStable;
        c.ciLow = row.verdictStableCiLow;
        c.ciHigh = row.verdictStableCiHigh;
        c.costUsd = row.modelCostUsd;
        decision = row.fullDecision;
        ++found;
    }
    if (found == 0)
        return Error {ErrorCode::NotFound, "no plan row of dimension '" + dimension + "', group '" + group
                                               + "', condition '" + condition + "'"};
    const QString conditionText = condition == analysis::plan::kAllConditions ? trp("the verdict")
                                                                              : QString::fromStdString(condition);
    f.title = trp("%1, %2, %3 (whole study: %4)")
                  .arg(models::DisplayNames::dimension(dimension), models::DisplayNames::word(QString::fromStdString(group)),
                       conditionText, models::PlanTableModel::decisionText(decision));
    const QLocale l;
    const QString draws = trp("Stability = share of the %1 draws (seed %2) of each design whose decision is the whole study's.")
                              .arg(l.toString(qulonglong(plan.options.draws)))
                              .arg(plan.options.seed);
    if (kind == PlanFigureKind::Heatmap)
        f.note = draws + QLatin1Char(' ')
            + trp("Outlined: the designs reaching the target %1.").arg(l.toString(f.target, 'f', 2));
    else
        f.note = draws + QLatin1Char(' ')
            + trp("Bars: Clopper–Pearson 95% intervals; dashed: the target %1. Under the items: the human ratings m × k "
                  "with the fewest and with the most raters per item, and the model cost in USD of m items (— unknown).")
                  .arg(l.toString(f.target, 'f', 2));
    return f;
}

void paintPlanHeatmap(QPainter &p, const QRectF &rect, const PlanFigure &f, const FigureStyle &style)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    const HeatLayout l = heatLayout(rect, f, style);
    paintFrame(p, l.frame, f, style);
    const QLocale loc;
    const QFontMetricsF tfm(style.tickFont());
    // Cells, their values, then the outlines on top.
    p.setFont(style.font);
    for (std::size_t r = 0; r < f.raters.size(); ++r)
        for (std::size_t i = 0; i < f.items.size(); ++i) {
            const PlanCell *c = f.cell(i, r);
            const QRectF box = cellRect(l, i, r);
            const QColor fill = models::sequentialColor(c ? c->stable : std::nan(""));
            p.fillRect(box, fill);
            p.setPen(QPen(style.background.alpha() > 0 ? style.background : QColor(Qt::white), style.lineWidth));
            p.setBrush(Qt::NoBrush);
            p.drawRect(box);
            if (c && std::isfinite(c->stable)) {
                p.setPen(models::textColorOn(fill));
                drawFigureText(p, box, Qt::AlignCenter, loc.toString(c->stable, 'f', 2));
            }
        }
    p.setPen(QPen(kOutline, style.lineWidth * 2.6));
    p.setBrush(Qt::NoBrush);
    for (std::size_t r = 0; r < f.raters.size(); ++r)
        for (std::size_t i = 0; i < f.items.size(); ++i)
            if (const PlanCell *c = f.cell(i, r); c && c->stable >= f.target) {
                const double inset = style.lineWidth * 1.4;
                p.drawRect(cellRect(l, i, r).adjusted(inset, inset, -inset, -inset));
            }
    // Row labels (k), column labels (m) and the axis titles.
    p.setFont(style.tickFont());
    p.setPen(style.text);
    for (std::size_t r = 0; r < f.raters.size(); ++r) {
        const QRectF box = cellRect(l, 0, r);
        drawFigureText(p, QRectF(l.grid.left() - l.rowLabelWidth, box.top(), l.rowLabelWidth - l.frame.line * 0.3, box.height()),
                       Qt::AlignRight | Qt::AlignVCenter, loc.toString(qulonglong(f.raters[r])));
    }
    for (std::size_t i = 0; i < f.items.size(); ++i) {
        const QRectF box = cellRect(l, i, 0);
        drawFigureText(p, QRectF(box.left(), l.grid.bottom() + 2, box.width(), tfm.height()), Qt::AlignHCenter | Qt::AlignTop,
                       loc.toString(qulonglong(f.items[i])));
    }
    p.setFont(style.font);
    drawFigureText(p, l.xTitle, Qt::AlignHCenter | Qt::AlignTop, trp("Items (m)"));
    p.save();
    p.translate(l.yTitle.center());
    p.rotate(-90);
    const QRectF rotated(-l.yTitle.height() / 2, -l.yTitle.width() / 2, l.yTitle.height(), l.yTitle.width());
    drawFigureText(p, rotated, Qt::AlignCenter, trp("Raters per item (k)"));
    p.restore();
    p.restore();
}

void paintPlanCurves(QPainter &p, const QRectF &rect, const PlanFigure &f, const FigureStyle &style)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    const CurveLayout l = curveLayout(rect, f, style);
    paintFrame(p, l.frame, f, style);
    const QLocale loc;
    const QFontMetricsF tfm(style.tickFont());
    PlotMapping m;
    m.plot = l.plot;
    m.x = {0, 1};
    m.y = {planCurvesLow(f), 1};
    // Grid and y ticks (share of draws), then the frame and the target.
    const AxisTicks ticks = fittedTicks(m.y, l.plot.height(), style.tickFont(), false);
    p.setFont(style.tickFont());
    for (double t : ticks.values) {
        p.setPen(QPen(style.grid, style.lineWidth * 0.6));
        p.drawLine(QPointF(l.plot.left(), m.mapY(t)), QPointF(l.plot.right(), m.mapY(t)));
        p.setPen(style.text);
        drawFigureText(p, QRectF(l.frame.body.left(), m.mapY(t) - tfm.height() / 2, l.leftLabels - l.frame.line * 0.3, tfm.height()),
                       Qt::AlignRight | Qt::AlignVCenter, tickLabel(t, ticks.step));
    }
    p.setPen(QPen(style.axis, style.lineWidth));
    p.setBrush(Qt::NoBrush);
    p.drawRect(l.plot);
    p.setPen(QPen(style.axis, style.lineWidth * 1.2, Qt::DashLine));
    p.drawLine(QPointF(l.plot.left(), m.mapY(f.target)), QPointF(l.plot.right(), m.mapY(f.target)));
    // One line per k, dodged sideways so that the intervals do not hide each other.
    const std::size_t R = f.raters.size();
    const double band = l.plot.width() / double(std::max<std::size_t>(1, f.items.size()));
    const double dodge = R > 1 ? std::min(band * 0.5 / double(R), l.frame.line * 0.45) : 0.0;
    for (std::size_t r = 0; r < R; ++r) {
        const QColor colour = models::categoricalColor(int(r));
        const double shift = (double(r) - double(R - 1) / 2) * dodge;
        QPolygonF line;
        for (std::size_t i = 0; i < f.items.size(); ++i) {
            const PlanCell *c = f.cell(i, r);
            if (!c || !std::isfinite(c->stable))
                continue;
            const double x = curveX(l, f, i) + shift;
            if (std::isfinite(c->ciLow) && std::isfinite(c->ciHigh)) {
                p.setPen(QPen(colour, style.lineWidth * 1.1));
                const double cap = l.frame.line * 0.15;
                p.drawLine(QPointF(x, m.mapY(c->ciLow)), QPointF(x, m.mapY(c->ciHigh)));
                p.drawLine(QPointF(x - cap, m.mapY(c->ciLow)), QPointF(x + cap, m.mapY(c->ciLow)));
                p.drawLine(QPointF(x - cap, m.mapY(c->ciHigh)), QPointF(x + cap, m.mapY(c->ciHigh)));
            }
            line << QPointF(x, m.mapY(c->stable));
        }
        p.setPen(QPen(colour, style.lineWidth * 1.8));
        p.drawPolyline(line);
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        for (const QPointF &pt : line)
            p.drawEllipse(pt, style.pointRadius * 1.5, style.pointRadius * 1.5);
        p.setBrush(Qt::NoBrush);
        // Legend entry: a line sample and k.
        const QRectF e = l.legendEntries[r];
        const double sample = l.frame.line * 1.4;
        p.setPen(QPen(colour, style.lineWidth * 1.8));
        p.drawLine(QPointF(e.left(), e.center().y()), QPointF(e.left() + sample, e.center().y()));
        p.setPen(style.text);
        p.setFont(style.tickFont());
        drawFigureText(p, QRectF(e.left() + sample + l.frame.line * 0.3, e.top(), e.width() - sample, e.height()),
                       Qt::AlignLeft | Qt::AlignVCenter, ratersLegend(f.raters[r]));
    }
    // Under the plot: m, then the human ratings m k (fewest and most raters), then the model cost of m items.
    p.setFont(style.tickFont());
    p.setPen(style.text);
    const double rowTop = l.plot.bottom() + tfm.height() * 0.6; // below the lowest y tick label
    const auto rows = costRows(f);
    for (std::size_t row = 0; row < rows.size(); ++row) {
        const double top = rowTop + double(row) * l.rowHeight;
        drawFigureText(p, QRectF(l.frame.body.left(), top, l.leftLabels - l.frame.line * 0.3, l.rowHeight),
                       Qt::AlignRight | Qt::AlignVCenter, rows[row].first);
        for (std::size_t i = 0; i < f.items.size(); ++i) {
            const QRectF box(curveX(l, f, i) - band / 2, top, band, l.rowHeight);
            QString text;
            if (row == 0) {
                text = loc.toString(qulonglong(f.items[i]));
            } else if (rows[row].second > 0) {
                const std::size_t n = f.items[i] * rows[row].second;
                text = loc.toString(qulonglong(n));
                if (tfm.horizontalAdvance(text) > band * 0.95) // a narrow column: 1.4k, 72k
                    text = compactCount(n);
            } else {
                const PlanCell *c = f.cell(i, 0);
                text = costText(c ? c->costUsd : std::nan(""));
            }
            drawFigureText(p, box, Qt::AlignCenter, text);
        }
    }
    p.restore();
}

double planPreferredHeight(const PlanFigure &f, PlanFigureKind kind, double width, const FigureStyle &style)
{
    const QRectF probe(0, 0, width, 1e6);
    const Frame fr = frame(probe, f, style);
    const double chrome = probe.height() - fr.body.height(); // title, note, caption and margins
    if (kind == PlanFigureKind::Heatmap) {
        const double rows = double(std::max<std::size_t>(1, f.raters.size()));
        const double cell = std::max(fr.line * 1.9, heatYTitleLength(style) / rows);
        return chrome + cell * rows + QFontMetricsF(style.tickFont()).height() * 1.3 + fr.line * 1.7;
    }
    const CurveLayout l = curveLayout(probe, f, style);
    return chrome + l.legend.height() + fr.line * 12 + double(costRows(f).size()) * l.rowHeight
        + QFontMetricsF(style.tickFont()).height() + fr.line;
}

int planHeatmapHitTest(const QRectF &rect, const PlanFigure &f, const FigureStyle &style, QPointF pos)
{
    const HeatLayout l = heatLayout(rect, f, style);
    for (std::size_t r = 0; r < f.raters.size(); ++r)
        for (std::size_t i = 0; i < f.items.size(); ++i)
            if (cellRect(l, i, r).contains(pos))
                return int(r * f.items.size() + i);
    return -1;
}

Result<PlanFigure> preparePlanFigure(const models::AnalysisBundle &bundle, const FigureRequest &request, PlanFigureKind kind,
                                     const QString &caption)
{
    models::PlanPtr plan = request.plan;
    if (!plan) {
        auto computed = models::computePlan(bundle, models::planOptions(bundle, {}, {}, 200, request.seed));
        if (!computed)
            return computed.error();
        plan = *computed;
    }
    PlanFigureRequest r;
    r.dimension = request.dimension.toStdString();
    r.group = request.group.toStdString();
    r.condition = request.condition.toStdString();
    return makePlanFigure(*plan, r, kind, caption);
}

} // namespace rl::widgets
