// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/figurestyle.h"

#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

/// Small shared pieces of the painted charts: "nice" axis ticks, the value ↔ pixel mapping of a
/// panel, and the frame/grid/tick drawing every scatter panel uses.
namespace rl::widgets {

struct Range {
    double lo = 0;
    double hi = 1;
    double span() const { return hi - lo; }
    bool contains(double v) const { return v >= lo && v <= hi; }
};

/// Heckbert's nice numbers: ticks at multiples of 1, 2 or 5 × 10^k covering [lo, hi], about `target` of them.
std::vector<double> niceTicks(double lo, double hi, int target = 5);
/// Widen [lo, hi] to the outermost nice ticks (a zero-width range becomes lo ± 1).
Range niceRange(double lo, double hi, int target = 5);
/// `range` widened by `fraction` of its span at both ends, so that a point at the data's extreme (often a
/// scale's end, which a nice range ends on) is drawn whole inside the plot frame; ticks stay nice.
Range paddedRange(const Range &range, double fraction = 0.04);
/// A tick label with just enough decimals for the tick spacing (U+2212 minus).
QString tickLabel(double value, double step);

/// Maps data coordinates to a plot rectangle (y grows upwards).
struct PlotMapping {
    QRectF plot;
    Range x;
    Range y;
    QPointF map(double vx, double vy) const
    {
        return {plot.left() + (vx - x.lo) / x.span() * plot.width(), plot.bottom() - (vy - y.lo) / y.span() * plot.height()};
    }
    double mapY(double vy) const { return plot.bottom() - (vy - y.lo) / y.span() * plot.height(); }
    double mapX(double vx) const { return plot.left() + (vx - x.lo) / x.span() * plot.width(); }
};

/// Ticks of an axis `length` long whose labels (in `font`) never touch: the most ticks, from about 5
/// down to 2, whose neighbouring labels keep a gap of half a line between them (horizontal: label
/// widths; vertical: the line height); when even two do not fit, the lower end alone. `step` gives
/// the labels' decimals.
struct AxisTicks {
    std::vector<double> values;
    double step = 1;
};
AxisTicks fittedTicks(const Range &range, double length, const QFont &font, bool horizontal);

/// Facets in rows: how many of `count` panels at least `minWidth` wide fit side by side in `width`
/// with `gap` between them, then balanced so the last row is as full as the others (8 in rows of 5
/// becomes 4 + 4). At least 1.
int facetColumns(int count, double width, double minWidth, double gap);

/// Grid lines at the ticks, the frame, and tick labels on the left/bottom when asked. The ticks are
/// fittedTicks() of the plot's size, so labels never run together.
void paintPanelAxes(QPainter &painter, const PlotMapping &m, const FigureStyle &style, bool yLabels, bool xLabels);

/// Space the tick labels need left of and below a plot (below: the tick, a gap that keeps the lowest
/// y label clear of the first x label, and the label).
double yTickLabelWidth(const Range &y, const FigureStyle &style);
double xTickLabelHeight(const FigureStyle &style);
/// Half the widest x tick label: how far labels reach past a plot's left and right edges.
double xTickLabelOverhang(const Range &x, const FigureStyle &style);
/// How far the top y tick label reaches above a plot (half the tick font's height).
double yTickLabelOverhang(const FigureStyle &style);

} // namespace rl::widgets
