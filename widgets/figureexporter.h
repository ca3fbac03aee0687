// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <QByteArray>
#include <QImage>
#include <QRectF>
#include <QString>

#include <functional>

class QPainter;

/// Figure export: one paint routine, three front-ends. A figure is a function that paints into a
/// rectangle given in points (1/72 in); the exporter sets up the device so that the page is the
/// figure's physical size:
///   SVG  QSvgGenerator, viewBox in points, width/height in mm;
///   PDF  QPdfWriter, one page exactly the figure's size, no margins;
///   PNG  a QImage of width × dpi pixels with the DPI stored in the file (pHYs).
/// Every front-end keeps the same blank margin: the figure paints into figureContentRect(page), the
/// page less kFigureMarginPoints on every side, so no ink touches the edge of the file (a legend marker,
/// a rotated axis title or a stroke's anti-aliasing would otherwise be cut by whatever places the file).
/// A figure's natural page height is figurePageHeightInches() of its content's natural height.
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

/// The blank margin of every exported figure on each side of its page, in points (about 1.4 mm; 17
/// pixels at 300 dpi). Figures lay themselves out inside the rectangle they are given and keep their
/// ink in it; the margin is what keeps the file's edge blank.
inline constexpr double kFigureMarginPoints = 4.0;

/// The rectangle a figure is painted in on a page `pagePoints` (points): the page less
/// kFigureMarginPoints on every side (never less than a point wide or tall).
QRectF figureContentRect(const QRectF &pagePoints);

/// The page height (inches) a figure needs at `pageWidthInches`, from `contentHeight`, the figure's
/// natural height for a content width (both in inches): the content is laid out in the page width less
/// the side margins, and the page adds the top and bottom margins.
double figurePageHeightInches(const std::function<double(double contentWidthInches)> &contentHeight, double pageWidthInches);
/// The same as a function of the page width: what a figure catalog gives as a figure's natural height
/// (PreparedFigure::heightInches), so that the page, margins included, fits the content.
std::function<double(double pageWidthInches)> pageHeightFunction(std::function<double(double contentWidthInches)> contentHeight);

struct FigureExportOptions {
    FigureFormat format = FigureFormat::Png;
    double widthInches = kApaSingleColumnInches;
    double heightInches = 2.5;
    int dpi = 300;        ///< PNG pixels per inch (and the PDF writer's resolution)
    QString title;        ///< SVG <title> / PDF document title
};

/// The figure's file in memory (SVG, PDF or PNG bytes). Errors: Validation (size or dpi out of range),
/// Io (the painter could not start or finish).
Result<QByteArray> renderFigureFile(const FigurePaintFn &paint, const FigureExportOptions &options);

/// Paint the figure into `path`, whole or not at all (models::writeOutputFile: the previous file intact on
/// any error, a symbolic link at `path` refused). Errors: Validation (size or dpi out of range, a link or a
/// folder at `path`), Io (the file could not be written: the detail names the path and the reason).
Status exportFigure(const FigurePaintFn &paint, const FigureExportOptions &options, const QString &path);

/// The PNG front-end's image without writing it (white background, DPI set, the figure in figureContentRect()).
QImage renderFigureImage(const FigurePaintFn &paint, double widthInches, double heightInches, int dpi);

} // namespace rl::widgets
