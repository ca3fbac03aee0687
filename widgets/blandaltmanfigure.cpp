// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/blandaltmanfigure.h"

#include "models/analysisbundle.h"
#include "models/colorscale.h"
#include "models/displaynames.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rl::widgets {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("BlandAltmanFigure", text); }

/// One legend entry: a swatch (emotion colour) or a line sample (bias, LoA, proportional bias), and its text.
struct Key {
    enum Kind { Swatch, BiasLine, LoaLine, PropLine, Note } kind = Swatch;
    QColor colour;
    QString text;
};

/// The lines of one panel's value legend.
std::vector<Key> panelKeys(const BlandAltmanPanel &panel, bool proportional)
{
    std::vector<Key> keys;
    const auto num = [](double v) { return tickLabel(std::abs(v) < 0.005 ? 0.0 : v, 0.01); }; // no "−0.00"
    if (!std::isfinite(panel.ba.bias))
        return keys;
    keys.push_back({Key::BiasLine, {}, tr("bias %1").arg(num(panel.ba.bias))});
    keys.push_back({Key::LoaLine, {}, tr("LoA %1 … %2").arg(num(panel.ba.loaLower), num(panel.ba.loaUpper))});
    if (proportional && std::isfinite(panel.ba.propSlope)) {
        QString p = std::isfinite(panel.ba.propSlopeP)
            ? (panel.ba.propSlopeP < 0.001 ? QStringLiteral("< .001")
                                      : QStringLiteral("= ") + QString::number(panel.ba.propSlopeP, 'f', 3).mid(panel.ba.propSlopeP < 1 ? 1 : 0))
            : QStringLiteral("= \u2014");
        keys.push_back({Key::PropLine, {}, tr("slope %1, p %2").arg(num(panel.ba.propSlope), p)});
    }
    return keys;
}

struct PlacedText {
    QRectF box;
    QStringList lines;
    QString text;
};

struct Layout {
    // figure legend (emotion colours or the lines, and the sign convention), wrapped onto lines
    struct Entry {
        Key key;
        QRectF sample;
        PlacedText label;
    };
    /// A header over one or more panels: a condition's title (bold) or a group's name after its swatch.
    struct Label {
        QFont font;
        int flags = Qt::AlignHCenter | Qt::AlignBottom;
        PlacedText text;
        QColor swatch; ///< invalid: none
        QRectF swatchBox;
    };
    std::vector<Entry> legend;
    std::vector<Label> labels;
    PlacedText xTitle;
    PlacedText yTitle; ///< box in the rotated frame: width along the axis
    QPointF yTitleCentre;
    QRectF caption;
    std::vector<QRectF> plots;    ///< per panel (f.panels order)
    std::vector<QRectF> keyAreas; ///< per panel: its value legend under the x tick labels (empty: none)
    std::vector<char> yTicks;     ///< per panel: tick labels left of it
    std::vector<char> xTicks;     ///< per panel: tick labels under it
    int columns = 1;
    int sets = 1; ///< faceted: groups side by side
    double cellWidth = 0;
};

/// Faceted panels are at least this many lines of the figure font wide (about 0.46 in at 8 pt): wide
/// enough for three x tick labels and a readable cloud of points, and 4 of them side by side at 3.25 in.
constexpr double kFacetMinPanelLines = 3.6;

bool isLineKey(Key::Kind kind) { return kind == Key::BiasLine || kind == Key::LoaLine || kind == Key::PropLine; }

/// The figure legend's entries: side by side the emotion colours; faceted, where every group's panels
/// carry their own swatch and the values stay in the table, the lines. Then the sign convention.
std::vector<Key> figureKeys(const BlandAltmanFigure &f)
{
    std::vector<Key> keys;
    if (f.faceted) {
        keys.push_back({Key::BiasLine, {}, tr("bias")});
        keys.push_back({Key::LoaLine, {}, tr("limits of agreement")});
        if (f.proportional)
            keys.push_back({Key::PropLine, {}, tr("proportional bias")});
    } else {
        for (const auto &[name, colour] : f.legend)
            keys.push_back({Key::Swatch, colour, name});
    }
    keys.push_back({Key::Note, {}, tr("d = human mean − model")});
    if (!f.note.isEmpty())
        keys.push_back({Key::Note, {}, f.note});
    return keys;
}

/// Lays the figure legend out at the top of `rect`, wrapped onto as many lines as needed; returns
/// where the panels start.
double layoutLegend(Layout &l, const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style)
{
    const QFontMetricsF fm(style.font);
    const double line = fm.height();
    const double r = style.pointRadius * 1.6;
    const double sampleWidth = line * 1.4;
    double x = rect.left();
    double y = rect.top();
    double rowHeight = 0;
    for (const Key &k : figureKeys(f)) {
        const double lead = k.kind == Key::Swatch ? 2.5 * r : isLineKey(k.kind) ? sampleWidth + line * 0.3 : 0;
        const double avail = std::max(line, rect.width() - lead);
        const QStringList lines = wrapFigureText(k.text, style.font, avail);
        double w = 0;
        for (const QString &s : lines)
            w = std::max(w, fm.horizontalAdvance(s));
        const double entryWidth = lead + w;
        if (x > rect.left() && x + entryWidth > rect.right()) {
            x = rect.left();
            y += rowHeight + line * 0.15;
            rowHeight = 0;
        }
        const double h = line * lines.size();
        Layout::Entry e;
        e.key = k;
        // A line sample stops a point short of its box, so its cap stays inside the figure's rectangle.
        e.sample = k.kind == Key::Swatch ? QRectF(x, y + line / 2 - r, 2 * r, 2 * r) : QRectF(x + 1, y, sampleWidth - 2, line);
        e.label = {QRectF(x + lead, y, w + 1, h), lines, k.text};
        l.legend.push_back(e);
        rowHeight = std::max(rowHeight, h);
        x += entryWidth + line * 0.8;
    }
    return y + rowHeight + line * 0.4;
}

/// The axis titles: x under the panels (from `bottom`, across the grid), y rotated and centred on them.
void placeAxisTitles(Layout &l, const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style, double top,
                     double bottom, double gridLeft, double gridWidth, const QStringList &xLines)
{
    const double line = QFontMetricsF(style.font).height();
    l.xTitle = {QRectF(gridLeft, bottom, gridWidth, line * xLines.size()), xLines, f.xLabel};
    const double along = std::max(line, bottom - top);
    const QStringList yLines = wrapFigureText(f.yLabel, style.font, along);
    l.yTitle = {QRectF(-along / 2, -line * yLines.size() / 2, along, line * yLines.size()), yLines, f.yLabel};
    l.yTitleCentre = QPointF(rect.left() + line * 0.6 * yLines.size(), (top + bottom) / 2);
}

void sizePanels(Layout &l, std::size_t n)
{
    l.plots.assign(n, QRectF());
    l.keyAreas.assign(n, QRectF());
    l.yTicks.assign(n, 0);
    l.xTicks.assign(n, 0);
}

/// Side by side (see BlandAltmanFigure): with `plotHeight` > 0 the plots get that height and `rect`'s
/// height is ignored (preferred height), otherwise they share what `rect` leaves.
Layout layoutSideBySide(const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style, double plotHeight,
                        int yTitleLines, int)
{
    Layout l;
    const QFont tickFont = style.tickFont();
    const QFont titleFont = style.titleFont();
    const QFontMetricsF fm(style.font);
    const QFontMetricsF tm(tickFont);
    const double line = fm.height();
    const double tline = tm.height();
    const double sampleWidth = line * 1.4;
    const double top = layoutLegend(l, rect, f, style);

    QRectF area = rect;
    l.caption = takeCaptionBand(area, f.caption, line);

    // Panels: conditions wrap into rows of `columns`.
    const int conditions = std::max(1, f.columns);
    const double overhang = xTickLabelOverhang(f.x, style);
    const double yTicks = yTickLabelWidth(f.y, style) + tline * 0.25;
    const double gapX = std::max(line * 0.6, overhang * 2 + tline * 0.5);
    const double left0 = rect.left() + line * 1.2 * yTitleLines + yTicks;
    const double gridWidth = std::max(1.0, rect.right() - overhang - left0);
    l.columns = facetColumns(conditions, gridWidth, line * 7.5, gapX);
    const int rows = (conditions + l.columns - 1) / l.columns;
    l.cellWidth = std::max(1.0, (gridWidth - gapX * (l.columns - 1)) / l.columns);

    int titleLines = 0;
    int keyLines = 0;
    const double keyText = std::max(line, l.cellWidth - sampleWidth - tline * 0.4);
    for (const auto &panel : f.panels) {
        titleLines = std::max<int>(titleLines, static_cast<int>(wrapFigureText(panel.title, titleFont, l.cellWidth).size()));
        int n = 0;
        for (const Key &k : panelKeys(panel, f.proportional))
            n += static_cast<int>(wrapFigureText(k.text, tickFont, keyText).size());
        keyLines = std::max(keyLines, n);
    }
    const double titleH = QFontMetricsF(titleFont).height() * titleLines;
    const double head = titleH + yTickLabelOverhang(style) + tline * 0.1;
    const double below = xTickLabelHeight(style) + tline * keyLines + tline * 0.3;
    const double gapY = line * 0.4;

    const QStringList xLines = wrapFigureText(f.xLabel, style.font, gridWidth);
    const double fixed = rows * (head + below) + (rows - 1) * gapY;
    double plotH = plotHeight;
    if (plotH <= 0)
        plotH = std::max(1.0, (area.bottom() - top - fixed - line * xLines.size()) / rows);

    sizePanels(l, f.panels.size());
    double rowTop = top;
    for (int row = 0; row < rows; ++row) {
        for (int col = 0; col < l.columns; ++col) {
            const int c = row * l.columns + col;
            if (c >= conditions || std::size_t(c) >= f.panels.size())
                break;
            const auto i = static_cast<std::size_t>(c);
            const double px = left0 + col * (l.cellWidth + gapX);
            Layout::Label title;
            title.font = titleFont;
            title.text = {QRectF(px, rowTop, l.cellWidth, titleH), wrapFigureText(f.panels[i].title, titleFont, l.cellWidth),
                          f.panels[i].title};
            l.labels.push_back(title);
            l.plots[i] = QRectF(px, rowTop + head, l.cellWidth, plotH);
            l.keyAreas[i] = QRectF(px, rowTop + head + plotH + xTickLabelHeight(style) + tline * 0.15, l.cellWidth, tline * keyLines);
            l.yTicks[i] = col == 0;
            l.xTicks[i] = 1;
        }
        rowTop += head + plotH + below + gapY;
    }
    rowTop -= gapY;
    placeAxisTitles(l, rect, f, style, top, rowTop, left0, gridWidth, xLines);
    if (plotHeight > 0)
        l.caption = f.caption.isEmpty() ? QRectF() : QRectF(rect.left(), l.xTitle.box.bottom() + line * 0.1, rect.width(), line * 1.2);
    return l;
}

/// Faceted small multiples (see BlandAltmanFigure); `plotHeight` as for layoutSideBySide; at most
/// `maxSets` groups side by side.
Layout layoutFacets(const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style, double plotHeight,
                    int yTitleLines, int maxSets)
{
    Layout l;
    QFont titleFont = style.tickFont(); // the condition titles of small panels: bold, at the tick labels' size
    titleFont.setBold(true);
    const QFontMetricsF fm(style.font);
    const QFontMetricsF tm(style.tickFont());
    const double line = fm.height();
    const double tline = tm.height();
    const double swatch = style.pointRadius * 1.6;
    const double lead = swatch * 2.5; // a group's swatch before its name
    const double top = layoutLegend(l, rect, f, style);

    QRectF area = rect;
    l.caption = takeCaptionBand(area, f.caption, line);

    const int conditions = std::max(1, f.columns);
    const int groups = std::max(1, f.rows);
    const double overhang = xTickLabelOverhang(f.x, style);
    const double yTicks = yTickLabelWidth(f.y, style) + tline * 0.25;
    const double gapX = std::max(line * 0.6, overhang * 2 + tline * 0.25); // x tick labels only on the outer panels
    const double setGap = line * 0.6; // added between the panels of two groups side by side
    const double left0 = rect.left() + line * 1.2 * yTitleLines + yTicks;
    const double gridWidth = std::max(1.0, rect.right() - overhang - left0);
    const double minPanel = line * kFacetMinPanelLines;

    // Conditions per row (balanced); when all of them fit, as many whole groups of them as fit (balanced).
    const int perSet = facetColumns(conditions, gridWidth, minPanel, gapX);
    const int fit = std::max(1, static_cast<int>(std::floor((gridWidth + gapX) / (minPanel + gapX))));
    const auto cellWidth = [&](int sets) {
        const int k = sets * perSet;
        return (gridWidth - gapX * (k - 1) - setGap * (sets - 1)) / k;
    };
    int sets = perSet == conditions ? std::clamp(std::min(fit / perSet, maxSets), 1, groups) : 1;
    for (;;) {
        const int rowsNeeded = (groups + sets - 1) / sets;
        sets = (groups + rowsNeeded - 1) / rowsNeeded;
        if (sets == 1 || cellWidth(sets) >= minPanel)
            break;
        --sets;
    }
    l.columns = sets * perSet;
    l.sets = sets;
    l.cellWidth = std::max(1.0, cellWidth(sets));
    const double w = l.cellWidth;
    const int blocks = (conditions + perSet - 1) / perSet;
    const int rowsPerBlock = (groups + sets - 1) / sets;
    const auto columnX = [&](int set, int k) { return left0 + (set * perSet + k) * (w + gapX) + set * setGap; };
    const auto blockConditions = [&](int b) { return std::min(perSet, conditions - b * perSet); };
    const auto panelIndex = [&](int group, int condition) { return static_cast<std::size_t>(group * conditions + condition); };

    // A block's top row names its conditions, once over each run of adjacent panels of one condition
    // (one condition's groups side by side share one title); a title may reach into a third of the gap
    // on either side, so that a word like "(NoThink)" stays whole over a narrow panel.
    struct Run {
        double left = 0;
        double right = 0;
        std::size_t panel = 0;
    };
    const auto titleRuns = [&](int b) {
        std::vector<Run> runs;
        int previous = -1;
        for (int s = 0; s < std::min(sets, groups); ++s)
            for (int k = 0; k < blockConditions(b); ++k) {
                const int c = b * perSet + k;
                const double x = columnX(s, k);
                if (c == previous)
                    runs.back().right = x + w + gapX * 0.3;
                else
                    runs.push_back({x - gapX * 0.3, x + w + gapX * 0.3, panelIndex(s, c)});
                previous = c;
            }
        return runs;
    };
    const auto groupText = [&](int b, int g) {
        const std::size_t i = panelIndex(g, b * perSet);
        return i < f.panels.size() ? f.panels[i].facet : QString();
    };
    const auto setWidth = [&](int b) { return blockConditions(b) * w + (blockConditions(b) - 1) * gapX; };
    int titleLines = 0;
    int labelLines = 0;
    for (int b = 0; b < blocks; ++b) {
        for (const Run &run : titleRuns(b))
            if (run.panel < f.panels.size())
                titleLines = std::max<int>(titleLines, static_cast<int>(wrapFigureText(f.panels[run.panel].title, titleFont,
                                                                                       run.right - run.left).size()));
        for (int g = 0; g < groups; ++g)
            labelLines = std::max<int>(labelLines, static_cast<int>(wrapFigureText(groupText(b, g), style.font,
                                                                                   std::max(line, setWidth(b) - lead)).size()));
    }
    const double titleH = QFontMetricsF(titleFont).height() * titleLines + tline * 0.2;
    const double labelH = line * labelLines + tline * 0.1;
    const double rowGap = tline * 0.3;
    const double blockGap = line * 0.8;
    const double xTicks = xTickLabelHeight(style);

    const QStringList xLines = wrapFigureText(f.xLabel, style.font, gridWidth);
    const double fixed = blocks * (titleH + rowsPerBlock * labelH + (rowsPerBlock - 1) * rowGap + xTicks) + (blocks - 1) * blockGap;
    double plotH = plotHeight;
    if (plotH <= 0)
        plotH = std::max(1.0, (area.bottom() - top - fixed - line * xLines.size()) / (blocks * rowsPerBlock));

    sizePanels(l, f.panels.size());
    double y = top;
    for (int b = 0; b < blocks; ++b) {
        for (const Run &run : titleRuns(b)) {
            if (run.panel >= f.panels.size())
                continue;
            const QString &title = f.panels[run.panel].title;
            Layout::Label label;
            label.font = titleFont;
            label.text = {QRectF(run.left, y, run.right - run.left, titleH - tline * 0.2),
                          wrapFigureText(title, titleFont, run.right - run.left), title};
            l.labels.push_back(label);
        }
        y += titleH;
        for (int r = 0; r < rowsPerBlock; ++r) {
            for (int s = 0; s < sets; ++s) {
                const int g = r * sets + s;
                if (g >= groups)
                    break;
                const double left = columnX(s, 0);
                Layout::Label label;
                label.font = style.font;
                label.flags = Qt::AlignLeft | Qt::AlignTop;
                const QString text = groupText(b, g);
                label.text = {QRectF(left + lead, y, std::max(line, setWidth(b) - lead), line * labelLines),
                              wrapFigureText(text, style.font, std::max(line, setWidth(b) - lead)), text};
                const std::size_t first = panelIndex(g, b * perSet);
                if (first < f.panels.size() && f.panels[first].group > 0)
                    label.swatch = models::categoricalColor(f.panels[first].group - 1);
                label.swatchBox = QRectF(left, y + line / 2 - swatch, 2 * swatch, 2 * swatch);
                l.labels.push_back(label);
            }
            y += labelH;
            for (int s = 0; s < sets; ++s) {
                const int g = r * sets + s;
                if (g >= groups)
                    break;
                const bool below = r + 1 < rowsPerBlock && (r + 1) * sets + s < groups;
                for (int k = 0; k < blockConditions(b); ++k) {
                    const std::size_t i = panelIndex(g, b * perSet + k);
                    if (i >= f.panels.size())
                        continue;
                    l.plots[i] = QRectF(columnX(s, k), y, w, plotH);
                    l.yTicks[i] = s == 0 && k == 0;
                    l.xTicks[i] = !below;
                }
            }
            y += plotH + (r + 1 < rowsPerBlock ? rowGap : xTicks);
        }
        if (b + 1 < blocks)
            y += blockGap;
    }
    placeAxisTitles(l, rect, f, style, top, y, left0, gridWidth, xLines);
    if (plotHeight > 0)
        l.caption = f.caption.isEmpty() ? QRectF() : QRectF(rect.left(), l.xTitle.box.bottom() + line * 0.1, rect.width(), line * 1.2);
    return l;
}

/// Lays the figure out in `rect` (see layoutSideBySide for `plotHeight`). The y title is wrapped to
/// the panels' height: when it needs more lines than the first pass left room for, lay out again.
Layout layoutFigure(const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style, double plotHeight, int maxSets)
{
    const auto lay = f.faceted ? layoutFacets : layoutSideBySide;
    Layout l = lay(rect, f, style, plotHeight, 1, maxSets);
    for (int lines = 2; lines <= 4 && l.yTitle.lines.size() >= lines; ++lines)
        l = lay(rect, f, style, plotHeight, lines, maxSets);
    return l;
}

Layout layoutFigure(const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style, double plotHeight = 0)
{
    Layout l = layoutFigure(rect, f, style, plotHeight, std::numeric_limits<int>::max());
    // Where the canvas sets the height (a view), faceted panels more than 1.5 times as tall as wide put
    // fewer groups side by side. An exported page never does: its height follows the panels' width.
    const auto tall = [](const Layout &x) {
        const auto it = std::find_if(x.plots.begin(), x.plots.end(), [](const QRectF &r) { return !r.isEmpty(); });
        return it != x.plots.end() && it->height() > 1.5 * it->width();
    };
    while (f.faceted && plotHeight <= 0 && l.sets > 1 && tall(l))
        l = layoutFigure(rect, f, style, plotHeight, l.sets - 1);
    return l;
}

/// The plots' height for a cell width when the figure chooses its own height (see BlandAltmanFigure).
double preferredPlotHeight(const BlandAltmanFigure &f, double cellWidth, double line)
{
    return f.faceted ? std::clamp(cellWidth * 0.6, line * 3.0, line * 10) : std::clamp(cellWidth * 0.75, line * 6, line * 30);
}

QRectF panelPlot(const Layout &l, const BlandAltmanFigure &, int panel)
{
    return panel >= 0 && std::size_t(panel) < l.plots.size() ? l.plots[std::size_t(panel)] : QRectF();
}

void drawKeySample(QPainter &p, const QRectF &box, Key::Kind kind, const FigureStyle &style)
{
    const double y = box.center().y();
    switch (kind) {
    case Key::BiasLine: p.setPen(QPen(style.text, style.lineWidth * 1.3)); break;
    case Key::LoaLine: p.setPen(QPen(style.text, style.lineWidth, Qt::DashLine)); break;
    case Key::PropLine: p.setPen(QPen(QColor(0xc4, 0x4e, 0x52), style.lineWidth * 1.2, Qt::DotLine)); break;
    default: return;
    }
    p.drawLine(QPointF(box.left(), y), QPointF(box.right(), y));
}

void horizontalLine(QPainter &p, const PlotMapping &m, double y, const QPen &pen)
{
    if (!std::isfinite(y) || !m.y.contains(y))
        return;
    p.setPen(pen);
    p.drawLine(QPointF(m.plot.left(), m.mapY(y)), QPointF(m.plot.right(), m.mapY(y)));
}

void band(QPainter &p, const PlotMapping &m, double lo, double hi, const QColor &colour)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return;
    const double top = m.mapY(std::min(std::max(hi, m.y.lo), m.y.hi));
    const double bottom = m.mapY(std::max(std::min(lo, m.y.hi), m.y.lo));
    p.fillRect(QRectF(m.plot.left(), top, m.plot.width(), bottom - top), colour);
}

} // namespace

std::size_t BlandAltmanFigure::pointCount() const
{
    std::size_t n = 0;
    for (const auto &p : panels)
        n += p.points.size();
    return n;
}

BlandAltmanFigure makeBlandAltmanFigure(const models::AnalysisBundle &b, const BlandAltmanRequest &r)
{
    BlandAltmanFigure f;
    const auto &a = b.analysis;
    f.proportional = r.proportional;
    if (r.dimension < 0 || static_cast<std::size_t>(r.dimension) >= b.pairs.size())
        return f;
    const auto d = static_cast<std::size_t>(r.dimension);
    const auto &pairs = b.pairs[d];
    const QString dimension = models::DisplayNames::dimension(pairs.dimension);
    f.xLabel = QCoreApplication::translate("BlandAltmanFigure", "Mean of human mean and model (%1)").arg(dimension);
    f.yLabel = QCoreApplication::translate("BlandAltmanFigure", "Difference d (human mean − model)");
    if (b.study && b.study->synthetic)
        f.caption = QCoreApplication::translate("BlandAltmanFigure", "synthetic demo (seed %1)").arg(b.study->demoSeed);

    std::vector<int> groups;
    if (r.perEmotion)
        for (std::size_t g = 1; g < a.groups.size(); ++g)
            groups.push_back(static_cast<int>(g));
    f.faceted = !groups.empty();
    if (r.perEmotion && !f.faceted)
        f.note = QCoreApplication::translate("BlandAltmanFigure", "The study has no grouping factor: each panel holds every item.");
    if (groups.empty())
        groups.push_back(0);
    const std::string groupFactor = a.groupingFactor();
    f.columns = std::max<int>(1, static_cast<int>(r.conditions.size()));
    f.rows = static_cast<int>(groups.size());

    double xlo = std::numeric_limits<double>::infinity(), xhi = -xlo, ylo = xlo, yhi = -xlo;
    const auto widen = [](double &lo, double &hi, double v) {
        if (std::isfinite(v)) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    };
    for (int g : groups) {
        for (int c : r.conditions) {
            BlandAltmanPanel panel;
            panel.condition = c;
            panel.group = g;
            if (c < 0 || static_cast<std::size_t>(c) >= a.conditions.size()) {
                f.panels.push_back(std::move(panel));
                continue;
            }
            const auto &cond = a.conditions[static_cast<std::size_t>(c)];
            const QString label = QString::fromStdString(cond.label.empty() ? cond.id : cond.label);
            panel.title = label;
            if (g > 0)
                panel.facet = models::DisplayNames::level(groupFactor, a.groups[std::size_t(g)]);
            if (d < cond.cells.size() && static_cast<std::size_t>(g) < cond.cells[d].size())
                panel.ba = cond.cells[d][static_cast<std::size_t>(g)].ba;
            const auto &pred = pairs.predictions[static_cast<std::size_t>(c)];
            if (!pred.empty() && static_cast<std::size_t>(g) < a.groupItems.size()) {
                for (int j : a.groupItems[static_cast<std::size_t>(g)]) {
                    const double m = pairs.humanMean[std::size_t(j)];
                    const double x = pred[std::size_t(j)];
                    if (std::isnan(m) || std::isnan(x))
                        continue;
                    panel.points.emplace_back((m + x) / 2, m - x);
                    panel.items.push_back(j);
                    panel.colours.push_back(f.faceted ? g - 1 : b.emotionOfItem.empty() ? -1 : b.emotionOfItem[std::size_t(j)]);
                    widen(xlo, xhi, (m + x) / 2);
                    widen(ylo, yhi, m - x);
                }
            }
            for (double v : {panel.ba.loaLowerCiLower, panel.ba.loaUpperCiUpper, panel.ba.bias})
                widen(ylo, yhi, v);
            f.panels.push_back(std::move(panel));
        }
    }
    if (!std::isfinite(xlo)) {
        xlo = 1;
        xhi = 9;
        ylo = -1;
        yhi = 1;
    }
    // Padded: a point on the range's end (a scale's end, a nice tick) is drawn whole, not cut by the frame.
    f.x = paddedRange(niceRange(xlo, xhi));
    const double ymax = std::max(std::abs(ylo), std::abs(yhi)); // symmetric about 0: bias reads at a glance
    // Faceted panels are short: ±one nice step, so that −s, 0 and s label even a panel 3 lines tall.
    f.y = paddedRange(niceRange(-ymax, ymax, f.faceted ? 3 : 5));

    const int emotionFactor = b.study && !f.faceted ? b.study->findFactor("emotion") : -1;
    if (emotionFactor >= 0)
        for (std::size_t e = 0; e < b.study->factors[std::size_t(emotionFactor)].levels.size(); ++e)
            f.legend.emplace_back(models::DisplayNames::level("emotion", b.study->factors[std::size_t(emotionFactor)].levels[e]),
                                  models::categoricalColor(static_cast<int>(e)));
    return f;
}

PlotMapping blandAltmanMapping(const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style, int panel)
{
    const Layout l = layoutFigure(rect, f, style);
    return PlotMapping {panelPlot(l, f, panel), f.x, f.y};
}

double blandAltmanPreferredHeight(const BlandAltmanFigure &f, double width, const FigureStyle &style)
{
    const double line = QFontMetricsF(style.font).height();
    const Layout probe = layoutFigure(QRectF(0, 0, width, line * 100), f, style, 1.0);
    const double plot = preferredPlotHeight(f, probe.cellWidth, line);
    const Layout l = layoutFigure(QRectF(0, 0, width, line * 100), f, style, plot);
    double bottom = l.xTitle.box.bottom();
    if (!f.caption.isEmpty())
        bottom += line * 1.3;
    return std::ceil(bottom + line * 0.2);
}

void paintBlandAltman(QPainter &p, const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style)
{
    p.save();
    if (style.background.alpha() > 0)
        p.fillRect(rect, style.background);
    const Layout l = layoutFigure(rect, f, style);

    // Legend: a swatch and the emotion's name per entry, or a sample of each line, then the sign
    // convention, wrapped onto lines.
    for (const auto &e : l.legend) {
        if (e.key.kind == Key::Swatch) {
            p.setPen(Qt::NoPen);
            p.setBrush(e.key.colour);
            p.drawEllipse(e.sample);
        } else if (isLineKey(e.key.kind)) {
            p.save();
            drawKeySample(p, e.sample, e.key.kind, style);
            p.restore();
        }
        p.setFont(style.font);
        p.setPen(style.text);
        drawFigureLines(p, e.label.box, Qt::AlignLeft | Qt::AlignTop, e.label.lines, e.label.text);
    }

    // Panel headers: conditions' titles, groups' names after their swatches.
    for (const auto &label : l.labels) {
        if (label.swatch.isValid()) {
            p.setPen(Qt::NoPen);
            p.setBrush(label.swatch);
            p.drawEllipse(label.swatchBox);
        }
        p.setFont(label.font);
        p.setPen(style.text);
        drawFigureLines(p, label.text.box, label.flags, label.text.lines, label.text.text);
    }

    const QPen biasPen(style.text, style.lineWidth * 1.3);
    QPen loaPen(style.text, style.lineWidth, Qt::DashLine);
    QPen propPen(QColor(0xc4, 0x4e, 0x52), style.lineWidth * 1.2, Qt::DotLine);
    QColor ciColour = style.text;
    ciColour.setAlphaF(0.10);
    for (int i = 0; i < static_cast<int>(f.panels.size()); ++i) {
        const auto &panel = f.panels[std::size_t(i)];
        const PlotMapping m {panelPlot(l, f, i), f.x, f.y};
        if (m.plot.isEmpty())
            continue;
        paintPanelAxes(p, m, style, l.yTicks[std::size_t(i)], l.xTicks[std::size_t(i)]);

        p.save();
        p.setClipRect(m.plot);
        band(p, m, panel.ba.biasCiLower, panel.ba.biasCiUpper, ciColour);
        band(p, m, panel.ba.loaLowerCiLower, panel.ba.loaLowerCiUpper, ciColour);
        band(p, m, panel.ba.loaUpperCiLower, panel.ba.loaUpperCiUpper, ciColour);
        horizontalLine(p, m, 0.0, QPen(style.axis, style.lineWidth * 0.6));

        // Points, one brush per colour.
        p.setPen(Qt::NoPen);
        const double radius = style.pointRadius;
        int current = std::numeric_limits<int>::min();
        for (std::size_t k = 0; k < panel.points.size(); ++k) {
            if (panel.colours[k] != current) {
                current = panel.colours[k];
                QColor c = current < 0 ? QColor(0x80, 0x80, 0x80) : models::categoricalColor(current);
                c.setAlphaF(style.pointAlpha);
                p.setBrush(c);
            }
            p.drawEllipse(m.map(panel.points[k].x(), panel.points[k].y()), radius, radius);
        }
        horizontalLine(p, m, panel.ba.bias, biasPen);
        horizontalLine(p, m, panel.ba.loaLower, loaPen);
        horizontalLine(p, m, panel.ba.loaUpper, loaPen);
        if (f.proportional && std::isfinite(panel.ba.propSlope)) {
            p.setPen(propPen);
            const double y0 = panel.ba.propIntercept + panel.ba.propSlope * f.x.lo;
            const double y1 = panel.ba.propIntercept + panel.ba.propSlope * f.x.hi;
            p.drawLine(m.map(f.x.lo, y0), m.map(f.x.hi, y1));
        }
        if (f.highlightedItem >= 0) {
            const auto it = std::find(panel.items.begin(), panel.items.end(), f.highlightedItem);
            if (it != panel.items.end()) {
                const QPointF c = m.map(panel.points[std::size_t(it - panel.items.begin())].x(),
                                        panel.points[std::size_t(it - panel.items.begin())].y());
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(style.text, style.lineWidth * 1.5));
                p.drawEllipse(c, radius * 2.6, radius * 2.6);
            }
        }
        p.restore();

        // The panel's value legend: a sample of each line and its value(s).
        const QRectF keys = l.keyAreas[std::size_t(i)];
        if (keys.isEmpty())
            continue;
        const QFont tickFont = style.tickFont();
        const QFontMetricsF tm(tickFont);
        const double sample = QFontMetricsF(style.font).height() * 1.4;
        double ky = keys.top();
        p.setFont(tickFont);
        for (const Key &k : panelKeys(panel, f.proportional)) {
            const QStringList lines = wrapFigureText(k.text, tickFont, std::max(tm.height(), keys.width() - sample - tm.height() * 0.4));
            p.save();
            drawKeySample(p, QRectF(keys.left(), ky, sample, tm.height()), k.kind, style);
            p.restore();
            p.setPen(style.text);
            drawFigureLines(p, QRectF(keys.left() + sample + tm.height() * 0.4, ky, keys.width() - sample - tm.height() * 0.4,
                                      tm.height() * lines.size()),
                            Qt::AlignLeft | Qt::AlignTop, lines, k.text);
            ky += tm.height() * lines.size();
        }
    }

    // Axis titles.
    p.setFont(style.font);
    p.setPen(style.text);
    drawFigureLines(p, l.xTitle.box, Qt::AlignHCenter | Qt::AlignTop, l.xTitle.lines, l.xTitle.text);
    p.save();
    p.translate(l.yTitleCentre);
    p.rotate(-90);
    drawFigureLines(p, l.yTitle.box, Qt::AlignHCenter | Qt::AlignVCenter, l.yTitle.lines, l.yTitle.text);
    p.restore();
    if (!f.caption.isEmpty()) {
        QFont italic = style.tickFont();
        italic.setItalic(true);
        p.setFont(italic);
        if (!l.caption.isEmpty())
            drawFigureText(p, l.caption, Qt::AlignRight | Qt::AlignVCenter, f.caption);
    }
    p.restore();
}

BlandAltmanHit blandAltmanHitTest(const QRectF &rect, const BlandAltmanFigure &f, const FigureStyle &style, QPointF pos,
                                  double tolerance)
{
    BlandAltmanHit hit;
    const Layout l = layoutFigure(rect, f, style);
    for (int i = 0; i < static_cast<int>(f.panels.size()); ++i) {
        const PlotMapping m {panelPlot(l, f, i), f.x, f.y};
        if (!m.plot.adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(pos))
            continue;
        const auto &panel = f.panels[std::size_t(i)];
        double best = tolerance * tolerance;
        for (std::size_t k = 0; k < panel.points.size(); ++k) {
            const QPointF q = m.map(panel.points[k].x(), panel.points[k].y()) - pos;
            const double d2 = q.x() * q.x() + q.y() * q.y();
            if (d2 <= best) {
                best = d2;
                hit = {i, static_cast<int>(k), panel.items[k]};
            }
        }
        break;
    }
    return hit;
}

} // namespace rl::widgets
