// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/jury/subsetfigure.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <bit>
#include <cmath>

namespace rl::widgets::jury {

namespace aj = analysis::jury;

namespace {

struct Layout {
    QRectF title;
    QStringList titleLines;
    QRectF caption;
    QRectF legend;
    QStringList legendLines;
    PlotMapping scatter;
    PlotMapping sizes;
    double line = 0;
};

QString scatterXTitle(models::jury::PriceBasis basis)
{
    return basis == models::jury::PriceBasis::Per1000Items
        ? QCoreApplication::translate("SubsetFigure", "Cost of the panel per 1,000 items (USD, journal)")
        : QCoreApplication::translate("SubsetFigure", "Σ input price of the panel (USD / 1M tokens)");
}
QString sizesXTitle() { return QCoreApplication::translate("SubsetFigure", "Panel size"); }

QString legendText(const SubsetFigure &f)
{
    QString text = QCoreApplication::translate("SubsetFigure", "Red: Pareto front (%n panel(s))", nullptr, int(f.front.size()));
    if (std::isfinite(f.bestSingleRho))
        text += QStringLiteral("  ·  ") + QCoreApplication::translate("SubsetFigure", "dashed: best single judge (%1, ρ = %2)")
                                              .arg(f.bestSingleName, QString::number(f.bestSingleRho, 'f', 3));
    return text;
}

Layout layoutOf(const QRectF &rect, const SubsetFigure &f, const FigureStyle &style)
{
    Layout l;
    QRectF area = rect;
    l.line = QFontMetricsF(style.font).height();
    l.caption = takeCaptionBand(area, f.caption, l.line);
    // Title and legend wrap at the figure's width (a one-column figure is narrow).
    l.titleLines = wrapFigureText(f.title, style.titleFont(), area.width());
    const double titleHeight = figureTextHeight(style.titleFont(), std::max<int>(1, int(l.titleLines.size())));
    l.title = QRectF(area.left(), area.top(), area.width(), titleHeight);
    area.setTop(area.top() + titleHeight + l.line * 0.3 + yTickLabelOverhang(style));
    l.legendLines = wrapFigureText(legendText(f), style.tickFont(), area.width());
    const double legendHeight = figureTextHeight(style.tickFont(), std::max<int>(1, int(l.legendLines.size())));
    const double left = yTickLabelWidth(f.y, style) + l.line * 1.4; // ticks + the rotated y label
    const double gap = l.line * 1.5;
    const double panelWidth = (area.width() - 2 * left - gap - xTickLabelOverhang(f.sizes, style)) / 2;
    // Room under the panels for the x titles as they wrap at a panel's width.
    int xLines = 1;
    for (const QString &title : {scatterXTitle(f.basis), sizesXTitle()})
        xLines = std::max(xLines, int(wrapFigureText(title, style.font, std::max(10.0, panelWidth)).size()));
    const double bottom = xTickLabelHeight(style) + figureTextHeight(style.font, xLines) + l.line * 0.3;
    const double height = std::max(10.0, area.height() - bottom - legendHeight - l.line * 0.2); // the legend under the panels
    l.legend = QRectF(area.left(), area.top() + height + bottom, area.width(), legendHeight);
    l.scatter.plot = QRectF(area.left() + left, area.top(), std::max(10.0, panelWidth), height);
    l.scatter.x = f.x;
    l.scatter.y = f.y;
    l.sizes.plot = QRectF(l.scatter.plot.right() + gap + left, area.top(), std::max(10.0, panelWidth), height);
    l.sizes.x = f.sizes;
    l.sizes.y = f.y;
    return l;
}

void axisLabels(QPainter &p, const PlotMapping &m, const FigureStyle &style, double line, const QString &x, const QString &y)
{
    p.save();
    p.setFont(style.font);
    p.setPen(style.text);
    drawFigureLines(p, QRectF(m.plot.left(), m.plot.bottom() + xTickLabelHeight(style), m.plot.width(), line * 4),
                    Qt::AlignHCenter | Qt::AlignTop, wrapFigureText(x, style.font, m.plot.width()), x);
    p.translate(m.plot.left() - yTickLabelWidth(m.y, style) - line * 0.3, m.plot.center().y());
    p.rotate(-90);
    drawFigureText(p, QRectF(-m.plot.height() / 2, -line, m.plot.height(), line), Qt::AlignCenter, y);
    p.restore();
}

} // namespace

int SubsetFigure::indexOfMask(std::uint32_t mask) const
{
    for (std::size_t i = 0; i < points.size(); ++i)
        if (points[i].mask == mask)
            return int(i);
    return -1;
}

std::vector<int> paretoFront(const std::vector<SubsetPoint> &points)
{
    std::vector<int> order(points.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    // By price ascending, ties by ρ descending: a point is on the front when its ρ beats every cheaper one's.
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const auto &pa = points[std::size_t(a)], &pb = points[std::size_t(b)];
        return pa.price != pb.price ? pa.price < pb.price : pa.rho > pb.rho;
    });
    std::vector<int> front;
    double best = -std::numeric_limits<double>::infinity();
    for (int i : order)
        if (points[std::size_t(i)].rho > best) {
            front.push_back(i);
            best = points[std::size_t(i)].rho;
        }
    return front;
}

SubsetFigure makeSubsetFigure(const models::jury::JuryResult &result, int search, bool cheapOnly)
{
    models::jury::SubsetFilter filter;
    filter.cheapOnly = cheapOnly;
    return makeSubsetFigure(result, search, filter);
}

SubsetFigure makeSubsetFigure(const models::jury::JuryResult &result, int search, const models::jury::SubsetFilter &filter)
{
    SubsetFigure f;
    f.cheapOnly = filter.cheapOnly;
    f.basis = filter.basis;
    f.bestSingleRho = aj::kNaN;
    if (result.study && result.study->synthetic)
        f.caption = QCoreApplication::translate("SubsetFigure", "Synthetic judges (simulated answers on real corpora)");
    if (search < 0 || std::size_t(search) >= result.analysis.searches.size())
        return f;
    const auto &s = result.analysis.searches[std::size_t(search)];
    const auto &t = result.data.tables[s.table];
    f.title = QStringLiteral("%1 · %2 · %3")
                  .arg(QString::fromStdString(t.corpus), QString::fromStdString(t.condition),
                       QString::fromLatin1(aj::aggregateName(s.aggregate)));
    if (filter.cheapOnly)
        f.title += QStringLiteral(" · ") + QCoreApplication::translate("SubsetFigure", "cheap judges only");
    if (!std::isnan(filter.maxPanelPrice))
        f.title += QStringLiteral(" · ")
            + (filter.basis == models::jury::PriceBasis::Per1000Items
                   ? QCoreApplication::translate("SubsetFigure", "cost ≤ %1 $/1,000 items").arg(filter.maxPanelPrice)
                   : QCoreApplication::translate("SubsetFigure", "Σ input price ≤ %1 $/1M").arg(filter.maxPanelPrice));
    if (filter.size > 0)
        f.title += QStringLiteral(" · ") + QCoreApplication::translate("SubsetFigure", "panels of %n judge(s)", nullptr, filter.size);
    const std::vector<double> price = models::jury::columnPrices(result, s, filter.basis);
    std::vector<double> best(std::size_t(s.k) + 1, aj::kNaN);
    if (s.bestSingle >= 0) {
        f.bestSingleRho = s.bestSingleRho;
        const auto &j = result.data.judges[std::size_t(t.judges[std::size_t(s.bestSingle)])];
        f.bestSingleName = QString::fromStdString(j.label.empty() ? j.id : j.label);
    }
    for (const std::uint32_t mask : models::jury::filteredSubsets(result, s, filter)) {
        const int size = std::popcount(mask);
        if (!std::isfinite(s.rho[mask]))
            continue;
        double sum = 0;
        for (int c = 0; c < s.k; ++c)
            if (mask & (1u << c))
                sum += price[std::size_t(c)];
        if (std::isnan(best[std::size_t(size)]) || s.rho[mask] > best[std::size_t(size)])
            best[std::size_t(size)] = s.rho[mask];
        if (std::isfinite(sum))
            f.points.push_back({sum, s.rho[mask], mask, size});
        else
            ++f.unpriced;
    }
    for (int size = 2; size <= s.k; ++size)
        if (std::isfinite(best[std::size_t(size)]))
            f.bestBySize.emplace_back(size, best[std::size_t(size)]);
    f.front = paretoFront(f.points);
    double xmax = 0, ylo = std::isfinite(f.bestSingleRho) ? f.bestSingleRho : aj::kNaN, yhi = ylo;
    auto widen = [&](double rho) {
        ylo = std::isnan(ylo) ? rho : std::min(ylo, rho);
        yhi = std::isnan(yhi) ? rho : std::max(yhi, rho);
    };
    for (const auto &p : f.points) {
        xmax = std::max(xmax, p.price);
        widen(p.rho);
    }
    for (const auto &[size, rho] : f.bestBySize)
        widen(rho);
    if (std::isnan(ylo)) // nothing to show: a sane ρ axis, not one stretched around an arbitrary value
        ylo = 0, yhi = 1;
    f.x = niceRange(0, xmax > 0 ? xmax : 1);
    f.y = niceRange(ylo, std::min(1.0, yhi));
    // Room above the best point for its marker (a point on the top edge is cut in half).
    f.y.hi = std::max(f.y.hi, yhi + 0.04 * (f.y.hi - f.y.lo));
    f.sizes = {1.5, double(std::max(3, s.k)) + 0.5};
    return f;
}

PlotMapping subsetScatterMapping(const QRectF &rect, const SubsetFigure &figure, const FigureStyle &style)
{
    return layoutOf(rect, figure, style).scatter;
}

void paintSubsetFigure(QPainter &p, const QRectF &rect, const SubsetFigure &f, const FigureStyle &style)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    const Layout l = layoutOf(rect, f, style);
    p.setFont(style.titleFont());
    p.setPen(style.text);
    drawFigureLines(p, l.title, Qt::AlignLeft | Qt::AlignVCenter, l.titleLines, f.title);

    // Left: every subset, the front, the selection.
    paintPanelAxes(p, l.scatter, style, true, true);
    axisLabels(p, l.scatter, style, l.line, scatterXTitle(f.basis), QCoreApplication::translate("SubsetFigure", "Spearman ρ"));
    const double markerRoom = style.pointRadius * 3.5; // the front's and the selection's markers stay whole at the edges
    p.setClipRect(l.scatter.plot.adjusted(-markerRoom, -markerRoom, markerRoom, markerRoom));
    QColor dot(0x4c, 0x72, 0xb0);
    dot.setAlphaF(style.pointAlpha * 0.6);
    p.setPen(Qt::NoPen);
    p.setBrush(dot);
    for (const auto &pt : f.points)
        p.drawEllipse(l.scatter.map(pt.price, pt.rho), style.pointRadius, style.pointRadius);
    if (std::isfinite(f.bestSingleRho)) {
        p.setPen(QPen(style.axis, style.lineWidth, Qt::DashLine));
        p.drawLine(QPointF(l.scatter.plot.left(), l.scatter.mapY(f.bestSingleRho)),
                   QPointF(l.scatter.plot.right(), l.scatter.mapY(f.bestSingleRho)));
    }
    if (!f.front.empty()) {
        const QColor frontColour(0xc4, 0x4e, 0x52);
        QPainterPath path;
        for (std::size_t i = 0; i < f.front.size(); ++i) {
            const auto &pt = f.points[std::size_t(f.front[i])];
            const QPointF q = l.scatter.map(pt.price, pt.rho);
            if (i == 0)
                path.moveTo(q);
            else {
                path.lineTo(QPointF(q.x(), path.currentPosition().y())); // a staircase: ρ holds until the next step
                path.lineTo(q);
            }
        }
        p.setPen(QPen(frontColour, style.lineWidth * 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setPen(Qt::NoPen);
        p.setBrush(frontColour);
        for (int i : f.front)
            p.drawEllipse(l.scatter.map(f.points[std::size_t(i)].price, f.points[std::size_t(i)].rho),
                          style.pointRadius * 1.4, style.pointRadius * 1.4);
    }
    if (const int sel = f.indexOfMask(f.selectedMask); sel >= 0) {
        p.setPen(QPen(style.text, style.lineWidth * 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(l.scatter.map(f.points[std::size_t(sel)].price, f.points[std::size_t(sel)].rho),
                      style.pointRadius * 3, style.pointRadius * 3);
    }
    p.setClipping(false);
    if (f.points.empty() && f.unpriced > 0) {
        p.setFont(style.tickFont());
        p.setPen(style.text);
        const QString hint = f.basis == models::jury::PriceBasis::Per1000Items
            ? QCoreApplication::translate("SubsetFigure", "No cost recorded: the journal holds no priced answers of these "
                                                          "judges, so the %n panel(s) have no place on the cost axis.",
                                          nullptr, f.unpriced)
            : QCoreApplication::translate("SubsetFigure", "No prices: give the judges their input prices "
                                                          "(Conditions) to place the %n panel(s) on the price axis.",
                                          nullptr, f.unpriced);
        const QRectF box = l.scatter.plot.adjusted(l.line * 0.5, 0, -l.line * 0.5, 0);
        drawFigureLines(p, box, Qt::AlignCenter, wrapFigureText(hint, style.tickFont(), box.width()), hint);
    }

    // Right: the best ρ by panel size against the best single judge.
    paintPanelAxes(p, l.sizes, style, true, true);
    axisLabels(p, l.sizes, style, l.line, sizesXTitle(), QCoreApplication::translate("SubsetFigure", "Best Spearman ρ"));
    if (std::isfinite(f.bestSingleRho)) {
        p.setPen(QPen(style.axis, style.lineWidth * 1.2, Qt::DashLine));
        p.drawLine(QPointF(l.sizes.plot.left(), l.sizes.mapY(f.bestSingleRho)),
                   QPointF(l.sizes.plot.right(), l.sizes.mapY(f.bestSingleRho)));
    }
    if (!f.bestBySize.empty()) {
        QPainterPath path;
        for (std::size_t i = 0; i < f.bestBySize.size(); ++i) {
            const QPointF q = l.sizes.map(f.bestBySize[i].first, f.bestBySize[i].second);
            i == 0 ? path.moveTo(q) : path.lineTo(q);
        }
        const QColor c(0x4c, 0x72, 0xb0);
        p.setPen(QPen(c, style.lineWidth * 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        for (const auto &[size, rho] : f.bestBySize)
            p.drawEllipse(l.sizes.map(size, rho), style.pointRadius * 1.4, style.pointRadius * 1.4);
    }

    // Legend under the panels.
    p.setFont(style.tickFont());
    p.setPen(style.text);
    drawFigureLines(p, l.legend, Qt::AlignHCenter | Qt::AlignTop, l.legendLines, legendText(f));
    if (!f.caption.isEmpty()) {
        p.setFont(style.tickFont());
        drawFigureText(p, l.caption, Qt::AlignLeft | Qt::AlignVCenter, f.caption);
    }
    p.restore();
}

int subsetHitTest(const QRectF &rect, const SubsetFigure &f, const FigureStyle &style, QPointF pos, double tolerance)
{
    const PlotMapping m = subsetScatterMapping(rect, f, style);
    if (!m.plot.adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(pos))
        return -1;
    int best = -1;
    double bestD = tolerance * tolerance;
    for (std::size_t i = 0; i < f.points.size(); ++i) {
        const QPointF q = m.map(f.points[i].price, f.points[i].rho);
        const double d = (q.x() - pos.x()) * (q.x() - pos.x()) + (q.y() - pos.y()) * (q.y() - pos.y());
        if (d <= bestD) {
            bestD = d;
            best = int(i);
        }
    }
    return best;
}

double subsetFigureHeight(double width) { return std::max(2.6, width * 0.5 + 0.8); }

} // namespace rl::widgets::jury
