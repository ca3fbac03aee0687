// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/demographics/demographicstablemodel.h"

#include <utility>

namespace rl::models {

/// The likelihood-ratio tests of the classification GLMMs (docs/methods.md §5): per condition that gave
/// emotion answers, `correct ~ race + (1|gt_emotion)` and `correct ~ gender + (1|gt_emotion)`, each
/// against `correct ~ 1 + (1|gt_emotion)` (binomial, Laplace): n, χ², df, p, q — the p adjusted by
/// Benjamini–Hochberg over every test of the analysis (conditions × race and gender, whatever the
/// filter shows), highlighted below .05 — and the fit status. Condition filter.
class GlmmTestsModel : public DemographicsTableModel {
    Q_OBJECT
public:
    enum Column { Condition, Factor, N, Chisq, Df, P, Q, Status, ColumnCount };

    explicit GlmmTestsModel(QObject *parent = nullptr);

    const analysis::GlmmLrt &test(int row) const;

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
    std::vector<std::pair<std::size_t, int>> m_rows; ///< (condition, 0 race / 1 gender)
    std::vector<double> m_q; ///< BH-adjusted p of condition c's factor f at 2 c + f (NaN where not run)
};

} // namespace rl::models
