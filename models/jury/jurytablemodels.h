// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/jury/juryresult.h"
#include "models/jury/subsetfilter.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <QVariant>

#include <memory>
#include <vector>

/// The jury's tables as item models. Every number is kept at full precision: Qt::EditRole and
/// SortValueRole give the double, ExportTextRole the C-locale text (6 decimals, NA), and only
/// Qt::DisplayRole is formatted (cellformat: locale, 3 decimals, an em dash for NaN).
namespace rl::models::jury {

/// A table of precomputed rows whose cells are a double or a text; subclasses fill the rows and
/// name the columns (translated, in headers()).
class JuryRowsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(headers().size()); }
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

protected:
    virtual QStringList headers() const = 0;
    /// Per column the key of its definition (models/metricdefinitions.h; empty for the key columns):
    /// the header's tooltip.
    virtual QStringList definitionKeys() const = 0;
    /// Decimals shown on screen for a numeric column (3 unless overridden).
    virtual int decimals(int column) const;
    /// A p column: "< .001" below (cellformat::displayP) on screen.
    virtual bool isPValue(int column) const;
    void setRows(std::vector<std::vector<QVariant>> rows);

private:
    std::vector<std::vector<QVariant>> m_rows;
};

/// jury_judges.csv: each judge on each round-1 table (corpus, condition), against the human score, with
/// what the journal recorded it cost per 1,000 items under that condition (JuryResult::costs): NaN where
/// nothing is known, shown as "no cost recorded" or "no price" (never as free).
class JudgeTableModel : public JuryRowsModel {
    Q_OBJECT
public:
    enum Column { Corpus, Condition, Judge, Rho, R, N, PriceInput, PriceOutput, CostPer1000, Latency, ColumnCount };
    using JuryRowsModel::JuryRowsModel;
    void setResult(std::shared_ptr<const JuryResult> result);
    QVariant data(const QModelIndex &index, int role) const override;

private:
    std::vector<analysis::jury::JudgeCost> m_costs; ///< by row

protected:
    QStringList headers() const override;
    QStringList definitionKeys() const override;
    int decimals(int column) const override;
};

/// Per-round convergence (jury_rounds.csv).
class RoundsTableModel : public JuryRowsModel {
    Q_OBJECT
public:
    enum Column { Corpus, Condition, Round, Judges, Items, MeanItemSd, Unanimous, Changed, TowardOthers,
                  TowardHuman, AwayFromHuman, MeanScore, ColumnCount };
    using JuryRowsModel::JuryRowsModel;
    void setResult(std::shared_ptr<const JuryResult> result);

protected:
    QStringList headers() const override;
    QStringList definitionKeys() const override;
    int decimals(int column) const override;
};

/// ρ within human-score and rater-SD terciles (jury_strata.csv).
class StrataTableModel : public JuryRowsModel {
    Q_OBJECT
public:
    enum Column { Corpus, Condition, Kind, Stratum, Lower, Upper, Predictor, Subset, Rho, CiLow, CiHigh, ColumnCount };
    using JuryRowsModel::JuryRowsModel;
    void setResult(std::shared_ptr<const JuryResult> result);

protected:
    QStringList headers() const override;
    QStringList definitionKeys() const override;
    int decimals(int column) const override;
};

/// Δρ of a prompt condition against its base (summary metrics delta_rho_vs_<base>{,_ci_low,_ci_high,_p}):
/// per judge (aggregate "single") and for the panel (mean, median).
class ConditionDeltaModel : public JuryRowsModel {
    Q_OBJECT
public:
    enum Column { Corpus, Condition, Base, Aggregate, Who, Delta, CiLow, CiHigh, P, ColumnCount };
    using JuryRowsModel::JuryRowsModel;
    void setResult(std::shared_ptr<const JuryResult> result);

protected:
    QStringList headers() const override;
    QStringList definitionKeys() const override;
    int decimals(int column) const override;
    bool isPValue(int column) const override;
};

/// Each judge's bias (answer − human score on the judge scale) per round-1 table with its 95% CI, and its
/// shift against the base condition (analysis::jury::JudgeBias): anchoring shows as a shift near +1.
class JudgeBiasModel : public JuryRowsModel {
    Q_OBJECT
public:
    enum Column { Corpus, Condition, Judge, N, MeanJudge, MeanHuman, Bias, CiLow, CiHigh, Base, Shift, ColumnCount };
    using JuryRowsModel::JuryRowsModel;
    void setResult(std::shared_ptr<const JuryResult> result);

protected:
    QStringList headers() const override;
    QStringList definitionKeys() const override;
    int decimals(int column) const override;
};

/// Every subset of size ≥ 2 of one search (a corpus × condition × aggregate): the rows of
/// jury_subsets.csv for it, computed on request from the search's arrays (2^k − k − 1 rows).
/// Sort through a QSortFilterProxyModel (SortValueRole); SubsetMaskRole gives a row's mask.
class SubsetTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// TableCorpus, TableCondition, TableAggregate name the search (constant over the rows: for the export; a view hides them).
    enum Column { Subset, Size, Rho, R, N, PriceInput, PriceOutput, CostPer1000, Paid, Latency, BeatsBestSingle, BeatsOwnBest,
                  TableCorpus, TableCondition, TableAggregate, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    /// `search`: index into result->analysis.searches (-1: empty); the rows are the subsets that pass
    /// `filter` (filteredSubsets: by ρ descending). `cheapOnly`: SubsetFilter::cheapOnly.
    void setSearch(std::shared_ptr<const JuryResult> result, int search, const SubsetFilter &filter);
    void setSearch(std::shared_ptr<const JuryResult> result, int search, bool cheapOnly = false)
    {
        SubsetFilter filter;
        filter.cheapOnly = cheapOnly;
        setSearch(std::move(result), search, filter);
    }
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_masks.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    std::uint32_t maskAt(int row) const { return m_masks.at(std::size_t(row)); }
    int rowOfMask(std::uint32_t mask) const;
    /// Judge indices (JuryData::judges) of a mask.
    std::vector<int> judgesOf(std::uint32_t mask) const;
    /// Σ input / output price of the members (NaN when one is unknown); paid members; slowest member's latency.
    double priceInput(std::uint32_t mask) const;
    double priceOutput(std::uint32_t mask) const;
    /// Σ of the members' cost per 1,000 items from the journal under the table's condition (NaN when one is not known).
    double costPer1000(std::uint32_t mask) const;
    int paidCount(std::uint32_t mask) const;
    double latencyMax(std::uint32_t mask) const;

private:
    QVariant value(std::uint32_t mask, int column) const;

    std::shared_ptr<const JuryResult> m_result;
    const analysis::jury::SubsetSearch *m_search = nullptr;
    const analysis::jury::JuryTable *m_table = nullptr;
    std::vector<std::uint32_t> m_masks;
};

} // namespace rl::models::jury
