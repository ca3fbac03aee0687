// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/agreementtablemodel.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace rl::models {

/// The agreement table in the long layout of a manuscript: where AgreementTableModel puts one block of
/// columns per dimension beside each other (28 columns and more), this model puts one row per (group,
/// dimension, condition) under each other and keeps one column per metric. One model shows one kind of
/// block: the classification (one row per condition), the numeric dimensions (r, ρ, bias … per dimension)
/// or the categorical dimensions against their human plurality. Rows where the condition has no value in
/// the block (it did not answer that dimension) are left out.
///
/// Every cell and header comes from the AgreementTableModel of the row's group (DisplayRole, ExportTextRole,
/// ExportValueRole, SortValueRole, ToolTipRole; the header's NumberStyleRole and definition), so the
/// numbers are the wide table's numbers; the metric headers lose their dimension prefix, which moved
/// into the Dimension column. The key columns (group when more than one, dimension, condition) are text.
class LongAgreementModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Block { Classification, Numeric, Categorical };

    explicit LongAgreementModel(Block block, QObject *parent = nullptr);

    /// `groups`: 0 = all items, 1 + e = level e of the grouping factor (AgreementTableModel::setGroup);
    /// empty = every group. The classification block reads the first group only (its metrics change
    /// meaning within a group: recall and F1 of the class).
    void setBundle(std::shared_ptr<const AnalysisBundle> bundle, std::vector<int> groups = {0});

    /// Only these metrics, in this order (before setBundle); empty = every metric of the block.
    void setMetrics(std::vector<AgreementTableModel::Metric> metrics) { m_only = std::move(metrics); }

    int keyColumns() const { return m_keyColumns; } ///< the text columns before the metrics

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        int source = 0;    ///< index into m_sources
        int dimension = -1;///< the block's dimension (AgreementTableModel::Column::dimension)
        int condition = 0; ///< row of the source
    };
    /// The source column of `metric` for the block of `dimension`; 0 when there is none.
    int sourceColumn(const AgreementTableModel &source, AgreementTableModel::Metric metric, int dimension) const;
    bool inBlock(const AgreementTableModel::Column &column) const;
    QString keyHeader(int section, bool exported) const;
    QString keyText(const Row &row, int section, bool exported) const;

    Block m_block;
    std::shared_ptr<const AnalysisBundle> m_bundle;
    std::vector<std::unique_ptr<AgreementTableModel>> m_sources;
    std::vector<int> m_groups;
    std::vector<AgreementTableModel::Metric> m_metrics; ///< the metric columns, in the wide table's order
    std::vector<AgreementTableModel::Metric> m_only;
    std::vector<Row> m_rows;
    int m_keyColumns = 1;
};

} // namespace rl::models
