// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/compare/comparison.h"
#include "engine/core/result.h"
#include "widgets/chartaxes.h"
#include "widgets/figurestyle.h"

#include <QPointF>
#include <QRectF>
#include <QString>

#include <limits>
#include <vector>

class QPainter;

namespace rl::analysis {
struct RatingAnalysis;
}

/// The condition comparison as forest plots: one panel per statistic (rows = conditions, a point at
/// the estimate with its CI as whiskers, a dashed reference line), either every statistic of one
/// dimension over all items, or one statistic per group as small multiples. Panels wrap into rows
/// of panels that share the condition labels at their left; the x axis of each panel fits its own
/// estimates and CIs. Built from the engine's Comparison only (nothing is computed here).
namespace rl::widgets {

/// The display name of a statistic (r, ρ, bias, LoA low, …), translated ("ComparisonFigure" context).
QString comparisonStatisticLabel(analysis::compare::Statistic s);

struct ForestRow {
    QString label;       ///< the condition's display label
    int condition = -1;  ///< Comparison::conditions index
    double value = std::numeric_limits<double>::quiet_NaN();
    double ciLow = std::numeric_limits<double>::quiet_NaN();
    double ciHigh = std::numeric_limits<double>::quiet_NaN();
    std::size_t n = 0;
};

struct ForestPanel {
    QString title;       ///< the statistic (every-statistic mode) or the group with its n (per-group mode)
    analysis::compare::Statistic statistic = analysis::compare::Statistic::PearsonR;
    int group = 0;
    std::vector<ForestRow> rows; ///< Comparison::conditions order
    Range x;
    double reference = std::numeric_limits<double>::quiet_NaN(); ///< dashed line; NaN = none
};

struct ComparisonFigureRequest {
    int dimension = 0;   ///< Comparison::dimensions index
    int statistic = -1;  ///< -1: every statistic of the dimension over all items; else a Statistic, per group
};

struct ComparisonFigure {
    std::vector<ForestPanel> panels;
    QStringList rowLabels;  ///< the conditions, top to bottom
    QString note;           ///< common items, CI level, bootstrap B and seed, what the dashed line is
    QString caption;        ///< "synthetic demo" for a demo study
};

/// Reference lines: 0 for bias, the limits and Δα; for W1SD the human leave-one-out W1SD of the
/// group and for κ the verdict threshold κ* when `analysis` (the analysis the comparison came from)
/// is given; none for r, ρ, accuracy and macro-F1.
ComparisonFigure makeComparisonFigure(const analysis::compare::Comparison &comparison,
                                      const ComparisonFigureRequest &request,
                                      const analysis::RatingAnalysis *analysis = nullptr, const QString &caption = {});

/// The paint routine shared by the view and the exporter.
void paintComparison(QPainter &painter, const QRectF &rect, const ComparisonFigure &figure, const FigureStyle &style);

/// The natural height for a width (same units as the style's font).
double comparisonPreferredHeight(const ComparisonFigure &figure, double width, const FigureStyle &style);

struct ComparisonHit {
    int panel = -1;
    int row = -1;
};
/// The panel and row under `pos`, as paintComparison lays them out.
ComparisonHit comparisonHitTest(const QRectF &rect, const ComparisonFigure &figure, const FigureStyle &style, QPointF pos);

} // namespace rl::widgets

namespace rl::models {
struct AnalysisBundle;
}
namespace rl::widgets {
struct FigureRequest;

/// The catalog's `comparison` figure: the request's comparison, or one computed now (blocking) from
/// its conditions, bootstrap and seed; its dimension (name; empty = the first) and statistic (a
/// metrics.csv name; empty = every statistic). Errors: NotFound (dimension, statistic, condition),
/// Validation (the engine's: 2–8 conditions).
Result<ComparisonFigure> prepareComparisonFigure(const models::AnalysisBundle &bundle, const FigureRequest &request,
                                                 const QString &caption);

} // namespace rl::widgets
