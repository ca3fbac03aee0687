// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/confusionmodels.h"
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
/// or the human plurality of a categorical dimension without gold; columns = answer, plus "invalid"
/// when any answer was invalid) coloured by the row share with the count and the row percentage in
/// each cell, and beside it the per-class precision, recall and F1. Against the plurality the counts
/// are fractional (a tie shares its item among the tied labels) and written with up to two decimals.
struct ConfusionPanel {
    QString title;                      ///< condition label
    QString subtitle;                   ///< "accuracy 0.71, κ 0.65 (substantial)"
    int condition = -1;
    models::ConfusionTable confusion;
};

struct ConfusionFigure {
    std::vector<ConfusionPanel> panels;
    QStringList labels;                 ///< translated class names, label order
    bool showInvalid = false;           ///< some panel has invalid answers
    bool showMetrics = true;            ///< the P/R/F1 columns beside each heatmap
    int source = models::kClassification; ///< the classification or a categorical dimension (models::confusionSource)
    QString rowAxis;                    ///< "True ↓" or "Human plurality ↓"
    QString columnAxis;                 ///< "Predicted" or "Answer"
    QString caption;
};

/// `source`: models::kClassification or a categorical dimension's index (models::confusionSource()).
ConfusionFigure makeConfusionFigure(const models::AnalysisBundle &bundle, const std::vector<int> &conditions,
                                    int source = models::kClassification);

void paintConfusion(QPainter &painter, const QRectF &rect, const ConfusionFigure &figure, const FigureStyle &style);

/// The rectangle of heatmap cell (row, column) of a panel as paintConfusion lays it out.
QRectF confusionCellRect(const QRectF &rect, const ConfusionFigure &figure, const FigureStyle &style, int panel,
                         int row, int column);

double confusionPreferredHeight(const ConfusionFigure &figure, double width, const FigureStyle &style);

} // namespace rl::widgets
