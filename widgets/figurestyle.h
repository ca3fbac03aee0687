// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

class QWidget;

namespace rl::widgets {

/// How a figure is drawn. Every figure paint routine lays itself out from the rectangle it is
/// given and this style only, so a view and an exported file draw the same figure. Fonts are sized
/// in pixels of the painter's logical coordinates (for exports: points, 1/72 in), never in device
/// points, so the layout does not depend on the device's resolution.
struct FigureStyle {
    QFont font;                  ///< pixel-sized; titles use a bold copy, ticks a 0.85× copy
    QColor text {0x20, 0x20, 0x20};
    QColor axis {0x60, 0x60, 0x60};
    QColor grid {0xe4, 0xe4, 0xe4};
    QColor background = Qt::white; ///< transparent: leave the device as it is
    double lineWidth = 0.75;     ///< axis and reference lines
    double pointRadius = 1.6;    ///< scatter points
    double pointAlpha = 0.75;    ///< scatter fill opacity
    QString caption;             ///< drawn under the figure when not empty (e.g. "synthetic demo")

    QFont titleFont() const;
    QFont tickFont() const;
};

/// The family of the bundled DejaVu Sans, registered (once) from :/fonts; the system's Noto Sans CJK
/// is registered beside it when installed, so Korean labels render. Needs a QGuiApplication.
QString bundledFontFamily();
/// The families a figure font asks for: DejaVu Sans, then Noto Sans CJK KR when available.
QStringList figureFontFamilies();
/// The family of the bundled Hangul subset (resources/fonts/NotoSansKR-RaterLab.otf), registered on first use.
QString bundledHangulFamily();

/// The export style: units are points, text `fontPt` (APA: 8–14 pt in the printed figure).
FigureStyle exportFigureStyle(double fontPt = 8.0);

/// The band a figure's caption (e.g. "synthetic demo") is drawn in, at the bottom of `area`, which
/// loses that band; an empty rectangle (and `area` unchanged) when there is no caption. `line` is
/// the height of a line of the figure's font.
QRectF takeCaptionBand(QRectF &area, const QString &caption, double line);
/// A style for painting on screen inside `widget` (its palette; the bundled font at the widget's
/// pixel size, so the view looks like the exported figure).
FigureStyle screenFigureStyle(const QWidget *widget);

} // namespace rl::widgets
