// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/demographics/demographicstablemodel.h"

#include <array>
#include <vector>

/// The tables of the categorical dimensions judged against the human plurality (docs/methods.md §3.7) and of
/// the Alt-test across dimensions, in the shape of the human-ratings tables (DemographicsTableModel does
/// the formatting): long tables keyed by dimension, group and condition, filtered by a group and a
/// categorical dimension (-1 = every one). Every number is the engine's (RatingAnalysis::categoricalHuman,
/// ConditionAnalysis::categorical, ConditionAnalysis::jointAltTest); the groups are `all` and the levels
/// of the grouping factor, so a study without a factor has the `all` rows only.
namespace rl::models {

class CategoricalTableModel : public DemographicsTableModel {
    Q_OBJECT
public:
    void setGroupFilter(int group);           ///< index into RatingAnalysis::groups; -1 = every group
    int groupFilter() const { return m_group; }
    void setCategoricalFilter(int dimension); ///< index into RatingAnalysis::categoricalDimensions; -1 = every one
    int categoricalFilter() const { return m_categorical; }

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    using DemographicsTableModel::DemographicsTableModel;

    /// The metricdefinitions key of a column's tooltip (default: its export name).
    virtual const char *definitionKey(int column) const;
    bool groupShown(std::size_t g) const { return m_group < 0 || static_cast<int>(g) == m_group; }
    bool categoricalShown(std::size_t k) const { return m_categorical < 0 || static_cast<int>(k) == m_categorical; }
    QString categoricalName(std::size_t k, bool exported) const;
    QString labelName(std::size_t k, std::size_t label, bool exported) const;
    QString agreementMissingText() const; ///< empty when the agreement part ran on categorical dimensions
    QString answersMissingText() const;   ///< agreementMissingText(), else that no condition answered one
    /// Rows keyed (condition, categorical dimension, group): every ConditionAnalysis::categorical cell the
    /// filters show whose condition answered the dimension (the agreement and per-label tables).
    std::vector<std::array<std::size_t, 3>> answeredRows() const;

private:
    int m_group = -1;
    int m_categorical = -1;
};

/// categorical-human: the humans of each categorical dimension (without gold labels) per group: items,
/// labels, pairable items, Krippendorff's α at the declared level (nominal, or ordinal for an ordered
/// dimension) with its percentile bootstrap interval, Fleiss' κ (where every item has the same number of
/// raters) and the leave-one-out plurality agreement, the baseline a model has to reach.
class CategoricalHumanModel : public CategoricalTableModel {
    Q_OBJECT
public:
    enum Column { Dimension, Group, Items, Ratings, Pairable, Level, Alpha, AlphaCiLow, AlphaCiHigh, Fleiss, FleissP,
                  PluralityLoo, LooPairs, ColumnCount };

    explicit CategoricalHumanModel(QObject *parent = nullptr);

protected:
    void rebuild() override;
    int rows() const override { return static_cast<int>(m_rows.size()); }
    QString header(int column) const override;
    QString text(int row, int column, bool exported) const override;
    double number(int row, int column) const override;
    QString tooltip(int row, int column) const override;
    QString emptyReason() const override;
    const char *definitionKey(int column) const override;

private:
    std::vector<std::array<std::size_t, 2>> m_rows; ///< (categorical dimension, group)
};

/// categorical-agreement: each condition against the human plurality of each categorical dimension, per
/// group: items compared, missing and invalid answers, plurality agreement (credits shared by a tie), Cohen's
/// κ and macro-F1 of the fractional confusion against the plurality, α of the humans and with the model as
/// one more rater, Δα with its bootstrap interval, and the Alt-test (accuracy scoring).
class CategoricalAgreementModel : public CategoricalTableModel {
    Q_OBJECT
public:
    enum Column { Condition, Dimension, Group, N, Missing, Invalid, Plurality, Kappa, MacroF1, AlphaHumans,
                  AlphaWithModel, DeltaAlpha, DeltaAlphaCiLow, DeltaAlphaCiHigh, AltTest, AltTestPassed, ColumnCount };

    explicit CategoricalAgreementModel(QObject *parent = nullptr);

protected:
    void rebuild() override;
    int rows() const override { return static_cast<int>(m_rows.size()); }
    QString header(int column) const override;
    QString text(int row, int column, bool exported) const override;
    double number(int row, int column) const override;
    QString tooltip(int row, int column) const override;
    QString emptyReason() const override;
    const char *definitionKey(int column) const override;

private:
    std::vector<std::array<std::size_t, 3>> m_rows; ///< (condition, categorical dimension, group)
};

/// categorical-labels: per condition, categorical dimension, group and label, the support (the label's
/// share of the human plurality, fractional with ties), precision, recall and F1 of the confusion against
/// the plurality.
class CategoricalLabelsModel : public CategoricalTableModel {
    Q_OBJECT
public:
    enum Column { Condition, Dimension, Group, Label, Support, Precision, Recall, F1, ColumnCount };

    explicit CategoricalLabelsModel(QObject *parent = nullptr);

protected:
    void rebuild() override;
    int rows() const override { return static_cast<int>(m_rows.size()); }
    QString header(int column) const override;
    QString text(int row, int column, bool exported) const override;
    double number(int row, int column) const override;
    QString emptyReason() const override;
    const char *definitionKey(int column) const override;

private:
    std::vector<std::array<std::size_t, 4>> m_rows; ///< (condition, categorical dimension, group, label)
};

/// alt-test-joint: the Alt-test of each condition over every numeric, or every categorical, dimension at
/// once (instances = item × dimension), per group, beside the per-dimension Alt-tests of the other tables.
class JointAltTestModel : public CategoricalTableModel {
    Q_OBJECT
public:
    enum Column { Condition, Family, Group, Usable, Won, WinningRate, Advantage, Passed, ColumnCount };

    explicit JointAltTestModel(QObject *parent = nullptr);

protected:
    void rebuild() override;
    int rows() const override { return static_cast<int>(m_rows.size()); }
    QString header(int column) const override;
    QString text(int row, int column, bool exported) const override;
    double number(int row, int column) const override;
    QString emptyReason() const override;
    const char *definitionKey(int column) const override;

private:
    const analysis::AltTestResult &result(int row) const;
    std::vector<std::array<std::size_t, 3>> m_rows; ///< (condition, kind: 0 numeric / 1 categorical, group)
};

} // namespace rl::models
