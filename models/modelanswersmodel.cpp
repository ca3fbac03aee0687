// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/modelanswersmodel.h"

#include "models/cellformat.h"
#include "models/displaynames.h"
#include "models/roles.h"

#include <QColor>

#include <cmath>

namespace rl::models {

ModelAnswersModel::ModelAnswersModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ModelAnswersModel::setBundle(std::shared_ptr<const AnalysisBundle> bundle)
{
    beginResetModel();
    m_bundle = std::move(bundle);
    const std::size_t n = m_bundle ? m_bundle->analysis.conditions.size() : 0;
    m_thinking.assign(n, {});
    m_raw.assign(n, {});
    endResetModel();
}

void ModelAnswersModel::setItem(int item)
{
    beginResetModel();
    m_item = item;
    std::fill(m_thinking.begin(), m_thinking.end(), QString());
    std::fill(m_raw.begin(), m_raw.end(), QString());
    endResetModel();
}

void ModelAnswersModel::setTexts(int item, const std::vector<storage::PredictionText> &texts)
{
    if (item != m_item || !m_bundle)
        return;
    for (const auto &t : texts) {
        if (t.sample != 0)
            continue;
        for (std::size_t c = 0; c < m_bundle->analysis.conditions.size(); ++c)
            if (m_bundle->analysis.conditions[c].id == t.conditionId) {
                m_thinking[c] = QString::fromStdString(t.thinking);
                m_raw[c] = QString::fromStdString(t.rawResponse);
            }
    }
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {ThinkingRole, RawResponseRole, Qt::ToolTipRole});
}

int ModelAnswersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_bundle || m_item < 0 ? 0 : static_cast<int>(m_bundle->analysis.conditions.size());
}

int ModelAnswersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_bundle ? 0 : 2 + 2 * static_cast<int>(m_bundle->pairs.size());
}

QVariant ModelAnswersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const auto c = static_cast<std::size_t>(index.row());
    const auto j = static_cast<std::size_t>(m_item);
    const auto &cond = m_bundle->analysis.conditions[c];
    if (role == ThinkingRole)
        return m_thinking[c];
    if (role == RawResponseRole)
        return m_raw[c];
    if (role == ConditionIdRole)
        return QString::fromStdString(cond.id);
    if (role == Qt::ToolTipRole && !m_raw[c].isEmpty() && index.column() < 2)
        return m_raw[c].left(400);
    const int column = index.column();
    if (column == 0) {
        if (role == Qt::DisplayRole || role == ExportTextRole)
            return QString::fromStdString(cond.label.empty() ? cond.id : cond.label);
        return {};
    }
    if (column == 1) {
        const int answer = c < m_bundle->labelAnswers.size() ? m_bundle->labelAnswers[c][j] : -2;
        const int truth = j < m_bundle->emotionOfItem.size() ? m_bundle->emotionOfItem[j] : -1;
        const auto &labels = m_bundle->analysis.labels;
        if (role == Qt::DisplayRole || role == ExportTextRole) {
            if (answer == -2)
                return role == Qt::DisplayRole ? QStringLiteral("\u2014") : QStringLiteral("NA");
            if (answer < 0 || std::size_t(answer) >= labels.size())
                return role == Qt::DisplayRole ? tr("invalid") : QStringLiteral("invalid");
            const QString name = role == Qt::DisplayRole ? DisplayNames::level("emotion", labels[std::size_t(answer)])
                                                         : QString::fromStdString(labels[std::size_t(answer)]);
            if (role == Qt::DisplayRole && truth >= 0)
                return (answer == truth ? QStringLiteral("\u2713 ") : QStringLiteral("\u2717 ")) + name;
            return name;
        }
        return {};
    }
    const auto d = static_cast<std::size_t>((column - 2) / 2);
    const bool zColumn = (column - 2) % 2 == 1;
    const auto &pred = m_bundle->pairs[d].predictions[c];
    const double value = zColumn ? m_bundle->absZ(d, c, j) : (pred.empty() ? std::nan("") : pred[j]);
    // |z| is infinite where the humans agree exactly (SD 0) and the model differs: undefined, not an outlier
    const bool noSpread = zColumn && std::isinf(value);
    switch (role) {
    case Qt::DisplayRole:
        return noSpread ? QStringLiteral("\u2014") : cellformat::display(value, zColumn ? 2 : 0);
    case Qt::ToolTipRole:
        if (noSpread)
            return tr("The human ratings of this item do not vary (SD = 0), so |z| is undefined; the model's rating "
                      "differs from theirs.");
        return m_raw[c].isEmpty() ? QVariant() : QVariant(m_raw[c].left(400));
    case ExportTextRole:
        return noSpread ? QStringLiteral("NA") : cellformat::exported(value, zColumn ? 4 : 0);
    case SortValueRole:
        return cellformat::sortKey(value);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (zColumn && value > 1 && !noSpread) // outside one human SD
            return QColor(0xb0, 0x30, 0x30);
        return {};
    default:
        return {};
    }
}

QVariant ModelAnswersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == 0)
        return tr("Condition");
    if (section == 1)
        return tr("Emotion");
    const auto d = static_cast<std::size_t>((section - 2) / 2);
    const QString dimension = DisplayNames::dimension(m_bundle->pairs[d].dimension);
    return (section - 2) % 2 == 0 ? dimension : tr("|z| %1").arg(dimension);
}

} // namespace rl::models
