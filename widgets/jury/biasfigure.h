// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/jury/juryresult.h"
#include "widgets/chartaxes.h"
#include "widgets/figurestyle.h"

#include <QString>
#include <QStringList>

#include <vector>

class QPainter;

namespace rl::widgets::jury {

/// Each judge's bias (answer − human score on the judge scale) under each prompt condition on one
/// corpus, with its 95% CI (analysis::jury::JudgeBias): one row per judge, one colour per condition, zero
/// dashed. An anchor (gold-plus-one) shows as its colour sitting about one point right of blind.
struct BiasMark {
    int row = 0;              ///< index into BiasFigure::judges
    int condition = 0;        ///< index into BiasFigure::conditions (colour)
    double bias = 0, ciLow = 0, ciHigh = 0;
};

struct BiasFigure {
    QStringList judges;       ///< rows
    QStringList conditions;   ///< colours, in the analysis' condition order
    std::vector<BiasMark> marks;
    Range x;
    QString title, caption;
};

BiasFigure makeBiasFigure(const models::jury::JuryResult &result, const QString &corpus, const QString &caption);
void paintBiasFigure(QPainter &painter, const QRectF &rect, const BiasFigure &figure, const FigureStyle &style);
/// An export height in inches.
double biasFigureHeight(const BiasFigure &figure);

} // namespace rl::widgets::jury
