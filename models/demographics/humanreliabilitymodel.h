// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/demographics/demographicstablemodel.h"

#include <utility>

namespace rl::models {

/// The human raters' reliability (docs/methods.md §3.1, §3.2), RatingAnalysis::human: one row per analysed
/// dimension and group (all items, then each emotion): items, ratings, Krippendorff's α at the four
/// levels the engine computes (nominal, ordinal, interval, ratio), the leave-one-out W1SD baseline
/// with its number of (rater, item) pairs, and the mean item SD. Dimension filter only.
class HumanReliabilityModel : public DemographicsTableModel {
    Q_OBJECT
public:
    enum Column {
        Dimension,
        Group,
        Items,
        Ratings,
        AlphaNominal,
        AlphaOrdinal,
        AlphaInterval,
        AlphaRatio,
        LooW1sd,
        LooPairs,
        MeanItemSd,
        ColumnCount
    };

    explicit HumanReliabilityModel(QObject *parent = nullptr);

    /// The engine cell behind a row.
    const analysis::HumanCell &cell(int row) const;

protected:
    void rebuild() override;
    int rows() const override { return static_cast<int>(m_rows.size()); }
    QString header(int column) const override;
    QString text(int row, int column, bool exported) const override;
    double number(int row, int column) const override;
    QString tooltip(int row, int column) const override;
    QString emptyReason() const override;

private:
    std::vector<std::pair<std::size_t, std::size_t>> m_rows; ///< (dimension, group)
};

} // namespace rl::models
