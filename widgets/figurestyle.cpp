// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/figurestyle.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QPainter>
#include <QWidget>

#include <algorithm>
#include <mutex>

static void initFontResources() { Q_INIT_RESOURCE(fonts); }

namespace rl::widgets {

namespace {

struct Families {
    QString main;
    QString cjk;
};

const Families &families()
{
    static Families f;
    static std::once_flag once;
    std::call_once(once, [] {
        initFontResources();
        for (const char *file : {":/fonts/DejaVuSans.ttf", ":/fonts/DejaVuSans-Bold.ttf"}) {
            const int id = QFontDatabase::addApplicationFont(QString::fromLatin1(file));
            if (id >= 0 && f.main.isEmpty())
                f.main = QFontDatabase::applicationFontFamilies(id).value(0);
        }
        if (f.main.isEmpty())
            f.main = QStringLiteral("DejaVu Sans");
        // Korean: the bundled Hangul subset (identical output everywhere); characters outside it fall
        // back to an installed Noto Sans CJK KR through the family list, then to fontconfig.
        const int kr = QFontDatabase::addApplicationFont(QStringLiteral(":/fonts/NotoSansKR-RaterLab.otf"));
        f.cjk = QFontDatabase::applicationFontFamilies(kr).value(0);
    });
    return f;
}

QFont makeFont(double pixels)
{
    QFont font(bundledFontFamily());
    font.setFamilies(figureFontFamilies());
    font.setPixelSize(qMax(1, qRound(pixels)));
    font.setHintingPreference(QFont::PreferNoHinting);
    font.setKerning(true);
    return font;
}

} // namespace

QString bundledFontFamily() { return families().main; }

QString bundledHangulFamily() { return families().cjk; }

QStringList figureFontFamilies()
{
    QStringList list {families().main};
    if (!families().cjk.isEmpty())
        list << families().cjk;
    list << QStringLiteral("Noto Sans CJK KR");
    return list;
}

QFont FigureStyle::titleFont() const
{
    QFont f = font;
    f.setBold(true);
    return f;
}

QFont FigureStyle::tickFont() const
{
    QFont f = font;
    f.setPixelSize(qMax(1, qRound(font.pixelSize() * 0.85)));
    return f;
}

QRectF takeCaptionBand(QRectF &area, const QString &caption, double line)
{
    if (caption.isEmpty())
        return {};
    const QRectF band(area.left(), area.bottom() - line * 1.2, area.width(), line * 1.2);
    area.setBottom(area.bottom() - line * 1.3);
    return band;
}

FigureStyle exportFigureStyle(double fontPt)
{
    FigureStyle s;
    s.font = makeFont(fontPt);
    return s;
}

FigureStyle screenFigureStyle(const QWidget *widget)
{
    FigureStyle s;
    const QFontInfo info(widget->font());
    s.font = makeFont(info.pixelSize() > 0 ? info.pixelSize() : 12);
    const QPalette &palette = widget->palette();
    s.text = palette.color(QPalette::WindowText);
    s.axis = palette.color(QPalette::Dark);
    s.grid = palette.color(QPalette::Midlight);
    s.background = palette.color(QPalette::Base);
    s.lineWidth = 1.0;
    s.pointRadius = 2.5;
    return s;
}

namespace {

thread_local FigureTextRecorder *t_recorder = nullptr;

QString withoutSpaces(const QString &s)
{
    QString out;
    out.reserve(s.size());
    for (const QChar c : s)
        if (!c.isSpace())
            out += c;
    return out;
}

/// Pieces of `text` that may end a line: "word ", "LLaMA-", "(thinking)".
QStringList breakUnits(const QString &text)
{
    QStringList units;
    QString current;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('(') && !current.trimmed().isEmpty()) {
            units << current;
            current.clear();
        }
        current += c;
        if (c.isSpace() || ((c == QLatin1Char('-') || c == QLatin1Char('/')) && i + 1 < text.size() && !text[i + 1].isSpace())) {
            units << current;
            current.clear();
        }
    }
    if (!current.isEmpty())
        units << current;
    return units;
}

} // namespace

bool DrawnFigureText::complete() const { return withoutSpaces(drawn) == withoutSpaces(intended); }

FigureTextRecorder::FigureTextRecorder()
    : m_previous(t_recorder)
{
    t_recorder = this;
}

FigureTextRecorder::~FigureTextRecorder() { t_recorder = m_previous; }

QStringList wrapFigureText(const QString &text, const QFont &font, double width)
{
    QStringList lines;
    if (text.trimmed().isEmpty())
        return lines;
    const QFontMetricsF fm(font);
    const auto fits = [&](const QString &s) { return fm.horizontalAdvance(s.trimmed()) <= width + 1e-6; };
    QString line;
    for (const QString &unit : breakUnits(text)) {
        if (fits(line + unit)) {
            line += unit;
            continue;
        }
        if (!line.trimmed().isEmpty())
            lines << line.trimmed();
        line.clear();
        if (fits(unit)) {
            line = unit;
            continue;
        }
        // A single unit wider than the line: break it between characters (at least one per line).
        for (const QChar c : unit) {
            if (!line.isEmpty() && !fits(line + c)) {
                lines << line.trimmed();
                line.clear();
            }
            line += c;
        }
    }
    if (!line.trimmed().isEmpty())
        lines << line.trimmed();
    return lines;
}

double figureTextHeight(const QFont &font, int lines) { return QFontMetricsF(font).height() * std::max(0, lines); }

void drawFigureText(QPainter &painter, const QRectF &box, int flags, const QString &text)
{
    if (text.isEmpty())
        return;
    painter.drawText(box, flags | Qt::TextDontClip, text);
    if (t_recorder) {
        const QRectF bound = QFontMetricsF(painter.font()).boundingRect(box, flags | Qt::TextDontClip, text);
        t_recorder->record({text, text, painter.worldTransform().mapRect(bound)});
    }
}

void drawFigureLines(QPainter &painter, const QRectF &box, int flags, const QStringList &lines, const QString &intended)
{
    if (lines.isEmpty())
        return;
    const QFontMetricsF fm(painter.font());
    const double h = fm.height();
    const double block = h * lines.size();
    double y = box.top();
    if (flags & Qt::AlignBottom)
        y = box.bottom() - block;
    else if (flags & Qt::AlignVCenter)
        y = box.center().y() - block / 2;
    const int horizontal = (flags & Qt::AlignHorizontal_Mask) | Qt::AlignVCenter | Qt::TextDontClip;
    QRectF covered;
    for (const QString &line : lines) {
        const QRectF lineBox(box.left(), y, box.width(), h);
        painter.drawText(lineBox, horizontal, line);
        covered = covered.united(fm.boundingRect(lineBox, horizontal, line));
        y += h;
    }
    if (t_recorder)
        t_recorder->record({intended, lines.join(QLatin1Char('\n')), painter.worldTransform().mapRect(covered)});
}

} // namespace rl::widgets
