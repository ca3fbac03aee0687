// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/cellformat.h"
#include "models/roles.h"

#include <QAbstractItemModel>
#include <QStringList>

/// The check behind "a tooltip with the definition on every metric header" (models/metricdefinitions.h), shared
/// by the face, jury and StereoTales view tests.
namespace rl::test {

/// A statistics column: its NumberStyleRole says so (anything but Text), or — for models without
/// number styles — its first non-empty cell holds a number (SortValueRole, else EditRole).
inline bool isStatisticsColumn(const QAbstractItemModel &model, int column)
{
    const QVariant style = model.headerData(column, Qt::Horizontal, models::NumberStyleRole);
    if (style.isValid())
        return style.toInt() != int(models::cellformat::Style::Text);
    for (int row = 0; row < model.rowCount(); ++row) {
        QVariant v = model.index(row, column).data(models::SortValueRole);
        if (!v.isValid())
            v = model.index(row, column).data(Qt::EditRole);
        if (!v.isValid() || v.isNull())
            continue;
        switch (v.typeId()) {
        case QMetaType::Double:
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
            return true;
        default:
            return false;
        }
    }
    return false;
}

/// "table: header" of every statistics column of `model` whose header has no tooltip; and the number
/// of statistics columns seen through `checked` (so a test can tell it looked at something).
inline QStringList headersWithoutDefinition(const QAbstractItemModel &model, const QString &table, int *checked = nullptr)
{
    QStringList missing;
    for (int c = 0; c < model.columnCount(); ++c) {
        if (!isStatisticsColumn(model, c))
            continue;
        if (checked)
            ++*checked;
        if (model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().trimmed().isEmpty())
            missing << table + QStringLiteral(": ") + model.headerData(c, Qt::Horizontal).toString();
    }
    return missing;
}

} // namespace rl::test
