// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/confusion.h"
#include "widgets/figurestyle.h"

#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

class QPainter;

namespace rl::models {
struct AnalysisBundle;
}

namespace rl::widgets {

/// Confusion matrices of 1–8 conditions side by side: per condition a heatmap (rows = true label,
/// columns = predicted label, plus "invalid" when any answer was invalid) coloured by the row
/// share with the count and the row percentage in each cell, and beside it the per-class
/// precision, recall and F1.
struct ConfusionPanel {
    QString title;                      ///< condition label
    QString subtitle;                   ///< "accuracy 0.71, κ 0.65 (substantial)"
    int condition = -1;
    agreement::ConfusionResult confusion;
};

struct ConfusionFigure {
    std::vector<ConfusionPanel> panels;
    QStringList labels;                 ///< translated class names, label order
    bool showInvalid = false;           ///< some panel has invalid answers
    bool showMetrics = true;            ///< the P/R/F1 columns beside each heatmap
    QString caption;
};

ConfusionFigure makeConfusionFigure(const models::AnalysisBundle &bundle, const std::vector<int> &conditions);

void paintConfusion(QPainter &painter, const QRectF &rect, const ConfusionFigure &figure, const FigureStyle &style);

/// The rectangle of heatmap cell (row, column) of a panel as paintConfusion lays it out.
QRectF confusionCellRect(const QRectF &rect, const ConfusionFigure &figure, const FigureStyle &style, int panel,
                         int row, int column);

double confusionPreferredHeight(const ConfusionFigure &figure, double width, const FigureStyle &style);

} // namespace rl::widgets
