// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/demographics/subgroupf1figure.h"

#include "models/analysisbundle.h"
#include "models/colorscale.h"
#include "models/displaynames.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rl::widgets {

namespace {

    struct Layout {
        QRectF title;
        QRectF grid; ///< rows × columns cells
        double labelWidth = 0;
        double cellW = 0;
        double cellH = 0;
        QRectF caption;
    };

    Layout layoutFigure(const QRectF &rect, const SubgroupF1Figure &f, const FigureStyle &style)
    {
        Layout l;
        const QFontMetricsF fm(style.font);
        const QFontMetricsF tm(style.tickFont());
        const double line = fm.height();
        QRectF area = rect;
        l.caption = takeCaptionBand(area, f.caption, line);
        l.title = QRectF(area.left(), area.top(), area.width(), line * 1.4);
        for (const QString &r : f.rows)
            l.labelWidth = std::max(l.labelWidth, tm.horizontalAdvance(r));
        l.labelWidth += tm.height() * 0.6;
        const double headerH = tm.height() * 2.4; // two-line column labels
        const double top = l.title.bottom() + headerH;
        const int columns = std::max<int>(1, static_cast<int>(f.columns.size()));
        const int rows = std::max<int>(1, static_cast<int>(f.rows.size()));
        l.cellW = std::max(1.0, (area.width() - l.labelWidth) / columns);
        l.cellH = std::max(tm.height() * 1.4, std::min(l.cellW * 0.6, (area.bottom() - top) / rows));
        l.grid = QRectF(area.left() + l.labelWidth, top, l.cellW * columns, l.cellH * rows);
        return l;
    }

} // namespace

SubgroupF1Figure makeSubgroupF1Figure(const models::AnalysisBundle &b, const std::vector<int> &conditions)
{
    SubgroupF1Figure f;
    f.title = QCoreApplication::translate("SubgroupF1Figure", "Macro-F1 by race × gender");
    const auto &a = b.analysis;
    const auto &dem = a.demographics;
    if (b.study && b.study->synthetic)
        f.caption = QCoreApplication::translate("SubgroupF1Figure", "synthetic demo (seed %1)").arg(b.study->demoSeed);
    if (dem.status != analysis::DemographicStatus::Ok)
        return f;
    for (const auto &race : dem.raceLevels)
        for (const auto &gender : dem.genderLevels)
            f.columns << models::DisplayNames::level("race", race) + QLatin1Char('\n')
                    + models::DisplayNames::level("gender", gender);
    std::vector<int> chosen = conditions;
    if (chosen.empty())
        for (std::size_t c = 0; c < dem.conditions.size(); ++c)
            chosen.push_back(static_cast<int>(c));
    for (int c : chosen) {
        if (c < 0 || static_cast<std::size_t>(c) >= dem.conditions.size() || std::size_t(c) >= a.conditions.size())
            continue;
        std::vector<double> f1(static_cast<std::size_t>(f.columns.size()), std::nan(""));
        std::vector<std::size_t> n(f1.size(), 0);
        bool any = false;
        for (const auto &s : dem.conditions[std::size_t(c)].classification) {
            if (s.kind != "race:gender")
                continue;
            const auto colon = s.level.find(':');
            const auto r = std::find(dem.raceLevels.begin(), dem.raceLevels.end(), s.level.substr(0, colon));
            const auto g = std::find(dem.genderLevels.begin(), dem.genderLevels.end(), s.level.substr(colon + 1));
            if (colon == std::string::npos || r == dem.raceLevels.end() || g == dem.genderLevels.end())
                continue;
            const auto k = static_cast<std::size_t>(r - dem.raceLevels.begin()) * dem.genderLevels.size()
                + static_cast<std::size_t>(g - dem.genderLevels.begin());
            f1[k] = s.confusion.n > 0 ? s.confusion.macroF1 : std::nan("");
            n[k] = s.confusion.n;
            any = true;
        }
        if (!any)
            continue;
        const auto &cond = a.conditions[std::size_t(c)];
        f.rows << QString::fromStdString(cond.label.empty() ? cond.id : cond.label);
        f.conditions.push_back(c);
        f.f1.push_back(std::move(f1));
        f.n.push_back(std::move(n));
    }
    return f;
}

QRectF subgroupF1CellRect(const QRectF &rect, const SubgroupF1Figure &f, const FigureStyle &style, int row, int column)
{
    if (row < 0 || row >= f.rows.size() || column < 0 || column >= f.columns.size())
        return {};
    const Layout l = layoutFigure(rect, f, style);
    return QRectF(l.grid.left() + column * l.cellW, l.grid.top() + row * l.cellH, l.cellW, l.cellH);
}

void paintSubgroupF1(QPainter &p, const QRectF &rect, const SubgroupF1Figure &f, const FigureStyle &style)
{
    p.save();
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    const Layout l = layoutFigure(rect, f, style);
    const QFont tickFont = style.tickFont();
    const QFontMetricsF tm(tickFont);
    p.setPen(style.text);
    p.setFont(style.titleFont());
    drawFigureText(p, l.title, Qt::AlignLeft | Qt::AlignVCenter, f.title);
    p.setFont(tickFont);
    if (f.empty()) {
        drawFigureText(p, l.grid.adjusted(0, 0, 0, tm.height() * 2), Qt::AlignLeft | Qt::AlignTop,
            QCoreApplication::translate("SubgroupF1Figure", "No race × gender classification results"));
        p.restore();
        return;
    }
    // Column labels (race over gender), row labels, then the cells.
    for (int col = 0; col < f.columns.size(); ++col)
        drawFigureText(p, QRectF(l.grid.left() + col * l.cellW, l.grid.top() - tm.height() * 2.3, l.cellW, tm.height() * 2.2),
            Qt::AlignHCenter | Qt::AlignBottom, f.columns[col]);
    for (int r = 0; r < f.rows.size(); ++r)
        drawFigureText(p, 
            QRectF(l.grid.left() - l.labelWidth, l.grid.top() + r * l.cellH, l.labelWidth - tm.height() * 0.3, l.cellH),
            Qt::AlignRight | Qt::AlignVCenter, f.rows[r]);
    for (int r = 0; r < f.rows.size(); ++r)
        for (int col = 0; col < f.columns.size(); ++col) {
            const double v = f.f1[std::size_t(r)][std::size_t(col)];
            const QRectF cell(l.grid.left() + col * l.cellW, l.grid.top() + r * l.cellH, l.cellW, l.cellH);
            const QColor fill = models::sequentialColor(v);
            p.fillRect(cell, fill);
            p.setPen(models::textColorOn(fill));
            drawFigureText(p, cell, Qt::AlignCenter, std::isnan(v) ? QStringLiteral("\u2014") : QString::number(v, 'f', 2));
        }
    p.setPen(QPen(style.axis, style.lineWidth));
    p.setBrush(Qt::NoBrush);
    p.drawRect(l.grid);
    if (!f.caption.isEmpty()) {
        p.setPen(style.axis);
        drawFigureText(p, l.caption, Qt::AlignRight | Qt::AlignVCenter, f.caption);
    }
    p.restore();
}

} // namespace rl::widgets
