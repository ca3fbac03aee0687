// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QRect>
#include <QString>
#include <QStringList>

/// Checks of exported figure files, shared by the figure tests (Qt Gui; not part of the product).
/// They look only at the written bytes or pixels, so they serve any figure, any study and any
/// exporter front-end alike.
namespace rl::test {

/// The number of ink pixels in the outer frame `framePx` pixels wide of `image` (a pixel that is
/// not exactly `background`; the exporter's PNG background is white). A figure that keeps its
/// margin has none: anti-aliasing counts too, since a grey pixel at the edge is a cut stroke.
/// Each pixel counts once (corners are not doubled). `framePx` <= 0 gives 0; a frame wider than half
/// the image covers all of it.
int inkInFrame(const QImage &image, int framePx, const QColor &background = Qt::white);

/// The smallest rectangle holding every ink pixel of `image` (as inkInFrame counts them); a null
/// QRect for a blank image. For messages: "ink reaches x = 0" says which edge a figure touches.
QRect inkBounds(const QImage &image, const QColor &background = Qt::white);

/// The texts of an SVG document (each <text> element's characters, its <tspan>s joined) that were
/// cut to fit with an ellipsis, as QFontMetrics::elidedText cuts them: U+2026 "…" or "..." with a
/// character other than white space on at least one side ("Gemin…", "…lite", "Gem…ite"). An
/// ellipsis standing alone between spaces, as in a range "−1.20 … 0.85", is text, not elision.
/// Empty when none is cut (and for a document that does not parse: check that separately).
QStringList elidedSvgText(const QByteArray &svg);

/// Every text of an SVG document, in document order (the strings elidedSvgText looks at).
QStringList svgTexts(const QByteArray &svg);

} // namespace rl::test
