// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "widgets/figurestyle.h"

#include <QPointF>
#include <QRectF>
#include <QString>

#include <cstddef>
#include <limits>
#include <string>
#include <vector>

class QPainter;

namespace rl::analysis::plan {
struct StudyPlan;
}

/// Planning the study (engine/analysis/plan/resampling.h) as two figures of one dimension × group × condition
/// row of plan.csv: the stability heat map (items m across, raters per item k up, each cell coloured and
/// labelled with verdict_stable, the cells reaching the target outlined) and the stability curves
/// (verdict_stable against m, one line per k, Clopper–Pearson 95 % intervals as bars, the target dashed; under
/// the item ticks two rows of costs: the human ratings m k of the fewest and the most raters per item, and the
/// model cost in USD of m items). Built from the engine's StudyPlan only (nothing is computed here).
namespace rl::widgets {

struct PlanFigureRequest {
    std::string dimension; ///< empty: the plan's first
    std::string group;     ///< empty: "all"
    std::string condition; ///< empty: "all" (the cell's verdict)
};

struct PlanCell {
    std::size_t items = 0;
    std::size_t raters = 0;
    std::size_t stableDraws = 0;
    std::size_t draws = 0;
    std::size_t humanRatings = 0;
    double stable = std::numeric_limits<double>::quiet_NaN();
    double ciLow = std::numeric_limits<double>::quiet_NaN();
    double ciHigh = std::numeric_limits<double>::quiet_NaN();
    double costUsd = std::numeric_limits<double>::quiet_NaN();
};

struct PlanFigure {
    std::vector<std::size_t> items;  ///< the designs' m, ascending (heat map columns, curve x positions)
    std::vector<std::size_t> raters; ///< the designs' k, ascending (heat map rows from the bottom, curves)
    std::vector<PlanCell> cells;     ///< raters-major: cells[r * items.size() + i]; one per design
    double target = 0.95;
    QString title;   ///< dimension, group, condition and the whole study's decision
    QString note;    ///< what the colours, bars, lines and cost rows are; draws and seed
    QString caption; ///< "synthetic demo" for a demo study

    const PlanCell *cell(std::size_t itemIndex, std::size_t raterIndex) const;
};

enum class PlanFigureKind { Heatmap, Curves };

/// Errors: NotFound (no row of plan.csv is that dimension × group × condition).
Result<PlanFigure> makePlanFigure(const analysis::plan::StudyPlan &plan, const PlanFigureRequest &request,
                                  PlanFigureKind kind, const QString &caption = {});

/// The paint routines shared by the view and the exporter.
void paintPlanHeatmap(QPainter &painter, const QRectF &rect, const PlanFigure &figure, const FigureStyle &style);
void paintPlanCurves(QPainter &painter, const QRectF &rect, const PlanFigure &figure, const FigureStyle &style);

/// The natural height for a width (same units as the style's font).
double planPreferredHeight(const PlanFigure &figure, PlanFigureKind kind, double width, const FigureStyle &style);

/// The heat map's design under `pos` (index into cells), -1 when none.
int planHeatmapHitTest(const QRectF &rect, const PlanFigure &figure, const FigureStyle &style, QPointF pos);

} // namespace rl::widgets

namespace rl::models {
struct AnalysisBundle;
}
namespace rl::widgets {
struct FigureRequest;

/// The catalog's `plan_heatmap` and `plan_curves` figures: the request's plan, or one planned now (blocking)
/// with the engine's default designs, 200 draws and the request's seed; its dimension (empty = the first),
/// group (empty = all) and condition (empty = all: the verdict). Errors: NotFound, the engine's.
Result<PlanFigure> preparePlanFigure(const models::AnalysisBundle &bundle, const FigureRequest &request,
                                     PlanFigureKind kind, const QString &caption);

} // namespace rl::widgets
