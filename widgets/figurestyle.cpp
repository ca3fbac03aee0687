// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/figurestyle.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QWidget>

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

} // namespace rl::widgets
