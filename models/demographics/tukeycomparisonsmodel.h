// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/demographics/demographicstablemodel.h"

#include <array>

namespace rl::models {

/// Tukey-adjusted pairwise comparisons of the race × gender cells' mean bias (docs/methods.md §5,
/// `emmeans(fit, pairwise ~ race:gender)`), BiasAnovaCell::tukey, made where the interaction had
/// q < .05: one row per condition, dimension, emotion and contrast with the estimate, SE, df,
/// t ratio and the Tukey p (highlighted below .05). Condition and dimension filters.
class TukeyComparisonsModel : public DemographicsTableModel {
    Q_OBJECT
public:
    enum Column { Condition, Dimension, Emotion, Contrast, Estimate, Se, Df, T, PTukey, ColumnCount };
    static_assert(Condition == 0 && Dimension == 1 && Emotion == 2, "keyText() serves the first three columns");

    explicit TukeyComparisonsModel(QObject *parent = nullptr);

    const stats::PairwiseContrast &contrast(int row) const;
    std::array<std::size_t, 4> key(int row) const { return m_rows[static_cast<std::size_t>(row)]; }

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
    const stats::TukeyResult &tukey(int row) const;
    QString cellName(const stats::CellMean &cell) const;

    std::vector<std::array<std::size_t, 4>> m_rows; ///< (condition, dimension, emotion level, contrast)
};

} // namespace rl::models
