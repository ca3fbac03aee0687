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
///   harm     left: human vs model mean harm rating per association (rated by both), coloured by
///            the compared attribute B, Spearman ρ in the title, the identity line dashed; right:
///            per attribute B the mean signed difference (model − human) as bars
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
    double human = 0, model = 0;
    int attribute = 0;            ///< index into HarmFigure::attributes (colour)
    QString label;                ///< "A=a → B=b"
};

struct HarmBar {
    QString attribute;
    double meanDifference = 0;    ///< NaN: no association rated by both
};

struct HarmFigure {
    std::vector<HarmPoint> points;   ///< the associations rated by both groups
    QStringList attributes;          ///< compared attributes B, in name order (the colours' legend)
    std::vector<HarmBar> bars;       ///< per attribute B
    double rho = 0;                  ///< Spearman ρ (NaN when undefined)
    std::size_t n = 0;               ///< associations compared
    QString title, caption;
};

HarmFigure makeHarmFigure(const models::stereotales::StResult &result, const QString &caption);
void paintHarmFigure(QPainter &painter, const QRectF &rect, const HarmFigure &figure, const FigureStyle &style);
double harmFigureHeight(double widthInches);

} // namespace rl::widgets::stereotales
