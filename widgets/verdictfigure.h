// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/verdicts.h"
#include "widgets/figurestyle.h"

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;

/// The replaceability verdict matrix as a figure: its groups (`all`, then the levels of the grouping
/// factor) × its dimensions (classification, numeric, categorical),
/// each cell filled with verdictColor() and carrying the verdict's symbol (drawn as a shape, so
/// it needs no emoji font), a word and the number of conditions meeting it — readable in greyscale.
namespace rl::widgets {

struct VerdictFigure {
    analysis::VerdictMatrix verdicts;
    QString caption;
};

/// ✅ a check mark in a rounded square, ⭐ a five-pointed star, ⚠️ a triangle with "!", ❌ a cross,
/// inside `square`, drawn in `ink` over the cell colour.
void paintVerdictSymbol(QPainter &painter, const QRectF &square, analysis::Verdict verdict, const QColor &ink);

/// One cell: background, symbol, word and "n = k" (the table view's delegate uses it too).
void paintVerdictCell(QPainter &painter, const QRectF &rect, const analysis::VerdictCell &cell, const FigureStyle &style);

void paintVerdictMatrix(QPainter &painter, const QRectF &rect, const VerdictFigure &figure, const FigureStyle &style);

/// The rectangle of cell (emotion row, dimension column) as paintVerdictMatrix lays it out.
QRectF verdictCellRect(const QRectF &rect, const VerdictFigure &figure, const FigureStyle &style, int row, int column);

double verdictPreferredHeight(const VerdictFigure &figure, double width, const FigureStyle &style);

} // namespace rl::widgets
