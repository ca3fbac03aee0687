// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/figurestyle.h"

#include <QRectF>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <vector>

class QPainter;

namespace rl::models {
struct AnalysisBundle;
}

namespace rl::widgets {

/// Macro-F1 of the emotion classification in each race × gender cell (docs/methods.md §5), one row per
/// condition that gave emotion answers: a heatmap coloured by F1 on models::sequentialColor (0 white
/// to 1 dark blue) with the value in each cell. The numbers are the engine's
/// ConditionDemographics::classification entries of kind "race:gender"; nothing is recomputed.
struct SubgroupF1Figure {
    QString title;
    QStringList rows; ///< condition labels
    std::vector<int> conditions; ///< RatingAnalysis::conditions index of each row
    QStringList columns; ///< "Black\nfemale"... (race outer, gender inner)
    std::vector<std::vector<double>> f1; ///< [row][column]; NaN when the cell has no answer
    std::vector<std::vector<std::size_t>> n; ///< [row][column] answers in the cell
    QString caption; ///< "synthetic demo (seed N)" for the demo study

    bool empty() const { return rows.isEmpty() || columns.isEmpty(); }
};

/// Rows for `conditions` (RatingAnalysis::conditions indices; empty = every condition), skipping those
/// without race × gender classification results. Empty when the demographic part did not run.
SubgroupF1Figure makeSubgroupF1Figure(const models::AnalysisBundle &bundle, const std::vector<int> &conditions = {});

void paintSubgroupF1(QPainter &painter, const QRectF &rect, const SubgroupF1Figure &figure, const FigureStyle &style);

/// The rectangle of cell (row, column) as paintSubgroupF1 lays it out.
QRectF subgroupF1CellRect(
    const QRectF &rect, const SubgroupF1Figure &figure, const FigureStyle &style, int row, int column);

} // namespace rl::widgets
