// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/chartaxes.h"
#include "widgets/figurestyle.h"

#include <QString>

#include <vector>

class QPainter;

namespace rl::models::jury {
struct JuryResult;
}

namespace rl::widgets::jury {

/// The deliberation figure (docs/methods.md §8, jury_rounds.csv) of one corpus: per prompt condition
/// that was deliberated (a round ≥ 2), the statistics by round in three panels — the mean per-item
/// SD of the judges' answers, the share of unanimous items, and of the changed answers the share
/// that moved closer to the human score (from round 2).
struct RoundsSeries {
    QString condition;
    std::vector<int> rounds;
    std::vector<double> meanItemSd;
    std::vector<double> unanimousShare;
    std::vector<double> closerToHumanShare; ///< NaN in round 1
};

struct RoundsFigure {
    std::vector<RoundsSeries> series;
    int maxRound = 1;
    QString title;
    QString caption;
    bool empty() const { return series.empty(); }
};

RoundsFigure makeRoundsFigure(const models::jury::JuryResult &result, const QString &corpus, const QString &caption);

/// Paints the three panels side by side (a note instead when the corpus was never deliberated).
void paintRoundsFigure(QPainter &painter, const QRectF &rect, const RoundsFigure &figure, const FigureStyle &style);

/// An export height in inches for the width.
double roundsFigureHeight(double widthInches);

} // namespace rl::widgets::jury
