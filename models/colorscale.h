// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/verdicts.h"

#include <QColor>
#include <QString>

/// RaterLab's colour scales: pure functions of their argument, shared by the item models
/// (BackgroundRole), the painted charts and the exported figures so that the screen and the
/// manuscript agree. Every scale is chosen to stay readable in greyscale (lightness carries the
/// information; hue only adds to it).
namespace rl::models {

/// Okabe–Ito colour-blind-safe palette, cycled: the colour of category `index` (e.g. an emotion's
/// level index, a condition's position in a side-by-side figure).
QColor categoricalColor(int index);

/// A sequential scale for heatmaps, t in [0, 1] (clamped; NaN gives light grey): white to dark
/// blue with lightness falling monotonically, so the order survives a greyscale print.
QColor sequentialColor(double t);

/// Black or white, whichever reads better on `background` (WCAG relative luminance).
QColor textColorOn(const QColor &background);

/// The verdict's cell colour: replaceable dark green, partial medium green, needs calibration
/// amber, not replaceable pale red — relative luminances 0.14 / 0.48 / 0.66 / 0.90, so the four stay
/// apart in greyscale (and every cell also carries its symbol and a word).
QColor verdictColor(analysis::Verdict verdict);

/// The verdict's symbol as in docs/user-guide.md §7: ✅ ⭐ ⚠️ ❌, and — for a cell without data.
QString verdictSymbol(analysis::Verdict verdict);

/// A one- or two-word translated label ("replaceable", "partial", "calibrate", "not replaceable").
QString verdictLabel(analysis::Verdict verdict);

} // namespace rl::models
