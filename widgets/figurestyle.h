// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

class QPainter;
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

/// Text in figures. Every label a figure paints goes through drawFigureText()/drawFigureLines():
/// nothing is clipped to its box (Qt::TextDontClip) and nothing is elided — a label that does not
/// fit its width is wrapped by wrapFigureText() before it is drawn, and the layout makes room for
/// the lines. While a FigureTextRecorder is alive on the painting thread, each call records the
/// rectangle the text covers (the font's bounding rectangle of the laid-out text, mapped through
/// the painter's world transform: figure units), the string the figure meant to show and the one
/// it drew, so a test can check that every text lies inside the canvas, none overlaps another and
/// none lost characters.
struct DrawnFigureText {
    QString intended; ///< the whole label
    QString drawn;    ///< what was painted, its lines joined by '\n'
    QRectF box;       ///< painted extent in figure units
    /// True when the painted characters are the intended ones (whitespace at line breaks aside).
    bool complete() const;
};

class FigureTextRecorder {
public:
    FigureTextRecorder();  ///< starts recording on this thread (recorders nest; the innermost records)
    ~FigureTextRecorder(); ///< stops
    FigureTextRecorder(const FigureTextRecorder &) = delete;
    FigureTextRecorder &operator=(const FigureTextRecorder &) = delete;
    const std::vector<DrawnFigureText> &texts() const { return m_texts; }
    void clear() { m_texts.clear(); }
    void record(DrawnFigureText text) { m_texts.push_back(std::move(text)); }

private:
    std::vector<DrawnFigureText> m_texts;
    FigureTextRecorder *m_previous = nullptr;
};

/// Lines of `text` no wider than `width` in `font`: broken at spaces, then after '-', '/' and before
/// '(' , and only when a single word is still too wide, between characters. Never drops a character.
/// An empty text gives no lines.
QStringList wrapFigureText(const QString &text, const QFont &font, double width);
/// The height `lines` lines of `font` take (line spacing × lines).
double figureTextHeight(const QFont &font, int lines);

/// Draw one line of text in `box` aligned by `flags` with the painter's font, never clipped; records it.
void drawFigureText(QPainter &painter, const QRectF &box, int flags, const QString &text);
/// Draw `lines` (e.g. from wrapFigureText of `intended`) stacked in `box`, each aligned by `flags`
/// horizontally; the block is aligned vertically by the vertical part of `flags`; records one entry.
void drawFigureLines(QPainter &painter, const QRectF &box, int flags, const QStringList &lines, const QString &intended);

} // namespace rl::widgets
