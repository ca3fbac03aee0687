// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QString>

#include <memory>
#include <vector>

namespace rl::models {

/// Tables of the same shape (one per condition: its confusion matrix, its class metrics) under each
/// other as one long table, with a first key column naming each part — the manuscript's long form of
/// what the workbook keeps as one sheet per part. Every other cell and the headers (every role: the
/// manuscript name, ExportTextRole, NumberStyleRole, the definition) come from the parts; the header
/// from the first part. A part whose columns differ from the first part's in number is left out.
class StackedTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    struct Part {
        QString key;         ///< the key column's text (DisplayRole)
        QString exportedKey; ///< its ExportTextRole (machine form)
        std::shared_ptr<QAbstractItemModel> model;
    };

    /// `header`, `exportedHeader`: the key column's heading (e.g. "Condition", "condition").
    StackedTableModel(QString header, QString exportedHeader, std::vector<Part> parts, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    /// The part and its row that hold row `row`.
    std::pair<const Part *, int> locate(int row) const;
    /// The columns of a part: its vertical header (when it names its rows, as ExportTextRole) then its columns.
    bool rowNames(const QAbstractItemModel &model) const;

    QString m_header;
    QString m_exportedHeader;
    std::vector<Part> m_parts;
    bool m_rowNames = false;
    int m_columns = 0;
    int m_rows = 0;
};

} // namespace rl::models
