// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/plan/simulation.h"
#include "widgets/figurestyle.h"

#include <QRectF>

class QPainter;

/// The simulation's curves (engine/analysis/plan/simulation.h) as two panels against the number of items: the
/// mean winning rate ω and the mean advantage probability ρ with its 5–95 % band, one line per ε (legend on
/// top), and a dashed line at 0.5 — the Alt-test passes when ω ≥ 0.5. Built from the result only.
namespace rl::widgets {

/// The paint routine shared by the dialog and the exporter (an empty result paints the frames only).
void paintSimulation(QPainter &painter, const QRectF &rect, const analysis::plan::SimulationResult &result,
                     const FigureStyle &style);

} // namespace rl::widgets
