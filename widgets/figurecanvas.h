// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/figurestyle.h"

#include <QPixmap>
#include <QWidget>

#include <functional>

namespace rl::widgets {

/// A widget that shows one painted figure. The figure's paint routine runs only when the figure
/// or the widget's size changes; the result is kept in a pixmap (at the screen's device pixel
/// ratio), so repaints for exposure, tooltips and highlights of other widgets cost a blit.
/// Clicks and tooltip requests are forwarded in figure coordinates (= widget coordinates).
class FigureCanvas : public QWidget {
    Q_OBJECT
public:
    using PaintFn = std::function<void(QPainter &, const QRectF &, const FigureStyle &)>;
    using TipFn = std::function<bool(QPointF pos, QPoint globalPos)>; ///< true when it showed a tip

    explicit FigureCanvas(QWidget *parent = nullptr);

    void setPaintFunction(PaintFn paint); ///< and repaint
    void setTipFunction(TipFn tip) { m_tip = std::move(tip); }
    void invalidate();                    ///< the figure changed: paint it again
    FigureStyle figureStyle() const { return screenFigureStyle(this); }
    QRectF figureRect() const { return QRectF(rect()); }
    double lastRenderMs() const { return m_lastRenderMs; }
    /// The image the canvas would show (the cached pixmap, rendered now when stale).
    QImage renderedImage();

    QSize sizeHint() const override { return {640, 480}; }

signals:
    void clicked(QPointF pos);
    void rendered(double milliseconds);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    void render();

    PaintFn m_paint;
    TipFn m_tip;
    QPixmap m_cache;
    bool m_stale = true;
    double m_lastRenderMs = 0;
};

} // namespace rl::widgets
