// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/condition.h"
#include "models/conditions/conditionvalidation.h"
#include "models/roles.h"

#include <QAbstractTableModel>

#include <set>
#include <string>
#include <vector>

namespace rl::models {

/// The conditions being edited: a working copy of the project's model conditions, one row each,
/// with its validation state. Edits go through setCondition(); every change re-validates all rows
/// (an id edit can make another row's id unique again).
///
/// Each row remembers the id it has in the project (empty for a row added in the editor), whether
/// the project holds predictions (model ratings) of it, and so whether it may be renamed or
/// removed: a condition with predictions keeps its id and its row (the predictions hang on it).
class ConditionListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { LabelColumn, ProviderColumn, ModelColumn, StrategyColumn, SimulatedColumn, StatusColumn, ColumnCount };
    // ConditionValidRole, ConditionSimulatedRole, ConditionHasPredictionsRole, ConditionProblemsRole
    // (models/roles.h), also as ConditionListModel::ConditionValidRole …
    using enum models::Role;

    explicit ConditionListModel(QObject *parent = nullptr);

    /// Replace everything; `withPredictions` holds the ids that have ratings in the project. The
    /// rows' project ids are set to their ids; the model is not dirty afterwards.
    void setConditions(std::vector<study::ModelCondition> conditions, std::set<std::string> withPredictions = {});
    const std::vector<study::ModelCondition> &conditions() const { return m_conditions; }
    const study::ModelCondition &condition(int row) const { return m_conditions.at(static_cast<std::size_t>(row)); }

    void setCondition(int row, study::ModelCondition condition);
    int addCondition(study::ModelCondition condition); ///< appended; returns the row
    void removeCondition(int row);

    /// Which conditions have ratings now (after a run), keeping the rows and the edits.
    void setWithPredictions(std::set<std::string> withPredictions);
    bool hasPredictions(int row) const;
    QList<ConditionProblem> problems(int row) const;
    bool allValid() const;
    int firstInvalidRow() const; ///< -1 when every row is valid
    bool isDirty() const { return m_dirty; }
    /// After a successful save: every row is now stored under its current id; not dirty.
    void markSaved();

    /// The working copy as a value, for undo: the rows, which project condition each stands for,
    /// and whether it differs from the project. restore() puts one back (a model reset).
    struct State {
        std::vector<study::ModelCondition> conditions;
        std::vector<std::string> projectIds;
        bool dirty = false;
    };
    State state() const { return {m_conditions, m_projectIds, m_dirty}; }
    void restore(State state);

    /// `base` when no row uses it, else base_2, base_3, ...
    std::string uniqueId(const std::string &base) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The provider's display name ("OpenAI", "OpenAI-compatible server", ...).
    static QString providerName(const std::string &provider);

signals:
    void dirtyChanged(bool dirty);

private:
    void revalidate();
    void markDirty();

    std::vector<study::ModelCondition> m_conditions;
    std::vector<std::string> m_projectIds;             ///< per row; empty = not in the project
    std::vector<QList<ConditionProblem>> m_problems;   ///< per row
    std::set<std::string> m_withPredictions;
    bool m_dirty = false;
};

} // namespace rl::models
