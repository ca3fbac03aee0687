// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/demographics/demographicstablemodel.h"

#include <utility>

namespace rl::models {

/// Classification by demographic subgroup (docs/methods.md §5), ConditionDemographics::classification:
/// one row per condition that gave emotion answers and subgroup — each race, each gender, then each
/// race × gender cell — with n, correct answers, accuracy, macro-F1, Cohen's κ and invalid answers.
/// Condition filter; setKindFilter() keeps one kind ("race", "gender", "race:gender"; empty = all).
class SubgroupAccuracyModel : public DemographicsTableModel {
    Q_OBJECT
public:
    enum Column { Condition, Factor, Subgroup, N, Correct, Accuracy, MacroF1, Kappa, Invalid, ColumnCount };

    explicit SubgroupAccuracyModel(QObject *parent = nullptr);

    void setKindFilter(const QString &kind);
    QString kindFilter() const { return m_kind; }

    const analysis::SubgroupClassification &subgroup(int row) const;
    int conditionOfRow(int row) const { return static_cast<int>(m_rows[static_cast<std::size_t>(row)].first); }

    /// The subgroup's display name, e.g. "Black × female" (levels through DisplayNames).
    static QString subgroupName(const analysis::SubgroupClassification &s, bool exported);

protected:
    void rebuild() override;
    int rows() const override { return static_cast<int>(m_rows.size()); }
    QString header(int column) const override;
    QString text(int row, int column, bool exported) const override;
    double number(int row, int column) const override;
    QString tooltip(int row, int column) const override;
    QString emptyReason() const override;

private:
    std::vector<std::pair<std::size_t, std::size_t>> m_rows; ///< (condition, subgroup)
    QString m_kind;
};

} // namespace rl::models
