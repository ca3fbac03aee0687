// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/demographics/demographicstablemodel.h"

#include <array>

namespace rl::models {

/// The emotion-stratified race × gender ANOVA of the model's bias x_j − M_j (docs/methods.md §5),
/// ConditionDemographics::anova: one row per condition, dimension, emotion and term (race, gender,
/// race:gender) with n, the nested F test (df, residual df, F, p), η² (Type I SS / total SS) and
/// the Benjamini–Hochberg q of the (condition, dimension) family; q < .05 is highlighted
/// (DemographicsSignificantRole). Cells of a dimension the condition did not predict are left out.
/// Condition and dimension filters.
class BiasAnovaModel : public DemographicsTableModel {
    Q_OBJECT
public:
    enum Column { Condition, Dimension, Emotion, Term, N, Df, DfResidual, F, P, Eta2, Q, Status, ColumnCount };
    static_assert(Condition == 0 && Dimension == 1 && Emotion == 2, "keyText() serves the first three columns");

    explicit BiasAnovaModel(QObject *parent = nullptr);

    const analysis::BiasAnovaCell &anovaCell(int row) const;
    const analysis::AnovaTermResult &term(int row) const;
    /// (condition, dimension, emotion level, term) of a row.
    std::array<std::size_t, 4> key(int row) const { return m_rows[static_cast<std::size_t>(row)]; }

    static QString termName(const std::string &term, bool exported);

protected:
    void rebuild() override;
    int rows() const override { return static_cast<int>(m_rows.size()); }
    QString header(int column) const override;
    QString text(int row, int column, bool exported) const override;
    double number(int row, int column) const override;
    QString tooltip(int row, int column) const override;
    bool significant(int row, int column) const override;
    QString emptyReason() const override;

private:
    std::vector<std::array<std::size_t, 4>> m_rows;
};

} // namespace rl::models
