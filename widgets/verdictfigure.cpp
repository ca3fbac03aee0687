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
        if (std::find(out.begin(), out.end(), c.group) == out.end())
            out.push_back(c.group);
    return out;
}

/// Said instead of the matrix when it has no cells (a study without analysed dimensions).
QString emptyMatrixText()
{
    return QCoreApplication::translate("VerdictFigure",
                                       "No verdicts: the study has no dimension with human ratings or true labels to judge the models against.");
}

struct Layout {
    std::vector<QStringList> headerLines; ///< per dimension column, wrapped to the column
    QRectF header;
    QRectF body;
    QRectF caption;
    QStringList emptyLines; ///< emptyMatrixText(), wrapped, when the matrix has no cells
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
        l.labelWidth = std::max(l.labelWidth, fm.horizontalAdvance(models::VerdictMatrixModel::groupTitle(f.verdicts, e)));
    l.labelWidth += line * 0.6;
    QRectF area = rect;
    if (!f.caption.isEmpty()) {
        l.caption = QRectF(rect.left(), rect.bottom() - line * 1.2, rect.width(), line * 1.2);
        area.setBottom(area.bottom() - line * 1.3);
    }
    if (f.verdicts.cells.empty())
        l.emptyLines = wrapFigureText(emptyMatrixText(), style.font, area.width());
    const auto keys = models::VerdictMatrixModel::dimensionsOf(f.verdicts);
    const int columns = std::max<int>(1, static_cast<int>(keys.size()));
    l.cellWidth = (area.width() - l.labelWidth) / columns;
    int lines = 1;
    for (const auto &key : keys) {
        l.headerLines.push_back(wrapFigureText(models::VerdictMatrixModel::dimensionTitle(key), style.titleFont(), l.cellWidth - line * 0.3));
        lines = std::max<int>(lines, static_cast<int>(l.headerLines.back().size()));
    }
    l.header = QRectF(area.left() + l.labelWidth, area.top(), area.width() - l.labelWidth,
                      QFontMetricsF(style.titleFont()).height() * lines + line * 0.5);
    l.body = QRectF(l.header.left(), l.header.bottom(), l.header.width(), area.bottom() - l.header.bottom());
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
    case analysis::Verdict::NoData: // an em dash: nothing was judged
        p.setPen(pen);
        p.drawLine(QPointF(r.left() + s * 0.22, r.center().y()), QPointF(r.right() - s * 0.22, r.center().y()));
        break;
    case analysis::Verdict::NotReplaceable:
        p.setPen(pen);
        p.drawLine(QPointF(r.left() + s * 0.22, r.top() + s * 0.22), QPointF(r.right() - s * 0.22, r.bottom() - s * 0.22));
        p.drawLine(QPointF(r.right() - s * 0.22, r.top() + s * 0.22), QPointF(r.left() + s * 0.22, r.bottom() - s * 0.22));
        break;
    }
    p.restore();
}

namespace {

/// How a cell's text is set: the font (shrunk down to 65 % when the word does not fit beside the
/// symbol), the word's lines (wrapped, never elided) and the symbol's size.
struct CellText {
    QFont font;
    QFont small;
    QStringList lines;
    double symbol = 0;
    double gap = 0;
    double textWidth = 0;
};

CellText setCellText(double width, double height, const QString &word, const QString &count, const FigureStyle &style)
{
    CellText t;
    t.font = style.font;
    t.small = style.tickFont();
    const double base = QFontMetricsF(style.font).height();
    t.symbol = std::min(height > 0 ? height * 0.6 : base * 1.1, base * 1.1);
    t.gap = base * 0.3;
    const double room = std::max(1.0, width - t.symbol - t.gap - base * 0.4);
    double longest = 0;
    for (const QString &w : word.split(QLatin1Char(' ')))
        longest = std::max(longest, QFontMetricsF(t.font).horizontalAdvance(w));
    if (longest > room) { // the longest word must fit whole: round the size down
        const double scale = std::max(0.65, room / longest);
        t.font.setPixelSize(std::max(1, static_cast<int>(std::floor(t.font.pixelSize() * scale))));
        t.small.setPixelSize(std::max(1, static_cast<int>(std::floor(t.small.pixelSize() * scale))));
    }
    t.lines = wrapFigureText(word, t.font, room);
    const QFontMetricsF fm(t.font);
    for (const QString &l : t.lines)
        t.textWidth = std::max(t.textWidth, fm.horizontalAdvance(l));
    t.textWidth = std::max(t.textWidth, QFontMetricsF(t.small).horizontalAdvance(count));
    return t;
}

QString cellWord(const analysis::VerdictCell &cell) { return models::verdictLabel(cell.verdict); }
QString cellCount(const analysis::VerdictCell &cell) { return QStringLiteral("n = %1").arg(cell.nMeeting); }

/// The height a cell's text needs at `width`: its word's lines and the count line.
double cellTextHeight(const analysis::VerdictCell &cell, double width, const FigureStyle &style)
{
    const CellText t = setCellText(width, 0, cellWord(cell), cellCount(cell), style);
    return QFontMetricsF(t.font).height() * t.lines.size() + QFontMetricsF(t.small).height();
}

} // namespace

void paintVerdictCell(QPainter &p, const QRectF &rect, const analysis::VerdictCell &cell, const FigureStyle &style)
{
    p.save();
    const QColor fill = models::verdictColor(cell.verdict);
    const QColor ink = models::textColorOn(fill);
    p.fillRect(rect, fill);
    const QString word = cellWord(cell);
    const QString count = cellCount(cell);
    const CellText t = setCellText(rect.width(), rect.height(), word, count, style);
    const QFontMetricsF fm(t.font);
    const QFontMetricsF sm(t.small);
    const double x = rect.center().x() - (t.symbol + t.gap + t.textWidth) / 2;
    paintVerdictSymbol(p, QRectF(x, rect.center().y() - t.symbol / 2, t.symbol, t.symbol), cell.verdict, ink);
    const double wordHeight = fm.height() * t.lines.size();
    const bool withCount = rect.height() >= wordHeight + sm.height();
    const double block = wordHeight + (withCount ? sm.height() : 0);
    const double top = rect.center().y() - block / 2;
    p.setPen(ink);
    p.setFont(t.font);
    drawFigureLines(p, QRectF(x + t.symbol + t.gap, top, t.textWidth + 1, wordHeight), Qt::AlignLeft | Qt::AlignTop, t.lines, word);
    if (withCount) {
        p.setFont(t.small);
        drawFigureText(p, QRectF(x + t.symbol + t.gap, top + wordHeight, t.textWidth + 1, sm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                       count);
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
    const Layout l = layoutFigure(QRectF(0, 0, width, line * 100), f, style);
    double cellText = line * 2;
    for (const auto &cell : f.verdicts.cells)
        cellText = std::max(cellText, cellTextHeight(cell, l.cellWidth, style));
    const double empty = l.emptyLines.isEmpty() ? 0 : line * (l.emptyLines.size() + 2); // the sentence and a line's space
    return std::ceil(l.header.height() + rows * (cellText + line * 0.8) + empty + (f.caption.isEmpty() ? 0 : line * 1.3));
}

void paintVerdictMatrix(QPainter &p, const QRectF &rect, const VerdictFigure &f, const FigureStyle &style)
{
    p.save();
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    const Layout l = layoutFigure(rect, f, style);
    const auto emotions = emotionsOf(f.verdicts);
    const auto keys = models::VerdictMatrixModel::dimensionsOf(f.verdicts);
    p.setFont(style.titleFont());
    p.setPen(style.text);
    for (std::size_t c = 0; c < keys.size(); ++c)
        drawFigureLines(p, QRectF(l.header.left() + c * l.cellWidth, l.header.top(), l.cellWidth, l.header.height()),
                        Qt::AlignHCenter | Qt::AlignVCenter, l.headerLines[c], models::VerdictMatrixModel::dimensionTitle(keys[c]));
    p.setFont(style.font);
    for (std::size_t r = 0; r < emotions.size(); ++r) {
        p.setPen(style.text);
        drawFigureText(p, QRectF(rect.left(), l.body.top() + r * l.cellHeight, l.labelWidth - 4, l.cellHeight),
                   Qt::AlignRight | Qt::AlignVCenter, models::VerdictMatrixModel::groupTitle(f.verdicts, emotions[r]));
        for (std::size_t c = 0; c < keys.size(); ++c)
            if (const auto *cell = f.verdicts.find(emotions[r], keys[c]))
                paintVerdictCell(p, verdictCellRect(rect, f, style, int(r), int(c)), *cell, style);
    }
    if (!l.emptyLines.isEmpty()) {
        p.setPen(style.text);
        drawFigureLines(p, QRectF(rect.left(), l.header.top(), rect.width(), QFontMetricsF(style.font).height() * l.emptyLines.size()),
                        Qt::AlignLeft | Qt::AlignTop, l.emptyLines, emptyMatrixText());
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
