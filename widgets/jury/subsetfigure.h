// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/jury/juryresult.h"
#include "models/jury/subsetfilter.h"
#include "widgets/chartaxes.h"
#include "widgets/figurestyle.h"

#include <QString>

#include <cstdint>
#include <vector>

class QPainter;

namespace rl::widgets::jury {

/// The subset explorer's figure (docs/methods.md §8, "Subset search"): left, ρ of every subset of size ≥ 2 against its
/// summed input price with the Pareto front (no other subset is both cheaper or as cheap and at
/// least as good, one of them strictly); right, the best ρ by panel size with the best single
/// judge's ρ as a dashed line. Built from one SubsetSearch; nothing is computed but the front.
struct SubsetPoint {
    double price = 0;            ///< Σ input $/1M tokens of the members, or their cost per 1,000 items (SubsetFigure::basis)
    double rho = 0;
    std::uint32_t mask = 0;      ///< over the search's table columns
    int size = 0;
};

struct SubsetFigure {
    std::vector<SubsetPoint> points;      ///< subsets with a finite ρ and known prices
    int unpriced = 0;                     ///< subsets with a finite ρ left out: a member's price is unknown
    std::vector<int> front;               ///< indices into points on the Pareto front, by ascending price
    std::vector<std::pair<int, double>> bestBySize; ///< (size, best ρ) for sizes 2..k with a finite ρ
    double bestSingleRho = 0;             ///< NaN when none
    QString bestSingleName;
    QString title;                        ///< corpus · condition · aggregate
    QString caption;                      ///< "synthetic judges" for a demo study
    bool cheapOnly = false;
    models::jury::PriceBasis basis = models::jury::PriceBasis::InputPerMTok; ///< what the x axis (price) is
    std::uint32_t selectedMask = 0;       ///< ringed when non-zero
    Range x, y, sizes;

    int indexOfMask(std::uint32_t mask) const;
};

/// Indices of the points on the Pareto front (minimise price, maximise ρ), by ascending price.
std::vector<int> paretoFront(const std::vector<SubsetPoint> &points);

/// The figure of `search` (index into result.analysis.searches) over the subsets that pass `filter`
/// (the subset table's rows); `cheapOnly` keeps the subsets whose members are all cheap.
SubsetFigure makeSubsetFigure(const models::jury::JuryResult &result, int search, const models::jury::SubsetFilter &filter);
SubsetFigure makeSubsetFigure(const models::jury::JuryResult &result, int search, bool cheapOnly);

/// One paint routine for the view and the exporters.
void paintSubsetFigure(QPainter &painter, const QRectF &rect, const SubsetFigure &figure, const FigureStyle &style);

/// The scatter panel's mapping as paintSubsetFigure lays it out.
PlotMapping subsetScatterMapping(const QRectF &rect, const SubsetFigure &figure, const FigureStyle &style);

/// The point (index into points) nearest `pos` within `tolerance` in the scatter panel, -1 when none.
int subsetHitTest(const QRectF &rect, const SubsetFigure &figure, const FigureStyle &style, QPointF pos, double tolerance);

/// A sensible export height in inches for a width in inches (two panels side by side, title, legend, caption).
double subsetFigureHeight(double width);

} // namespace rl::widgets::jury
