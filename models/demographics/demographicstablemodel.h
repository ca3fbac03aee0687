// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/analysisbundle.h"
#include "models/roles.h"

#include <QAbstractTableModel>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace rl::models {

// DemographicsSignificantRole (models/roles.h) is set on the q / adjusted p column only; the cell is
// also bold with a highlighted background.

/// The significance threshold the demographics tables highlight (docs/methods.md §5: q < .05).
inline constexpr double kDemographicsAlpha = 0.05;

/// The shared shape of the human-ratings and demographics tables: each subclass keeps a list of
/// row keys (indices into the bundle's RatingAnalysis) and answers, per row and column, a text or
/// the engine's raw number; this class does every formatting, in data() only:
///  - DisplayRole: localised, 3 decimals (counts as integers, p values APA style), em dash for NaN;
///  - ExportTextRole: C locale, 4 decimals (p values 4 significant digits), NA for NaN;
///  - SortValueRole: the raw double (NaN last) or the display text, for a QSortFilterProxyModel;
///  - DemographicsSignificantRole, FontRole, BackgroundRole for q / adjusted p < .05.
/// Filters (condition, dimension; -1 = all) reset the model; a subclass uses those that apply.
/// emptyText() says, translated, why a table has no row (part not run, no emotion factor...).
class DemographicsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Kind { Text, Count, Number, PValue };

    void setBundle(std::shared_ptr<const AnalysisBundle> bundle);
    const AnalysisBundle *bundle() const { return m_bundle.get(); }

    void setConditionFilter(int condition); ///< index into RatingAnalysis::conditions; -1 = every condition
    int conditionFilter() const { return m_condition; }
    void setDimensionFilter(int dimension); ///< index into RatingAnalysis::dimensions; -1 = every dimension
    int dimensionFilter() const { return m_dimension; }

    Kind columnKind(int column) const;
    /// The engine's number behind a numeric cell (NaN for a text column or an undefined statistic).
    double value(int row, int column) const;
    /// Why the table is empty (translated); empty when it has rows.
    QString emptyText() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    struct Column {
        Kind kind = Kind::Number;
        const char *exportName = ""; ///< CSV header, snake_case
        int decimals = 3;
    };

    DemographicsTableModel(std::vector<Column> columns, QObject *parent);

    /// Recompute the row keys from bundle() and the filters (inside a model reset).
    virtual void rebuild() = 0;
    virtual int rows() const = 0;
    virtual QString header(int column) const = 0; ///< translated
    virtual QString text(int row, int column, bool exported) const;
    virtual double number(int row, int column) const;
    virtual QString tooltip(int row, int column) const;
    virtual bool significant(int row, int column) const;
    /// Why there is no row, given a bundle (the base handles "no analysis" and the filters).
    virtual QString emptyReason() const = 0;

    bool conditionShown(std::size_t c) const { return m_condition < 0 || static_cast<int>(c) == m_condition; }
    bool dimensionShown(std::size_t d) const { return m_dimension < 0 || static_cast<int>(d) == m_dimension; }
    /// Rows keyed (condition, dimension, emotion level, k): one per k < count(cell) of every bias-ANOVA
    /// cell the condition and dimension filters show (the ANOVA terms, the Tukey contrasts).
    std::vector<std::array<std::size_t, 4>>
    anovaRows(const std::function<std::size_t(const analysis::BiasAnovaCell &)> &count) const;

    QString conditionName(std::size_t c, bool exported) const;
    QString dimensionName(std::size_t d, bool exported) const;
    QString groupName(std::size_t group, bool exported) const; ///< "all" or the level of RatingAnalysis::groups
    /// The first three columns of the tables keyed by (condition, dimension, emotion level) — the
    /// bias ANOVA and the Tukey comparisons; empty for any other column.
    std::optional<QString> keyText(int column, const std::array<std::size_t, 4> &key, bool exported) const;
    QString levelName(const char *factor, const std::string &level, bool exported) const;

    /// Shared explanations of a missing part, for emptyReason().
    QString demographicsMissingText() const; ///< empty when the demographics part ran with race and gender
    QString mixedMissingText() const; ///< empty when the mixed-model part ran

    /// Rebuild the rows inside a model reset (a subclass's own filters call it).
    void reset();
    /// Set a filter (an index, anything below 0 = every one) and reset() when it changed.
    void setFilter(int &filter, int index);

private:
    std::shared_ptr<const AnalysisBundle> m_bundle;
    std::vector<Column> m_columns;
    int m_condition = -1;
    int m_dimension = -1;
};

} // namespace rl::models
