// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/longagreementmodel.h"

#include "models/cellformat.h"
#include "models/displaynames.h"
#include "models/roles.h"

#include <algorithm>
#include <cmath>

namespace rl::models {

LongAgreementModel::LongAgreementModel(Block block, QObject *parent)
    : QAbstractTableModel(parent)
    , m_block(block)
{
}

bool LongAgreementModel::inBlock(const AgreementTableModel::Column &column) const
{
    switch (m_block) {
    case Block::Classification: return column.dimension < 0;
    case Block::Numeric: return column.dimension >= 0 && !column.categorical;
    case Block::Categorical: return column.dimension >= 0 && column.categorical;
    }
    return false;
}

int LongAgreementModel::sourceColumn(const AgreementTableModel &source, AgreementTableModel::Metric metric,
                                     int dimension) const
{
    const auto &columns = source.metricColumns();
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (inBlock(columns[i]) && columns[i].metric == metric && columns[i].dimension == dimension)
            return static_cast<int>(i) + 1;
    return 0;
}

void LongAgreementModel::setBundle(std::shared_ptr<const AnalysisBundle> bundle, std::vector<int> groups)
{
    beginResetModel();
    m_bundle = std::move(bundle);
    m_sources.clear();
    m_rows.clear();
    m_metrics.clear();
    m_groups.clear();
    if (m_bundle) {
        const int groupCount = static_cast<int>(m_bundle->analysis.groups.size());
        if (groups.empty())
            for (int g = 0; g < std::max(1, groupCount); ++g)
                groups.push_back(g);
        if (m_block == Block::Classification)
            groups.resize(1);
        for (int g : groups) {
            if (g < 0 || (g > 0 && g >= groupCount))
                continue;
            auto source = std::make_unique<AgreementTableModel>();
            source->setBundle(m_bundle);
            source->setGroup(g);
            m_groups.push_back(g);
            m_sources.push_back(std::move(source));
        }
    }
    for (std::size_t s = 0; s < m_sources.size(); ++s) {
        const AgreementTableModel &source = *m_sources[s];
        std::vector<int> dimensions; // in the wide table's order
        for (const auto &column : source.metricColumns()) {
            if (!inBlock(column))
                continue;
            if (std::find(dimensions.begin(), dimensions.end(), column.dimension) == dimensions.end())
                dimensions.push_back(column.dimension);
        }
        if (s == 0 && !dimensions.empty())
            for (const auto &column : source.metricColumns())
                if (inBlock(column) && column.dimension == dimensions.front()
                    && (m_only.empty() || std::find(m_only.begin(), m_only.end(), column.metric) != m_only.end()))
                    m_metrics.push_back(column.metric);
        for (int d : dimensions)
            for (int r = 0; r < source.rowCount(); ++r) {
                bool any = false;
                for (auto metric : m_metrics)
                    if (const int c = sourceColumn(source, metric, d); c > 0 && !std::isnan(source.value(r, c)))
                        any = true;
                if (any)
                    m_rows.push_back({static_cast<int>(s), d, r});
            }
    }
    m_keyColumns = 1 + (m_groups.size() > 1 ? 1 : 0) + (m_block == Block::Classification ? 0 : 1);
    endResetModel();
}

int LongAgreementModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_metrics.empty() ? 0 : static_cast<int>(m_rows.size());
}

int LongAgreementModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_metrics.empty() ? 0 : m_keyColumns + static_cast<int>(m_metrics.size());
}

// The key columns from the left: group (when several), dimension (not for the classification), condition.
QString LongAgreementModel::keyHeader(int section, bool exported) const
{
    const bool grouped = m_groups.size() > 1;
    if (grouped && section == 0) {
        const std::string column = m_bundle->analysis.groupColumn();
        return exported ? QString::fromStdString(column) : DisplayNames::factor(column);
    }
    if (section == m_keyColumns - 1)
        return exported ? QStringLiteral("condition") : tr("Condition");
    return exported ? QStringLiteral("dimension") : tr("Dimension");
}

QString LongAgreementModel::keyText(const Row &row, int section, bool exported) const
{
    const auto &a = m_bundle->analysis;
    if (m_groups.size() > 1 && section == 0) {
        const int g = m_groups[static_cast<std::size_t>(row.source)];
        if (g == 0)
            return exported ? QStringLiteral("all") : tr("all items");
        const std::string &level = a.groups[static_cast<std::size_t>(g)];
        return exported ? QString::fromStdString(level) : DisplayNames::level(a.groupColumn(), level);
    }
    if (section == m_keyColumns - 1) {
        const QModelIndex index = m_sources[static_cast<std::size_t>(row.source)]->index(row.condition, 0);
        return index.data(exported ? int(ExportTextRole) : int(Qt::DisplayRole)).toString();
    }
    const auto d = static_cast<std::size_t>(row.dimension);
    const std::string &name = m_block == Block::Categorical ? a.categoricalDimensions[d] : a.dimensions[d];
    return exported ? QString::fromStdString(name) : DisplayNames::dimension(name);
}

QVariant LongAgreementModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const Row &row = m_rows[static_cast<std::size_t>(index.row())];
    if (index.column() < m_keyColumns) {
        switch (role) {
        case Qt::DisplayRole:
        case SortValueRole:
            return keyText(row, index.column(), false);
        case ExportTextRole:
            return keyText(row, index.column(), true);
        default:
            return {};
        }
    }
    const AgreementTableModel &source = *m_sources[static_cast<std::size_t>(row.source)];
    const auto metric = m_metrics[static_cast<std::size_t>(index.column() - m_keyColumns)];
    const int column = sourceColumn(source, metric, row.dimension);
    if (column == 0) {
        if (role == Qt::DisplayRole)
            return cellformat::display(std::nan(""));
        if (role == ExportTextRole)
            return cellformat::exported(std::nan(""));
        return role == ExportValueRole ? QVariant(std::nan("")) : QVariant();
    }
    return source.index(row.condition, column).data(role);
}

QVariant LongAgreementModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < m_keyColumns) {
        if (role == Qt::DisplayRole || role == ExportTextRole)
            return keyHeader(section, role == ExportTextRole);
        return role == NumberStyleRole ? QVariant(int(cellformat::Style::Text)) : QVariant();
    }
    // The header of the metric in the first group's first block, without that block's dimension.
    const AgreementTableModel &source = *m_sources.front();
    const auto metric = m_metrics[static_cast<std::size_t>(section - m_keyColumns)];
    int dimension = -1;
    for (const auto &column : source.metricColumns())
        if (inBlock(column)) {
            dimension = column.dimension;
            break;
        }
    const QVariant value = source.headerData(sourceColumn(source, metric, dimension), Qt::Horizontal, role);
    if ((role != Qt::DisplayRole && role != ExportTextRole) || dimension < 0)
        return value;
    const auto &a = m_bundle->analysis;
    const auto d = static_cast<std::size_t>(dimension);
    const std::string &name = m_block == Block::Categorical ? a.categoricalDimensions[d] : a.dimensions[d];
    const QString prefix = role == ExportTextRole ? QString::fromStdString(name) + QLatin1Char('_')
                                                  : DisplayNames::dimension(name) + QLatin1Char(' ');
    QString text = value.toString();
    if (text.startsWith(prefix))
        text.remove(0, prefix.size());
    return text;
}

} // namespace rl::models
