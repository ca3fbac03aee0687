// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/figurecanvas.h"

#include <QElapsedTimer>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace rl::widgets {

FigureCanvas::FigureCanvas(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMinimumSize(240, 180);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
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

void FigureCanvas::paintEvent(QPaintEvent *)
{
    if (m_stale || m_cache.deviceIndependentSize().toSize() != size())
        render();
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_cache);
}

void FigureCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        emit clicked(event->position());
    QWidget::mouseReleaseEvent(event);
}

bool FigureCanvas::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        if (!m_tip || !m_tip(QPointF(help->pos()), help->globalPos())) {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace rl::widgets
