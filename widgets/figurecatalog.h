// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "models/analysisbundle.h"
#include "widgets/figureexporter.h"
#include "widgets/figurestyle.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace rl::models {
struct AnalysisBundle;
}
namespace rl::analysis::compare {
struct Comparison;
}
namespace rl::analysis::plan {
struct StudyPlan;
}

/// The named figures RaterLab exports, shared by the views' "Export figure…" and
/// `raterlab-cli export-figure`, so both write identical files:
///   bland-altman           Bland–Altman plots of 1–8 conditions side by side (overall)
///   bland-altman-emotions  the same faceted by the grouping factor's levels (emotion): small multiples on
///                          shared axes (see BlandAltmanFigure)
///   confusion              confusion heatmaps with per-class P/R/F1 of 1–8 conditions: the classification,
///                          or (`dimension`) a categorical dimension against its human plurality
///   verdicts               the replaceability verdict matrix
///   comparison             forest plots of 2–8 conditions compared on their common items (widgets/compare)
///   plan_heatmap           planning by resampling: stability of the verdict per design, items × raters per item
///   plan_curves            the same as curves against the items, one line per raters value, with costs (widgets/plan)
namespace rl::widgets {

struct FigureRequest {
    QString name;
    QStringList conditions;   ///< condition ids; empty = every condition (at most 8, study order)
    QString dimension;        ///< Bland–Altman: analysed dimension name; empty = the first. Confusion: empty or
                              ///< "classification" = the classification, else a categorical dimension
    bool proportional = false;///< Bland–Altman: draw the proportional-bias line
    int highlightedItem = -1;
    std::optional<models::VerdictThresholds> thresholds; ///< verdicts: other than the analysis options
    /// comparison: the view's result (else computed from `conditions`, default the first 8, with
    /// `bootstrap` resamples and `seed`); `statistic` a metrics.csv name for one statistic per group,
    /// empty for every statistic of the dimension over all items.
    std::shared_ptr<const analysis::compare::Comparison> comparison;
    QString statistic;
    std::size_t bootstrap = 2000;
    std::uint64_t seed = 42;
    /// plan_heatmap, plan_curves: the view's plan (else planned now with the engine's default designs, 200 draws
    /// and `seed`), and its row: `dimension` (empty = the first), `group` (empty = all) and `condition` (a
    /// condition id; empty = all, the cell's verdict).
    std::shared_ptr<const analysis::plan::StudyPlan> plan;
    QString group;
    QString condition;
};

struct PreparedFigure {
    QString title;
    /// Paints in figure units (points) with the export style, inside the rectangle it is given (the
    /// exporter gives it the page less its margins: figureContentRect).
    FigurePaintFn paint;
    /// The natural page height for a page width (both in inches), margins included: every catalog
    /// builds it with pageHeightFunction() from the figure's own preferred height.
    std::function<double(double widthInches)> heightInches;
};

QStringList figureNames();
QString figureDescription(const QString &name); ///< one line, English (CLI help)

/// Errors: NotFound (unknown figure, condition or dimension), Validation (more than 8 conditions).
Result<PreparedFigure> prepareFigure(std::shared_ptr<const models::AnalysisBundle> bundle, const FigureRequest &request,
                                     const FigureStyle &style = exportFigureStyle());

} // namespace rl::widgets
