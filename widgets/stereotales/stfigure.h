// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/stereotales/stresult.h"
#include "widgets/chartaxes.h"
#include "widgets/figurestyle.h"

#include <QPointF>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

class QPainter;

/// The StereoTales figures, each one paint routine for the view and the exporters:
///   heatmap  reported associations per model (rows) × language (columns; one "all" column for a
///            per-model analysis), the count in each cell, shaded by it
///   harm     left: human vs LLM mean harm rating per association and harm-rater model (one point per
///            model that rated an association people rated too; colour and marker per model, named in
///            the legend under the title; hover: the association, model and both means), the pooled
///            Spearman ρ in the title, the identity line dashed; right: per attribute B the mean signed
///            difference (model − human) as bars
namespace rl::widgets::stereotales {

struct HeatmapFigure {
    QStringList models;           ///< rows
    QStringList languages;        ///< columns
    std::vector<std::vector<int>> counts; ///< [model][language]
    int maximum = 0;
    QString title, caption;
};

HeatmapFigure makeHeatmapFigure(const models::stereotales::StResult &result, const QString &caption);
void paintHeatmapFigure(QPainter &painter, const QRectF &rect, const HeatmapFigure &figure, const FigureStyle &style);
/// The (model, language column) under `pos` as paintHeatmapFigure lays it out, (-1, -1) when none.
std::pair<int, int> heatmapHitTest(const QRectF &rect, const HeatmapFigure &figure, const FigureStyle &style, QPointF pos);
double heatmapFigureHeight(std::size_t models);

struct HarmPoint {
    double human = 0, model = 0;  ///< the association's mean human rating, the model's mean rating of it
    int attribute = 0;            ///< index into HarmFigure::attributes
    int modelIndex = 0;           ///< index into HarmFigure::models (colour and marker)
    QString label;                ///< "A=a → B=b"
};

struct HarmBar {
    QString attribute;
    double meanDifference = 0;    ///< NaN: no association rated by both
};

struct HarmFigure {
    std::vector<HarmPoint> points;   ///< per association rated by people and per model that rated it
    QStringList models;              ///< harm-rater model conditions (the legend), in name order
    QStringList attributes;          ///< compared attributes B, in name order (the bars)
    std::vector<HarmBar> bars;       ///< per attribute B
    double rho = 0;                  ///< Spearman ρ (NaN when undefined)
    std::size_t n = 0;               ///< associations compared (the pooled ρ's)
    QString title, caption;
};

HarmFigure makeHarmFigure(const models::stereotales::StResult &result, const QString &caption);
void paintHarmFigure(QPainter &painter, const QRectF &rect, const HarmFigure &figure, const FigureStyle &style);
double harmFigureHeight(double widthInches);
/// The scatter panel's mapping as paintHarmFigure lays it out.
PlotMapping harmScatterMapping(const QRectF &rect, const HarmFigure &figure, const FigureStyle &style);
/// The scatter's point (index into points) nearest `pos` within `tolerance` as paintHarmFigure lays it out, -1 when none.
int harmHitTest(const QRectF &rect, const HarmFigure &figure, const FigureStyle &style, QPointF pos, double tolerance);
/// The tooltip of a point: the association, the model, the human and the LLM mean harm.
QString harmPointTip(const HarmFigure &figure, int point);

} // namespace rl::widgets::stereotales
