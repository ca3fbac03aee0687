// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/chartaxes.h"
#include "widgets/figurestyle.h"

#include <QString>

#include <vector>

class QPainter;

namespace rl::models::jury {
class ConditionDeltaModel;
}

namespace rl::widgets::jury {

/// Forest plot of Δρ of each prompt condition against its base with its paired-bootstrap 95% CI
/// (jury_summary.csv delta_rho_vs_<base>), one row per judge or panel, on one corpus.
struct DeltaRow {
    QString label;        ///< "<condition> − <base>: <judge or panel>"
    double delta = 0;
    double ciLow = 0;
    double ciHigh = 0;
    bool panel = false;   ///< the mean/median panel (drawn bold), else one judge
};

struct DeltaFigure {
    std::vector<DeltaRow> rows;
    Range x;
    QString title;
    QString caption;
};

/// The rows of `model` on `corpus` whose aggregate is `aggregate` (the panel) or "single" (each judge).
DeltaFigure makeDeltaFigure(const models::jury::ConditionDeltaModel &model, const QString &corpus,
                            const QString &aggregate, const QString &caption);

void paintDeltaFigure(QPainter &painter, const QRectF &rect, const DeltaFigure &figure, const FigureStyle &style);

/// An export height in inches for `rows` rows.
double deltaFigureHeight(std::size_t rows);
/// An export height in inches at a content width in inches: rows tall enough for labels that wrap.
double deltaFigureHeight(const DeltaFigure &figure, double widthInches, const FigureStyle &style);

} // namespace rl::widgets::jury
