// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/analysisbundle.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <memory>
#include <vector>

namespace rl::models {

/// The agreement table: one row per model condition, one column per metric, within one group of
/// items (all, or one emotion). Classification columns first — accuracy, Cohen's κ and macro-F1
/// over all items; within an emotion the class's recall and F1 (κ stays the overall one) — then,
/// for every analysed dimension that some condition predicted: Pearson r, Spearman ρ, Bland–Altman
/// bias and SD of d, MAE, Δα (interval) and W1SD. Display is localised with 3 decimals,
/// SortValueRole is the raw double (NaN last), ExportTextRole the C-locale text, ToolTipRole adds
/// n, CIs and the human LOO baseline; ExportValueRole is the full-precision double. The header's
/// DisplayRole is the manuscript name ("Valence r", "Valence 95% LoA, lower"), ExportTextRole the
/// machine name of metrics.csv (`valence_pearson_r`), ToolTipRole the metric's definition and
/// NumberStyleRole its cellformat::Style. Sort with a QSortFilterProxyModel on SortValueRole.
/// Each categorical dimension without gold that some condition answered adds a block against the
/// human plurality (methods §3.7): plurality agreement, κ and macro-F1 of the fractional confusion,
/// α with the model, Δα and its bootstrap interval, the Alt-test's ω, n and coverage.
class AgreementTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// ClassN/ClassCoverage and N/Coverage close the classification and each dimension's block:
    /// the items the block's statistics rest on, and their share of the group's items.
    enum class Metric { Accuracy, Kappa, MacroF1, ClassN, ClassCoverage, Pearson, Spearman, Bias, SdDiff, Mae,
                        DeltaAlpha, W1sd, LoaLower, LoaUpper, N, Coverage,
                        // a categorical dimension against the human plurality
                        Plurality, PluralityKappa, PluralityMacroF1, CatAlphaWithModel, CatDeltaAlpha, CatDeltaAlphaLow,
                        CatDeltaAlphaHigh, CatAltTest, CatN, CatCoverage };

    struct Column {
        Metric metric = Metric::Accuracy;
        int dimension = -1; ///< analysis dimension for the dimensional metrics (categorical: RatingAnalysis::categoricalDimensions)
        bool categorical = false;
    };

    explicit AgreementTableModel(QObject *parent = nullptr);

    void setBundle(std::shared_ptr<const AnalysisBundle> bundle);
    const AnalysisBundle *bundle() const { return m_bundle.get(); }

    /// 0 = all items, 1 + e = the items of level e of the grouping factor (RatingAnalysis::groups).
    void setGroup(int group);
    int group() const { return m_group; }

    /// The blocks of columns the analysis has, in column order: "classification", then the numeric and
    /// the categorical dimensions' names. A dimension's block is its metrics side by side.
    const QStringList &blocks() const { return m_blocks; }
    /// Show one block's columns only (a study with many dimensions is too wide otherwise); empty = all.
    /// A block the analysis does not have shows no metric columns.
    void setBlock(const QString &block);
    const QString &block() const { return m_block; }
    /// "All dimensions", "Classification (Emotion)", or the dimension's display name.
    QString blockTitle(const QString &block) const;

    const std::vector<Column> &metricColumns() const { return m_columns; } ///< columns 1.. (0 is the condition)
    /// The metric's value for a condition (row) and column (>= 1); NaN when undefined.
    double value(int row, int column) const;
    /// The sample a statistic rests on, as the table shows it beside the value (tooltip) and in
    /// every block's n/coverage columns: "n = 1,432 (99.4 %)" — n = items with both a human and a
    /// model value, coverage = n / the items in the filter (all items or the chosen emotion's).
    /// Empty for the condition column and when the condition has no values in the block.
    QString sampleText(int row, int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuildColumns();
    QString metricName(const Column &column, bool exported) const;
    QString definition(const Column &column) const;
    QString tooltip(int row, const Column &column) const;
    double categoricalValue(const analysis::ConditionAnalysis &cond, const Column &col) const;

    std::shared_ptr<const AnalysisBundle> m_bundle;
    std::vector<Column> m_columns;
    QStringList m_blocks;
    QString m_block; ///< the block shown; empty = every block
    int m_group = 0;
};

} // namespace rl::models
