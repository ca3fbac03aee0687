// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/verdictfigure.h"

#include "models/colorscale.h"
#include "models/displaynames.h"
#include "models/verdictmodel.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace rl::widgets {

namespace {

std::vector<std::string> emotionsOf(const analysis::VerdictMatrix &m)
{
    std::vector<std::string> out;
    for (const auto &c : m.cells)
        if (std::find(out.begin(), out.end(), c.emotion) == out.end())
            out.push_back(c.emotion);
    return out;
}

struct Layout {
    QRectF header;
    QRectF body;
    QRectF caption;
    double labelWidth = 0;
    double cellWidth = 0;
    double cellHeight = 0;
};

Layout layoutFigure(const QRectF &rect, const VerdictFigure &f, const FigureStyle &style)
{
    Layout l;
    const QFontMetricsF fm(style.font);
    const double line = fm.height();
    const auto emotions = emotionsOf(f.verdicts);
    for (const auto &e : emotions)
        l.labelWidth = std::max(l.labelWidth, fm.horizontalAdvance(models::DisplayNames::level("emotion", e)));
    l.labelWidth += line * 0.6;
    QRectF area = rect;
    if (!f.caption.isEmpty()) {
        l.caption = QRectF(rect.left(), rect.bottom() - line * 1.2, rect.width(), line * 1.2);
        area.setBottom(area.bottom() - line * 1.3);
    }
    l.header = QRectF(area.left() + l.labelWidth, area.top(), area.width() - l.labelWidth, line * 1.5);
    l.body = QRectF(l.header.left(), l.header.bottom(), l.header.width(), area.bottom() - l.header.bottom());
    const int columns = static_cast<int>(models::VerdictMatrixModel::dimensionKeys().size());
    l.cellWidth = l.body.width() / columns;
    l.cellHeight = emotions.empty() ? 0 : l.body.height() / static_cast<double>(emotions.size());
    return l;
}

QPolygonF star(const QPointF &c, double outer)
{
    QPolygonF poly;
    const double inner = outer * 0.45;
    for (int k = 0; k < 10; ++k) {
        const double angle = -std::numbers::pi / 2 + k * std::numbers::pi / 5;
        const double r = k % 2 == 0 ? outer : inner;
        poly << QPointF(c.x() + r * std::cos(angle), c.y() + r * std::sin(angle));
    }
    return poly;
}

} // namespace

void paintVerdictSymbol(QPainter &p, const QRectF &sq, analysis::Verdict verdict, const QColor &ink)
{
    p.save();
    const double s = std::min(sq.width(), sq.height());
    const QRectF r(sq.center().x() - s / 2, sq.center().y() - s / 2, s, s);
    QPen pen(ink, std::max(0.5, s * 0.12), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    switch (verdict) {
    case analysis::Verdict::Replaceable: {
        p.setPen(QPen(ink, std::max(0.4, s * 0.07)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05), s * 0.18, s * 0.18);
        p.setPen(pen);
        QPainterPath check;
        check.moveTo(r.left() + s * 0.25, r.top() + s * 0.52);
        check.lineTo(r.left() + s * 0.43, r.top() + s * 0.70);
        check.lineTo(r.left() + s * 0.76, r.top() + s * 0.30);
        p.drawPath(check);
        break;
    }
    case analysis::Verdict::Partial:
        p.setPen(QPen(ink, std::max(0.4, s * 0.06), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(ink);
        p.drawPolygon(star(r.center() + QPointF(0, s * 0.04), s * 0.48));
        break;
    case analysis::Verdict::NeedsCalibration: {
        p.setPen(QPen(ink, std::max(0.4, s * 0.08), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        QPolygonF triangle;
        triangle << QPointF(r.center().x(), r.top() + s * 0.06) << QPointF(r.right() - s * 0.04, r.bottom() - s * 0.1)
                 << QPointF(r.left() + s * 0.04, r.bottom() - s * 0.1);
        p.drawPolygon(triangle);
        p.setPen(pen);
        p.drawLine(QPointF(r.center().x(), r.top() + s * 0.38), QPointF(r.center().x(), r.top() + s * 0.62));
        p.drawPoint(QPointF(r.center().x(), r.top() + s * 0.76));
        break;
    }
    case analysis::Verdict::NotReplaceable:
        p.setPen(pen);
        p.drawLine(QPointF(r.left() + s * 0.22, r.top() + s * 0.22), QPointF(r.right() - s * 0.22, r.bottom() - s * 0.22));
        p.drawLine(QPointF(r.right() - s * 0.22, r.top() + s * 0.22), QPointF(r.left() + s * 0.22, r.bottom() - s * 0.22));
        break;
    }
    p.restore();
}

void paintVerdictCell(QPainter &p, const QRectF &rect, const analysis::VerdictCell &cell, const FigureStyle &style)
{
    p.save();
    const QColor fill = models::verdictColor(cell.verdict);
    const QColor ink = models::textColorOn(fill);
    p.fillRect(rect, fill);
    const QString word = models::verdictLabel(cell.verdict);
    const QString count = QStringLiteral("n = %1").arg(cell.nMeeting);
    // Shrink the text (down to 65 %) until the symbol and the word fit the cell, then elide.
    QFont font = style.font;
    QFont small = style.tickFont();
    const double base = QFontMetricsF(style.font).height();
    const double symbol = std::min(rect.height() * 0.6, base * 1.1);
    const double gap = base * 0.3;
    const double room = std::max(1.0, rect.width() - symbol - gap - base * 0.4);
    const double needed = QFontMetricsF(font).horizontalAdvance(word);
    if (needed > room) {
        const double scale = std::max(0.65, room / needed);
        font.setPixelSize(std::max(1, qRound(font.pixelSize() * scale)));
        small.setPixelSize(std::max(1, qRound(small.pixelSize() * scale)));
    }
    const QFontMetricsF fm(font);
    const double textWidth = std::min(room, std::max(fm.horizontalAdvance(word), QFontMetricsF(small).horizontalAdvance(count)));
    const double x = rect.center().x() - (symbol + gap + textWidth) / 2;
    paintVerdictSymbol(p, QRectF(x, rect.center().y() - symbol / 2, symbol, symbol), cell.verdict, ink);
    const QRectF text(x + symbol + gap, rect.top(), textWidth + 1, rect.height());
    const QString shown = fm.elidedText(word, Qt::ElideRight, text.width());
    p.setPen(ink);
    p.setFont(font);
    if (rect.height() > fm.height() * 2.2) {
        drawFigureLines(p, text.adjusted(0, 0, 0, -rect.height() / 2), Qt::AlignLeft | Qt::AlignBottom, {shown}, word);
        p.setFont(small);
        drawFigureText(p, text.adjusted(0, rect.height() / 2, 0, 0), Qt::AlignLeft | Qt::AlignTop, count);
    } else {
        drawFigureLines(p, text, Qt::AlignLeft | Qt::AlignVCenter, {shown}, word);
    }
    p.restore();
}

QRectF verdictCellRect(const QRectF &rect, const VerdictFigure &f, const FigureStyle &style, int row, int column)
{
    const Layout l = layoutFigure(rect, f, style);
    return QRectF(l.body.left() + column * l.cellWidth, l.body.top() + row * l.cellHeight, l.cellWidth, l.cellHeight);
}

double verdictPreferredHeight(const VerdictFigure &f, double width, const FigureStyle &style)
{
    const double line = QFontMetricsF(style.font).height();
    const auto rows = static_cast<double>(emotionsOf(f.verdicts).size());
    return line * 1.5 + rows * line * 2.8 + (f.caption.isEmpty() ? 0 : line * 1.3);
}

void paintVerdictMatrix(QPainter &p, const QRectF &rect, const VerdictFigure &f, const FigureStyle &style)
{
    p.save();
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    const Layout l = layoutFigure(rect, f, style);
    const auto emotions = emotionsOf(f.verdicts);
    const auto &keys = models::VerdictMatrixModel::dimensionKeys();
    p.setFont(style.titleFont());
    p.setPen(style.text);
    for (std::size_t c = 0; c < keys.size(); ++c)
        drawFigureText(p, QRectF(l.header.left() + c * l.cellWidth, l.header.top(), l.cellWidth, l.header.height()), Qt::AlignCenter,
                   models::VerdictMatrixModel::dimensionTitle(keys[c]));
    p.setFont(style.font);
    for (std::size_t r = 0; r < emotions.size(); ++r) {
        p.setPen(style.text);
        drawFigureText(p, QRectF(rect.left(), l.body.top() + r * l.cellHeight, l.labelWidth - 4, l.cellHeight),
                   Qt::AlignRight | Qt::AlignVCenter, models::DisplayNames::level("emotion", emotions[r]));
        for (std::size_t c = 0; c < keys.size(); ++c)
            if (const auto *cell = f.verdicts.find(emotions[r], keys[c]))
                paintVerdictCell(p, verdictCellRect(rect, f, style, int(r), int(c)), *cell, style);
    }
    // White rules between the cells keep neighbouring colours apart in print.
    p.setPen(QPen(style.background.alpha() > 0 ? style.background : QColor(Qt::white), style.lineWidth * 1.5));
    for (std::size_t c = 1; c < keys.size(); ++c)
        p.drawLine(QPointF(l.body.left() + c * l.cellWidth, l.body.top()), QPointF(l.body.left() + c * l.cellWidth, l.body.bottom()));
    for (std::size_t r = 1; r < emotions.size(); ++r)
        p.drawLine(QPointF(l.body.left(), l.body.top() + r * l.cellHeight), QPointF(l.body.right(), l.body.top() + r * l.cellHeight));
    if (!f.caption.isEmpty()) {
        QFont italic = style.tickFont();
        italic.setItalic(true);
        p.setFont(italic);
        p.setPen(style.text);
        drawFigureText(p, l.caption, Qt::AlignRight | Qt::AlignVCenter, f.caption);
    }
    p.restore();
}

} // namespace rl::widgets
