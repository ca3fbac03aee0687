// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/runs/imageconversion.h"

#include "models/stimulusimagesource.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>

namespace rl::models {

bool convertImageForModels(std::string &mime, std::vector<std::uint8_t> &bytes, int edge)
{
    if (mime != "image/svg+xml")
        return true;
    const QByteArray svg(reinterpret_cast<const char *>(bytes.data()), static_cast<qsizetype>(bytes.size()));
    auto rendered = StimulusImageSource::decode(svg, QString::fromStdString(mime), QSize(edge, edge));
    if (!rendered)
        return false;
    QImage opaque(rendered->size(), QImage::Format_RGB32);
    opaque.fill(Qt::white);
    {
        QPainter painter(&opaque);
        painter.drawImage(0, 0, *rendered);
    }
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!opaque.save(&buffer, "PNG"))
        return false;
    bytes.assign(png.begin(), png.end());
    mime = "image/png";
    return true;
}

} // namespace rl::models
