// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stackedtablemodel.h"

#include "models/cellformat.h"
#include "models/roles.h"

namespace rl::models {

StackedTableModel::StackedTableModel(QString header, QString exportedHeader, std::vector<Part> parts, QObject *parent)
    : QAbstractTableModel(parent)
    , m_header(std::move(header))
    , m_exportedHeader(std::move(exportedHeader))
{
    for (Part &part : parts) {
        if (!part.model || part.model->rowCount() == 0)
            continue;
        if (m_parts.empty()) {
            m_rowNames = rowNames(*part.model);
            m_columns = part.model->columnCount();
        } else if (part.model->columnCount() != m_columns || rowNames(*part.model) != m_rowNames) {
            continue;
        }
        m_rows += part.model->rowCount();
        m_parts.push_back(std::move(part));
    }
}

bool StackedTableModel::rowNames(const QAbstractItemModel &model) const
{
    return model.rowCount() > 0 && model.headerData(0, Qt::Vertical, ExportTextRole).isValid();
}

std::pair<const StackedTableModel::Part *, int> StackedTableModel::locate(int row) const
{
    for (const Part &part : m_parts) {
        if (row < part.model->rowCount())
            return {&part, row};
        row -= part.model->rowCount();
    }
    return {nullptr, 0};
}

int StackedTableModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_rows; }

int StackedTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_parts.empty() ? 0 : 1 + (m_rowNames ? 1 : 0) + m_columns;
}

QVariant StackedTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const auto [part, row] = locate(index.row());
    if (!part)
        return {};
    if (index.column() == 0) {
        if (role == Qt::DisplayRole || role == SortValueRole)
            return part->key;
        return role == ExportTextRole ? QVariant(part->exportedKey) : QVariant();
    }
    if (m_rowNames && index.column() == 1) {
        if (role == Qt::DisplayRole || role == ExportTextRole || role == SortValueRole) {
            const QVariant shown = part->model->headerData(row, Qt::Vertical, Qt::DisplayRole);
            return role == Qt::DisplayRole && shown.isValid() ? shown
                                                               : part->model->headerData(row, Qt::Vertical, ExportTextRole);
        }
        return {};
    }
    const int column = index.column() - 1 - (m_rowNames ? 1 : 0);
    return part->model->index(row, column).data(role);
}

QVariant StackedTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const QAbstractItemModel &first = *m_parts.front().model;
    if (section == 0 || (m_rowNames && section == 1)) {
        if (role == NumberStyleRole)
            return int(cellformat::Style::Text);
        if (role != Qt::DisplayRole && role != ExportTextRole)
            return {};
        if (section == 0)
            return role == ExportTextRole ? m_exportedHeader : m_header;
        return first.property("exportCorner");
    }
    return first.headerData(section - 1 - (m_rowNames ? 1 : 0), Qt::Horizontal, role);
}

} // namespace rl::models
