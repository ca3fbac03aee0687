// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stereotales/stfigures.h"

#include "widgets/stereotales/stfigure.h"

#include <QCoreApplication>

namespace rl::widgets::stereotales {

QStringList stFigureNames() { return {QStringLiteral("st-heatmap"), QStringLiteral("st-harm")}; }

QString stFigureDescription(const QString &name)
{
    if (name == QLatin1String("st-heatmap"))
        return QStringLiteral("StereoTales: reported associations per model x language");
    if (name == QLatin1String("st-harm"))
        return QStringLiteral("StereoTales: human vs model mean harm per association (Spearman rho), per-attribute difference");
    return {};
}

QString stCaption(const models::stereotales::StResult &result)
{
    return result.synthetic() ? QCoreApplication::translate("StFigure", "synthetic demo") : QString();
}

Result<PreparedFigure> prepareStFigure(std::shared_ptr<const models::stereotales::StResult> result, const StFigureRequest &request,
                                       const FigureStyle &style)
{
    if (!result)
        return Error {ErrorCode::NotFound, "no StereoTales analysis"};
    PreparedFigure out;
    out.title = request.name;
    if (request.name == QLatin1String("st-heatmap")) {
        auto figure = std::make_shared<HeatmapFigure>(makeHeatmapFigure(*result, stCaption(*result)));
        const std::size_t rows = figure->models.size();
        out.paint = [figure, style](QPainter &p, const QRectF &rect) { paintHeatmapFigure(p, rect, *figure, style); };
        out.heightInches = pageHeightFunction([rows](double) { return heatmapFigureHeight(rows); });
        return out;
    }
    if (request.name == QLatin1String("st-harm")) {
        if (!result->hasHarm)
            return Error {ErrorCode::NotFound, "the project has no harm ratings (import harm.csv first)"};
        auto figure = std::make_shared<HarmFigure>(makeHarmFigure(*result, stCaption(*result)));
        out.paint = [figure, style](QPainter &p, const QRectF &rect) { paintHarmFigure(p, rect, *figure, style); };
        out.heightInches = pageHeightFunction([](double width) { return harmFigureHeight(width); });
        return out;
    }
    return Error {ErrorCode::NotFound, "no StereoTales figure '" + request.name.toStdString() + "'"};
}

} // namespace rl::widgets::stereotales
