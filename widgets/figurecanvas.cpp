// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/figurecanvas.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QElapsedTimer>
#include <QHelpEvent>
#include <QMenu>
#include <QMetaMethod>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace rl::widgets {

namespace {
constexpr double kMaxZoom = 20.0;
}

FigureCanvas::FigureCanvas(QWidget *parent)
    : QWidget(parent)
    , m_copy(new QAction(this))
    , m_export(new QAction(this))
    , m_reset(new QAction(this))
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMinimumSize(240, 180);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
    m_copy->setObjectName(QStringLiteral("figureCopyImage"));
    m_export->setObjectName(QStringLiteral("figureExport"));
    m_reset->setObjectName(QStringLiteral("figureResetView"));
    connect(m_copy, &QAction::triggered, this, &FigureCanvas::copyImage);
    connect(m_export, &QAction::triggered, this, &FigureCanvas::exportRequested);
    connect(m_reset, &QAction::triggered, this, &FigureCanvas::resetView);
    retranslate();
}

void FigureCanvas::retranslate()
{
    m_copy->setText(tr("Copy image"));
    m_export->setText(tr("Export…"));
    m_reset->setText(tr("Reset view"));
    setToolTip(QString());
    setWhatsThis(tr("Wheel: zoom. Drag: pan. Double click: reset the view. Right click: copy or export the figure."));
}

void FigureCanvas::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FigureCanvas::setPaintFunction(PaintFn paint)
{
    m_paint = std::move(paint);
    invalidate();
}

void FigureCanvas::invalidate()
{
    m_stale = true;
    update();
}

QTransform FigureCanvas::viewTransform() const
{
    return QTransform::fromTranslate(m_pan.x(), m_pan.y()).scale(m_zoom, m_zoom);
}

QPointF FigureCanvas::viewToFigure(QPointF widgetPos) const { return (widgetPos - m_pan) / m_zoom; }

QPointF FigureCanvas::figureToView(QPointF figurePos) const { return figurePos * m_zoom + m_pan; }

void FigureCanvas::clampPan()
{
    // The zoomed figure always covers the widget: no empty margins from panning past an edge.
    const double w = width() * (m_zoom - 1);
    const double h = height() * (m_zoom - 1);
    m_pan.setX(std::clamp(m_pan.x(), -w, 0.0));
    m_pan.setY(std::clamp(m_pan.y(), -h, 0.0));
}

void FigureCanvas::zoomAt(QPointF widgetPos, double factor)
{
    const double zoom = std::clamp(m_zoom * factor, 1.0, kMaxZoom);
    if (zoom == m_zoom)
        return;
    const QPointF anchor = viewToFigure(widgetPos);
    m_zoom = zoom;
    m_pan = widgetPos - anchor * m_zoom;
    clampPan();
    invalidate();
    emit viewChanged(m_zoom);
}

void FigureCanvas::resetView()
{
    if (m_zoom == 1.0 && m_pan.isNull())
        return;
    m_zoom = 1.0;
    m_pan = {};
    invalidate();
    emit viewChanged(m_zoom);
}

void FigureCanvas::render()
{
    QElapsedTimer clock;
    clock.start();
    const qreal ratio = devicePixelRatioF();
    m_cache = QPixmap(size() * ratio);
    m_cache.setDevicePixelRatio(ratio);
    const FigureStyle style = figureStyle();
    m_cache.fill(style.background);
    if (m_paint) {
        QPainter painter(&m_cache);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        painter.setTransform(viewTransform(), true);
        m_paint(painter, figureRect(), style);
    }
    m_stale = false;
    m_lastRenderMs = clock.nsecsElapsed() / 1e6;
    emit rendered(m_lastRenderMs);
}

QImage FigureCanvas::renderedImage()
{
    if (m_stale || m_cache.deviceIndependentSize().toSize() != size())
        render();
    return m_cache.toImage();
}

void FigureCanvas::copyImage()
{
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setImage(renderedImage());
}

void FigureCanvas::paintEvent(QPaintEvent *)
{
    if (m_stale || m_cache.deviceIndependentSize().toSize() != size()) {
        clampPan();
        render();
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_cache);
}

void FigureCanvas::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressed = true;
        m_dragged = false;
        m_pressPos = event->position();
        m_pressPan = m_pan;
    }
    QWidget::mousePressEvent(event);
}

void FigureCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pressed && (event->buttons() & Qt::LeftButton)) {
        const QPointF delta = event->position() - m_pressPos;
        if (!m_dragged && delta.manhattanLength() >= QApplication::startDragDistance())
            m_dragged = true;
        if (m_dragged && m_zoom > 1.0) {
            m_pan = m_pressPan + delta;
            clampPan();
            invalidate();
        }
    }
    QWidget::mouseMoveEvent(event);
}

void FigureCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        if (!m_dragged)
            emit clicked(viewToFigure(event->position()));
        m_pressed = false;
        m_dragged = false;
    }
    QWidget::mouseReleaseEvent(event);
}

void FigureCanvas::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        resetView();
    QWidget::mouseDoubleClickEvent(event);
}

void FigureCanvas::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        event->ignore();
        return;
    }
    zoomAt(event->position(), std::pow(1.25, steps));
    event->accept();
}

void FigureCanvas::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(m_copy);
    menu.addAction(m_export);
    menu.addSeparator();
    menu.addAction(m_reset);
    m_reset->setEnabled(m_zoom != 1.0 || !m_pan.isNull());
    // "Export…" only where a view answers it with its figure export
    m_export->setVisible(isSignalConnected(QMetaMethod::fromSignal(&FigureCanvas::exportRequested)));
    menu.exec(event->globalPos());
}

QString FigureCanvas::toolTipTextAt(QPointF widgetPos) const
{
    return m_tipText ? m_tipText(viewToFigure(widgetPos)) : QString();
}

bool FigureCanvas::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QPointF pos = viewToFigure(QPointF(help->pos()));
        if (m_tip && m_tip(pos, help->globalPos()))
            return true;
        const QString text = toolTipTextAt(QPointF(help->pos()));
        if (!text.isEmpty()) {
            QToolTip::showText(help->globalPos(), text, this);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace rl::widgets
