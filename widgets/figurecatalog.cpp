// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/figurecatalog.h"

#include "models/analysisbundle.h"
#include "widgets/blandaltmanfigure.h"
#include "widgets/compare/comparisonfigure.h"
#include "widgets/confusionfigure.h"
#include "widgets/plan/planfigure.h"
#include "widgets/verdictfigure.h"

#include <QCoreApplication>

namespace rl::widgets {

namespace {

constexpr int kMaxSideBySide = 8;

Result<std::vector<int>> conditionIndices(const models::AnalysisBundle &b, const QStringList &ids)
{
    std::vector<int> out;
    const auto &conditions = b.analysis.conditions;
    if (ids.isEmpty()) {
        for (int c = 0; c < std::min<int>(kMaxSideBySide, static_cast<int>(conditions.size())); ++c)
            out.push_back(c);
        return out;
    }
    for (const QString &id : ids) {
        int found = -1;
        for (std::size_t c = 0; c < conditions.size(); ++c)
            if (conditions[c].id == id.toStdString())
                found = static_cast<int>(c);
        if (found < 0)
            return Error {ErrorCode::NotFound, "no model condition '" + id.toStdString() + "' in the analysis"};
        out.push_back(found);
    }
    if (static_cast<int>(out.size()) > kMaxSideBySide)
        return Error {ErrorCode::Validation, "at most 8 conditions side by side"};
    return out;
}

QString syntheticCaption(const models::AnalysisBundle &b)
{
    return b.study && b.study->synthetic
        ? QCoreApplication::translate("FigureCatalog", "synthetic demo (seed %1)").arg(b.study->demoSeed)
        : QString();
}

} // namespace

QStringList figureNames()
{
    return {QStringLiteral("bland-altman"), QStringLiteral("bland-altman-emotions"), QStringLiteral("confusion"),
            QStringLiteral("verdicts"), QStringLiteral("comparison"), QStringLiteral("plan_heatmap"),
            QStringLiteral("plan_curves")};
}

QString figureDescription(const QString &name)
{
    if (name == QLatin1String("bland-altman"))
        return QStringLiteral("Bland-Altman plots, conditions side by side, shared axes (--condition, --dimension)");
    if (name == QLatin1String("bland-altman-emotions"))
        return QStringLiteral("Bland-Altman plots faceted by the grouping factor (emotion), conditions side by side, shared axes (--condition, --dimension)");
    if (name == QLatin1String("confusion"))
        return QStringLiteral("confusion heatmaps with counts, row percentages and per-class P/R/F1 (--condition); "
                              "--dimension NAME: a categorical dimension against its human plurality");
    if (name == QLatin1String("verdicts"))
        return QStringLiteral("replaceability verdict matrix, groups (all, factor levels) x dimensions");
    if (name == QLatin1String("comparison"))
        return QStringLiteral("forest plots of 2-8 conditions on their common items (--condition, --dimension, --statistic, --bootstrap, --seed)");
    if (name == QLatin1String("plan_heatmap"))
        return QStringLiteral("planning by resampling: share of draws keeping the verdict per design, items x raters per item "
                              "(engine default designs, 200 draws, --seed; --dimension)");
    if (name == QLatin1String("plan_curves"))
        return QStringLiteral("planning by resampling: stability against the items, one line per raters value, Clopper-Pearson "
                              "intervals, human ratings and model cost under the items (--seed, --dimension)");
    return {};
}

Result<PreparedFigure> prepareFigure(std::shared_ptr<const models::AnalysisBundle> bundle, const FigureRequest &request,
                                     const FigureStyle &style)
{
    if (!bundle)
        return Error {ErrorCode::NotFound, "no analysis"};
    const models::AnalysisBundle &b = *bundle;
    PreparedFigure out;
    out.title = request.name;
    if (request.name.startsWith(QLatin1String("bland-altman"))) {
        auto conditions = conditionIndices(b, request.conditions);
        if (!conditions)
            return conditions.error();
        BlandAltmanRequest r;
        r.conditions = *conditions;
        r.perEmotion = request.name == QLatin1String("bland-altman-emotions");
        r.proportional = request.proportional;
        r.dimension = request.dimension.isEmpty() ? 0 : b.analysis.dimensionIndex(request.dimension.toStdString());
        if (r.dimension < 0 || std::size_t(r.dimension) >= b.pairs.size())
            return Error {ErrorCode::NotFound, "no analysed dimension '" + request.dimension.toStdString() + "'"};
        auto figure = std::make_shared<BlandAltmanFigure>(makeBlandAltmanFigure(b, r));
        figure->highlightedItem = request.highlightedItem;
        out.paint = [figure, style](QPainter &p, const QRectF &rect) { paintBlandAltman(p, rect, *figure, style); };
        out.heightInches = pageHeightFunction([figure, style](double w) { return blandAltmanPreferredHeight(*figure, w * 72, style) / 72; });
        return out;
    }
    if (request.name == QLatin1String("confusion")) {
        auto conditions = conditionIndices(b, request.conditions);
        if (!conditions)
            return conditions.error();
        const int source = models::confusionSource(b.analysis, request.dimension.toStdString());
        if (source == models::kNoConfusion)
            return Error {ErrorCode::NotFound, request.dimension.isEmpty()
                              ? std::string("the analysis has no classification and no categorical dimension with human labels")
                              : "no classification or categorical dimension '" + request.dimension.toStdString() + "'"};
        auto figure = std::make_shared<ConfusionFigure>(makeConfusionFigure(b, *conditions, source));
        out.paint = [figure, style](QPainter &p, const QRectF &rect) { paintConfusion(p, rect, *figure, style); };
        out.heightInches = pageHeightFunction([figure, style](double w) { return confusionPreferredHeight(*figure, w * 72, style) / 72; });
        return out;
    }
    if (request.name == QLatin1String("verdicts")) {
        auto figure = std::make_shared<VerdictFigure>();
        figure->verdicts = b.verdictsWith(request.thresholds);
        figure->caption = syntheticCaption(b);
        out.paint = [figure, style](QPainter &p, const QRectF &rect) { paintVerdictMatrix(p, rect, *figure, style); };
        out.heightInches = pageHeightFunction([figure, style](double w) { return verdictPreferredHeight(*figure, w * 72, style) / 72; });
        return out;
    }
    if (request.name == QLatin1String("comparison")) {
        auto figure = prepareComparisonFigure(b, request, syntheticCaption(b));
        if (!figure)
            return figure.error();
        auto shared = std::make_shared<ComparisonFigure>(std::move(*figure));
        out.paint = [shared, style](QPainter &p, const QRectF &rect) { paintComparison(p, rect, *shared, style); };
        out.heightInches = pageHeightFunction([shared, style](double w) { return comparisonPreferredHeight(*shared, w * 72, style) / 72; });
        return out;
    }
    if (request.name == QLatin1String("plan_heatmap") || request.name == QLatin1String("plan_curves")) {
        const PlanFigureKind kind = request.name == QLatin1String("plan_heatmap") ? PlanFigureKind::Heatmap : PlanFigureKind::Curves;
        auto figure = preparePlanFigure(b, request, kind, syntheticCaption(b));
        if (!figure)
            return figure.error();
        auto shared = std::make_shared<PlanFigure>(std::move(*figure));
        if (kind == PlanFigureKind::Heatmap)
            out.paint = [shared, style](QPainter &p, const QRectF &rect) { paintPlanHeatmap(p, rect, *shared, style); };
        else
            out.paint = [shared, style](QPainter &p, const QRectF &rect) { paintPlanCurves(p, rect, *shared, style); };
        out.heightInches = pageHeightFunction(
            [shared, style, kind](double w) { return planPreferredHeight(*shared, kind, w * 72, style) / 72; });
        return out;
    }
    return Error {ErrorCode::NotFound, "no figure named '" + request.name.toStdString() + "' (see --help)"};
}

} // namespace rl::widgets
