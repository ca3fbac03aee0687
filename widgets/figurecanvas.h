// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/figurestyle.h"

#include <QPixmap>
#include <QTransform>
#include <QWidget>

#include <functional>

class QAction;
class QMenu;

namespace rl::widgets {

/// A widget that shows one painted figure. The figure's paint routine runs only when the figure,
/// the widget's size or the view (zoom, pan) changes; the result is kept in a pixmap (at the
/// screen's device pixel ratio), so repaints for exposure, tooltips and highlights cost a blit.
///
/// Every chart gets the same handling here: the wheel zooms about the cursor (1×–20×), a left drag
/// pans a zoomed figure, a double click or the context menu's "Reset view" returns to 1×, and the
/// context menu offers "Copy image" (the figure as shown, to the clipboard) and "Export…"
/// (exportRequested, which the owning view answers with its figure export; shown only when
/// connected). Hover tooltips come from the tip functions. Clicks, tips and hit tests see figure
/// coordinates: the widget's rectangle at 1×, whatever the zoom — viewToFigure() maps a widget
/// position into them.
class FigureCanvas : public QWidget {
    Q_OBJECT
public:
    using PaintFn = std::function<void(QPainter &, const QRectF &, const FigureStyle &)>;
    using TipFn = std::function<bool(QPointF pos, QPoint globalPos)>; ///< true when it showed a tip
    /// The tooltip text at a figure position (the nearest point or cell and its values); empty: none.
    using TipTextFn = std::function<QString(QPointF pos)>;

    explicit FigureCanvas(QWidget *parent = nullptr);

    void setPaintFunction(PaintFn paint); ///< and repaint
    /// A tip function that shows its own tooltip (rich, e.g. with a thumbnail); tried before the text one.
    void setTipFunction(TipFn tip) { m_tip = std::move(tip); }
    void setTipTextFunction(TipTextFn tip) { m_tipText = std::move(tip); }
    /// The tooltip text the canvas would show with the mouse at `widgetPos`.
    QString toolTipTextAt(QPointF widgetPos) const;
    void invalidate();                    ///< the figure changed: paint it again
    FigureStyle figureStyle() const { return screenFigureStyle(this); }
    QRectF figureRect() const { return QRectF(rect()); }
    double lastRenderMs() const { return m_lastRenderMs; }
    /// The image the canvas would show (the cached pixmap, rendered now when stale).
    QImage renderedImage();

    double zoom() const { return m_zoom; }
    QPointF pan() const { return m_pan; }
    /// Zoom by `factor` keeping the figure point under `widgetPos` in place (clamped to 1×–20×).
    void zoomAt(QPointF widgetPos, double factor);
    void resetView();
    QPointF viewToFigure(QPointF widgetPos) const;
    QPointF figureToView(QPointF figurePos) const;
    /// The context menu's actions (for tests and for owners that add their own).
    QAction *copyAction() const { return m_copy; }
    QAction *exportAction() const { return m_export; }
    QAction *resetAction() const { return m_reset; }
    void copyImage(); ///< puts renderedImage() on the clipboard

    QSize sizeHint() const override { return {640, 480}; }

signals:
    void clicked(QPointF pos);
    void rendered(double milliseconds);
    void exportRequested();
    void viewChanged(double zoom);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    void render();
    void clampPan();
    void retranslate();
    QTransform viewTransform() const;

    PaintFn m_paint;
    TipFn m_tip;
    TipTextFn m_tipText;
    QPixmap m_cache;
    bool m_stale = true;
    double m_lastRenderMs = 0;
    double m_zoom = 1.0;
    QPointF m_pan;          ///< widget offset of the figure's origin
    QPointF m_pressPos;
    QPointF m_pressPan;
    bool m_pressed = false;
    bool m_dragged = false;
    QAction *m_copy = nullptr;
    QAction *m_export = nullptr;
    QAction *m_reset = nullptr;
};

} // namespace rl::widgets
