// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/figureexporter.h"

#include "models/outputfile.h"

#include <QBuffer>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace rl::widgets {

namespace {

constexpr double kPointsPerInch = 72.0;

QRectF figureRect(double widthInches, double heightInches)
{
    return {0, 0, widthInches * kPointsPerInch, heightInches * kPointsPerInch};
}

Error renderError(const QString &what) { return Error {ErrorCode::Io, what.toStdString()}; }

} // namespace

QRectF figureContentRect(const QRectF &page)
{
    const double mx = std::min(kFigureMarginPoints, std::max(0.0, (page.width() - 1) / 2));
    const double my = std::min(kFigureMarginPoints, std::max(0.0, (page.height() - 1) / 2));
    return page.adjusted(mx, my, -mx, -my);
}

double figurePageHeightInches(const std::function<double(double)> &contentHeight, double pageWidthInches)
{
    const double margin = kFigureMarginPoints / kPointsPerInch;
    return contentHeight(std::max(1 / kPointsPerInch, pageWidthInches - 2 * margin)) + 2 * margin;
}

std::function<double(double)> pageHeightFunction(std::function<double(double)> contentHeight)
{
    return [content = std::move(contentHeight)](double pageWidth) { return figurePageHeightInches(content, pageWidth); };
}

bool parseFigureFormat(const QString &name, FigureFormat &out)
{
    const QString n = name.toLower();
    if (n == QLatin1String("svg"))
        out = FigureFormat::Svg;
    else if (n == QLatin1String("pdf"))
        out = FigureFormat::Pdf;
    else if (n == QLatin1String("png"))
        out = FigureFormat::Png;
    else
        return false;
    return true;
}

QString figureFormatSuffix(FigureFormat format)
{
    switch (format) {
    case FigureFormat::Svg:
        return QStringLiteral("svg");
    case FigureFormat::Pdf:
        return QStringLiteral("pdf");
    case FigureFormat::Png:
        break;
    }
    return QStringLiteral("png");
}

bool parseLengthInches(const QString &text, double &inches)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("single")) {
        inches = kApaSingleColumnInches;
        return true;
    }
    if (t == QLatin1String("double")) {
        inches = kApaDoubleColumnInches;
        return true;
    }
    struct Unit {
        const char *suffix;
        double perInch;
    };
    static const Unit units[] = {{"in", 1.0}, {"cm", 2.54}, {"mm", 25.4}, {"pt", 72.0}};
    QString number = t;
    double perInch = 1.0;
    for (const Unit &u : units) {
        if (t.endsWith(QLatin1String(u.suffix))) {
            number = t.left(t.size() - int(qstrlen(u.suffix))).trimmed();
            perInch = u.perInch;
            break;
        }
    }
    bool ok = false;
    const double value = number.toDouble(&ok);
    if (!ok || !(value > 0) || !std::isfinite(value))
        return false;
    inches = value / perInch;
    return true;
}

QImage renderFigureImage(const FigurePaintFn &paint, double widthInches, double heightInches, int dpi)
{
    const QSize pixels(qRound(widthInches * dpi), qRound(heightInches * dpi));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    const int dotsPerMeter = qRound(dpi / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    painter.scale(dpi / kPointsPerInch, dpi / kPointsPerInch);
    paint(painter, figureContentRect(figureRect(widthInches, heightInches)));
    painter.end();
    return image;
}

Result<QByteArray> renderFigureFile(const FigurePaintFn &paint, const FigureExportOptions &o)
{
    if (!(o.widthInches > 0.5 && o.widthInches <= 40) || !(o.heightInches > 0.5 && o.heightInches <= 40))
        return Error {ErrorCode::Validation, "the figure size must be between 0.5 and 40 inches"};
    if (o.dpi < 72 || o.dpi > 2400)
        return Error {ErrorCode::Validation, "the resolution must be between 72 and 2400 dpi"};
    const QRectF rect = figureRect(o.widthInches, o.heightInches);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);

    switch (o.format) {
    case FigureFormat::Png: {
        const QImage image = renderFigureImage(paint, o.widthInches, o.heightInches, o.dpi);
        if (!image.save(&buffer, "PNG"))
            return renderError(QStringLiteral("the PNG could not be encoded"));
        return bytes;
    }
    case FigureFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setResolution(qRound(kPointsPerInch)); // 1 user unit = 1 pt; width/height written in mm
        svg.setSize(rect.size().toSize());
        svg.setViewBox(rect);
        svg.setTitle(o.title);
        svg.setDescription(QStringLiteral("RaterLab figure"));
        QPainter painter;
        if (!painter.begin(&svg))
            return renderError(QStringLiteral("the SVG could not be started"));
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        paint(painter, figureContentRect(rect));
        if (!painter.end() || !bytes.trimmed().endsWith("</svg>"))
            return renderError(QStringLiteral("the SVG could not be completed"));
        return bytes;
    }
    case FigureFormat::Pdf:
        break;
    }
    {
        QPdfWriter pdf(&buffer);
        pdf.setCreator(QStringLiteral("RaterLab"));
        pdf.setTitle(o.title);
        pdf.setResolution(o.dpi);
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        if (!pdf.setPageSize(QPageSize(QSizeF(o.widthInches, o.heightInches), QPageSize::Inch, QString(),
                                       QPageSize::ExactMatch)))
            return Error {ErrorCode::Validation, "the PDF page size was refused"};
        QPainter painter;
        if (!painter.begin(&pdf))
            return renderError(QStringLiteral("the PDF could not be started"));
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        painter.scale(o.dpi / kPointsPerInch, o.dpi / kPointsPerInch);
        paint(painter, figureContentRect(rect));
        if (!painter.end())
            return renderError(QStringLiteral("the PDF could not be completed"));
    }
    if (!bytes.startsWith("%PDF-") || !bytes.trimmed().endsWith("%%EOF"))
        return renderError(QStringLiteral("the PDF could not be completed"));
    return bytes;
}

Status exportFigure(const FigurePaintFn &paint, const FigureExportOptions &o, const QString &path)
{
    auto bytes = renderFigureFile(paint, o);
    if (!bytes)
        return Error {bytes.error().code, path.toStdString() + ": " + bytes.error().detail + "; nothing was written"};
    return models::writeOutputFile(path, *bytes);
}

} // namespace rl::widgets
