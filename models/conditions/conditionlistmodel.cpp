// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/conditions/conditionlistmodel.h"

#include "models/roles.h"

#include <QColor>

namespace rl::models {

ConditionListModel::ConditionListModel(QObject *parent) : QAbstractTableModel(parent) { }

void ConditionListModel::setConditions(std::vector<study::ModelCondition> conditions, std::set<std::string> withPredictions)
{
    beginResetModel();
    m_conditions = std::move(conditions);
    m_withPredictions = std::move(withPredictions);
    m_projectIds.clear();
    for (const auto &c : m_conditions)
        m_projectIds.push_back(c.id);
    m_problems.assign(m_conditions.size(), {});
    for (std::size_t i = 0; i < m_conditions.size(); ++i)
        m_problems[i] = validateConditionFields(m_conditions, static_cast<int>(i));
    endResetModel();
    if (m_dirty) {
        m_dirty = false;
        emit dirtyChanged(false);
    }
}

void ConditionListModel::restore(State state)
{
    beginResetModel();
    m_conditions = std::move(state.conditions);
    m_projectIds = std::move(state.projectIds);
    m_projectIds.resize(m_conditions.size());
    m_problems.assign(m_conditions.size(), {});
    for (std::size_t i = 0; i < m_conditions.size(); ++i)
        m_problems[i] = validateConditionFields(m_conditions, static_cast<int>(i));
    endResetModel();
    if (m_dirty != state.dirty) {
        m_dirty = state.dirty;
        emit dirtyChanged(m_dirty);
    }
}

void ConditionListModel::setCondition(int row, study::ModelCondition condition)
{
    if (row < 0 || row >= rowCount())
        return;
    m_conditions[static_cast<std::size_t>(row)] = std::move(condition);
    revalidate();
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    markDirty();
}

int ConditionListModel::addCondition(study::ModelCondition condition)
{
    const int row = rowCount();
    beginInsertRows({}, row, row);
    m_conditions.push_back(std::move(condition));
    m_projectIds.emplace_back();
    m_problems.emplace_back();
    endInsertRows();
    revalidate();
    markDirty();
    return row;
}

void ConditionListModel::removeCondition(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    beginRemoveRows({}, row, row);
    m_conditions.erase(m_conditions.begin() + row);
    m_projectIds.erase(m_projectIds.begin() + row);
    m_problems.erase(m_problems.begin() + row);
    endRemoveRows();
    revalidate();
    markDirty();
}

void ConditionListModel::setWithPredictions(std::set<std::string> withPredictions)
{
    if (withPredictions == m_withPredictions)
        return;
    m_withPredictions = std::move(withPredictions);
    revalidate();
    if (!m_conditions.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

bool ConditionListModel::hasPredictions(int row) const
{
    if (row < 0 || row >= rowCount())
        return false;
    const std::string &pid = m_projectIds[static_cast<std::size_t>(row)];
    return !pid.empty() && m_withPredictions.count(pid) > 0;
}

QList<ConditionProblem> ConditionListModel::problems(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    return m_problems[static_cast<std::size_t>(row)];
}

bool ConditionListModel::allValid() const { return firstInvalidRow() < 0; }

int ConditionListModel::firstInvalidRow() const
{
    for (std::size_t r = 0; r < m_problems.size(); ++r)
        for (const auto &p : m_problems[r])
            if (p.severity == ConditionProblem::Severity::Error)
                return static_cast<int>(r);
    return -1;
}

void ConditionListModel::markSaved()
{
    for (std::size_t i = 0; i < m_conditions.size(); ++i)
        m_projectIds[i] = m_conditions[i].id;
    if (m_dirty) {
        m_dirty = false;
        emit dirtyChanged(false);
    }
}

std::string ConditionListModel::uniqueId(const std::string &base) const
{
    auto used = [&](const std::string &id) {
        for (const auto &c : m_conditions)
            if (c.id == id)
                return true;
        return false;
    };
    if (!used(base))
        return base;
    for (int n = 2;; ++n)
        if (!used(base + "_" + std::to_string(n)))
            return base + "_" + std::to_string(n);
}

int ConditionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_conditions.size());
}

int ConditionListModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString ConditionListModel::providerName(const std::string &provider)
{
    if (provider == "openai")
        return tr("OpenAI");
    if (provider == "gemini")
        return tr("Gemini");
    if (provider == "anthropic")
        return tr("Anthropic");
    if (provider == "openai-compatible")
        return tr("OpenAI-compatible server");
    if (provider == study::kImportedProvider)
        return tr("Imported predictions");
    return QString::fromStdString(provider);
}

QVariant ConditionListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto r = static_cast<std::size_t>(index.row());
    const auto &c = m_conditions[r];
    const auto &problems = m_problems[r];
    int errors = 0, warnings = 0;
    for (const auto &p : problems)
        (p.severity == ConditionProblem::Severity::Error ? errors : warnings)++;

    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case LabelColumn:
            return QString::fromStdString(c.label.empty() ? c.id : c.label);
        case ProviderColumn:
            return providerName(c.provider);
        case ModelColumn:
            return QString::fromStdString(c.model);
        case StrategyColumn:
            return QString::fromStdString(c.strategy);
        case SimulatedColumn:
            return c.simulated ? tr("simulated") : QString();
        case StatusColumn:
            if (errors)
                return tr("%n problem(s)", nullptr, errors);
            if (warnings)
                return tr("%n warning(s)", nullptr, warnings);
            return tr("valid");
        }
        break;
    case Qt::ToolTipRole: {
        QStringList lines;
        for (const auto &p : problems)
            lines << p.message;
        if (c.simulated)
            lines << tr("Simulated by the synthetic demo generator: read-only.");
        if (study::isImported(c))
            lines << tr("Predictions made outside RaterLab and imported: it is not run.");
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::ForegroundRole:
        if (index.column() == StatusColumn && errors)
            return QColor(0xb0, 0x1c, 0x1c);
        break;
    case ConditionIdRole:
        return QString::fromStdString(c.id);
    case ConditionValidRole:
        return errors == 0;
    case ConditionSimulatedRole:
        return c.simulated;
    case ConditionHasPredictionsRole:
        return hasPredictions(index.row());
    case ConditionProblemsRole: {
        QStringList list;
        for (auto sev : {ConditionProblem::Severity::Error, ConditionProblem::Severity::Warning})
            for (const auto &p : problems)
                if (p.severity == sev)
                    list << p.message;
        return list;
    }
    }
    return {};
}

QVariant ConditionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case LabelColumn:
        return tr("Condition");
    case ProviderColumn:
        return tr("Provider");
    case ModelColumn:
        return tr("Model");
    case StrategyColumn:
        return tr("Strategy");
    case SimulatedColumn:
        return tr("Simulated");
    case StatusColumn:
        return tr("Validation");
    }
    return {};
}

void ConditionListModel::revalidate()
{
    for (std::size_t i = 0; i < m_conditions.size(); ++i)
        m_problems[i] = validateConditionFields(m_conditions, static_cast<int>(i));
    if (!m_conditions.empty())
        emit dataChanged(index(0, StatusColumn), index(rowCount() - 1, StatusColumn));
}

void ConditionListModel::markDirty()
{
    if (!m_dirty) {
        m_dirty = true;
        emit dirtyChanged(true);
    }
}

} // namespace rl::models
