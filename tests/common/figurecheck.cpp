// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/common/figurecheck.h"

#include <QRegularExpression>
#include <QXmlStreamReader>

#include <algorithm>

namespace rl::test {

namespace {

/// The image as 32-bit ARGB (premultiplied or not, as the exporter writes it) so pixels compare as QRgb.
QImage argb(const QImage &image)
{
    if (image.format() == QImage::Format_ARGB32 || image.format() == QImage::Format_ARGB32_Premultiplied
        || image.format() == QImage::Format_RGB32)
        return image;
    return image.convertToFormat(QImage::Format_ARGB32);
}

bool isInk(QRgb pixel, QRgb background) { return pixel != background; }

} // namespace

int inkInFrame(const QImage &image, int framePx, const QColor &background)
{
    if (framePx <= 0 || image.isNull())
        return 0;
    const QImage img = argb(image);
    const QRgb bg = background.rgba();
    const int w = img.width();
    const int h = img.height();
    int ink = 0;
    for (int y = 0; y < h; ++y) {
        const auto *row = reinterpret_cast<const QRgb *>(img.constScanLine(y));
        const bool band = y < framePx || y >= h - framePx;
        for (int x = 0; x < w; ++x) {
            if (!band && x == framePx) // skip the inside of the frame
                x = std::max(x, w - framePx);
            if (x < w && isInk(row[x], bg))
                ++ink;
        }
    }
    return ink;
}

QRect inkBounds(const QImage &image, const QColor &background)
{
    if (image.isNull())
        return {};
    const QImage img = argb(image);
    const QRgb bg = background.rgba();
    int left = img.width(), top = img.height(), right = -1, bottom = -1;
    for (int y = 0; y < img.height(); ++y) {
        const auto *row = reinterpret_cast<const QRgb *>(img.constScanLine(y));
        for (int x = 0; x < img.width(); ++x)
            if (isInk(row[x], bg)) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
    }
    return right < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

QStringList svgTexts(const QByteArray &svg)
{
    QStringList out;
    QXmlStreamReader xml(svg);
    int depth = 0; // inside a <text>: its nesting depth (tspans), else 0
    QString current;
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement:
            if (depth > 0)
                ++depth;
            else if (xml.name() == QLatin1String("text")) {
                depth = 1;
                current.clear();
            }
            break;
        case QXmlStreamReader::Characters:
            if (depth > 0)
                current += xml.text();
            break;
        case QXmlStreamReader::EndElement:
            if (depth > 0 && --depth == 0)
                out << current;
            break;
        default:
            break;
        }
    }
    return out;
}

QStringList elidedSvgText(const QByteArray &svg)
{
    // An ellipsis glued to a character on either side; one between white space (a range) is text.
    static const QRegularExpression cut(QStringLiteral("(\\S(\u2026|\\.\\.\\.))|((\u2026|\\.\\.\\.)\\S)"));
    QStringList out;
    for (const QString &text : svgTexts(svg))
        if (cut.match(text).hasMatch())
            out << text;
    return out;
}

} // namespace rl::test
