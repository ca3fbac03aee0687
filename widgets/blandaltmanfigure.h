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
/// overall or faceted by emotion (one row per emotion), with or without the proportional-bias line.
struct BlandAltmanRequest {
    std::vector<int> conditions; ///< RatingAnalysis::conditions indices, in panel order
    int dimension = 0;           ///< RatingAnalysis::dimensions index
    bool perEmotion = false;
    bool proportional = false;
};

/// One panel: a condition within one group of items. Points are (m_j, d_j) = ((M_j + x_j)/2, M_j − x_j);
/// the reference lines come from the engine's BlandAltmanResult of the same cell.
struct BlandAltmanPanel {
    QString title;                  ///< the condition's label, whole (wrapped onto lines when narrow, never elided)
    QString facet;                  ///< the emotion of a faceted panel, drawn under the title
    int condition = -1;             ///< RatingAnalysis::conditions index
    int group = 0;                  ///< RatingAnalysis::groups index
    std::vector<QPointF> points;
    std::vector<int> items;         ///< Study item of each point
    std::vector<int> colours;       ///< categorical colour index (emotion level), −1 = neutral grey
    agreement::BlandAltmanResult ba;
};

/// Layout (paintBlandAltman): the conditions wrap into as many rows of panels as the width needs
/// (facetColumns), each faceted emotion row repeated per row of conditions; every panel carries a
/// small legend with its values under its x axis — bias, 95% limits of agreement and, when drawn, the
/// proportional-bias slope with its p — each after a sample of its line; the y axis names the sign
/// convention, d = human mean − model (methods.md §1.2).
struct BlandAltmanFigure {
    std::vector<BlandAltmanPanel> panels; ///< row-major over the logical grid: rows (groups) × columns (conditions)
    int columns = 1;                      ///< conditions
    int rows = 1;                         ///< groups (1, or one per emotion)
    Range x;                        ///< shared by every panel
    Range y;
    QString xLabel;
    QString yLabel;
    std::vector<std::pair<QString, QColor>> legend; ///< emotion colours
    bool proportional = false;
    QString caption;                ///< "synthetic demo" for a demo study
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

/// A sensible height for a width (panels about 3:4 tall, plus legend, axis labels and caption).
double blandAltmanPreferredHeight(const BlandAltmanFigure &figure, double width, const FigureStyle &style);

} // namespace rl::widgets
