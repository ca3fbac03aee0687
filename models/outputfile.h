// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/atomicfile.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <string_view>

/// How the Qt writers (tables, workbooks, figures, the report, conditions) reach the disk: they render into
/// memory (a QByteArray, through a QBuffer for QPdfWriter, QSvgGenerator and QImage::save) and hand the bytes to
/// rl::replaceFile, so a file is whole or not there, the previous one survives any failure, and a symbolic
/// link at `path` is refused rather than written through (engine/core/atomicfile.h).
namespace rl::models {

inline Status writeOutputFile(const QString &path, const QByteArray &bytes)
{
    return replaceFile(QFile::encodeName(path).toStdString(),
                       std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

} // namespace rl::models
