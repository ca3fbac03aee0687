// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/histogrampainter.h"

#include <QWidget>

namespace rl::widgets {

/// A histogram of ratings with its mean ± SD marker; paints through paintHistogram() so the
/// figure exporter draws exactly what the screen shows.
class HistogramWidget : public QWidget {
    Q_OBJECT
public:
    explicit HistogramWidget(QWidget *parent = nullptr);

    void setData(HistogramData data);
    const HistogramData &data() const { return m_data; }
    HistogramStyle histogramStyle() const; ///< colours from the palette, the widget's font

    /// Geometry of bar `bin` in widget coordinates (for tests and hit testing).
    QRectF barRect(int bin) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    HistogramData m_data;
};

} // namespace rl::widgets
