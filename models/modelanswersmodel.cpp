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
    m_categorical.clear();
    if (m_bundle && m_bundle->study)
        for (std::size_t k = 0; k < m_bundle->study->dimensions.size(); ++k) {
            const study::Dimension &d = m_bundle->study->dimensions[k];
            if (d.kind == study::DimensionKind::Categorical)
                m_categorical.push_back({static_cast<int>(k), m_bundle->study->findFactor(d.name)});
        }
    fillAnswers();
    endResetModel();
}

void ModelAnswersModel::setItem(int item)
{
    beginResetModel();
    m_item = item;
    std::fill(m_thinking.begin(), m_thinking.end(), QString());
    std::fill(m_raw.begin(), m_raw.end(), QString());
    fillAnswers();
    endResetModel();
}

void ModelAnswersModel::fillAnswers()
{
    const std::size_t n = m_bundle ? m_bundle->analysis.conditions.size() : 0;
    m_answers.assign(n, std::vector<int>(m_categorical.size(), -2));
    if (!m_bundle || !m_bundle->study || m_item < 0 || m_categorical.empty())
        return;
    const study::Study &s = *m_bundle->study;
    // analysis condition of each study condition (the analysis may leave some out)
    std::vector<int> conditionOf(s.conditions.size(), -1);
    for (std::size_t c = 0; c < n; ++c)
        if (const int i = s.findCondition(m_bundle->analysis.conditions[c].id); i >= 0)
            conditionOf[static_cast<std::size_t>(i)] = static_cast<int>(c);
    std::vector<int> columnOf(s.dimensions.size(), -1);
    for (std::size_t k = 0; k < m_categorical.size(); ++k)
        columnOf[static_cast<std::size_t>(m_categorical[k].dimension)] = static_cast<int>(k);
    for (const study::Rating &r : s.ratings) { // the answer is sample 0 of round 0, as analysis::itemPairs reads it
        if (r.item != m_item || r.sample != 0 || r.round != 0 || r.rater < 0 || r.dimension < 0)
            continue;
        const int column = columnOf[static_cast<std::size_t>(r.dimension)];
        const study::Rater &rater = s.raters[static_cast<std::size_t>(r.rater)];
        if (column < 0 || rater.kind != study::RaterKind::Model || rater.conditionIndex < 0)
            continue;
        if (const int c = conditionOf[static_cast<std::size_t>(rater.conditionIndex)]; c >= 0)
            m_answers[static_cast<std::size_t>(c)][static_cast<std::size_t>(column)] = r.value >= 0 ? static_cast<int>(r.value) : -1;
    }
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
    return parent.isValid() || !m_bundle ? 0 : 1 + categoricalCount() + 2 * static_cast<int>(m_bundle->pairs.size());
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
    if (column <= categoricalCount())
        return categoricalData(c, m_categorical[static_cast<std::size_t>(column - 1)], static_cast<std::size_t>(column - 1), role);
    const auto d = static_cast<std::size_t>((column - 1 - categoricalCount()) / 2);
    const bool zColumn = (column - 1 - categoricalCount()) % 2 == 1;
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
    if (section <= categoricalCount()) {
        const std::string &name = m_bundle->study->dimensions[static_cast<std::size_t>(m_categorical[static_cast<std::size_t>(section - 1)].dimension)].name;
        // A dimension classified against the factor of its name (the face study's emotion) has the factor's name.
        return m_categorical[static_cast<std::size_t>(section - 1)].truthFactor >= 0 ? DisplayNames::factor(name)
                                                                                     : DisplayNames::dimension(name);
    }
    const int numeric = section - 1 - categoricalCount();
    const QString dimension = DisplayNames::dimension(m_bundle->pairs[static_cast<std::size_t>(numeric / 2)].dimension);
    return numeric % 2 == 0 ? dimension : tr("|z| %1").arg(dimension);
}

QVariant ModelAnswersModel::categoricalData(std::size_t condition, const CategoricalColumn &column, std::size_t k, int role) const
{
    if (role != Qt::DisplayRole && role != ExportTextRole)
        return {};
    const int answer = m_answers[condition][k];
    if (answer == -2)
        return role == Qt::DisplayRole ? QStringLiteral("\u2014") : QStringLiteral("NA");
    const study::Study &s = *m_bundle->study;
    const study::Dimension &dim = s.dimensions[static_cast<std::size_t>(column.dimension)];
    if (answer < 0 || static_cast<std::size_t>(answer) >= dim.levels.size())
        return role == Qt::DisplayRole ? tr("invalid") : QStringLiteral("invalid");
    const std::string &label = dim.levels[static_cast<std::size_t>(answer)];
    if (role == ExportTextRole)
        return QString::fromStdString(label);
    const QString name = DisplayNames::level(dim.name, label);
    if (column.truthFactor < 0)
        return name;
    const study::Item &item = s.items[static_cast<std::size_t>(m_item)];
    const auto f = static_cast<std::size_t>(column.truthFactor);
    const int level = f < item.levels.size() ? item.levels[f] : -1;
    if (level < 0)
        return name;
    const bool right = s.factors[f].levels[static_cast<std::size_t>(level)] == label; // matched by name, as the confusion view does
    return (right ? QStringLiteral("\u2713 ") : QStringLiteral("\u2717 ")) + name;
}

} // namespace rl::models
