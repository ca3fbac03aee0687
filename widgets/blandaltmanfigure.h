// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/blandaltman.h"
#include "widgets/chartaxes.h"
#include "widgets/figurestyle.h"

#include <QColor>
#include <QPointF>
#include <QString>

#include <utility>
#include <vector>

class QPainter;

namespace rl::models {
struct AnalysisBundle;
}

namespace rl::widgets {

/// Which Bland–Altman figure to build: 1–8 conditions side by side on one analysed dimension,
/// overall or faceted by the grouping factor's levels (the face study's emotions), with or without the
/// proportional-bias line.
struct BlandAltmanRequest {
    std::vector<int> conditions; ///< RatingAnalysis::conditions indices, in panel order
    int dimension = 0;           ///< RatingAnalysis::dimensions index
    bool perEmotion = false;     ///< facet by the grouping factor (named for the face study's emotion)
    bool proportional = false;
};

/// One panel: a condition within one group of items. Points are (m_j, d_j) = ((M_j + x_j)/2, M_j − x_j);
/// the reference lines come from the engine's BlandAltmanResult of the same cell.
struct BlandAltmanPanel {
    QString title;                  ///< the condition's label, whole (wrapped onto lines when narrow, never elided)
    QString facet;                  ///< the group (level of the grouping factor) of a faceted panel
    int condition = -1;             ///< RatingAnalysis::conditions index
    int group = 0;                  ///< RatingAnalysis::groups index
    std::vector<QPointF> points;
    std::vector<int> items;         ///< Study item of each point
    std::vector<int> colours;       ///< categorical colour index (emotion level; faceted: the group's level), −1 = grey
    agreement::BlandAltmanResult ba;
};

/// Layout (paintBlandAltman). Both figures share their axes (one x and one y range for every panel)
/// and name the sign convention, d = human mean − model (docs/methods.md §2), in the legend above them.
///
/// Side by side (bland-altman): the conditions wrap into as many rows of panels as the width needs
/// (facetColumns); every panel carries its tick labels and a small legend with its values under its x
/// axis — bias, limits of agreement and, when drawn, the proportional-bias slope with its p — each
/// after a sample of its line.
///
/// Faceted (bland-altman-emotions): small multiples of groups × conditions, up to 8 × 7 panels. One
/// rule places them: as many conditions side by side as fit at 3.6 lines of the figure font wide each
/// (about 0.46 in at 8 pt; balanced, facetColumns); when every condition fits with room to spare, whole
/// groups of conditions sit side by side too (balanced), so one condition's six emotions make a 3 × 2
/// grid rather than a column; when they do not fit, the conditions wrap into blocks that each hold every
/// group. Each group's panels carry its name after its colour swatch (the points wear it too); each
/// block's top row names its conditions in bold at the tick labels' size, once over a run of panels of
/// one condition; y tick labels only in the first column, x tick labels only under a panel with none
/// below it. The y axis is ±one nice step, so −s, 0 and s label even a short panel. The lines are
/// explained once in the legend; their values are in the agreement table (metrics.csv), not under each
/// small panel. An exported page gives panels 0.6 of their width in height (3 to 10 lines): 8
/// conditions × 6 emotions are about 9 in tall at 3.25 in wide. On a canvas that sets the height (a view),
/// fewer groups sit side by side when panels would be more than 1.5 times as tall as wide.
/// A study without a grouping factor has nothing to facet: the side-by-side figure, with a note saying so.
struct BlandAltmanFigure {
    std::vector<BlandAltmanPanel> panels; ///< row-major over the logical grid: rows (groups) × columns (conditions)
    int columns = 1;                      ///< conditions
    int rows = 1;                         ///< groups (1, or one per level of the grouping factor)
    bool faceted = false;                 ///< the small-multiples layout (rows are groups)
    Range x;                        ///< shared by every panel
    Range y;
    QString xLabel;
    QString yLabel;
    std::vector<std::pair<QString, QColor>> legend; ///< emotion colours (side by side)
    bool proportional = false;
    QString caption;                ///< "synthetic demo" for a demo study
    QString note;                   ///< said in the legend (e.g. that there is no grouping factor to facet by)
    int highlightedItem = -1;       ///< ringed in every panel

    std::size_t pointCount() const;
};

/// Build the figure from an analysis (no statistics are computed here: lines are the engine's).
BlandAltmanFigure makeBlandAltmanFigure(const models::AnalysisBundle &bundle, const BlandAltmanRequest &request);

/// The paint routine shared by the view and the exporter.
void paintBlandAltman(QPainter &painter, const QRectF &rect, const BlandAltmanFigure &figure, const FigureStyle &style);

/// The plot area of a panel as paintBlandAltman lays it out, and its data mapping.
PlotMapping blandAltmanMapping(const QRectF &rect, const BlandAltmanFigure &figure, const FigureStyle &style, int panel);

struct BlandAltmanHit {
    int panel = -1;
    int point = -1;
    int item = -1;
};
/// The point nearest to `pos` within `tolerance` (same units as rect), searched in the panel under `pos`.
BlandAltmanHit blandAltmanHitTest(const QRectF &rect, const BlandAltmanFigure &figure, const FigureStyle &style,
                                  QPointF pos, double tolerance);

/// A sensible height for a width (side by side: panels about 3:4 tall; faceted: 0.6 as tall as wide,
/// see BlandAltmanFigure), plus legend, axis labels and caption.
double blandAltmanPreferredHeight(const BlandAltmanFigure &figure, double width, const FigureStyle &style);

} // namespace rl::widgets
