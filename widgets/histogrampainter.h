// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <limits>
#include <vector>

class QPainter;

namespace rl::widgets {

/// What one histogram shows: counts per bin, bin labels, and the mean ± SD marker, all in the
/// units of the rating scale. Built by the caller (texts already translated).
struct HistogramData {
    QString title;              ///< e.g. "Valence"
    QString summary;            ///< e.g. "M = 5.20, SD = 1.30, n = 50"; drawn under the title
    std::vector<int> counts;    ///< one per bin
    QStringList binLabels;      ///< one per bin ("1" … "9")
    double lower = 1.0;         ///< scale value at the centre of bin 0
    double width = 1.0;         ///< scale units per bin
    double mean = std::numeric_limits<double>::quiet_NaN(); ///< no marker when NaN
    double sd = std::numeric_limits<double>::quiet_NaN();   ///< no whisker when NaN
};

struct HistogramStyle {
    QColor bar {0x4c, 0x72, 0xb0};
    QColor marker {0xc4, 0x4e, 0x52};
    QColor text {0x20, 0x20, 0x20};
    QColor axis {0x80, 0x80, 0x80};
    QColor background = Qt::transparent;
    QFont font;
};

/// The histogram's one paint routine: the widget calls it in paintEvent, and the figure exporter
/// can call it with a QSvgGenerator, QPdfWriter or QImage painter. Layout depends only on `rect`
/// and the style's font, so every front-end draws the same figure.
void paintHistogram(QPainter &painter, const QRectF &rect, const HistogramData &data, const HistogramStyle &style);

/// Where the bars stand (the plot area inside the title, axis and label margins).
QRectF histogramPlotRect(const QRectF &rect, const HistogramData &data, const QFont &font);
/// The rectangle of bar `bin` as paintHistogram draws it (empty for a zero count).
QRectF histogramBarRect(const QRectF &rect, const HistogramData &data, const QFont &font, int bin);
/// The x coordinate of a scale value.
double histogramX(const QRectF &rect, const HistogramData &data, const QFont &font, double value);

} // namespace rl::widgets
