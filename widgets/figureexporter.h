// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <QImage>
#include <QRectF>
#include <QString>

#include <functional>

class QPainter;

/// Figure export: one paint routine, three front-ends. A figure is a function that paints into a
/// rectangle given in points (1/72 in); the exporter sets up the device so that the rectangle is
/// the figure's physical size:
///   SVG  QSvgGenerator, viewBox in points, width/height in mm;
///   PDF  QPdfWriter, one page exactly the figure's size, no margins;
///   PNG  a QImage of width × dpi pixels with the DPI stored in the file (pHYs).
/// No message boxes: export returns a Status and the caller shows any message.
namespace rl::widgets {

enum class FigureFormat { Svg, Pdf, Png };

/// "svg", "pdf", "png"; false when unknown.
bool parseFigureFormat(const QString &name, FigureFormat &out);
QString figureFormatSuffix(FigureFormat format);

/// APA figure widths (Publication Manual, 7th ed.): one column and two columns.
inline constexpr double kApaSingleColumnInches = 3.25;
inline constexpr double kApaDoubleColumnInches = 6.875;

/// A length as given on a command line: "3.25in", "8.25cm", "82mm", "234pt", a bare number of
/// inches, or "single"/"double" for the APA widths. False when unparseable or not positive.
bool parseLengthInches(const QString &text, double &inches);

using FigurePaintFn = std::function<void(QPainter &painter, const QRectF &rectPoints)>;

struct FigureExportOptions {
    FigureFormat format = FigureFormat::Png;
    double widthInches = kApaSingleColumnInches;
    double heightInches = 2.5;
    int dpi = 300;        ///< PNG pixels per inch (and the PDF writer's resolution)
    QString title;        ///< SVG <title> / PDF document title
};

/// Paint the figure into `path`. Errors: Validation (size or dpi out of range), Io (the file could
/// not be written).
Status exportFigure(const FigurePaintFn &paint, const FigureExportOptions &options, const QString &path);

/// The PNG front-end's image without writing it (white background, DPI set).
QImage renderFigureImage(const FigurePaintFn &paint, double widthInches, double heightInches, int dpi);

} // namespace rl::widgets
